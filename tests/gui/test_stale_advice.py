"""Issue 32, finding 3: after a model change the old recommendation stayed on screen, unmarked,
while the new search ran. The moment the inputs differ from those the shown advice was found
for, the tab says so and greys the answer, the chart and the table (whose "Use" would apply an
option of the old search); the new search's answer takes their place."""

from __future__ import annotations

import pytest

from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.app import TAB_KEYS
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.recommend_tab import RecommendTab

pytestmark = [
    pytest.mark.usefixtures("no_leaked_threads"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),
]

SCENARIO = Scenario(model="llama-3.1-8b", method="lora", tokens=1e9)


def _searched(qtbot, tab: RecommendTab) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: tab.task is None and tab.advice is not None, timeout=60_000)


def _tab_with_advice(qtbot) -> tuple[ScenarioStore, RecommendTab]:  # type: ignore[no-untyped-def]
    """A Recommend tab on SCENARIO whose search has run."""
    store = ScenarioStore(SCENARIO)
    tab = RecommendTab(store)
    qtbot.addWidget(tab)
    tab.start_search()
    _searched(qtbot, tab)
    return store, tab


def test_advice_for_other_inputs_is_marked_until_searched_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    store, tab = _tab_with_advice(qtbot)
    assert not tab.outdated.isVisibleTo(tab) and tab.table.isEnabled()

    store.update(model="qwen3-8b")  # the tab is hidden: nothing searches yet
    assert tab.outdated.isVisibleTo(tab)
    assert "previous scenario" in tab.outdated.text()
    assert "when this tab is shown" in tab.outdated.text()
    for part in (tab.answer, tab.detail, tab.chart, tab.table):
        assert not part.isEnabled(), part.objectName()
    # re-ranking the old options (a new deadline) does not make them current
    tab.deadline.setValue(10)
    assert tab.outdated.isVisibleTo(tab) and not tab.table.isEnabled()

    tab.start_search()
    assert "Searching again" in tab.outdated.text()
    _searched(qtbot, tab)
    assert not tab.outdated.isVisibleTo(tab)
    assert tab.table.isEnabled() and tab.answer.isEnabled()
    assert tab.found_for == store.scenario and tab.found_for.model == "qwen3-8b"


def test_a_candidate_ticked_for_comparison_leaves_the_advice_current(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The search tries every configuration whatever is ticked to compare: no new search."""
    store, tab = _tab_with_advice(qtbot)
    store.update(candidates=[Hardware(server="hgx-8x-h100")])
    assert not tab.outdated.isVisibleTo(tab) and tab.table.isEnabled()
    assert tab.task is None


def test_the_open_tab_marks_old_advice_at_once_while_it_searches(default_window, qtbot) -> None:
    window = default_window("en", SCENARIO)
    window.tabs.setCurrentIndex(TAB_KEYS.index("recommend"))
    tab = window.recommend_tab
    qtbot.waitUntil(lambda: tab.task is not None, timeout=5000)
    _searched(qtbot, tab)
    window.model_tab.picker.select_model("qwen3-8b")
    # before the search starts (it waits for a pause in the edits) and while it runs
    assert tab.outdated.isVisible() and "Searching again" in tab.outdated.text()
    assert not tab.table.isEnabled()
    qtbot.waitUntil(lambda: tab.task is not None, timeout=5000)
    _searched(qtbot, tab)
    assert not tab.outdated.isVisible() and tab.table.isEnabled()
    tab.shutdown()
