"""What a hardware configuration costs to rent per month or to buy, and where the price is from.

Order, most specific first: the scenario's own `prices` for that server or GPU; for rent,
the scenario's `costs.rental_price_per_gpu_month`; a custom server's `monthly_price_usd`;
then the bundled price book (resources/catalog/prices.json). Servers are priced per server
(× nodes) or, by a cluster price, for exactly its node count; bare GPUs per card (× cards ×
nodes). Nothing is converted here.

A purchase price of a card (the book's launch list prices, your price for "one card") is the
card alone: no computer, power supply or network. It never stands for a server: it is kept
as `HardwarePrices.card_purchase`, information for the reader, and the configuration has no
purchase price (`purchase` None) until a whole server is priced.

A rent is quoted for one hour, day or month and billed in whole units of that period
(`billed_rent`); a price older than the price book's `stale_after_months` against the plan
date is stale (`PriceQuote.stale`). `buy_vs_rent` sets the cost of owning against renting.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, replace
from datetime import date
from typing import Final, Literal

from llmplan.catalog.load import PriceBook, PriceKey, load_prices, stale_after_months
from llmplan.catalog.schema import Price, PriceEntry, PriceScope, RentPeriod
from llmplan.core.explain import explain, inputs_from
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.money import Money, PriceOverride
from llmplan.core.result import Explanation
from llmplan.core.scenario import Scenario
from llmplan.units import SECONDS_PER_DAY, SECONDS_PER_HOUR, SECONDS_PER_MONTH

PriceOrigin = Literal["scenario", "catalogue"]
PricedPer = Literal["server", "GPU", "cluster"]
PERIOD_SECONDS: Final[dict[RentPeriod, float]] = {
    "hour": SECONDS_PER_HOUR,
    "day": SECONDS_PER_DAY,
    "month": SECONDS_PER_MONTH,
}


@dataclass(frozen=True)
class PriceQuote:
    """A price for the whole configuration, built from one quoted unit price."""

    total: Money  # all servers (or all cards) of the configuration
    unit: Money  # one server or one card (or the cluster), as quoted
    units: int
    per: PricedPer
    origin: PriceOrigin
    source: str
    date: str | None  # when the source quoted it (None: the source gives no date)
    period: RentPeriod = "month"  # a rent: what one price is for; a purchase: unused
    stale: bool = False  # quoted longer ago than the price book allows, against the plan date
    scope: PriceScope = "server"  # what one unit buys: the card alone, a server, a cluster

    @property
    def note(self) -> str:
        """As the plan's explanation states it: "16900 USD per server-month (catalogue)"."""
        return (
            f"{self.unit.amount:g} {self.unit.currency} per {self.per}-{self.period} "
            f"({self.origin})"
        )

    def to_json_dict(self) -> dict[str, object]:
        return {
            "amount": self.total.amount,
            "currency": self.total.currency,
            "unit_amount": self.unit.amount,
            "units": self.units,
            "per": self.per,
            "period": self.period,
            "origin": self.origin,
            "source": self.source,
            "date": self.date,
            "stale": self.stale,
            "scope": self.scope,
        }


@dataclass(frozen=True)
class HardwarePrices:
    rent: PriceQuote | None  # the rent of one `rent.period`
    purchase: PriceQuote | None  # a whole server (or cluster): never a card's price
    # a purchase price of the cards alone (scope "card"): shown, never compared as a price
    card_purchase: PriceQuote | None = None


def billed_periods(seconds: float, period: RentPeriod) -> int:
    """Whole periods a rent is billed for: every hour, day or month begun, at least one (a
    hair over a whole period is float noise)."""
    return max(1, math.ceil(seconds / PERIOD_SECONDS[period] - 1e-9))


def billed_rent(rent: PriceQuote, seconds: float) -> Money:
    """The rent for a run of `seconds`, billed in whole periods of the quote."""
    return rent.total.times(billed_periods(seconds, rent.period))


def prorated_rent(rent: PriceQuote, seconds: float) -> Money:
    """The rent for exactly `seconds` (the plan's rental cost)."""
    return rent.total.times(seconds / PERIOD_SECONDS[rent.period])


def months_between(earlier: date, later: date) -> int:
    """Whole calendar months from `earlier` to `later` (negative if `later` is earlier)."""
    months = (later.year - earlier.year) * 12 + later.month - earlier.month
    return months - 1 if later.day < earlier.day else months


def quoted_on(text: str) -> date:
    """A price's date "2022", "2022-09" or "2022-09-20" as its first possible day."""
    parts = [int(p) for p in text.split("-")] + [1, 1]
    return date(parts[0], parts[1], parts[2])


def is_stale(quoted: str | None, plan_date: date, months: int) -> bool:
    """True when a price quoted on `quoted` is more than `months` months old on `plan_date`;
    an undated price is never called stale (it is shown as undated instead)."""
    return quoted is not None and months_between(quoted_on(quoted), plan_date) > months


def hardware_prices(
    hw: ResolvedHardware,
    scenario: Scenario,
    book: PriceBook | None = None,
) -> HardwarePrices:
    """Monthly rent and purchase price of `hw` (None where no price is known)."""
    prices = load_prices() if book is None else book
    if hw.server is not None:
        key: PriceKey = ("server", hw.server.id)
        per: PricedPer = "server"
        units = hw.nodes
    else:
        key = ("gpu", hw.gpu.id)
        per, units = "GPU", hw.gpu_count
    override = _override(scenario.prices, key)
    entry = prices.get(key)

    own_scope: PriceScope = "server" if per == "server" else "card"  # "one card", as typed
    rent = _quote(override.rent if override else None, units, per, "scenario")
    if rent is not None and override is not None:
        rent = _with_period(rent, override.rent_period)
    if rent is None and scenario.costs.rental_price_per_gpu_month is not None:
        price = Money(
            amount=scenario.costs.rental_price_per_gpu_month, currency=scenario.costs.currency
        )
        rent = PriceQuote(
            price.times(hw.gpu_count), price, hw.gpu_count, "GPU", "scenario", "scenario", None
        )
    custom_ids = {server.id for server in scenario.custom_servers}
    server = hw.server
    booked = entry is not None and entry.rent is not None
    own_field = server is not None and (server.id in custom_ids or not booked)
    if rent is None and server is not None and own_field and server.monthly_price_usd:
        # a custom server's own price field (always USD, as the server schema says)
        price = Money(amount=server.monthly_price_usd, currency="USD")
        rent = PriceQuote(
            price.times(units), price, units, "server", "catalogue", server.source, None
        )
    given = scenario.costs.plan_date
    plan_date = date.fromisoformat(given) if given else date.today()
    months = stale_after_months()
    if rent is None and entry is not None:
        rent = _book_quote(entry, entry.rent, units, per, plan_date, months)
        rent = rent if rent is None else _with_period(rent, entry.rent_period)

    purchase = _quote(override.purchase if override else None, units, per, "scenario")
    if purchase is not None:
        purchase = replace(purchase, scope=own_scope)
    if purchase is None and entry is not None:
        purchase = _book_quote(entry, entry.purchase, units, per, plan_date, months)
    if purchase is not None and purchase.scope == "card":  # never a server's price
        return HardwarePrices(rent=rent, purchase=None, card_purchase=purchase)
    return HardwarePrices(rent=rent, purchase=purchase)


def _with_period(quote: PriceQuote, period: RentPeriod) -> PriceQuote:
    return replace(quote, period=period)


def _override(overrides: list[PriceOverride], key: PriceKey) -> PriceOverride | None:
    kind, id = key
    for item in reversed(overrides):  # the last one given wins
        if (item.server if kind == "server" else item.gpu) == id:
            return item
    return None


def _quote(
    price: Money | None, units: int, per: PricedPer, origin: PriceOrigin
) -> PriceQuote | None:
    if price is None:
        return None
    return PriceQuote(price.times(units), price, units, per, origin, "your price", None)


def _book_quote(
    entry: PriceEntry,
    price: Price | None,
    units: int,
    per: PricedPer,
    plan_date: date,
    stale_months: int,
) -> PriceQuote | None:
    """The book's price for `units` servers or cards; a cluster price only for its own node
    count (the network it includes is for that many)."""
    if price is None:
        return None
    unit = Money(amount=price.amount, currency=price.currency)
    stale = is_stale(price.date, plan_date, stale_months)
    scope = entry.scope_of(price)
    if scope == "cluster":
        if price.nodes != units:
            return None
        units, per = 1, "cluster"
    return PriceQuote(
        unit.times(units),
        unit,
        units,
        per,
        "catalogue",
        price.source,
        price.date,
        "month",
        stale,
        scope,
    )


@dataclass(frozen=True)
class BuyVsRent:
    """Owning a configuration against renting one for each run, all in one currency.

    Owning costs `fixed_per_year` — (price − residual value) / depreciation years + hosting
    × 12 — plus the electricity of each run; renting costs the billed rent of each run
    (a rent includes the power). Owning is cheaper from `break_even_runs_per_year` runs a
    year on; None when a run's rent does not exceed its electricity (renting always wins).
    """

    currency: str
    price: float
    residual_value: float
    depreciation_years: float
    hosting_per_year: float
    fixed_per_year: float
    electricity_per_run: float
    rent_per_run: float
    break_even_runs_per_year: float | None
    runs_per_year_possible: float  # back to back, with the owned hardware

    def to_json_dict(self) -> dict[str, object]:
        """Every field in declaration order; `fixed_per_year` as `owning_fixed_per_year`."""
        return {
            "owning_fixed_per_year" if name == "fixed_per_year" else name: value
            for name, value in asdict(self).items()
        }


def buy_vs_rent(
    *,
    currency: str,
    price: float,
    residual_fraction: float,
    depreciation_years: float,
    hosting_per_month: float,
    electricity_per_run: float,
    rent_per_run: float,
    run_days: float,
) -> BuyVsRent:
    """The figures of `BuyVsRent` from the price, the owner's terms and one run's costs."""
    residual = price * residual_fraction
    hosting_per_year = hosting_per_month * 12
    fixed = (price - residual) / depreciation_years + hosting_per_year
    saving_per_run = rent_per_run - electricity_per_run  # what owning saves on each run
    break_even = fixed / saving_per_run if saving_per_run > 0 else None
    return BuyVsRent(
        currency=currency,
        price=price,
        residual_value=residual,
        depreciation_years=depreciation_years,
        hosting_per_year=hosting_per_year,
        fixed_per_year=fixed,
        electricity_per_run=electricity_per_run,
        rent_per_run=rent_per_run,
        break_even_runs_per_year=break_even,
        runs_per_year_possible=365.25 / run_days if run_days > 0 else math.inf,
    )


SRC_OWNING = "planning assumption: straight-line depreciation; a rent includes the power"


def buy_vs_rent_explanations(figures: BuyVsRent) -> dict[str, Explanation]:
    """How the two figures of buy against rent come about (the report prints them)."""
    money = figures.currency
    return {
        "owning_per_year": explain(
            "Cost of owning per year",
            figures.fixed_per_year,
            money,
            "(price − residual value) ÷ depreciation years + hosting per year",
            SRC_OWNING,
            purchase_price=figures.price,
            **inputs_from(figures, "residual_value", "depreciation_years", "hosting_per_year"),
        ),
        "break_even_runs_per_year": explain(
            "Runs a year from which buying is cheaper",
            figures.break_even_runs_per_year,
            "",
            "cost of owning per year ÷ (rent per run − electricity per run)",
            SRC_OWNING,
            owning_per_year=figures.fixed_per_year,
            **inputs_from(figures, "rent_per_run", "electricity_per_run"),
        ),
    }
