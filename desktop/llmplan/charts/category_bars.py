"""Bars of named categories (file types, tokenizers) laid on their side: every name is one
line of the left axis, so names never run into each other however many there are (side by
side under upright bars, "HTMLreStructuredTextMarkdown" did)."""

from __future__ import annotations

from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtGui import QFontMetrics

MOST_BARS = 8  # beyond this the smallest share one bar (the table lists every one)


def top_and_rest(
    names: Sequence[str], values: Sequence[float], other: str, most: int = MOST_BARS
) -> tuple[list[str], list[float]]:
    """Up to `most` bars in the order given; beyond, the `most - 1` largest (largest first)
    and the rest as one bar named `other` (whose "%n" is their count)."""
    if len(names) <= most:
        return list(names), list(values)
    ranked = sorted(zip(names, values, strict=True), key=lambda pair: -pair[1])
    kept, rest = ranked[: most - 1], ranked[most - 1 :]
    rest_label = other.replace("%n", str(len(rest)))
    return [n for n, _ in kept] + [rest_label], [v for _, v in kept] + [sum(v for _, v in rest)]


def draw_category_bars(
    plot: pg.PlotItem,
    names: Sequence[str],
    values: Sequence[float],
    colour: str,
    metrics: QFontMetrics,
) -> pg.BarGraphItem | None:
    """Horizontal bars top-down, one named tick each; the left axis as wide as the longest
    name. The plot's y axis must be inverted (the largest on top, as in the table)."""
    left = plot.getAxis("left")
    left.setTicks([[(i, name) for i, name in enumerate(names)]])
    widest = max((metrics.horizontalAdvance(name) for name in names), default=0)
    left.setWidth(widest + metrics.height())
    if not names:
        return None
    bars = pg.BarGraphItem(
        y=list(range(len(values))), x0=0.0, width=list(values), height=0.6, brush=colour
    )
    plot.addItem(bars)
    plot.setYRange(-0.6, len(values) - 0.4, padding=0)
    plot.setXRange(0, max(values) * 1.1 if max(values) > 0 else 1, padding=0)
    return bars
