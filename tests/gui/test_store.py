"""The scenario store: validation, one recompute per burst of changes, errors kept out."""

from __future__ import annotations

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
