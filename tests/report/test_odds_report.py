"""Issue 35 in the PDF: the odds in sentences a purchase request can quote ("93 % likely to
finish within 14 days"), English and German, naming the runs they rest on."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Hardware, Scenario
from llmplan.presentation import i18n
from llmplan.presentation.odds_text import percent
from llmplan.report.pdf import export_pdf
from llmplan.validation import with_validation
from pdf_pages import pdf_pages

WORDS = {
    "en": ("likely to finish within 3.5 days", "Rests on", "(P10–P90)"),
    "de": ("Wahrscheinlichkeit binnen 3,5 Tagen fertig", "Beruht auf", "(P10–P90)"),
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_pdf_quotes_the_odds(qapp, tmp_path: Path, language: str) -> None:  # type: ignore[no-untyped-def]
    scenario = Scenario.model_validate(
        {
            "framework": "hf-transformers",
            "model": "llama-3.1-8b",
            "tokens": 1e10,
            "hardware": Hardware(server="8x-h200-nvl"),
            "deadline_days": 3.5,
        }
    )
    results = [with_validation(r, scenario) for r in plan_candidates(scenario)]
    p = results[0].probabilities
    assert p is not None and p.deadline is not None and 0.01 < p.deadline < 0.99
    target = tmp_path / "report.pdf"
    with i18n.language_in_use(language):
        export_pdf(scenario, results, None, target)
        shown = percent(p.deadline)
    whole = " ".join(" ".join(page.split()) for page in pdf_pages(target))
    whole = whole.replace("– ", "–").replace("- ", "-")  # lines the PDF broke at a dash
    finish, rests, band = WORDS[language]
    assert f"{shown} likely to finish" in whole if language == "en" else shown in whole
    assert finish in whole and rests in whole and band in whole
    evidence = results[0].evidence
    assert evidence is not None
    assert sorted(set(evidence.memory_runs) | set(evidence.throughput_runs))[0] in whole
