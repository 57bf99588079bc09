"""The convergence chart draws only what its caption cannot say: a quick exact count (the same
value twice, a millisecond apart) is no chart, an estimate with an interval or one that moved
is."""

from __future__ import annotations

from llmplan.corpus.progress import ScanProgress
from llmplan.presentation.convergence import ConvergencePoints
from progress_reports import progress_at


def _point(seconds: float, estimate: float, low: float, high: float) -> ScanProgress:
    fields = {"elapsed_s": seconds, "tokens_estimated": estimate, "ci95_low": low}
    return progress_at(1).model_copy(update={**fields, "ci95_high": high})


def _points(*reports: ScanProgress) -> ConvergencePoints:
    points = ConvergencePoints()
    for report in reports:
        assert points.add(report)
    return points


def test_a_quick_exact_count_is_no_chart() -> None:
    points = _points(_point(2.0654, 11_291, 11_291, 11_291), _point(2.0668, 11_291, 11_291, 11_291))
    assert not points.worth_drawing()
    assert not ConvergencePoints().worth_drawing()


def test_an_interval_or_a_moving_estimate_is_a_chart() -> None:
    assert _points(_point(1.0, 900, 800, 1_000)).worth_drawing()
    assert _points(_point(1.0, 900, 900, 900), _point(3.0, 1_200, 1_200, 1_200)).worth_drawing()
