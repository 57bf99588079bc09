"""Charts follow a dark palette (also when switched at run time); exports stay on white paper."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QApplication

from llmplan.charts.memory_chart import MemoryFitChart
from llmplan.charts.timeline_chart import TimelineChart
from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.i18n import install_language
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.summary_strip import SummaryStrip
from llmplan.report.export import export_report

SCENARIO = Scenario(
    model="llama-3.1-8b",
    hardware=Hardware(server="8x-h200-nvl"),
    candidates=[Hardware(gpu="rtx-4090", count=1)],  # one that does not fit
)

pytestmark = pytest.mark.usefixtures("english_gb")
DARK = {
    QPalette.ColorRole.Window: "#2b2b2b",
    QPalette.ColorRole.WindowText: "#e0e0e0",
    QPalette.ColorRole.Base: "#1e1e1e",
    QPalette.ColorRole.AlternateBase: "#2f2f2f",
    QPalette.ColorRole.Text: "#e0e0e0",
    QPalette.ColorRole.Button: "#3a3a3a",
    QPalette.ColorRole.ButtonText: "#e0e0e0",
}


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in DARK.items():
        palette.setColor(role, QColor(colour))
    return palette


@pytest.fixture
def app_palette(qapp: QApplication) -> Iterator[QApplication]:
    """The application's palette is restored after the test, whatever it set."""
    previous = QPalette(qapp.palette())
    yield qapp
    qapp.setPalette(previous)
    qapp.processEvents()


def is_light(colour: QColor) -> bool:
    return colour.lightness() > 170


def chart_texts_are_light(chart: MemoryFitChart | TimelineChart) -> bool:
    plots = (
        [chart.getPlotItem()]
        if isinstance(chart, MemoryFitChart)
        else [chart.ci.getItem(0, 0), chart.ci.getItem(1, 0)]
    )
    colours = [
        plot.getAxis(side).textPen().color() for plot in plots for side in ("left", "bottom")
    ]
    return all(is_light(colour) for colour in colours)


def make_charts(qtbot) -> tuple[MemoryFitChart, TimelineChart]:  # type: ignore[no-untyped-def]
    results = plan_candidates(SCENARIO)
    memory, timeline = MemoryFitChart(), TimelineChart()
    for chart in (memory, timeline):
        qtbot.addWidget(chart)
        chart.resize(800, 500)
        chart.set_results(results)
        chart.show()
    return memory, timeline


def test_charts_take_the_dark_palette(qtbot, app_palette) -> None:  # type: ignore[no-untyped-def]
    palette = dark_palette()
    app_palette.setPalette(palette)
    memory, timeline = make_charts(qtbot)
    base = palette.color(QPalette.ColorRole.Base)
    for chart in (memory, timeline):
        assert chart.backgroundBrush().color() == base
        assert chart.colours().text == palette.color(QPalette.ColorRole.Text)
        assert chart_texts_are_light(chart)
    # the capacity line and the legend text contrast with the dark background too
    assert is_light(memory._capacity.opts["pen"].color())
    assert is_light(memory._legend.labelTextColor())
    assert is_light(timeline._legend.labelTextColor())


def test_charts_follow_a_palette_switch_at_run_time(qtbot, app_palette) -> None:  # type: ignore[no-untyped-def]
    memory, timeline = make_charts(qtbot)
    light_base = app_palette.palette().color(QPalette.ColorRole.Base)
    assert not chart_texts_are_light(memory)

    app_palette.setPalette(dark_palette())
    app_palette.processEvents()
    for chart in (memory, timeline):
        assert chart.backgroundBrush().color() == QColor(DARK[QPalette.ColorRole.Base])
        assert chart_texts_are_light(chart)
    # headers are redrawn in the new text colour
    assert DARK[QPalette.ColorRole.Text] in timeline._headers[0].textItem.toHtml().lower()

    app_palette.setPalette(QPalette())  # back to the default light palette
    app_palette.processEvents()
    for chart in (memory, timeline):
        assert chart.backgroundBrush().color() == light_base
        assert not chart_texts_are_light(chart)


def test_exported_pngs_stay_white_in_a_dark_palette(app_palette, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app_palette.setPalette(dark_palette())
    written = export_report(SCENARIO, plan_candidates(SCENARIO), None, tmp_path / "plan.png", "png")
    assert [p.name for p in written] == ["plan_memory.png", "plan_timeline.png"]
    for path in written:
        image = QImage(str(path))
        assert not image.isNull()
        corners = [
            image.pixelColor(x, y) for x in (2, image.width() - 3) for y in (2, image.height() - 3)
        ]
        assert all(colour.lightness() > 240 for colour in corners), path.name


@pytest.mark.parametrize("language", ["en", "de"])
def test_does_not_fit_badge_is_one_line(qtbot, language: str) -> None:  # type: ignore[no-untyped-def]
    install_language(language)
    try:
        store = ScenarioStore(SCENARIO.model_copy(update={"hardware": Hardware(gpu="rtx-4090")}))
        strip = SummaryStrip(store)
        qtbot.addWidget(strip)
        strip.resize(1100, 120)
        strip.grab()  # lays the strip out without showing a window
        badge = strip.values["fits"]
        assert store.results[0].memory.fit_status == "does_not_fit"
        assert not badge.wordWrap()
        # as wide as its text (not the column), and that is room for the whole text
        assert badge.width() == badge.sizeHint().width()
        text_width = badge.fontMetrics().horizontalAdvance(badge.text())
        assert badge.contentsRect().width() >= text_width
    finally:
        install_language("en")
