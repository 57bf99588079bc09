"""Training plus N months of serving, three ways, against sums done by hand from the plan's
own figures and the quotes typed into the scenario."""

from __future__ import annotations

import pytest

from llmplan.catalog.load import Catalog, load_prices
from llmplan.core.plan import plan
from llmplan.core.scenario import Scenario
from llmplan.core.serving.lifecycle import lifecycle
from llmplan.core.serving.lowest import lowest
from llmplan.core.serving.plan import plan_serving
from llmplan.units import SECONDS_PER_MONTH

HOURS_PER_MONTH = SECONDS_PER_MONTH / 3600  # the planner's month (units.py)

SCENARIO = Scenario.model_validate(
    {
        "model": "llama-3.1-8b",
        "method": "lora",
        "tokens": 1e9,
        "hardware": {"server": "1x-h100"},
        "candidates": [{"server": "1x-h200"}],
        "prices": [{"server": "1x-h100", "purchase": {"amount": 30000, "currency": "EUR"}}],
        "serving": {"precision": "fp8", "requests_per_day": 200_000},
        "costs": {"currency": "EUR", "ownership": {"hosting_per_month": 100}},
    }
)


def test_three_ways_add_up(catalog: Catalog) -> None:
    training = plan(SCENARIO, catalog, load_prices())
    served = plan_serving(SCENARIO, catalog, load_prices())
    life = lifecycle(training, served, SCENARIO, months=24)
    by_key = {choice.key: choice for choice in life.choices}
    h100 = next(c for c in served.candidates if c.hardware == "1x-h100")
    h200 = next(c for c in served.candidates if c.hardware == "1x-h200")
    # one H100 carries 200,000 requests a day (it carries millions)
    assert h100.requests_per_day is not None and h100.requests_per_day.p50 > 200_000
    month = h100.power_kw * HOURS_PER_MONTH * 0.25 + 100  # on around the clock, hosting
    buy = by_key["buy_both"]
    assert buy.serving_units == 1 and buy.serving_hardware == "1x-h100"
    assert buy.total == pytest.approx(30000 + training.energy.electricity_cost + 24 * month)
    rent = training.energy.rent
    assert rent is not None and rent.in_currency is not None and training.energy.rental_cost
    rented_training = training.energy.rental_cost * rent.in_currency / rent.amount
    rent_both = by_key["rent_both"]
    assert h200.rent_per_month is not None and h100.rent_per_month is not None
    cheaper_rent = min(h200.rent_per_month, h100.rent_per_month)
    assert rent_both.total == pytest.approx(rented_training + 24 * cheaper_rent)
    split = by_key["rent_train_buy_serve"]  # only the H100 has a purchase price
    assert split.serving_hardware == "1x-h100"
    assert split.total == pytest.approx(rented_training + 30000 + 24 * month)
    assert life.cheapest is not None and life.cheapest.key == "buy_both"


def test_a_missing_price_is_named_not_guessed(catalog: Catalog) -> None:
    scenario = SCENARIO.model_copy(update={"prices": []})
    life = lifecycle(
        plan(scenario, catalog, load_prices()),
        plan_serving(scenario, catalog, load_prices()),
        scenario,
        months=36,
    )
    buy = next(c for c in life.choices if c.key == "buy_both")
    assert buy.total is None and buy.missing == "no purchase price of the training hardware"
    # the cheapest is among the priced choices: the unpriced one is never picked
    priced = [c for c in life.choices if c.total is not None]
    assert life.cheapest is not None and life.cheapest in priced
    assert life.cheapest.total == min(c.total or 0.0 for c in priced)


def test_the_lowest_is_the_first_of_least_figure_and_none_without_figures() -> None:
    """The one rule behind Lifecycle.cheapest and Tradeoff.best."""
    figures = {"a": None, "b": 3.0, "c": 1.0, "d": 1.0, "e": None}
    assert lowest(figures, figures.get) == "c"  # the first of equal least
    assert lowest(["a", "e"], figures.get) is None
    assert lowest([], figures.get) is None
    assert lowest(["x", "y"], {"x": 0.0, "y": -1.0}.get) == "y"  # 0 is a figure, not none
