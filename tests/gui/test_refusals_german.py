"""A scenario the planner refuses reads in the user's language: the summary strip, the
status bar, the Timeline tab and the comparison's "left out" warning word the core's refusal
code, never its English (issue 22: "no English in the German UI")."""

from __future__ import annotations

import pytest

from llmplan.core.scenario import Hardware, Scenario

pytestmark = pytest.mark.usefixtures("no_leaked_threads")

# (scenario fields, the English the core refuses with, the German the window must show)
REFUSED = [
    pytest.param(
        {"objective": "ppo", "method": "lora", "reward_model": "qwen2.5-1.5b"},
        "ppo is planned for full tuning only",
        "PPO wird nur für vollständiges Fine-Tuning geplant",
        id="ppo-with-lora",
    ),
    pytest.param(
        {
            "framework": "torchtitan",
            "hardware": Hardware(gpu="a100-80gb-sxm", count=8),
            "precision": "fp8",
        },
        "has no FP8 tensor cores (Ampere and older): train in bf16",
        "NVIDIA A100 SXM 80 GB hat keine FP8-Tensor-Kerne (Ampere und älter): in BF16 trainieren",
        id="fp8-on-a100",
    ),
]


def _german_window(make_window, settings, scenario: Scenario):  # type: ignore[no-untyped-def]
    from llmplan.gui.settings import Preferences
    from llmplan.gui.store import ScenarioStore

    settings.set_preferences(Preferences(language="de"))
    return make_window(store=ScenarioStore(scenario), restore_last=False)


@pytest.mark.parametrize(("fields", "english", "german"), REFUSED)
def test_a_refused_scenario_is_worded_in_german(
    qtbot,  # type: ignore[no-untyped-def]
    make_window,  # type: ignore[no-untyped-def]
    settings,  # type: ignore[no-untyped-def]
    monkeypatch: pytest.MonkeyPatch,
    fields: dict[str, object],
    english: str,
    german: str,
) -> None:
    from test_german_throughout import LookupRecorder, english_phrases_in

    from llmplan.presentation import i18n

    recorder = LookupRecorder()
    monkeypatch.setattr(i18n, "lookup", recorder)
    window = _german_window(make_window, settings, Scenario.model_validate(fields))
    store = window.store
    assert store.result is None
    with qtbot.waitSignal(store.sig_result_changed, timeout=5000):
        store.update(name="refused")  # any edit plans again and reports why it cannot
    strip = window.summary
    shown = {
        "summary strip": strip.warning_lines()[0],
        "its tooltip": strip.values["fits"].toolTip(),
        "status bar": window.statusBar().currentMessage(),
        "timeline": window.timeline_tab.totals.text(),
    }
    for where, text in shown.items():
        assert german in text, where
        assert english not in text, where
        assert english_phrases_in(text) == [], (where, text)
    assert recorder.untranslated() == []
    # the same scenario in English: the core's words, as before
    window.apply_preferences(window.preferences.model_copy(update={"language": "en"}))
    assert english in window.summary.warning_lines()[0]  # the strip, built again


def test_a_candidate_left_out_says_why_in_german(
    make_window,  # type: ignore[no-untyped-def]
    settings,  # type: ignore[no-untyped-def]
) -> None:
    from test_german_throughout import english_phrases_in

    scenario = Scenario(
        framework="megatron",
        model="llama-3.1-70b",
        hardware=Hardware(server="8x-h200-nvl"),
        precision="fp8",
        candidates=[Hardware(gpu="a100-80gb-sxm", count=8)],
    )
    window = _german_window(make_window, settings, scenario)
    left_out = [line for line in window.summary.warning_lines() if "Vergleich" in line]
    assert len(left_out) == 1
    assert "Trainingspräzision: NVIDIA A100 SXM 80 GB hat keine FP8-Tensor-Kerne" in left_out[0]
    assert english_phrases_in(left_out[0]) == []


def test_a_refused_search_says_why_in_german(
    qtbot,  # type: ignore[no-untyped-def]
    make_window,  # type: ignore[no-untyped-def]
    settings,  # type: ignore[no-untyped-def]
) -> None:
    """The Recommend tab's search runs in a worker thread: its refusal reaches the tab
    worded as the store words one, not as the core's English."""
    from test_german_throughout import english_phrases_in

    from llmplan.gui.app import TAB_KEYS

    fields, english, german = REFUSED[0].values
    window = _german_window(make_window, settings, Scenario.model_validate(fields))
    window.tabs.setCurrentIndex(TAB_KEYS.index("recommend"))
    tab = window.recommend_tab
    tab.start_search()
    tab.wait_for_search()
    qtbot.waitUntil(lambda: tab.task is None, timeout=30_000)
    text = tab.progress_label.text()
    assert str(german) in text and str(english) not in text
    assert english_phrases_in(text) == []
