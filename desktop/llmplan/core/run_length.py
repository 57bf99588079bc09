"""The run's optimistic–conservative bands beyond time (energy, cost, CO2, rent) and the
warning for a run longer than a year.

Energy and everything priced per kWh or per month grow in proportion to the run time (power
is constant), so each band is the planned figure scaled by the band's times.
"""

from __future__ import annotations

from typing import NamedTuple

from llmplan.core.result import PlanResult, PlanWarning

SECONDS_PER_YEAR = 365.25 * 86_400


class Band(NamedTuple):
    optimistic: float
    conservative: float

    def pair(self) -> tuple[float, float]:
        return (self.optimistic, self.conservative)


def band(result: PlanResult, planned: float) -> Band:
    """A figure proportional to the run time, at the MFU band's two ends."""
    time = result.time
    if time.train_seconds <= 0:
        return Band(planned, planned)
    per_second = planned / time.train_seconds
    return Band(
        per_second * time.train_seconds_optimistic,
        per_second * time.train_seconds_conservative,
    )


def energy_band(result: PlanResult) -> Band:
    return band(result, result.energy.energy_kwh)


def electricity_cost_band(result: PlanResult) -> Band:
    return band(result, result.energy.electricity_cost)


def co2_band(result: PlanResult) -> Band:
    return band(result, result.energy.co2_kg)


def long_run_warning(
    train_seconds: float, gpus: int, method: str, epochs: float
) -> PlanWarning | None:
    """A run over a year is rarely what anyone plans: say so, with what would shorten it.

    The hint lists the levers in order of effect: more GPUs (time falls in proportion), LoRA
    instead of a full fine-tune (a third less compute per token), fewer epochs or tokens."""
    if train_seconds <= SECONDS_PER_YEAR:
        return None
    years = train_seconds / SECONDS_PER_YEAR
    # GPUs needed for a run of about a month at the same throughput per GPU
    gpus_for_a_month = gpus * train_seconds / (SECONDS_PER_YEAR / 12)
    levers = ["gpus"]
    if method == "full":
        levers.append("lora")
    if epochs > 1:
        levers.append("epochs")
    levers.append("tokens")
    return PlanWarning(
        code="run_over_a_year",
        args={
            "years": years,
            "gpus": gpus,
            "gpus_for_a_month": gpus_for_a_month,
            "levers": ",".join(levers),
        },
        text=(
            f"The training run takes {years:.1f} years. To shorten it: more GPUs (about "
            f"{gpus_for_a_month:,.0f} instead of {gpus} for a run of one month), "
            + ("LoRA instead of a full fine-tune, " if "lora" in levers else "")
            + ("fewer epochs, " if "epochs" in levers else "")
            + "or fewer training tokens."
        ),
    )
