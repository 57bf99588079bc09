"""What the user set in a window's inputs, carried over to the window rebuilt in another
language (issue 32: a switch to German set the deadline back to 14 days).

The scenario lives in the store and survives a rebuild by itself; the rest — the Recommend
tab's deadline, budget and billing, the scan options, a search text, a ticked list item, the
open page, a splitter's handle, a table's sort order, a number still being fixed — lives only
in widgets. `capture(root)` reads every input under `root`; `restore(root, captured)` sets
the same input of the new window (found by its place: object names where given, else class
and position among its siblings), as the user did: through the widget, so that whatever
follows from a value (a budget field enabled by its tick, a red border on a bad number)
follows again, in the new language.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QListWidget,
    QSplitter,
    QTableView,
    QTabWidget,
    QTreeView,
    QWidget,
)

from llmplan.gui.widgets.field_state import is_marked_invalid
from llmplan.gui.widgets.number_field import NumberField


@dataclass(frozen=True)
class Captured:
    """One input's value: `kind` says how to read `value` back."""

    kind: str
    value: object


def place(widget: QWidget, root: QWidget) -> str:
    """The widget's place under `root`: its object names, else class#n among its siblings."""
    parts: list[str] = []
    current: QWidget | None = widget
    while current is not None and current is not root:
        parent = current.parentWidget()
        name = current.objectName()
        if not name or name.startswith("qt_"):
            kind = type(current).__name__
            siblings = [
                child
                for child in (parent.children() if parent is not None else [])
                if isinstance(child, QWidget) and type(child).__name__ == kind
            ]
            name = f"{kind}#{siblings.index(current)}"
        parts.append(name)
        current = parent
    return "/".join(reversed(parts))


def is_part_of_a_result(widget: QWidget, root: QWidget) -> bool:
    """A widget of another input (a spin box's editor) or of a table's cells ("Use"): not
    an input of its own."""
    parent = widget.parentWidget()
    if isinstance(widget, QLineEdit) and isinstance(parent, QAbstractSpinBox | QComboBox):
        return True
    while parent is not None and parent is not root:
        if isinstance(parent, QAbstractItemView):
            return True
        parent = parent.parentWidget()
    return False


def _item_key(data: object, row: int) -> str:
    return str(data) if data is not None else f"#{row}"


def _read(widget: QWidget) -> Captured | None:
    if isinstance(widget, QAbstractSpinBox):
        return Captured("value", widget.property("value"))
    if isinstance(widget, QComboBox):
        if widget.isEditable():
            return Captured("text", widget.currentText())
        data = widget.currentData()
        if data is None:
            return Captured("index", widget.currentIndex())
        return Captured("data", data)
    if isinstance(widget, QLineEdit):
        if widget.isReadOnly():
            return None
        if isinstance(widget.parentWidget(), NumberField) and not is_marked_invalid(widget):
            # the scenario holds it: the new window shows it in its own language ("8,192"
            # typed back into a German field read 8.192); only a number still being fixed
            # is the user's text to carry
            return None
        return Captured("text", widget.text())
    if isinstance(widget, QAbstractButton):
        return Captured("checked", widget.isChecked()) if widget.isCheckable() else None
    if isinstance(widget, QListWidget):
        ticks = {
            _item_key(item.data(Qt.ItemDataRole.UserRole), row): item.checkState()
            for row in range(widget.count())
            if (item := widget.item(row)).flags() & Qt.ItemFlag.ItemIsUserCheckable
        }
        return Captured("ticks", ticks) if ticks else None
    if isinstance(widget, QTabWidget):
        return Captured("page", widget.currentIndex())
    if isinstance(widget, QSplitter):
        return Captured("splitter", widget.saveState())
    if isinstance(widget, QTableView | QTreeView) and widget.isSortingEnabled():
        header = widget.header() if isinstance(widget, QTreeView) else widget.horizontalHeader()
        return Captured("sort", (header.sortIndicatorSection(), header.sortIndicatorOrder()))
    return None


def capture(root: QWidget) -> dict[str, Captured]:
    """Every input under `root` and its value, by place."""
    captured: dict[str, Captured] = {}
    for widget in root.findChildren(QWidget):
        if is_part_of_a_result(widget, root):
            continue
        value = _read(widget)
        if value is not None:
            captured[place(widget, root)] = value
    return captured


def restore(root: QWidget, captured: dict[str, Captured]) -> None:
    """Set each input under `root` that has a captured value and shows another one."""
    for widget in root.findChildren(QWidget):
        if is_part_of_a_result(widget, root):
            continue
        value = captured.get(place(widget, root))
        if value is not None and value != _read(widget):
            _write(widget, value)


def _write(widget: QWidget, captured: Captured) -> None:
    kind, value = captured.kind, captured.value
    if kind == "value" and isinstance(widget, QAbstractSpinBox):
        widget.setProperty("value", value)
    elif kind == "text" and isinstance(widget, QComboBox):
        text = str(value)
        if widget.findText(text) < 0:
            widget.addItem(text)
        widget.setCurrentText(text)
        widget.textActivated.emit(text)  # chosen by the user, as before the switch
    elif kind in ("data", "index") and isinstance(widget, QComboBox):
        index = widget.findData(value) if kind == "data" else int(str(value))
        if 0 <= index < widget.count():
            widget.setCurrentIndex(index)
            widget.activated.emit(index)
    elif kind == "text" and isinstance(widget, QLineEdit):
        widget.setText(str(value))
        widget.editingFinished.emit()  # a number field takes it (or marks it again)
    elif kind == "checked" and isinstance(widget, QAbstractButton):
        widget.setChecked(bool(value))
    elif kind == "ticks" and isinstance(widget, QListWidget) and isinstance(value, dict):
        for row in range(widget.count()):
            item = widget.item(row)
            state = value.get(_item_key(item.data(Qt.ItemDataRole.UserRole), row))
            if state is not None and item.checkState() != state:
                item.setCheckState(state)
    elif kind == "page" and isinstance(widget, QTabWidget):
        widget.setCurrentIndex(int(str(value)))
    elif kind == "splitter" and isinstance(widget, QSplitter) and isinstance(value, QByteArray):
        widget.restoreState(value)
    elif kind == "sort" and isinstance(widget, QTableView | QTreeView) and isinstance(value, tuple):
        widget.sortByColumn(*value)
