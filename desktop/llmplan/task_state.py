"""The state a long task shares with whoever runs it: cancel in, progress out (no Qt).

Shaped like Orange3's task state: the work is a plain function that receives this object,
asks `is_cancelled()` between steps and reports progress; whoever runs it on a thread
(the GUI's `BackgroundTask`, the CLI) decides what to do with the reports. The corpus scan
uses it as `ScanState`; further tasks (pilot runs, searches) pass their own progress type.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Generic, TypeVar

# Progress callbacks are throttled to this many per second so a GUI event queue never floods.
MAX_REPORTS_PER_SECOND = 10.0

ProgressT = TypeVar("ProgressT")


class TaskState(Generic[ProgressT]):
    """Thread-safe cancel flag plus a throttled progress callback."""

    def __init__(
        self,
        on_progress: Callable[[ProgressT], None] | None = None,
        max_reports_per_second: float = MAX_REPORTS_PER_SECOND,
    ) -> None:
        self._cancelled = threading.Event()
        self._on_progress = on_progress
        self._min_interval = 1.0 / max_reports_per_second if max_reports_per_second > 0 else 0.0
        self._last_report = float("-inf")
        self._lock = threading.Lock()
        self.last_progress: ProgressT | None = None

    # ---- cancel
    def cancel(self) -> None:
        """Ask the work to stop; it returns what it has so far."""
        self._cancelled.set()

    def is_cancelled(self) -> bool:
        return self._cancelled.is_set()

    # ---- progress
    def report_progress(self, progress: ProgressT, force: bool = False) -> None:
        """Pass `progress` on, unless the previous report was less than 1/10 s ago."""
        now = time.monotonic()
        with self._lock:
            if not force and now - self._last_report < self._min_interval:
                return
            self._last_report = now
            self.last_progress = progress
        if self._on_progress is not None:
            self._on_progress(progress)
