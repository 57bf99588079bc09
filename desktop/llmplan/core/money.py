"""Money: an amount in its own currency, and conversion at a rate that is named and dated.

An amount keeps its own currency; it is compared with others at the user's rate
(`costs.exchange_rates`: what one unit is worth in the scenario's currency) or, where the
user set none, at the published reference rate of the bundled table
(resources/catalog/exchange_rates.json: the ECB's, with its date). `ExchangeTable` says
which rate, of which origin and date, converted each currency.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Final, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

from llmplan.catalog.schema import CURRENCY_PATTERN, ReferenceRates, RentChoice, RentPeriod

# The sign each currency is written with; any other currency is written with its code.
CURRENCY_SIGNS: Final = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥"}


class Money(BaseModel):
    """An amount and the ISO 4217 code of its currency."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    amount: float = Field(ge=0)
    currency: str = Field(pattern=CURRENCY_PATTERN)

    def times(self, factor: float) -> Money:
        return Money(amount=self.amount * factor, currency=self.currency)


def format_money(amount: float, currency: str) -> str:
    """Plain English text (CLI, JSON reasons): "$16,900", "€79.50", "1,200 CHF"."""
    decimals = 0 if abs(amount) >= 100 else 2
    digits = f"{amount:,.{decimals}f}"
    sign = CURRENCY_SIGNS.get(currency)
    return f"{sign}{digits}" if sign else f"{digits} {currency}"


def rate(
    from_currency: str, to_currency: str, rates: Mapping[str, float], base: str
) -> float | None:
    """How many `to_currency` one `from_currency` buys, or None without a user-set rate.

    `rates` maps a currency to its worth in `base` (the scenario's currency):
    {"USD": 0.86} with base EUR means 1 USD = 0.86 EUR.
    """
    if from_currency == to_currency:
        return 1.0
    in_base = {**rates, base: 1.0}
    if from_currency not in in_base or to_currency not in in_base:
        return None
    return in_base[from_currency] / in_base[to_currency]


def convert(
    amount: float, from_currency: str, to_currency: str, rates: Mapping[str, float], base: str
) -> float | None:
    """`amount` in `to_currency`, or None when no rate joins the two currencies."""
    factor = rate(from_currency, to_currency, rates, base)
    return None if factor is None else amount * factor


class PriceOverride(BaseModel, RentChoice[Money]):
    """The user's own price for a server or a GPU (scenario `prices`): replaces the price
    book's entry for that id. Rent is per month (whole server, or one card); a purchase
    price is one server or one card."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    server: str | None = None
    gpu: str | None = None
    purchase: Money | None = None
    rental_per_month: Money | None = None
    rental: Money | None = Field(None, description="Rent of one `rental_per` period")
    rental_per: RentPeriod = Field("month", description="The period `rental` is billed by")

    @model_validator(mode="after")
    def _server_or_gpu(self) -> PriceOverride:
        self._check_target_and_rent()
        return self


CurrencyCode = Annotated[str, StringConstraints(pattern=CURRENCY_PATTERN)]
ExchangeRates = dict[CurrencyCode, Annotated[float, Field(gt=0)]]


RateOrigin = Literal["yours", "published"]  # your rate, or the bundled reference table


@dataclass(frozen=True)
class RateUsed:
    """What one unit of `currency` is worth in `base`, and whose rate of which day that is."""

    currency: str
    worth: float
    base: str
    origin: RateOrigin
    date: str | None  # the reference rates' day; None for the user's own
    source: str

    def to_json_dict(self) -> dict[str, object]:
        """The rate and whose it is (the currency is the key it is filed under)."""
        whose = {"base": self.base, "origin": self.origin, "date": self.date}
        return {"rate": self.worth, **whose, "source": self.source}


class ExchangeTable:
    """Every currency's worth in `base`: the user's rate where given, else the reference
    rate (converted through the reference's own base, e.g. USD → EUR → CHF)."""

    def __init__(
        self, base: str, yours: Mapping[str, float], reference: ReferenceRates | None
    ) -> None:
        self.base = base
        self.worth: dict[str, RateUsed] = {}
        ref_base_in_base = _reference_worth(base, reference)
        if reference is not None and ref_base_in_base is not None:
            for code in (reference.base, *reference.rates):
                per_ref = 1.0 if code == reference.base else 1.0 / reference.rates[code]
                if code != base:
                    self.worth[code] = RateUsed(
                        code,
                        per_ref * ref_base_in_base,
                        base,
                        "published",
                        reference.date,
                        reference.source,
                    )
        for code, value in yours.items():
            if code != base:
                self.worth[code] = RateUsed(code, value, base, "yours", None, "your rate")

    def rate(self, from_currency: str, to_currency: str) -> float | None:
        """How many `to_currency` one `from_currency` buys; None where no rate joins them."""
        if from_currency == to_currency:
            return 1.0
        worth = {code: used.worth for code, used in self.worth.items()}
        worth[self.base] = 1.0
        if from_currency not in worth or to_currency not in worth:
            return None
        return worth[from_currency] / worth[to_currency]

    def convert(self, amount: float, from_currency: str, to_currency: str) -> float | None:
        factor = self.rate(from_currency, to_currency)
        return None if factor is None else amount * factor

    def used_for(self, from_currency: str, to_currency: str) -> list[RateUsed]:
        """The rates a conversion between the two currencies rests on (none for the same)."""
        if from_currency == to_currency:
            return []
        return [self.worth[c] for c in (from_currency, to_currency) if c in self.worth]


def _reference_worth(base: str, reference: ReferenceRates | None) -> float | None:
    """One unit of the reference's base (EUR) in `base`, or None if the table lacks `base`."""
    if reference is None:
        return None
    if base == reference.base:
        return 1.0
    quoted = reference.rates.get(base)
    return quoted  # 1 EUR = `quoted` units of base (None: not in the table)


def exchange_table(
    base: str, yours: Mapping[str, float], with_reference: bool = True
) -> ExchangeTable:
    """The table a plan compares amounts with: the user's rates over the bundled ones."""
    from llmplan.catalog.load import load_reference_rates

    return ExchangeTable(base, yours, load_reference_rates() if with_reference else None)
