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

import os
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from llmplan.corpus import casefold, executor
from llmplan.corpus.auxiliary import auxiliary_size
from llmplan.corpus.cleaning import language
from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.cleaning.tally import CleaningTally
from llmplan.corpus.dedupe import DuplicateIndex
from llmplan.corpus.exact_copies import find_copies
from llmplan.corpus.executor import run_batches
from llmplan.corpus.extract import Limits
from llmplan.corpus.extract.classify import unsupported_reason
from llmplan.corpus.length_histogram import LengthHistogram
from llmplan.corpus.ocr_estimate import OcrTally
from llmplan.corpus.progress import ScanProgress, ScanState
from llmplan.corpus.reasons import reason
from llmplan.corpus.report import CorpusReport, ReportNote, SkippedFile, TypeStats
from llmplan.corpus.report_builder import CopyTally, ScanTally, build_report
from llmplan.corpus.safe_open import display_path
from llmplan.corpus.sampling import SampleDesign, StratumFrame, stratum_key
from llmplan.corpus.tokenizer_engines import TokenCounter
from llmplan.corpus.tokenizers import TokenizerInfo, available_tokenizers, load_tokenizer
from llmplan.corpus.walk import WalkResult, is_known_unsupported, walk
from llmplan.corpus.workers import FileOutcome, ReadJob, ReadSettings, WorkItem

# Batches aim at this much input so per-task overhead vanishes, yet every worker gets work.
MAX_BATCH_BYTES = 1024**2  # also bounds the drain after a time budget runs out
MAX_BATCH_FILES = 64
PRECISION_BATCH_FILES = 8
# Under a time budget the search for exact copies may take at most this share of what the
# walk left of it.
COPY_SEARCH_SHARE_OF_BUDGET = 0.25
MAX_REMEMBERED_PATHS = 200_000  # paths kept to name the original of a copy (examples)


class ScanOptions(BaseModel):
    """How to scan: tokenizers, budgets, parallelism and stated assumptions."""

    model_config = ConfigDict(arbitrary_types_allowed=True)

    tokenizers: list[str] = Field(default_factory=lambda: ["llama-3.1"], min_length=1)
    # seconds of reading, counted from the first file read: loading the tokenizers, the
    # walk, the copy search (at most a quarter of the budget) and starting the readers
    # come before it
    budget_seconds: float | None = Field(default=None, gt=0)
    budget_bytes: int | None = Field(default=None, gt=0)
    # stop when the 95 % interval's half-width is within this share of the estimate
    target_precision: float | None = Field(default=None, gt=0, lt=1)
    sample_files: int | None = Field(default=None, gt=0)
    skip_hidden: bool = True
    workers: int = Field(default_factory=lambda: os.cpu_count() or 1, ge=1)
    seed: int = 0
    limits: Limits = Field(default_factory=Limits)
    total_bytes_by_type: dict[str, int] | None = None
    total_bytes: int | None = Field(default=None, gt=0)  # whole archive, split by type mix
    cleaning_loss: float = Field(default=0.0, ge=0.0, lt=1.0)
    find_duplicates: bool = True
    # byte-identical copies for the whole folder by size + hash; each group is read once
    find_exact_copies: bool = True
    # the measured cleaning steps (exact/near duplicates need find_duplicates)
    cleaning: CleaningOptions = Field(default_factory=CleaningOptions)
    # Starting worker processes (and loading tokenizers in each) costs seconds; a small
    # folder is read faster in this process.
    in_process_below_bytes: int = Field(default=8 * 1024**2, ge=0)
    # Read in this process instead of worker processes (tests, the self-test): the same
    # per-file limits hold (llmplan.corpus.in_process), but native code stuck on a file can
    # only be left behind, not ended.
    in_process: bool = False
    # "ray": the files are read as Ray tasks (llmplan.corpus.ray_scan) on the cluster at
    # ray_address, or on a loopback-only local one; the only engine that opens a socket
    engine: Literal["local", "ray"] = "local"
    ray_address: str | None = None
    # add the estimated tokens of scanned PDF pages (needs OCR) to the count
    include_ocr_estimate: bool = False

    def read_settings(self) -> ReadSettings:
        """How each file is read under these options (the readers' share of them). The
        languages kept are the parent's business (its tally sums every language): left
        out, they do not make the app start new readers when they change."""
        cleaning = self.cleaning.model_copy(update={"keep_languages": None})
        return ReadSettings(tuple(self.tokenizers), self.limits, self.find_duplicates, cleaning)


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


class _Scan:
    def __init__(self, roots: list[Path], options: ScanOptions, state: ScanState) -> None:
        self.roots = roots
        self.options = options
        self.state = state
        # the tokenizers loaded here: the primary one (and any file of the user's) first
        # thing in run(), the others where this process reads or forks its readers
        self.counters: list[TokenCounter] = []
        self.registered = {info.id: info for info in available_tokenizers()}
        self.created = time.monotonic()
        self.started = self.created  # the walk's start, once the tokenizers are loaded
        self.first_result_at: float | None = None
        # when the first file read began: the time budget counts from here
        self.budget_started_at: float | None = None
        self.readers = 0
        self.reading_started = self.started
        self.paths: dict[str, list[str]] = {}
        self.sizes: dict[str, list[int]] = {}
        self.identities: dict[str, list[tuple[int, int] | None]] = {}
        self.readable_types: list[str] = []
        self.copies_of: dict[str, dict[int, list[int]]] = {}  # type -> first file -> copies
        self.copy_tally = CopyTally()
        self.design = SampleDesign({}, options.seed)
        self.type_of: dict[str, str] = {}  # design stratum -> type
        self.unit_files: dict[str, list[int]] = {}  # design stratum -> first file of each unit
        self.unit_of: dict[tuple[str, int], tuple[str, int]] = {}  # (type, file) -> unit
        self.by_type: dict[str, TypeStats] = {}
        self.skipped: list[SkippedFile] = []
        self.bytes_submitted = 0
        self.bytes_done = 0
        self.reads_done = 0  # files actually read (copies are not)
        self.files_done = 0  # files whose count is known (copies included)
        self.tokens_done = 0
        self.duplicates = DuplicateIndex()
        if not options.find_duplicates:  # no fingerprints: no copies can be found
            options = options.model_copy(
                update={
                    "cleaning": options.cleaning.model_copy(
                        update={"exact_duplicates": False, "near_duplicates": False}
                    )
                }
            )
            self.options = options
        self.cleaning = CleaningTally(options.cleaning)
        self.first_copy: dict[bytes, str] = {}  # digest -> first path (examples)
        self.indexed_paths: dict[int, str] = {}  # near-duplicate index number -> path
        self.tokens_by_type: dict[str, list[int]] = {}
        self.lengths = LengthHistogram()  # per-document tokens: separators and padding
        self.walked = WalkResult()
        self.plan_bytes = 0
        self.current_path = ""
        self.precision_checked_at = -1
        self.walk_seconds: float | None = None
        self.precision_reached = False
        self.ocr = OcrTally()

    # ---- driver
    def run(self) -> CorpusReport:
        self._load_tokenizers(self._needed_first())  # fail before walking
        self.started = time.monotonic()
        self.walked = walk(
            self.roots, self.options.skip_hidden, self.state.is_cancelled, self._on_walked_file
        )
        self.walk_seconds = self._elapsed()
        self._take_walk(self.walked)
        cancelled = self.walked.cancelled or self._find_copies()
        self._build_design()
        self.reading_started = time.monotonic()  # walk and copy search done
        if not cancelled:
            self.plan_bytes = int(sum(s.read_bytes.sum() for s in self.design.strata.values()))
            # Worker processes bound each file's time and memory (even with workers=1: one
            # worker process); forking them is cheap. Only where they must be spawned
            # (seconds) is a small folder read here.
            files = sum(s.population for s in self.design.strata.values())
            spawned = executor.start_method() == "spawn"
            in_process = (
                self.options.in_process
                or files == 0
                or (spawned and self.plan_bytes < self.options.in_process_below_bytes)
            )
            if in_process or (not spawned and self.options.engine == "local"):
                self._preload()
            read = self._read_on_ray() if self.options.engine == "ray" else run_batches
            job = ReadJob(
                self.options.read_settings(),
                self._record,
                self.state.is_cancelled,
                self._report_progress,
            )
            workers = max(1, min(self.options.workers, files))
            self.readers = 0 if in_process else workers
            if in_process or self.options.engine == "ray" or executor.start_method() == "fork":
                self._load_tokenizers(self._not_loaded())  # read here, or inherited
            self._report_progress(force=True)  # "starting": the readers load the tokenizers
            cancelled = read(self._batches(), job, workers=workers, in_process=in_process)
        self._report_progress(force=True, phase="finishing")
        report = build_report(
            ScanTally(
                roots=[display_path(r) for r in self.roots],
                counters=self._vocabularies(),
                design=self.design,
                type_of=self.type_of,
                readable_types=self.readable_types,
                by_type=self.by_type,
                tokens_by_type=self.tokens_by_type,
                skipped=self.skipped,
                duplicates=self.duplicates.stats,
                hidden_ignored=self.walked.hidden_ignored,
                sampled=not self.design.complete(),
                # as before: the draws a sampled estimate rests on, 0 for a complete count
                draws=0 if self.design.complete() else self.design.draw_count,
                elapsed=time.monotonic() - self.created,
                cancelled=cancelled,
                cleaning_loss=self.options.cleaning_loss,
                total_bytes_by_type=self.options.total_bytes_by_type,
                total_bytes=self.options.total_bytes,
                copies=self.copy_tally,
                cleaning=self.cleaning.finish(self.counters[0].count_batch),
                cleaning_options=self.options.cleaning,
                document_tokens=self.lengths.bins(),
            )
        )
        report.notes = [*map(ReportNote.of, self.walked.notes), *report.notes]
        self._add_ocr_estimate(report)
        return report

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

    def _preload(self) -> None:
        """What reading needs besides the tokenizers, made once here: for reading in this
        process, and for forked workers, which inherit it. A spawned worker makes its own
        (`workers.init_worker`), so then the scan does not wait for it here."""
        if self.options.cleaning.language:
            language.preload()  # the language model
        if self.options.find_duplicates:
            casefold.preload()  # the normalization tables

    def _read_on_ray(self) -> Callable[..., bool]:
        """`run_batches` on a Ray cluster (imported only when asked for: it opens sockets)."""
        from llmplan.corpus.ray_scan import run_batches_on_ray

        return partial(run_batches_on_ray, address=self.options.ray_address)

    def _add_ocr_estimate(self, report: CorpusReport) -> None:
        """The scanned pages, apart; in the token count only when the user asked."""
        report.needs_ocr = self.ocr.estimate(self.options.include_ocr_estimate)
        if report.needs_ocr.included:
            added = report.needs_ocr.tokens_estimated
            report.tokens_estimated += added
            report.ci95_low += added
            report.ci95_high += added

    def _take_walk(self, walked: WalkResult) -> None:
        self.skipped.extend(SkippedFile.of(display_path(p), r) for p, r in walked.skipped)
        for key, stratum in walked.strata.items():
            unreadable = is_known_unsupported(key)
            self.paths[key] = stratum.paths
            self.sizes[key] = stratum.sizes
            self.identities[key] = stratum.identities
            self.by_type[key] = TypeStats(files=len(stratum.paths), bytes=stratum.bytes)
            self.tokens_by_type[key] = [0] * len(self.options.tokenizers)
            self.copies_of[key] = {}
            if unreadable:
                self.skipped.extend(  # each with its own size (a .pst reports it)
                    SkippedFile.of(display_path(p), unsupported_reason(Path(p), size))
                    for p, size in zip(stratum.paths, stratum.sizes, strict=True)
                )
                self.by_type[key].files_skipped = len(stratum.paths)
            else:
                self.readable_types.append(key)

    # ---- exact copies and the sampling frame
    def _find_copies(self) -> bool:
        """Byte-identical copies of every readable type; True if the scan was cancelled."""
        if not self.options.find_exact_copies:
            return False
        self._report_progress(phase="walking")  # not forced: the first results must show

        for key in self.readable_types:
            paths, sizes = self.paths[key], self.sizes[key]
            groups = find_copies(paths, sizes, self.identities[key], self._preparation_over)
            self.copies_of[key] = groups.copies_of
            self.copy_tally.complete = self.copy_tally.complete and groups.complete
            for first, copies in groups.copies_of.items():
                self.copy_tally.files += len(copies)
                self.copy_tally.bytes += len(copies) * self.sizes[key][first]
        return self.state.is_cancelled()

    def _preparation_over(self) -> bool:
        """Whether to stop the search for exact copies: cancelled, or past
        `copy_search_deadline` under a time budget."""
        budget = self.options.budget_seconds
        late = budget is not None and self._elapsed() > self._copy_search_deadline(budget)
        return late or self.state.is_cancelled()

    def _copy_search_deadline(self, budget: float) -> float:
        walked = self.walk_seconds if self.walk_seconds is not None else self._elapsed()
        return copy_search_deadline(walked, budget)

    def _build_design(self) -> None:
        """Units (a file, or a group of copies by its first file) in strata of type × size
        class × single/copies; empty files hold no text and are not read."""
        frames: dict[str, tuple[list[float], list[float], list[int]]] = {}
        for key in self.readable_types:
            sizes, copies_of = self.sizes[key], self.copies_of[key]
            copies = {i for group in copies_of.values() for i in group}
            # one auxiliary for the whole type: a ratio needs the same x for all its files.
            # Read even when the copy search ran out of time: four bytes per gzip file cost
            # a fortieth of reading it, and tokens per compressed byte vary tenfold.
            look_inside = not self.state.is_cancelled()
            for index, size in enumerate(sizes):
                if size == 0:
                    self.skipped.append(
                        SkippedFile.of(display_path(self.paths[key][index]), reason("empty_file"))
                    )
                    self.by_type[key].files_skipped += 1
                    continue
                if index in copies:
                    continue
                files = 1 + len(copies_of.get(index, ()))
                aux = size
                if look_inside:
                    path, identity = self.paths[key][index], self.identities[key][index]
                    aux = auxiliary_size(key, path, size, identity)
                carried = files * aux
                stratum = stratum_key(key, carried, files)
                x, read_bytes, counts = frames.setdefault(stratum, ([], [], []))
                self.unit_of[(key, index)] = (stratum, len(x))
                x.append(float(carried))
                read_bytes.append(float(size))
                counts.append(files)
                self.type_of[stratum] = key
                self.unit_files.setdefault(stratum, []).append(index)
        self.design = SampleDesign(
            {k: StratumFrame(x, b, c) for k, (x, b, c) in frames.items()}, self.options.seed
        )

    # ---- what to read, in which order
    def _items(self) -> Iterator[WorkItem]:
        """The design's draws until a budget or the target precision says enough (but not
        before every stratum has its first draws: no estimate without them). Under a time
        budget the design itself makes only the draws whose expected reading time still
        fits, first draws included, so only one draw is certain."""
        minimum = self.design.minimum_draws()
        seconds_left = None
        if self.options.budget_seconds is not None:
            minimum = 1
            seconds_left = self._seconds_left
        draws = self.design.draws_until(self._sample_is_enough, minimum, seconds_left)
        for stratum, unit in draws:
            key, index = self.type_of[stratum], self.unit_files[stratum][unit]
            size = self.sizes[key][index]
            self.bytes_submitted += size
            yield WorkItem(key, index, self.paths[key][index], size, self.identities[key][index])

    def _sample_is_enough(self) -> bool:
        options = self.options
        if options.sample_files is not None and self.design.draw_count >= options.sample_files:
            return True
        if options.budget_bytes is not None and self.bytes_submitted >= options.budget_bytes:
            return True
        return self._out_of_time() or self._precise_enough()

    def _seconds_left(self) -> float:
        """Budget left once the files handed out are read (by all readers together)."""
        budget = self.options.budget_seconds or 0.0
        in_flight = self.design.in_flight_seconds() / max(1, self.options.workers)
        return budget - self._budget_elapsed() - in_flight

    def _out_of_time(self) -> bool:
        budget = self.options.budget_seconds
        return budget is not None and self._budget_elapsed() >= budget

    def _budget_elapsed(self) -> float:
        """Seconds of the time budget spent: from the first file read on (0 before it). The
        tokenizers, the walk, the copy search and the readers' start take what they take
        before (the copy search at most a quarter of the budget): a budget of 60 s is a
        minute of reading, however long the readers took to start."""
        if self.budget_started_at is None:
            return 0.0
        return time.monotonic() - self.budget_started_at

    def _precise_enough(self) -> bool:
        """Whether the 95 % half-width is within the target share of the estimate (looked
        at again only when new results have come in)."""
        target = self.options.target_precision
        if target is None:
            return False
        if self.design.resolved_count != self.precision_checked_at:
            self.precision_checked_at = self.design.resolved_count
            estimate, proper = self.design.estimate()
            self.precision_reached = (
                proper and estimate.value > 0 and estimate.half_width() <= target * estimate.value
            )
        return self.precision_reached

    def _batches(self) -> Iterator[list[WorkItem]]:
        """Items grouped so that small files travel together and every worker gets work."""
        target = max(1, min(MAX_BATCH_BYTES, self.plan_bytes // (4 * self.options.workers) or 1))
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

    # ---- results
    def _record(self, outcome: FileOutcome) -> None:
        item = outcome.item
        if self.first_result_at is None:
            self.first_result_at = time.monotonic()
            # the file began to be read its reading time ago (the rest of its batch, if
            # any, ran after it): the budget's clock starts there
            self.budget_started_at = self.first_result_at - outcome.seconds
        stats = self.by_type[item.stratum]
        copies = self.copies_of[item.stratum].get(item.index, [])
        files = 1 + len(copies)
        stratum, unit = self.unit_of[(item.stratum, item.index)]
        self.reads_done += 1
        self.files_done += files
        self.ocr.add(outcome, item.stratum)
        self.bytes_done += item.size
        self.current_path = item.path
        if not outcome.read_ok:
            self.design.resolve(
                stratum, unit, [0.0] * len(self.options.tokenizers), outcome.seconds
            )
            stats.files_skipped += files
            why = outcome.reason or reason("skipped")
            for index in [item.index, *copies]:
                path = display_path(self.paths[item.stratum][index])
                self.skipped.append(SkippedFile.of(path, why))
            return
        self.design.resolve(stratum, unit, [files * t for t in outcome.tokens], outcome.seconds)
        stats.files_read += files
        stats.bytes_read += files * item.size
        stats.characters += files * outcome.characters
        stats.words += files * outcome.words
        stats.pages += files * outcome.pages
        stats.tokens += files * outcome.tokens[0]
        for position, count in enumerate(outcome.tokens):
            self.tokens_by_type[item.stratum][position] += files * count
        self.tokens_done += files * outcome.tokens[0]
        self.copy_tally.tokens_known += len(copies) * outcome.tokens[0]
        self.lengths.add(outcome.tokens[0], files)
        self._record_cleaning(outcome, copies)

    def _record_cleaning(self, outcome: FileOutcome, copies: list[int]) -> None:
        item = outcome.item
        path = display_path(item.path)
        kind, original = "unique", None
        if outcome.digest is not None and outcome.signature is not None:
            kind = self.duplicates.add(outcome.digest, outcome.signature, outcome.tokens[0])
            if kind == "exact":
                original = self.first_copy.get(outcome.digest)
            elif len(self.first_copy) < MAX_REMEMBERED_PATHS:
                self.first_copy[outcome.digest] = path
            if self.duplicates.last_near_of is not None:
                original = self.indexed_paths.get(self.duplicates.last_near_of)
            if self.duplicates.last_indexed is not None and (
                len(self.indexed_paths) < MAX_REMEMBERED_PATHS
            ):
                self.indexed_paths[self.duplicates.last_indexed] = path
        self.cleaning.add(
            item.stratum, path, item.size, outcome.tokens[0], kind, original, outcome.cleaning
        )
        # byte-identical copies (found by size + hash, not read): exact duplicates of this one
        for index in copies:
            if outcome.digest is not None and outcome.signature is not None:
                self.duplicates.add(outcome.digest, outcome.signature, outcome.tokens[0])
            copy_path = display_path(self.paths[item.stratum][index])
            self.cleaning.add(
                item.stratum,
                copy_path,
                item.size,
                outcome.tokens[0],
                "exact",
                path,
                outcome.cleaning,
            )

    # ---- progress
    def _elapsed(self) -> float:
        return time.monotonic() - self.started

    def _bytes_per_second(self) -> float:
        if self.first_result_at is None or self.bytes_done == 0:
            return 0.0
        # from the first result on: worker start-up is not part of the reading speed
        span = max(time.monotonic() - self.first_result_at, 1e-3)
        first_share = 1.0 / max(self.reads_done, 1)
        return self.bytes_done * (1.0 - first_share) / span if self.reads_done > 1 else 0.0

    def _on_walked_file(self, walked: WalkResult) -> None:
        count = walked.files_total if len(walked.strata) else 0
        if count % 500 == 0:
            self._report_progress(phase="walking", files_seen=count)

    def _running_estimate(self) -> tuple[float | None, float | None, float | None]:
        """The folder estimate so far with its interval; what was counted is certain."""
        if self.design.resolved_count == 0:
            return None, None, None
        estimate, _ = self.design.estimate()
        low, high = estimate.ci95()
        value = max(estimate.value, float(self.tokens_done))
        return value, max(low, float(self.tokens_done)), max(high, value)

    def _report_progress(
        self, force: bool = False, phase: str = "reading", files_seen: int | None = None
    ) -> None:
        if phase == "reading" and self.first_result_at is None:
            phase = "starting"  # no file read yet: the readers are starting
        rate = self._bytes_per_second()
        target = self.plan_bytes
        if self.options.budget_bytes is not None:
            target = min(target, self.options.budget_bytes)
        eta: float | None = (target - self.bytes_done) / rate if rate > 0 else None
        eta_is_budget = False
        if self.options.budget_seconds is not None:
            left = max(0.0, self.options.budget_seconds - self._budget_elapsed())
            eta_is_budget = eta is None or left < eta
            eta = left if eta is None else min(eta, left)
            if rate > 0:  # what the time left will read, so the fraction tracks the clock
                target = min(target, self.bytes_done + round(rate * left))
        value, low, high = self._running_estimate()
        progress = ScanProgress(
            files_done=self.files_done,
            files_total_seen=files_seen if files_seen is not None else self.walked.files_total,
            bytes_done=self.bytes_done,
            bytes_total=target,
            tokens_so_far=self.tokens_done,
            elapsed_s=time.monotonic() - self.created,
            eta_s=None if phase == "finishing" else eta,
            current_path=self.current_path,
            phase=phase,
            eta_is_budget=eta_is_budget,
            tokens_estimated=value,
            ci95_low=low,
            ci95_high=high,
            tokenizers_loaded=len(self.options.tokenizers),
            tokenizers_total=len(self.options.tokenizers),
            readers=self.readers,
            reading_s=None if self.budget_started_at is None else self._budget_elapsed(),
        )
        self.state.report_progress(progress, force=force)
