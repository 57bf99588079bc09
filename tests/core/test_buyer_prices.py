"""Issue 22, finding 2: prices as a buyer has them — quotes in any currency compared at a
dated reference rate, the buyer's own quotes always shown, buy against rent, rents billed in
whole periods, stale prices flagged, the exchange-rate table validated on load."""

from __future__ import annotations

import json
import math
from datetime import date
from pathlib import Path

import pytest

from buyer_scenario import BUYER
from llmplan.catalog.errors import CatalogError
from llmplan.catalog.load import load_reference_rates, load_reference_rates_from
from llmplan.cli import main
from llmplan.core.advisor.recommend import recommend
from llmplan.core.money import exchange_table
from llmplan.core.run.pricing import billed_periods, buy_vs_rent, is_stale, months_between
from llmplan.core.scenario import Scenario
from llmplan.scenario_file import save_scenario

ECB_USD = 1.1699  # ECB reference rate of 21 August 2026: 1 EUR = 1.1699 USD


@pytest.fixture(scope="module")
def buyer_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("buyer") / "buyer.json"
    save_scenario(BUYER, path)
    return path


@pytest.fixture(scope="module")
def recommend_json(buyer_file: Path) -> dict[str, object]:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["recommend", str(buyer_file), "--deadline-days", "14", "--json"]) == 0
    return json.loads(out.getvalue())  # type: ignore[no-any-return]


def test_recommend_json_shows_the_eur_quotes_against_usd_rents_at_the_ecb_rate(
    recommend_json: dict[str, object],
) -> None:
    options = recommend_json["options"]
    assert isinstance(options, list)
    quotes = {
        (o["hardware"].get("server"), o["cost"], o["currency"])
        for o in options
        if o["your_quote"] and o["cost_kind"] == "purchase" and "nodes" not in o["hardware"]
    }
    assert quotes == {
        ("8x-h200-nvl", 280_000.0, "EUR"),
        ("8x-rtx-pro-6000-server", 110_000.0, "EUR"),
    }
    assert recommend_json["ranking_currency"] == "EUR"
    usd = recommend_json["exchange_rates"]["USD"]  # type: ignore[index]
    assert usd["origin"] == "published" and usd["date"] == "2026-08-21"
    assert usd["rate"] == pytest.approx(1 / ECB_USD)
    rents = [o for o in options if o["cost_kind"] == "rental" and o["currency"] == "USD"]
    assert rents
    for rent in rents:  # a dollar rent compared in euros at the shipped rate, and says so
        assert rent["comparable_cost"] == pytest.approx(rent["cost"] / ECB_USD)
        assert rent["exchange_rates"]["USD"]["date"] == "2026-08-21"


def test_report_shows_the_quotes_and_the_rate_with_its_date(
    buyer_file: Path, tmp_path: Path
) -> None:
    out = tmp_path / "report.md"
    assert main(["report", str(buyer_file), "--out", str(out), "--deadline-days", "14"]) == 0
    text = out.read_text(encoding="utf-8")
    # the main hardware's price in the cost section, the other quote among the options
    prices = text[text.index("### Prices and exchange rates") :]
    assert "purchase price: €280,000 (your quote)" in prices
    options = text[text.index("## Options considered") :]
    assert "€280,000" in options and "€110,000" in options
    assert "1 USD = 0.8548 EUR (ECB reference rate of 2026-08-21)" in options


# (price − residual) / years + hosting × 12 = (100,000 − 20,000) / 4 + 250 × 12 = 23,000
# a run saves rent − electricity = 2,100 − 100 = 2,000: break-even 23,000 / 2,000 = 11.5
BY_HAND = {
    "currency": "EUR",
    "price": 100_000,
    "residual_fraction": 0.2,
    "depreciation_years": 4,
    "hosting_per_month": 250,
    "electricity_per_run": 100,
    "rent_per_run": 2_100,
    "run_days": 10,
}


def test_buy_vs_rent_by_hand() -> None:
    figures = buy_vs_rent(**BY_HAND)
    assert figures.fixed_per_year == pytest.approx(23_000)
    assert figures.residual_value == pytest.approx(20_000)
    assert figures.break_even_runs_per_year == pytest.approx(11.5)
    assert figures.runs_per_year_possible == pytest.approx(36.525)
    # a rent below the run's electricity: owning saves nothing on a run, at any price
    cheap_rent = buy_vs_rent(
        **{**BY_HAND, "price": 1, "electricity_per_run": 50, "rent_per_run": 40}
    )
    assert cheap_rent.break_even_runs_per_year is None  # renting always wins


def test_the_advisor_sets_each_purchase_against_the_cheapest_rent_in_time() -> None:
    terms = {"depreciation_years": 5, "residual_fraction": 0.1, "hosting_per_month": 400}
    data = BUYER.model_dump()
    data["costs"]["ownership"] = terms
    scenario = Scenario.model_validate(data)
    advice = recommend(scenario, 14)
    quote = next(o for o in advice.quotes_as_typed if o.label.startswith("8x H200 NVL"))
    rents = [o for o in advice.options if o.cost_kind == "rental" and o.meets_deadline]
    cheapest = min(rents, key=lambda o: o.comparable_cost or math.inf)
    figures = quote.buy_vs_rent
    assert figures is not None and quote.rent_alternative == cheapest.label
    fixed = (280_000 - 28_000) / 5 + 400 * 12  # 55,200 a year
    electricity = quote.evaluated.electricity.amount  # EUR, at the stack's planned draw
    assert figures.fixed_per_year == pytest.approx(fixed)
    assert figures.electricity_per_run == pytest.approx(electricity)
    assert figures.rent_per_run == pytest.approx(cheapest.cost.amount / ECB_USD)
    assert figures.break_even_runs_per_year == pytest.approx(
        fixed / (cheapest.cost.amount / ECB_USD - electricity)
    )


@pytest.mark.parametrize(
    ("seconds", "period", "billed"),
    [
        (3_600, "hour", 1),
        (3_601, "hour", 2),
        (10, "hour", 1),
        (1.5 * 86_400, "day", 2),
        (30 * 86_400, "month", 1),  # a month is 30.44 days
        (31 * 86_400, "month", 2),
    ],
)
def test_a_rent_is_billed_in_whole_periods(seconds: float, period: str, billed: int) -> None:
    assert billed_periods(seconds, period) == billed


def test_an_hourly_quote_is_billed_by_the_hour_begun() -> None:
    data = BUYER.model_dump()
    data["prices"] = [
        {
            "server": "1x-h100",
            "rental": {"amount": 3.0, "currency": "USD"},
            "rental_per": "hour",
        }
    ]
    advice = recommend(Scenario.model_validate(data), 365, kinds=frozenset({"rental"}))
    boxes = [o for o in advice.options if o.label.startswith("1x H100 rental")]
    assert boxes
    for option in boxes:
        hours = math.ceil(option.evaluated.train_seconds / 3_600)
        nodes = option.evaluated.hardware.nodes
        assert option.billed_periods == hours
        assert option.cost.amount == pytest.approx(3.0 * nodes * hours)


def test_stale_prices_are_flagged_against_the_plan_date() -> None:
    assert months_between(date(2025, 11, 30), date(2026, 12, 1)) == 12
    assert not is_stale("2025-11-30", date(2026, 12, 1), 12)
    assert is_stale("2025-11-01", date(2026, 12, 1), 12)
    assert not is_stale(None, date(2026, 12, 1), 12)  # undated: shown as undated instead
    # the price book's RTX 4090 launch price (2022-09-20) is stale on 1 December 2026
    scenario = Scenario.model_validate(
        {
            "model": "llama-3.1-8b",
            "method": "qlora",
            "tokens": 1e7,
            "hardware": {"gpu": "rtx-4090", "count": 1},
            "costs": {"plan_date": "2026-12-01"},
        }
    )
    # (the card alone: shown beside an option without a price, never its price)
    unpriced = frozenset({"electricity-only"})
    advice = recommend(scenario, 365, kinds=unpriced)
    card = next(o for o in advice.options if o.evaluated.hardware.gpu == "rtx-4090")
    quote = card.card_quote
    assert quote is not None and quote.date == "2022-09-20" and quote.stale
    fresh = scenario.model_copy(
        update={"costs": scenario.costs.model_copy(update={"plan_date": "2023-01-01"})}
    )
    again = recommend(fresh, 365, kinds=unpriced)
    card = next(o for o in again.options if o.evaluated.hardware.gpu == "rtx-4090")
    assert card.card_quote is not None and not card.card_quote.stale


def test_the_shipped_exchange_rates_load_with_their_source_and_date() -> None:
    rates = load_reference_rates()
    assert rates is not None
    assert rates.base == "EUR" and rates.date == "2026-08-21"
    assert "European Central Bank" in rates.source and "ecb.europa.eu" in rates.source
    assert rates.rates["USD"] == ECB_USD and rates.rates["GBP"] == 0.8567


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"rates": {"USD": -1.0}}, "USD: must be a positive number"),
        ({"rates": {"usd": 1.1}}, "not an ISO 4217 code"),
        ({"rates": {"EUR": 1.0}}, "the base EUR cannot have a rate"),
        ({"date": "21.08.2026"}, "date"),
        ({"source": ""}, "source"),
    ],
)
def test_a_bad_exchange_rate_file_is_refused_with_its_field(
    tmp_path: Path, change: dict[str, object], message: str
) -> None:
    good = {"base": "EUR", "date": "2026-08-21", "source": "ECB, reference rates", "rates": {}}
    good["rates"] = {"USD": 1.1699}
    (tmp_path / "exchange_rates.json").write_text(json.dumps({**good, **change}))
    with pytest.raises(CatalogError, match=message):
        load_reference_rates_from(tmp_path)


def test_your_rate_replaces_the_reference_rate() -> None:
    table = exchange_table("EUR", {"USD": 0.9})
    assert table.rate("USD", "EUR") == pytest.approx(0.9)
    assert table.used_for("USD", "EUR")[0].origin == "yours"
    # a currency you set no rate for still converts at the reference, through the euro
    assert table.rate("GBP", "EUR") == pytest.approx(1 / 0.8567)
    swiss = exchange_table("CHF", {})
    assert swiss.rate("USD", "CHF") == pytest.approx(0.9353 / ECB_USD)
