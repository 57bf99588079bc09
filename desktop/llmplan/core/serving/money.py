"""What a serving candidate costs: its rent, its purchase price, and an hour of either."""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.catalog.load import PriceBook
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.money import Money, exchange_table
from llmplan.core.run.pricing import PERIOD_SECONDS, hardware_prices
from llmplan.core.scenario import Scenario
from llmplan.units import SECONDS_PER_HOUR, SECONDS_PER_MONTH, SECONDS_PER_YEAR

HOURS_PER_MONTH = SECONDS_PER_MONTH / SECONDS_PER_HOUR


@dataclass(frozen=True)
class CandidatePrices:
    """In the scenario's currency; None where no price is known or no rate converts it."""

    rent_per_month: float | None
    purchase: float | None
    per_hour: float | None  # the rent, else the purchase written off (+ hosting)
    basis: str


def candidate_prices(
    hw: ResolvedHardware, scenario: Scenario, book: PriceBook | None
) -> CandidatePrices:
    """The rent where one is quoted, and the purchase price; an hour costs the rent, or the
    price over the ownership terms (depreciation years, residual value, hosting per month)."""
    prices = hardware_prices(hw, scenario, book)
    table = exchange_table(scenario.costs.currency, scenario.costs.exchange_rates)

    def converted(money: Money) -> float | None:
        return table.convert(money.amount, money.currency, scenario.costs.currency)

    rent = purchase = None
    if prices.rent is not None:
        months = PERIOD_SECONDS[prices.rent.period] / SECONDS_PER_MONTH
        rent_total = converted(prices.rent.total)
        rent = None if rent_total is None else rent_total / months
    if prices.purchase is not None:
        purchase = converted(prices.purchase.total)
    if rent is not None and prices.rent is not None:
        return CandidatePrices(rent, purchase, rent / HOURS_PER_MONTH, f"rent: {prices.rent.note}")
    if purchase is not None and prices.purchase is not None:
        terms = scenario.costs.ownership
        hours = terms.depreciation_years * SECONDS_PER_YEAR / SECONDS_PER_HOUR
        hosting = terms.hosting_per_month * hw.nodes / HOURS_PER_MONTH
        total = prices.purchase.total
        per_hour = purchase * (1 - terms.residual_fraction) / hours + hosting
        basis = (
            f"purchase {total.amount:g} {total.currency} over {terms.depreciation_years:g} years"
        )
        return CandidatePrices(None, purchase, per_hour, basis)
    return CandidatePrices(None, None, None, "no price known")
