"""Power, energy, electricity cost, CO2 and rental cost of the training run."""

from __future__ import annotations

from llmplan.catalog.schema import RentPeriod
from llmplan.core.explain import (
    SRC_ASSUMPTION,
    SRC_ECB,
    SRC_SEED_000,
    explain,
)
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.money import ExchangeTable, RateUsed, exchange_table
from llmplan.core.result import Band, EnergyResult, Explanation, QuotedPrice, RateFact, TimeResult
from llmplan.core.run.pricing import PERIOD_SECONDS, HardwarePrices, PriceQuote, prorated_rent
from llmplan.core.scenario import CostAssumptions
from llmplan.core.stacks.protocol import PowerDraw
from llmplan.units import DAYS_PER_MONTH, SECONDS_PER_HOUR, SECONDS_PER_MONTH


def energy(
    *,
    hw: ResolvedHardware,
    costs: CostAssumptions,
    time: TimeResult,
    prices: HardwarePrices,
    draw: PowerDraw,
) -> EnergyResult:
    """Power = (GPUs × board power × draw + CPUs × TDP) × (1 + overhead) — or × PUE when
    given; draw is the measured share of board power a stack draws under training.

    Energy, electricity and CO2 scale with the run time at the same power, at the planned
    time and at the two ends of its band. `prices.rent` is the configuration's rent with its
    currency and period, `prices.purchase` its price (core/run/pricing.py)."""
    train_seconds, rent, purchase = time.train_seconds, prices.rent, prices.purchase
    gpus, gpu_power_w = hw.gpu_count, hw.gpu.board_power_w * draw.fraction
    cpus, cpu_tdp_w = hw.cpu_count * hw.nodes, hw.cpu_tdp_w
    it_watts = gpus * gpu_power_w + cpus * cpu_tdp_w
    factor = costs.pue if costs.pue is not None else 1 + costs.facility_overhead
    power_kw = it_watts * factor / 1000
    hours = train_seconds / SECONDS_PER_HOUR
    kwh = power_kw * hours
    cost = kwh * costs.electricity_price_per_kwh
    co2 = kwh * costs.grid_gco2_per_kwh / 1000
    months = train_seconds / SECONDS_PER_MONTH
    rental_cost: float | None = None
    currency: str | None = None
    price_note = ""
    rent_formula = "months × monthly price"
    period: RentPeriod = "month"
    if rent is not None:  # the whole configuration's rent, in the price's own currency
        rental_cost = prorated_rent(rent, train_seconds).amount
        currency = rent.total.currency
        price_note = rent.note
        period = rent.period
        if period != "month":  # a rent by the hour or the day
            rent_formula = f"{period}s × price per {period}"
    periods = train_seconds / PERIOD_SECONDS[period]
    factor_text = (
        f"PUE {costs.pue:g}"
        if costs.pue is not None
        else (f"(1 + {costs.facility_overhead:.0%} for the rest)")
    )
    exps = {
        "avg_power_kw": explain(
            "Average power",
            power_kw,
            "kW",
            f"(GPUs × board power + CPUs × TDP) × {factor_text}",
            SRC_SEED_000
            + (f"; GPU draw measured below board power: {draw.source}" if draw.source else "")
            + ("" if cpus else "; no CPUs known (bare GPUs): CPUs counted as 0"),
            gpus=gpus,
            gpu_power_w=gpu_power_w,
            cpus=cpus,
            cpu_tdp_w=cpu_tdp_w,
            factor=factor,
        ),
        "energy_kwh": explain(
            "Energy of the training run",
            kwh,
            "kWh",
            "power × training hours",
            SRC_SEED_000,
            power_kw=power_kw,
            hours=hours,
        ),
        "electricity_cost": explain(
            "Electricity cost",
            cost,
            costs.currency,
            "kWh × price per kWh",
            SRC_ASSUMPTION,
            kwh=kwh,
            price_per_kwh=costs.electricity_price_per_kwh,
        ),
        "co2_kg": explain(
            "CO2 emissions",
            co2,
            "kg",
            "kWh × grid intensity / 1000",
            SRC_ASSUMPTION,
            kwh=kwh,
            grid_gco2_per_kwh=costs.grid_gco2_per_kwh,
        ),
        "rental_months": explain(
            "Rental months",
            months,
            "months",
            f"training seconds / ({DAYS_PER_MONTH} days × 86,400 s); billed months may round up",
            train_seconds=train_seconds,
        ),
        "rental_cost": explain(
            "Rental cost",
            rental_cost,
            currency or "",
            rent_formula + ("" if rental_cost is not None else " (no price known)"),
            _rent_source(rent),
            **{f"{period}s": periods},
            price=price_note or None,
        ),
    }
    table = exchange_table(costs.currency, costs.exchange_rates)
    ends = Band(
        optimistic=time.train_seconds_optimistic, conservative=time.train_seconds_conservative
    )

    def at_ends(planned: float) -> Band:
        """A figure proportional to the run time, at the band's two ends."""
        if train_seconds <= 0:
            return Band(optimistic=planned, conservative=planned)
        per_second = planned / train_seconds
        return Band(
            optimistic=per_second * ends.optimistic, conservative=per_second * ends.conservative
        )

    used: dict[str, RateUsed] = {}
    for quote in (purchase, rent):
        if quote is not None:
            used.update(
                {r.currency: r for r in table.used_for(quote.total.currency, costs.currency)}
            )
    return EnergyResult(
        price_explanations=_price_explanations(purchase, table, costs.currency)
        | _rental_period_explanation(rent, train_seconds),
        purchase=_quoted(purchase, None, table, costs.currency),
        rent=_quoted(rent, rent.period if rent else None, table, costs.currency),
        card_purchase=_quoted(prices.card_purchase, None, table, costs.currency),
        rental_cost_band=at_ends(rental_cost) if rental_cost is not None else None,
        exchange_rates=tuple(
            RateFact.model_validate(rate, from_attributes=True) for rate in used.values()
        ),
        avg_power_kw=power_kw,
        energy_kwh=kwh,
        electricity_cost=cost,
        co2_kg=co2,
        rental_months=months if rental_cost is not None else None,
        rental_period=period if rent is not None else None,
        rental_periods=periods if rent is not None else None,
        rental_cost=rental_cost,
        currency=costs.currency,
        rental_currency=currency,
        energy_kwh_band=at_ends(kwh),
        electricity_cost_band=at_ends(cost),
        co2_kg_band=at_ends(co2),
        explanations=exps,
    )


def _rent_source(rent: PriceQuote | None) -> str:
    """Where the rent's rate is from: the price book's source and the day it was quoted
    (seed 003 where its book is used), or your own price. The formula, periods × rate, is
    general."""
    if rent is None:
        return ""
    if rent.origin == "scenario":
        return "your quote"
    return rent.source if rent.date is None else f"{rent.source}; quoted {rent.date}"


def _rental_period_explanation(rent: PriceQuote | None, seconds: float) -> dict[str, Explanation]:
    """The run's length in the rent's billing period, under the key of the months that
    `plan --json` documents (views show it in their place): 43.8 hours for a rent by the hour."""
    if rent is None:
        return {}
    period = rent.period
    per = {"hour": "3,600 s", "day": "86,400 s", "month": f"({DAYS_PER_MONTH} days × 86,400 s)"}
    return {
        "rental_months": explain(
            f"Rental {period}s",
            seconds / PERIOD_SECONDS[period],
            f"{period}s",
            f"training seconds / {per[period]}; billed {period}s may round up",
            train_seconds=seconds,
        )
    }


def _quoted(
    quote: PriceQuote | None, period: str | None, table: ExchangeTable, currency: str
) -> QuotedPrice | None:
    """A price of the configuration as the report shows it, with its worth in `currency`."""
    if quote is None:
        return None
    worth = table.convert(quote.total.amount, quote.total.currency, currency)
    return QuotedPrice.model_validate(
        quote.to_json_dict() | {"period": period, "in_currency": worth}
    )


def _price_explanations(
    purchase: PriceQuote | None, table: ExchangeTable, currency: str
) -> dict[str, Explanation]:
    """The purchase price as quoted, and each exchange rate that puts a price in `currency`."""
    if purchase is None:
        return {}
    exps = {
        "purchase_price": explain(
            "Purchase price",
            purchase.total.amount,
            purchase.total.currency,
            "price per unit × units",
            "your quote" if purchase.origin == "scenario" else purchase.source,
            unit_price=purchase.unit.amount,
            units=purchase.units,
            quoted=purchase.date,
            stale=purchase.stale,
        )
    }
    for rate in table.used_for(purchase.total.currency, currency):
        exps[f"exchange_rate.{rate.currency}"] = explain(
            "Exchange rate",
            rate.worth,
            f"{rate.base}/{rate.currency}",
            "your rate" if rate.origin == "yours" else "1 ÷ units per euro (reference rate)",
            "your rate" if rate.origin == "yours" else SRC_ECB + "; " + ECB_PAGE,
            rate_date=rate.date,
        )
    return exps


ECB_PAGE = (
    "https://www.ecb.europa.eu/stats/policy_and_exchange_rates/"
    "euro_reference_exchange_rates/html/index.en.html"
)
