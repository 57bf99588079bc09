"""`llmplan gui [--screenshots DIR]`, and `open_window()` behind a bare `llmplan`."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from llmplan.commands.errors import EXIT_OK, UserError

DESCRIPTION = (
    "Open the desktop app (with SCENARIO: that scenario file; `llmplan "
    "SCENARIO.json` does the same). With --screenshots DIR: load the demo scenario, scan "
    "the bundled sample folder, save every tab in English and German as DIR/<tab>_<lang>.png "
    "and exit (works headless with QT_QPA_PLATFORM=offscreen)."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "scenario", nargs="?", type=Path, default=None, help="scenario file (JSON) to open"
    )
    parser.add_argument(
        "--screenshots",
        metavar="DIR",
        type=Path,
        help="render every tab to PNG files in DIR and exit",
    )


def run(args: argparse.Namespace) -> int:
    if args.screenshots is not None:
        return screenshots(args.screenshots)
    return open_window(args.scenario)


def _no_display() -> bool:
    """True on a Linux/BSD machine with no X11/Wayland display and no platform chosen."""
    if sys.platform.startswith(("win", "darwin")):
        return False
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def screenshots(out_dir: Path) -> int:
    if _no_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # screenshots never need a screen
    try:
        out_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UserError(f"cannot create {out_dir}: {error}") from None
    from llmplan.gui.app import take_screenshots

    for path in take_screenshots(out_dir):
        print(path)
    return EXIT_OK


PRESTART_AFTER_MS = 1_000


def _check_system_libraries() -> None:
    """On X11: every library Qt's xcb plugin loads is there, or say which and how to get
    them (UserError)."""
    from llmplan.gui.system_libraries import (
        missing_libraries,
        missing_libraries_message,
        uses_xcb,
    )

    if uses_xcb():
        message = missing_libraries_message(missing_libraries())
        if message:
            raise UserError(message)


def open_window(scenario: Path | None = None) -> int:
    """Open the main window (on `scenario` if given); without a display, say so and print
    the plan (of `scenario`, else of the bundled example) instead."""
    if scenario is not None and not scenario.is_file():
        raise UserError(f"{scenario}: scenario file not found")
    if _no_display():
        print(
            "llmplan: no display found (DISPLAY/WAYLAND_DISPLAY unset), so the window cannot "
            "open.\nRun it on a desktop, or set QT_QPA_PLATFORM=offscreen for headless use "
            "(e.g. `llmplan gui --screenshots DIR`).\nMeanwhile, here is the plan of "
            + (str(scenario) if scenario is not None else "the bundled example scenario")
            + ":\n",
            file=sys.stderr,
        )
        from llmplan.commands.plan import compute_plan, format_summary
        from llmplan.gui.app import example_scenario_path

        example = scenario if scenario is not None else example_scenario_path()
        if example is None:
            raise UserError("the bundled example scenario is missing")
        print(format_summary(compute_plan(str(example))))
        return EXIT_OK
    _check_system_libraries()  # before Qt is imported: it aborts naming the wrong library
    from llmplan.charts.application import ensure_application
    from llmplan.gui.main_window import MainWindow
    from llmplan.gui.settings import AppSettings
    from llmplan.presentation.recommend_words import set_in_app

    app = ensure_application()
    set_in_app(True)  # its words may point to the window's menus
    window = MainWindow(AppSettings(), restore_last=scenario is None)
    if scenario is not None:
        window.open_scenario(scenario)
    window.show()
    from PySide6.QtCore import QTimer

    from llmplan.corpus.executor import release_workers

    # once the window has painted: the first scan then finds its workers started
    QTimer.singleShot(PRESTART_AFTER_MS, window.corpus_tab.prestart_workers)
    try:
        return int(app.exec())
    finally:
        release_workers()
