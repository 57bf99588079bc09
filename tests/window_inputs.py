"""What every input of a window holds, read the way a user sees it and independent of the
language: a spin box's value, a combo box's chosen item (its data, else its row), a check
box's tick, a line edit's text (a number as the number it reads), every checkable list
item's tick, the open page of each tab widget. Keyed by the widget's place in the window
(object names where they are given, else class and position among its siblings), so that
two builds of the same window in two languages can be compared input by input."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QListWidget,
    QTabWidget,
    QWidget,
)

from llmplan.gui.widgets.carried_inputs import is_part_of_a_result, place
from llmplan.presentation import formatting as fmt


def _line_value(text: str) -> object:
    number = fmt.parse_number(text)
    return ("number", round(number, 6)) if number is not None else text


def input_values(root: QWidget) -> dict[str, object]:
    """Every input under `root` and what it holds (see the module's docstring)."""
    values: dict[str, object] = {}
    for widget in root.findChildren(QWidget):
        if is_part_of_a_result(widget, root):
            continue  # a table's cell widgets ("Use", "Compare"), a spin box's own editor
        key = place(widget, root)
        if isinstance(widget, QAbstractSpinBox):
            values[key] = round(float(widget.property("value")), 6)
        elif isinstance(widget, QComboBox):
            data = widget.currentData()
            values[key] = data if data is not None else widget.currentIndex()
            if widget.isEditable() and data is None:
                values[key] = widget.currentText()
        elif isinstance(widget, QLineEdit):
            values[key] = _line_value(widget.text())
        elif isinstance(widget, QAbstractButton) and widget.isCheckable():
            values[key] = widget.isChecked()
        elif isinstance(widget, QListWidget):
            ticks = {}
            for row in range(widget.count()):
                item = widget.item(row)
                if item.flags() & Qt.ItemFlag.ItemIsUserCheckable:
                    data = item.data(Qt.ItemDataRole.UserRole)
                    ticks[str(data) if data is not None else str(row)] = (
                        item.checkState() == Qt.CheckState.Checked
                    )
            values[key] = ticks
        elif isinstance(widget, QTabWidget):
            values[key] = widget.currentIndex()
    return values
