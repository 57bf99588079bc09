"""The row specs of every plan table (memory fit, timeline, inputs), built once from results.

The tables hold raw values; the renderers (GUI table, Markdown, CSV, PDF) decide how a value
becomes text (`presentation.cells`). Figures come from `PlanResult` as they are; the only
arithmetic here is adding up the phases for the timeline's total row.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Literal

from pydantic import BaseModel, ConfigDict

from llmplan.core.explain import SRC_OWN_ARCHITECTURE
from llmplan.core.objectives import objective_spec
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.core.stacks.rollout import training_scenario
from llmplan.presentation import formatting, i18n, model_words
from llmplan.presentation.colours import MEMORY_SEGMENTS
from llmplan.presentation.formatting import number, short_number
from llmplan.presentation.hardware_names import catalog_name, plan_gpu, plan_hardware
from llmplan.presentation.labels import (
    choice_label,
    fit_status_text,
    memory_part_label,
    method_summary,
    mfu_assumption,
    phase_label,
    planned_mfu_band,
    source_text,
    with_mfu_band,
    yes_no,
)
from llmplan.presentation.price_text import rent_periods_text
from llmplan.presentation.trained_tokens_text import trained_tokens_words

_t = i18n.translator("ReportTables")


ValueKind = Literal[
    "text", "gb", "count", "seconds", "kw", "kwh", "money", "kg", "hours", "days", "months"
]
SecondsRange = tuple[float, float]
CellValue = float | int | str | SecondsRange | None


class Row(BaseModel):
    """One figure across all candidates; `key` is stable (CSV, tests), `label` is for people."""

    model_config = ConfigDict(frozen=True)

    key: str
    label: str
    kind: ValueKind
    values: list[CellValue]
    currencies: list[str | None] | None = None  # money rows: each cell's own currency


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
    return f"{result.gpu_count}x {plan_gpu(result)}"


def candidate_labels(results: Sequence[PlanResult]) -> list[str]:
    """Short names, falling back to the full hardware label where two would read the same."""
    short = [candidate_label(r) for r in results]
    return [
        label if short.count(label) == 1 else f"{label} ({plan_hardware(result)})"
        for label, result in zip(short, results, strict=True)
    ]


RowSpec = tuple[str, ValueKind, str, Callable[[PlanResult], CellValue]]


def _rows(results: Sequence[PlanResult], specs: Sequence[RowSpec]) -> list[Row]:
    """One row per (key, kind, label, value of a result) spec, one value per candidate."""
    return [
        Row(key=key, label=label, kind=kind, values=[value(r) for r in results])
        for key, kind, label, value in specs
    ]


def _memory_part(part: str) -> RowSpec:
    return (
        part,
        "gb",
        memory_part_label(part),
        lambda r: float(getattr(r.memory.memory_per_gpu_gb, part)),
    )


def memory_fit_table(results: Sequence[PlanResult]) -> Table:
    """Memory per card and what still fits, one column per candidate."""
    specs: list[RowSpec] = [
        ("verdict", "text", _t("Verdict"), lambda r: fit_status_text(r.memory.fit_status)),
        ("gpu", "text", _t("Card"), plan_gpu),
        ("capacity", "gb", _t("Capacity per card"), lambda r: r.memory.memory_per_gpu_gb.capacity),
        *(_memory_part(part) for part in MEMORY_SEGMENTS),
        ("total", "gb", _t("Total per card"), lambda r: r.memory.memory_per_gpu_gb.total),
        ("free", "gb", _t("Free per card"), lambda r: r.memory.memory_per_gpu_gb.free),
        (
            "max_seq_len",
            "count",
            _t("Longest sequence that fits (tokens)"),
            lambda r: r.memory.max_seq_len_that_fits,
        ),
        (
            "max_micro_batch",
            "count",
            _t("Largest micro-batch that fits"),
            lambda r: r.memory.max_micro_batch_that_fits,
        ),
        ("host_ram", "gb", _t("Host RAM needed (offload)"), lambda r: r.memory.host_ram_gb),
        ("token_storage", "gb", _t("Disk for token IDs"), lambda r: r.storage.token_storage_gb),
        (
            "checkpoint",
            "gb",
            _t("Disk per resumable checkpoint"),
            lambda r: r.storage.checkpoint_gb,
        ),
    ]
    if any(r.layout is not None and not r.layout.trivial for r in results):
        specs.insert(2, ("layout", "text", _t("Parallel layout"), layout_text))
    return Table(
        key="memory_fit",
        title=_t("Memory per card"),
        columns=candidate_labels(results),
        rows=_rows(results, specs),
    )


def layout_text(result: PlanResult) -> str:
    """The layout in the frameworks' own short names: "TP 8 × PP 2 × DP 2" (the degrees
    above 1; data parallel always), with the global batch where one is set."""
    layout = result.layout
    if layout is None:
        return _t("data parallel %1").replace("%1", str(result.gpu_count))
    parts = [
        f"{name} {degree}"
        for name, degree in (
            ("TP", layout.tensor),
            ("PP", layout.pipeline),
            ("VPP", layout.virtual_pipeline),
            ("CP", layout.context),
            ("EP", layout.expert),
        )
        if degree > 1
    ]
    parts.append(f"DP {layout.data}")
    text = " × ".join(parts)
    return text + "; " + _t("global batch %1").replace("%1", str(layout.global_batch))


def _phase_row(results: Sequence[PlanResult], key: str) -> Row:
    values: list[CellValue] = []
    for result in results:
        phase = next((p for p in result.phases if p.key == key), None)
        values.append(
            None if phase is None else (phase.seconds_optimistic, phase.seconds_conservative)
        )
    return Row(key=f"phase.{key}", label=phase_label(key), kind="seconds", values=values)


def _all_phases(result: PlanResult) -> SecondsRange:
    return (
        sum(p.seconds_optimistic for p in result.phases),
        sum(p.seconds_conservative for p in result.phases),
    )


def _banded(heading: str, results: Sequence[PlanResult]) -> str:
    """A range row's heading with the MFU band its ranges span ("Energy for training (MFU
    55–30 %)"), as the summary strip's captions; unchanged where the candidates' bands differ
    or a measured throughput replaces the band."""
    bands = {planned_mfu_band(r) for r in results}
    if len(bands) != 1 or None in bands:
        return heading
    return with_mfu_band(heading, results[0])


def _rental_time_row(results: Sequence[PlanResult]) -> RowSpec:
    """How long the run rents its hardware, in the rents' billing period ("Rental hours
    needed: 43.8"); where the candidates' rents are billed by different periods, each cell
    names its own ("43.8 hours", "0.5 months")."""
    periods = {r.energy.rental_period for r in results if r.energy.rental_period is not None}
    if len(periods) == 1:
        period = periods.pop()
        rows: dict[str, tuple[ValueKind, str]] = {
            "hour": ("hours", _t("Rental hours needed")),
            "day": ("days", _t("Rental days needed")),
            "month": ("months", _t("Rental months needed")),
        }
        kind, label = rows[period]

        def periods_of(result: PlanResult) -> CellValue:
            return result.energy.rental_periods

        return (f"rental_{kind}", kind, label, periods_of)

    def own_period(result: PlanResult) -> str | None:
        energy = result.energy
        if energy.rental_period is None or energy.rental_periods is None:
            return None
        return rent_periods_text(energy.rental_periods, energy.rental_period)

    return ("rental_time", "text", _t("Rental time needed"), own_period)


def timeline_table(results: Sequence[PlanResult]) -> Table:
    """Phases (optimistic–conservative), energy and money, one column per candidate."""
    phase_keys = [p.key for p in results[0].phases] if results else []
    specs: list[RowSpec] = [
        ("total", "seconds", _t("Total, all phases"), _all_phases),
        (
            "train_seconds",
            "seconds",
            _t("Training at the planned MFU"),
            lambda r: r.time.train_seconds,
        ),
        ("avg_power_kw", "kw", _t("Average power draw"), lambda r: r.energy.avg_power_kw),
        # bands like the time: planned (optimistic) to conservative MFU
        (
            "energy_kwh",
            "kwh",
            _banded(_t("Energy for training"), results),
            lambda r: r.energy.energy_kwh_band.pair(),
        ),
        (
            "electricity_cost",
            "money",
            _banded(_t("Electricity cost"), results),
            lambda r: r.energy.electricity_cost_band.pair(),
        ),
        (
            "co2_kg",
            "kg",
            _banded(_t("CO₂ emitted"), results),
            lambda r: r.energy.co2_kg_band.pair(),
        ),
    ]
    if any(r.energy.rental_cost is not None for r in results):  # only rented hardware has a rent
        specs += [
            _rental_time_row(results),
            ("rental_cost", "money", _t("Rental cost"), lambda r: r.energy.rental_cost),
        ]
    if any(r.energy.purchase is not None for r in results):  # a quote or a book price
        specs.append(
            (
                "purchase_price",
                "money",
                _t("Purchase price"),
                lambda r: r.energy.purchase.amount if r.energy.purchase else None,
            )
        )
    rows = _rows(results, specs)
    # a price keeps its own currency (the price book's rents are USD), never the scenario's
    own_currency = {
        "rental_cost": lambda r: r.energy.rental_currency,
        "purchase_price": lambda r: r.energy.purchase.currency if r.energy.purchase else None,
    }
    rows = [
        row.model_copy(update={"currencies": [own_currency[row.key](r) for r in results]})
        if row.key in own_currency
        else row
        for row in rows
    ]
    return Table(
        key="timeline",
        title=_t("Run time, energy and cost"),
        columns=candidate_labels(results),
        rows=[_phase_row(results, key) for key in phase_keys] + rows,
        currency=results[0].energy.currency if results else "EUR",
    )


def _model_text(scenario: Scenario, model_name: str | None) -> str:
    model = scenario.model if isinstance(scenario.model, str) else scenario.model.name
    if model_name:
        model = model_name
    model = catalog_name(model, custom=not isinstance(scenario.model, str))
    if not isinstance(scenario.model, str) and not scenario.model.source:
        model += f" ({source_text(SRC_OWN_ARCHITECTURE)})"
    return model


def _hardware_text(scenario: Scenario, hardware_label: str | None) -> str:
    if hardware_label:
        return hardware_label
    hw = scenario.hardware
    hardware = hw.server if hw.server else f"{hw.count}x {hw.gpu}"
    return f"{hw.nodes} x {hardware}" if hw.nodes > 1 else hardware


def _objective_rows(scenario: Scenario) -> list[tuple[str, str]]:
    """The objective where it is not next-token training; for online RL (`scenario` as
    the step trains it, core/stacks/rollout.py) the rollouts, the reward and value models."""
    spec = objective_spec(scenario.objective)
    if spec.next_token:
        return []
    rows = [(_t("Objective"), choice_label("objective", scenario.objective))]
    if not spec.generates:
        return rows
    r = scenario.rollout
    placement = choice_label("rollout_engine", r.engine)
    if r.engine == "separate":
        placement += " " + i18n.fill(_t("(%1 GPUs)"), number(r.gpus))
    rollouts = i18n.fill(
        _t("%1 prompts × %2 completions of %3 tokens (prompts of %4); %5"),
        number(r.prompts),
        number(r.num_generations),
        number(r.completion_len),
        number(r.prompt_len),
        placement,
    )
    rows.append((_t("Rollouts"), rollouts))
    # the reward model (core/stacks/rl_models.py): rule-based where none is set
    reward = scenario.reward_model
    rows.append((_t("Reward model"), reward if reward is not None else _t("rule-based (none)")))
    if spec.value_model and reward is not None:
        value = i18n.fill(
            _t("%1 architecture, trained (%2 PPO epochs per batch)"), reward, number(r.ppo_epochs)
        )
        rows.append((_t("Value model"), value))
    return rows


def inputs_rows(
    scenario: Scenario,
    model_name: str | None = None,
    hardware_label: str | None = None,
    result: PlanResult | None = None,
) -> list[tuple[str, str]]:
    """The scenario's inputs as (what, value) pairs for the report's "Inputs" section;
    with the plan's `result`, the tokens it trains on, its layout and the MFU band it used."""
    method = method_summary(scenario)
    if scenario.method != "full":
        method += f" ({', '.join(scenario.lora_targets)})"
    throughput = (
        i18n.fill(_t("measured %1 tokens/s"), number(scenario.tokens_per_second))
        if scenario.tokens_per_second
        else mfu_assumption(scenario.mfu, planned_mfu_band(result) if result else None)
    )
    costs = scenario.costs
    if objective_spec(scenario.objective).generates:  # the step trains on the completions
        scenario = training_scenario(scenario)  # PPO: one completion per prompt
    trained_rows = []
    if result is not None:  # what the plan trains on (online RL: the generated sequences)
        trained_rows.append((_t("Tokens trained"), trained_tokens_words(result.trained_tokens)))
    layout_rows = []
    if result is not None and result.layout is not None:  # a layout or a global batch set
        layout_rows.append((_t("Parallel layout"), layout_text(result)))
    return [
        (_t("Framework"), choice_label("framework", scenario.framework)),
        (_t("Model"), _model_text(scenario, model_name)),
        (_t("Method"), method),
        *_objective_rows(scenario),
        (
            _t("Training tokens"),
            # "10.0 B tokens × 1 epoch(s)", rounded as people quote it
            f"{formatting.tokens(scenario.tokens)} × {short_number(scenario.epochs)} "
            + _t("epoch(s)"),
        ),
        *trained_rows,
        (_t("Main hardware"), _hardware_text(scenario, hardware_label)),
        (_t("Optimizer"), model_words.optimizer_label(scenario.optimizer, scenario.framework)),
        (_t("Sharding"), choice_label("sharding", scenario.sharding)),
        *layout_rows,
        (
            _t("Sequence length x micro-batch"),
            f"{number(scenario.seq_len)} x {number(scenario.micro_batch)}",
        ),
        (
            _t("Activation checkpointing"),
            choice_label("activation_checkpointing", scenario.activation_checkpointing),
        ),
        (
            _t("Optimizer offload to CPU"),
            yes_no(scenario.offload_optimizer),
        ),
        (_t("Chunked / fused loss"), yes_no(scenario.chunked_loss)),
        (_t("Optimizer step in the backward pass"), yes_no(scenario.optimizer_in_backward)),
        (_t("Activation offloading to CPU RAM"), yes_no(scenario.activation_offload)),
        # shown where chosen: the default (bf16, eager) reads as before
        *(
            [(_t("Training precision"), choice_label("precision", scenario.precision))]
            if scenario.precision != "bf16"
            else []
        ),
        *([(_t("torch.compile"), yes_no(scenario.compile))] if scenario.compile else []),
        (_t("Throughput assumption"), throughput),
        (
            _t("Electricity price"),
            f"{number(costs.electricity_price_per_kwh, 2)} {costs.currency}/kWh",
        ),
        (
            _t("Grid carbon intensity"),
            f"{number(costs.grid_gco2_per_kwh)} g CO₂/kWh",
        ),
    ]
