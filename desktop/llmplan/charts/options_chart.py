"""The Recommend tab's chart: every priced option as a dot, days across and cost up (both
on log scales: options span minutes to months and tens to millions), the Pareto front as a
line, the pick as a star, the deadline and the budget as lines. Hover a dot for its figures;
click it to select its row in the table."""

from __future__ import annotations

import math
from collections.abc import Callable

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QWidget

from llmplan.charts.palette import ChartColours, chart_colours, style_axes
from llmplan.core.advisor.recommend import Option, Recommendation
from llmplan.presentation import i18n
from llmplan.presentation.colours import BLUE, GREY, ORANGE, VERMILLION

_translate = i18n.translate


class OptionsChart(pg.PlotWidget):
    """Days against cost for every priced option of a recommendation."""

    # ---- Signals
    sig_option_clicked = Signal(int)
    """A dot was clicked (argument: the option's index in the recommendation's options)."""

    _follow_palette = False

    def __init__(
        self,
        tooltip: Callable[[Option], str],
        parent: QWidget | None = None,
        colours: ChartColours | None = None,
    ) -> None:
        super().__init__(parent)
        self._tooltip = tooltip
        self._colours = colours or chart_colours(self.palette())
        self._advice: Recommendation | None = None
        self.setMinimumHeight(240)
        self.setMenuEnabled(False)
        self.hideButtons()
        plot = self.getPlotItem()
        # log scales drawn by hand: positions are log10 of days and cost, and the ticks
        # are words a buyer reads ("1 day", "$10,000"), not powers of ten
        plot.showGrid(x=True, y=True, alpha=0.2)
        self._legend = plot.addLegend(offset=(8, 4), colCount=3)
        # log10 of the least and most cost, and the currency they are ranked in
        self._costs: tuple[float, float, str] | None = None
        plot.vb.sigResized.connect(self._fit_cost_range)  # a shorter chart: more headroom
        self.others = pg.ScatterPlotItem(
            size=7,
            hoverable=True,
            tip=self._tip,
            name=_translate("Recommend", "other options"),
        )
        self.front_line = pg.PlotCurveItem(name=_translate("Recommend", "best trade-offs"))
        self.front = pg.ScatterPlotItem(size=10, hoverable=True, tip=self._tip)
        self.pick = pg.ScatterPlotItem(
            size=20,
            symbol="star",
            hoverable=True,
            tip=self._tip,
            name=_translate("Recommend", "recommended"),
        )
        for item in (self.others, self.front_line, self.front, self.pick):
            plot.addItem(item)
            if isinstance(item, pg.ScatterPlotItem):
                item.sigClicked.connect(self._on_clicked)
        self.deadline = pg.InfiniteLine(
            angle=90,
            movable=False,
            label=_translate("Recommend", "deadline"),
            # its text's top right at the point: under the legend (`_fit_cost_range`)
            labelOpts={"position": 0.92, "anchors": [(1, 0), (1, 0)]},
        )
        self.budget = pg.InfiniteLine(
            angle=0,
            movable=False,
            label=_translate("Recommend", "budget"),
            labelOpts={"position": 0.05, "anchors": [(0, 1), (0, 1)]},
        )
        plot.addItem(self.deadline)
        plot.addItem(self.budget)
        self._apply_colours()
        self._follow_palette = colours is None
        self.set_recommendation(None)  # before any search: no lines, no made-up scale

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._follow_palette:
            self._colours = chart_colours(self.palette())
            self._apply_colours()

    # ---- Public API
    def set_recommendation(self, advice: Recommendation | None) -> None:
        self._advice = advice
        options = advice.options if advice else []
        priced = [(i, o) for i, o in enumerate(options) if o.comparable_cost]
        front = sorted(((i, o) for i, o in priced if o.pareto), key=lambda item: item[1].train_days)
        rest = [(i, o) for i, o in priced if not o.pareto and o is not advice.pick]  # type: ignore[union-attr]
        self.others.setData(spots=[self._spot(i, o) for i, o in rest])
        self.front.setData(spots=[self._spot(i, o) for i, o in front])
        points = [_log_point(o) for _, o in front]
        self.front_line.setData([x for x, _ in points], [y for _, y in points])
        pick = advice.pick if advice else None
        picked = [(i, o) for i, o in priced if o is pick]
        self.pick.setData(spots=[self._spot(i, o) for i, o in picked])
        plot = self.getPlotItem()
        if advice is not None:
            # log mode: lines sit at log10 of the value
            self.deadline.setPos(math.log10(advice.deadline_days))
            self.deadline.setVisible(True)
            budget = (
                advice.budget.amount
                if advice.budget and advice.budget.currency == advice.ranking_currency
                else None
            )
            self.budget.setVisible(budget is not None)
            if budget:
                self.budget.setPos(math.log10(budget))
            plot.setLabel(
                "left",
                # short: the axis stands as tall as the Recommend tab's chart leaves it
                # (issue 22), so the scales are named once, below
                _translate("Recommend", "Cost (%1)").replace("%1", advice.ranking_currency),
            )
        else:
            self.deadline.setVisible(False)
            self.budget.setVisible(False)
        plot.setLabel("bottom", _translate("Recommend", "Training time (both axes log scale)"))
        xs = [_log_point(o)[0] for _, o in priced]
        ys = [_log_point(o)[1] for _, o in priced]
        if advice is not None:
            xs.append(math.log10(advice.deadline_days))
        for side in ("left", "bottom"):  # an empty chart shows no scale it does not have
            plot.getAxis(side).setStyle(showValues=bool(xs and ys))
        if xs and ys:
            plot.setXRange(min(xs) - 0.15, max(xs) + 0.15, padding=0)
            plot.getAxis("bottom").setTicks([_day_ticks(min(xs), max(xs)), []])
            self._costs = (min(ys), max(ys), advice.ranking_currency if advice else "")
            self._fit_cost_range()

    # ---- Internals
    def _fit_cost_range(self) -> None:
        """The costs with room above them for the legend, at any height of the chart: the
        legend drawn over the dots hid them (issue 22: the Recommend tab's chart is short)."""
        if self._costs is None:
            return
        cheapest, dearest, currency = self._costs
        low = cheapest - 0.2
        view = self.getPlotItem().vb.height()
        legend = self._legend.boundingRect().height() + 8  # its offset and a gap
        # the deadline's label hangs just under the legend, never over it (issue 32: it sat
        # on the legend's row), and above the dots: room for both
        label = self.deadline.label.boundingRect().height() if self.deadline.isVisible() else 0
        under_legend = max(0.0, 1.0 - legend / max(view, 1.0))
        legend += label
        headroom = (dearest - low) * legend / max(view - legend, view / 2, 1.0)
        high = dearest + max(0.45, headroom)
        self.getPlotItem().setYRange(low, high, padding=0)
        self.deadline.label.setPosition(under_legend)  # placed in the range just set
        # the 3× ticks only where a decade is tall enough for two labels
        decade = view / max(high - low, 1e-9)
        both = decade >= 2.5 * self.fontMetrics().height()
        self.getPlotItem().getAxis("left").setTicks(
            [_cost_ticks(cheapest, dearest, currency, (1, 3) if both else (1,)), []]
        )

    def _spot(self, index: int, option: Option) -> dict[str, object]:
        return {"pos": _log_point(option), "data": index}

    def _tip(self, x: float, y: float, data: object) -> str:
        if self._advice is None or not isinstance(data, int):
            return ""
        return self._tooltip(self._advice.options[data])

    def _on_clicked(self, _item: object, points: object) -> None:
        spots = list(points)  # type: ignore[call-overload]
        if spots:
            self.sig_option_clicked.emit(int(spots[0].data()))

    def _apply_colours(self) -> None:
        colours = self._colours
        self.setBackground(colours.background)
        plot = self.getPlotItem()
        style_axes(plot, colours, ("left", "bottom"))
        self.others.setPen(pg.mkPen(GREY))
        self.others.setBrush(pg.mkBrush(QColor(GREY)))
        self.front.setPen(pg.mkPen(BLUE, width=1.5))
        self.front.setBrush(pg.mkBrush(BLUE))
        self.front_line.setPen(pg.mkPen(BLUE, width=2))
        self.pick.setPen(pg.mkPen(colours.text))
        self.pick.setBrush(pg.mkBrush(ORANGE))
        deadline_pen = QPen(QColor(VERMILLION))
        deadline_pen.setWidthF(2)
        deadline_pen.setStyle(Qt.PenStyle.DashLine)
        deadline_pen.setCosmetic(True)
        self.deadline.setPen(deadline_pen)
        budget_pen = QPen(QColor(colours.text))
        budget_pen.setStyle(Qt.PenStyle.DotLine)
        budget_pen.setCosmetic(True)
        self.budget.setPen(budget_pen)
        self._legend.setLabelTextColor(colours.text)
        self.deadline.label.setColor(QColor(VERMILLION))
        self.budget.label.setColor(colours.text)


def _log_point(option: Option) -> tuple[float, float]:
    return (math.log10(option.train_days), math.log10(max(option.comparable_cost or 1.0, 1e-6)))


_DAY_MARKS = (
    (1 / 1440, "1 min"),
    (10 / 1440, "10 min"),
    (1 / 24, "1 h"),
    (6 / 24, "6 h"),
    (1.0, "1 day"),
    (7.0, "1 week"),
    (30.44, "1 month"),
    (182.6, "6 months"),
    (365.25, "1 year"),
    (3652.5, "10 years"),
)


def _day_ticks(low: float, high: float) -> list[tuple[float, str]]:
    """Ticks at durations people name, within the log10-days range shown."""
    return [
        (math.log10(days), _translate("Recommend", text))
        for days, text in _DAY_MARKS
        if low - 0.3 <= math.log10(days) <= high + 0.3
    ]


def _cost_ticks(
    low: float, high: float, currency: str, factors: tuple[int, ...] = (1, 3)
) -> list[tuple[float, str]]:
    """A tick at each power of ten (and 3× where `factors` has it) within the log10-cost
    range shown."""
    from llmplan.presentation import formatting

    ticks: list[tuple[float, str]] = []
    for power in range(math.floor(low) - 1, math.ceil(high) + 2):
        for factor in factors:
            value = factor * 10.0**power
            if low - 0.3 <= math.log10(value) <= high + 0.5 and value >= 1:
                ticks.append((math.log10(value), formatting.money(value, currency)))
    return ticks
