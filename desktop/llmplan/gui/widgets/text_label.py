"""The label every tab uses for a sentence or paragraph of results."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel


def text_label(object_name: str, *, selectable: bool = False) -> QLabel:
    """An empty word-wrapped label, named for tests and style sheets; `selectable` lets the
    reader select and copy the figures it shows."""
    label = QLabel()
    label.setObjectName(object_name)
    label.setWordWrap(True)
    if selectable:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label
