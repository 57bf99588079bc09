"""Price fields of the Custom GPU / Custom server dialogs: a purchase price and a monthly rent,
in one currency, stored as the scenario's own price for that id (`Scenario.prices`)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from llmplan.core.money import Money, PriceOverride
from llmplan.gui.dialogs.field_spec import FieldSpec

PREFIX = "prices."


def _t(text: str) -> str:
    return QCoreApplication.translate("PriceFields", text)


def price_specs(per: str) -> list[FieldSpec]:
    """Optional fields; `per` says what one price is for ("per card" / "per server")."""
    return [
        FieldSpec(
            PREFIX + "purchase",
            _t("Purchase price (optional):"),
            _t("What one unit costs to buy (%1); empty if unknown").replace("%1", per),
        ),
        FieldSpec(
            PREFIX + "rental_per_month",
            _t("Rent per month (optional):"),
            _t("What one unit costs to rent for a month (%1); empty if unknown").replace("%1", per),
        ),
        FieldSpec(
            PREFIX + "currency",
            _t("Currency of these prices:"),
            _t("ISO code of the prices above, e.g. EUR or USD"),
            "text",
        ),
    ]


def split_prices(data: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The entry's own fields, and the price fields (under "prices")."""
    rest = dict(data)
    return rest, dict(rest.pop("prices", {}) or {})


def price_problems(prices: dict[str, Any]) -> dict[str, str]:
    """Field name -> reason, for prices that cannot be stored."""
    problems: dict[str, str] = {}
    amounts = {k: prices.get(k) for k in ("purchase", "rental_per_month")}
    if not any(v is not None for v in amounts.values()):
        return problems
    currency = str(prices.get("currency") or "").strip().upper()
    if len(currency) != 3 or not currency.isalpha():
        problems[PREFIX + "currency"] = _t("Give a three-letter currency code, e.g. EUR")
    for key, value in amounts.items():
        if value is not None and value <= 0:
            problems[PREFIX + key] = _t("Must be more than 0")
    return problems


def price_override(kind: str, id: str, prices: dict[str, Any]) -> PriceOverride | None:
    """The scenario price for a new custom entry, or None when no price was given."""
    if price_problems(prices) or not any(
        prices.get(k) is not None for k in ("purchase", "rental_per_month")
    ):
        return None
    currency = str(prices["currency"]).strip().upper()
    money = {
        key: Money(amount=float(prices[key]), currency=currency)
        for key in ("purchase", "rental_per_month")
        if prices.get(key) is not None
    }
    return PriceOverride.model_validate({kind: id, **money})


def parse_rates(text: str) -> dict[str, float]:
    """ "USD=0.86; GBP=1.17" -> {"USD": 0.86, "GBP": 1.17}; ValueError names the bad part."""
    from llmplan.presentation import formatting as fmt

    rates: dict[str, float] = {}
    for part in text.replace("\n", ";").split(";") if "=" in text else []:
        if not part.strip():
            continue
        code, _, value = part.partition("=")
        code = code.strip().upper()
        number = fmt.parse_number(value.strip())
        if len(code) != 3 or not code.isalpha() or number is None or number <= 0:
            raise ValueError(part.strip())
        rates[code] = number
    if text.strip() and not rates:
        raise ValueError(text.strip())
    return rates


def rates_text(rates: dict[str, float]) -> str:
    return "; ".join(f"{code}={rate:g}" for code, rate in rates.items())
