"""`llmplan corpus --engine ray`: the per-file extract-and-count as Ray tasks.

Each task reads one batch of files with `llmplan.corpus.in_process.read_in_process`: the
same extractors, counters and fingerprints as a local worker, under the same per-file time
and memory limits (a file past them is skipped with the same reason). A task that never
comes back because its worker process or node was lost is not retried by Ray: its files
are submitted again one by one, and a file whose worker is lost a second time is skipped
with the reason "ray_worker_lost", so a lost worker loses no file. The outcomes are recorded
exactly as a
local scan records them, so the report is the same.

Without an address a local cluster is started for the scan and stopped after it, bound to
the loopback address only, with dashboard, metrics export and usage statistics off. With
an address (``ray://host:10001`` or ``host:6379``) that cluster is used as given; its
workers must see the scanned files under the same paths (a shared file system) and have
llmplan installed. Ray is the optional ``cluster`` extra and is imported only here, only
when this engine is asked for: no other code path opens a socket.
"""

from __future__ import annotations

import os
import sys
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from typing import Any

from llmplan.corpus.in_process import read_in_process
from llmplan.corpus.reasons import reason
from llmplan.corpus.workers import FileOutcome, ReadJob, ReadSettings, WorkItem

BATCHES_IN_FLIGHT_PER_CPU = 2
POLL_SECONDS = 0.1
# A local cluster: loopback only, nothing reported anywhere, no dashboard or metrics.
LOCAL_CLUSTER_ENVIRONMENT = {
    "RAY_USAGE_STATS_ENABLED": "0",
    "RAY_enable_metrics_collection": "0",
    # makes Ray take 127.0.0.1 as this node's address, so every server binds to it
    "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER": "0",
}
LOCAL_OBJECT_STORE_BYTES = 256 * 1024**2  # outcomes are small: no need for Ray's 30 %


class RayUnavailable(RuntimeError):
    """Ray is not installed, or the cluster cannot be reached or started."""


@dataclass
class RetryBook:
    """Which files a lost worker took with it: each retried once alone, then skipped."""

    losses: dict[WorkItem, int] = field(default_factory=dict)
    retries: deque[WorkItem] = field(default_factory=deque)

    def lost(self, batch: list[WorkItem]) -> list[FileOutcome]:
        """Files of a batch whose worker was lost: queued again, or skipped the second time."""
        skipped = []
        for item in batch:
            self.losses[item] = self.losses.get(item, 0) + 1
            if self.losses[item] >= 2:
                skipped.append(FileOutcome(item, reason=reason("ray_worker_lost")))
            else:
                self.retries.append(item)
        return skipped

    def next_batch(self, batches: Iterator[list[WorkItem]]) -> list[WorkItem] | None:
        if self.retries:
            return [self.retries.popleft()]
        return next(batches, None)


def read_batch_task(
    items: list[WorkItem], settings: ReadSettings
) -> tuple[list[FileOutcome], list[WorkItem]]:
    """What one Ray task runs: the outcomes, and the files left unread if native code got
    stuck on one (that one is skipped as "took too long"; the rest go to another task)."""
    outcomes: list[FileOutcome] = []
    done = read_in_process(iter([items]), ReadJob(settings, outcomes.append))
    return outcomes, done.leftover


def run_batches_on_ray(
    batches: Iterator[list[WorkItem]],
    job: ReadJob,
    *,
    workers: int,
    address: str | None = None,
    in_process: bool = False,
) -> bool:
    """As `executor.run_batches`, on a Ray cluster; returns True if cancelled.
    `in_process` is ignored: every file is read in a Ray worker."""
    ray = _import_ray()
    started_here = _connect(ray, address, workers)
    try:
        remote = ray.remote(num_cpus=1, max_retries=0, retry_exceptions=False)(read_batch_task)
        cpus = max(1, int(ray.cluster_resources().get("CPU", workers)))
        if address is not None:  # other machines: the walk's (device, inode) are this one's
            batches = ([replace(item, identity=None) for item in batch] for batch in batches)
        return _drive(ray, remote, batches, job, cpus * BATCHES_IN_FLIGHT_PER_CPU)
    finally:
        if started_here:
            ray.shutdown()


def _drive(
    ray: Any, remote: Any, batches: Iterator[list[WorkItem]], job: ReadJob, in_flight_limit: int
) -> bool:
    book = RetryBook()
    in_flight: dict[Any, list[WorkItem]] = {}
    exhausted = False
    while True:
        if job.is_cancelled():
            for ref in in_flight:
                ray.cancel(ref, force=True)
            return True
        while len(in_flight) < in_flight_limit and not (exhausted and not book.retries):
            batch = book.next_batch(batches)
            if batch is None:
                exhausted = True
                break
            in_flight[remote.remote(batch, job.settings)] = batch
        if not in_flight:
            return False
        ready, _ = ray.wait(list(in_flight), num_returns=1, timeout=POLL_SECONDS)
        for ref in ready:
            batch = in_flight.pop(ref)
            try:
                outcomes, leftover = ray.get(ref)
            except ray.exceptions.RayError:  # worker or node lost, or the task could not run
                outcomes, leftover = book.lost(batch), []
            for outcome in outcomes:
                job.record(outcome)
            book.retries.extend(leftover)
        job.on_tick()


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise RayUnavailable(
            "--engine ray needs Ray: pip install 'llmplan[cluster]' (the desktop bundle "
            "does not include it)"
        ) from None
    return ray


def _connect(ray: Any, address: str | None, workers: int) -> bool:
    """Join `address`, or start a loopback-only local cluster; True if started here
    (then stopped after the scan). A session this process already has is used as it is."""
    if ray.is_initialized():
        return False
    if address is None:
        start_local_cluster(workers)
        return True
    try:
        ray.init(address=address, configure_logging=False, log_to_driver=False)
    except (ConnectionError, RuntimeError, ValueError, TimeoutError) as error:
        raise RayUnavailable(
            f"--engine ray: cannot reach the cluster at {address}: {error}"
        ) from None
    return True


def start_local_cluster(workers: int) -> None:
    """A Ray cluster on this machine only: every server on 127.0.0.1, no dashboard, no
    metrics export, no usage statistics; `workers` CPUs."""
    os.environ.update(LOCAL_CLUSTER_ENVIRONMENT)  # read when Ray is imported, here and in
    ray = _import_ray()  # every process the cluster starts
    # Imported earlier (a test, a notebook): Ray read the switch then; set what it keeps.
    ray_constants = sys.modules.get("ray._private.ray_constants")
    if ray_constants is not None:
        vars(ray_constants)["ENABLE_RAY_CLUSTER"] = False
    try:
        ray.init(
            num_cpus=workers,
            include_dashboard=False,
            _node_ip_address="127.0.0.1",
            object_store_memory=LOCAL_OBJECT_STORE_BYTES,
            configure_logging=False,
            log_to_driver=False,
            _system_config={"enable_metrics_collection": False},
        )
    except (ConnectionError, RuntimeError, ValueError, TimeoutError) as error:
        raise RayUnavailable(f"--engine ray: cannot start a local cluster: {error}") from None
