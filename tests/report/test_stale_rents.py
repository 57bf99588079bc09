"""Issue 22: the price book's dated rents are flagged stale once older than the book allows
(6 months) before the plan date — in the report, the command line and `recommend --json` —
against a plan date the scenario states, never today's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llmplan.catalog.load import stale_after_months
from llmplan.cli import main
from llmplan.core.scenario import Scenario
from llmplan.scenario_file import save_scenario

# Lambda's 8x H100 rent, read 2026-09-20: 2 months old on 2026-12-01, 8 on 2027-06-01
FRESH, STALE = "2026-12-01", "2027-06-01"


def _scenario_file(tmp_path: Path, plan_date: str) -> Path:
    scenario = Scenario.model_validate(
        {
            "model": "llama-3.1-8b",
            "method": "lora",
            "tokens": 1e9,
            "hardware": {"server": "hgx-8x-h100"},
            "costs": {"plan_date": plan_date},
        }
    )
    path = tmp_path / f"plan-{plan_date}.json"
    save_scenario(scenario, path)
    return path


def test_the_book_says_how_old_a_price_may_be() -> None:
    assert stale_after_months() == 6


@pytest.mark.parametrize(("plan_date", "stale"), [(FRESH, False), (STALE, True)])
def test_the_report_flags_a_stale_rent(tmp_path: Path, plan_date: str, stale: bool) -> None:
    path = _scenario_file(tmp_path, plan_date)
    for language, fresh_words, stale_words in (
        ("en", "quoted 2026-09-20", "quoted 2026-09-20 — stale, check it"),
        ("de", "Stand 2026-09-20", "Stand 2026-09-20 — veraltet, bitte prüfen"),
    ):
        out = tmp_path / f"report-{language}.md"
        assert main(["report", str(path), "--out", str(out), "--language", language]) == 0
        text = out.read_text(encoding="utf-8")
        assert "lambda.ai" in text  # the rent's source
        assert fresh_words in text
        assert (stale_words in text) is stale, language


@pytest.mark.parametrize(("plan_date", "stale"), [(FRESH, False), (STALE, True)])
def test_the_command_line_flags_a_stale_rent(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], plan_date: str, stale: bool
) -> None:
    path = _scenario_file(tmp_path, plan_date)
    assert main(["plan", str(path)]) == 0
    flag = " (quoted 2026-09-20, stale)" if stale else " (quoted 2026-09-20)"
    assert f"at 31.92 USD an hour{flag}" in capsys.readouterr().out
    assert main(["recommend", str(path), "--deadline-days", "3"]) == 0
    text = capsys.readouterr().out
    assert ("stale price (quoted 2026-09-20)" in text) is stale
    assert main(["recommend", str(path), "--deadline-days", "3", "--json"]) == 0
    options = json.loads(capsys.readouterr().out)["options"]
    booked = [o["quote"] for o in options if o["quote"] and o["quote"]["origin"] == "catalogue"]
    assert booked and all(q["date"] is not None for q in booked)
    assert all(q["stale"] is stale for q in booked)
