"""Fixtures for the desktop-app tests: temporary settings, a main window, thread-leak check."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QThread
from PySide6.QtWidgets import QMessageBox

from llmplan.gui.settings import AppSettings


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
