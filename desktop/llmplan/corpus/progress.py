"""Task state of a running scan: progress out, cancel in (no Qt; the GUI wraps it).

Shaped like Orange3's task state: the scan is a plain function that receives this object,
asks `is_cancelled()` between steps and reports progress; whoever runs it on a thread
(QThread, CLI) decides what to do with the reports.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from pydantic import BaseModel, ConfigDict

# Progress callbacks are throttled to this many per second so a GUI event queue never floods.
MAX_REPORTS_PER_SECOND = 10.0


class ScanProgress(BaseModel):
    """One progress report: counts so far and the time left, as well as it is known."""

    model_config = ConfigDict(frozen=True)

    files_done: int
    files_total_seen: int
    bytes_done: int
    bytes_total: int
    tokens_so_far: int
    elapsed_s: float
    eta_s: float | None
    current_path: str
    phase: str = "reading"  # "walking", "reading" or "finishing"
    # True when eta_s is what is left of the time budget (the scan stops then), False when
    # it is the estimate from the reading rate
    eta_is_budget: bool = False

    @property
    def fraction(self) -> float:
        """Share of the planned bytes done, 0..1 (0 while the total is unknown)."""
        if self.bytes_total <= 0:
            return 0.0
        return min(1.0, self.bytes_done / self.bytes_total)


ProgressCallback = Callable[[ScanProgress], None]


class ScanState:
    """Thread-safe cancel flag plus a throttled progress callback."""

    def __init__(
        self,
        on_progress: ProgressCallback | None = None,
        max_reports_per_second: float = MAX_REPORTS_PER_SECOND,
    ) -> None:
        self._cancelled = threading.Event()
        self._on_progress = on_progress
        self._min_interval = 1.0 / max_reports_per_second if max_reports_per_second > 0 else 0.0
        self._last_report = float("-inf")
        self._lock = threading.Lock()
        self.last_progress: ScanProgress | None = None

    # ---- cancel
    def cancel(self) -> None:
        """Ask the scan to stop; it returns the partial report marked cancelled."""
        self._cancelled.set()

    def is_cancelled(self) -> bool:
        return self._cancelled.is_set()

    # ---- progress
    def report_progress(self, progress: ScanProgress, force: bool = False) -> None:
        """Pass `progress` on, unless the previous report was less than 1/10 s ago."""
        now = time.monotonic()
        with self._lock:
            if not force and now - self._last_report < self._min_interval:
                return
            self._last_report = now
            self.last_progress = progress
        if self._on_progress is not None:
            self._on_progress(progress)
