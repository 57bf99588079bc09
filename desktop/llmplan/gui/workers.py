"""Run long work off the GUI thread (Anki/Orange3 style), typed by its result and progress.

The work is a plain function taking a `TaskState[P]` (the same cancel/progress object the
corpus engine uses as `ScanState`); it never sees a widget. Its progress, result and error
reach the GUI thread as queued signals, because the task object lives in the GUI thread
while `run()` executes in the worker thread. Connect through `on_progress`, `on_done` and
`on_error`, whose slots are typed with the task's `R` and `P`.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QObject, QThread, Signal

from llmplan.presentation.refusal_text import error_text
from llmplan.task_state import TaskState

R = TypeVar("R")
P = TypeVar("P")


class BackgroundTask(QThread, Generic[R, P]):
    """`BackgroundTask[Report, Progress](work).start()`; work(state) -> R."""

    # ---- Signals (Qt carries Python objects; the typed connectors below say which)
    sig_progress = Signal(object)
    """Progress from the work (argument: P)."""
    sig_done = Signal(object)
    """The work returned (argument: R; also after a cancel that returned)."""
    sig_error = Signal(str)
    """The work raised (argument: a one-line message in the user's language; the traceback
    went to stderr)."""

    def __init__(self, work: Callable[[TaskState[P]], R], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._work = work
        self.state: TaskState[P] = TaskState(on_progress=self.sig_progress.emit)

    # ---- Public API
    def on_progress(self, slot: Callable[[P], None]) -> None:
        self.sig_progress.connect(slot)

    def on_done(self, slot: Callable[[R], None]) -> None:
        self.sig_done.connect(slot)

    def on_error(self, slot: Callable[[str], None]) -> None:
        self.sig_error.connect(slot)

    def cancel(self) -> None:
        """Ask the work to stop; it returns its partial result through sig_done."""
        self.state.cancel()

    def stop(self) -> None:
        """Cancel and wait for the thread to end (closing, a language switch, a new run)."""
        self.cancel()
        self.wait()

    def run(self) -> None:  # executes in the worker thread
        try:
            result = self._work(self.state)
        except Exception as error:  # noqa: BLE001 - a worker thread reports every failure to the GUI
            traceback.print_exc()
            self.sig_error.emit(error_text(error))  # a refusal in the user's language
        else:
            self.sig_done.emit(result)


def dispose(task: BackgroundTask[R, P] | None) -> None:
    """After a task's `finished`: wait for its thread's very end, then let Qt delete it."""
    if task is not None:
        task.wait()
        task.deleteLater()


class TaskSlot(Generic[R, P]):
    """The one background task a widget runs at a time (a scan, a training); `task` is None
    between runs. The owner's slots are given once, in the order of BackgroundTask's
    connectors, and connected to each task `start` makes; `on_finished` runs once the task's
    thread has ended and the task is let go."""

    def __init__(
        self,
        owner: QObject,
        on_progress: Callable[[P], None],
        on_done: Callable[[R], None],
        on_error: Callable[[str], None],
        on_finished: Callable[[], None],
    ) -> None:
        self._owner = owner
        self._on_progress, self._on_done, self._on_error = on_progress, on_done, on_error
        self._on_finished = on_finished
        self.task: BackgroundTask[R, P] | None = None

    def running(self) -> bool:
        return self.task is not None

    def start(self, work: Callable[[TaskState[P]], R]) -> None:
        """Run `work` on a new task owned by the owner, its slots connected."""
        task = BackgroundTask[R, P](work, parent=self._owner)
        task.on_progress(self._on_progress)
        task.on_done(self._on_done)
        task.on_error(self._on_error)
        task.finished.connect(self._finished)
        self.task = task
        task.start()

    def cancel(self) -> bool:
        """Ask the running task to stop (its partial result still comes); False where none
        runs."""
        if self.task is None:
            return False
        self.task.cancel()
        return True

    def stop(self) -> None:
        """Cancel the running task, wait for its thread and finish it now (closing, a
        language switch)."""
        if self.task is not None:
            self.task.stop()
            self._finished()

    def _finished(self) -> None:
        dispose(self.task)
        self.task = None
        self._on_finished()
