"""Read files in this process under the same per-file time and memory limits as a worker.

Small folders are read here when worker processes would have to be spawned (seconds of
start-up, e.g. from the GUI's thread). A reader thread reads one file at a time; the
calling thread waits for each outcome and is the watchdog: a file past its time limit (the
reader thread's own CPU time where the system tells it, else this process's; a generous
wall-clock backstop for a file stuck waiting), or
one that grows this process by more than a worker may grow, gets a `TookTooLong` /
`NeededTooMuchMemory` raised inside the reader thread, which skips the file with the
watchdog's reason. That exception lands at the reader's next Python instruction; native
code that never returns (a parser looping inside C) cannot take it: after a grace period
the file is skipped as "took too long" all the same, the stuck thread is left behind (it
has no more work) and the rest of the files are handed back, to be read in worker
processes, where the watchdog can end a process.
"""

from __future__ import annotations

import ctypes
import os
import queue
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from llmplan.corpus.extract import Limits
from llmplan.corpus.process_memory import grown_past, own_bytes
from llmplan.corpus.reasons import Reason
from llmplan.corpus.workers import (
    FileClock,
    FileLimitExceeded,
    FileOutcome,
    NeededTooMuchMemory,
    ReadJob,
    Stalled,
    TookTooLong,
    WorkerSetup,
    WorkItem,
    limit_reason,
    new_setup,
    read_one,
)

POLL_SECONDS = 0.1  # how often cancel and the limits are looked at while a file is read
# How long the reader may take to notice the exception before it is given up on.
GRACE_SECONDS = 5.0


# Readers given up on while native code held them: they run on until it returns (never,
# for some hostile files), and an interpreter torn down under them crashes (`cli.main`).
_stuck: list[threading.Thread] = []


def native_code_stuck() -> bool:
    """Whether a reader thread of this process is still held by native code it was given up
    on in. Ending the interpreter normally would then close that library's objects (at exit,
    pypdfium2 closes every open document) while the thread still uses them: a crash after
    the work is done. Whoever ends the process ends it at once instead (`os._exit`)."""
    return any(thread.is_alive() for thread in _stuck)


@dataclass
class InProcessResult:
    cancelled: bool = False
    # the reader got stuck: files not read yet (first the rest of the batch it was in)
    leftover: list[WorkItem] = field(default_factory=list)
    stuck: bool = False


class _Stuck(Exception):
    def __init__(self, verdict: Reason) -> None:
        super().__init__(verdict)
        self.verdict = verdict


def thread_cpu_clock(ident: int) -> Callable[[], float]:
    """The CPU seconds of the thread `ident` (Linux, BSD); elsewhere this process's, which
    include that thread's and overcount only this process's other work."""
    getcpuclockid = getattr(time, "pthread_getcpuclockid", None)
    if getcpuclockid is not None and os.name == "posix":
        try:
            clock = getcpuclockid(ident)
            time.clock_gettime(clock)
        except OSError:
            pass
        else:
            return lambda: time.clock_gettime(clock)
    return time.process_time


class _Cancelled(Exception):
    pass


def read_in_process(batches: Iterator[list[WorkItem]], job: ReadJob) -> InProcessResult:
    """Read `batches` here, `job.record` every outcome. A stuck reader stops the run early:
    `stuck` is then True and the batches not read are left in `batches` (and `leftover`)."""
    limits = job.settings.limits
    reader = _Reader(new_setup(job.settings))
    reader.start()
    try:
        for batch in batches:
            if job.is_cancelled():
                return InProcessResult(cancelled=True)
            for position, item in enumerate(batch):
                if job.time_is_up():  # the budget is spent: the rest stay unread
                    return InProcessResult()
                try:
                    job.record(reader.read(item, limits, job.is_cancelled))
                except _Cancelled:
                    return InProcessResult(cancelled=True)
                except _Stuck as stuck:
                    _stuck.append(reader)
                    job.record(FileOutcome(item, reason=stuck.verdict))
                    return InProcessResult(leftover=batch[position + 1 :], stuck=True)
            job.on_tick()
        return InProcessResult(cancelled=job.is_cancelled())
    finally:
        reader.inbox.put(None)  # ends the reader once it is free


class _Reader(threading.Thread):
    def __init__(self, setup: WorkerSetup) -> None:
        super().__init__(name="llmplan-reader", daemon=True)
        self.setup = setup
        self.inbox: queue.SimpleQueue[WorkItem | None] = queue.SimpleQueue()
        self.outbox: queue.SimpleQueue[FileOutcome] = queue.SimpleQueue()
        self.lock = threading.Lock()
        self.busy: WorkItem | None = None  # the file being read; only it may be interrupted

    # ---- in the reader thread
    def run(self) -> None:
        while True:
            try:
                item = self.inbox.get()
                if item is None:
                    return
                self.outbox.put(self._read_one(item))
            except FileLimitExceeded:
                continue  # landed after its file was done: the watchdog gives up on that file

    def _read_one(self, item: WorkItem) -> FileOutcome:
        try:
            try:
                with self.lock:
                    self.busy = item
                return read_one(item, self.setup)
            finally:
                with self.lock:
                    self.busy = None
        except FileLimitExceeded as exceeded:  # landed outside read_one's own handler
            return FileOutcome(item, reason=limit_reason(exceeded, self.setup.limits, item.size))

    # ---- in the calling thread: the watchdog
    def read(self, item: WorkItem, limits: Limits, is_cancelled: Callable[[], bool]) -> FileOutcome:
        cpu_now = thread_cpu_clock(self.ident) if self.ident is not None else time.process_time
        clock = FileClock(time.monotonic(), cpu_now())
        self.inbox.put(item)
        baseline = own_bytes()
        interrupted_at: tuple[float, Reason] | None = None
        while True:
            try:
                return self.outbox.get(timeout=POLL_SECONDS)
            except queue.Empty:
                pass
            if is_cancelled():
                raise _Cancelled  # the reader finishes this file in the background
            now = time.monotonic()
            if interrupted_at is not None:
                if now - interrupted_at[0] > GRACE_SECONDS:
                    raise _Stuck(interrupted_at[1])
                continue
            exceeded: type[FileLimitExceeded] | None = None
            verdict = clock.past_limit(limits, item.size, cpu_now())
            if verdict is not None:
                exceeded = Stalled if verdict.code == "stalled" else TookTooLong
            elif grown_past(baseline, limits.max_worker_growth_bytes):
                exceeded = NeededTooMuchMemory
            if exceeded is not None and self._interrupt(item, exceeded):
                interrupted_at = (now, limit_reason(exceeded(), limits, item.size))

    def _interrupt(self, item: WorkItem, exceeded: type[FileLimitExceeded]) -> bool:
        with self.lock:
            if self.busy is not item or self.ident is None:
                return False
            ctypes.pythonapi.PyThreadState_SetAsyncExc(
                ctypes.c_ulong(self.ident), ctypes.py_object(exceeded)
            )
            return True
