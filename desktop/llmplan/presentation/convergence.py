"""Words and points of the Corpus tab's convergence chart, from the scan's progress reports.

The scan reports its running estimate and 95 % interval (`ScanProgress`); this module only
collects them as points and words them, so the chart draws without arithmetic of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from llmplan.corpus.progress import ScanProgress
from llmplan.presentation import formatting as fmt
from llmplan.presentation.i18n import translator

_tr = translator("Convergence")


@dataclass
class ConvergencePoints:
    """Elapsed seconds, estimate and interval bounds of each report with an estimate."""

    seconds: list[float] = field(default_factory=list)
    estimate: list[float] = field(default_factory=list)
    low: list[float] = field(default_factory=list)
    high: list[float] = field(default_factory=list)

    def add(self, progress: ScanProgress) -> bool:
        """Take the report's estimate, if it has one; True if a point was added."""
        value, low, high = progress.tokens_estimated, progress.ci95_low, progress.ci95_high
        if value is None or low is None or high is None:
            return False
        self.seconds.append(progress.elapsed_s)
        self.estimate.append(value)
        self.low.append(low)
        self.high.append(high)
        return True

    def __len__(self) -> int:
        return len(self.seconds)


def half_width_share(value: float, low: float, high: float) -> float:
    """Half the interval as a share of the estimate (0 for an exact count)."""
    return (high - low) / 2 / value if value > 0 else 0.0


def caption(points: ConvergencePoints) -> str:
    """'Estimate 1.23 B tokens, 95 % interval ± 4.1 %' for the latest point."""
    if not points:
        return _tr("The estimate appears here as the first files are read.")
    value, low, high = points.estimate[-1], points.low[-1], points.high[-1]
    share = half_width_share(value, low, high)
    if share == 0:
        return _tr("Exact count: %1 tokens").replace("%1", fmt.compact(value))
    return (
        _tr("Estimate %1 tokens, 95 % interval ± %2 (%3 – %4)")
        .replace("%1", fmt.compact(value))
        .replace("%2", fmt.percent(share, 1))
        .replace("%3", fmt.compact(low))
        .replace("%4", fmt.compact(high))
    )
