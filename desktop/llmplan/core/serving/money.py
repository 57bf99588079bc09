"""What an hour of a serving candidate costs: its rent, or its price written off."""

from __future__ import annotations

from llmplan.catalog.load import PriceBook
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.money import exchange_table
from llmplan.core.run.pricing import PERIOD_SECONDS, hardware_prices
from llmplan.core.scenario import Scenario
from llmplan.units import SECONDS_PER_HOUR, SECONDS_PER_MONTH, SECONDS_PER_YEAR


def hardware_cost_per_hour(
    hw: ResolvedHardware, scenario: Scenario, book: PriceBook | None
) -> tuple[float | None, str]:
    """(cost of one hour in the scenario's currency, what it rests on); None: no price known
    or no rate to the currency. The rent where one is quoted, else the purchase price over
    the ownership terms (depreciation years, residual value, hosting per month)."""
    prices = hardware_prices(hw, scenario, book)
    table = exchange_table(scenario.costs.currency, scenario.costs.exchange_rates)
    currency = scenario.costs.currency
    if prices.rent is not None:
        hours = PERIOD_SECONDS[prices.rent.period] / SECONDS_PER_HOUR
        total = prices.rent.total
        amount = table.convert(total.amount / hours, total.currency, currency)
        return amount, f"rent: {prices.rent.note}"
    if prices.purchase is not None:
        terms = scenario.costs.ownership
        total = prices.purchase.total
        written_off = total.amount * (1 - terms.residual_fraction)
        hours = terms.depreciation_years * SECONDS_PER_YEAR / SECONDS_PER_HOUR
        amount = table.convert(written_off / hours, total.currency, currency)
        if amount is None:
            return None, "purchase price in a currency without a rate"
        hosting = terms.hosting_per_month * hw.nodes / (SECONDS_PER_MONTH / SECONDS_PER_HOUR)
        return amount + hosting, (
            f"purchase {total.amount:g} {total.currency} over {terms.depreciation_years:g} years"
        )
    return None, "no price known"
