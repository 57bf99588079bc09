"""The Corpus tab's live convergence chart: fed by the scan's own progress, it ends on the
report's estimate and interval; a target precision set in the tab stops the scan."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_corpus_tab import scan_and_wait, window_with_documents

from llmplan.gui.settings import Preferences
from llmplan.presentation import i18n
from progress_reports import progress_at

pytestmark = pytest.mark.usefixtures("no_leaked_threads")


def test_the_chart_shows_the_estimate_closing_on_the_exact_count(
    qtbot, make_window, tmp_path: Path
) -> None:
    folder, window, tab = window_with_documents(make_window, tmp_path, 40, 300)
    assert tab.convergence.isHidden()  # no scan yet: no empty chart
    tab.options.budget_spin.setValue(0)  # read everything
    report = scan_and_wait(qtbot, window, folder)
    assert not report.sampled
    chart = tab.convergence
    assert chart.isVisibleTo(tab)
    points = chart.points
    assert len(points) >= 1
    # the last point is the report's exact count: an interval of zero width
    assert points.estimate[-1] == pytest.approx(report.tokens_estimated)
    assert points.low[-1] == points.high[-1] == pytest.approx(report.tokens_estimated)
    assert all(
        lo <= v <= hi for lo, v, hi in zip(points.low, points.estimate, points.high, strict=True)
    )
    _, ys = chart._line.getData()
    assert list(ys) == pytest.approx(points.estimate)
    assert "tokens" in chart.caption.text()
    tab.options.loss_spin.setValue(20)  # an assumption on the same scan: the chart stays
    assert chart.isVisibleTo(tab)
    window.store.set_corpus_report(report.model_copy())  # another report (a file opened)
    assert chart.isHidden()


def test_target_precision_from_the_tab_stops_a_sampled_scan(
    qtbot, make_window, tmp_path: Path
) -> None:
    folder, window, tab = window_with_documents(make_window, tmp_path, 150, 200)
    tab.options.budget_spin.setValue(0)
    tab.options.precision_spin.setValue(5.0)
    assert tab.options.target_precision() == pytest.approx(0.05)
    report = scan_and_wait(qtbot, window, folder)
    assert report.sampled and report.files_read < report.files_total - 1
    half = (report.ci95_high - report.ci95_low) / 2
    assert half <= 0.05 * report.tokens_estimated * 1.01
    points = tab.convergence.points
    assert points.estimate[-1] == pytest.approx(report.tokens_estimated)
    assert points.high[-1] > points.low[-1]  # a sample: the band stays open
    assert "±" in tab.convergence.caption.text()


def test_the_chart_speaks_german(qtbot, make_window, settings, tmp_path: Path) -> None:
    settings.set_preferences(Preferences(language="de"))
    folder, window, tab = window_with_documents(make_window, tmp_path, 10, 100)
    assert i18n.language() == "de"
    tab.options.budget_spin.setValue(0)
    scan_and_wait(qtbot, window, folder)
    assert tab.convergence.caption.text().startswith("Exakte Zählung")
    axis = tab.convergence.plot.getPlotItem().getAxis("bottom")
    assert axis.labelText == "Sekunden seit dem Start"
    assert tab.options.precision_spin.specialValueText() == "kein Ziel"


def test_progress_is_drawn_at_most_once_a_second_and_whole_at_the_end(qtbot) -> None:
    """Progress comes ten times a second; each redraw costs the GUI thread milliseconds.
    The first point shows at once, later ones with the next redraw, and every point when
    the scan ends (`flush`)."""
    from llmplan.gui.widgets.convergence_chart import REDRAW_MS, ConvergenceChart

    chart = ConvergenceChart()
    qtbot.addWidget(chart)

    chart.add_progress(progress_at(1))
    assert list(chart._line.getData()[1]) == [1001.0]  # the first point: drawn at once
    for second in range(2, 6):
        chart.add_progress(progress_at(second))
    assert len(chart.points) == 5
    assert list(chart._line.getData()[1]) == [1001.0]  # the others wait for the redraw
    qtbot.waitUntil(lambda: len(chart._line.getData()[1]) == 5, timeout=REDRAW_MS * 3)
    chart.add_progress(progress_at(6))
    chart.flush()  # the scan ended: drawn now, not a second later
    assert list(chart._line.getData()[1]) == [1000.0 + s for s in range(1, 7)]
    assert list(chart._high.getData()[1]) == [1100.0 + s for s in range(1, 7)]
