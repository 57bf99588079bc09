"""The report's "Options considered" page: the front, the pick, the runner-up and why, with
the exchange rate that was used and every amount in its own currency."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from llmplan.cli import main
from llmplan.core.advisor.recommend import Recommendation, recommend
from llmplan.core.money import Money, PriceOverride
from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Scenario
from llmplan.presentation import formatting, i18n
from llmplan.report.markdown import report_markdown
from llmplan.report.options_section import MAX_ROWS, shown_options
from llmplan.report.pdf import export_pdf
from llmplan.scenario_file import save_scenario
from pdf_pages import pdf_pages
from seed_prices import seed003_prices

SCENARIO = Scenario.model_validate(
    {
        "name": "Which server for an 8B LoRA?",
        "model": "llama-3.1-8b",
        "method": "lora",
        "tokens": 1e9,
        "costs": {"currency": "EUR", "exchange_rates": {"USD": 0.86}},
    }
)


@pytest.fixture(scope="module")
def advice() -> Recommendation:
    return recommend(SCENARIO, 0.5, billing="whole-periods")


def test_markdown_names_the_pick_the_runner_up_the_reason_and_the_rate(
    advice: Recommendation,
) -> None:
    text = report_markdown(SCENARIO, plan_candidates(SCENARIO), advice)
    section = text[text.index("## Options considered") :]
    assert advice.pick is not None and advice.runner_up is not None
    assert advice.pick.label in section and advice.runner_up.label in section
    assert "Why: cheapest that meets 0.5 days." in section
    assert "1 USD = 0.86 EUR" in section  # the report says which rate compared the prices
    assert "in whole periods of its quote" in section
    for option in shown_options(advice):
        assert formatting.money(option.cost.amount, option.cost.currency) in section
        if option.cost.currency == "USD":
            assert formatting.money(option.cost.amount, "EUR") not in section
    # the front: each row faster than the next and dearer
    front = advice.pareto_front
    assert len(front) >= 2
    for faster, slower in itertools.pairwise(front):
        assert faster.train_days < slower.train_days
        assert (faster.comparable_cost or 0) > (slower.comparable_cost or 0)


def test_pdf_puts_the_options_on_a_page_of_their_own(
    qapp,
    advice: Recommendation,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    target = tmp_path / "report.pdf"
    export_pdf(SCENARIO, plan_candidates(SCENARIO), None, target, advice)
    pages = pdf_pages(target)
    page = next(p for p in pages if "Options considered" in p)
    assert advice.pick is not None
    flat = " ".join(page.split())
    assert "cheapest that meets 0.5 days" in flat
    assert "Assumptions" not in page


def test_cli_report_adds_the_section_with_a_deadline(tmp_path: Path) -> None:
    scenario_file = tmp_path / "scenario.json"
    save_scenario(SCENARIO, scenario_file)
    out = tmp_path / "report.md"
    assert main(["report", str(scenario_file), "--out", str(out), "--deadline-days", "2"]) == 0
    assert "## Options considered" in out.read_text(encoding="utf-8")
    plain = tmp_path / "plain.md"
    assert main(["report", str(scenario_file), "--out", str(plain)]) == 0
    assert "Options considered" not in plain.read_text(encoding="utf-8")


def test_a_long_front_keeps_the_pick_and_the_runner_up_on_one_page(
    qapp,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    # a full fine-tune of 8B on 10 B tokens with two weeks' time, and the user's own rents
    # per card (every count of cards is an option): the front runs from four 8-GPU boxes
    # (hours) to one rented card (days), longer than a page; the pick is among the slowest,
    # so a table cut after the fastest rows would leave it out
    rents = (("h100-sxm", 2000.0), ("b200", 4200.0), ("h200-sxm", 2900.0))
    prices = [
        PriceOverride(gpu=gpu, rental_per_month=Money(amount=amount, currency="USD"))
        for gpu, amount in rents
    ]
    scenario = Scenario(model="llama-3.1-8b", method="full", tokens=1e10, prices=prices)
    # against seed 003's monthly rents for the servers: with a month billed per box, the
    # cheap per-card months make the slow end of the front the cheapest
    advice = recommend(scenario, 14, kinds=frozenset({"rental"}), prices=seed003_prices())
    assert advice.pick is not None and advice.runner_up is not None
    assert len(advice.pareto_front) > MAX_ROWS
    shown = shown_options(advice)
    assert len(shown) == MAX_ROWS
    assert any(o is advice.pick for o in shown) and any(o is advice.runner_up for o in shown)
    assert shown[0] is min(advice.pareto_front, key=lambda o: o.train_days)  # fastest kept
    assert [o.train_days for o in shown] == sorted(o.train_days for o in shown)
    target = tmp_path / "report.pdf"
    for language in ("en", "de"):
        with i18n.language_in_use(language):
            export_pdf(scenario, plan_candidates(scenario), None, target, advice)
        pages = pdf_pages(target)
        heading = "Options considered" if language == "en" else "Geprüfte Optionen"
        footnote = "Options without a known price" if language == "en" else "Optionen ohne"
        page = next(" ".join(p.split()) for p in pages if heading in p)
        assert footnote in page  # the table and its note end on the section's page
