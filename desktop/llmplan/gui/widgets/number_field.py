"""A number input bound to one scenario field: typed in the locale, validated by the store.

Bad input is never accepted silently: the field keeps the text, gets a red border and the
reason appears under it ("must be ≥ 1"); the scenario keeps its last valid value. A value
the scenario takes but the plan refuses (tensor parallel 3 on 8 GPUs) is marked the same
way, with the core's reason in words, until the plan is made again.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QLocale, Qt, Signal
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from llmplan.core.scenario import Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.field_state import (
    mark_invalid,
    mark_refused,
    marked_message,
    refused_reason,
)
from llmplan.presentation import formatting as fmt


@dataclass(frozen=True)
class NumberFormat:
    """How a number field reads and shows its value: shown = value × `display_scale`, whole
    numbers only where `integer`, else up to `decimals`; empty means None where `optional`."""

    integer: bool = False
    decimals: int = 2
    display_scale: float = 1.0  # MFU 0.4 is shown as 40
    optional: bool = False


DECIMAL = NumberFormat()  # up to two decimals, never empty
WHOLE = NumberFormat(integer=True)


class NumberField(QWidget):
    """A number of the scenario; display = value × display_scale. Scenario fields get theirs
    from `scenario_fields.bind`; nested ones (hardware) pass `getter` and `changes`.
    `shows_message=False`: the reason is shown by the row the field sits in (a row of narrow
    fields), which follows `sig_marked`."""

    # ---- Signals
    sig_marked = Signal()
    """The field was marked invalid or cleared (read the reason with `error()`)."""

    def __init__(
        self,
        store: ScenarioStore,
        field: str,
        tooltip: str,
        number_format: NumberFormat = DECIMAL,
        getter: Callable[[Scenario], float | None] | None = None,
        changes: Callable[[float | None], dict[str, object]] | None = None,
        parent: QWidget | None = None,
        shows_message: bool = True,
    ) -> None:
        super().__init__(parent)
        self.store = store
        self.field = field
        self.number_format = number_format
        self._getter = getter or (lambda scenario: getattr(scenario, field))
        self._changes = changes or (lambda value: {field: value})
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self.edit = QLineEdit()
        self.edit.setObjectName(f"field_{field}")
        self.edit.setToolTip(tooltip)
        self.edit.setProperty("baseToolTip", tooltip)
        self.error_label = QLabel()
        self.error_label.setObjectName(f"error_{field}")
        self.error_label.hide()
        layout.addWidget(self.edit)
        layout.addWidget(self.error_label)
        self.setFocusProxy(self.edit)
        # a label's mnemonic only focuses a buddy that accepts focus; the proxy passes it on
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._message_label = self.error_label if shows_message else None
        self.edit.editingFinished.connect(self._on_editing_finished)
        store.sig_scenario_changed.connect(self._on_scenario_changed)
        store.sig_result_changed.connect(self._on_plan_changed)
        self._show(self._getter(store.scenario))

    # ---- Public API
    def set_text(self, text: str) -> str | None:
        """Type `text` and commit it, as a user would; returns the error shown, if any."""
        self.edit.setText(text)
        self._on_editing_finished()
        return self.error() or None

    def error(self) -> str:
        """The reason the field is marked ("" when it is not)."""
        return marked_message(self.edit)

    def _mark(self, message: str | None) -> None:
        mark_invalid(self.edit, self._message_label, message)
        self.sig_marked.emit()

    # ---- Internals
    def _show(self, value: float | None) -> None:
        self._shown = value
        if value is None:
            self.edit.setText("")
            return
        shown = value * self.number_format.display_scale
        if self.number_format.integer:
            self.edit.setText(fmt.number(shown, 0))
        elif abs(shown) >= 1e6:
            self.edit.setText(fmt.number(shown, 0))  # 10,000,000,000 reads better than 1e+10
        else:
            text = fmt.number(shown, self.number_format.decimals)
            point = QLocale().decimalPoint()
            if point in text:  # 0.25 not 0.250, 40 not 40.00
                text = text.rstrip("0").rstrip(point)
            self.edit.setText(text)

    def _on_editing_finished(self) -> None:
        text = self.edit.text().strip()
        if not text and self.number_format.optional:
            message = self.store.edit(**self._changes(None))
        else:
            parsed = fmt.parse_number(text)
            if parsed is None:
                self._mark(self.tr("Not a number"))
                return
            value: float = parsed / self.number_format.display_scale
            if self.number_format.integer:
                if abs(value - round(value)) > 1e-9:
                    self._mark(self.tr("Must be a whole number"))
                    return
                value = round(value)
            message = self.store.edit(**self._changes(value))
        self._mark(message)
        if message is None:  # "1e10" reads back as "10,000,000,000"
            self._show(self._getter(self.store.scenario))

    def _on_scenario_changed(self, scenario: Scenario) -> None:
        value = self._getter(scenario)
        # only a value changed elsewhere (another tab, Open…) replaces the text: what the
        # user is typing or still has to fix stays
        if value != self._shown and not self.edit.hasFocus():
            self._mark(None)
            self._show(value)

    def _on_plan_changed(self, _results: object) -> None:
        """The plan's refusal of this field's value, in words, or its mark cleared."""
        mark_refused(
            self.edit, self._message_label, refused_reason(self.store.plan_refusal, self.field)
        )
        self.sig_marked.emit()
