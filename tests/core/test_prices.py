"""The price book: validated on load, every price with currency, source and date; the seed's
rents kept as test data."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llmplan.catalog.errors import CatalogError
from llmplan.catalog.load import load_catalog, load_prices, load_prices_from
from llmplan.cli import main
from llmplan.core.money import Money, convert, format_money
from llmplan.core.plan import plan
from llmplan.core.scenario import Hardware, Scenario
from seed_prices import SEED003_RENTS_USD, seed003_prices

# the shipped book's dated on-demand rents (docs/dated-rents.md): USD per hour, date, source
DATED_RENTS = {
    "1x-h100": (4.29, "2026-09-20", "lambda.ai"),
    "1x-b200": (6.99, "2026-09-20", "lambda.ai"),
    "hgx-8x-h100": (31.92, "2026-09-20", "lambda.ai"),  # $3.99 per GPU-hour × 8
    "hgx-8x-b200": (53.52, "2026-09-20", "lambda.ai"),  # $6.69 per GPU-hour × 8
    "1x-h200": (3.99, "2026-08-26", "hyperstack.cloud"),
    "1x-b300": (7.40, "2026-08-26", "hyperstack.cloud"),
    "hgx-8x-h200": (31.92, "2026-08-26", "hyperstack.cloud"),  # $3.99 × 8
    "hgx-8x-b300": (59.20, "2026-08-26", "hyperstack.cloud"),  # $7.40 × 8
}


def test_price_book_holds_dated_hourly_rents_each_with_its_source() -> None:
    prices = load_prices()
    for server, (amount, day, site) in DATED_RENTS.items():
        entry = prices[("server", server)]
        rent = entry.rent
        assert rent is not None and entry.rent_period == "hour"
        assert (rent.amount, rent.currency, rent.date) == (amount, "USD", day)
        assert site in rent.source and "https://" in rent.source
        if server.startswith("hgx-8x-"):  # derived from a per-GPU rate: the source says so
            assert "× 8 GPUs" in rent.source
    for entry in prices.values():
        for price in (entry.purchase, entry.rent):
            if price is not None:
                assert len(price.source) > 20 and len(price.currency) == 3
                assert price.date is not None  # every price of the book is dated


def test_seed_price_book_holds_the_seed_rents_in_dollars_with_their_source() -> None:
    """The test data the seed's figures are reproduced from (loaded by the same loader)."""
    prices = seed003_prices()
    for server, amount in SEED003_RENTS_USD.items():
        entry = prices[("server", server)]
        rent = entry.rental_per_month
        assert rent is not None and entry.rent_period == "month"
        assert (rent.amount, rent.currency, rent.date) == (amount, "USD", None)
        assert "70B" in rent.source  # cited by the article's title


def test_no_price_is_made_up_for_cards_without_a_public_list_price() -> None:
    prices = load_prices()
    for gpu in ("h100-sxm", "h200-nvl", "b200", "mi300x", "gaudi-3"):
        assert ("gpu", gpu) not in prices


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"server": "hgx-8x-h100"}, "purchase"),
        (
            {
                "server": "hgx-8x-h10",
                "rental_per_month": {"amount": 1, "currency": "USD", "source": "somewhere"},
            },
            "unknown server",
        ),
        (
            {"gpu": "rtx-4090", "purchase": {"amount": 1, "currency": "usd", "source": "abc"}},
            "currency",
        ),
        (
            {"gpu": "rtx-4090", "purchase": {"amount": -5, "currency": "USD", "source": "abc"}},
            "amount",
        ),
        # a scope that contradicts its entry (a card's price is not a server's)
        (
            {
                "gpu": "rtx-5090",
                "purchase": {"amount": 1999, "currency": "USD", "source": "abc", "scope": "server"},
            },
            "a GPU's price is for the card alone",
        ),
        (
            {
                "server": "8x-h200-nvl",
                "purchase": {"amount": 1, "currency": "USD", "source": "abc", "scope": "card"},
            },
            "a server's price is 'server' or 'cluster'",
        ),
        (
            {
                "server": "8x-h200-nvl",
                "purchase": {"amount": 1, "currency": "USD", "source": "abc", "scope": "cluster"},
            },
            "a 'cluster' price names its 'nodes'",
        ),
    ],
)
def test_a_bad_price_entry_is_refused_with_its_field_or_scope(
    tmp_path: Path, entry: dict[str, object], message: str
) -> None:
    (tmp_path / "prices.json").write_text(json.dumps([entry]), encoding="utf-8")
    with pytest.raises(CatalogError, match=message):
        load_prices_from(tmp_path, load_catalog())


def test_plan_rent_keeps_the_currency_of_its_price() -> None:
    dollars = plan(Scenario(hardware=Hardware(server="hgx-8x-h100")))
    assert dollars.energy.rental_currency == "USD" and dollars.energy.currency == "EUR"
    euros = plan(
        Scenario.model_validate(
            {
                "hardware": {"server": "hgx-8x-h100"},
                "prices": [
                    {
                        "server": "hgx-8x-h100",
                        "rental": {"amount": 30, "currency": "EUR"},
                        "rental_per": "hour",
                    }
                ],
            }
        )
    )
    assert euros.energy.rental_currency == "EUR"
    # the book's $31.92 an hour (Lambda, 8 × $3.99) against the user's €30 an hour
    assert euros.energy.rental_cost == pytest.approx(dollars.energy.rental_cost * 30 / 31.92)


def test_money_sign_and_conversion() -> None:
    assert format_money(16900, "USD") == "$16,900"
    assert format_money(79.5, "EUR") == "€79.50"
    assert format_money(1200, "CHF") == "1,200 CHF"
    assert convert(100, "USD", "EUR", {}, "EUR") is None
    assert convert(100, "USD", "EUR", {"USD": 0.9}, "EUR") == pytest.approx(90)
    assert convert(90, "EUR", "USD", {"USD": 0.9}, "EUR") == pytest.approx(100)
    with pytest.raises(ValueError):
        Money(amount=1, currency="dollars")


def test_recommend_json_has_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    from llmplan.resources import resource_path

    path = resource_path("examples", "llama-3.1-70b-qlora-1x-h100.json")
    assert main(["recommend", str(path), "--deadline-days", "30", "--top", "3", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"options", "searched", "pick", "reason", "binding_constraint"} <= set(data)
    option = data["options"][0]
    for key in (
        "hardware",
        "sharding",
        "activation_checkpointing",
        "micro_batch",
        "train_days",
        "train_days_conservative",
        "energy_kwh",
        "cost",
        "currency",
        "cost_kind",
        "memory_per_gpu_gb",
        "pareto",
    ):
        assert key in option
    assert option["cost_kind"] in {"rental", "purchase", "electricity-only"}
    assert data["pick"] is not None and data["binding_constraint"] is None
    assert data["searched"] >= 5000
    Hardware.model_validate(option["hardware"])  # in the scenario's own form


def test_recommend_bad_input_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "nope.json"
    assert main(["recommend", str(missing), "--deadline-days", "3"]) == 2
    assert "not found" in capsys.readouterr().err
