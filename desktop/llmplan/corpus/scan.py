"""`scan_corpus`: walk a folder, read (all or a sample of) its files in worker processes,
count tokens with one or more tokenizers, and return a `CorpusReport`.

The work is a plain function taking a `ScanState` (cancel flag + progress callback), so
the GUI runs it on a thread and the tests run it directly. The scanned folder is only read.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from llmplan.corpus import executor
from llmplan.corpus.dedupe import DuplicateIndex
from llmplan.corpus.executor import run_batches
from llmplan.corpus.extract import Limits
from llmplan.corpus.extract.classify import unsupported_reason
from llmplan.corpus.extrapolate import StratumObservations
from llmplan.corpus.length_histogram import LengthHistogram
from llmplan.corpus.progress import ScanProgress, ScanState
from llmplan.corpus.report import CorpusReport, SkippedFile, TypeStats
from llmplan.corpus.report_builder import ScanTally, build_report
from llmplan.corpus.safe_open import display_path
from llmplan.corpus.sampling import MIN_DRAWS_PER_STRATUM, DrawStream
from llmplan.corpus.tokenizers import load_tokenizer
from llmplan.corpus.walk import WalkResult, is_known_unsupported, walk
from llmplan.corpus.workers import FileOutcome, WorkItem

# Batches aim at this much input so per-task overhead vanishes, yet every worker gets work.
MAX_BATCH_BYTES = 1024**2  # also bounds the drain after a time budget runs out
MAX_BATCH_FILES = 64
# Under a time budget: measure throughput on a pilot, then decide to read all or sample.
PILOT_SHARE_OF_BUDGET = 0.2
PILOT_MIN_FILES = 8
# Stop drawing when the last this-many draws found no unread file (the sample saturated).
SATURATED_DRAWS = 2_000


class ScanOptions(BaseModel):
    """How to scan: tokenizers, budgets, parallelism and stated assumptions."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    tokenizers: list[str] = Field(default_factory=lambda: ["llama-3.1"], min_length=1)
    budget_seconds: float | None = Field(default=None, gt=0)
    budget_bytes: int | None = Field(default=None, gt=0)
    sample_files: int | None = Field(default=None, gt=0)
    skip_hidden: bool = True
    workers: int = Field(default_factory=lambda: os.cpu_count() or 1, ge=1)
    seed: int = 0
    limits: Limits = Field(default_factory=Limits)
    total_bytes_by_type: dict[str, int] | None = None
    total_bytes: int | None = Field(default=None, gt=0)  # whole archive, split by type mix
    cleaning_loss: float = Field(default=0.0, ge=0.0, lt=1.0)
    find_duplicates: bool = True
    # Starting worker processes (and loading tokenizers in each) costs seconds; a small
    # folder is read faster in this process.
    in_process_below_bytes: int = Field(default=8 * 1024**2, ge=0)
    # Read in this process instead of worker processes (tests, the self-test): the same
    # per-file limits hold (llmplan.corpus.in_process), but native code stuck on a file can
    # only be left behind, not ended.
    in_process: bool = False


def scan_corpus(
    root: Path | str | list[Path] | list[str],
    options: ScanOptions | None = None,
    state: ScanState | None = None,
) -> CorpusReport:
    """Scan `root` (a folder, a file, or a list of them). Raises TokenizerNotFound early."""
    roots = [Path(r) for r in root] if isinstance(root, list) else [Path(root)]
    return _Scan(roots, options or ScanOptions(), state or ScanState()).run()


class _Scan:
    def __init__(self, roots: list[Path], options: ScanOptions, state: ScanState) -> None:
        self.roots = roots
        self.options = options
        self.state = state
        self.counters = [load_tokenizer(t) for t in options.tokenizers]  # fail before walking
        self.started = time.monotonic()
        self.first_result_at: float | None = None
        self.strata: dict[str, StratumObservations] = {}
        self.paths: dict[str, list[str]] = {}
        self.identities: dict[str, list[tuple[int, int] | None]] = {}
        self.by_type: dict[str, TypeStats] = {}
        self.skipped: list[SkippedFile] = []
        self.submitted: set[tuple[str, int]] = set()
        self.bytes_submitted = 0
        self.bytes_done = 0
        self.files_done = 0
        self.tokens_done = 0
        self.draw_count = 0
        self.sampling = False
        self.duplicates = DuplicateIndex()
        self.tokens_by_type: dict[str, list[int]] = {}
        self.lengths = LengthHistogram()  # per-document tokens: separators and padding
        self.walked = WalkResult()
        self.plan_bytes = 0
        self.current_path = ""

    # ---- driver
    def run(self) -> CorpusReport:
        self.walked = walk(
            self.roots, self.options.skip_hidden, self.state.is_cancelled, self._on_walked_file
        )
        self._take_walk(self.walked)
        cancelled = self.walked.cancelled
        if not cancelled:
            self.plan_bytes = sum(o.bytes for o in self._readable().values())
            # Worker processes bound each file's time and memory (even with workers=1: one
            # worker process); forking them is cheap. Only where they must be spawned
            # (seconds) is a small folder read here.
            files = sum(len(o.sizes) for o in self._readable().values())
            in_process = (
                self.options.in_process
                or files == 0
                or (
                    executor.start_method() == "spawn"
                    and self.plan_bytes < self.options.in_process_below_bytes
                )
            )
            cancelled = run_batches(
                self._batches(),
                self._record,
                self.state.is_cancelled,
                self._report_progress,
                tokenizer_ids=self.options.tokenizers,
                limits=self.options.limits,
                fingerprints=self.options.find_duplicates,
                workers=max(1, min(self.options.workers, files)),
                in_process=in_process,
            )
        self._report_progress(force=True, phase="finishing")
        report = build_report(
            ScanTally(
                roots=[display_path(r) for r in self.roots],
                counters=self.counters,
                strata=self.strata,
                by_type=self.by_type,
                tokens_by_type=self.tokens_by_type,
                skipped=self.skipped,
                duplicates=self.duplicates.stats,
                hidden_ignored=self.walked.hidden_ignored,
                sampled=self.sampling and not all(o.complete() for o in self.strata.values()),
                draws=self.draw_count,
                elapsed=self._elapsed(),
                cancelled=cancelled,
                cleaning_loss=self.options.cleaning_loss,
                total_bytes_by_type=self.options.total_bytes_by_type,
                total_bytes=self.options.total_bytes,
                document_tokens=self.lengths.bins(),
            )
        )
        report.notes = [*self.walked.notes, *report.notes]
        return report

    def _take_walk(self, walked: WalkResult) -> None:
        self.skipped.extend(SkippedFile(path=display_path(p), reason=r) for p, r in walked.skipped)
        for key, stratum in walked.strata.items():
            unreadable = is_known_unsupported(key)
            self.strata[key] = StratumObservations(stratum.sizes, unreadable_type=unreadable)
            self.paths[key] = stratum.paths
            self.identities[key] = stratum.identities
            self.by_type[key] = TypeStats(files=len(stratum.paths), bytes=stratum.bytes)
            self.tokens_by_type[key] = [0] * len(self.counters)
            if unreadable:
                reason = unsupported_reason(Path(stratum.paths[0]))
                self.skipped.extend(
                    SkippedFile(path=display_path(p), reason=reason) for p in stratum.paths
                )
                self.by_type[key].files_skipped = len(stratum.paths)

    # ---- what to read, in which order
    def _readable(self) -> dict[str, StratumObservations]:
        return {k: o for k, o in self.strata.items() if not o.unreadable_type}

    def _limits_allow_full_read(self) -> bool:
        """Whether the byte and file-count budgets (if any) allow reading everything."""
        options, readable = self.options, self._readable()
        files = sum(len(o.sizes) for o in readable.values())
        if options.budget_bytes is not None and self.plan_bytes > options.budget_bytes:
            return False
        return options.sample_files is None or files <= options.sample_files

    def _must_sample(self) -> bool:
        # under a time budget the pilot measures throughput first, then decides
        return not self._limits_allow_full_read() or self.options.budget_seconds is not None

    def _items(self) -> Iterator[WorkItem]:
        readable = self._readable()
        if self._must_sample():
            self.sampling = True
            yield from self._drawn_items(readable)
            if not self._switch_to_full_read():
                return
        yield from self._all_items(readable)

    def _all_items(self, readable: dict[str, StratumObservations]) -> Iterator[WorkItem]:
        for key, obs in readable.items():
            for index, size in enumerate(obs.sizes):
                if (key, index) not in self.submitted:
                    if self._out_of_time():
                        return
                    yield self._item(key, index, size)

    def _drawn_items(self, readable: dict[str, StratumObservations]) -> Iterator[WorkItem]:
        total_files = sum(len(o.sizes) for o in readable.values())
        nonempty = {k: o.sizes for k, o in readable.items() if o.bytes > 0}
        stream = DrawStream(nonempty, np.random.default_rng(self.options.seed))
        useless_draws = 0
        # however short the budget, every type gets its first draws: no estimate without them
        minimum_draws = MIN_DRAWS_PER_STRATUM * len(nonempty)
        for key, index in stream:
            enough = self.draw_count >= minimum_draws and self._sample_is_enough()
            if enough or useless_draws >= SATURATED_DRAWS:
                return
            if self._pilot_says_read_all():
                return
            self.strata[key].draws.append(index)
            self.draw_count += 1
            if (key, index) in self.submitted:
                useless_draws += 1
                continue
            useless_draws = 0
            yield self._item(key, index, readable[key].sizes[index])
            if len(self.submitted) >= total_files:
                return

    def _item(self, key: str, index: int, size: int) -> WorkItem:
        self.submitted.add((key, index))
        self.bytes_submitted += size
        return WorkItem(key, index, self.paths[key][index], size, self.identities[key][index])

    def _sample_is_enough(self) -> bool:
        options = self.options
        if options.sample_files is not None and self.draw_count >= options.sample_files:
            return True
        if options.budget_bytes is not None and self.bytes_submitted >= options.budget_bytes:
            return True
        return self._out_of_time()

    def _out_of_time(self) -> bool:
        budget = self.options.budget_seconds
        return budget is not None and self._elapsed() >= budget

    def _pilot_says_read_all(self) -> bool:
        """Under a time budget only: once the pilot has measured throughput, read
        everything if it fits in the time left (and the other budgets allow it)."""
        budget = self.options.budget_seconds
        if budget is None:
            return False
        if self.files_done < PILOT_MIN_FILES and self._elapsed() < PILOT_SHARE_OF_BUDGET * budget:
            return False
        return self._switch_to_full_read()

    def _switch_to_full_read(self) -> bool:
        budget = self.options.budget_seconds
        if budget is None or not self._limits_allow_full_read():
            return False
        rate = self._bytes_per_second()
        remaining = self.plan_bytes - self.bytes_submitted
        return rate > 0 and self._elapsed() + remaining / rate <= budget

    def _batches(self) -> Iterator[list[WorkItem]]:
        """Items grouped so that small files travel together and every worker gets work."""
        target = max(1, min(MAX_BATCH_BYTES, self.plan_bytes // (4 * self.options.workers) or 1))
        batch: list[WorkItem] = []
        batch_bytes = 0
        for item in self._items():
            batch.append(item)
            batch_bytes += item.size
            if batch_bytes >= target or len(batch) >= MAX_BATCH_FILES:
                yield batch
                batch, batch_bytes = [], 0
        if batch:
            yield batch

    # ---- results
    def _record(self, outcome: FileOutcome) -> None:
        item = outcome.item
        if self.first_result_at is None:
            self.first_result_at = time.monotonic()
        stats = self.by_type[item.stratum]
        self.files_done += 1
        self.bytes_done += item.size
        self.current_path = item.path
        if not outcome.read_ok:
            self.strata[item.stratum].resolved[item.index] = ()
            stats.files_skipped += 1
            self.skipped.append(
                SkippedFile(path=display_path(item.path), reason=outcome.reason or "skipped")
            )
            return
        self.strata[item.stratum].resolved[item.index] = outcome.tokens
        stats.files_read += 1
        stats.bytes_read += item.size
        stats.characters += outcome.characters
        stats.words += outcome.words
        stats.pages += outcome.pages
        stats.tokens += outcome.tokens[0]
        for position, count in enumerate(outcome.tokens):
            self.tokens_by_type[item.stratum][position] += count
        self.tokens_done += outcome.tokens[0]
        self.lengths.add(outcome.tokens[0])
        if outcome.digest is not None and outcome.signature is not None:
            self.duplicates.add(outcome.digest, outcome.signature, outcome.tokens[0])

    # ---- progress
    def _elapsed(self) -> float:
        return time.monotonic() - self.started

    def _bytes_per_second(self) -> float:
        if self.first_result_at is None or self.bytes_done == 0:
            return 0.0
        # from the first result on: worker start-up is not part of the reading speed
        span = max(time.monotonic() - self.first_result_at, 1e-3)
        first_share = 1.0 / max(self.files_done, 1)
        return self.bytes_done * (1.0 - first_share) / span if self.files_done > 1 else 0.0

    def _on_walked_file(self, walked: WalkResult) -> None:
        count = walked.files_total if len(walked.strata) else 0
        if count % 500 == 0:
            self._report_progress(phase="walking", files_seen=count)

    def _report_progress(
        self, force: bool = False, phase: str = "reading", files_seen: int | None = None
    ) -> None:
        rate = self._bytes_per_second()
        target = self.plan_bytes
        if self.options.budget_bytes is not None and self.sampling:
            target = min(target, self.options.budget_bytes)
        eta: float | None = (target - self.bytes_done) / rate if rate > 0 else None
        eta_is_budget = False
        if self.options.budget_seconds is not None:
            left = max(0.0, self.options.budget_seconds - self._elapsed())
            eta_is_budget = eta is None or left < eta
            eta = left if eta is None else min(eta, left)
            if rate > 0:  # what the time left will read, so the fraction tracks the clock
                target = min(target, self.bytes_done + round(rate * left))
        progress = ScanProgress(
            files_done=self.files_done,
            files_total_seen=files_seen if files_seen is not None else self.walked.files_total,
            bytes_done=self.bytes_done,
            bytes_total=target,
            tokens_so_far=self.tokens_done,
            elapsed_s=self._elapsed(),
            eta_s=None if phase == "finishing" else eta,
            current_path=self.current_path,
            phase=phase,
            eta_is_budget=eta_is_budget,
        )
        self.state.report_progress(progress, force=force)
