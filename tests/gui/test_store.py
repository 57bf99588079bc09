"""The scenario store: validation, one recompute per burst of changes, errors kept out."""

from __future__ import annotations

import pytest

from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.validation import with_validation


def _planned(scenario: Scenario) -> list[object]:
    """The core's plans, each with the verdict of the measured runs on its setup."""
    return [with_validation(result, scenario) for result in plan_candidates(scenario)]


def test_results_are_the_core_plan_main_hardware_first(qtbot) -> None:
    scenario = Scenario(candidates=[Hardware(server="8x-rtx-pro-6000-server")])
    store = ScenarioStore(scenario)
    assert store.results == _planned(scenario)
    assert store.result == store.results[0]
    assert "RTX PRO 6000" in store.results[1].hardware_label


def test_a_burst_of_edits_recomputes_once(qtbot) -> None:
    store = ScenarioStore()
    emitted: list[list[object]] = []
    store.sig_result_changed.connect(emitted.append)
    store.update(seq_len=4096)
    store.update(micro_batch=2)
    store.update(model="llama-3.1-70b")
    assert emitted == []  # coalesced: nothing yet
    qtbot.waitUntil(lambda: len(emitted) == 1, timeout=2000)
    qtbot.wait(50)
    assert len(emitted) == 1
    assert emitted[0] == _planned(store.scenario)


def test_invalid_update_is_reported_and_the_old_scenario_kept(qtbot) -> None:
    store = ScenarioStore()
    before = store.scenario
    with qtbot.waitSignal(store.sig_error, timeout=1000) as blocker:
        message = store.update(micro_batch=0, epochs=-1)
    assert message is not None and "micro_batch" in message and "epochs" in message
    assert blocker.args == [message]
    assert store.scenario is before
    assert store.check(seq_len=2048) is None
    assert store.scenario is before  # check() changes nothing


def test_a_plan_failure_is_reported_not_raised(qtbot) -> None:
    store = ScenarioStore()
    with qtbot.waitSignal(store.sig_error, timeout=2000) as blocker:
        store.update(hardware=Hardware(gpu="no-such-gpu", count=8))
    assert "no-such-gpu" in blocker.args[0]
    assert store.results == [] and store.result is None
    store.update(hardware=Hardware(gpu="h100-sxm", count=8))
    assert store.result is not None and store.plan_error is None


def test_the_window_plans_data_preparation_for_the_archive_like_the_report(
    corpus_report,  # type: ignore[no-untyped-def]
) -> None:
    """Issue 22 (finding 5): a plan of 10 B tokens from a scan of 0.875 B usable tokens in
    5.5 GB reads 10 / 0.875 × 5.5 GB in data preparation, in the window as in
    `llmplan report` — not the scanned folder's bytes."""
    from llmplan.core.scenario import Scenario, TimelineAssumptions

    scenario = Scenario(
        tokens=1e10, timeline=TimelineAssumptions(corpus_bytes=corpus_report.bytes_total)
    )
    store = ScenarioStore(scenario)
    store.set_corpus_report(corpus_report)
    store.recompute_now()
    assert store.result is not None
    prep = next(p for p in store.result.phases if p.key == "data_prep")
    archive = corpus_report.bytes_total * 1e10 / corpus_report.plan_tokens
    assert prep.seconds_optimistic == pytest.approx(archive / 20e6, rel=1e-6)
    assert archive == pytest.approx(5.5e9 * 1e10 / 0.875e9, rel=1e-9)
    assert store.scenario.timeline.corpus_bytes == corpus_report.bytes_total  # as saved
