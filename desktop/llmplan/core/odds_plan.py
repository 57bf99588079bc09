"""A plan with its odds: P(fits), P(deadline), P(budget), the train-time and memory
quantiles, and the evidence they rest on (the arithmetic: core/odds.py).

The band every surface shows becomes the P10-P90 interval of the train time; the verdict
reads from P(fits).
"""

from __future__ import annotations

from collections.abc import Iterable

from llmplan.core.explain import GB
from llmplan.core.money import exchange_table
from llmplan.core.odds import (
    Belief,
    Interruptions,
    RunError,
    belief,
    interruptions,
    own_measurement,
    pilot_memory,
    pilot_throughput,
    probability_done,
    run_traits,
    token_spread,
    train_seconds_quantile,
    with_token_spread,
)
from llmplan.core.result import (
    Band,
    EnergyResult,
    Evidence,
    FitStatus,
    MemoryQuantiles,
    Phase,
    PlanResult,
    PlanWarning,
    Probabilities,
    TrainSecondsQuantiles,
)
from llmplan.core.scenario import Scenario
from llmplan.units import GIB

# The verdict from P(fits): fits from 95 %, tight from 50 %.
FITS_FROM = 0.95
TIGHT_FROM = 0.5
# the phases that are the train time (the timeline splits it); the rest come on top
_TRAIN_PHASES = {"training", "generation", "reference_pass"}


def fit_status_of(p_fits: float) -> FitStatus:
    if p_fits >= FITS_FROM:
        return "fits"
    return "tight" if p_fits >= TIGHT_FROM else "does_not_fit"


def with_odds(
    result: PlanResult,
    scenario: Scenario,
    errors: Iterable[RunError],
    exclude: str | None = None,
) -> PlanResult:
    """`result` with its odds from `errors` (leaving out the run `exclude`)."""
    shipped = tuple(errors)
    traits = run_traits(
        result.framework,
        scenario.method,
        scenario.sharding,
        result.gpu_count,
        scenario.precision,
        scenario.seq_len,
    )
    memory = belief(traits, shipped, "memory", exclude)
    speed = belief(traits, shipped, "throughput", exclude)
    # a pilot's or the user's own measurement replaces the shipped runs: its residuals are its own
    calibration = result.calibration
    if calibration is not None and calibration.memory_pilot is not None:
        memory = pilot_memory(
            memory.runs, calibration.memory_pilot_residuals, calibration.memory_pilot
        )
    if calibration is not None and calibration.throughput_pilot is not None:
        calibrated = result.time  # its band: the hardware scaling's two ends
        scaling = (
            calibrated.train_seconds_conservative / calibrated.train_seconds_optimistic
            if calibrated.train_seconds_optimistic > 0
            else 1.0
        )
        speed = pilot_throughput(
            speed.runs, calibration.throughput_pilot_steps, scaling, calibration.throughput_pilot
        )
    elif scenario.tokens_per_second is not None:
        speed = own_measurement("throughput", speed.runs, "tokens_per_second")
    # the token count's own 95 % interval (a corpus sample's) widens the run time and cost
    tokens_sigma = token_spread(scenario.tokens, scenario.tokens_ci95)
    speed = with_token_spread(speed, tokens_sigma)
    m = result.memory.memory_per_gpu_gb
    planned_gib = m.total * GB / GIB
    p_fits = memory.probability_below(m.capacity / m.total)

    seconds = result.time.train_seconds
    checkpoint_write_s = result.storage.checkpoint_gb / (
        scenario.timeline.checkpoint_write_gb_s * result.hardware.nodes
    )
    lost = interruptions(
        result.gpu_count, seconds, scenario.timeline.checkpoint_every_hours, checkpoint_write_s
    )
    mean_lost = lost.expected * lost.seconds_each
    p10, p50, p90 = (train_seconds_quantile(p, seconds, speed) + mean_lost for p in (0.1, 0.5, 0.9))
    other = sum(
        (phase.seconds_optimistic + phase.seconds_conservative) / 2
        for phase in result.phases
        if phase.key not in _TRAIN_PHASES
    )
    deadline = (
        None
        if scenario.deadline_days is None
        else probability_done(scenario.deadline_days * 86_400, seconds, other, speed, lost)
    )
    budget = _p_budget(result, scenario, speed, lost)
    status = fit_status_of(p_fits)
    time = result.time
    band = {"train_seconds_optimistic": p10, "train_seconds_conservative": p90}
    return result.model_copy(
        update={
            "probabilities": Probabilities(
                fits=p_fits,
                deadline=deadline,
                budget=budget,
                deadline_days=scenario.deadline_days,
                budget_amount=scenario.budget,
                tokens_ci95=scenario.tokens_ci95 if tokens_sigma > 0 else None,
            ),
            "train_seconds_quantiles": TrainSecondsQuantiles(p10=p10, p50=p50, p90=p90),
            "memory_per_gpu_gib_quantiles": MemoryQuantiles(
                p50=planned_gib * memory.quantile(0.5), p95=planned_gib * memory.quantile(0.95)
            ),
            "evidence": _evidence(memory, speed),
            "time": time.model_copy(update=band),
            "energy": _energy_at(result, p10, p90),
            "memory": result.memory.model_copy(
                update={"fit_status": status, "fits": status != "does_not_fit"}
            ),
            "warning_details": _fit_warnings(result, status, p_fits),
            "phases": _phases(
                _phases(result.phases, time.train_seconds_optimistic, p10, "optimistic"),
                time.train_seconds_conservative,
                p90,
                "conservative",
            ),
        }
    )


def _p_budget(
    result: PlanResult, scenario: Scenario, speed: Belief, lost: Interruptions
) -> float | None:
    """P(what the run costs to run stays within the budget): the rent on rented hardware (a
    rent includes the electricity), else the electricity; both grow with the run's hours.
    None without a budget, or where no exchange rate joins the rent's currency to it."""
    if scenario.budget is None:
        return None
    energy = result.energy
    running: float | None = energy.electricity_cost
    if energy.purchase is None and energy.rental_cost is not None:
        costs = scenario.costs
        table = exchange_table(costs.currency, costs.exchange_rates)
        rent_currency = energy.rental_currency or energy.currency
        running = table.convert(energy.rental_cost, rent_currency, costs.currency)
    if running is None:
        return None
    if running <= 0:
        return 1.0
    seconds = result.time.train_seconds
    return probability_done(scenario.budget * seconds / running, seconds, 0.0, speed, lost)


_FIT_WARNINGS = ("does_not_fit", "tight", "fit_odds")


def _fit_warnings(result: PlanResult, status: FitStatus, p_fits: float) -> list[PlanWarning]:
    """The plan's caveats with the fit's one read from P(fits): "does not fit" where the
    planned memory itself exceeds the card, else the odds where they are below 95 %."""
    details = result.warning_details
    at = next((i for i, w in enumerate(details) if w.code in _FIT_WARNINGS), 0)
    kept = [w for w in details if w.code not in _FIT_WARNINGS]
    m = result.memory.memory_per_gpu_gb
    if status != "fits" and m.total > m.capacity:
        args = {"needed_gb": m.total, "gpu": result.gpu_name, "capacity_gb": m.capacity}
        kept.insert(at, PlanWarning(code="does_not_fit", args=args))
    elif status != "fits":
        kept.insert(at, PlanWarning(code="fit_odds", args={"p_fits": p_fits}))
    return kept


def _energy_at(result: PlanResult, p10: float, p90: float) -> EnergyResult:
    """The energy figures' bands at the P10 and P90 of the time (they grow with the run)."""
    time, energy = result.time, result.energy
    if time.train_seconds_optimistic <= 0 or time.train_seconds_conservative <= 0:
        return energy
    low = p10 / time.train_seconds_optimistic
    high = p90 / time.train_seconds_conservative

    def scaled(band: Band) -> Band:
        return Band(optimistic=band.optimistic * low, conservative=band.conservative * high)

    rent = energy.rental_cost_band
    return energy.model_copy(
        update={
            "energy_kwh_band": scaled(energy.energy_kwh_band),
            "electricity_cost_band": scaled(energy.electricity_cost_band),
            "co2_kg_band": scaled(energy.co2_kg_band),
            "rental_cost_band": None if rent is None else scaled(rent),
        }
    )


def _phases(phases: list[Phase], before: float, after: float, end: str) -> list[Phase]:
    """The train-time phases at one band end, rescaled from `before` to `after` seconds."""
    if before <= 0:
        return phases
    scale = after / before
    key = f"seconds_{end}"
    return [
        p.model_copy(update={key: getattr(p, key) * scale}) if p.key in _TRAIN_PHASES else p
        for p in phases
    ]


def _evidence(memory: Belief, speed: Belief) -> Evidence:
    ids = set(memory.run_ids) | set(speed.run_ids)
    return Evidence(
        runs=max(memory.runs, speed.runs),
        similar_runs=len(ids),
        widened=memory.widened or speed.widened,
        why=f"{memory.why}; {speed.why}",
        memory_runs=memory.run_ids,
        throughput_runs=speed.run_ids,
    )
