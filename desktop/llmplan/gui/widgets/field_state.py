"""Mark an input as invalid in place: red border plus the reason next to it."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

# Okabe–Ito vermillion: visible on light and dark palettes, distinct for colour-blind users
ERROR_COLOUR = "#D55E00"


def mark_invalid(widget: QWidget, message_label: QLabel | None, message: str | None) -> None:
    """Show `message` (or clear the mark when None); the widget keeps its text for fixing."""
    widget.setProperty("invalid", message is not None)
    if message is None:
        widget.setStyleSheet("")
        widget.setToolTip(str(widget.property("baseToolTip") or widget.toolTip()))
    else:
        if widget.property("baseToolTip") is None:
            widget.setProperty("baseToolTip", widget.toolTip())
        widget.setStyleSheet(f"border: 2px solid {ERROR_COLOUR};")
        widget.setToolTip(message)
    if message_label is not None:
        message_label.setText(message or "")
        message_label.setStyleSheet(f"color: {ERROR_COLOUR};")
        message_label.setVisible(message is not None)
        message_label.setWordWrap(True)


def is_marked_invalid(widget: QWidget) -> bool:
    return bool(widget.property("invalid"))
