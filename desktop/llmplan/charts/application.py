"""The one QApplication of the process, for the window and for headless exports alike."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication


def ensure_application() -> QApplication:
    """The running QApplication, or a new one (offscreen when Linux has no display, so the
    command line can draw charts for a report on a server)."""
    existing = QCoreApplication.instance()
    if isinstance(existing, QApplication):
        return existing
    if existing is not None:
        raise RuntimeError("a non-widget Qt application is running; charts need QApplication")
    no_display = not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))
    if sys.platform.startswith("linux") and no_display:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    QCoreApplication.setOrganizationName("llmplan")
    QCoreApplication.setApplicationName("llmplan")
    return QApplication(sys.argv[:1])
