"""The Serve tab: how the trained model is to be served (the scenario's `serving` section)
and, per candidate, what serving it takes — fits, concurrency, speed, energy, cost — with
the adapter's merge before it. The figures come from `core/serving`; words from
`presentation/serving_text.py`."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

from PySide6.QtWidgets import QComboBox, QHBoxLayout, QVBoxLayout, QWidget

from llmplan.catalog.load import load_prices
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.core.serving.lifecycle import over_write_off
from llmplan.core.serving.plan import plan_serving
from llmplan.core.serving.result import ServingPlan
from llmplan.core.serving_inputs import KV_CACHE_PRECISIONS, SERVING_PRECISIONS, Serving
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.choice_combo import choice_combo
from llmplan.gui.widgets.copyable_table import CopyableTable
from llmplan.gui.widgets.number_field import WHOLE, NumberField, NumberFormat
from llmplan.gui.widgets.store_group import StoreGroup, wrapping_form
from llmplan.gui.widgets.text_label import text_label
from llmplan.presentation import serving_text

ADAPTERS_FORMAT = NumberFormat(integer=True, optional=True)  # empty: merged


def serving_of(scenario: Scenario) -> Serving:
    """The scenario's serving section, or the defaults where it has none."""
    return scenario.serving or Serving()


class ServeTab(QWidget):
    """The serving section's inputs on the left, the candidates' serving plan beside them."""

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        inputs = StoreGroup(store, self.tr("How the model is served"))
        form = wrapping_form(inputs)
        serving = serving_of(store.scenario)
        self.precision = choice_combo(
            [(p, p) for p in SERVING_PRECISIONS],
            self.tr("The weights' format: vLLM on a GPU (bf16 … int4_gptq) or llama.cpp (gguf_*)"),
            selected=serving.precision,
            object_name="serving_precision",
        )
        self.kv_cache = choice_combo(
            [(p, p) for p in KV_CACHE_PRECISIONS],
            self.tr("The KV cache's format: bf16, fp8 (vLLM), q8_0 or q4_0 (llama.cpp)"),
            selected=serving.kv_cache_precision,
            object_name="serving_kv_cache_precision",
        )
        form.addRow(self.tr("&Weights"), self.precision)
        form.addRow(self.tr("&KV cache"), self.kv_cache)
        self.numbers = {
            name: self._number(name, tooltip)
            for name, tooltip in (
                ("context", self.tr("Tokens per request at most (prompt and answer)")),
                ("concurrency", self.tr("Requests served at once")),
                ("prompt_tokens", self.tr("Prompt tokens per request")),
                ("output_tokens", self.tr("Answer tokens per request")),
                ("requests_per_day", self.tr("Requests expected per day")),
            )
        }
        labels = {
            "context": self.tr("Co&ntext"),
            "concurrency": self.tr("Requests at &once"),
            "prompt_tokens": self.tr("&Prompt tokens"),
            "output_tokens": self.tr("&Answer tokens"),
            "requests_per_day": self.tr("Re&quests per day"),
        }
        for name, field in self.numbers.items():
            form.addRow(labels[name], field)
        self.adapters = NumberField(
            store,
            "serving.adapters",
            self.tr("Empty: the adapter merged into the base; N: N LoRA adapters on one base"),
            ADAPTERS_FORMAT,
            getter=lambda scenario: _adapters_shown(serving_of(scenario).adapters),
            changes=lambda value: self._serving_changes(
                adapters="merged" if value is None else int(value)
            ),
        )
        form.addRow(self.tr("&LoRA adapters served"), self.adapters)
        self.heading = text_label("serve_heading", selectable=True)
        self.table = CopyableTable()
        self.table.setObjectName("serve_table")
        self.merge = text_label("serve_merge", selectable=True)
        self.note = text_label("serve_note")
        self.lifecycle = text_label("serve_lifecycle", selectable=True)
        self._plan: ServingPlan | None = None
        results = QVBoxLayout()
        results.addWidget(self.heading)
        results.addWidget(self.table, 1)
        results.addWidget(self.merge)
        results.addWidget(self.note)
        results.addWidget(self.lifecycle)
        layout = QHBoxLayout(self)
        layout.addWidget(inputs)
        layout.addLayout(results, 1)
        self.precision.currentIndexChanged.connect(self._on_precision_chosen)
        self.kv_cache.currentIndexChanged.connect(self._on_kv_cache_chosen)
        store.sig_scenario_changed.connect(self._on_scenario_changed)
        store.sig_result_changed.connect(self._on_results_changed)
        self._on_scenario_changed(store.scenario)

    # ---- Building
    def _number(self, name: str, tooltip: str) -> NumberField:
        return NumberField(
            self.store,
            f"serving.{name}",
            tooltip,
            WHOLE,
            getter=_serving_getter(name),
            changes=lambda value: self._serving_changes(**{name: value}),
        )

    def _serving_changes(self, **changes: Any) -> dict[str, object]:
        return {"serving": {**serving_of(self.store.scenario).model_dump(), **changes}}

    # ---- Slots
    def _on_precision_chosen(self, _index: int) -> None:
        self.store.update(**self._serving_changes(precision=self.precision.currentData()))

    def _on_kv_cache_chosen(self, _index: int) -> None:
        self.store.update(**self._serving_changes(kv_cache_precision=self.kv_cache.currentData()))

    def _on_scenario_changed(self, scenario: Scenario) -> None:
        serving = serving_of(scenario)
        _select(self.precision, serving.precision)
        _select(self.kv_cache, serving.kv_cache_precision)
        try:
            plan = plan_serving(scenario, self.store.catalog, load_prices())
        except Exception as error:  # noqa: BLE001 - slot guard: say why, never crash the window
            self.heading.setText(
                f"<b>{escape(self.tr('No serving plan:'))}</b> {escape(str(error), quote=False)}"
            )
            self.table.hide()
            self.merge.clear()
            self._plan = None
            self._on_results_changed([])
            return
        self._plan = plan
        self.table.show()
        self.heading.setText(f"<b>{escape(serving_text.heading(plan))}</b>")
        self.table.set_table(serving_text.serving_table(plan))
        self.merge.setText(escape(serving_text.merge_text(plan.merge)))
        self.note.setText(escape(serving_text.band_note()))
        self._on_results_changed(self.store.shown_results)

    def _on_results_changed(self, results: list[PlanResult]) -> None:
        """Training (the plan) and serving over the write-off period, three ways."""
        if self._plan is None or not results:
            self.lifecycle.clear()
            return
        life = over_write_off(results[0], self._plan, self.store.scenario)
        lines = "".join(f"<li>{escape(line)}</li>" for line in serving_text.lifecycle_lines(life))
        self.lifecycle.setText(
            f"<b>{escape(serving_text.lifecycle_title(life))}</b><ul>{lines}</ul>"
        )


def _serving_getter(name: str) -> Callable[[Scenario], float | None]:
    def read(scenario: Scenario) -> float | None:
        value = getattr(serving_of(scenario), name)
        return float(value)

    return read


def _adapters_shown(adapters: int | str) -> float | None:
    return None if adapters == "merged" else float(adapters)


def _select(combo: QComboBox, value: str) -> None:
    """Show `value` without announcing it as the user's choice."""
    index = combo.findData(value)
    if index != combo.currentIndex():
        combo.blockSignals(True)
        combo.setCurrentIndex(index)
        combo.blockSignals(False)
