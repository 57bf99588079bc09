"""Issue 35: the odds on the Memory fit and Timeline tabs and the summary strip, in English
and German, each naming the shipped runs it rests on."""

from __future__ import annotations

import pytest

from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.tabs.memory_tab import MemoryFitTab
from llmplan.gui.tabs.timeline_tab import TimelineTab
from llmplan.presentation.odds_text import percent
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario

pytestmark = pytest.mark.usefixtures("english_gb")


def llama_8b(**more: object) -> Scenario:
    """Llama 3.1 8B, HF Transformers, on one 8x H200 NVL server, 10 B tokens."""
    return Scenario.model_validate(
        {
            "framework": "hf-transformers",
            "model": "llama-3.1-8b",
            "tokens": 1e10,
            "hardware": Hardware(server="8x-h200-nvl"),
            **more,
        }
    )


def test_memory_tab_states_p_fits_its_quantiles_and_runs(store_tab) -> None:  # type: ignore[no-untyped-def]
    tab, store = store_tab(MemoryFitTab, llama_8b())
    result = store.results[0]
    p, q, evidence = result.probabilities, result.memory_per_gpu_gib_quantiles, result.evidence
    assert p is not None and q is not None and evidence is not None
    text = tab.verdict.text()
    assert f"{percent(p.fits)} likely to fit the card" in text
    assert "median" in text and "P95" in text
    assert sorted(evidence.memory_runs)[0] in text


def test_timeline_states_the_deadline_and_the_p10_p90(store_tab) -> None:  # type: ignore[no-untyped-def]
    tab, store = store_tab(TimelineTab, llama_8b(deadline_days=3.5))
    result = store.results[0]
    p = result.probabilities
    assert p is not None and p.deadline is not None and 0.01 < p.deadline < 0.99
    totals = tab.totals.text()
    assert f"{percent(p.deadline)} likely to finish within 3.5 days" in totals
    assert "Training P10–P90" in totals
    assert "P10–P90 interval" in tab.caption.text()
    # a later deadline is likelier to hold
    with_more_time = store_tab(TimelineTab, llama_8b(deadline_days=4.5))[1].results[0]
    assert with_more_time.probabilities.deadline > p.deadline  # type: ignore[union-attr]


def test_summary_strip_badge_carries_the_probability_in_both_languages(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    # 70B QLoRA on one H100 uses 85 % of the card and no shipped run is like it: tight
    scenario = load_scenario(resource_path("examples", "llama-3.1-70b-qlora-1x-h100.json"))
    scenario = scenario.model_copy(update={"deadline_days": 4.0})
    window = make_window()
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=10000):
        window.store.replace(scenario)
    result = window.store.results[0]
    p = result.probabilities
    assert p is not None and 0.5 <= p.fits < 0.95 and result.memory.fit_status == "tight"
    strip = window.summary
    assert strip.text("fits") == "⚠ tight"
    assert strip.fit_odds.text() == f"{percent(p.fits)} likely"
    assert "likely to finish within 4 days" in strip.band.text()
    assert "Rests on" in strip.values["days"].toolTip()
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=10000):
        window.apply_preferences(window.preferences.model_copy(update={"language": "de"}))
        window.store.replace(scenario)
    strip = window.summary  # the language switch rebuilds the window's widgets
    assert strip.text("fits") == "⚠ knapp"
    assert strip.fit_odds.text().endswith(" wahrscheinlich")
    assert "binnen 4 Tagen fertig" in strip.band.text()
    assert "Beruht auf" in strip.values["days"].toolTip()


def test_the_training_form_sets_the_deadline_and_budget(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    from llmplan.gui.widgets.number_field import NumberField

    window = make_window()
    store = window.store
    deadline = window.findChild(NumberField, "deadline_days")
    budget = window.findChild(NumberField, "budget")
    assert deadline is not None and budget is not None
    with qtbot.waitSignal(store.sig_result_changed, timeout=10000):
        assert deadline.set_text("30") is None
    with qtbot.waitSignal(store.sig_result_changed, timeout=10000):
        assert budget.set_text("50000") is None
    assert store.scenario.deadline_days == 30 and store.scenario.budget == 50_000
    odds = store.results[0].probabilities
    assert odds is not None and odds.deadline is not None and odds.budget is not None
    assert "likely to finish within 30 days" in window.summary.band.text()
    assert "likely to stay within 50,000" in window.summary.values["days"].toolTip()
