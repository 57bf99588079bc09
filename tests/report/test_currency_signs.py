"""Every amount carries its own currency's sign: catalogue rents are dollars, the user's
electricity price is in euros, a price the user enters keeps its currency — on screen, in the
PDF, the Markdown and the CSV. Nothing is converted without a rate the user set."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from llmplan.core.plan import plan_candidates
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.timeline_tab import TimelineTab
from llmplan.presentation import formatting
from llmplan.report.csv import report_csv
from llmplan.report.markdown import report_markdown
from llmplan.report.pdf import export_pdf
from pdf_pages import pdf_text

# 8x H100 at the guide's $16,900 a month; 8x B200 at a price the user typed in pounds; the
# default model and tokens (Llama 3.1 8B, 10 B): which currency an amount is in matters here,
# not its size
SCENARIO = Scenario.model_validate(
    {
        "name": "Rent in dollars and pounds, power in euros",
        # the reference model plans at the optimistic end of its band, so the plan's own
        # electricity figure is the band's first amount that the views show
        "framework": "reference",
        "hardware": {"server": "hgx-8x-h100"},
        "candidates": [{"server": "hgx-8x-b200"}],
        "prices": [
            {"server": "hgx-8x-b200", "rental_per_month": {"amount": 30000, "currency": "GBP"}}
        ],
        "costs": {"currency": "EUR"},
    }
)


WRONG = {"USD": ("EUR", "GBP"), "GBP": ("EUR", "USD"), "EUR": ("USD", "GBP")}


@pytest.fixture(scope="module")
def results() -> list[PlanResult]:
    return plan_candidates(SCENARIO)


def amounts(results: list[PlanResult]) -> list[tuple[float | tuple[float, float], str]]:
    out: list[tuple[float | tuple[float, float], str]] = []
    for r in results:
        out.append((r.energy.electricity_cost_band.pair(), r.energy.currency))
        assert r.energy.rental_cost is not None and r.energy.rental_currency is not None
        out.append((r.energy.rental_cost, r.energy.rental_currency))
    return out


def written(amount: float | tuple[float, float], currency: str) -> str:
    """An amount, or a band with its sign once ("€77–153"), as the views write it."""
    if isinstance(amount, tuple):
        return formatting.money_range(*amount, currency)
    return formatting.money(amount, currency)


def assert_own_signs(text: str, results: list[PlanResult]) -> None:
    assert [r.energy.rental_currency for r in results] == ["USD", "GBP"]
    for amount, currency in amounts(results):
        assert written(amount, currency) in text, (amount, currency)
        for other in WRONG[currency]:
            assert written(amount, other) not in text, (amount, other)


def test_markdown_shows_each_amount_in_its_currency(results: list[PlanResult]) -> None:
    assert_own_signs(report_markdown(SCENARIO, results), results)


def test_pdf_shows_each_amount_in_its_currency(
    qapp,
    results: list[PlanResult],
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    target = tmp_path / "report.pdf"
    export_pdf(SCENARIO, results, None, target)
    assert_own_signs(pdf_text(target), results)


def test_csv_names_the_currency_of_every_amount(results: list[PlanResult]) -> None:
    rows = list(csv.reader(io.StringIO(report_csv(results))))
    by_key = {row[1]: row for row in rows[1:]}
    # electricity is a band like the run time: both ends name their currency
    for bound in ("optimistic", "conservative"):
        assert by_key[f"electricity_cost.{bound}"][3] == "EUR"
    rent = by_key["rental_cost"]
    usd, gbp = rent[4:]
    assert usd.endswith(" USD") and gbp.endswith(" GBP")
    assert float(usd.split()[0]) == pytest.approx(results[0].energy.rental_cost)
    assert float(gbp.split()[0]) == pytest.approx(results[1].energy.rental_cost)


def test_timeline_tab_shows_each_amount_in_its_currency(
    qtbot,
    results: list[PlanResult],  # type: ignore[no-untyped-def]
) -> None:
    store = ScenarioStore(SCENARIO)
    tab = TimelineTab(store)
    qtbot.addWidget(tab)
    store.recompute_now()
    text = tab.totals.text() + "\n" + tab.table.to_tsv()
    # the tab shows the store's plans: with their odds, the bands are the P10–P90
    assert [r.hardware_label for r in store.results] == [r.hardware_label for r in results]
    assert_own_signs(text, store.results)
