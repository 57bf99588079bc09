"""A dialog that edits one pydantic entry (custom architecture, GPU, server) with validation.

Fields are described, not hand-built; OK validates with the entry's own model and marks
every bad field in place with its reason instead of closing.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import QMargins, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from llmplan.gui.dialogs.field_spec import FieldSpec
from llmplan.gui.dialogs.price_fields import price_problems, split_prices
from llmplan.gui.widgets.dialog_buttons import ok_cancel_buttons
from llmplan.gui.widgets.field_state import mark_invalid
from llmplan.presentation import formatting as fmt
from llmplan.presentation.validation_text import field_messages, problem_lines


class EntryDialog(QDialog):
    """`EntryDialog(GPU, specs, initial).exec()`; then `.entry` holds the validated model."""

    def __init__(
        self,
        model: type[BaseModel],
        specs: list[FieldSpec],
        initial: dict[str, Any],
        title: str,
        fixed: dict[str, Any] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.model = model
        self.fixed = dict(fixed or {})  # values the dialog does not show (kept as given)
        self.specs = specs
        self.entry: BaseModel | None = None
        self.prices: dict[str, Any] = {}  # the optional price fields (gui.price_fields)
        self.inputs: dict[str, QWidget] = {}
        self.errors: dict[str, QLabel] = {}
        self.labels: dict[str, QLabel] = {}
        outer = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        body = QWidget()
        form = QFormLayout(body)
        for spec in specs:
            widget = self._make_input(spec, _get(initial, spec.name))
            widget.setToolTip(spec.tooltip)
            widget.setObjectName(f"entry_{spec.name}")
            error = QLabel()
            error.hide()
            column = QVBoxLayout()
            column.setSpacing(2)
            column.addWidget(widget)
            column.addWidget(error)
            label = QLabel(spec.label)
            label.setBuddy(widget)
            form.addRow(label, column)
            self.inputs[spec.name] = widget
            self.errors[spec.name] = error
            self.labels[spec.name] = label
        scroll.setWidget(body)
        outer.addWidget(scroll)
        self.summary = QLabel()
        self.summary.hide()
        outer.addWidget(self.summary)
        buttons = ok_cancel_buttons(self, self.try_accept)
        outer.addWidget(buttons)
        self._fit_to_content(scroll, body)

    def _fit_to_content(self, scroll: QScrollArea, body: QWidget) -> None:
        """As wide as the form needs (never a sideways scrollbar), as tall as it needs up
        to most of the screen; only a long form scrolls, and only downwards."""
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        bar = scroll.verticalScrollBar().sizeHint().width()
        frame = 2 * scroll.frameWidth()
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else QMargins()
        hint = body.sizeHint()
        width = hint.width() + bar + frame + margins.left() + margins.right()
        chrome = self.sizeHint().height() - scroll.sizeHint().height()
        height = hint.height() + frame + chrome
        screen = self.screen().availableGeometry() if self.screen() is not None else None
        if screen is not None:
            width = min(width, int(screen.width() * 0.9))
            height = min(height, int(screen.height() * 0.85))
        self.resize(max(width, self.fontMetrics().averageCharWidth() * 60), height)

    def _make_input(self, spec: FieldSpec, value: Any) -> QWidget:
        if spec.kind == "bool":
            box = QCheckBox()
            box.setChecked(bool(value))
            return box
        if spec.kind == "choice":
            combo = QComboBox()
            for data, text in spec.choices:
                combo.addItem(text, data)
            index = combo.findData(value)
            combo.setCurrentIndex(max(index, 0))
            return combo
        edit = QLineEdit()
        if value is not None:
            if spec.kind == "int":
                edit.setText(str(int(value)))
            elif spec.kind == "float":
                edit.setText(fmt.number(float(value), 6).rstrip("0").rstrip(",."))
            else:
                edit.setText(str(value))
        return edit

    # ---- Public API
    def set_value(self, name: str, text: str) -> None:
        """Fill one field as a user would (used by tests and by importers)."""
        widget = self.inputs[name]
        if isinstance(widget, QLineEdit):
            widget.setText(text)
        elif isinstance(widget, QCheckBox):
            widget.setChecked(text.lower() in ("1", "true", "yes"))
        elif isinstance(widget, QComboBox):
            widget.setCurrentIndex(max(widget.findData(text), 0))

    def values(self) -> tuple[dict[str, Any], dict[str, str]]:
        """The typed values as nested dict, plus per-field parse errors."""
        data: dict[str, Any] = dict(self.fixed)
        problems: dict[str, str] = {}
        for spec in self.specs:
            widget = self.inputs[spec.name]
            value: Any
            if isinstance(widget, QCheckBox):
                value = widget.isChecked()
            elif isinstance(widget, QComboBox):
                value = widget.currentData()
            else:
                assert isinstance(widget, QLineEdit)
                text = widget.text().strip()
                if spec.kind == "text":
                    value = text
                elif not text:
                    value = None
                else:
                    number = fmt.parse_number(text)
                    if number is None:
                        problems[spec.name] = self.tr("Not a number")
                        continue
                    if spec.kind == "int" and abs(number - round(number)) > 1e-9:
                        problems[spec.name] = self.tr("Must be a whole number")
                        continue
                    value = round(number) if spec.kind == "int" else number
            if value is not None:
                _set(data, spec.name, value)
        return data, problems

    def try_accept(self) -> bool:
        """Validate; accept if valid, otherwise mark each bad field. Returns success."""
        data, problems = self.values()

        data, self.prices = split_prices(data)  # prices are the scenario's, not the entry's
        problems.update(price_problems(self.prices))
        try:
            self.entry = self.model.model_validate(data)
        except ValidationError as error:
            # every bad field at once; a field that did not parse keeps "Not a number"
            for field, message in field_messages(error).items():
                problems.setdefault(field, message)
        for spec in self.specs:
            mark_invalid(self.inputs[spec.name], self.errors[spec.name], problems.get(spec.name))
        unplaced = {k: v for k, v in problems.items() if k not in self.inputs}
        self.summary.setText(problem_lines(unplaced))
        self.summary.setStyleSheet("color: #D55E00;")
        self.summary.setVisible(bool(unplaced))
        if problems:
            self.entry = None
            return False
        self.accept()
        return True


def _get(data: dict[str, Any], dotted: str) -> Any:
    value: Any = data
    for part in dotted.split("."):
        if not isinstance(value, dict):
            return None
        value = value.get(part)
    return value


def _set(data: dict[str, Any], dotted: str, value: Any) -> None:
    parts = dotted.split(".")
    for part in parts[:-1]:
        data = data.setdefault(part, {})
    data[parts[-1]] = value
