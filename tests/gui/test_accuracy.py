"""The framework in the GUI: selector on Model & hardware, quick control on Memory fit, the
memory verdict with its validated error, and Help → How accurate is this?"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.accuracy import accuracy_html, memory_verdict
from llmplan.gui.tabs.memory_tab import MemoryFitTab
from llmplan.presentation import formatting
from llmplan.presentation.accuracy_text import accuracy_note
from llmplan.validation import shipped_summary

H200 = Hardware(gpu="h200-sxm", count=1)


def lora_on_one_h200(model: str, **more: object) -> Scenario:
    """LoRA of `model` on one H200 SXM, unsharded, and `more`."""
    return Scenario.model_validate(
        {"model": model, "method": "lora", "hardware": H200, "sharding": "none", **more}
    )


@pytest.fixture(autouse=True)
def english_gib() -> Iterator[None]:
    previous_locale, previous_unit = QLocale(), formatting.memory_unit()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    formatting.set_memory_unit("GiB")
    yield
    QLocale.setDefault(previous_locale)
    formatting.set_memory_unit(previous_unit)


def test_gib_is_the_default_display_unit() -> None:
    from llmplan.gui.settings import Preferences

    assert Preferences().memory_unit == "GiB"


def test_model_tab_selector_sets_the_framework(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    combo = window.model_tab.training.framework
    assert combo.currentData() == "hf-transformers"
    assert [combo.itemData(i) for i in range(combo.count())] == [
        "hf-transformers",
        "torchtune",
        "torchtitan",
        "megatron",
        "reference",
    ]
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        combo.setCurrentIndex(combo.findData("torchtune"))
    assert window.store.scenario.framework == "torchtune"
    assert window.store.result.framework == "torchtune"
    # the Memory fit tab's quick control follows the same scenario field
    assert window.memory_tab.framework.currentData() == "torchtune"


def test_memory_quick_control_and_verdict(qtbot, store_tab) -> None:  # type: ignore[no-untyped-def]
    scenario = lora_on_one_h200(
        "qwen3-8b", seq_len=4096, activation_checkpointing="none", micro_batch=1
    )
    tab, store = store_tab(MemoryFitTab, scenario)
    verdict = tab.verdict.text()
    free = store.result.memory.memory_per_gpu_gb.free
    assert verdict.startswith("Fits, " + formatting.size_gb(free) + " to spare")
    # LoRA on one H200 is a measured setup: the claim rests on those runs alone
    backing = store.result.validation
    assert backing is not None and backing.same_setup and backing.worst_error is not None
    assert backing.runs < shipped_summary()["hf-transformers"].runs
    assert (
        f"validated on {backing.runs} measured runs of this setup: "
        f"within ±{backing.worst_error * 100:.0f} %"
    ) in verdict
    assert f"below the measurement in {backing.runs_below} of them" in verdict
    with qtbot.waitSignal(store.sig_result_changed, timeout=5000):
        tab.framework.setCurrentIndex(tab.framework.findData("reference"))
    assert store.scenario.framework == "reference"
    assert "idealised" in tab.verdict.text()


def test_each_memory_segment_names_its_mechanism_and_source(store_tab) -> None:  # type: ignore[no-untyped-def]
    tab, _store = store_tab(
        MemoryFitTab, lora_on_one_h200("llama-3.1-8b", activation_checkpointing="full")
    )
    expected = {
        "activations": "LlamaRMSNorm",
        "logits": "ForCausalLMLoss",
        "overhead": "CUDACachingAllocator",
        "weights": "peft",
    }
    for key, source in expected.items():
        tab._on_segment_clicked(0, key)
        assert source in tab.explanation_text(), key


def test_untested_stacks_say_so() -> None:
    assert "not yet validated" in accuracy_note("megatron") or "validated to" in accuracy_note(
        "megatron"
    )
    assert "idealised" in accuracy_note("reference")


def test_does_not_fit_verdict_says_how_much_is_missing() -> None:
    from llmplan.core.plan import plan

    result = plan(Scenario(model="llama-3.1-70b", hardware=Hardware(gpu="rtx-4090", count=1)))
    assert memory_verdict(result).startswith("Does not fit, ")
    assert "short" in memory_verdict(result)


def test_accuracy_dialog_lists_every_shipped_run(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    html = accuracy_html()
    assert "h200-hf-q3-8b-lora-s4096-b1-none" in html
    assert "median |error|" in html
    # a figure a record keeps but does not compare is listed with its reason
    assert "torchtune-llama3.1-8b-lora-1xa6000-b2-s2048: memory not compared: Same model" in html
    assert "tokens/s not compared: The table&#x27;s column is &#x27;Runnable On&#x27;" in html
    window = make_window()
    titles = [a.text() for a in window.menuBar().actions()[-1].menu().actions()]
    assert "How acc&urate is this?" in titles


def test_the_accuracy_page_shows_stated_against_observed_in_both_languages() -> None:
    # issue 35: the odds' leave-one-out check, as `llmplan validate` prints it
    from llmplan.odds_check import shipped_odds_check
    from llmplan.presentation import i18n

    check = shipped_odds_check()
    page = accuracy_html()
    assert f"held {check.inside_p10_p90} of {check.throughput_runs} measured runs" in page
    first = check.throughput_deciles[0]
    assert f"<tr><td>{formatting.percent(first.stated)}</td>" in page
    assert f"<td>{formatting.percent(first.observed)}</td>" in page
    with i18n.language_in_use("de"):
        german = accuracy_html()
    assert "Beobachtet: Durchsatz" in german and "gemessenen Läufen" in german
