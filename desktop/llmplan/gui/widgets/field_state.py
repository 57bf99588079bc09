"""Mark an input as invalid in place: red border plus the reason next to it."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from llmplan.core.result import Refusal
from llmplan.presentation.refusal_text import refusal_reason

# Okabe–Ito vermillion: visible on light and dark palettes, distinct for colour-blind users
ERROR_COLOUR = "#D55E00"


def mark_invalid(widget: QWidget, message_label: QLabel | None, message: str | None) -> None:
    """Show `message` (or clear the mark when None); the widget keeps its text for fixing."""
    widget.setProperty("invalid", message is not None)
    widget.setProperty("message", message or "")
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


def marked_message(widget: QWidget) -> str:
    """The reason `widget` is marked with ("" when it is not)."""
    return str(widget.property("message") or "") if is_marked_invalid(widget) else ""


def refused_reason(refusal: Refusal | None, field: str) -> str | None:
    """Why the plan refuses the scenario field `field` ("parallelism.tensor"), in words, or
    None; a refusal of a whole group ("parallelism") is one of each of its fields."""
    if refusal is None:
        return None
    if refusal.field == field or field.startswith(refusal.field + "."):
        return refusal_reason(refusal)
    return None


def mark_refused(widget: QWidget, message_label: QLabel | None, reason: str | None) -> None:
    """Mark (or clear) the plan's refusal of the value `widget` shows; a mark of the user's
    own input that the store rejected ("must be ≥ 1") stays until the input is fixed."""
    if is_marked_invalid(widget) and not widget.property("refused"):
        return
    mark_invalid(widget, message_label, reason)
    widget.setProperty("refused", reason is not None)
