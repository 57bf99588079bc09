"""A read-only table cell that sorts by its value, not by its formatted text."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItem

SORT_ROLE = Qt.ItemDataRole.UserRole + 1  # the proxy's / model's sort role


def sort_cell(text: str, sort_value: object) -> QStandardItem:
    item = QStandardItem(text)
    item.setData(sort_value, SORT_ROLE)
    item.setEditable(False)
    return item
