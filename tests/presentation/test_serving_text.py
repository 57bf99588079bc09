"""The serving plan's words in English and German, from a real plan."""

from __future__ import annotations

from llmplan.catalog.load import load_catalog
from llmplan.core.scenario import Scenario
from llmplan.core.serving.plan import plan_serving
from llmplan.core.serving.result import ServingPlan
from llmplan.presentation import i18n, serving_text


def _plan() -> ServingPlan:
    scenario = Scenario.model_validate(
        {
            "model": "llama-3.1-70b",
            "method": "qlora",
            "hardware": {"server": "8x-rtx-pro-6000-server"},
            "serving": {"precision": "fp8"},
        }
    )
    return plan_serving(scenario, load_catalog(), {})


def test_every_word_has_its_german() -> None:
    plan = _plan()
    with i18n.language_in_use("en"):
        english = [*serving_text.column_headers(), serving_text.merge_text(plan.merge)]
        english_rows = [serving_text.candidate_row(c) for c in plan.candidates]
    with i18n.language_in_use("de"):
        german = [*serving_text.column_headers(), serving_text.merge_text(plan.merge)]
        german_rows = [serving_text.candidate_row(c) for c in plan.candidates]
        note = serving_text.band_note()
    untranslatable = {"Hardware", "Engine"}  # the same word in German
    assert {e for e, g in zip(english, german, strict=True) if e == g} == untranslatable
    assert "Perzentil" in note and "Arbeitsspeicher" in german[-1]
    # the server runs 8 copies of one card each, worded in each language
    assert "1 card × 8 copies" in english_rows[0][1]
    assert "1 Karte × 8 Kopien" in german_rows[0][1]
    assert german_rows[-1][0].startswith("Laptop-CPU")
