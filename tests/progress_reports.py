"""A scan's progress report as the scan sends it, for the views that draw one (the Corpus
tab's progress line, the convergence chart)."""

from __future__ import annotations

from llmplan.corpus.progress import ScanProgress


def progress_at(
    second: int, *, eta_s: float | None = None, eta_is_budget: bool = False
) -> ScanProgress:
    """`second` seconds into a scan of ten files of 10 bytes: a file and 100 tokens a second,
    the running estimate 1,000 + `second` tokens, its 95 % interval 900 to 1,100 + `second`."""
    return ScanProgress(
        files_done=second,
        files_total_seen=10,
        bytes_done=10 * second,
        bytes_total=100,
        tokens_so_far=100 * second,
        elapsed_s=float(second),
        eta_s=eta_s,
        current_path="",
        eta_is_budget=eta_is_budget,
        tokens_estimated=1000.0 + second,
        ci95_low=900.0,
        ci95_high=1100.0 + second,
    )
