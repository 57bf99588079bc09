"""What runs in a worker process: read a batch of files, extract, count, fingerprint.

Each worker loads the tokenizers once (pool initializer) and then receives batches of
(path, size) items; it returns one small `FileOutcome` per file — counts, a 16-byte digest
and a 1 KB MinHash signature, never the text — so memory in the parent stays bounded.
Tokens are counted per whole document, in one batch call per tokenizer.
"""

from __future__ import annotations

import os
import signal
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from llmplan.corpus.dedupe import count_words, exact_digest, minhash_signature, normalized_text
from llmplan.corpus.extract import ExtractedText, Limits, SkipFile, extract_text
from llmplan.corpus.tokenizer_engines import TokenCounter
from llmplan.corpus.tokenizers import load_tokenizer


@dataclass(frozen=True)
class WorkItem:
    stratum: str
    index: int  # position of the file in its stratum
    path: str
    size: int


@dataclass
class FileOutcome:
    item: WorkItem
    tokens: tuple[int, ...] = ()  # one count per tokenizer, in option order; () when skipped
    reason: str | None = None  # skip reason; None when read
    characters: int = 0
    words: int = 0
    pages: int = 0
    digest: bytes | None = None
    signature: np.ndarray | None = None

    @property
    def read_ok(self) -> bool:
        return self.reason is None


@dataclass
class _WorkerSetup:
    counters: list[TokenCounter]
    limits: Limits
    fingerprints: bool


_setup: _WorkerSetup | None = None


def init_worker(
    tokenizer_ids: list[str], limits: Limits, fingerprints: bool, single_threaded: bool
) -> None:
    """Pool initializer (also called once for an in-process scan)."""
    global _setup
    if single_threaded:  # a pool worker: Ctrl-C is the parent's to handle (it cancels)
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        # Worker processes already use every core; a Rust thread pool inside each one would
        # only oversubscribe them. Must be set before the tokenizer library first encodes.
        os.environ["TOKENIZERS_PARALLELISM"] = "false"
        os.environ["RAYON_NUM_THREADS"] = "1"
    _setup = _WorkerSetup([load_tokenizer(t) for t in tokenizer_ids], limits, fingerprints)


def read_batch(items: list[WorkItem]) -> list[FileOutcome]:
    """Extract every file of the batch, then count all texts with each tokenizer at once."""
    if _setup is None:
        raise RuntimeError("init_worker was not called in this process")
    outcomes: list[FileOutcome] = []
    texts: list[str] = []
    read: list[FileOutcome] = []
    for item in items:
        outcome = FileOutcome(item)
        outcomes.append(outcome)
        try:
            extracted = extract_text(Path(item.path), _setup.limits)
        except SkipFile as skip:
            outcome.reason = skip.reason
            continue
        except Exception as error:  # noqa: BLE001 - worker isolation: one file never stops a scan
            outcome.reason = f"extraction failed ({type(error).__name__})"
            continue
        _describe(outcome, extracted, _setup.fingerprints)
        texts.append(extracted.text)
        read.append(outcome)
    counts = [counter.count_batch(texts) if texts else [] for counter in _setup.counters]
    for position, outcome in enumerate(read):
        outcome.tokens = tuple(per_tokenizer[position] for per_tokenizer in counts)
    return outcomes


def _describe(outcome: FileOutcome, extracted: ExtractedText, fingerprints: bool) -> None:
    outcome.characters = len(extracted.text)
    outcome.pages = extracted.pages or 0
    if fingerprints:
        normalized, outcome.words = normalized_text(extracted.text)
        outcome.digest = exact_digest(normalized)
        outcome.signature = minhash_signature(normalized)
    else:
        outcome.words = count_words(extracted.text)
