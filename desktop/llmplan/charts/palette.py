"""Colours of the charts: the data colours come from `presentation.colours` (Okabe–Ito).

Colour is never the only carrier of meaning: fit status is also written out ("✓ fits"),
and the free part of a card is hatched.

The data colours (segments, phases, candidates) are the same in light and dark palettes;
the chart's own colours (background, axes, text, capacity line, hatching) follow the
widget palette in the app (`chart_colours`) and stay on white paper in exports
(`PAPER_COLOURS`).
"""

from __future__ import annotations

from dataclasses import dataclass

import pyqtgraph as pg
from PySide6.QtCore import QEvent
from PySide6.QtGui import QColor, QPalette

from llmplan.presentation.colours import (
    BLACK,
    CANDIDATE_COLOURS,
    MEMORY_COLOURS,
    MEMORY_SEGMENTS,
    PHASE_COLOURS,
    STATUS_COLOURS,
)

__all__ = [
    "CANDIDATE_COLOURS",
    "MEMORY_COLOURS",
    "MEMORY_SEGMENTS",
    "PAPER_COLOURS",
    "PHASE_COLOURS",
    "STATUS_COLOURS",
    "ChartColours",
    "FollowsPalette",
    "chart_colours",
]


@dataclass(frozen=True)
class ChartColours:
    """The non-data colours of a chart."""

    background: QColor
    text: QColor
    """Axes, tick labels, axis titles, legend and headers; also the capacity line."""
    hatch: QColor
    """The hatching of the free part of a card (and of runs that do not fit)."""
    outline: QColor
    """Thin outlines around bars."""


def _mix(colour: QColor, other: QColor, share: float) -> QColor:
    """`share` of `colour` over `other` (colour blending, nothing from the plan)."""
    rest = 1.0 - share
    return QColor.fromRgbF(
        colour.redF() * share + other.redF() * rest,
        colour.greenF() * share + other.greenF() * rest,
        colour.blueF() * share + other.blueF() * rest,
    )


def colours_on(background: QColor, text: QColor) -> ChartColours:
    """Chart colours for this background and text colour."""
    return ChartColours(
        background=QColor(background),
        text=QColor(text),
        hatch=_mix(text, background, 0.5),
        outline=_mix(text, background, 0.8),
    )


def chart_colours(palette: QPalette) -> ChartColours:
    """The chart colours of a widget palette: Base background, Text for text and lines."""
    return colours_on(
        palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Base),
        palette.color(QPalette.ColorGroup.Active, QPalette.ColorRole.Text),
    )


# Exports (PNG, PDF) are printed or pasted into documents: always dark on white paper.
PAPER_COLOURS = colours_on(QColor("#FFFFFF"), QColor("#202020"))


def line_colour(colour: str, colours: ChartColours) -> QColor:
    """A data colour for a line; Okabe–Ito black becomes the text colour (dark palettes)."""
    return QColor(colours.text) if colour.upper() == BLACK else QColor(colour)


def style_axes(plot: pg.PlotItem, colours: ChartColours, sides: tuple[str, ...]) -> None:
    """Axis lines, ticks, tick labels, axis titles and grid in the chart's text colour."""
    pen = pg.mkPen(colours.text)
    for side in sides:
        axis = plot.getAxis(side)
        axis.setPen(pen)
        axis.setTextPen(pen)


def style_legend(legend: pg.LegendItem, colours: ChartColours) -> None:
    """Legend text in the chart's text colour, including entries already added."""
    legend.setLabelTextColor(colours.text)
    for sample, label in legend.items:
        label.setText(label.text, color=colours.text)
        sample.update()  # its bar or line may have new colours too


class FollowsPalette:
    """Mixed into a chart widget (before its Qt class): `colours()` and, on a palette switch
    at run time (light ↔ dark), the colours anew unless they were fixed at construction.
    The chart sets `_colours` and `_follow_palette` and has `_apply_colours()`; it may
    override `_palette_followed()` to redraw what carries the colours."""

    _colours: ChartColours
    _follow_palette: bool

    def colours(self) -> ChartColours:
        """The chart's current background, text and line colours."""
        return self._colours

    def changeEvent(self, event: QEvent) -> None:
        """Follow a palette switch at run time (light ↔ dark), unless the colours are fixed."""
        super().changeEvent(event)  # type: ignore[misc]
        if event.type() == QEvent.Type.PaletteChange and self._follow_palette:
            self._colours = chart_colours(self.palette())  # type: ignore[attr-defined]
            self._apply_colours()
            self._palette_followed()

    def _apply_colours(self) -> None:
        raise NotImplementedError

    def _palette_followed(self) -> None:
        """After the colours followed a palette switch: nothing more by default."""
