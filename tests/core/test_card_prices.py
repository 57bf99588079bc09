"""Issue 32, finding 2: a consumer card as the purchase benchmark.

Every report said "Owning 8x RTX 5090 × 4 nodes costs €18,226 a year (price €54,678) …",
from the card's launch list price — no server, no network — even for a plan on 8x H200 NVL.
The price book now states each price's scope; a price of the cards alone never stands for a
server, and buy against rent is set only for the buyer's quotes, the plan's own hardware or
the pick.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llmplan.catalog.load import (
    load_catalog,
    load_price_book,
    load_prices,
    no_public_prices,
)
from llmplan.core.advisor.recommend import recommend
from llmplan.core.plan import plan
from llmplan.core.scenario import Hardware, Scenario
from llmplan.presentation import i18n
from llmplan.presentation.price_text import bought_options, plan_price_lines
from llmplan.report.options_section import ownership_lines
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario

EXAMPLE = resource_path("examples", "llama-3.1-8b-8x-h200-nvl.json")
BOOK = resource_path("catalog", "prices.json")


def test_every_price_of_the_book_states_its_scope() -> None:
    raw = json.loads(BOOK.read_text(encoding="utf-8"))
    for entry in raw["entries"]:
        for kind in ("purchase", "rental", "rental_per_month"):
            if kind in entry:
                expected = "card" if "gpu" in entry else "server"
                assert entry[kind]["scope"] == expected, entry
    # the two card prices are the cards alone
    book = load_prices()
    for gpu in ("rtx-4090", "rtx-5090"):
        entry = book[("gpu", gpu)]
        assert entry.purchase is not None and entry.scope_of(entry.purchase) == "card"


def test_the_book_says_which_servers_have_no_public_purchase_price() -> None:
    """Where no vendor or reseller list price was found, the book says so, with the search's
    date and what was found: never a made-up figure."""
    notes = no_public_prices()
    book = load_prices()
    for server in load_catalog().servers:
        entry = book.get(("server", server))
        if entry is None or entry.purchase is None:
            note = notes[server]
            assert note.searched == "2026-12-07"
            assert "none found" in note.note
    # the servers the source documents discuss, each searched for
    for server in ("8x-h200-nvl", "8x-rtx-pro-6000-server", "hgx-8x-h100", "hgx-8x-b200"):
        assert server in notes
    assert "https://" in notes["hgx-8x-h100"].note  # what was read, by address


def test_no_card_price_stands_for_a_server() -> None:
    """Not in any option of the advisor, not in any plan: the launch price of an RTX 5090
    is shown as the cards alone, never as the price of a configuration."""
    scenario = load_scenario(EXAMPLE)
    advice = recommend(scenario, 14)
    purchases = [o for o in advice.options if o.cost_kind == "purchase"]
    assert all(o.quote is not None and o.quote.scope != "card" for o in purchases)
    cards = [o for o in advice.options if o.card_quote is not None]
    assert cards, "the RTX cards' launch prices are still shown"
    assert all(o.cost is None and o.cost_kind == "electricity-only" for o in cards)
    # a plan on bare cards has no purchase price, only the cards' price as information
    bare = plan(Scenario(hardware=Hardware(gpu="rtx-5090", count=8, nodes=4)))
    assert bare.energy.purchase is None
    assert bare.energy.card_purchase is not None
    assert bare.energy.card_purchase.amount == pytest.approx(32 * 1999)
    with i18n.language_in_use("en"):
        lines = plan_price_lines([bare])
    assert any("price of the cards alone" in line for line in lines)
    assert not any("purchase price" in line for line in lines)


def test_your_price_for_one_card_is_the_card_alone_too() -> None:
    scenario = Scenario.model_validate(
        {
            "hardware": {"gpu": "h100-sxm", "count": 8},
            "prices": [{"gpu": "h100-sxm", "purchase": {"amount": 25000, "currency": "USD"}}],
        }
    )
    result = plan(scenario)
    assert result.energy.purchase is None
    assert result.energy.card_purchase is not None
    assert result.energy.card_purchase.amount == pytest.approx(8 * 25000)


def test_buy_against_rent_is_never_set_for_hardware_nobody_asked_about() -> None:
    """The H200 NVL plan with no quote: no "Owning 8x RTX 5090 × 4 nodes …" benchmark,
    but why buying is not compared."""
    advice = recommend(load_scenario(EXAMPLE), 14)
    assert bought_options(advice) == []
    with i18n.language_in_use("en"):
        lines = ownership_lines(advice)
    assert len(lines) == 1
    assert "RTX" not in lines[0] and "Owning" not in lines[0]
    assert lines[0].startswith("Buying 8x NVIDIA H200 NVL 141 GB is not compared with renting")


def test_the_buyers_quote_for_the_plans_server_is_still_set_against_renting() -> None:
    scenario = Scenario.model_validate(
        load_scenario(EXAMPLE).model_dump()
        | {
            "hardware": {"server": "8x-h200-nvl"},
            "prices": [
                {"server": "8x-h200-nvl", "purchase": {"amount": 280_000, "currency": "EUR"}}
            ],
        }
    )
    advice = recommend(scenario, 14)
    bought = bought_options(advice)
    assert [o.evaluated.hardware.server for o in bought] == ["8x-h200-nvl"]
    assert bought[0].quote is not None and bought[0].quote.scope == "server"


def test_a_cluster_price_prices_only_its_own_node_count(tmp_path: Path) -> None:
    """A price 'with the network' for two servers is not the price of one, nor of four."""
    book = tmp_path / "prices.json"
    cluster = {
        "amount": 600_000,
        "currency": "EUR",
        "scope": "cluster",
        "nodes": 2,
        "date": "2026-11-01",
        "source": "a test quote for two servers and their 400G link",
    }
    book.write_text(json.dumps([{"server": "8x-h200-nvl", "purchase": cluster}]))
    prices = load_price_book(book, load_catalog())
    base = load_scenario(EXAMPLE).model_dump()
    costs = {"plan_date": "2026-12-01"}
    for nodes, expected in ((1, None), (2, 600_000), (4, None)):
        scenario = Scenario.model_validate(
            base | {"hardware": {"server": "8x-h200-nvl", "nodes": nodes}, "costs": costs}
        )
        purchase = plan(scenario, prices=prices).energy.purchase
        assert (purchase.amount if purchase else None) == expected
