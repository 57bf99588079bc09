"""A Qt application for headless exports (the CLI has no window and may have no display)."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication


def ensure_app() -> QApplication:
    """The running QApplication, or a new one (offscreen when there is no display)."""
    existing = QCoreApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    if existing is not None:
        raise RuntimeError("a non-widget Qt application is running; charts need QApplication")
    no_display = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and no_display:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    return QApplication(sys.argv[:1])
