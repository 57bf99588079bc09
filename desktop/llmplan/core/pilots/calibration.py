"""Calibrate a plan by pilots: what a real run of the same model measured corrects the model.

From a pilot whose setup ran the scenario's model, the planner plans that pilot's own setup
(uncalibrated), compares, and derives the corrections its model admits:

- activation + logits memory per token: measured allocated peak − planned model states,
  over the planned per-token memory (a factor; only from a pilot whose per-token memory is
  a sizeable part of its peak, else the difference of two large numbers says nothing);
- allocator reserve: reserved / allocated − 1 at the peak (the caching allocator);
- CUDA context: in use − reserved (or as measured before the model was built);
- achieved utilisation: measured tokens/s × FLOPs per token / (GPUs × dense peak).

Each correction transfers to the scenario's setup only where its mechanism is shared: the
per-token factor and the reserve when method and activation checkpointing match (they decide
which tensors a step keeps per token and how it allocates them), the context always (same
stack and driver), the throughput when method, checkpointing and optimizer precision match
(a frozen base, recomputation or fp32 master weights change the step) — as the pilot's
measured ÷ planned tokens/s times the candidate's plan,
so the planner's differences between setups stay. Time on other hardware trades the compute
ratio the plan scales by for the geometric mean of the compute and memory-bandwidth ratios
of the candidate's GPU to the pilot's — an assumption, stated in every calibrated figure's
explanation. Pilots of another framework than the plan's are not used (the `reference`
formulas take any).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

from llmplan.catalog.load import Catalog
from llmplan.catalog.schema import GPU, ModelArch
from llmplan.core.explain import GB
from llmplan.core.objectives import objective_spec, same_step
from llmplan.core.pilot import Pilot, PilotSetup, resolve_pilot_gpu
from llmplan.core.result import (
    Calibration,
    Explanation,
    MemoryResult,
    PlanResult,
    TimeResult,
)
from llmplan.core.scenario import Hardware, Scenario
from llmplan.core.stacks.registry import is_idealised
from llmplan.core.stacks.shared import fit_status
from llmplan.units import GIB, SECONDS_PER_DAY

# A pilot whose planned activations + logits are below this share of its planned allocated
# peak cannot separate them from the model states: no per-token factor from it.
MIN_PER_TOKEN_SHARE = 0.2
SRC_SCALING = (
    "assumption: throughput on other hardware scales with the geometric mean of the ratios "
    "of dense BF16 compute and memory bandwidth (optimistic: the larger ratio, "
    "conservative: the smaller); per-GPU throughput is kept across GPU counts"
)

PlanFunction = Callable[[Scenario, Hardware, Catalog], PlanResult]


def _structure(arch: ModelArch) -> dict[str, object]:
    """The fields that decide memory and compute (names and sources do not)."""
    return arch.model_dump(
        exclude={"id", "name", "family", "note", "source", "stated_params_b", "tokenizer"}
        | {"stated_active_params_b"}
    )


def _resolve(model: str | ModelArch, catalog: Catalog) -> ModelArch | None:
    if isinstance(model, ModelArch):
        return model
    return catalog.models.get(model)


def pilot_matches(pilot: Pilot, arch: ModelArch, catalog: Catalog) -> bool:
    """Whether the pilot ran this model (same catalogue id or the same architecture)."""
    if pilot.setup.model == arch.id:
        return True
    other = _resolve(pilot.setup.model, catalog)
    return other is not None and _structure(other) == _structure(arch)


@dataclass(frozen=True)
class MemoryCorrection:
    pilot: Pilot
    measured_gib: float  # in use (or allocated, for a simulated pilot)
    planned_before_gib: float  # the plan of the pilot's own setup, same quantity
    per_token_factor: float | None
    reserve_fraction: float | None
    context_gib: float | None

    @property
    def source(self) -> str:
        return (
            f"calibrated by a pilot on {self.pilot.describe()}: {self.measured_gib:.1f} GiB "
            f"measured, {self.planned_before_gib:.1f} GiB planned before"
        )


@dataclass(frozen=True)
class ThroughputCorrection:
    pilot: Pilot
    gpu: GPU
    achieved_mfu: float
    planned_before_tps: float

    @property
    def source(self) -> str:
        measured = self.pilot.tokens_per_second or 0.0
        return (
            f"calibrated by a pilot on {self.pilot.describe()}: {measured:,.0f} tokens/s "
            f"measured, {self.planned_before_tps:,.0f} tokens/s planned before"
        )


@dataclass(frozen=True)
class DerivedCalibration:
    """Corrections derived once per scenario, applied to each candidate."""

    memory: MemoryCorrection | None
    throughput: ThroughputCorrection | None
    notes: list[str] = field(default_factory=list)
    transfer_per_token: bool = False
    transfer_reserve: bool = False
    transfer_speed: bool = False
    # ln(measured ÷ calibrated plan) at the other sizes the memory pilot's limit search ran
    memory_residuals: tuple[float, ...] = ()


def _rank(pilot: Pilot, scenario: Scenario) -> tuple[int, int, int, int, int, float]:
    """Closest setup first: objective, method, checkpointing, optimizer, measured, tokens
    per step."""
    s = pilot.setup
    paired = objective_spec(scenario.objective).sequences_per_example  # chosen + rejected
    tokens = scenario.seq_len * scenario.micro_batch * paired
    return (
        not _same_objective(s, scenario),
        s.method != scenario.method,
        s.activation_checkpointing != scenario.activation_checkpointing,
        s.optimizer != scenario.optimizer,
        pilot.simulated,
        abs(math.log(s.tokens_per_micro_batch / tokens)),
    )


def _pilot_scenario(pilot: Pilot, scenario: Scenario) -> Scenario:
    """The scenario the pilot ran: its setup on one GPU, unsharded, no further candidates."""
    data = scenario.model_dump(exclude={"pilots", "candidates", "tokens_per_second"})
    # every field the pilot names (LoRA rank and targets only where it names them)
    data.update(pilot.setup.model_dump(exclude_none=True), sharding="none", offload_optimizer=False)
    return Scenario.model_validate(data)


def derive_calibration(
    scenario: Scenario, catalog: Catalog, arch: ModelArch, plan_uncalibrated: PlanFunction
) -> DerivedCalibration | None:
    """The corrections the scenario's pilots admit; None when no pilot ran this model."""
    notes: list[str] = []
    usable: list[Pilot] = []
    for pilot in scenario.pilots:
        if not pilot_matches(pilot, arch, catalog):
            ran = _resolve(pilot.setup.model, catalog)
            name = ran.name if ran is not None else str(pilot.setup.model)
            notes.append(f"pilot on {pilot.describe()} ran {name}, not {arch.name}: not used")
        elif not _same_stack(pilot, scenario):
            notes.append(
                f"pilot on {pilot.describe()} ran {pilot.setup.framework}, the plan "
                f"{getattr(scenario, 'framework', '')}: not used"
            )
        elif pilot.device_kind == "cpu":
            notes.append(f"pilot on {pilot.describe()} was a CPU smoke test: not used")
        elif pilot.out_of_memory:
            notes.append(f"pilot on {pilot.describe()} ran out of memory: not used")
        else:
            usable.append(pilot)
    if not usable:
        return DerivedCalibration(None, None, notes) if notes else None
    usable.sort(key=lambda p: _rank(p, scenario))
    memory_pilots = [p for p in usable if _memory_measured(p)]
    speed_pilots = [p for p in usable if p.tokens_per_second and not p.simulated]
    memory = (
        _memory_correction(memory_pilots[0], scenario, catalog, plan_uncalibrated, notes)
        if memory_pilots
        else None
    )
    speed = _throughput_correction(speed_pilots, scenario, catalog, plan_uncalibrated, notes)
    transfer_per_token = transfer_reserve = transfer_speed = False
    if memory is not None:
        same = _same_kept_tensors(memory.pilot, scenario)
        transfer_per_token = memory.per_token_factor is not None and same
        transfer_reserve = memory.reserve_fraction is not None and same
        if not same and (memory.per_token_factor is not None or memory.reserve_fraction):
            notes.append(
                "activation memory per token and allocator reserve not transferred: the pilot "
                f"ran {_method_ckpt(memory.pilot.setup)}, the plan "
                f"{_method_ckpt(scenario)}"
            )
    if speed is not None:
        transfer_speed = (
            _same_kept_tensors(speed.pilot, scenario)
            and speed.pilot.setup.optimizer == scenario.optimizer
        )
        if not transfer_speed:
            notes.append(
                f"tokens/s not transferred: the pilot ran {_method_ckpt(speed.pilot.setup)} "
                f"and {speed.pilot.setup.optimizer}, the plan {_method_ckpt(scenario)} and "
                f"{scenario.optimizer} (a frozen base, recomputation or another optimizer "
                "precision changes the step)"
            )
    residuals = (
        _memory_residuals(memory, scenario, catalog, arch, plan_uncalibrated)
        if memory is not None
        else ()
    )
    return DerivedCalibration(
        memory, speed, notes, transfer_per_token, transfer_reserve, transfer_speed, residuals
    )


def _memory_residuals(
    memory: MemoryCorrection,
    scenario: Scenario,
    catalog: Catalog,
    arch: ModelArch,
    plan_uncalibrated: PlanFunction,
) -> tuple[float, ...]:
    """The memory pilot's own residuals: at every other size its limit search ran and
    measured (`limits.tries` that fit), ln(measured in use ÷ the plan of that size calibrated
    by this pilot). Out-of-sample errors of the calibrated model on the pilot's own setup;
    none for a simulated pilot (its figure is allocated, the tries' in use)."""
    pilot = memory.pilot
    if pilot.limits is None or pilot.simulated:
        return ()
    own = _pilot_scenario(pilot, scenario)
    hardware = _pilot_hardware(pilot, scenario, catalog)
    probe = DerivedCalibration(
        memory,
        None,
        transfer_per_token=memory.per_token_factor is not None,
        transfer_reserve=memory.reserve_fraction is not None,
    )
    residuals: list[float] = []
    for tried in pilot.limits.tries:
        measured = tried.peak_memory_in_use_gib
        size = (tried.seq_len, tried.micro_batch)
        if tried.out_of_memory or not measured or size == (own.seq_len, own.micro_batch):
            continue
        at = own.model_copy(update={"seq_len": tried.seq_len, "micro_batch": tried.micro_batch})
        before = plan_uncalibrated(at, hardware, catalog)
        fit = calibrate_fit(probe, before.memory, at, arch.max_position_embeddings)
        planned = fit.memory_per_gpu_gb.total * GB / GIB
        if planned > 0:
            residuals.append(math.log(measured / planned))
    return tuple(residuals)


def _same_objective(setup: PilotSetup, scenario: Scenario) -> bool:
    """Continued pretraining and SFT take the same step; DPO adds the rejected sequences,
    the reference's forward and its own loss."""
    return same_step(setup.objective, scenario.objective)


def _same_kept_tensors(pilot: Pilot, scenario: Scenario) -> bool:
    """Objective, method and checkpointing decide which tensors a step keeps per token and
    how it allocates and frees them: per-token memory and reserve transfer only between
    equals."""
    s = pilot.setup
    return (
        _same_objective(s, scenario)
        and s.method == scenario.method
        and s.activation_checkpointing == scenario.activation_checkpointing
    )


def _method_ckpt(setup: PilotSetup | Scenario) -> str:
    text = f"{setup.method} with checkpointing '{setup.activation_checkpointing}'"
    return (
        text if objective_spec(setup.objective).next_token else f"{setup.objective.upper()} {text}"
    )


def _same_stack(pilot: Pilot, scenario: Scenario) -> bool:
    """A pilot corrects the profile of the stack it ran; the reference formulas take any."""
    framework = getattr(scenario, "framework", None)
    return framework is None or is_idealised(framework) or framework == pilot.setup.framework


def _memory_measured(pilot: Pilot) -> bool:
    return pilot.peak_memory_in_use_gib is not None or pilot.peak_allocated_gib is not None


def _pilot_hardware(pilot: Pilot, scenario: Scenario, catalog: Catalog) -> Hardware:
    gpu = resolve_pilot_gpu(pilot, catalog)
    if gpu is not None:
        return Hardware(gpu=gpu.id, count=pilot.gpu_count)
    # memory per GPU does not depend on which card: plan on the scenario's own
    if scenario.hardware.gpu is not None:
        return Hardware(gpu=scenario.hardware.gpu, count=pilot.gpu_count)
    server = catalog.server(scenario.hardware.server or "")
    return Hardware(gpu=server.gpu, count=pilot.gpu_count)


def _memory_correction(
    pilot: Pilot,
    scenario: Scenario,
    catalog: Catalog,
    plan_uncalibrated: PlanFunction,
    notes: list[str],
) -> MemoryCorrection:
    before = plan_uncalibrated(
        _pilot_scenario(pilot, scenario), _pilot_hardware(pilot, scenario, catalog), catalog
    )
    m = before.memory.memory_per_gpu_gb
    to_gib = GB / GIB
    states = (m.weights + m.gradients + m.optimizer) * to_gib
    per_token = (m.activations + m.logits) * to_gib
    overhead = m.overhead * to_gib
    alloc, reserved, in_use = (
        pilot.peak_allocated_gib,
        pilot.peak_reserved_gib,
        pilot.peak_memory_in_use_gib,
    )
    context = pilot.context_gib
    if context is None and in_use is not None and reserved is not None:
        context = max(in_use - reserved, 0.0)
    if reserved is None and in_use is not None and context is not None:
        reserved = in_use - context
    reserve = reserved / alloc - 1.0 if reserved is not None and alloc else None
    # allocated peak: measured, or what a hand-typed in-use figure leaves after the overhead
    kept = alloc - states if alloc is not None else (in_use or 0.0) - overhead - states
    factor: float | None = None
    if per_token >= MIN_PER_TOKEN_SHARE * (states + per_token) and kept > 0:
        factor = kept / per_token
    elif per_token > 0:
        notes.append(
            f"pilot on {pilot.describe()}: model states dominate its peak, so it does not "
            "determine activation memory per token"
        )
    if pilot.simulated:
        measured, planned = alloc or 0.0, states + per_token
        context = reserve = None  # the simulator allocates nothing: no reserve, no context
    elif in_use is not None:
        measured, planned = in_use, m.total * to_gib
    else:
        measured, planned = alloc or 0.0, states + per_token
    return MemoryCorrection(pilot, measured, planned, factor, reserve, context)


def _throughput_correction(
    pilots: list[Pilot],
    scenario: Scenario,
    catalog: Catalog,
    plan_uncalibrated: PlanFunction,
    notes: list[str],
) -> ThroughputCorrection | None:
    for pilot in pilots:
        gpu = resolve_pilot_gpu(pilot, catalog)
        if gpu is None:
            notes.append(
                f"pilot on {pilot.describe()}: GPU not in the catalogue, its tokens/s cannot "
                "be scaled to other hardware"
            )
            continue
        pilot_scenario = _pilot_scenario(pilot, scenario)
        before = plan_uncalibrated(
            pilot_scenario, Hardware(gpu=gpu.id, count=pilot.gpu_count), catalog
        )
        flops_per_token = before.time.flops / pilot_scenario.total_tokens
        tps = pilot.tokens_per_second or 0.0
        mfu = tps * flops_per_token / (pilot.gpu_count * gpu.bf16_dense_tflops * 1e12)
        planned_tps = pilot_scenario.total_tokens / before.time.train_seconds
        return ThroughputCorrection(pilot, gpu, mfu, planned_tps)
    return None


# ---- applying the corrections to one candidate


def calibrate_fit(
    derived: DerivedCalibration,
    memory_result: MemoryResult,
    scenario: Scenario,
    max_positions: int,
) -> MemoryResult:
    """The scenario's memory fit with the pilot's corrections (unchanged without a memory
    pilot).

    The plan's own CUDA context is `memory_per_gpu_gb.context` where its model has one
    (framework profiles); else (None) the scenario's `overhead_gb` is one planned figure
    for context and reserve together.
    """
    overhead_gb, seq_len, micro_batch = scenario.overhead_gb, scenario.seq_len, scenario.micro_batch
    memory = derived.memory
    fit = memory_result
    gathered_gb = fit.gathered_layers_gb
    if memory is None:
        return fit
    k = memory.per_token_factor if derived.transfer_per_token else None
    rf = memory.reserve_fraction if derived.transfer_reserve else None
    ctx = memory.context_gib * GIB / GB if memory.context_gib is not None else None
    if k is None and rf is None and ctx is None:
        return fit
    b = fit.memory_per_gpu_gb
    planned_context_gb = b.context
    states = b.weights + b.gradients + b.optimizer + gathered_gb
    factor = k if k is not None else 1.0
    activations, logits = b.activations * factor, b.logits * factor
    alloc = states + activations + logits
    if rf is not None:
        reserve = rf * alloc
    elif planned_context_gb is not None:  # the profile's own reserve
        reserve = max(b.overhead - gathered_gb - planned_context_gb, 0.0)
    else:  # one planned figure for both: less the measured context, it is the reserve
        reserve = max(overhead_gb - (ctx or 0.0), 0.0) if ctx is not None else overhead_gb
    if ctx is not None:
        context = ctx
    else:
        context = planned_context_gb if planned_context_gb is not None else 0.0
    overhead = context + reserve + gathered_gb
    total = states - gathered_gb + activations + logits + overhead
    # the pilot corrects activations, logits and overhead; the states are the plan's own
    breakdown = b.model_copy(
        update={
            "activations": activations,
            "logits": logits,
            "overhead": overhead,
            "total": total,
            "free": b.capacity - total,
            "context": context,
            "reserve": reserve,
        }
    )
    tokens = seq_len * micro_batch
    per_token = (activations + logits) / tokens if tokens else 0.0
    if rf is not None:
        room = (b.capacity - context) / (1.0 + rf) - states
    else:
        room = b.capacity - context - reserve - states
    max_seq, max_micro = fit.max_seq_len_that_fits, fit.max_micro_batch_that_fits
    if k is not None and per_token > 0:  # the measured per-token memory sets the limits
        max_tokens = max(room, 0.0) / per_token
        max_seq = min(math.floor(max_tokens / micro_batch), max_positions)
        max_micro = math.floor(max_tokens / seq_len)
    status = fit_status(breakdown.total, b.capacity)
    exps = dict(fit.explanations)
    source = memory.source
    inputs: dict[str, float | None] = {
        "measured_gib": memory.measured_gib,
        "planned_before_gib": memory.planned_before_gib,
    }
    if k is not None:
        inputs["per_token_factor"] = k
        for part, value in (("activations", activations), ("logits", logits)):
            exps[f"memory_per_gpu_gb.{part}"] = _recalibrated(
                exps[f"memory_per_gpu_gb.{part}"],
                value,
                f"planned × {k:.2f} (activation + logits memory per token measured by the pilot "
                "÷ planned)",
                source,
                per_token_factor=k,
            )
    exps["memory_per_gpu_gb.overhead"] = _recalibrated(
        exps["memory_per_gpu_gb.overhead"],
        overhead,
        "CUDA context (measured) + allocator reserve"
        + (" (measured reserved/allocated − 1, × allocated)" if rf is not None else " (planned)")
        + " + ZeRO-3 gathered layers",
        source,
        context_gb=context,
        reserve_fraction=rf,
        reserve_gb=reserve,
        gathered_layers_gb=gathered_gb,
    )
    figures: list[tuple[str, float, str]] = [
        ("memory_per_gpu_gb.total", total, "weights + gradients + optimizer + calibrated parts"),
        ("memory_per_gpu_gb.free", breakdown.free, "capacity − calibrated total"),
        ("fits", float(breakdown.free >= 0), "calibrated total ≤ capacity"),
    ]
    if k is not None:
        figures += [
            ("max_seq_len_that_fits", max_seq, "from the calibrated per-token memory, reserve"),
            ("max_micro_batch_that_fits", max_micro, "from the calibrated per-token memory"),
        ]
    for key, value, formula in figures:
        exps[key] = _recalibrated(exps[key], value, formula, source, **inputs)
    changed = [f"memory_per_gpu_gb.{part}" for part in ("activations", "logits") if k is not None]
    changed += ["memory_per_gpu_gb.overhead", *(key for key, _, _ in figures)]
    return fit.model_copy(
        update={
            "calibrated_fields": (*fit.calibrated_fields, *changed),
            "memory_per_gpu_gb": breakdown,
            "fits": status != "does_not_fit",
            "fit_status": status,
            "max_seq_len_that_fits": max_seq,
            "max_micro_batch_that_fits": max_micro,
            "explanations": exps,
        }
    )


def _recalibrated(
    old: Explanation, value: float, formula: str, source: str, **inputs: float | None
) -> Explanation:
    return Explanation(
        label=old.label,
        value=value,
        unit=old.unit,
        formula=f"{formula}; before calibration: {old.formula}",
        inputs={**old.inputs, **inputs, "uncalibrated": old.value},
        source=source + (f"; model: {old.source}" if old.source else ""),
    )


def calibrated_throughput(
    derived: DerivedCalibration, gpu: GPU, planned_tokens_per_second: float
) -> tuple[float, float, float] | None:
    """(central, optimistic, conservative) tokens/s of a candidate whose uncalibrated plan
    runs at `planned_tokens_per_second`: the plan × the pilot's measured ÷ planned, with the
    compute the plan already scales by traded for the geometric mean of compute and memory
    bandwidth (the larger ratio optimistic, the smaller conservative)."""
    speed = derived.throughput
    if speed is None or not derived.transfer_speed or speed.planned_before_tps <= 0:
        return None
    compute = gpu.bf16_dense_tflops / speed.gpu.bf16_dense_tflops
    bandwidth = gpu.memory_bandwidth_tb_s / speed.gpu.memory_bandwidth_tb_s
    base = planned_tokens_per_second * (speed.pilot.tokens_per_second or 0.0)
    base /= speed.planned_before_tps * compute
    return (
        base * math.sqrt(compute * bandwidth),
        base * max(compute, bandwidth),
        base * min(compute, bandwidth),
    )


def calibrate_time(
    derived: DerivedCalibration,
    time: TimeResult,
    scenario: Scenario,
    gpu: GPU,
    gpu_count: int,
) -> TimeResult:
    """The scenario's run time on `gpu_count` × `gpu` from the pilot's throughput relative
    to its plan (a typed tokens/s wins)."""
    total_tokens, measured_tokens_per_second = scenario.total_tokens, scenario.tokens_per_second
    speed = derived.throughput
    if speed is None or measured_tokens_per_second is not None or time.train_seconds <= 0:
        return time
    rates = calibrated_throughput(derived, gpu, total_tokens / time.train_seconds)
    if rates is None:
        return time
    central, fast, slow = rates
    seconds = total_tokens / central
    optimistic, conservative = total_tokens / fast, total_tokens / slow
    exps = dict(time.explanations)
    same = gpu.id == speed.gpu.id
    source = speed.source + ("" if same else "; " + SRC_SCALING)
    inputs: dict[str, float | None] = {
        "achieved_mfu": speed.achieved_mfu,
        "pilot_tokens_per_second": speed.pilot.tokens_per_second,
        "pilot_planned_tokens_per_second": speed.planned_before_tps,
        "compute_ratio": gpu.bf16_dense_tflops / speed.gpu.bf16_dense_tflops,
        "bandwidth_ratio": gpu.memory_bandwidth_tb_s / speed.gpu.memory_bandwidth_tb_s,
        "gpus": gpu_count,
    }
    formula = (
        "t = D / (planned tokens/s × pilot's measured ÷ planned tokens/s, scaled to this hardware)"
    )
    for key, value, rate in (
        ("train_seconds", seconds, central),
        ("train_seconds_optimistic", optimistic, fast),
        ("train_seconds_conservative", conservative, slow),
        ("train_days", seconds / SECONDS_PER_DAY, central),
    ):
        exps[key] = _recalibrated(
            exps[key], value, formula, source, tokens_per_second=rate, **inputs
        )
    changed = ("train_seconds", "train_seconds_optimistic", "train_seconds_conservative")
    return time.model_copy(
        update={
            "calibrated_fields": (*time.calibrated_fields, *changed, "train_days"),
            "train_seconds": seconds,
            "train_days": seconds / SECONDS_PER_DAY,
            "train_seconds_optimistic": optimistic,
            "train_seconds_conservative": conservative,
            "explanations": exps,
        }
    )


def attach(
    calibrated: PlanResult, uncalibrated: PlanResult, derived: DerivedCalibration
) -> PlanResult:
    """The calibrated result, carrying the uncalibrated figures for side-by-side display."""
    changed = {*calibrated.time.calibrated_fields, *calibrated.memory.calibrated_fields}
    keys = [key for key in calibrated.explanations if key in changed]  # in the result's order
    memory, speed = derived.memory, derived.throughput
    factors: dict[str, float | None] = {
        "per_token_factor": memory.per_token_factor
        if memory and derived.transfer_per_token
        else None,
        "reserve_fraction": memory.reserve_fraction
        if memory and derived.transfer_reserve
        else None,
        "context_gib": memory.context_gib if memory else None,
        "achieved_mfu": speed.achieved_mfu if speed else None,
        "speed_factor": (speed.pilot.tokens_per_second or 0.0) / speed.planned_before_tps
        if speed and derived.transfer_speed
        else None,
    }
    summary = Calibration(
        memory_pilot=memory.source
        if memory and any(k.startswith("memory") for k in keys)
        else None,
        throughput_pilot=speed.source if speed and "train_seconds" in keys else None,
        memory_per_gpu_gb_uncalibrated=uncalibrated.memory.memory_per_gpu_gb,
        fit_status_uncalibrated=uncalibrated.memory.fit_status,
        max_seq_len_uncalibrated=uncalibrated.memory.max_seq_len_that_fits,
        max_micro_batch_uncalibrated=uncalibrated.memory.max_micro_batch_that_fits,
        train_seconds_uncalibrated=uncalibrated.time.train_seconds,
        train_seconds_optimistic_uncalibrated=uncalibrated.time.train_seconds_optimistic,
        train_seconds_conservative_uncalibrated=uncalibrated.time.train_seconds_conservative,
        phases_uncalibrated=uncalibrated.phases,
        calibrated_keys=keys,
        factors=factors,
        assumptions=[SRC_SCALING] if speed and "train_seconds" in keys else [],
        notes=list(derived.notes),
        # the odds read the pilot's own repeat spread from them (core/odds.py pilot_throughput)
        memory_pilot_residuals=derived.memory_residuals
        if memory and any(k.startswith("memory") for k in keys)
        else (),
        throughput_pilot_steps=tuple(speed.pilot.step_seconds)
        if speed and "train_seconds" in keys
        else (),
    )
    return calibrated.model_copy(update={"calibration": summary})


__all__ = [
    "DerivedCalibration",
    "attach",
    "calibrate_fit",
    "calibrate_time",
    "derive_calibration",
    "pilot_matches",
]
