"""The life of the model in one decision (issue 36): training and then N months of serving
the expected traffic, three ways — buy one server for both, rent for training and buy for
serving, rent both. Seed 001: training cost and serving cost are different objectives; a
model served a lot pays for a longer training run.

Owned hardware costs its purchase price, its electricity (training: the plan's; serving:
the copies on around the clock at their full draw) and hosting per month; rented hardware
its rent (the provider pays the power). Serving needs as many copies of a candidate as its
requests per day (p50) take to carry the traffic.
"""

from __future__ import annotations

import math
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field

from llmplan.core.result import HardwareChoice, PlanResult
from llmplan.core.scenario import Scenario
from llmplan.core.serving.lowest import lowest
from llmplan.core.serving.result import ServingCandidate, ServingPlan
from llmplan.core.serving_inputs import Serving
from llmplan.units import SECONDS_PER_HOUR, SECONDS_PER_MONTH

LifecycleKey = Literal["buy_both", "rent_train_buy_serve", "rent_both"]
LIFECYCLE_KEYS: Final[tuple[LifecycleKey, ...]] = (
    "buy_both",
    "rent_train_buy_serve",
    "rent_both",
)


class LifecycleChoice(BaseModel):
    model_config = ConfigDict(frozen=True)

    key: LifecycleKey
    serving_hardware: str | None  # catalogue id of the candidate that serves
    serving_choice: HardwareChoice | None = Field(None, exclude=True)  # for the views
    serving_units: int  # copies of it the traffic needs
    training_cost: float | None
    serving_cost: float | None
    total: float | None  # None: a price is missing (`missing` says which)
    missing: str | None


class Lifecycle(BaseModel):
    model_config = ConfigDict(frozen=True)

    months: float
    currency: str
    choices: tuple[LifecycleChoice, ...]

    @property
    def cheapest(self) -> LifecycleChoice | None:
        return lowest(self.choices, lambda c: c.total)


def units_needed(candidate: ServingCandidate, serving: Serving) -> int | None:
    """Copies of the candidate that carry the traffic; None where it serves nothing."""
    if candidate.requests_per_day is None or not candidate.fits:
        return None
    return max(1, math.ceil(serving.requests_per_day / candidate.requests_per_day.p50))


def _owned_month(candidate: ServingCandidate, scenario: Scenario, units: int) -> float:
    """A month of serving on owned hardware: the copies on around the clock at their full
    draw (an upper bound: the traffic's own energy is kWh per million tokens), and hosting."""
    hours = SECONDS_PER_MONTH / SECONDS_PER_HOUR
    electricity = units * candidate.power_kw * hours * scenario.costs.electricity_price_per_kwh
    return electricity + units * scenario.costs.ownership.hosting_per_month


def lifecycle(
    training: PlanResult, serving_plan: ServingPlan, scenario: Scenario, months: float
) -> Lifecycle:
    serving = scenario.serving or Serving()
    energy = training.energy
    purchase = energy.purchase.in_currency if energy.purchase is not None else None
    rent = _training_rent(training)
    own_training = None if purchase is None else purchase + energy.electricity_cost
    servers = [c for c in serving_plan.candidates if c.kind != "cpu"]
    choices = [
        _buy_both(servers[0] if servers else None, own_training, scenario, serving, months),
        _cheapest("rent_train_buy_serve", rent, servers, scenario, serving, months, buy=True),
        _cheapest("rent_both", rent, servers, scenario, serving, months, buy=False),
    ]
    return Lifecycle(months=months, currency=scenario.costs.currency, choices=tuple(choices))


def _training_rent(training: PlanResult) -> float | None:
    """The training run's rent in the plan's currency (None: no rent or no rate)."""
    energy = training.energy
    quote = energy.rent
    if energy.rental_cost is None or quote is None or quote.in_currency is None:
        return None
    return energy.rental_cost * quote.in_currency / quote.amount


def _buy_both(
    training_hardware: ServingCandidate | None,
    own_training: float | None,
    scenario: Scenario,
    serving: Serving,
    months: float,
) -> LifecycleChoice:
    """The training hardware bought, and serving on it (more of it if the traffic needs)."""
    units = units_needed(training_hardware, serving) if training_hardware else None
    if training_hardware is None or units is None:
        return _unserved("buy_both", own_training, "the training hardware does not serve the model")
    extra = training_hardware.purchase_price
    month = _owned_month(training_hardware, scenario, units)
    serving_cost = None if extra is None else (units - 1) * extra + months * month
    return _served(
        "buy_both",
        training_hardware,
        units,
        own_training,
        serving_cost,
        "no purchase price of the training hardware",
    )


def _cheapest(
    key: LifecycleKey,
    training_rent: float | None,
    candidates: list[ServingCandidate],
    scenario: Scenario,
    serving: Serving,
    months: float,
    *,
    buy: bool,
) -> LifecycleChoice:
    """Training rented; serving on the candidate that costs least over the months, bought
    (`buy`) or rented."""
    options: list[tuple[float, ServingCandidate, int]] = []
    for candidate in candidates:
        units = units_needed(candidate, serving)
        price = candidate.purchase_price if buy else candidate.rent_per_month
        if units is None or price is None:
            continue
        if buy:
            cost = units * price + months * _owned_month(candidate, scenario, units)
        else:
            cost = units * price * months
        options.append((cost, candidate, units))
    if not options:
        missing = "no candidate that serves the model has a " + (
            "purchase price" if buy else "rent"
        )
        return _unserved(key, training_rent, missing)
    cost, candidate, units = min(options, key=lambda option: option[0])
    return _served(key, candidate, units, training_rent, cost, "no rent of the training hardware")


def _unserved(key: LifecycleKey, training_cost: float | None, missing: str) -> LifecycleChoice:
    """A way no candidate serves: no serving cost and no total; `missing` says why."""
    return LifecycleChoice(
        key=key,
        serving_hardware=None,
        serving_units=0,
        training_cost=training_cost,
        serving_cost=None,
        total=None,
        missing=missing,
    )


def _served(
    key: LifecycleKey,
    candidate: ServingCandidate,
    units: int,
    training_cost: float | None,
    serving_cost: float | None,
    missing_price: str,
) -> LifecycleChoice:
    """A way served on `units` copies of `candidate`: the total where both costs are known,
    else `missing_price` names the price that is missing."""
    total = None if training_cost is None or serving_cost is None else training_cost + serving_cost
    return LifecycleChoice(
        key=key,
        serving_hardware=candidate.hardware,
        serving_choice=candidate.choice,
        serving_units=units,
        training_cost=training_cost,
        serving_cost=serving_cost,
        total=total,
        missing=None if total is not None else missing_price,
    )


def over_write_off(
    training: PlanResult, serving_plan: ServingPlan, scenario: Scenario
) -> Lifecycle:
    """The three ways over the months a purchase is written off (`costs.ownership`)."""
    months = scenario.costs.ownership.depreciation_years * 12
    return lifecycle(training, serving_plan, scenario, months)
