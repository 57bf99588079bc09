"""`scan_corpus`: walk a folder, find its exact copies, read its files (all, or a sample
under a budget or target precision) in worker processes, count tokens with one or more
tokenizers, and return a `CorpusReport`.

Every scan reads in the order of the sampling design (`llmplan.corpus.sampling`): a scan
without a budget is the sample that reached every file, so a cancelled scan still holds a
valid random sample and its estimate.

The work is a plain function taking a `ScanState` (cancel flag + progress callback), so
the GUI runs it on a thread and the tests run it directly. The scanned folder is only read.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

from llmplan.corpus import casefold, executor
from llmplan.corpus.cleaning import language
from llmplan.corpus.executor import run_batches
from llmplan.corpus.listing import Listing, list_folder
from llmplan.corpus.progress import ScanProgress, ScanState
from llmplan.corpus.read_plan import NO_COPY_SEARCH, ReadPlan, find_exact_copies, plan_reads
from llmplan.corpus.read_schedule import ReadSchedule
from llmplan.corpus.read_tally import ReadCounts, ReadTally
from llmplan.corpus.report import CorpusReport
from llmplan.corpus.report_builder import ScanRun, build_report
from llmplan.corpus.safe_open import display_path
from llmplan.corpus.scan_options import ScanOptions
from llmplan.corpus.tokenizer_engines import TokenCounter
from llmplan.corpus.tokenizers import TokenizerInfo, available_tokenizers, load_tokenizer
from llmplan.corpus.walk import WalkResult
from llmplan.corpus.workers import FileOutcome, ReadJob

__all__ = ["ScanOptions", "copy_search_deadline", "preload_for_reading", "scan_corpus"]

# Under a time budget the search for exact copies may take at most this share of what the
# walk left of it.
COPY_SEARCH_SHARE_OF_BUDGET = 0.25


def copy_search_deadline(walk_seconds: float, budget_seconds: float) -> float:
    """When the search for exact copies stops under a time budget: after the walk, plus
    `COPY_SEARCH_SHARE_OF_BUDGET` of what the walk left of the budget — a walk that took
    most of a short budget still leaves the search some time, for the largest files' copies
    first (their groups weigh most in the sample)."""
    return walk_seconds + COPY_SEARCH_SHARE_OF_BUDGET * max(0.0, budget_seconds - walk_seconds)


def scan_corpus(
    root: Path | str | list[Path] | list[str],
    options: ScanOptions | None = None,
    state: ScanState | None = None,
) -> CorpusReport:
    """Scan `root` (a folder, a file, or a list of them). Raises TokenizerNotFound early:
    the tokenizers are loaded first (each reported as it loads), before the walk."""
    roots = [Path(r) for r in root] if isinstance(root, list) else [Path(root)]
    return _Scan(roots, options or ScanOptions(), state or ScanState()).run()


def preload_for_reading(options: ScanOptions) -> None:
    """What reading needs besides the tokenizers, made once in this process (a second
    call costs nothing): for reading here, and for forked workers, which inherit it. A
    spawned worker makes its own (`workers.init_worker`), so a scan with spawned workers
    does not wait for it here; `llmplan corpus` makes it while its tokenizer loads."""
    if options.cleaning.language:
        language.preload()  # the language model
    if options.find_duplicates:
        casefold.preload()  # the normalization tables


class _Scan:
    """The stages in turn — listing, read plan, reading, tally, report — with the
    tokenizers they need and the progress the user sees."""

    def __init__(self, roots: list[Path], options: ScanOptions, state: ScanState) -> None:
        self.roots = roots
        self.options = options.as_applied()
        self.state = state
        # the tokenizers loaded here: the primary one (and any file of the user's) first
        # thing in run(), the others where this process reads or forks its readers
        self.counters: list[TokenCounter] = []
        self.registered = {info.id: info for info in available_tokenizers()}
        self.created = time.monotonic()
        self.started = self.created  # the walk's start, once the tokenizers are loaded
        self.walk_seconds: float | None = None
        self.first_result_at: float | None = None
        self.readers = 0
        self.listing: Listing | None = None
        self.plan: ReadPlan | None = None
        self.schedule: ReadSchedule | None = None
        self.tally: ReadTally | None = None

    # ---- driver
    def run(self) -> CorpusReport:
        self._load_tokenizers(self._needed_first())  # fail before walking
        self.started = time.monotonic()
        listing = list_folder(
            self.roots, self.options.skip_hidden, self.state.is_cancelled, self._on_walked_file
        )
        self.listing = listing
        self.walk_seconds = self._elapsed()
        copies = NO_COPY_SEARCH
        if not listing.cancelled and self.options.find_exact_copies:
            self._report_progress(phase="walking")  # not forced: the first results must show
            copies = find_exact_copies(listing, self._preparation_over)
        cancelled = self.state.is_cancelled()
        # compressed files are looked inside even when the copy search ran out of time
        plan = plan_reads(listing, copies, self.options.seed, look_inside=not cancelled)
        self.plan = plan
        self.schedule = ReadSchedule(listing, plan, self.options)
        self.tally = ReadTally.start(
            listing, plan, len(self.options.tokenizers), self.options.cleaning
        )
        if not cancelled:
            cancelled = self._read(plan)
        self._report_progress(force=True, phase="finishing")
        findings = self.tally.finish(
            self.counters[0].count_batch, self.options.include_ocr_estimate
        )
        run = ScanRun(
            roots=[display_path(r) for r in self.roots],
            counters=self._vocabularies(),
            options=self.options,
            elapsed=time.monotonic() - self.created,
            cancelled=cancelled,
        )
        return build_report(findings, run)

    def _read(self, plan: ReadPlan) -> bool:
        """The plan's draws read by the readers; True if the scan was cancelled. Worker
        processes bound each file's time and memory (even with workers=1: one worker
        process); forking them is cheap. Only where they must be spawned (seconds) is a
        small folder read here."""
        assert self.schedule is not None
        files = sum(s.population for s in plan.design.strata.values())
        spawned = executor.start_method() == "spawn"
        in_process = (
            self.options.in_process
            or files == 0
            or (spawned and plan.planned_bytes < self.options.in_process_below_bytes)
        )
        if in_process or (not spawned and self.options.engine == "local"):
            preload_for_reading(self.options)
        read = self._read_on_ray() if self.options.engine == "ray" else run_batches
        job = ReadJob(
            self.options.read_settings(),
            self._record,
            self.state.is_cancelled,
            self._report_progress,
            self.schedule.out_of_time,
        )
        workers = max(1, min(self.options.workers, files))
        self.readers = 0 if in_process else workers
        if in_process or self.options.engine == "ray" or executor.start_method() == "fork":
            self._load_tokenizers(self._not_loaded())  # read here, or inherited
        self._report_progress(force=True)  # "starting": the readers load the tokenizers
        return read(self.schedule.batches(), job, workers=workers, in_process=in_process)

    def _record(self, outcome: FileOutcome) -> None:
        assert self.tally is not None and self.schedule is not None
        if self.first_result_at is None:
            self.first_result_at = time.monotonic()
            self.schedule.clock.start(outcome.seconds)
        self.tally.add(outcome)

    def _preparation_over(self) -> bool:
        """Whether to stop the search for exact copies: cancelled, or past
        `copy_search_deadline` under a time budget."""
        budget = self.options.budget_seconds
        walked = self.walk_seconds if self.walk_seconds is not None else self._elapsed()
        late = budget is not None and self._elapsed() > copy_search_deadline(walked, budget)
        return late or self.state.is_cancelled()

    # ---- tokenizers and what reading needs
    def _needed_first(self) -> list[str]:
        """Loaded before the walk: the primary tokenizer (the report counts recurring lines
        with it) and every one that is not bundled (a user's file: read now, so that a bad
        one stops the scan before it starts)."""
        first, *others = self.options.tokenizers
        return [first, *(spec for spec in others if spec not in self.registered)]

    def _not_loaded(self) -> list[str]:
        loaded = {counter.id for counter in self.counters}
        return [spec for spec in self.options.tokenizers if spec not in loaded]

    def _load_tokenizers(self, specs: list[str]) -> None:
        """Each tokenizer in turn, said as it loads ("loading 2 of 3: Qwen3"): a large one
        takes seconds (fastokens builds its tables from a 10–33 MB tokenizer.json; Gemma 3's
        7 s here), and nothing else would move meanwhile. Spawned reader processes (the
        app's) load every tokenizer themselves; this process then needs only the primary
        one — loading the others too cost a reader's worth of CPU while the readers start.
        Loaded before (by the app, ahead of its scan), a tokenizer comes from the cache."""
        chosen = self.options.tokenizers
        for spec in specs:  # numbered by their place among the chosen ones
            info = self.registered.get(spec)
            name = info.name if info else Path(spec).name or spec
            self._report_loading(chosen.index(spec), len(chosen), name)
            self.counters.append(load_tokenizer(spec))
        if specs and not self._not_loaded():
            self._report_loading(len(chosen), len(chosen), "")

    def _vocabularies(self) -> list[TokenCounter | TokenizerInfo]:
        """Each tokenizer as the report names it, in the options' order: loaded here, or
        the registry's entry (the same id, name and vocabulary as the loaded counter)."""
        loaded = {counter.id: counter for counter in self.counters}
        return [loaded.get(spec) or self.registered[spec] for spec in self.options.tokenizers]

    def _report_loading(self, loaded: int, total: int, tokenizer: str) -> None:
        self.state.report_progress(
            ScanProgress(
                files_done=0,
                files_total_seen=0,
                bytes_done=0,
                bytes_total=0,
                tokens_so_far=0,
                elapsed_s=time.monotonic() - self.created,
                eta_s=None,
                current_path="",
                phase="loading",
                tokenizers_loaded=loaded,
                tokenizers_total=total,
                tokenizer=tokenizer,
            ),
            force=True,
        )

    def _read_on_ray(self) -> Callable[..., bool]:
        """`run_batches` on a Ray cluster (imported only when asked for: it opens sockets)."""
        from llmplan.corpus.ray_scan import run_batches_on_ray

        return partial(run_batches_on_ray, address=self.options.ray_address)

    # ---- progress
    def _elapsed(self) -> float:
        return time.monotonic() - self.started

    def _counts(self) -> ReadCounts:
        return self.tally.counts if self.tally is not None else ReadCounts()

    def _budget_elapsed(self) -> float:
        return self.schedule.clock.elapsed() if self.schedule is not None else 0.0

    def _bytes_per_second(self) -> float:
        counts = self._counts()
        if self.first_result_at is None or counts.bytes == 0:
            return 0.0
        # from the first result on: worker start-up is not part of the reading speed
        span = max(time.monotonic() - self.first_result_at, 1e-3)
        first_share = 1.0 / max(counts.reads, 1)
        return counts.bytes * (1.0 - first_share) / span if counts.reads > 1 else 0.0

    def _on_walked_file(self, walked: WalkResult) -> None:
        count = walked.files_total if len(walked.strata) else 0
        if count % 500 == 0:
            self._report_progress(phase="walking", files_seen=count)

    def _running_estimate(self) -> tuple[float | None, float | None, float | None]:
        """The folder estimate so far with its interval; what was counted is certain."""
        if self.plan is None or self.plan.design.resolved_count == 0:
            return None, None, None
        estimate, _ = self.plan.design.estimate()
        low, high = estimate.ci95()
        counted = float(self._counts().tokens)
        value = max(estimate.value, counted)
        return value, max(low, counted), max(high, value)

    def _report_progress(
        self, force: bool = False, phase: str = "reading", files_seen: int | None = None
    ) -> None:
        if phase == "reading" and self.first_result_at is None:
            phase = "starting"  # no file read yet: the readers are starting
        counts = self._counts()
        rate = self._bytes_per_second()
        target = self.plan.planned_bytes if self.plan is not None else 0
        if self.options.budget_bytes is not None:
            target = min(target, self.options.budget_bytes)
        eta: float | None = (target - counts.bytes) / rate if rate > 0 else None
        eta_is_budget = False
        if self.options.budget_seconds is not None:
            left = max(0.0, self.options.budget_seconds - self._budget_elapsed())
            eta_is_budget = eta is None or left < eta
            eta = left if eta is None else min(eta, left)
            if rate > 0:  # what the time left will read, so the fraction tracks the clock
                target = min(target, counts.bytes + round(rate * left))
        if files_seen is None:
            files_seen = self.listing.files_seen if self.listing is not None else 0
        value, low, high = self._running_estimate()
        started = self.schedule is not None and self.schedule.clock.started_at is not None
        progress = ScanProgress(
            files_done=counts.files,
            files_total_seen=files_seen,
            bytes_done=counts.bytes,
            bytes_total=target,
            tokens_so_far=counts.tokens,
            elapsed_s=time.monotonic() - self.created,
            eta_s=None if phase == "finishing" else eta,
            current_path=counts.current_path,
            phase=phase,
            eta_is_budget=eta_is_budget,
            tokens_estimated=value,
            ci95_low=low,
            ci95_high=high,
            tokenizers_loaded=len(self.options.tokenizers),
            tokenizers_total=len(self.options.tokenizers),
            readers=self.readers,
            reading_s=self._budget_elapsed() if started else None,
        )
        self.state.report_progress(progress, force=force)
