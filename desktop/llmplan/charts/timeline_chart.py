"""Phases on a time axis (one block of rows per candidate) and cumulative energy and cost."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import pyqtgraph as pg
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QWidget

from llmplan.charts.axes import locale_axes
from llmplan.charts.palette import (
    CANDIDATE_COLOURS,
    PHASE_COLOURS,
    STATUS_COLOURS,
    ChartColours,
    FollowsPalette,
    chart_colours,
    line_colour,
    style_axes,
    style_legend,
)
from llmplan.core.result import PlanResult
from llmplan.presentation import formatting, i18n
from llmplan.presentation.labels import does_not_fit_note, fit_status_text, phase_label
from llmplan.presentation.tables import candidate_labels
from llmplan.units import SECONDS_PER_DAY

_t = i18n.translator("Charts")


MINUTE = 60.0
HOUR = 3600.0
DAY = SECONDS_PER_DAY
BAR_HEIGHT = 0.6
LEFT_AXIS_WIDTH = 150
RIGHT_AXIS_WIDTH = 70
_NO_BARS = {"brushes": None, "pens": None, "brush": None, "pen": None}


def time_unit(longest_seconds: float) -> tuple[float, str]:
    """The axis unit of the longest run, as `formatting.duration` would write it: seconds
    up to 90 s, minutes up to 90 min, hours up to two days, days beyond (seconds per unit,
    axis label); the ticks then read 0–60, never "0.01" hours with a "(x0.001)"."""
    if longest_seconds > 48 * HOUR:
        return DAY, _t("days")
    if longest_seconds >= 90 * MINUTE:
        return HOUR, _t("hours")
    if longest_seconds >= 90:
        return MINUTE, _t("minutes")
    return 1.0, _t("seconds")


def energy_unit(largest_kwh: float) -> tuple[float, str]:
    """The energy axis's unit for its largest value, as `formatting.energy_kwh` writes
    energies: (unit per kWh, axis label)."""
    if largest_kwh >= 10_000:
        return 1e-3, _t("Energy (MWh)")
    if 0 < largest_kwh < 0.1:
        return 1e3, _t("Energy (Wh)")
    return 1.0, _t("Energy (kWh)")


class _Bar:
    """One drawn phase: where it starts, its solid length and its optimistic–conservative band."""

    def __init__(self, start: float, solid: float, band: tuple[float, float], row: float) -> None:
        self.start = start
        self.solid = solid
        self.band = band
        self.row = row


class TimelineChart(FollowsPalette, pg.GraphicsLayoutWidget):
    """Top: a Gantt chart of the phases. Bottom: cumulative kWh (left) and cost (right)."""

    _follow_palette = False  # until built; Qt sends palette events during construction

    def __init__(self, parent: QWidget | None = None, colours: ChartColours | None = None) -> None:
        """`colours` fixes the chart's colours (exports); without, they follow the palette."""
        super().__init__(parent)
        self._colours = colours or chart_colours(self.palette())
        self.setMinimumHeight(320)
        self._results: list[PlanResult] = []
        self._bars: list[dict[str, _Bar]] = []
        self._energy_curves: list[pg.PlotDataItem] = []
        self._band_items: list[pg.GraphicsObject] = []
        self._energy_bands: list[tuple[list[float], list[float], list[float], list[float]]] = []
        self.unit_seconds = HOUR
        self._gantt = self.addPlot(row=0, col=0, axisItems=locale_axes("bottom"))
        self._energy = self.addPlot(row=1, col=0, axisItems=locale_axes("left", "bottom", "right"))
        self.ci.layout.setRowStretchFactor(0, 3)
        self.ci.layout.setRowStretchFactor(1, 2)
        for plot in (self._gantt, self._energy):
            # equal axis widths keep the two x-linked plots aligned
            plot.getAxis("left").setWidth(LEFT_AXIS_WIDTH)
            plot.setMenuEnabled(False)
            plot.setMouseEnabled(x=False, y=False)
            plot.hideButtons()
            plot.showGrid(x=True, y=False, alpha=0.2)
        self._energy.setXLink(self._gantt)
        for plot in (self._gantt, self._energy):
            plot.showAxis("right")
            plot.getAxis("right").setWidth(RIGHT_AXIS_WIDTH)
        self._gantt.getAxis("right").setStyle(showValues=False)
        self._gantt.getAxis("right").setTicks([[], []])
        self._energy.showGrid(x=True, y=True, alpha=0.2)
        self._band_item = pg.BarGraphItem(x0=[], width=[], y=[], height=BAR_HEIGHT)
        self._solid_item = pg.BarGraphItem(x0=[], width=[], y=[], height=BAR_HEIGHT)
        self._gantt.addItem(self._band_item)
        self._gantt.addItem(self._solid_item)
        self._headers: list[pg.TextItem] = []
        self._duration_labels: list[pg.TextItem] = []
        self._x_max = 1.0
        # top left: energy starts at zero, so the rising lines and their bands (to the
        # right, up to the conservative end) keep clear of it
        self._legend = self._energy.addLegend(offset=(10, 10))
        self._apply_colours()
        self._follow_palette = colours is None

    def _palette_followed(self) -> None:
        if self._results:
            self._draw_gantt()  # headers, labels and outlines carry the colours
            self._draw_energy()

    def sizeHint(self) -> QSize:
        """A fixed wish, not QGraphicsView's (the view's last size, up to ⅔ of the screen):
        that grew with each larger layout and made its page taller and taller."""
        return QSize(640, 480)

    # ---- Public API
    def set_results(self, results: Sequence[PlanResult]) -> None:
        self._results = list(results)
        # the axis spans the runs that can happen: a candidate that does not fit in memory
        # (often far slower) would squeeze the real plans into a sliver; its bars run off
        # the edge, marked with an arrow and their length
        runnable = [
            r for r in self._results if r.memory.fit_status != "does_not_fit"
        ] or self._results
        ends = [_extent_seconds(r) for r in runnable]
        self.unit_seconds, unit_label = time_unit(max(ends, default=0.0))
        self._x_max = max(ends, default=1.0) / self.unit_seconds * 1.02
        self._layout_bars()
        self._draw_gantt()
        self._draw_energy()
        self._gantt.setLabel("bottom", _t("Time (%1)").replace("%1", unit_label))
        self._energy.setLabel("bottom", _t("Time (%1)").replace("%1", unit_label))
        self._gantt.setXRange(0, self._x_max, padding=0)

    def _runnable(self) -> list[PlanResult]:
        return [r for r in self._results if r.memory.fit_status != "does_not_fit"] or self._results

    def x_range(self) -> tuple[float, float]:
        """The visible time range, in the axis unit."""
        low, high = self._gantt.getViewBox().viewRange()[0]
        return float(low), float(high)

    def extent(self, index: int) -> float:
        """Where one candidate's last bar or band ends, in the axis unit."""
        return max(max(b.start + b.solid, b.band[1]) for b in self._bars[index].values())

    def header_texts(self) -> list[str]:
        """The title row of each candidate, as shown (name and, if needed, its fit marking)."""
        return [item.textItem.toPlainText() for item in self._headers]

    def bar(self, index: int, key: str) -> tuple[float, float]:
        """(start, solid length) of one candidate's phase, in the axis unit."""
        drawn = self._bars[index][key]
        return drawn.start, drawn.solid

    def band(self, index: int, key: str) -> tuple[float, float]:
        """(optimistic end, conservative end) of a phase's band, in the axis unit."""
        drawn = self._bars[index][key]
        return drawn.band

    def training_bar_seconds(self, index: int) -> float:
        """The training bar's drawn length converted back to seconds."""
        return self.bar(index, "training")[1] * self.unit_seconds

    def energy_curve(self, index: int) -> tuple[list[float], list[float]]:
        x, y = self._energy_curves[index].getData()
        return [float(v) for v in x], [float(v) for v in y]

    def energy_band(self, index: int) -> tuple[tuple[float, float], tuple[float, float]]:
        """((optimistic end x, kWh), (conservative end x, kWh)) of a candidate's energy band;
        the cost axis reads the same band in money."""
        ox, oy, cx, cy = self._energy_bands[index]
        return (ox[1], oy[1]), (cx[1], cy[1])

    def band_right_end(self, index: int) -> float:
        """Where a candidate's energy band ends on the time axis."""
        return max(self._energy_bands[index][0][-1], self._energy_bands[index][2][-1])

    # ---- Internals
    def _add_energy_band(
        self, result: PlanResult, start: float, colour: QColor, index: int
    ) -> None:
        """Energy (and with it the cost on the right axis) from the optimistic to the
        conservative end, shaded like the time band above it. The band stops at the
        conservative end: carried flat to the axis edge, the candidates' bands piled up
        into one unreadable block on the right."""
        optimistic, conservative = result.energy.energy_kwh_band.pair()
        unit = self.unit_seconds
        o_end = start + result.time.train_seconds_optimistic / unit
        c_end = start + result.time.train_seconds_conservative / unit
        right = max(o_end, c_end)
        ox, oy = [start, o_end, right], [0.0, optimistic, optimistic]
        cx, cy = [start, c_end, right], [0.0, conservative, conservative]
        low = pg.PlotDataItem(ox, oy, pen=pg.mkPen(None))
        high = pg.PlotDataItem(cx, cy, pen=pg.mkPen(None))
        shade = QColor(colour)
        shade.setAlpha(60)
        fill = pg.FillBetweenItem(low, high, brush=shade)
        fill.setZValue(-10 - index)
        for item in (low, high, fill):
            self._energy.addItem(item)
            self._band_items.append(item)
        self._energy_bands.append((ox, oy, cx, cy))

    def _apply_colours(self) -> None:
        self.setBackground(self._colours.background)
        for plot in (self._gantt, self._energy):
            style_axes(plot, self._colours, ("left", "bottom", "right"))
        style_legend(self._legend, self._colours)

    def _layout_bars(self) -> None:
        """Phases one after the other, each starting where the previous planned bar ends."""
        self._bars = []
        row = 0.0
        for result in self._results:
            row -= 1  # header row with the candidate's name
            start = 0.0
            drawn: dict[str, _Bar] = {}
            for phase in result.phases:
                row -= 1
                solid = _solid_seconds(result, phase.key, phase.seconds_optimistic)
                low, high = sorted((phase.seconds_optimistic, phase.seconds_conservative))
                unit = self.unit_seconds
                drawn[phase.key] = _Bar(
                    start / unit, solid / unit, ((start + low) / unit, (start + high) / unit), row
                )
                start += solid
            self._bars.append(drawn)
            row -= 0.5

    def _draw_gantt(self) -> None:
        x0, widths, ys, brushes = [], [], [], []
        bx0, bwidths, bys, bbrushes = [], [], [], []
        ticks: list[tuple[float, str]] = []
        for item in self._headers + self._duration_labels:
            self._gantt.removeItem(item)
        self._headers = []
        self._duration_labels = []
        names = candidate_labels(self._results)
        for result, drawn, name in zip(self._results, self._bars, names, strict=True):
            runs_out = result.memory.fit_status == "does_not_fit"
            labels: dict[str, str] = {p.key: phase_label(p.key) for p in result.phases}
            for key, bar in drawn.items():
                colour = QColor(PHASE_COLOURS.get(key, "#777777"))
                x0.append(bar.start)
                widths.append(bar.solid)
                ys.append(bar.row)
                # hatched like the memory chart's "free": this run cannot happen as configured
                style = Qt.BrushStyle.BDiagPattern if runs_out else Qt.BrushStyle.SolidPattern
                brushes.append(QBrush(colour, style))
                light = QColor(colour)
                light.setAlpha(90)
                bx0.append(bar.band[0])
                bwidths.append(bar.band[1] - bar.band[0])
                bys.append(bar.row)
                bbrushes.append(light)
                ticks.append((bar.row, labels[key]))
            first_row = min((b.row for b in drawn.values()), default=0.0)
            header_row = max((b.row for b in drawn.values()), default=first_row) + 1
            html = _header_html(name, result.memory.fit_status, self._colours.text)
            header = pg.TextItem(html=html, anchor=(0, 0.5))
            header.setPos(0, header_row)
            self._gantt.addItem(header)
            self._headers.append(header)
            if "training" in drawn:
                self._add_duration_label(result, drawn["training"])
        outline = pg.mkPen(self._colours.outline, width=0.6)
        # pyqtgraph cannot take empty per-bar pen lists (UnboundLocalError 'pen'): with no
        # bars (no plan) give one pen and brush for all
        self._solid_item.setOpts(
            x0=x0,
            width=widths,
            y=ys,
            height=BAR_HEIGHT,
            **({"brushes": brushes, "pens": [outline] * len(x0)} if x0 else _NO_BARS),
        )
        self._band_item.setOpts(
            x0=bx0,
            width=bwidths,
            y=bys,
            height=BAR_HEIGHT,
            **({"brushes": bbrushes, "pens": [pg.mkPen(None)] * len(bx0)} if bx0 else _NO_BARS),
        )
        self._gantt.getAxis("left").setTicks([ticks, []])
        lowest = min(ys, default=-1.0)
        self._gantt.setYRange(lowest - 0.7, 0.2, padding=0)

    def _add_duration_label(self, result: PlanResult, bar: _Bar) -> None:
        """The training length written at the end of its band, so a short bar still reads."""
        text = formatting.duration_range(
            result.time.train_seconds_optimistic, result.time.train_seconds_conservative
        )
        end = max(bar.start + bar.solid, bar.band[1])
        if end > self._x_max:  # runs off the axis (does not fit): say so at the edge
            text = f"{text} →"
            end = self._x_max
        # near the right edge the text goes inside the (light) band instead of past the axis
        inside = end > 0.8 * self._x_max
        anchor = (1.0 if inside else 0.0, 0.5)
        label = pg.TextItem(text, color=self._colours.text, anchor=anchor)
        label.setPos(end - 0.005 * self._x_max if inside else end + 0.005 * self._x_max, bar.row)
        self._gantt.addItem(label)
        self._duration_labels.append(label)

    def duration_texts(self) -> list[str]:
        """The training length written next to each candidate's training bar."""
        return [item.textItem.toPlainText() for item in self._duration_labels]

    def _draw_energy(self) -> None:
        for curve in self._energy_curves:
            self._energy.removeItem(curve)
        self._energy_curves = []
        for item in self._band_items:
            self._energy.removeItem(item)
        self._band_items = []
        self._energy_bands = []
        self._legend.clear()
        names = candidate_labels(self._results)
        for index, (result, drawn) in enumerate(zip(self._results, self._bars, strict=True)):
            if "training" not in drawn:
                continue
            start, solid = drawn["training"].start, drawn["training"].solid
            end = max(b.start + b.solid for b in drawn.values())
            # cumulative energy is the core's figure spread evenly over the training run
            xs = [start, start + solid, end]
            ys = [0.0, result.energy.energy_kwh, result.energy.energy_kwh]
            colour = line_colour(CANDIDATE_COLOURS[index % len(CANDIDATE_COLOURS)], self._colours)
            name, style = names[index], Qt.PenStyle.SolidLine
            if result.memory.fit_status == "does_not_fit":
                name, style = (
                    f"{name} ({fit_status_text(result.memory.fit_status)})",
                    Qt.PenStyle.DashLine,
                )
            pen = pg.mkPen(colour, width=2.5, style=style)
            curve = self._energy.plot(xs, ys, pen=pen, name=name)
            curve.setZValue(len(self._results) - index)  # the main hardware's line on top
            self._energy_curves.append(curve)
            self._add_energy_band(result, start, colour, index)
        max_energy = max(
            (r.energy.energy_kwh_band.conservative for r in self._results if r in self._runnable()),
            default=1.0,
        )
        # the curves stay in kWh; the axis writes them in the unit their size needs
        per_kwh, label = energy_unit(max_energy)
        self._energy.getAxis("left").setScale(per_kwh)
        self._energy.setLabel("left", label)
        main = self._results[0] if self._results else None
        right = self._energy.getAxis("right")
        if main is not None and main.energy.energy_kwh > 0:
            # the cost axis is the energy axis relabelled at the scenario's price per kWh
            right.setScale(main.energy.electricity_cost / main.energy.energy_kwh)
            right.setLabel(_t("Electricity cost (%1)").replace("%1", main.energy.currency))
        self._energy.setYRange(0, max(max_energy, 1e-9) * 1.1, padding=0)


def _solid_seconds(result: PlanResult, key: str, optimistic: float) -> float:
    """The planned length of a phase: training at the planned MFU, the rest optimistic."""
    return result.time.train_seconds if key == "training" else optimistic


def _extent_seconds(result: PlanResult) -> float:
    """Where the last bar or band of a candidate ends, in seconds."""
    start, end = 0.0, 0.0
    for phase in result.phases:
        solid = _solid_seconds(result, phase.key, phase.seconds_optimistic)
        end = max(end, start + solid, start + phase.seconds_conservative)
        start += solid
    return end


def _header_html(name: str, fit_status: str, text: QColor) -> str:
    """A candidate's title row: its name, and the Memory fit tab's marking where it matters."""
    html = f'<b style="color:{text.name()}">{escape(name)}</b>'
    if fit_status == "does_not_fit":
        note = does_not_fit_note()
    elif fit_status == "tight":
        note = fit_status_text(fit_status)
    else:
        return html
    colour = STATUS_COLOURS[fit_status]
    return html + f'&nbsp;&nbsp;<b style="color:{colour}">{escape(note)}</b>'
