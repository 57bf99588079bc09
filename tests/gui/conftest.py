"""Fixtures for the desktop-app tests: temporary settings, a main window, thread-leak check."""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QThread, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from llmplan.core.scenario import Scenario
from llmplan.gui.settings import AppSettings, Preferences
from llmplan.gui.store import ScenarioStore


@pytest.fixture
def settings(tmp_path: Path) -> AppSettings:
    """Settings in a temporary INI file, never the user's own."""
    return AppSettings(tmp_path / "settings" / "llmplan.ini")


@pytest.fixture
def message_boxes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Non-blocking message boxes: each warning is recorded instead of shown."""
    shown: list[tuple[str, str]] = []

    def record(_parent: object, title: str, text: str, *args: object) -> QMessageBox.StandardButton:
        shown.append((title, text))
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "warning", record)
    monkeypatch.setattr(QMessageBox, "critical", record)
    return shown


class SavePrompts:
    """Records each "save changes?" question and answers it with `answer`."""

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.answer = QMessageBox.StandardButton.Discard

    def __call__(self, _parent: object, _title: str, text: str, *args: object) -> object:
        self.asked.append(text)
        return self.answer


@pytest.fixture(autouse=True)
def save_prompts(monkeypatch: pytest.MonkeyPatch) -> SavePrompts:
    """The "save changes?" question never blocks a test (Discard unless a test says)."""
    prompts = SavePrompts()
    monkeypatch.setattr(QMessageBox, "question", prompts)
    return prompts


class Drag:
    """Local files dragged from a file manager, offering `actions`.

    Qt's drag events only borrow the QMimeData; the Drag owns it, so it stays alive until the
    widget has handled every event made from it."""

    def __init__(self, paths: list[Path], actions: Qt.DropAction = Qt.DropAction.CopyAction):
        self.mime = QMimeData()
        self.mime.setUrls([QUrl.fromLocalFile(str(path)) for path in paths])
        self.actions = actions

    def _event(self, kind: type[QDropEvent]) -> QDropEvent:
        # QDragEnterEvent takes the position as QPoint, QDropEvent as QPointF
        at = QPoint(20, 20) if kind is QDragEnterEvent else QPointF(20, 20)
        buttons, modifiers = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        return kind(at, self.actions, self.mime, buttons, modifiers)

    def enter(self, widget: QWidget) -> QDropEvent:
        """The drag entering `widget` (its handler called directly)."""
        event = self._event(QDragEnterEvent)
        widget.dragEnterEvent(event)  # type: ignore[arg-type]
        return event

    def drop(self, widget: QWidget, proposed: Qt.DropAction | None = None) -> QDropEvent:
        """The drop on `widget` (its handler called directly); `proposed` is the action the
        source asks for, when it is not the first one offered."""
        event = self._event(QDropEvent)
        if proposed is not None:
            event.setDropAction(proposed)
        widget.dropEvent(event)
        return event

    def send(self, window: QWidget) -> None:
        """Enter and drop through Qt's event dispatch, as a real drag onto the window does;
        the window must accept the drag before it is dropped."""
        enter = self._event(QDragEnterEvent)
        QApplication.sendEvent(window, enter)
        assert enter.isAccepted()
        QApplication.sendEvent(window, self._event(QDropEvent))


@pytest.fixture
def drag() -> type[Drag]:
    """`drag(paths, actions)`: files dragged onto a widget (see `Drag`)."""
    return Drag


@pytest.fixture
def store_tab(qtbot) -> Callable[..., tuple[QWidget, ScenarioStore]]:  # type: ignore[no-untyped-def]
    """`store_tab(TabClass, scenario)`: the tab on its own store, at a window's size."""

    def make(tab_class: type[QWidget], scenario: Scenario) -> tuple[QWidget, ScenarioStore]:
        store = ScenarioStore(scenario)
        tab = tab_class(store)  # type: ignore[call-arg]
        qtbot.addWidget(tab)
        tab.resize(1200, 800)
        return tab, store

    return make


@pytest.fixture
def no_leaked_threads() -> Iterator[None]:
    """Fail the test if it leaves a Python thread running (scan threads must be joined)."""
    before = set(threading.enumerate())
    yield
    # QThreads show up as "dummy" Python threads that never leave the list; those are
    # checked as QThreads by make_window instead.
    leaked = [
        t
        for t in threading.enumerate()
        if t not in before and t.is_alive() and not isinstance(t, threading._DummyThread)
    ]
    for thread in leaked:
        thread.join(timeout=5)
    still = [t.name for t in leaked if t.is_alive()]
    assert not still, f"threads leaked: {still}"


@pytest.fixture
def make_window(qtbot, settings: AppSettings) -> Callable[..., object]:
    """Build a MainWindow on the temporary settings; closed (and scans stopped) afterwards."""
    from llmplan.gui.main_window import MainWindow

    windows: list[MainWindow] = []

    def make(**kwargs: object) -> MainWindow:
        window = MainWindow(kwargs.pop("settings", settings), **kwargs)  # type: ignore[arg-type]
        qtbot.addWidget(window)
        windows.append(window)
        return window

    yield make
    for window in windows:
        running = [t for t in window.findChildren(QThread) if t.isRunning()]
        window.corpus_tab.shutdown()
        assert not running, f"a test left {len(running)} background task(s) running"
    # language and units are process-wide: leave them as the next test expects
    from llmplan.gui.i18n import install_language
    from llmplan.presentation import formatting

    install_language("en")
    formatting.set_memory_unit("GB")


@pytest.fixture
def default_window(make_window, settings: AppSettings, qtbot) -> Callable[..., object]:  # type: ignore[no-untyped-def]
    """`default_window(language, scenario)`: the main window as a new user first sees it — in
    `language`, at its default size (no saved geometry, no last scenario), shown on screen;
    the default scenario where none is given."""

    def open_window(language: str, scenario: Scenario | None = None) -> object:
        settings.set_preferences(Preferences(language=language))
        store = ScenarioStore(scenario) if scenario is not None else None
        window = make_window(store=store, restore_last=False)
        window.show()
        qtbot.waitExposed(window)
        return window

    return open_window


@pytest.fixture(autouse=True)
def collected_on_the_gui_thread() -> Iterator[None]:
    """Each GUI test runs as the app does: no collection in a worker thread (the app's
    `collect_on_gui_thread`; a collection there froze a search). The test starts without the
    garbage of the tests before it; after it, the other tests' automatic collection is back.
    Both collections are the app's own (`main_thread_gc.collect`): Qt deletes the widgets in
    the garbage before their wrappers are freed (a plain gc.collect could crash on them)."""
    from llmplan.gui.main_thread_gc import collect

    collect()
    gc.disable()
    yield
    collect()
    gc.enable()
