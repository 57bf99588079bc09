"""The Recommend tab's chart before any search: no deadline or budget line over a made-up
−0.4…0.4 scale (issue 22's new-user look), and the lines and scale once options exist."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from llmplan.charts.options_chart import OptionsChart
from llmplan.core.advisor.recommend import recommend
from llmplan.core.scenario import Scenario


def test_an_empty_chart_draws_no_lines_and_no_scale(qtbot) -> None:  # type: ignore[no-untyped-def]
    holder = QWidget()  # pyqtgraph's close() of a bare PlotWidget leaves it unusable
    qtbot.addWidget(holder)
    chart = OptionsChart(lambda *_: "")
    chart.setParent(holder)
    plot = chart.getPlotItem()
    assert not chart.deadline.isVisible() and not chart.budget.isVisible()
    assert not plot.getAxis("left").style["showValues"]
    assert not plot.getAxis("bottom").style["showValues"]
    advice = recommend(Scenario(model="llama-3.1-8b", method="lora", tokens=1e9), 14)
    chart.set_recommendation(advice)
    assert chart.deadline.isVisible()
    assert plot.getAxis("left").style["showValues"] and plot.getAxis("bottom").style["showValues"]
