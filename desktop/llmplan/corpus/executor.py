"""Run batches of work items in worker processes (or in this process), cancellably.

At most two batches per worker are in flight, so memory stays bounded however large the
folder. A worker that crashes (a native library dying on a hostile file) breaks the pool:
the pool is restarted and the unfinished files are retried one at a time, so the one that
crashes again is skipped with a reason and the scan goes on. A worker whose watchdog ends
it (a file past its time or memory limit) first names that file, which is skipped with the
watchdog's reason at once; the other unfinished files are retried.
"""

from __future__ import annotations

import contextlib
import gc
import itertools
import multiprocessing
import os
import sys
import threading
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool
from typing import Any, NamedTuple

from llmplan.corpus.in_process import read_in_process
from llmplan.corpus.reasons import reason
from llmplan.corpus.tokenizers import load_tokenizer
from llmplan.corpus.workers import (
    FileOutcome,
    ReadJob,
    ReadSettings,
    WorkItem,
    init_worker,
    read_batch,
)

BATCHES_IN_FLIGHT_PER_WORKER = 2
POLL_SECONDS = 0.1  # how often cancel and progress are looked at while waiting
_Reports = Any  # a multiprocessing SimpleQueue of (WorkItem, reason)
PROBE_TIMEOUT_SECONDS = 120.0  # starting workers and loading tokenizers, on a busy machine


START_METHOD_VARIABLE = "LLMPLAN_START_METHOD"
# concurrent.futures refuses more worker processes on Windows (WaitForMultipleObjects' limit)
WINDOWS_MAX_WORKERS = 61


def start_method() -> str:
    """'fork' where it is safe — Linux, called from the main thread of a single-threaded
    process (the CLI, tests, benchmarks): workers inherit the loaded tokenizers and start
    in milliseconds instead of seconds. Otherwise 'spawn': forking a process that runs
    other threads (the GUI's) can deadlock the child, and macOS/Windows need spawn.

    LLMPLAN_START_METHOD=spawn spawns everywhere: what Windows and macOS do, on Linux
    (`.ci/run` runs the tests that start workers, marker `workers`, so a second time)."""
    wanted = os.environ.get(START_METHOD_VARIABLE, "")
    if wanted not in ("", "spawn"):
        raise ValueError(f"{START_METHOD_VARIABLE}={wanted!r}: only 'spawn' (or unset) is known")
    single_threaded = (
        threading.current_thread() is threading.main_thread() and threading.active_count() == 1
    )
    forkable = sys.platform.startswith("linux") and single_threaded
    return "fork" if forkable and not wanted else "spawn"


def worker_count(wanted: int) -> int:
    """The worker processes a pool may have here: at least one; on Windows at most 61."""
    most = WINDOWS_MAX_WORKERS if sys.platform == "win32" else wanted
    return max(1, min(wanted, most))


def run_batches(
    batches: Iterator[list[WorkItem]],
    job: ReadJob,
    *,
    workers: int,
    in_process: bool = False,
    pool_usable: bool = True,
) -> bool:
    """Feed `batches` to the workers, `job.record` every outcome; returns True if cancelled.
    `in_process` (or workers=0) reads here, under the same per-file limits
    (`llmplan.corpus.in_process`); otherwise `workers` processes (at least one).
    `pool_usable` False: worker processes are known not to start here."""
    if in_process or workers < 1:
        while True:
            done = read_in_process(batches, job)
            if not done.stuck:
                return done.cancelled
            # native code stuck on a file in this process: the rest in worker processes,
            # where a stuck file ends its process
            batches = itertools.chain([done.leftover] if done.leftover else [], batches)
            if pool_usable:
                break
    key = _PoolKey(worker_count(workers), job.settings)
    pool = _take_kept_pool(key) or _PoolRun(*key)
    try:
        with _parent_heap_frozen(pool.context.get_start_method()):
            cancelled = pool.run(batches, job, keep=_keeping)
        if _keeping and not cancelled and not pool.stopped:
            _keep_pool(key, pool)
        return cancelled
    except _PoolUnusable:
        # Worker processes cannot start here (e.g. a frozen app without freeze_support):
        # read in this process rather than report every file as crashed.
        leftover = iter([[item] for item in pool.retries])
        chained = itertools.chain(leftover, batches)
        return run_batches(chained, job, workers=1, in_process=True, pool_usable=False)


_frozen_lock = threading.Lock()
_frozen_runs = 0


@contextlib.contextmanager
def _parent_heap_frozen(start: str) -> Iterator[None]:
    """While forked workers read, this process's collector leaves its existing objects
    alone. A collection writes into every object it visits, so each page of the heap the
    workers share would be copied, and a worker's watchdog, which measures the worker's own
    pages, would count the copies as the growth of the file it reads."""
    global _frozen_runs
    if start != "fork":
        yield
        return
    with _frozen_lock:
        _frozen_runs += 1
        if _frozen_runs == 1:
            gc.freeze()
    try:
        yield
    finally:
        with _frozen_lock:
            _frozen_runs -= 1
            if _frozen_runs == 0:
                gc.unfreeze()


class _PoolUnusable(Exception):
    """The pool broke before any batch came back."""


# ---- Worker processes kept between scans (the desktop app)
# Spawned workers (the app scans from a thread, so it cannot fork) take seconds to start:
# Python, the readers and the tokenizers load in each. The app starts them ahead of its
# first scan and keeps them for the next one with the same settings.


class _PoolKey(NamedTuple):
    workers: int
    settings: ReadSettings


_kept_lock = threading.Lock()
_kept: tuple[_PoolKey, _PoolRun] | None = None
_keeping = False  # set by prestart_workers: pools are kept after each scan


def prestart_workers(workers: int, settings: ReadSettings) -> None:
    """Start `workers` worker processes now, loading the tokenizers in the background, and
    keep them (and the pool of every later scan) for the next scan with these settings;
    `release_workers()` ends them."""
    global _kept, _keeping
    key = _PoolKey(worker_count(workers), settings)
    with _kept_lock:
        _keeping = True
        if _kept is not None and _kept[0] == key:
            return
        stale, _kept = _kept, None
    if stale is not None:
        stale[1].close()
    pool = _PoolRun(*key)
    for _ in range(key.workers):  # spawning is lazy: one empty batch per worker starts them
        pool.executor.submit(read_batch, [])
    _keep_pool(key, pool)
    # The scan needs its primary tokenizer in this process too (recurring lines' tokens; the
    # spawned readers load the others): loaded now, in the background, the first scan does
    # not wait for it (seconds).
    primary = settings.tokenizer_ids[:1]
    threading.Thread(target=_load_tokenizers, args=(primary,), daemon=True).start()


def _load_tokenizers(tokenizer_ids: tuple[str, ...]) -> None:
    for tokenizer_id in tokenizer_ids:
        try:
            load_tokenizer(tokenizer_id)
        except Exception:  # noqa: BLE001 - the scan loads it again and reports the error
            return


def release_workers() -> None:
    """End the kept worker processes, and keep no more (closing the app)."""
    global _kept, _keeping
    with _kept_lock:
        _keeping = False
        stale, _kept = _kept, None
    if stale is not None:
        stale[1].close()


def _take_kept_pool(key: _PoolKey) -> _PoolRun | None:
    global _kept
    with _kept_lock:
        if _kept is None or _kept[0] != key:
            return None
        pool, _kept = _kept[1], None
        return pool


def _keep_pool(key: _PoolKey, pool: _PoolRun) -> None:
    global _kept
    with _kept_lock:
        if _kept is None and _keeping:
            _kept = (key, pool)
            return
    pool.close()


class _PoolRun:
    def __init__(self, workers: int, settings: ReadSettings) -> None:
        self.workers = workers
        self.context = multiprocessing.get_context(start_method())
        if self.context.get_start_method() == "fork":
            for tokenizer_id in settings.tokenizer_ids:
                load_tokenizer(tokenizer_id).warm_up()
        self.reports: _Reports = self.context.SimpleQueue()
        self.init_args = (settings, True, self.reports)
        self.retries: deque[WorkItem] = deque()
        self.suspects: set[WorkItem] = set()  # in flight when the pool broke
        self.proven = False  # a worker has returned a batch: workers can start here
        self.stopped = False  # the time budget ran out: the workers were ended mid-batch
        self.executor = self._new_executor()

    def _new_executor(self) -> ProcessPoolExecutor:
        return ProcessPoolExecutor(
            max_workers=self.workers,
            mp_context=self.context,
            initializer=init_worker,
            initargs=self.init_args,
        )

    def _next_batch(self, batches: Iterator[list[WorkItem]]) -> list[WorkItem] | None:
        if self.retries:
            return [self.retries.popleft()]
        return next(batches, None)

    def run(self, batches: Iterator[list[WorkItem]], job: ReadJob, keep: bool = False) -> bool:
        """Read every batch; `keep`: leave the workers running afterwards (unless
        cancelled), for the next scan."""
        in_flight: dict[Future[list[FileOutcome]], list[WorkItem]] = {}
        exhausted = False
        cancelled = False
        finished = False
        try:
            while True:
                if job.is_cancelled():
                    cancelled = True
                    break
                if job.time_is_up():
                    self.stopped = True
                    break
                # after a crash, suspects run alone so that the culprit is known
                alone = bool(self.retries) or any(b[0] in self.suspects for b in in_flight.values())
                limit = 1 if alone else self.workers * BATCHES_IN_FLIGHT_PER_WORKER
                while len(in_flight) < limit and not (exhausted and not self.retries):
                    batch = self._next_batch(batches)
                    if batch is None:
                        exhausted = True
                        break
                    try:
                        in_flight[self.executor.submit(read_batch, batch)] = batch
                    except BrokenProcessPool:  # broke since the last look: batch never ran
                        self.retries.extendleft(reversed(batch))
                        self._recover(None, in_flight, job.record)
                        break
                if not in_flight:
                    break
                done, _ = wait(in_flight, timeout=POLL_SECONDS, return_when=FIRST_COMPLETED)
                for future in done:
                    batch = in_flight.pop(future)
                    try:
                        outcomes = future.result()
                    except BrokenProcessPool:
                        self._recover(batch, in_flight, job.record)
                        break
                    self.proven = True
                    for outcome in outcomes:
                        job.record(outcome)
                job.on_tick()
            finished = True
        finally:
            # a cancelled scan returns at once; workers finish their current batch and exit
            if self.stopped:
                self._end_workers()
            elif cancelled or not finished or not keep:
                self.executor.shutdown(wait=not cancelled, cancel_futures=True)
        return cancelled

    def _end_workers(self) -> None:
        """The budget is spent: the batches in flight are not waited for (a drain of two
        batches a worker, a slow file among them, overran a 7.5 s budget to 13.7 s)."""
        # concurrent.futures has no public way to end busy workers; without one the command
        # would wait for them at exit all the same
        processes = list(getattr(self.executor, "_processes", {}).values())
        self.executor.shutdown(wait=False, cancel_futures=True)
        for process in processes:
            process.terminate()

    def close(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)

    def _recover(
        self,
        batch: list[WorkItem] | None,
        in_flight: dict[Future[list[FileOutcome]], list[WorkItem]],
        record: Callable[[FileOutcome], None],
    ) -> None:
        """The pool died while `batch` ran (None: noticed on submit). A suspect that ran
        alone is the culprit; everything else in flight is retried one file at a time in a
        fresh pool. If no worker has ever worked, an empty probe batch tells whether workers
        can start at all."""
        judged = self._watchdog_verdicts(record)
        if batch is not None:
            batch = [item for item in batch if item not in judged]
        for key, items in list(in_flight.items()):
            in_flight[key] = [item for item in items if item not in judged]
        if batch:
            if len(batch) == 1 and batch[0] in self.suspects and not in_flight:
                record(FileOutcome(batch[0], reason=reason("reader_crashed")))
            else:
                self.retries.extend(batch)
                self.suspects.update(batch)
        for items in in_flight.values():
            self.retries.extend(items)
            self.suspects.update(items)
        in_flight.clear()
        if judged:
            self.retries = deque(item for item in self.retries if item not in judged)
        self.executor.shutdown(wait=False, cancel_futures=True)
        self.executor = self._new_executor()
        if not self.proven and not self._probe():
            raise _PoolUnusable

    def _watchdog_verdicts(self, record: Callable[[FileOutcome], None]) -> set[WorkItem]:
        """Files a worker's watchdog named before ending it: skipped with its reason."""
        judged: set[WorkItem] = set()
        # SimpleQueue.put writes to the pipe before the worker exits: nothing to wait for
        while not self.reports.empty():
            item, verdict = self.reports.get()
            if item not in judged:
                judged.add(item)
                record(FileOutcome(item, reason=verdict))
        self.proven = self.proven or bool(judged)
        return judged

    def _probe(self) -> bool:
        try:
            self.executor.submit(read_batch, []).result(timeout=PROBE_TIMEOUT_SECONDS)
        except (BrokenProcessPool, TimeoutError):
            return False
        self.proven = True
        return True
