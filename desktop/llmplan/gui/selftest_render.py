"""The GUI half of `llmplan --self-test`: open the main window offscreen, time the first
paint, render every tab, and collect Qt's warnings (any unexpected one fails the test).

Kept apart from llmplan.selftest so that the non-GUI checks never import Qt.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QEvent, QMessageLogContext, QObject, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QTabWidget, QWidget

# Messages about the machine, not the app: the offscreen platform lacks window-manager
# features, and a bare environment (no LANG, as in `env -i`) makes Qt switch to C.UTF-8
# itself. Anything else at warning level or above fails the self-test.
BENIGN_QT_MESSAGES = (
    'Detected locale "C" with character encoding',
    "This plugin does not support propagateSizeHints()",
    "This plugin does not support raise()",
    "This plugin does not support grabbing the keyboard",
    "This plugin does not support setParent!",
)
FIRST_PAINT_TIMEOUT_S = 30.0
# A rendered tab with fewer distinct colours than this (on a coarse pixel grid) is blank.
MIN_DISTINCT_COLOURS = 4


@dataclass
class QtMessageLog:
    """Qt warnings, criticals and fatals seen while installed (debug/info are ignored)."""

    unexpected: list[str] = field(default_factory=list)
    benign: int = 0
    _previous: Callable[[QtMsgType, QMessageLogContext, str], object] | None = None

    def install(self) -> None:
        self._previous = qInstallMessageHandler(self._handle)

    def uninstall(self) -> None:
        """Put back whichever handler was installed before (Qt's default or a test's)."""
        qInstallMessageHandler(self._previous)
        self._previous = None

    def _handle(self, mode: QtMsgType, _context: QMessageLogContext, message: str) -> None:
        if mode in (QtMsgType.QtDebugMsg, QtMsgType.QtInfoMsg):
            return
        if any(message.startswith(known) for known in BENIGN_QT_MESSAGES):
            self.benign += 1
            return
        self.unexpected.append(f"{mode.name}: {message}")
        print(f"Qt {mode.name}: {message}", file=sys.stderr)


class _FirstPaintWatcher(QObject):
    """Notes the moment the first Paint event reaches any widget of one window."""

    def __init__(self, window: QWidget) -> None:
        super().__init__()
        self._window = window
        self.painted_at: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if (
            self.painted_at is None
            and event.type() == QEvent.Type.Paint
            and isinstance(watched, QWidget)
            and watched.window() is self._window
        ):
            self.painted_at = time.perf_counter()
        return False


@dataclass
class TabRender:
    title: str
    width: int
    height: int
    distinct_colours: int
    seconds: float

    @property
    def looks_drawn(self) -> bool:
        return self.width > 0 and self.height > 0 and self.distinct_colours >= MIN_DISTINCT_COLOURS


def application() -> QApplication:
    """The app's own QApplication, offscreen unless a platform was chosen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from llmplan.charts.application import ensure_application

    return ensure_application()


def open_main_window(settings_file: Path) -> QWidget:
    """The real main window on the demo scenario, with throw-away settings (the user's
    settings and last scenario stay untouched)."""
    from llmplan.gui.app import demo_scenario
    from llmplan.gui.main_window import MainWindow
    from llmplan.gui.settings import AppSettings
    from llmplan.gui.store import ScenarioStore

    store = ScenarioStore(demo_scenario())
    return MainWindow(AppSettings(settings_file), store=store, restore_last=False)


def show_until_painted(app: QApplication, window: QWidget) -> float:
    """Show the window and return perf_counter() at its first paint."""
    watcher = _FirstPaintWatcher(window)
    app.installEventFilter(watcher)
    try:
        window.resize(1280, 860)
        window.show()
        deadline = time.perf_counter() + FIRST_PAINT_TIMEOUT_S
        while watcher.painted_at is None and time.perf_counter() < deadline:
            app.processEvents()
            time.sleep(0.001)
    finally:
        app.removeEventFilter(watcher)
    if watcher.painted_at is None:
        raise TimeoutError(f"the window did not paint within {FIRST_PAINT_TIMEOUT_S:.0f} s")
    return watcher.painted_at


def distinct_colours(image: QImage, grid: int = 48) -> int:
    """Distinct pixel values on a grid x grid sample: 1 means a blank render."""
    if image.isNull():
        return 0
    seen = {
        image.pixel(x * (image.width() - 1) // (grid - 1), y * (image.height() - 1) // (grid - 1))
        for x in range(grid)
        for y in range(grid)
    }
    return len(seen)


def render_tabs(window: QWidget, out_dir: Path | None = None) -> list[TabRender]:
    """Switch to every tab in turn, let it lay out, and grab it to an image."""
    app = application()
    tabs = window.findChild(QTabWidget)
    if tabs is None:
        raise LookupError("the main window has no QTabWidget")
    renders = []
    for index in range(tabs.count()):
        start = time.perf_counter()
        tabs.setCurrentIndex(index)
        app.processEvents()
        page = tabs.widget(index)
        if page is None:
            raise LookupError(f"tab {index} has no widget")
        image = page.grab().toImage()
        title = tabs.tabText(index).replace("&&", "\0").replace("&", "").replace("\0", "&")
        if out_dir is not None:
            image.save(str(out_dir / f"tab-{index + 1}.png"))
        renders.append(
            TabRender(
                title=title,
                width=image.width(),
                height=image.height(),
                distinct_colours=distinct_colours(image),
                seconds=time.perf_counter() - start,
            )
        )
    return renders


def qt_german_words() -> str:
    """Qt's own words in the German UI (a dialog's Cancel button): the bundle must carry
    qtbase_de.qm where llmplan.gui.i18n looks. Switches back to the language in use."""
    from PySide6.QtWidgets import QDialogButtonBox

    from llmplan.gui.i18n import install_language, qt_translation_file
    from llmplan.presentation import i18n

    previous = i18n.language()
    install_language("de")
    try:
        box = QDialogButtonBox()
        cancel = box.addButton(QDialogButtonBox.StandardButton.Cancel).text()
        box.deleteLater()
        if cancel != "Abbrechen":
            raise RuntimeError(f"Cancel reads {cancel!r} in German: no qtbase_de.qm found")
        return f"{cancel} ({qt_translation_file()})"
    finally:
        install_language(previous)
