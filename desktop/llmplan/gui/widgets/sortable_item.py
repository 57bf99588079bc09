"""Table cells that show formatted text but sort by the raw value (8.03 B after 125 M)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem

SORT_ROLE = Qt.ItemDataRole.UserRole + 2  # UserRole + 1 is left for an id


def sortable_item(text: str, sort_value: object) -> QStandardItem:
    """A read-only cell showing `text`, sorted by `sort_value` (set the model's SORT_ROLE)."""
    item = QStandardItem(text)
    item.setData(sort_value, SORT_ROLE)
    item.setEditable(False)
    return item
