"""The row specs of every plan table (memory fit, timeline, inputs), built once from results.

The tables hold raw values; the renderers (GUI table, Markdown, CSV, PDF) decide how a value
becomes text (`presentation.cells`). Figures come from `PlanResult` as they are; the only
arithmetic here is adding up the phases for the timeline's total row.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict

from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.presentation import i18n
from llmplan.presentation.formatting import number, short_number
from llmplan.presentation.labels import (
    choice_label,
    fit_status_text,
    memory_part_label,
    method_summary,
    mfu_assumption,
    phase_label,
    yes_no,
)


def _translate(context: str, text: str) -> str:
    return i18n.translate(context, text)


ValueKind = Literal["text", "gb", "count", "seconds", "kw", "kwh", "money", "kg", "months"]
SecondsRange = tuple[float, float]
CellValue = float | int | str | SecondsRange | None


class Row(BaseModel):
    """One figure across all candidates; `key` is stable (CSV, tests), `label` is for people."""

    model_config = ConfigDict(frozen=True)

    key: str
    label: str
    kind: ValueKind
    values: list[CellValue]


class Table(BaseModel):
    model_config = ConfigDict(frozen=True)

    key: str
    title: str
    columns: list[str]  # one per candidate (hardware label)
    rows: list[Row]
    currency: str = "EUR"

    def row(self, key: str) -> Row:
        for row in self.rows:
            if row.key == key:
                return row
        raise KeyError(key)


def candidate_label(result: PlanResult) -> str:
    """Short name of a candidate as buyers say it: "8x H200 NVL"."""
    return f"{result.gpu_count}x {result.gpu_name}"


def candidate_labels(results: Sequence[PlanResult]) -> list[str]:
    """Short names, falling back to the full hardware label where two would read the same."""
    short = [candidate_label(r) for r in results]
    return [
        label if short.count(label) == 1 else f"{label} ({result.hardware_label})"
        for label, result in zip(short, results, strict=True)
    ]


def memory_fit_table(results: Sequence[PlanResult]) -> Table:
    """Memory per card and what still fits, one column per candidate."""

    def column(kind: ValueKind, key: str, label: str, values: list[CellValue]) -> Row:
        return Row(key=key, label=label, kind=kind, values=values)

    mem = [r.memory.memory_per_gpu_gb for r in results]
    rows = [
        column(
            "text",
            "verdict",
            _translate("ReportTables", "Verdict"),
            [fit_status_text(r.memory.fit_status) for r in results],
        ),
        column("text", "gpu", _translate("ReportTables", "Card"), [r.gpu_name for r in results]),
        column(
            "gb",
            "capacity",
            _translate("ReportTables", "Capacity per card"),
            [m.capacity for m in mem],
        ),
        column("gb", "weights", memory_part_label("weights"), [m.weights for m in mem]),
        column("gb", "gradients", memory_part_label("gradients"), [m.gradients for m in mem]),
        column(
            "gb",
            "optimizer",
            memory_part_label("optimizer"),
            [m.optimizer for m in mem],
        ),
        column(
            "gb",
            "activations",
            memory_part_label("activations"),
            [m.activations for m in mem],
        ),
        column("gb", "logits", memory_part_label("logits"), [m.logits for m in mem]),
        column("gb", "overhead", memory_part_label("overhead"), [m.overhead for m in mem]),
        column("gb", "total", _translate("ReportTables", "Total per card"), [m.total for m in mem]),
        column("gb", "free", _translate("ReportTables", "Free per card"), [m.free for m in mem]),
        column(
            "count",
            "max_seq_len",
            _translate("ReportTables", "Longest sequence that fits (tokens)"),
            [r.memory.max_seq_len_that_fits for r in results],
        ),
        column(
            "count",
            "max_micro_batch",
            _translate("ReportTables", "Largest micro-batch that fits"),
            [r.memory.max_micro_batch_that_fits for r in results],
        ),
        column(
            "gb",
            "host_ram",
            _translate("ReportTables", "Host RAM needed (offload)"),
            [r.memory.host_ram_gb for r in results],
        ),
        column(
            "gb",
            "token_storage",
            _translate("ReportTables", "Disk for token IDs"),
            [r.storage.token_storage_gb for r in results],
        ),
        column(
            "gb",
            "checkpoint",
            _translate("ReportTables", "Disk per resumable checkpoint"),
            [r.storage.checkpoint_gb for r in results],
        ),
    ]
    return Table(
        key="memory_fit",
        title=_translate("ReportTables", "Memory per card"),
        columns=candidate_labels(results),
        rows=rows,
    )


def timeline_table(results: Sequence[PlanResult]) -> Table:
    """Phases (optimistic–conservative), energy and money, one column per candidate."""
    rows: list[Row] = []
    phase_keys = [p.key for p in results[0].phases] if results else []
    for key in phase_keys:
        values: list[CellValue] = []
        label: str = key
        for result in results:
            phase = next((p for p in result.phases if p.key == key), None)
            if phase is None:
                values.append(None)
                continue
            label = phase_label(phase.key)
            values.append((phase.seconds_optimistic, phase.seconds_conservative))
        rows.append(Row(key=f"phase.{key}", label=label, kind="seconds", values=values))
    totals: list[CellValue] = [
        (sum(p.seconds_optimistic for p in r.phases), sum(p.seconds_conservative for p in r.phases))
        for r in results
    ]
    rows += [
        Row(
            key="total",
            label=_translate("ReportTables", "Total, all phases"),
            kind="seconds",
            values=totals,
        ),
        Row(
            key="train_seconds",
            label=_translate("ReportTables", "Training at the planned MFU"),
            kind="seconds",
            values=[r.time.train_seconds for r in results],
        ),
        Row(
            key="avg_power_kw",
            label=_translate("ReportTables", "Average power draw"),
            kind="kw",
            values=[r.energy.avg_power_kw for r in results],
        ),
        Row(
            key="energy_kwh",
            label=_translate("ReportTables", "Energy for training"),
            kind="kwh",
            values=[r.energy.energy_kwh for r in results],
        ),
        Row(
            key="electricity_cost",
            label=_translate("ReportTables", "Electricity cost"),
            kind="money",
            values=[r.energy.electricity_cost for r in results],
        ),
        Row(
            key="co2_kg",
            label=_translate("ReportTables", "CO₂ emitted"),
            kind="kg",
            values=[r.energy.co2_kg for r in results],
        ),
    ]
    if any(r.energy.rental_cost is not None for r in results):  # only rented hardware has a rent
        rows += [
            Row(
                key="rental_months",
                label=_translate("ReportTables", "Rental months needed"),
                kind="months",
                values=[r.energy.rental_months for r in results],
            ),
            Row(
                key="rental_cost",
                label=_translate("ReportTables", "Rental cost"),
                kind="money",
                values=[r.energy.rental_cost for r in results],
            ),
        ]
    return Table(
        key="timeline",
        title=_translate("ReportTables", "Run time, energy and cost"),
        columns=candidate_labels(results),
        rows=rows,
        currency=results[0].energy.currency if results else "EUR",
    )


def inputs_rows(
    scenario: Scenario, model_name: str | None = None, hardware_label: str | None = None
) -> list[tuple[str, str]]:
    """The scenario's inputs as (what, value) pairs for the report's "Inputs" section."""
    model = scenario.model if isinstance(scenario.model, str) else scenario.model.name
    if model_name:
        model = model_name
    hw = scenario.hardware
    hardware = hw.server if hw.server else f"{hw.count}x {hw.gpu}"
    if hw.nodes > 1:
        hardware = f"{hw.nodes} x {hardware}"
    if hardware_label:
        hardware = hardware_label
    method = method_summary(scenario)
    if scenario.method != "full":
        method += f" ({', '.join(scenario.lora_targets)})"
    throughput = (
        i18n.fill(
            _translate("ReportTables", "measured %1 tokens/s"),
            number(scenario.tokens_per_second),
        )
        if scenario.tokens_per_second
        else mfu_assumption(scenario.mfu)
    )
    costs = scenario.costs
    rows = [
        (_translate("ReportTables", "Model"), model),
        (_translate("ReportTables", "Method"), method),
        (
            _translate("ReportTables", "Training tokens"),
            f"{number(scenario.tokens)} x {short_number(scenario.epochs)} "
            + _translate("ReportTables", "epoch(s)"),
        ),
        (_translate("ReportTables", "Main hardware"), hardware),
        (_translate("ReportTables", "Optimizer"), choice_label("optimizer", scenario.optimizer)),
        (_translate("ReportTables", "Sharding"), choice_label("sharding", scenario.sharding)),
        (
            _translate("ReportTables", "Sequence length x micro-batch"),
            f"{number(scenario.seq_len)} x {number(scenario.micro_batch)}",
        ),
        (
            _translate("ReportTables", "Activation checkpointing"),
            choice_label("activation_checkpointing", scenario.activation_checkpointing),
        ),
        (
            _translate("ReportTables", "Optimizer offload to CPU"),
            yes_no(scenario.offload_optimizer),
        ),
        (_translate("ReportTables", "Throughput assumption"), throughput),
        (
            _translate("ReportTables", "Electricity price"),
            f"{number(costs.electricity_price_per_kwh, 2)} {costs.currency}/kWh",
        ),
        (
            _translate("ReportTables", "Grid carbon intensity"),
            f"{number(costs.grid_gco2_per_kwh)} g CO₂/kWh",
        ),
    ]
    return rows
