"""A push button that runs one action, with the tooltip that explains it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QPushButton


def action_button(
    text: str, tooltip: str, on_click: Callable[[], object], *, object_name: str = ""
) -> QPushButton:
    """A button labelled `text` (with its mnemonic) that runs `on_click`; named for tests and
    style sheets."""
    button = QPushButton(text)
    button.setObjectName(object_name)
    button.setToolTip(tooltip)
    button.clicked.connect(on_click)
    return button
