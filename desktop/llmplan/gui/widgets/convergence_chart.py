"""The Corpus tab's live chart: the running token estimate and its 95 % band over time.

It draws the points `presentation.convergence` collects from the scan's progress reports:
as the sample grows the band narrows, and it closes on the exact count when every file has
been read.

A redraw costs the GUI thread milliseconds (three curves, the band, the axes' ticks), and
progress comes ten times a second: the points are taken at once, but drawn at most once
every `REDRAW_MS` — and at once when the scan ends (`flush`), so the finished chart is complete.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from llmplan.charts.axes import locale_axes
from llmplan.charts.palette import chart_colours, style_axes
from llmplan.corpus.progress import ScanProgress
from llmplan.corpus.report import CorpusReport
from llmplan.presentation.colours import BLUE, SKY_BLUE
from llmplan.presentation.convergence import ConvergencePoints, caption, result_caption

REDRAW_MS = 1000  # the chart spans seconds to hours: once a second follows it closely


class ConvergenceChart(QWidget):
    """Estimate (line) and 95 % interval (band) of the running scan, over elapsed seconds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points = ConvergencePoints()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.caption = QLabel(caption(self.points))
        self.caption.setObjectName("convergenceCaption")
        self.plot = pg.PlotWidget(axisItems=locale_axes("left", "bottom"))
        self.plot.setObjectName("convergenceChart")
        self.plot.setToolTip(
            self.tr(
                "The folder's estimated tokens (line) and its 95 % interval (band) while the "
                "scan reads a growing random sample; the band closes on the exact count when "
                "every file has been read"
            )
        )
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        height = self.fontMetrics().height()
        self.plot.setMinimumHeight(height * 6)
        self.plot.setMaximumHeight(height * 8)
        item = self.plot.getPlotItem()
        item.setLabel("left", self.tr("tokens"))
        item.setLabel("bottom", self.tr("seconds since the start"))
        item.getAxis("bottom").enableAutoSIPrefix(False)  # no "(x0.001)" after the seconds
        item.getAxis("left").enableAutoSIPrefix(False)
        band = QColor(SKY_BLUE)
        band.setAlpha(90)
        self._low = pg.PlotDataItem([], [], pen=pg.mkPen(SKY_BLUE))
        self._high = pg.PlotDataItem([], [], pen=pg.mkPen(SKY_BLUE))
        self._band = pg.FillBetweenItem(self._low, self._high, brush=pg.mkBrush(band))
        # dots as well as the line: a quick scan may report one or two points only
        self._line = pg.PlotDataItem(
            [], [], pen=pg.mkPen(BLUE, width=2), symbol="o", symbolSize=5, symbolBrush=BLUE
        )
        for part in (self._band, self._low, self._high, self._line):
            item.addItem(part)
        self._apply_colours()
        self._redraw_timer = QTimer(self)
        self._redraw_timer.setSingleShot(True)
        self._redraw_timer.setInterval(REDRAW_MS)
        self._redraw_timer.timeout.connect(self._redraw)
        layout.addWidget(self.caption)
        layout.addWidget(self.plot)

    # ---- Public API
    def clear(self) -> None:
        """Forget the points of an earlier scan."""
        self.points = ConvergencePoints()
        self._redraw()

    def add_progress(self, progress: ScanProgress) -> None:
        """Take the report's estimate, if it carries one; drawn now if the chart has no
        point yet, else with the next redraw (at most `REDRAW_MS` later)."""
        if not self.points.add(progress):
            return
        if len(self.points) == 1:
            self._redraw()
        elif not self._redraw_timer.isActive():
            self._redraw_timer.start()

    def show_result(self, report: CorpusReport) -> None:
        """The scan has ended: the caption gives the report's own figure, in the totals'
        words, so the chart and the totals never show two values."""
        self.flush()
        self.caption.setText(result_caption(report))

    def flush(self) -> None:
        """Draw the points not drawn yet now (the scan has ended)."""
        if self._redraw_timer.isActive():
            self._redraw()

    # ---- Internals
    def _redraw(self) -> None:
        self._redraw_timer.stop()
        points = self.points
        self._low.setData(points.seconds, points.low)
        self._high.setData(points.seconds, points.high)
        self._line.setData(points.seconds, points.estimate)
        # the band keeps its last shape when its curves are emptied: no points, no plot
        # (an earlier scan's band stood under "The estimate appears here …"); nor where the
        # points only repeat one exact count
        self.plot.setVisible(points.worth_drawing())
        self.caption.setText(caption(points))

    def _apply_colours(self) -> None:
        colours = chart_colours(self.palette())
        self.plot.setBackground(colours.background)
        style_axes(self.plot.getPlotItem(), colours, ("left", "bottom"))
