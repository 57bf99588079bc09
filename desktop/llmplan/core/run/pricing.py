"""What a hardware configuration costs to rent per month or to buy, and where the price is from.

Order, most specific first: the scenario's own `prices` for that server or GPU; for rent,
the scenario's `costs.rental_price_per_gpu_month`; a custom server's `monthly_price_usd`;
then the bundled price book (resources/catalog/prices.json). Servers are priced per server
(× nodes), bare GPUs per card (× cards × nodes). Nothing is converted here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from llmplan.catalog.load import PriceBook, PriceKey, load_prices
from llmplan.catalog.schema import Price
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.money import Money, PriceOverride
from llmplan.core.scenario import Scenario

PriceOrigin = Literal["scenario", "catalogue"]


@dataclass(frozen=True)
class PriceQuote:
    """A price for the whole configuration, built from one quoted unit price."""

    total: Money  # all servers (or all cards) of the configuration
    unit: Money  # one server or one card, as quoted
    units: int
    per: Literal["server", "GPU"]
    origin: PriceOrigin
    source: str
    date: str | None

    @property
    def note(self) -> str:
        """As the plan's explanation states it: "16900 USD per server-month (catalogue)"."""
        return f"{self.unit.amount:g} {self.unit.currency} per {self.per}-month ({self.origin})"


@dataclass(frozen=True)
class HardwarePrices:
    rent_per_month: PriceQuote | None
    purchase: PriceQuote | None


def hardware_prices(
    hw: ResolvedHardware,
    scenario: Scenario,
    book: PriceBook | None = None,
) -> HardwarePrices:
    """Monthly rent and purchase price of `hw` (None where no price is known)."""
    prices = load_prices() if book is None else book
    if hw.server is not None:
        key: PriceKey = ("server", hw.server.id)
        per: Literal["server", "GPU"] = "server"
        units = hw.nodes
    else:
        key = ("gpu", hw.gpu.id)
        per, units = "GPU", hw.gpu_count
    override = _override(scenario.prices, key)
    entry = prices.get(key)

    rent = _quote(override.rental_per_month if override else None, units, per, "scenario")
    if rent is None and scenario.costs.rental_price_per_gpu_month is not None:
        price = Money(
            amount=scenario.costs.rental_price_per_gpu_month, currency=scenario.costs.currency
        )
        rent = PriceQuote(
            price.times(hw.gpu_count), price, hw.gpu_count, "GPU", "scenario", "scenario", None
        )
    custom_ids = {server.id for server in scenario.custom_servers}
    server = hw.server
    booked = entry is not None and entry.rental_per_month is not None
    own_field = server is not None and (server.id in custom_ids or not booked)
    if rent is None and server is not None and own_field and server.monthly_price_usd:
        # a custom server's own price field (always USD, as the server schema says)
        price = Money(amount=server.monthly_price_usd, currency="USD")
        rent = PriceQuote(
            price.times(units), price, units, "server", "catalogue", server.source, None
        )
    if rent is None and entry is not None:
        rent = _book_quote(entry.rental_per_month, units, per)

    purchase = _quote(override.purchase if override else None, units, per, "scenario")
    if purchase is None and entry is not None:
        purchase = _book_quote(entry.purchase, units, per)
    return HardwarePrices(rent_per_month=rent, purchase=purchase)


def _override(overrides: list[PriceOverride], key: PriceKey) -> PriceOverride | None:
    kind, id = key
    for item in reversed(overrides):  # the last one given wins
        if (item.server if kind == "server" else item.gpu) == id:
            return item
    return None


def _quote(
    price: Money | None, units: int, per: Literal["server", "GPU"], origin: PriceOrigin
) -> PriceQuote | None:
    if price is None:
        return None
    return PriceQuote(price.times(units), price, units, per, origin, "your price", None)


def _book_quote(
    price: Price | None, units: int, per: Literal["server", "GPU"]
) -> PriceQuote | None:
    if price is None:
        return None
    unit = Money(amount=price.amount, currency=price.currency)
    return PriceQuote(unit.times(units), unit, units, per, "catalogue", price.source, price.date)
