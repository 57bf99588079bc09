"""Issue 22: how long a run rents follows the rent's billing period. The price book's rents
are by the hour, so "Rental months needed: 0.1" said nothing; an hourly rent reads in hours,
the seed's monthly rent (tests/data/prices_seed003.json) in months — in the report's table,
its Markdown and CSV, the command line and the explanation of the figure. The rent's cost
cites the rent's own source and the day it was quoted, not seed 003 for every rent."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from llmplan.catalog.load import load_prices
from llmplan.cli import main
from llmplan.core.plan import plan_candidates
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.presentation import formatting, i18n
from llmplan.presentation.explanations import explanation_text, number_text
from llmplan.report.csv import report_csv
from llmplan.report.markdown import report_markdown
from llmplan.report.pdf import export_pdf
from llmplan.scenario_file import save_scenario
from pdf_pages import pdf_text
from seed_prices import seed003_prices

SECONDS_PER_HOUR = 3600.0
SECONDS_PER_MONTH = 30.44 * 86400.0  # the seed's month: 365.25 / 12 days

# QLoRA of Llama 3.1 70B on one rented H100: Lambda's $4.29 an hour in the shipped book,
# the guide's $2,190 a month in the seed's
SCENARIO = Scenario.model_validate(
    {
        "name": "Rent by the hour or the month",
        "model": "llama-3.1-70b",
        "method": "qlora",
        "tokens": 5e7,
        "epochs": 2,
        "hardware": {"server": "1x-h100"},
        "seq_len": 8192,
        "activation_checkpointing": "full",
        "mfu": 0.3,
        "costs": {"plan_date": "2026-12-01"},
    }
)


@pytest.fixture(scope="module")
def hourly() -> PlanResult:
    return plan_candidates(SCENARIO)[0]


@pytest.fixture(scope="module")
def monthly() -> PlanResult:
    return plan_candidates(SCENARIO, prices=seed003_prices())[0]


def test_the_result_types_the_period_beside_the_amount(
    hourly: PlanResult, monthly: PlanResult
) -> None:
    book = load_prices()[("server", "1x-h100")]
    assert book.rent_period == "hour"
    seconds = hourly.time.train_seconds
    assert hourly.energy.rental_period == "hour"
    assert hourly.energy.rental_periods == pytest.approx(seconds / SECONDS_PER_HOUR)
    assert hourly.energy.rental_cost == pytest.approx(seconds / SECONDS_PER_HOUR * 4.29)
    # the documented JSON figure stays the months
    assert hourly.energy.rental_months == pytest.approx(seconds / SECONDS_PER_MONTH)
    seconds = monthly.time.train_seconds
    assert monthly.energy.rental_period == "month"
    assert monthly.energy.rental_periods == pytest.approx(seconds / SECONDS_PER_MONTH)
    assert monthly.energy.rental_cost == pytest.approx(seconds / SECONDS_PER_MONTH * 2190)


def test_no_rent_has_no_period() -> None:
    data = SCENARIO.model_dump() | {"hardware": {"gpu": "h100-sxm", "count": 1}}
    owned = plan_candidates(Scenario.model_validate(data))[0]
    assert owned.energy.rental_cost is None
    assert owned.energy.rental_period is None and owned.energy.rental_periods is None


def _table_line(text: str, label: str) -> str:
    return next(line for line in text.splitlines() if line.startswith(f"| {label} |"))


def test_the_report_reads_an_hourly_rent_in_hours(hourly: PlanResult) -> None:
    hours = hourly.time.train_seconds / SECONDS_PER_HOUR
    assert 10 < hours < 200  # a run of hours, which "0.1" months hid
    text = report_markdown(SCENARIO, [hourly])
    assert _table_line(text, "Rental hours needed") == (
        f"| Rental hours needed | {formatting.number(hours, 1)} |"
    )
    assert "Rental months" not in text
    with i18n.language_in_use("de"):
        german = report_markdown(SCENARIO, [hourly])
        assert f"| Benötigte Mietstunden | {formatting.number(hours, 1)} |" in german
    rows = {row[1]: row for row in csv.reader(io.StringIO(report_csv([hourly])))}
    assert rows["rental_hours"][3] == "hours"
    assert float(rows["rental_hours"][4]) == pytest.approx(hours)
    assert "rental_months" not in rows


def test_the_report_reads_a_monthly_rent_in_months(monthly: PlanResult) -> None:
    months = monthly.time.train_seconds / SECONDS_PER_MONTH
    text = report_markdown(SCENARIO, [monthly])
    assert _table_line(text, "Rental months needed") == (
        f"| Rental months needed | {formatting.number(months, 1)} |"
    )
    assert "Rental hours" not in text
    rows = {row[1]: row for row in csv.reader(io.StringIO(report_csv([monthly])))}
    assert rows["rental_months"][3] == "months"
    assert float(rows["rental_months"][4]) == pytest.approx(months)


def test_rents_billed_by_different_periods_each_name_their_own(
    hourly: PlanResult, monthly: PlanResult
) -> None:
    hours = hourly.time.train_seconds / SECONDS_PER_HOUR
    months = monthly.time.train_seconds / SECONDS_PER_MONTH
    text = report_markdown(SCENARIO, [hourly, monthly])
    line = _table_line(text, "Rental time needed")
    assert f"| {formatting.number(hours, 1)} hours |" in line
    assert f"| {formatting.number(months, 1)} months |" in line


def test_the_explained_figure_follows_the_period(hourly: PlanResult, monthly: PlanResult) -> None:
    """The report and `plan --explain` show the price explanations over the plan's."""
    for result, label, unit in (
        (hourly, "Rental hours", "hours"),
        (monthly, "Rental months", "months"),
    ):
        shown = explanation_text(
            "rental_months",
            {**result.explanations, **result.energy.price_explanations}["rental_months"],
        )
        assert shown.label == label
        assert shown.value == f"{number_text(result.energy.rental_periods or 0)} {unit}"


def test_the_rent_cites_its_own_source_and_date(hourly: PlanResult, monthly: PlanResult) -> None:
    book = load_prices()[("server", "1x-h100")].rent
    assert book is not None and book.date == "2026-09-20"
    explained = hourly.explanations["rental_cost"]
    assert explained.source == f"{book.source}; quoted 2026-09-20"
    assert "Как дообучить" not in explained.source  # seed 003 is not this rent's source
    assert explanation_text("rental_cost", explained).source.endswith("; quoted 2026-09-20")
    with i18n.language_in_use("de"):
        german = explanation_text("rental_cost", explained).source
        assert german.startswith("Lambda, On-Demand-Instanzen") and german.endswith(
            "; Stand 2026-09-20"
        )
    # the seed's book: the guide is the source, and it gives no date
    seed = seed003_prices()[("server", "1x-h100")].rent
    assert seed is not None and seed.date is None
    assert monthly.explanations["rental_cost"].source == seed.source
    assert "Как дообучить" in seed.source


def test_your_own_rent_is_your_quote() -> None:
    quote = {"server": "1x-h100", "rental_per_month": {"amount": 1800, "currency": "EUR"}}
    mine = Scenario.model_validate(SCENARIO.model_dump() | {"prices": [quote]})
    result = plan_candidates(mine)[0]
    assert result.energy.rental_period == "month"
    assert result.explanations["rental_cost"].source == "your quote"


def test_the_command_line_says_how_long_the_run_rents(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], hourly: PlanResult
) -> None:
    path = tmp_path / "hourly.json"
    save_scenario(SCENARIO, path)
    assert main(["plan", str(path)]) == 0
    hours = hourly.time.train_seconds / SECONDS_PER_HOUR
    assert f"for {hours:,.1f} hours at 4.29 USD an hour (quoted 2026-09-20)" in (
        capsys.readouterr().out
    )
    assert main(["plan", "--explain", str(path)]) == 0
    out = capsys.readouterr().out
    assert "rental_months: Rental hours = " in out
    assert "; quoted 2026-09-20" in out


def test_the_pdf_reads_the_rent_in_its_period(
    qapp,  # type: ignore[no-untyped-def]
    tmp_path: Path,
    hourly: PlanResult,
    monthly: PlanResult,
) -> None:
    """The PDF's table and its explanation of every figure, for an hourly and a monthly rent."""
    for result, words, other in (
        (hourly, ("Rental hours needed", "Rental hours:", "quoted 2026-09-20"), "Rental months"),
        (monthly, ("Rental months needed", "Rental months:"), "Rental hours"),
    ):
        target = tmp_path / f"{result.energy.rental_period}.pdf"
        export_pdf(SCENARIO, [result], None, target)
        text = " ".join(pdf_text(target).split())
        periods = formatting.number(result.energy.rental_periods or 0, 1)
        assert f"{words[0]} {periods}" in text, words[0]
        for word in words[1:]:
            assert word in text, word
        assert other not in text
