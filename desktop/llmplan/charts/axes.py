"""A chart axis whose tick numbers follow the UI locale ("0,5" and "12.000" in German).

pyqtgraph writes tick values with Python's "%g", always with a decimal point. This axis
formats them with the helpers in `llmplan.presentation.formatting` instead (formatting only).
It never adds pyqtgraph's SI prefix to a label ("Time (hours) (x0.001)"): a chart picks
its unit from its data ("Time (seconds)") and says it in the label.
"""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg

from llmplan.presentation import formatting

# From here on, ticks read "1 M", "2,5 Mrd." rather than "1.000.000" (see `compact`).
COMPACT_FROM = 1e6
MAX_DECIMALS = 6


def tick_decimals(spacing: float) -> int:
    """Decimals that write the tick spacing exactly: 0.25 -> 2, 0.5 -> 1, 5 -> 0."""
    if not math.isfinite(spacing) or spacing <= 0:
        return 0
    # one more than needed to tell ticks apart at most (a cost axis at 0.3127 €/kWh has
    # ticks 3.127 apart: "3,1", "6,3" rather than "3,127000")
    most = min(MAX_DECIMALS, max(0, math.ceil(-math.log10(spacing) - 1e-9)) + 1)
    for decimals in range(most + 1):
        scaled = spacing * 10**decimals
        if abs(scaled - round(scaled)) <= 1e-6 * scaled:
            return decimals
    return most


def tick_string(value: float, decimals: int) -> str:
    """One tick label in the UI locale; large values in the compact word form."""
    if abs(value) < 0.5 * 10.0**-decimals:
        value = 0.0  # no "-0" from rounding
    if abs(value) >= COMPACT_FROM:
        return formatting.compact(value)
    return formatting.number(value, decimals)


class LocaleAxis(pg.AxisItem):
    """An AxisItem whose tick strings use the locale's decimal and group separators."""

    def __init__(self, orientation: str, **kwargs: Any) -> None:
        super().__init__(orientation, **kwargs)
        self.enableAutoSIPrefix(False)

    def updateAutoSIPrefix(self) -> None:
        """pyqtgraph works out a prefix even when it is switched off (on `setLabel`), and
        scales the ticks by it; here the scale stays 1 unless asked for."""
        if self.autoSIPrefix:
            super().updateAutoSIPrefix()
            return
        self.autoSIPrefixScale = 1.0
        self.labelUnitPrefix = ""
        self._updateLabel()

    def tickStrings(self, values: list[float], scale: float, spacing: float) -> list[str]:
        if self.logMode:
            return list(super().tickStrings(values, scale, spacing))
        decimals = tick_decimals(spacing * scale)
        return [tick_string(float(v) * scale, decimals) for v in values]


def locale_axes(*sides: str) -> dict[str, pg.AxisItem]:
    """Locale axes for the given sides, as `axisItems` for a PlotWidget or addPlot."""
    return {side: LocaleAxis(side) for side in sides}
