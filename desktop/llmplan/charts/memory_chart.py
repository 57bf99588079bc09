"""Stacked bars of memory per card (one bar per candidate) against each card's capacity."""

from __future__ import annotations

import textwrap
from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QCursor, QFontMetricsF
from PySide6.QtWidgets import QToolTip, QWidget

from llmplan.charts.axes import locale_axes
from llmplan.charts.palette import (
    MEMORY_COLOURS,
    MEMORY_SEGMENTS,
    STATUS_COLOURS,
    ChartColours,
    FollowsPalette,
    chart_colours,
    style_axes,
    style_legend,
)
from llmplan.core.result import PlanResult
from llmplan.presentation import formatting, i18n
from llmplan.presentation.hardware_names import capacity_text, plan_hardware
from llmplan.presentation.labels import fit_status_text, memory_part_label
from llmplan.presentation.tables import candidate_label, candidate_labels
from llmplan.units import GB, GIB

_t = i18n.translator("Charts")


_GIB_PER_GB = GB / GIB  # display unit conversion only
BAR_WIDTH = 0.6


def _unit_factor() -> float:
    return _GIB_PER_GB if formatting.memory_unit() == "GiB" else 1.0


class MemoryFitChart(FollowsPalette, pg.PlotWidget):
    """One stacked bar per candidate: weights … overhead, then the hatched free part."""

    # ---- Signals
    sig_segment_clicked = Signal(int, str)
    """A bar segment was clicked (candidate index, segment key such as "activations")."""

    _follow_palette = False  # until built; Qt sends palette events during construction

    def __init__(self, parent: QWidget | None = None, colours: ChartColours | None = None) -> None:
        """`colours` fixes the chart's colours (exports); without, they follow the palette."""
        super().__init__(parent, axisItems=locale_axes("left"))
        self._results: list[PlanResult] = []
        self._factor = 1.0
        self._colours = colours or chart_colours(self.palette())
        self.setMinimumHeight(260)
        self.setMenuEnabled(False)
        self.setMouseEnabled(x=False, y=False)
        self.hideButtons()
        plot = self.getPlotItem()
        plot.showGrid(x=False, y=True, alpha=0.25)
        self._legend = plot.addLegend(offset=(8, 4), colCount=4)
        self._bars: dict[str, pg.BarGraphItem] = {}
        for key in (*MEMORY_SEGMENTS, "free"):
            bar = pg.BarGraphItem(
                x=[], height=[], y0=[], width=BAR_WIDTH, name=memory_part_label(key)
            )
            plot.addItem(bar)
            self._bars[key] = bar
        self._capacity = pg.PlotCurveItem(connect="pairs", name=_t("Card capacity"))
        plot.addItem(self._capacity)
        self._status_items: list[pg.TextItem] = []
        self._value_items: list[pg.TextItem] = []
        self._tops: list[float] = [1.0]
        self._value_keys: list[tuple[tuple[int, str], str]] = []
        self._apply_colours()
        self._follow_palette = colours is None
        self.scene().sigMouseMoved.connect(self._on_mouse_moved)
        self.scene().sigMouseClicked.connect(self._on_mouse_clicked)

    def sizeHint(self) -> QSize:
        """A fixed wish, not QGraphicsView's (the view's last size, up to ⅔ of the screen):
        that grew with each larger layout and made its page taller and taller."""
        return QSize(640, 420)

    # ---- Public API
    def set_results(self, results: Sequence[PlanResult]) -> None:
        """Show these plan results (main hardware first)."""
        self._results = list(results)
        self._factor = _unit_factor()
        xs = list(range(len(self._results)))
        bottoms = [0.0] * len(xs)
        for key in MEMORY_SEGMENTS:
            heights = [
                getattr(r.memory.memory_per_gpu_gb, key) * self._factor for r in self._results
            ]
            self._bars[key].setOpts(x=xs, y0=list(bottoms), height=heights, width=BAR_WIDTH)
            bottoms = [b + h for b, h in zip(bottoms, heights, strict=True)]
        free = [max(r.memory.memory_per_gpu_gb.free, 0.0) * self._factor for r in self._results]
        self._bars["free"].setOpts(x=xs, y0=list(bottoms), height=free, width=BAR_WIDTH)
        cap_x: list[float] = []
        cap_y: list[float] = []
        for index, result in enumerate(self._results):
            capacity = result.memory.memory_per_gpu_gb.capacity * self._factor
            cap_x += [index - BAR_WIDTH / 2 - 0.08, index + BAR_WIDTH / 2 + 0.08]
            cap_y += [capacity, capacity]
        self._capacity.setData(cap_x, cap_y)
        self._place_status_labels()
        self._set_axes()
        self._place_value_labels()

    def value_texts(self) -> dict[tuple[int, str], str]:
        """The figures written on the bar segments: (candidate, segment) -> text."""
        return dict(self._value_keys)

    def bar_labels(self) -> list[str]:
        """The name under each bar (the server picked, else the GPUs), one line."""
        return [label.replace("\n", " ") for _, label in self._ticks()]

    def legend_clear_of_bars(self) -> bool:
        """Whether the legend (drawn inside the plot) stays above every bar and fit badge."""
        box = self.getPlotItem().getViewBox()
        legend_bottom = self._legend.mapRectToScene(self._legend.boundingRect()).bottom()
        for item in self._status_items:
            if item.mapRectToScene(item.boundingRect()).top() < legend_bottom - 0.5:
                return False
        highest = max(self._tops, default=0.0)
        return box.mapViewToScene(QPointF(0, highest)).y() >= legend_bottom

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)
        if getattr(self, "_value_keys", None) is not None and self.__dict__.get("_results"):
            self._fit_headroom()
            self._place_value_labels()

    def results(self) -> list[PlanResult]:
        return list(self._results)

    def segment_heights(self, key: str) -> list[float]:
        """Heights of one segment across the bars, in the displayed unit (GB or GiB)."""
        heights = self._bars[key].opts.get("height")
        return [float(h) for h in (heights if heights is not None else [])]

    def status_texts(self) -> list[str]:
        """The fit marking above each bar, e.g. "✗ does not fit"."""
        return [item.textItem.toPlainText() for item in self._status_items]

    def segment_at(self, x: float, y: float) -> tuple[int, str] | None:
        """Which (candidate, segment) lies at chart coordinates (x, y), if any."""
        index = round(x)
        if not 0 <= index < len(self._results) or abs(x - index) > BAR_WIDTH / 2:
            return None
        for key in (*MEMORY_SEGMENTS, "free"):
            opts = self._bars[key].opts
            bottom, height = float(opts["y0"][index]), float(opts["height"][index])
            if height > 0 and bottom <= y <= bottom + height:
                return index, key
        return None

    def segment_center(self, index: int, key: str) -> QPointF:
        """Chart coordinates of the middle of a segment (for tests and keyboard access)."""
        opts = self._bars[key].opts
        return QPointF(index, float(opts["y0"][index]) + float(opts["height"][index]) / 2)

    def tooltip_for(self, index: int, key: str) -> str:
        result = self._results[index]
        memory = result.memory.memory_per_gpu_gb
        value = memory.free if key == "free" else getattr(memory, key)
        name = candidate_labels(self._results)[index]
        return "\n".join(
            [
                f"{name} — {memory_part_label(key)}: {formatting.size_gb(value)}",
                _t("Total %1 of %2 per card")
                .replace("%1", formatting.size_gb(memory.total))
                .replace("%2", capacity_text(memory.capacity)),
                fit_status_text(result.memory.fit_status),
                _t("Click for how this figure is computed."),
            ]
        )

    # ---- Internals
    def _apply_colours(self) -> None:
        colours = self._colours
        self.setBackground(colours.background)
        plot = self.getPlotItem()
        style_axes(plot, colours, ("left", "bottom"))
        outline = pg.mkPen(colours.outline, width=0.6)
        for key, bar in self._bars.items():
            if key == "free":
                brush = QBrush(colours.hatch, Qt.BrushStyle.BDiagPattern)
            else:
                brush = QBrush(QColor(MEMORY_COLOURS[key]))
            bar.setOpts(brush=brush, pen=outline)
        self._capacity.setPen(pg.mkPen(colours.text, width=2.5, style=Qt.PenStyle.DashLine))
        style_legend(self._legend, colours)

    def _place_status_labels(self) -> None:
        plot = self.getPlotItem()
        for item in self._status_items:
            plot.removeItem(item)
        self._status_items = []
        for index, result in enumerate(self._results):
            memory = result.memory.memory_per_gpu_gb
            top = max(memory.total, memory.capacity) * self._factor
            item = pg.TextItem(
                fit_status_text(result.memory.fit_status),
                color=STATUS_COLOURS.get(result.memory.fit_status, self._colours.text),
                anchor=(0.5, 1.0),
            )
            font = item.textItem.font()
            font.setBold(True)
            item.setFont(font)
            item.setPos(index, top * 1.02)
            plot.addItem(item)
            self._status_items.append(item)

    def _set_axes(self) -> None:
        plot = self.getPlotItem()
        # long server names on two lines, so the axis never drops a label for lack of room
        ticks = self._ticks()
        lines = max((tick[1].count("\n") + 1 for tick in ticks), default=1)
        plot.getAxis("bottom").setHeight(12 + 16 * lines)
        plot.getAxis("bottom").setTicks([ticks, []])
        unit = formatting.memory_unit()
        plot.setLabel("left", _t("Memory per card (%1)").replace("%1", unit))
        self._tops = [
            max(r.memory.memory_per_gpu_gb.total, r.memory.memory_per_gpu_gb.capacity)
            * self._factor
            for r in self._results
        ] or [1.0]
        self._fit_headroom()
        # at least three bar slots wide, so one candidate is not one huge block
        half = max(len(self._results) / 2, 1.5)
        centre = (len(self._results) - 1) / 2
        plot.setXRange(centre - half, centre + half, padding=0)

    def _ticks(self) -> list[tuple[int, str]]:
        """Bars are named by the server picked (a buyer compares servers), by the GPUs for
        bare GPUs; long names on up to three lines."""
        names = [
            plan_hardware(result) if plan_hardware(result) != candidate_label(result) else name
            for result, name in zip(self._results, candidate_labels(self._results), strict=True)
        ]
        return [(i, "\n".join(textwrap.wrap(name, 26)[:3])) for i, name in enumerate(names)]

    def _fit_headroom(self) -> None:
        """Room above the bars for the fit badges and the legend, whatever the window size:
        the legend's pixel height is kept free at the top of the plot."""
        plot = self.getPlotItem()
        top = max(self._tops, default=1.0)
        view_px = max(plot.getViewBox().height(), 1.0)
        # the legend's height, its offset from the top (4 px) and a gap of 8 px
        legend_px = self._legend.boundingRect().height() + 4 + 8
        badge_px = QFontMetricsF(self.font()).height() * 1.6
        free_share = max(min((legend_px + badge_px) / view_px, 0.7), 0.15)
        plot.setYRange(0, top / (1 - free_share), padding=0)

    def _place_value_labels(self) -> None:
        """Each segment carries its figure ("96 GB"): inside when a line of text fits,
        else beside the bar (right of it, spread so the labels never overlap)."""
        plot = self.getPlotItem()
        for item in self._value_items:
            plot.removeItem(item)
        self._value_items = []
        self._value_keys = []
        box = plot.getViewBox()
        span = box.viewRange()
        px_per_unit = box.height() / max(span[1][1] - span[1][0], 1e-9)
        px_per_x = box.width() / max(span[0][1] - span[0][0], 1e-9)
        metrics = QFontMetricsF(self.font())
        line_px = metrics.height() * 0.95
        gap_px = (1 - BAR_WIDTH) * px_per_x - 6  # room between this bar and the next
        for index, result in enumerate(self._results):
            beside: list[tuple[float, str, str]] = []  # (centre y, key, text)
            for key in (*MEMORY_SEGMENTS, "free"):
                opts = self._bars[key].opts
                height = float(opts["height"][index]) if len(opts["height"]) > index else 0.0
                if height <= 0:
                    continue
                memory = result.memory.memory_per_gpu_gb
                value = memory.free if key == "free" else getattr(memory, key)
                text = formatting.size_gb(value)
                centre = float(opts["y0"][index]) + height / 2
                if height * px_per_unit >= line_px:
                    self._add_value(index, key, text, QPointF(index, centre), (0.5, 0.5))
                elif metrics.horizontalAdvance(text) <= gap_px:
                    beside.append((centre, key, text))
            # beside the bar, bottom up, each at least a line above the one below
            floor = -1e9
            for centre, key, text in sorted(beside):
                y = max(centre, floor)
                floor = y + line_px / px_per_unit
                position = QPointF(index + BAR_WIDTH / 2 + 0.02, y)
                self._add_value(index, key, text, position, (0.0, 0.5), beside=True)

    def _add_value(
        self,
        index: int,
        key: str,
        text: str,
        position: QPointF,
        anchor: tuple[float, float],
        beside: bool = False,
    ) -> None:
        colour = QColor(MEMORY_COLOURS[key]) if beside and key != "free" else None
        item = pg.TextItem(
            text,
            color=self._colours.text if beside else _text_on(key, self._colours),
            anchor=anchor,
        )
        if colour is not None:  # a swatch of the segment's colour ties the label to it
            item.setHtml(
                f'<span style="color:{colour.name()}">■</span> '
                f'<span style="color:{QColor(self._colours.text).name()}">{text}</span>'
            )
        item.setPos(position)
        self.getPlotItem().addItem(item)
        self._value_items.append(item)
        self._value_keys.append(((index, key), text))

    def _on_mouse_moved(self, scene_pos: QPointF) -> None:
        box = self.getPlotItem().getViewBox()
        if not box.sceneBoundingRect().contains(scene_pos):
            return
        point = box.mapSceneToView(scene_pos)
        hit = self.segment_at(point.x(), point.y())
        text = self.tooltip_for(*hit) if hit else ""
        self.setToolTip(text)
        if text:
            QToolTip.showText(QCursor.pos(), text, self)
        else:
            QToolTip.hideText()

    def _on_mouse_clicked(self, event: object) -> None:
        box = self.getPlotItem().getViewBox()
        scene_pos = event.scenePos()  # type: ignore[attr-defined]
        if not box.sceneBoundingRect().contains(scene_pos):
            return
        point = box.mapSceneToView(scene_pos)
        hit = self.segment_at(point.x(), point.y())
        if hit is not None:
            self.sig_segment_clicked.emit(*hit)


def _text_on(key: str, colours: ChartColours) -> QColor:
    """Black or white, whichever reads on the segment's fill (the hatched free part: text)."""
    if key == "free":
        return QColor(colours.text)
    fill = QColor(MEMORY_COLOURS[key])
    luminance = 0.299 * fill.redF() + 0.587 * fill.greenF() + 0.114 * fill.blueF()
    return QColor("#000000" if luminance > 0.55 else "#FFFFFF")
