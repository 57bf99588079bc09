"""Create the QApplication and the main window; render screenshots headless."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import (
    QDeadlineTimer,
    QEventLoop,
    QMessageLogContext,
    Qt,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QApplication

from llmplan.charts.application import ensure_application
from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.main_window import MainWindow
from llmplan.gui.settings import AppSettings
from llmplan.gui.store import ScenarioStore
from llmplan.presentation.recommend_words import set_in_app
from llmplan.resources import resource_path

TAB_KEYS = ("corpus", "model", "memory", "timeline", "recommend", "serve")
SCAN_TIMEOUT_S = 300
DEMO_EXAMPLE = "llama-3.1-8b-server-8x-h200-nvl.json"
DEMO_CANDIDATES = ("8x-rtx-pro-6000-server", "hgx-8x-h100")


def example_scenario_path() -> Path | None:
    """The bundled demo scenario: seed 000's headline case if present, else the first example."""
    folder = resource_path("examples")
    files = sorted(folder.glob("*.json")) if folder.is_dir() else []
    preferred = [f for f in files if f.name == DEMO_EXAMPLE]
    candidates = preferred or files
    return candidates[0] if candidates else None


def demo_scenario() -> Scenario:
    path = example_scenario_path()
    if path is None:
        return Scenario()
    from llmplan.scenario_file import load_scenario

    return load_scenario(path)


def wait_until(condition: object, timeout_s: float) -> bool:
    """Process events until condition() is true (no sleeping in the GUI thread)."""
    deadline = QDeadlineTimer(int(timeout_s * 1000))
    loop = QEventLoop()
    timer = QTimer()
    timer.setInterval(20)
    timer.timeout.connect(lambda: loop.quit() if condition() or deadline.hasExpired() else None)  # type: ignore[operator]
    timer.start()
    if not condition():  # type: ignore[operator]
        loop.exec()
    timer.stop()
    return bool(condition())  # type: ignore[operator]


_HARMLESS_OFFSCREEN = "This plugin does not support propagateSizeHints()"


def _quiet_offscreen_handler(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Pass Qt messages on to stderr, except the offscreen plugin's size-hint notice."""
    if message != _HARMLESS_OFFSCREEN:
        print(message, file=sys.stderr)


def take_screenshots(out_dir: Path) -> list[Path]:
    """Demo scenario + a scan of the bundled sample folder, every tab in English and German."""
    app = ensure_application()
    set_in_app(True)  # the window's words, as a user sees them
    previous_handler = qInstallMessageHandler(_quiet_offscreen_handler)
    try:
        return _render_tabs(app, out_dir)
    finally:
        qInstallMessageHandler(previous_handler)
        set_in_app(False)


def _render_tabs(app: QApplication, out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as settings_dir:
        settings = AppSettings(Path(settings_dir) / "llmplan.ini")
        scenario = demo_scenario()
        if not scenario.candidates:  # show a comparison, as a buyer would set it up
            scenario = scenario.model_copy(
                update={"candidates": [Hardware(server=server) for server in DEMO_CANDIDATES]}
            )
        store = ScenarioStore(scenario)
        window = MainWindow(settings, store=store)
        window.resize(1500, 980)
        window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)  # render, never map
        window.show()
        sample = resource_path("sample_corpus")
        if sample.is_dir():
            window.corpus_tab.scan([sample])
            if not wait_until(lambda: not window.corpus_tab.is_scanning(), SCAN_TIMEOUT_S):
                window.corpus_tab.shutdown()
        from llmplan.gui import screenshot_extras as extras

        tokenizers = [*window.corpus_tab.options.selected_tokenizers(), "qwen3"]
        demo = extras.write_demo_archive(Path(settings_dir) / "Kundenarchiv")
        reports = extras.demo_reports(demo, list(dict.fromkeys(tokenizers)))
        for language in ("en", "de"):
            preferences = window.preferences.model_copy(update={"language": language})
            window.apply_preferences(preferences)
            store.recompute_now()
            for index, key in enumerate(TAB_KEYS):
                window.tabs.setCurrentIndex(index)
                if key == "recommend":  # show its answer, not an empty tab
                    window.recommend_tab.start_search()
                    window.recommend_tab.wait_for_search()
                app.processEvents()
                path = out_dir / f"{key}_{language}.png"
                window.grab().save(str(path))
                written.append(path)
            written += extras.grab_corpus_states(window, app, reports, out_dir, language)
            written += extras.grab_report_pages(window, out_dir, language)
        window.mark_saved()  # nobody is there to answer "save changes?"
        window.close()
        window.deleteLater()
        app.processEvents()
    return written
