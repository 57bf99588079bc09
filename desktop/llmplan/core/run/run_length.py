"""The warning for a run longer than a year (the energy and cost bands are fields of
`EnergyResult`, computed in `core/run/energy.py`)."""

from __future__ import annotations

from llmplan.core.result import PlanWarning
from llmplan.units import SECONDS_PER_YEAR


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
    )
