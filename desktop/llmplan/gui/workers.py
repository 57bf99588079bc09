"""Run long work off the GUI thread (Anki/Orange3 style).

The work is a plain function taking a `TaskState`; it never sees a widget. Its progress,
partial results, result and error reach the GUI thread as queued signals, because the
task object lives in the GUI thread while `run()` executes in the worker thread.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal


class TaskState:
    """What the work function may call: report progress/partials, ask about cancel."""

    def __init__(self, task: BackgroundTask) -> None:
        self._task = task
        self._cancelled = threading.Event()

    def set_progress(self, progress: Any) -> None:
        self._task.sig_progress.emit(progress)

    def set_partial_result(self, partial: Any) -> None:
        self._task.sig_partial.emit(partial)

    def is_cancelled(self) -> bool:
        return self._cancelled.is_set()

    def cancel(self) -> None:
        self._cancelled.set()


class BackgroundTask(QThread):
    """`BackgroundTask(run=fn).start()`; fn(state) -> result."""

    # ---- Signals
    sig_progress = Signal(object)
    """Progress from the work (argument: whatever the work reports)."""
    sig_partial = Signal(object)
    """A partial result worth showing already."""
    sig_done = Signal(object)
    """The work returned (argument: its result; also after a cancel that returned)."""
    sig_error = Signal(str)
    """The work raised (argument: a one-line message; the traceback went to stderr)."""

    def __init__(
        self,
        run: Callable[[TaskState], Any],
        on_cancel: Callable[[], None] | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._work = run
        self._on_cancel = on_cancel
        self.state = TaskState(self)

    def cancel(self) -> None:
        """Ask the work to stop; it returns its partial result through sig_done."""
        self.state.cancel()
        if self._on_cancel is not None:
            self._on_cancel()

    def run(self) -> None:  # executes in the worker thread
        try:
            result = self._work(self.state)
        except Exception as error:  # noqa: BLE001 - a worker thread reports every failure to the GUI
            traceback.print_exc()
            self.sig_error.emit(str(error) or type(error).__name__)
        else:
            self.sig_done.emit(result)
