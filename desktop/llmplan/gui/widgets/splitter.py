"""A splitter built from (widget, stretch) pairs: chart above table, chart beside text."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QSplitter, QWidget


def splitter(orientation: Qt.Orientation, *parts: tuple[QWidget, int]) -> QSplitter:
    """`splitter(Qt.Orientation.Vertical, (chart, 3), (table, 2))`: the parts share the
    space in proportion to their stretch."""
    split = QSplitter(orientation)
    for index, (widget, stretch) in enumerate(parts):
        split.addWidget(widget)
        split.setStretchFactor(index, stretch)
    return split
