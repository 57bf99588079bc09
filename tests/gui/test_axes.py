"""Chart axes write their numbers the locale's way: "0,5" and "12.000" in German."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from llmplan.charts.axes import LocaleAxis
from llmplan.charts.memory_chart import MemoryFitChart
from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.timeline_tab import TimelineTab
from llmplan.presentation import i18n


@pytest.fixture
def german() -> Iterator[None]:
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_tick_strings_use_a_decimal_comma_in_german(qapp, german: None) -> None:  # type: ignore[no-untyped-def]
    axis = LocaleAxis("left")
    assert axis.tickStrings([0.0, 0.5, 1.0], 1.0, 0.5) == ["0,0", "0,5", "1,0"]
    assert axis.tickStrings([0.0, 0.25], 1.0, 0.25) == ["0,00", "0,25"]
    assert axis.tickStrings([10000.0, 12000.0], 1.0, 2000.0) == ["10.000", "12.000"]
    assert axis.tickStrings([2e9], 1.0, 1e9)[0].startswith("2")
    # a scaled axis (the cost axis is the energy axis times the price per kWh)
    assert axis.tickStrings([10.0], 0.25, 10.0) == ["2,5"]


def test_tick_strings_in_english_keep_the_point(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("en")
    assert LocaleAxis("bottom").tickStrings([0.5, 1.5], 1.0, 0.5) == ["0.5", "1.5"]


def test_the_charts_draw_their_numbers_with_the_locale_axis(qtbot, german: None) -> None:  # type: ignore[no-untyped-def]
    scenario = Scenario(
        model="llama-3.1-8b",
        tokens=1e10,
        hardware=Hardware(server="8x-h200-nvl"),
        candidates=[Hardware(server="hgx-8x-b200")],
    )
    store = ScenarioStore(scenario)
    tab = TimelineTab(store)
    qtbot.addWidget(tab)
    memory = MemoryFitChart()
    qtbot.addWidget(memory)
    memory.set_results(store.results)
    axes = [memory.getPlotItem().getAxis("left")]
    for plot in (tab.chart._gantt, tab.chart._energy):
        axes += [plot.getAxis("bottom")]
    axes += [tab.chart._energy.getAxis("left"), tab.chart._energy.getAxis("right")]
    assert all(isinstance(axis, LocaleAxis) for axis in axes)
    # the time axis of seed 000 runs over about 2.5 days: half-day ticks read "0,5"
    bottom = tab.chart._energy.getAxis("bottom")
    assert bottom.tickStrings([0.0, 0.5, 1.0], 1.0, 0.5) == ["0,0", "0,5", "1,0"]


def test_an_odd_scale_gives_few_decimals(qapp, german: None) -> None:  # type: ignore[no-untyped-def]
    assert LocaleAxis("right").tickStrings([10.0, 20.0], 0.3127, 10.0) == ["3,1", "6,3"]
