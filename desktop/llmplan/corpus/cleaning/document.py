"""What the worker computes about one document's text for the cleaning steps."""

from __future__ import annotations

import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NamedTuple

import numpy as np

from llmplan.corpus import native
from llmplan.corpus.cleaning import c4, language, lines, quality
from llmplan.corpus.cleaning.lines import LineCollector, LineTable, one_piece_table, utf8_length
from llmplan.corpus.cleaning.options import CleaningOptions


@dataclass
class DocumentSignals:
    """Small enough to travel back from the worker: no text beyond example lines."""

    text_bytes: int = 0  # UTF-8 bytes of the text: the unit its tokens are split by
    lines: LineTable = field(default_factory=LineTable)
    quality: quality.Verdict = quality.KEPT
    language: str = language.UNDETERMINED

    def __reduce__(self) -> tuple[Callable[..., DocumentSignals], tuple[object, ...]]:
        """Pickled as one flat tuple of plain values (the arrays as bytes): the worker
        sends one a document to the parent, and the nested dataclasses' own pickling
        took about 14 µs a document there and back, a quarter of a mail's cleaning."""
        table = self.lines
        arrays = (
            table.hashes.astype(np.uint64, copy=False).tobytes(),
            table.sizes.astype(np.int64, copy=False).tobytes(),
            table.c4_dropped.astype(bool, copy=False).tobytes(),
        )
        return _signals_from_wire, (
            *(self.text_bytes, *arrays, table.other_c4_bytes, table.texts),
            *(table.c4.reason, table.c4.sentences, self.quality.reason, self.quality.detail),
            self.language,
        )


def _signals_from_wire(
    text_bytes: int,
    hashes: bytes,
    sizes: bytes,
    c4_dropped: bytes,
    other_c4_bytes: int,
    texts: dict[int, str],
    c4_reason: str,
    sentences: int,
    reason: str,
    detail: str,
    language: str,
) -> DocumentSignals:
    """`DocumentSignals.__reduce__`'s values back as signals (read-only arrays over the
    received bytes)."""
    table = LineTable(
        hashes=np.frombuffer(hashes, np.uint64),
        sizes=np.frombuffer(sizes, np.int64),
        c4_dropped=np.frombuffer(c4_dropped, bool),
        other_c4_bytes=other_c4_bytes,
        texts=texts,
        c4=c4.C4Document(c4_reason, sentences),
    )
    verdict = quality.Verdict(reason, detail) if reason or detail else quality.KEPT
    return DocumentSignals(text_bytes, table, verdict, language)


class DocumentAnalysis:
    """Fed the text, whole (a document in memory: one piece) or in pieces (a stream, in
    order); `finish` gives the signals."""

    def __init__(self, options: CleaningOptions) -> None:
        self.options = options
        self._apply_c4 = options.quality and options.c4_line_rules
        self._use_lines = options.finds_recurring_lines or self._apply_c4
        # made only for a second piece or the C4 rules (most documents are one piece,
        # their lines one C call; a document's work is a few microseconds)
        self._lines: LineCollector | None = None
        # the first piece: quality is judged on its beginning, language on its middle
        self._head = ""
        self._characters = 0
        self._bytes = 0
        # a document's only piece (most are one) goes to the lines in one C call at the end
        self._waiting: str | None = None
        self._pieces = 0

    def add(self, piece: str) -> None:
        if not self._head:
            self._head = piece
        self._characters += len(piece)
        self._pieces += 1
        if self._use_lines:
            if self._pieces == 1 and not self._apply_c4:
                self._waiting = piece
                return
            self._collector().add(piece)
        else:
            self._bytes += utf8_length(piece)

    def _collector(self) -> LineCollector:
        """The collector, made on first need, fed the piece still waiting first."""
        if self._lines is None:
            self._lines = LineCollector(apply_c4=self._apply_c4)
        if self._waiting is not None:
            self._lines.add(self._waiting)
            self._waiting = None
        return self._lines

    def _line_table(self) -> tuple[LineTable, int]:
        if not self._use_lines:
            return LineTable(), self._bytes
        if self._waiting is not None:
            found = one_piece_table(self._waiting)
            if found is not None:
                return found
        lines = self._collector()
        return lines.finish(), lines.total_bytes

    def finish(self, words: int) -> DocumentSignals:
        return decoded(self.finish_to_send(words))

    def finish_to_send(self, words: int) -> DocumentSignals | NativeSignals:
        """`finish`'s signals as a worker sends them: a one-piece document's as the C
        extension gave them (`NativeSignals`, which the parent's tally reads as they are)."""
        if self._waiting is not None:  # one piece: the three steps in one C call
            signals = self._in_one_call(self._waiting, words)
            if signals is not None:
                return signals
        verdict = quality.KEPT
        table, size = self._line_table()
        if self.options.quality:
            whole = words if self._characters > quality.ANALYSED_CHARS else None
            verdict = quality.gopher_verdict(self._head, whole)
            if not verdict.removed and table.c4.reason:
                verdict = quality.Verdict(f"c4_{table.c4.reason}", "")
        # a document the quality rules remove brings no tokens to the language step
        judge = self.options.language and not verdict.removed
        code = language.identify(self._head) if judge else language.UNDETERMINED
        return DocumentSignals(size, table, verdict, code)

    def _in_one_call(self, text: str, words: int) -> DocumentSignals | NativeSignals | None:
        """`finish`'s signals for a document read in one piece (C4 off) from one call of
        the C extension (`OneCall`); None where the extension leaves it to the steps' own
        calls."""
        one_call = OneCall.of(self.options)
        return None if one_call is None else one_call(text, words, self._characters)


def signals_of_text(
    text: str, words: int, options: CleaningOptions
) -> DocumentSignals | NativeSignals:
    """The signals of a whole document in memory (`words`: its word count), as a worker
    sends them: `DocumentAnalysis` fed the text in one piece and finished, without it
    where one C call gives them (most documents)."""
    one_call = OneCall.of(options)
    if one_call is not None:
        return one_call(text, words, len(text))
    analysis = DocumentAnalysis(options)
    analysis.add(text)
    return analysis.finish_to_send(words)


class OneCall:
    """A one-piece document's line table, Gopher verdict and language from one call of the
    C extension (`document_signals`): the same signals as the steps' own calls give. What
    the call is handed besides the text is gathered once per worker, not per document: a
    scan of 3 KB mails spent a fifth of the cleaning steps' time in the Python around
    the C code."""

    _kept: tuple[tuple[object, ...], OneCall | None] | None = None

    @classmethod
    def of(cls, options: CleaningOptions) -> OneCall | None:
        """The call for these options (kept for the last options asked: a worker's),
        None where the extension, its fold table or language walk is missing, or the
        steps need what it does not give (the C4 rules; no recurring lines: no table)."""
        key = (options, lines._native, quality._native, language._native)
        kept = cls._kept
        if kept is not None and all(map(operator.is_, kept[0], key)):
            return kept[1]
        fold = quality.native_fold() if options.quality else None
        walk = language.native_walk() if options.language else None
        usable = (
            lines._native is not None
            and options.finds_recurring_lines
            and not (options.quality and options.c4_line_rules)
            and not (options.quality and fold is None)
            and not (options.language and walk is None)
        )
        one_call = cls(options.quality, fold, walk) if usable else None
        cls._kept = (key, one_call)
        return one_call

    def __init__(
        self, judge_quality: bool, fold: np.ndarray | None, walk: language.NativeWalk | None
    ) -> None:
        assert lines._native is not None
        self.judge_quality = judge_quality
        self.fold = fold
        self.walk = walk
        self.call = lines._native.document_signals
        self.sizes = lines.TABLE_SIZES
        self.codes = walk.codes if walk is not None else []

    def __call__(self, text: str, words: int, characters: int) -> DocumentSignals | NativeSignals:
        walk = self.walk
        whole = words if characters > quality.ANALYSED_CHARS else None
        # the language sample found and encoded by the extension
        (keys, sums, total, texts), reason, figure, index = self.call(
            text,
            -1 if whole is None else whole,
            *self.sizes,
            text[: quality.ANALYSED_CHARS] if self.judge_quality else None,
            self.fold,
            None if walk is None else language.SAMPLE_CHARS,
            language.MIN_LETTERS,
        )
        verdict = None
        if self.judge_quality and reason == native.QUALITY_IN_PYTHON:
            verdict = quality.gopher_verdict(text, whole)
        reason = max(reason, 0)  # quality off: kept
        removed = verdict.removed if verdict is not None else reason > 0
        code = language.UNDETERMINED
        if walk is not None and not removed:
            if index >= 0:  # the C extension's class (most documents)
                code = self.codes[index]
            elif index == native.LANGUAGE_IN_PYTHON:
                code = language.identify(text)
            else:  # NumPy's scores decide; too few letters
                code = walk.code_of(index, language.sample_of(text))
        if verdict is not None:
            return DocumentSignals(total, lines.native_table(keys, sums, texts), verdict, code)
        return NativeSignals(total, keys, sums, texts, reason, figure, code)


class NativeSignals(NamedTuple):
    """A one-piece document's signals as the C extension gave them: what a worker sends
    to the parent, pickled as it is (one flat tuple of plain values: the arrays,
    dataclasses and verdict of `DocumentSignals`, made and flattened again in the worker
    and made again in the parent, cost a mail a few µs on each side); the parent's tally
    reads them as they are, `decoded` makes them `DocumentSignals`."""

    text_bytes: int  # UTF-8 bytes of the text
    keys: bytes  # the distinct line fingerprints, uint64
    sums: bytes  # their bytes in the document, int64
    texts: dict[int, str]  # example lines by fingerprint
    reason: int  # the Gopher verdict: an index of `quality._NATIVE_REASONS` (0: kept)
    figure: float  # ... and its measured figure
    language: str  # ISO 639-1 code, or `language.UNDETERMINED`

    @property
    def line_count(self) -> int:
        return len(self.keys) // 8


def decoded(signals: DocumentSignals | NativeSignals) -> DocumentSignals:
    """The signals as `DocumentSignals` (a worker's `NativeSignals` made so)."""
    if not isinstance(signals, NativeSignals):
        return signals
    table = lines.native_table(signals.keys, signals.sums, signals.texts)
    verdict = quality.verdict_of(signals.reason, signals.figure)
    return DocumentSignals(signals.text_bytes, table, verdict, signals.language)
