"""What runs in a worker process: read a batch of files, extract, count, fingerprint.

Each worker loads the tokenizers once (pool initializer) and then receives batches of
(path, size) items; it returns one small `FileOutcome` per file — counts, a 16-byte digest (XXH3)
and a 1 KB MinHash signature, never the text — so memory in the parent stays bounded.

Every step of one file (open, extract, count, fingerprint) is isolated: whatever it raises
— even a `BaseException` such as the `PanicException` of a Rust tokenizer — that file is
skipped with a reason and the batch goes on. Long texts are counted in pieces
(`llmplan.corpus.pieces`) and large plain files streamed, so neither memory nor a
tokenizer's worst case grows with one file. In a pool worker a watchdog thread enforces
the per-file time and memory limits — time as the CPU time the worker spent on the file,
so a busy machine does not change which files are read, with a generous wall-clock
backstop for a file stuck waiting — past them it reports the file and ends the worker
(native code cannot be interrupted otherwise); the executor starts a fresh one. The same
thread ends the worker once the process that started it has ended (killed, terminated,
its console closed): no worker outlives the app or the command. Read in
the calling process (`llmplan.corpus.in_process`), the same limits interrupt the reading
thread with a `FileLimitExceeded`.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from llmplan.corpus import casefold
from llmplan.corpus.cleaning import language
from llmplan.corpus.cleaning.document import (
    DocumentAnalysis,
    DocumentSignals,
    NativeSignals,
    signals_of_text,
)
from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.dedupe import (
    count_words,
    fingerprint,
    minhash_finish,
    new_digest,
    new_signature,
)
from llmplan.corpus.extract import ExtractedText, Limits, SkipFile, extract_document
from llmplan.corpus.extract.types import ScannedPages
from llmplan.corpus.pieces import split_stream, split_text
from llmplan.corpus.process_memory import grown_past, own_bytes
from llmplan.corpus.reasons import Reason, reason
from llmplan.corpus.tokenizer_engines import TokenCounter
from llmplan.corpus.tokenizers import load_tokenizer

WATCHDOG_SECONDS = 0.25
# A document in memory up to this long is analysed for cleaning in one piece (one C call,
# whose buffers take up to three bytes a character); a longer one piece by piece
WHOLE_ANALYSIS_CHARS = 4 * 1024**2
EXIT_WATCHDOG = 75
EXIT_PARENT_GONE = 76
_Identity = tuple[int, int]
_SPACE_UNIT = " ".encode("utf-16-le")  # between the normalized pieces of one text


class FileLimitExceeded(BaseException):
    """Raised in a reading thread by the in-process watchdog; a BaseException so that no
    extractor's `except Exception` swallows it."""


class TookTooLong(FileLimitExceeded):
    pass


class Stalled(FileLimitExceeded):
    pass


class NeededTooMuchMemory(FileLimitExceeded):
    pass


def time_limit_reason(limits: Limits, size: int) -> Reason:
    return reason("took_too_long", seconds=round(limits.seconds_for(size)))


def stalled_reason(limits: Limits, size: int) -> Reason:
    return reason("stalled", seconds=round(limits.wall_seconds_for(size)))


@dataclass(frozen=True)
class FileClock:
    """When a file's reading began, on the wall clock and on the reader's CPU clock."""

    wall: float
    cpu: float

    def past_limit(self, limits: Limits, size: int, cpu_now: float) -> Reason | None:
        """The time limit's verdict on the file, None while it is within both."""
        if cpu_now - self.cpu > limits.seconds_for(size):
            return time_limit_reason(limits, size)
        if time.monotonic() - self.wall > limits.wall_seconds_for(size):
            return stalled_reason(limits, size)
        return None


def memory_limit_reason(limits: Limits) -> Reason:
    return reason("too_much_memory", mebibytes=limits.max_worker_growth_bytes // 1024**2)


def limit_reason(exceeded: FileLimitExceeded, limits: Limits, size: int) -> Reason:
    if isinstance(exceeded, NeededTooMuchMemory):
        return memory_limit_reason(limits)
    if isinstance(exceeded, Stalled):
        return stalled_reason(limits, size)
    return time_limit_reason(limits, size)


@dataclass(frozen=True)
class WorkItem:
    stratum: str
    index: int  # position of the file in its stratum
    path: str
    size: int
    identity: _Identity | None = None  # (device, inode) the walk saw


@dataclass
class FileOutcome:
    item: WorkItem
    tokens: tuple[int, ...] = ()  # one count per tokenizer, in option order; () when skipped
    reason: Reason | None = None  # why it was skipped; None when read
    characters: int = 0
    words: int = 0
    pages: int = 0
    ocr_pages: int = 0  # PDF pages that are scans (no text layer): counted apart
    text_pages: int = 0  # PDF pages with text
    table_pages: int = 0  # of those, pages of figures (a printed spreadsheet)
    table_characters: int = 0
    notes: tuple[Reason, ...] = ()  # what the reader noted of a file it read
    digest: bytes | None = None
    signature: np.ndarray | None = None
    seconds: float = 0.0  # time spent reading and counting (the sampler's cost per file)
    # what the cleaning steps need of the text (the parent's tally reads either kind)
    cleaning: DocumentSignals | NativeSignals | None = None

    @property
    def read_ok(self) -> bool:
        return self.reason is None


@dataclass(frozen=True)
class ReadSettings:
    """How every file of a scan is read, the same in a worker process, in this process and
    in a Ray task (so it is picklable and compares by value: the kept pool's key)."""

    tokenizer_ids: tuple[str, ...]
    limits: Limits
    fingerprints: bool
    cleaning: CleaningOptions | None = None


def _never() -> bool:
    return False


def _nothing() -> None:
    return None


@dataclass(frozen=True)
class ReadJob:
    """What every reading engine is handed: the settings, and the scan's callbacks —
    `record` each outcome, `is_cancelled` looked at between files, `on_tick` after each
    batch (progress), `time_is_up` (a time budget spent: stop, the files in flight
    unread)."""

    settings: ReadSettings
    record: Callable[[FileOutcome], None]
    is_cancelled: Callable[[], bool] = _never
    on_tick: Callable[[], None] = _nothing
    time_is_up: Callable[[], bool] = _never


@dataclass
class WorkerSetup:
    counters: list[TokenCounter]
    limits: Limits
    fingerprints: bool
    cleaning: CleaningOptions | None = None


_setup: WorkerSetup | None = None
# The file being read now and when it started: what the watchdog looks at. The worker's
# CPU clock is the process's: one thread reads, the watchdog's own is a few polls a second.
_current: tuple[WorkItem, FileClock] | None = None


def new_setup(settings: ReadSettings) -> WorkerSetup:
    return WorkerSetup(
        [load_tokenizer(t) for t in settings.tokenizer_ids],
        settings.limits,
        settings.fingerprints,
        settings.cleaning,
    )


def init_worker(
    settings: ReadSettings, single_threaded: bool, watchdog_reports: Any = None
) -> None:
    """Pool initializer. `watchdog_reports` (a multiprocessing queue) starts the watchdog:
    (item, reason) goes there before exit."""
    global _setup
    if single_threaded:  # a pool worker: Ctrl-C is the parent's to handle (it cancels)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        # Worker processes already use every core; a Rust thread pool inside each one would
        # only oversubscribe them. Must be set before the tokenizer library first encodes.
        os.environ["TOKENIZERS_PARALLELISM"] = "false"
        os.environ["RAYON_NUM_THREADS"] = "1"
    _setup = new_setup(settings)
    # What the first document would otherwise wait for, now: a spawned worker (the app's,
    # started ahead of its scan) builds it here; a forked one has it from the parent.
    try:
        for counter in _setup.counters:
            counter.warm_up()
        if settings.fingerprints:
            casefold.preload()
        if settings.cleaning is not None and settings.cleaning.language:
            language.preload()
    except Exception:  # noqa: BLE001 - then each document tries again, and only its signals fail
        pass
    # A worker forked from the desktop app (whose GUI thread alone collects) collects its
    # own garbage.
    gc.enable()
    # What the worker loaded lives as long as it does: collections need not walk it again
    # (a forked worker's inherited objects are frozen by the parent already; a spawned
    # one's own imports, tables and models are here frozen the same way).
    gc.freeze()
    if watchdog_reports is not None:
        baseline = own_bytes()
        thread = threading.Thread(
            target=_watch,
            args=(watchdog_reports, settings.limits, baseline, parent_check()),
            daemon=True,
        )
        thread.start()


def parent_check() -> Callable[[], bool]:
    """Whether the process that started this worker still runs. On POSIX: this process's
    parent is still that one (an orphan is handed to init or a subreaper); on Windows the
    parent's process handle, which multiprocessing keeps, is not signalled yet."""
    parent = multiprocessing.parent_process()
    if os.name == "posix":
        expected = parent.pid if parent is not None and parent.pid else os.getppid()
        return lambda: os.getppid() == expected
    if parent is None:
        return lambda: True
    return parent.is_alive


def exit_with_parent() -> None:
    """End this process (from a thread) once the process that started it has ended."""
    alive = parent_check()

    def watch() -> None:
        while alive():
            time.sleep(WATCHDOG_SECONDS)
        os._exit(EXIT_PARENT_GONE)

    threading.Thread(target=watch, name="llmplan-parent-watch", daemon=True).start()


def _watch(
    reports: Any, limits: Limits, baseline: int | None, parent_alive: Callable[[], bool]
) -> None:
    """Ends this worker when the current file runs past its time or memory limit, or when
    the process that started it has ended (killed, terminated, its console closed): nobody
    is left to read its results, and an orphaned worker would wait for work forever."""
    while True:
        time.sleep(WATCHDOG_SECONDS)
        if not parent_alive():
            os._exit(EXIT_PARENT_GONE)
        current = _current
        if current is None:
            continue
        item, clock = current
        verdict = clock.past_limit(limits, item.size, time.process_time())
        if verdict is None and grown_past(baseline, limits.max_worker_growth_bytes):
            verdict = memory_limit_reason(limits)
        if verdict is not None and _current is current:
            reports.put((item, verdict))
            os._exit(EXIT_WATCHDOG)


def read_batch(items: list[WorkItem]) -> list[FileOutcome]:
    """Read, count and fingerprint every file of the batch, each in isolation."""
    global _current
    if _setup is None:
        raise RuntimeError("init_worker was not called in this process")
    outcomes: list[FileOutcome] = []
    for item in items:
        _current = (item, FileClock(time.monotonic(), time.process_time()))
        try:
            outcomes.append(read_one(item, _setup))
        finally:
            _current = None
    return outcomes


def read_one(item: WorkItem, setup: WorkerSetup) -> FileOutcome:
    started = time.perf_counter()
    outcome = _read_one(item, setup)
    outcome.seconds = time.perf_counter() - started
    return outcome


def _read_one(item: WorkItem, setup: WorkerSetup) -> FileOutcome:
    outcome = FileOutcome(item)
    try:
        document = extract_document(Path(item.path), setup.limits, item.identity)
        if isinstance(document, ExtractedText):
            outcome.pages = document.pages or 0
            outcome.ocr_pages = document.ocr_pages
            outcome.text_pages = document.text_pages
            outcome.table_pages = document.table_pages
            outcome.table_characters = document.table_characters
            outcome.notes = document.notes
            _measure(outcome, split_text(document.text), setup, whole=document.text)
        else:
            _measure(outcome, split_stream(document.pieces), setup, whole=None)
    except ScannedPages as scanned:
        outcome = FileOutcome(item, reason=scanned.reason, ocr_pages=scanned.pages)
    except SkipFile as skip:
        outcome = FileOutcome(item, reason=skip.reason)
    except MemoryError:
        outcome = FileOutcome(item, reason=reason("out_of_memory"))
    except FileLimitExceeded as exceeded:
        outcome = FileOutcome(item, reason=limit_reason(exceeded, setup.limits, item.size))
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException as error:  # noqa: BLE001, RUF100 - a Rust panic is a BaseException
        outcome = FileOutcome(item, reason=reason("reading_failed", error=type(error).__name__))
    return outcome


def _measure(
    outcome: FileOutcome, pieces: Iterable[str], setup: WorkerSetup, whole: str | None
) -> None:
    """Counts of the text given in pieces; a whole document's pieces (`whole`: its text,
    in memory) are counted in one call per tokenizer, a stream's one piece at a time
    (memory stays flat)."""
    tokens = [0] * len(setup.counters)
    digest = new_digest()
    signature = new_signature()
    # the cleaning steps look at the text once, while it is here: a document in memory in
    # one piece at the end (its lines in one C call), a stream or a very long text piece by
    # piece as they pass (the one call's buffers grow with the text)
    cleaning = setup.cleaning
    analyse = cleaning is not None and cleaning.needs_text_analysis
    one_piece = whole if whole is not None and len(whole) <= WHOLE_ANALYSIS_CHARS else None
    analysis = (
        DocumentAnalysis(cleaning)
        if cleaning is not None and analyse and one_piece is None
        else None
    )
    has_text = False
    first = True
    for group in _groups(pieces, whole is not None):
        for position, counter in enumerate(setup.counters):
            tokens[position] += sum(counter.count_batch(group))
        for piece in group:
            outcome.characters += len(piece)
            if analysis is not None:
                analysis = _analysed(analysis, piece)
            has_text = has_text or (bool(piece) and not piece.isspace())
            if setup.fingerprints:
                normalized, words = fingerprint(piece, signature)
                outcome.words += words
                if normalized:
                    if not first:
                        digest.update(_SPACE_UNIT)
                    digest.update(normalized)
                    first = False
            else:
                outcome.words += count_words(piece)
    if not has_text:
        raise SkipFile("no_text")
    outcome.tokens = tuple(tokens)
    if setup.fingerprints:
        outcome.digest = digest.digest()
        outcome.signature = minhash_finish(signature)
    if cleaning is not None and analyse:
        outcome.cleaning = _signals(one_piece, analysis, outcome.words, cleaning)


def _signals(
    text: str | None, analysis: DocumentAnalysis | None, words: int, cleaning: CleaningOptions
) -> DocumentSignals | NativeSignals | None:
    """The document's cleaning signals (`text`: the whole of it, else `analysis` was fed its
    pieces); a failure there never costs the file its count (the document then just has no
    cleaning signals)."""
    try:
        if text is not None:
            return signals_of_text(text, words, cleaning)
        return None if analysis is None else analysis.finish_to_send(words)
    except Exception:  # noqa: BLE001 - the count stands; only the cleaning signals go
        return None


def _analysed(analysis: DocumentAnalysis, piece: str) -> DocumentAnalysis | None:
    """Feed one piece to the cleaning analysis; a failure there never costs the file its
    count (the document then just has no cleaning signals)."""
    try:
        analysis.add(piece)
    except Exception:  # noqa: BLE001
        return None
    return analysis


def _groups(pieces: Iterable[str], whole: bool) -> Iterator[list[str]]:
    if whole:
        yield list(pieces)
    else:
        for piece in pieces:
            yield [piece]
