"""The report's tables (memory fit, timeline, inputs), built once from plan results.

The tables hold raw values; the renderers (GUI table, Markdown, CSV, PDF) decide how a value
becomes text. Figures come from `PlanResult` as they are; the only arithmetic here is adding
up the phases for the timeline's total row.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict
from PySide6.QtCore import QCoreApplication

from llmplan.core.frameworks import framework_label
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.report.labels import choice_labels

_translate = QCoreApplication.translate

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


def fit_status_text(status: str) -> str:
    """Plain words for a fit status, with a symbol so it reads without colour."""
    texts = {
        "fits": _translate("ReportTables", "✓ fits"),
        "tight": _translate("ReportTables", "⚠ tight (< 10 % free)"),
        "does_not_fit": _translate("ReportTables", "✗ does not fit"),
    }
    return texts.get(status, status)


def phase_label(key: str, fallback: str) -> str:
    """A timeline phase's name in the UI language (the core names them in English)."""
    labels = {
        "data_prep": _translate("ReportTables", "Data preparation"),
        "pilot": _translate("ReportTables", "Pilot run"),
        "training": _translate("ReportTables", "Training"),
        "checkpoints": _translate("ReportTables", "Checkpoint writes"),
        "evaluation": _translate("ReportTables", "Evaluation"),
    }
    return labels.get(key, fallback)


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

    mem = [r.memory_per_gpu_gb for r in results]
    rows = [
        column(
            "text",
            "verdict",
            _translate("ReportTables", "Verdict"),
            [fit_status_text(r.fit_status) for r in results],
        ),
        column("text", "gpu", _translate("ReportTables", "Card"), [r.gpu_name for r in results]),
        column(
            "gb",
            "capacity",
            _translate("ReportTables", "Capacity per card"),
            [m.capacity for m in mem],
        ),
        column("gb", "weights", _translate("ReportTables", "Weights"), [m.weights for m in mem]),
        column(
            "gb", "gradients", _translate("ReportTables", "Gradients"), [m.gradients for m in mem]
        ),
        column(
            "gb",
            "optimizer",
            _translate("ReportTables", "Optimizer states"),
            [m.optimizer for m in mem],
        ),
        column(
            "gb",
            "activations",
            _translate("ReportTables", "Activations"),
            [m.activations for m in mem],
        ),
        column("gb", "logits", _translate("ReportTables", "Logits"), [m.logits for m in mem]),
        column("gb", "overhead", _translate("ReportTables", "Overhead"), [m.overhead for m in mem]),
        column("gb", "total", _translate("ReportTables", "Total per card"), [m.total for m in mem]),
        column("gb", "free", _translate("ReportTables", "Free per card"), [m.free for m in mem]),
        column(
            "count",
            "max_seq_len",
            _translate("ReportTables", "Longest sequence that fits (tokens)"),
            [r.max_seq_len_that_fits for r in results],
        ),
        column(
            "count",
            "max_micro_batch",
            _translate("ReportTables", "Largest micro-batch that fits"),
            [r.max_micro_batch_that_fits for r in results],
        ),
        column(
            "gb",
            "host_ram",
            _translate("ReportTables", "Host RAM needed (offload)"),
            [r.host_ram_gb for r in results],
        ),
        column(
            "gb",
            "token_storage",
            _translate("ReportTables", "Disk for token IDs"),
            [r.token_storage_gb for r in results],
        ),
        column(
            "gb",
            "checkpoint",
            _translate("ReportTables", "Disk per resumable checkpoint"),
            [r.checkpoint_gb for r in results],
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
            label = phase_label(phase.key, phase.label)
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
            values=[r.train_seconds for r in results],
        ),
        Row(
            key="avg_power_kw",
            label=_translate("ReportTables", "Average power draw"),
            kind="kw",
            values=[r.avg_power_kw for r in results],
        ),
        Row(
            key="energy_kwh",
            label=_translate("ReportTables", "Energy for training"),
            kind="kwh",
            values=[r.energy_kwh for r in results],
        ),
        Row(
            key="electricity_cost",
            label=_translate("ReportTables", "Electricity cost"),
            kind="money",
            values=[r.electricity_cost for r in results],
        ),
        Row(
            key="co2_kg",
            label=_translate("ReportTables", "CO₂ emitted"),
            kind="kg",
            values=[r.co2_kg for r in results],
        ),
    ]
    if any(r.rental_cost is not None for r in results):  # only rented hardware has a rent
        rows += [
            Row(
                key="rental_months",
                label=_translate("ReportTables", "Rental months needed"),
                kind="months",
                values=[r.rental_months for r in results],
            ),
            Row(
                key="rental_cost",
                label=_translate("ReportTables", "Rental cost"),
                kind="money",
                values=[r.rental_cost for r in results],
            ),
        ]
    return Table(
        key="timeline",
        title=_translate("ReportTables", "Run time, energy and cost"),
        columns=candidate_labels(results),
        rows=rows,
        currency=results[0].currency if results else "EUR",
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
    labels = choice_labels()
    method = {
        "full": _translate("ReportTables", "Full fine-tune / continued pretraining"),
        "lora": "LoRA",
        "qlora": "QLoRA",
    }[scenario.method]
    if scenario.method != "full":
        method += f" (rank {scenario.lora_rank}, {', '.join(scenario.lora_targets)})"
    throughput = (
        _translate("ReportTables", "measured %1 tokens/s").replace(
            "%1", f"{scenario.tokens_per_second:,.0f}"
        )
        if scenario.tokens_per_second
        else _translate("ReportTables", "MFU %1 % (band 40 % / 20 %)").replace(
            "%1", f"{scenario.mfu * 100:.0f}"
        )
        if scenario.mfu is not None
        else _translate("ReportTables", "MFU band measured for this framework")
    )
    costs = scenario.costs
    rows = [
        (_translate("ReportTables", "Framework"), framework_label(scenario.framework)),
        (_translate("ReportTables", "Model"), model),
        (_translate("ReportTables", "Method"), method),
        (
            _translate("ReportTables", "Training tokens"),
            f"{scenario.tokens:,.0f} x {scenario.epochs:g} "
            + _translate("ReportTables", "epoch(s)"),
        ),
        (_translate("ReportTables", "Main hardware"), hardware),
        (_translate("ReportTables", "Optimizer"), labels["optimizer"][scenario.optimizer]),
        (_translate("ReportTables", "Sharding"), labels["sharding"][scenario.sharding]),
        (
            _translate("ReportTables", "Sequence length x micro-batch"),
            f"{scenario.seq_len:,} x {scenario.micro_batch}",
        ),
        (
            _translate("ReportTables", "Activation checkpointing"),
            labels["activation_checkpointing"][scenario.activation_checkpointing],
        ),
        (
            _translate("ReportTables", "Optimizer offload to CPU"),
            _translate("ReportTables", "yes")
            if scenario.offload_optimizer
            else _translate("ReportTables", "no"),
        ),
        (_translate("ReportTables", "Throughput assumption"), throughput),
        (
            _translate("ReportTables", "Electricity price"),
            f"{costs.electricity_price_per_kwh:g} {costs.currency}/kWh",
        ),
        (
            _translate("ReportTables", "Grid carbon intensity"),
            f"{costs.grid_gco2_per_kwh:g} g CO₂/kWh",
        ),
    ]
    return rows
