"""`plan(scenario, catalog, prices)` plans against the data it is given (issue 21)."""

from __future__ import annotations

import pytest

from llmplan.catalog.load import load_catalog, load_prices
from llmplan.catalog.schema import Price
from llmplan.core.plan import plan, plan_candidates
from llmplan.core.scenario import Scenario


def test_the_plan_uses_the_price_book_it_is_given() -> None:
    scenario = Scenario(hardware={"server": "hgx-8x-h100"})
    catalog, book = load_catalog(), load_prices()
    bundled = plan(scenario, catalog, book)
    assert bundled.energy.rental_cost is not None  # the bundled book rents this server
    key = ("server", "hgx-8x-h100")
    entry = book[key]
    assert entry.rental is not None and entry.rental_per == "hour"
    doubled = entry.model_copy(
        update={"rental": Price(**{**entry.rental.model_dump(), "amount": 2 * entry.rental.amount})}
    )
    dearer = plan_candidates(scenario, catalog, {**book, key: doubled})[0]
    assert dearer.energy.rental_cost == pytest.approx(2 * bundled.energy.rental_cost)
    # the memory and time do not depend on prices
    assert dearer.memory == bundled.memory and dearer.time == bundled.time
