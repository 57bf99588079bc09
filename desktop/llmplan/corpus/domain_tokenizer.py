"""What-if for a model trained from scratch: a BPE tokenizer trained on the folder's text.

Seed 002 ("Schritt 3: Domänenspezifischer Tokenizer"): a BPE tokenizer trained on the
corpus, with the Hugging Face `tokenizers` trainer, a byte-level pre-tokenizer and the
special tokens [PAD] [UNK] [BOS] [EOS], "reduziert die Anzahl der Token pro Dokument"; above
1.4 tokens per word it needs more vocabulary or more representative text.

The text is the scan's: the same extractors (`extract_document`) on the folder's files, in
a seeded random order, until `max_bytes` of UTF-8 text are read. It is extracted once into
a temporary file and streamed from there, to the trainer (`train_from_iterator`) and then
to both tokenizers for the counts, so memory stays bounded whatever the folder's size.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import re
import struct
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO

from llmplan.corpus.dedupe import count_words
from llmplan.corpus.domain_tokenizer_task import (
    SPECIAL_TOKENS,
    SampleTooSmall,
    TrainingCancelled,
    TrainingProgress,
    TrainingState,
)
from llmplan.corpus.executor import start_method
from llmplan.corpus.extract import ExtractedText, Limits, SkipFile, extract_document
from llmplan.corpus.pieces import split_stream, split_text
from llmplan.corpus.report import DomainTokenizerStats
from llmplan.corpus.tokenizers import load_tokenizer
from llmplan.corpus.walk import is_known_unsupported, walk
from llmplan.corpus.workers import exit_with_parent

if TYPE_CHECKING:
    from tokenizers import Tokenizer

DEFAULT_SAMPLE_BYTES = 64 * 1024**2  # text the trainer reads at most (UTF-8)
RULE_TOKENS_PER_WORD = 1.4  # seed 002
TOKENIZER_FILE = "tokenizer.json"
ENCODE_BATCH = 64
CANCEL_POLL_SECONDS = 0.1
_WORD = re.compile(r"\w+")
_MAX_DISTINCT_WORDS = 2_000_000  # counted exactly up to here (the message needs small N)


@dataclass
class _Sample:
    """The extracted text on disk: length-prefixed UTF-8 pieces."""

    file: BinaryIO
    bytes: int = 0
    documents: int = 0
    distinct_words: int = 0

    def pieces(self) -> Iterator[str]:
        self.file.seek(0)
        while header := self.file.read(8):
            (length,) = struct.unpack("<Q", header)
            yield self.file.read(length).decode("utf-8")


def train_domain_tokenizer(
    roots: list[Path],
    vocab_size: int,
    out_dir: Path,
    model_tokenizer: str,
    *,
    max_bytes: int = DEFAULT_SAMPLE_BYTES,
    seed: int = 0,
    skip_hidden: bool = True,
    limits: Limits | None = None,
    state: TrainingState | None = None,
) -> DomainTokenizerStats:
    """Train, save `out_dir/tokenizer.json`, and count the sample with both tokenizers.

    Raises SampleTooSmall (nothing saved) when the text cannot fill `vocab_size`, and
    TrainingCancelled when `state` is cancelled before the file is written."""
    state = state or TrainingState()
    counter = load_tokenizer(model_tokenizer)  # an unknown id fails before any reading
    with (
        tempfile.TemporaryDirectory(prefix="llmplan-tokenizer-") as work,
        open(Path(work) / "sample.bin", "w+b") as spool,
    ):
        sample = _extract_sample(
            roots, max_bytes, seed, skip_hidden, limits or Limits(), spool, state
        )
        if sample.bytes == 0:
            raise SampleTooSmall(0, vocab_size)
        spool.flush()
        tokenizer = _train(Path(work), sample, vocab_size, state)
        if tokenizer.get_vocab_size() < vocab_size:
            raise SampleTooSmall(sample.distinct_words, vocab_size)
        tokens = model_tokens = words = 0
        done = 0
        for batch in _batches(sample.pieces()):
            if state.is_cancelled():
                raise TrainingCancelled
            tokens += sum(len(e.ids) for e in tokenizer.encode_batch(batch))
            model_tokens += sum(counter.count_batch(batch))
            words += sum(count_words(piece) for piece in batch)
            done += sum(len(piece.encode("utf-8")) for piece in batch)
            state.report_progress(
                TrainingProgress("counting", done, sample.bytes, sample.documents)
            )
        path = _save(tokenizer, Path(out_dir))
    return DomainTokenizerStats(
        vocab_size=tokenizer.get_vocab_size(),
        tokens=tokens,
        tokens_per_word=tokens / words if words else 0.0,
        path=str(path),
        words=words,
        sample_bytes=sample.bytes,
        sample_bytes_cap=max_bytes,
        documents=sample.documents,
        model_tokenizer=counter.id,
        model_tokens=model_tokens,
        model_tokens_per_word=model_tokens / words if words else 0.0,
        rule_tokens_per_word=RULE_TOKENS_PER_WORD,
    )


def _extract_sample(
    roots: list[Path],
    max_bytes: int,
    seed: int,
    skip_hidden: bool,
    limits: Limits,
    spool: BinaryIO,
    state: TrainingState,
) -> _Sample:
    walked = walk(roots, skip_hidden, state.is_cancelled)
    if walked.cancelled:
        raise TrainingCancelled
    files = [
        path
        for key, stratum in walked.strata.items()
        if not is_known_unsupported(key)
        for path in stratum.paths
    ]
    random.Random(seed).shuffle(files)  # a sample of the whole folder, not its first folder
    sample = _Sample(spool)
    distinct: set[str] = set()
    for path in files:
        if sample.bytes >= max_bytes:
            break
        if state.is_cancelled():
            raise TrainingCancelled
        wrote = False
        for piece in _document_pieces(Path(path), limits):
            data = piece.encode("utf-8", "replace")
            if len(data) > max_bytes - sample.bytes:  # the cap: cut at a character's start
                data = data[: max_bytes - sample.bytes].decode("utf-8", "ignore").encode("utf-8")
            if not data:
                break
            spool.write(struct.pack("<Q", len(data)) + data)
            sample.bytes += len(data)
            wrote = True
            if len(distinct) < _MAX_DISTINCT_WORDS:
                distinct.update(_WORD.findall(piece))
        sample.documents += wrote
        state.report_progress(
            TrainingProgress("reading", sample.bytes, max_bytes, sample.documents)
        )
    sample.distinct_words = len(distinct)
    return sample


def _document_pieces(path: Path, limits: Limits) -> Iterator[str]:
    """The document's text in pieces, as the scan counts it; nothing for unreadable files."""
    try:
        document = extract_document(path, limits)
        if isinstance(document, ExtractedText):
            yield from split_text(document.text)
        else:
            yield from split_stream(document.pieces)
    except (SkipFile, OSError, MemoryError):
        return
    except Exception:  # noqa: BLE001 - as in the scan: one file's failure skips that file
        return


def _train(work: Path, sample: _Sample, vocab_size: int, state: TrainingState) -> Tokenizer:
    """Trained in a child process: the trainer's merges run in native code that no flag
    can interrupt, so cancel ends the process (and the GUI never waits for it)."""
    from tokenizers import Tokenizer

    trained = work / "trained.json"
    context: Any = multiprocessing.get_context(start_method())  # typeshed: BaseContext
    child = context.Process(
        target=train_file, args=(str(work / "sample.bin"), vocab_size, str(trained)), daemon=True
    )
    child.start()
    try:
        while child.is_alive():
            child.join(CANCEL_POLL_SECONDS)
            if state.is_cancelled():
                raise TrainingCancelled
            state.report_progress(TrainingProgress("training", 0, sample.bytes, sample.documents))
    finally:
        if child.is_alive():
            child.terminate()
            child.join()
    if child.exitcode != 0 or not trained.is_file():
        raise RuntimeError(f"tokenizer training ended with exit code {child.exitcode}")
    return Tokenizer.from_file(str(trained))


def train_file(sample_path: str, vocab_size: int, out_path: str) -> None:
    """Child process: train on the spooled sample (seed 002's setup) and save it."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers

    exit_with_parent()  # the merges take minutes: not for a parent that has ended

    tokenizer = Tokenizer(models.BPE(unk_token="[UNK]"))
    tokenizer.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tokenizer.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=SPECIAL_TOKENS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),  # every byte: no [UNK]
        show_progress=False,
    )
    with open(sample_path, "rb") as spool:
        tokenizer.train_from_iterator(_Sample(spool).pieces(), trainer=trainer)
    tokenizer.save(out_path)


def _batches(pieces: Iterator[str]) -> Iterator[list[str]]:
    batch: list[str] = []
    for piece in pieces:
        batch.append(piece)
        if len(batch) >= ENCODE_BATCH:
            yield batch
            batch = []
    if batch:
        yield batch


def _save(tokenizer: Tokenizer, out_dir: Path) -> Path:
    """Written beside its final name, then moved: an existing file is replaced whole."""
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / TOKENIZER_FILE
    handle, temporary = tempfile.mkstemp(prefix=".tokenizer-", suffix=".json", dir=out_dir)
    os.close(handle)
    try:
        tokenizer.save(temporary)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target
