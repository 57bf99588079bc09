"""Money: an amount in its own currency, and conversion only at a rate the user set.

No rate is ever assumed: an amount in USD stays in USD unless the scenario's
`costs.exchange_rates` says what one USD is worth in the scenario's currency.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Final

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, model_validator

from llmplan.catalog.schema import CURRENCY_PATTERN

# The sign each currency is written with; any other currency is written with its code.
CURRENCY_SIGNS: Final = {"EUR": "€", "USD": "$", "GBP": "£", "JPY": "¥"}


class Money(BaseModel):
    """An amount and the ISO 4217 code of its currency."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    amount: float = Field(ge=0)
    currency: str = Field(pattern=CURRENCY_PATTERN)

    def times(self, factor: float) -> Money:
        return Money(amount=self.amount * factor, currency=self.currency)


def currency_sign(currency: str) -> str:
    """ "$" for USD, "€" for EUR, else the code itself ("CHF")."""
    return CURRENCY_SIGNS.get(currency, currency)


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


class PriceOverride(BaseModel):
    """The user's own price for a server or a GPU (scenario `prices`): replaces the price
    book's entry for that id. Rent is per month (whole server, or one card); a purchase
    price is one server or one card."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    server: str | None = None
    gpu: str | None = None
    purchase: Money | None = None
    rental_per_month: Money | None = None

    @model_validator(mode="after")
    def _server_or_gpu(self) -> PriceOverride:
        if (self.server is None) == (self.gpu is None):
            raise ValueError("give either 'server' or 'gpu', not both or neither")
        return self


CurrencyCode = Annotated[str, StringConstraints(pattern=CURRENCY_PATTERN)]
ExchangeRates = dict[CurrencyCode, Annotated[float, Field(gt=0)]]
