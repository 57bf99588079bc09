"""The one loop guard of the GUI: show a scenario value without its signal echoing back."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, QSignalBlocker


@contextmanager
def quietly(*widgets: QObject) -> Iterator[None]:
    """Block the widgets' change signals while the store's values are put into them."""
    blockers = [QSignalBlocker(widget) for widget in widgets]
    try:
        yield
    finally:
        for blocker in blockers:
            blocker.unblock()
