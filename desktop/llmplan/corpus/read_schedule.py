"""The scan's third stage: which files the readers get, in which batches, until when.

The design's draws are handed out until a budget or the target precision says enough (but
not before every stratum has its first draws: no estimate without them). Under a time
budget the design itself makes only the draws whose expected reading time still fits,
first draws included, so only one draw is certain. The time budget counts from the first
file read: loading the tokenizers, the walk, the copy search (at most a quarter of the
budget) and the readers' start take what they take before it.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass

from llmplan.corpus.listing import Listing
from llmplan.corpus.read_plan import ReadPlan
from llmplan.corpus.scan_options import ScanOptions
from llmplan.corpus.workers import WorkItem

# Batches aim at this much input so per-task overhead vanishes, yet every worker gets work.
MAX_BATCH_BYTES = 1024**2  # also bounds the drain after a time budget runs out
MAX_BATCH_FILES = 64
PRECISION_BATCH_FILES = 8


@dataclass
class BudgetClock:
    """Seconds of the time budget spent: from the first file read on (0 before it)."""

    started_at: float | None = None

    def start(self, first_read_seconds: float) -> None:
        """At the first result: that file began to be read its reading time ago (the rest
        of its batch, if any, ran after it)."""
        if self.started_at is None:
            self.started_at = time.monotonic() - first_read_seconds

    def elapsed(self) -> float:
        return 0.0 if self.started_at is None else time.monotonic() - self.started_at


class ReadSchedule:
    def __init__(self, listing: Listing, plan: ReadPlan, options: ScanOptions) -> None:
        self.listing = listing
        self.plan = plan
        self.options = options
        self.clock = BudgetClock()
        self.bytes_submitted = 0
        self._precision_checked_at = -1
        self._precision_reached = False

    def batches(self) -> Iterator[list[WorkItem]]:
        """Items grouped so that small files travel together and every worker gets work."""
        workers = self.options.workers
        target = max(1, min(MAX_BATCH_BYTES, self.plan.planned_bytes // (4 * workers) or 1))
        # a target precision is judged on results: small batches let it stop soon after
        files = MAX_BATCH_FILES if self.options.target_precision is None else PRECISION_BATCH_FILES
        batch: list[WorkItem] = []
        batch_bytes = 0
        for item in self._items():
            batch.append(item)
            batch_bytes += item.size
            if batch_bytes >= target or len(batch) >= files:
                yield batch
                batch, batch_bytes = [], 0
        if batch:
            yield batch

    def _items(self) -> Iterator[WorkItem]:
        design = self.plan.design
        minimum = design.minimum_draws()
        seconds_left = None
        if self.options.budget_seconds is not None:
            minimum = 1
            seconds_left = self._seconds_left
        for stratum, unit in design.draws_until(self._sample_is_enough, minimum, seconds_left):
            planned = self.plan.strata[stratum]
            key, index = planned.type_key, planned.files[unit]
            files = self.listing.types[key]
            size = files.sizes[index]
            self.bytes_submitted += size
            yield WorkItem(key, index, files.paths[index], size, files.identities[index])

    def _sample_is_enough(self) -> bool:
        options = self.options
        draws = self.plan.design.draw_count
        if options.sample_files is not None and draws >= options.sample_files:
            return True
        if options.budget_bytes is not None and self.bytes_submitted >= options.budget_bytes:
            return True
        return self.out_of_time() or self._precise_enough()

    def _seconds_left(self) -> float:
        """Budget left once the files handed out are read (by all readers together)."""
        budget = self.options.budget_seconds or 0.0
        in_flight = self.plan.design.in_flight_seconds() / max(1, self.options.workers)
        return budget - self.clock.elapsed() - in_flight

    def out_of_time(self) -> bool:
        """The time budget is spent (the readers stop; what is in flight stays unread)."""
        budget = self.options.budget_seconds
        return budget is not None and self.clock.elapsed() >= budget

    def _precise_enough(self) -> bool:
        """Whether the 95 % half-width is within the target share of the estimate (looked
        at again only when new results have come in)."""
        target = self.options.target_precision
        if target is None:
            return False
        design = self.plan.design
        if design.resolved_count != self._precision_checked_at:
            self._precision_checked_at = design.resolved_count
            estimate, proper = design.estimate()
            self._precision_reached = (
                proper and estimate.value > 0 and estimate.half_width() <= target * estimate.value
            )
        return self._precision_reached
