"""Words and points of the Corpus tab's convergence chart, from the scan's progress reports.

The scan reports its running estimate and 95 % interval (`ScanProgress`); this module only
collects them as points and words them, so the chart draws without arithmetic of its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from llmplan.corpus.progress import ScanProgress
from llmplan.corpus.report import CorpusReport
from llmplan.presentation import formatting as fmt
from llmplan.presentation.i18n import fill, translator

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

    def worth_drawing(self) -> bool:
        """Whether a chart shows more than its caption: an interval, or an estimate that
        moved. A quick exact count is a few dots of one value milliseconds apart, on axes
        of "11,291.2" tokens and "2.0654" seconds; the caption says it all."""
        moved = len(set(self.estimate)) > 1
        return moved or any(high > low for low, high in zip(self.low, self.high, strict=True))


def half_width_share(value: float, low: float, high: float) -> float:
    """Half the interval as a share of the estimate (0 for an exact count)."""
    return (high - low) / 2 / value if value > 0 else 0.0


def caption(points: ConvergencePoints) -> str:
    """'Estimate 1.23 B tokens, 95 % interval ± 4.1 %' for the latest point."""
    if not points:
        return _tr("The estimate appears here as the first files are read.")
    return _estimate_caption(points.estimate[-1], points.low[-1], points.high[-1])


def _estimate_caption(value: float, low: float, high: float) -> str:
    share = half_width_share(value, low, high)
    if share == 0:
        return _tr("Exact count: %1").replace("%1", fmt.tokens(value))
    return fill(
        _tr("Estimate %1, 95 % interval ± %2 (%3 – %4)"),
        fmt.tokens(value),
        fmt.percent(share, 1),
        fmt.compact(low),
        fmt.compact(high),
    )


def token_total(report: CorpusReport) -> tuple[str, str]:
    """The scan's one token figure and what it is, as (caption, figure): the totals and the
    chart's caption both show it, so an exact count never stands beside an estimate of
    another value. Whole tokens, as the report's JSON gives them."""
    counted = report.tokens_counted
    estimated = round(report.tokens_estimated)
    if report.cancelled:
        return _tr("Tokens (partial):"), fill(
            _tr("%1 counted so far (estimate for the folder: %2)"),
            fmt.tokens(counted),
            fmt.compact(estimated),
        )
    if report.sampled:
        return _tr("Tokens (estimated):"), fmt.tokens(estimated)
    ocr = report.needs_ocr
    added = round(ocr.tokens_estimated) if ocr.included else 0
    if added > 0:
        return _tr("Tokens (counted + scanned pages):"), fill(
            _tr("%1 (%2 counted, %3 estimated for the scanned pages)"),
            fmt.tokens(estimated),
            fmt.compact(counted),
            fmt.compact(added),
        )
    return _tr("Tokens (exact count):"), fmt.tokens(estimated)


def result_caption(report: CorpusReport) -> str:
    """Under the chart once the scan has ended: the report's own figure, worded as the
    totals word it (the last running point can differ: the scanned pages' estimate is added
    afterwards)."""
    label, figure = token_total(report)
    estimated = round(report.tokens_estimated)
    if report.cancelled or figure != fmt.tokens(estimated):
        return f"{label} {figure}"  # a partial count, or a count with the scanned pages
    return _estimate_caption(estimated, round(report.ci95_low), round(report.ci95_high))
