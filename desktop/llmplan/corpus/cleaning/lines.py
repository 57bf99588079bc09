"""Per-document line analysis in the worker: line fingerprints and the C4 line rules.

A line's fingerprint is a 48-bit hash of its text lower-cased, without its digits (page
numbers, dates), tabs as spaces, stripped: so "Seite 3 von 12" and "Seite 14 von 12" are
the same footer. Lines shorter than `MIN_LINE_BYTES` after that ("}", "Hi,"), or
of punctuation only (a row of numbers), are not fingerprinted; longer than
`MAX_LINE_BYTES` neither (a paragraph, not boilerplate). Sizes are in UTF-8 bytes, the
unit the parent splits a document's tokens by.

Per distinct line the worker returns its hash, its bytes in this document (all occurrences,
with their newlines), whether C4 drops it (only when the C4 rules are on: they need a
Python loop over the lines), and, for short lines near the top or bottom, its text
(examples to show once it turns out to recur). The parent counts in how many documents
each hash occurs (`llmplan.corpus.cleaning.tally`).
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from itertools import repeat
from typing import TYPE_CHECKING

import numpy as np

from llmplan.corpus import native
from llmplan.corpus.cleaning import c4

# the same results from C where built (tests/corpus/test_native.py)
if TYPE_CHECKING:
    from llmplan.corpus.cleaning import _native
else:
    _native = native.cleaning

MIN_LINE_BYTES = 5  # without digits: "Tel. +49 89 1234" is "tel. +", 6
MIN_WORDY_BYTES = 3  # ... of which not only punctuation: a row of numbers is no boilerplate
_PUNCTUATION = b" .,;:-+/()%'\"*#=|_[]"
MAX_LINE_BYTES = 1_000  # a disclaimer paragraph fits; longer lines are body text
EXAMPLE_LINE_CHARS = 160
EXAMPLE_EDGE_LINES = 40  # lines from the top and from the bottom that may serve as examples
_NORMALIZE = bytes.maketrans(
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZ\t\r\x0b\x0c",
    b"abcdefghijklmnopqrstuvwxyz    ",
)


def _empty(dtype: type) -> np.ndarray:
    array: np.ndarray = np.zeros(0, dtype)
    array.flags.writeable = False
    return array


# shared by every table without lines (read-only: no document's table changes another's)
_NO_HASHES, _NO_SIZES, _NO_DROPS = _empty(np.uint64), _empty(np.int64), _empty(bool)


@dataclass
class LineTable:
    """What travels back about a document's lines (a few KB for a typical document)."""

    hashes: np.ndarray = field(default_factory=lambda: _NO_HASHES)
    sizes: np.ndarray = field(default_factory=lambda: _NO_SIZES)  # bytes
    c4_dropped: np.ndarray = field(default_factory=lambda: _NO_DROPS)
    other_c4_bytes: int = 0  # C4-dropped bytes of lines without a fingerprint
    texts: dict[int, str] = field(default_factory=dict)  # hash -> line, for examples
    c4: c4.C4Document = field(default_factory=c4.C4Document)


@dataclass
class _Piece:
    hashes: np.ndarray  # per line; 0 where the line has no fingerprint
    sizes: np.ndarray  # per line, bytes with the newline
    total: int
    newlines: int = 0
    # the distinct fingerprints, ascending, with the bytes of each (the C extension's)
    distinct: tuple[np.ndarray, np.ndarray] | None = None


def fingerprint_lines(text: str) -> _Piece:
    """Each line's fingerprint (0: none) and size in bytes.

    One C pass (`bytes.translate`) lower-cases ASCII letters, drops the digits and maps
    every whitespace character but the newline to a space; then only lines of a
    fingerprintable length are looked at one by one (a length test for the others): long
    paragraph lines cost nothing, short ones about a microsecond each. Letters beyond ASCII
    keep their case ("Grüße" and "GRÜSSE" differ): boilerplate is rarely re-typed in
    capitals. The hash is CRC-32 with the line's length (stable across processes, unlike
    Python's `hash`).
    """
    if _native is not None:  # from the str's characters: no UTF-8 copy
        keys, line_sizes, total, newlines, distinct, sums = _native.line_fingerprints(
            text, MIN_LINE_BYTES, MAX_LINE_BYTES, _LENGTH_SLACK, MIN_WORDY_BYTES
        )
        return _Piece(
            np.frombuffer(keys, np.uint64),
            np.frombuffer(line_sizes, np.int64),
            total,
            newlines,
            (np.frombuffer(distinct, np.uint64), np.frombuffer(sums, np.int64)),
        )
    return _python_fingerprints(text.encode("utf-8", "surrogatepass"))


_LENGTH_SLACK = 64  # a line longer than MAX_LINE_BYTES by more is not stripped to see


def _python_fingerprints(encoded: bytes) -> _Piece:
    """`fingerprint_lines` of the text's UTF-8 bytes, without the C extension."""
    size = len(encoded)
    raw = encoded.translate(_NORMALIZE, b"0123456789")
    if not raw:
        return _Piece(np.zeros(0, np.uint64), np.zeros(0, np.int64), 0)
    lines = raw.split(b"\n")
    newlines = len(lines) - 1
    if raw.endswith(b"\n"):  # the newline ends the last line; no empty line after it
        lines.pop()
    hashes = _line_keys(lines)
    # sizes of the lines as written (digits included): the newline positions of the text
    ends = np.flatnonzero(np.frombuffer(encoded, np.uint8) == 10)
    bounds = np.concatenate(([-1], ends[: len(lines)], [size - 1]))[: len(lines) + 1]
    sizes = np.diff(bounds).astype(np.int64)
    return _Piece(hashes, sizes, size, newlines)


def _line_keys(lines: list[bytes]) -> np.ndarray:
    """The fingerprint of each normalized line; 0 for none. Lines of a length that cannot
    qualify are ruled out by one array test; the others go through C-level maps (strip,
    CRC-32), no Python function call per line."""
    lengths = np.fromiter(map(len, lines), dtype=np.int64, count=len(lines))
    hashes = np.zeros(len(lines), dtype=np.uint64)
    longest = MAX_LINE_BYTES + _LENGTH_SLACK
    candidates = np.flatnonzero((lengths >= MIN_LINE_BYTES) & (lengths <= longest))
    if candidates.size == 0:
        return hashes
    # inner whitespace stays as it is: copies of one template space alike, and collapsing
    # it would cost a split and a join for every line that held a number
    keys = list(map(bytes.strip, map(lines.__getitem__, candidates.tolist()), repeat(b" ")))
    count = len(keys)
    sizes = np.fromiter(map(len, keys), dtype=np.int64, count=count)
    wordy = np.fromiter(
        map(len, map(bytes.strip, keys, repeat(_PUNCTUATION))), dtype=np.int64, count=count
    )
    valid = (sizes >= MIN_LINE_BYTES) & (sizes <= MAX_LINE_BYTES) & (wordy >= MIN_WORDY_BYTES)
    crc = np.fromiter(map(zlib.crc32, keys), dtype=np.uint64, count=count)
    keyed = (crc << np.uint64(16)) | (sizes.astype(np.uint64) << np.uint64(1)) | np.uint64(1)
    hashes[candidates[valid]] = keyed[valid]
    return hashes


def _line_key(line: bytes) -> int:
    """The fingerprint of one normalized line (what `_line_keys` computes for many)."""
    return int(_line_keys([line])[0])


def utf8_length(text: str) -> int:
    """The text's UTF-8 bytes (surrogates as "surrogatepass" writes them), counted."""
    if text.isascii():
        return len(text)
    if _native is not None:
        return _native.utf8_length(text)
    return len(text.encode("utf-8", "surrogatepass"))


def one_piece_table(text: str) -> tuple[LineTable, int] | None:
    """What a `LineCollector` without the C4 rules gives for a document fed in one piece
    (its table and `total_bytes`), from one C call: the fingerprints, their sums and the
    example texts without the arrays and lists in between. None without the extension."""
    if _native is None:
        return None
    keys, sums, total, texts = _native.line_table(text, *TABLE_SIZES)
    return native_table(keys, sums, texts), total


# the sizes the C extension's line table is computed with, in its order
TABLE_SIZES = (
    *(MIN_LINE_BYTES, MAX_LINE_BYTES, _LENGTH_SLACK, MIN_WORDY_BYTES),
    *(EXAMPLE_EDGE_LINES, EXAMPLE_LINE_CHARS),
)


def native_table(keys: bytes, sums: bytes, texts: dict[int, str]) -> LineTable:
    """The `LineTable` of the C extension's line table (C4 off)."""
    hashes = np.frombuffer(keys, np.uint64)
    return LineTable(
        hashes=hashes,
        sizes=np.frombuffer(sums, np.int64),
        c4_dropped=np.zeros(hashes.size, dtype=bool),
        texts=texts,
    )


class LineCollector:
    """Fed the document's text piece by piece (a streamed file comes in pieces)."""

    def __init__(self, apply_c4: bool) -> None:
        self.apply_c4 = apply_c4
        self._hashes: list[np.ndarray] = []
        self._sizes: list[np.ndarray] = []
        self._c4: list[np.ndarray] = []
        self._texts: dict[int, str] = {}
        self._tail: dict[int, str] = {}
        self._other_c4 = 0
        self._doc_reason = ""
        self._sentences = 0
        self._distinct: tuple[np.ndarray, np.ndarray] | None = None
        self.total_bytes = 0

    def add(self, text: str) -> None:
        piece = fingerprint_lines(text)
        self.total_bytes += piece.total
        if piece.hashes.size == 0:
            return
        self._distinct = piece.distinct if not self._hashes else None
        has_print = piece.hashes != 0
        if self.apply_c4:
            dropped = self._c4_lines(text, piece.hashes.size)
            self._other_c4 += int(piece.sizes[dropped & ~has_print].sum())
            self._c4.append(dropped[has_print])
        self._hashes.append(piece.hashes[has_print])
        self._sizes.append(piece.sizes[has_print])
        self._examples(text, piece.hashes, piece.newlines)

    def _c4_lines(self, text: str, lines: int) -> np.ndarray:
        dropped = np.zeros(lines, dtype=bool)
        for index, original in enumerate(text.split("\n")[:lines]):
            stripped = original.strip()
            reason = c4.line_reason(stripped) if stripped else ""
            if reason in c4.DOCUMENT_REASONS:
                self._doc_reason = self._doc_reason or reason
            elif reason:
                dropped[index] = True
            elif stripped:
                self._sentences += c4.sentences(stripped)
        return dropped

    def _examples(self, text: str, hashes: np.ndarray, newlines: int) -> None:
        """Texts of short fingerprinted lines at the top (first piece) and the bottom."""
        edge = EXAMPLE_EDGE_LINES
        # a text ending in a newline splits into one more (empty) line than it has
        split_lines = newlines + 1
        if not self._texts:
            top = min(edge, hashes.size)
            self._remember(self._texts, hashes[:top].tolist(), text.split("\n", edge)[:top])
            if split_lines <= edge:  # the bottom lines are these same lines (an e-mail)
                self._tail = self._texts
                return
        tail = text.rsplit("\n", edge)[-edge:]
        self._tail = {}
        first = split_lines - len(tail)  # the line number of tail[0]
        skip = max(0, -first)
        last = min(len(tail), hashes.size - first)  # lines beyond the hashes have none
        if last > skip:
            keys = hashes[first + skip : first + last].tolist()
            self._remember(self._tail, keys, tail[skip:last])

    @staticmethod
    def _remember(texts: dict[int, str], keys: list[int], lines: list[str]) -> None:
        """Each fingerprinted line (key not 0) short enough, stripped, under its key; a
        later line of the same key replaces an earlier one."""
        for key, line in zip(keys, lines, strict=False):
            if key:
                stripped = line.strip()
                if len(stripped) <= EXAMPLE_LINE_CHARS:
                    texts[key] = stripped

    def finish(self) -> LineTable:
        doc_reason = self._doc_reason
        if self.apply_c4 and not doc_reason and self._sentences < c4.MIN_SENTENCES:
            doc_reason = "too_few_sentences"
        texts = {**self._texts, **self._tail}
        verdict = c4.C4Document(reason=doc_reason, sentences=self._sentences)
        if not self._hashes:
            return LineTable(other_c4_bytes=self._other_c4, texts=texts, c4=verdict)
        hashes = np.concatenate(self._hashes) if len(self._hashes) > 1 else self._hashes[0]
        sizes_each = np.concatenate(self._sizes) if len(self._sizes) > 1 else self._sizes[0]
        if len(self._hashes) == 1 and not self._c4 and self._distinct is not None:
            unique, sizes = self._distinct  # one piece: summed in C already
            dropped = np.zeros(unique.size, dtype=bool)
        elif hashes.size <= _SMALL_TABLE and not self._c4:
            unique, sizes = _small_table(hashes, sizes_each)
            dropped = np.zeros(unique.size, dtype=bool)
        else:
            unique, first, inverse = np.unique(hashes, return_index=True, return_inverse=True)
            sizes = np.bincount(inverse, weights=sizes_each).astype(np.int64)
            dropped = (
                np.concatenate(self._c4)[first] if self._c4 else np.zeros(unique.size, dtype=bool)
            )
        return LineTable(
            hashes=unique,
            sizes=sizes,
            c4_dropped=dropped,
            other_c4_bytes=self._other_c4,
            texts=texts,
            c4=verdict,
        )


_SMALL_TABLE = 256  # fingerprinted lines below which a dict sums them faster than NumPy


def _small_table(hashes: np.ndarray, sizes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The distinct hashes, ascending, and the bytes of each (what `np.unique` and
    `np.bincount` give), for a document of few lines: a dict, not a dozen array calls."""
    totals: dict[int, int] = {}
    for key, size in zip(hashes.tolist(), sizes.tolist(), strict=True):
        totals[key] = totals.get(key, 0) + size
    keys = sorted(totals)
    return (
        np.array(keys, dtype=np.uint64),
        np.fromiter(map(totals.__getitem__, keys), dtype=np.int64, count=len(keys)),
    )
