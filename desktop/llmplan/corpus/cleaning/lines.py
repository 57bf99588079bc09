"""Per-document line analysis in the worker: line fingerprints and the C4 line rules.

A line's fingerprint is the 64-bit blake2b hash of its text case-folded, with every run of
digits replaced by one "0" (page numbers, dates) and whitespace collapsed: so "Seite 3 von
12" and "Seite 4 von 12" are the same footer. Lines shorter than `MIN_LINE_CHARS` after
that ("}", "Hallo,") are not fingerprinted (they recur everywhere and carry few tokens);
longer than `MAX_LINE_CHARS` neither (a paragraph, not boilerplate). Per distinct line the
worker returns its hash, its characters in this document (all occurrences, with their
newlines), whether C4 drops it, and for short lines near the top or bottom its text
(examples to show when it turns out to recur). The parent counts in how many documents each
hash occurs (`llmplan.corpus.cleaning.tally`).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

import numpy as np

from llmplan.corpus.cleaning import c4

MIN_LINE_CHARS = 8
MAX_LINE_CHARS = 2_000
MAX_LINES_PER_DOCUMENT = 20_000  # distinct fingerprinted lines kept per document
EXAMPLE_LINE_CHARS = 160
EXAMPLE_EDGE_LINES = 40  # lines from the top and from the bottom that may serve as examples
_DIGITS = re.compile(r"\d+")


def _fingerprint(line: str) -> int:
    digest = hashlib.blake2b(line.encode("utf-8", "surrogatepass"), digest_size=8).digest()
    return int.from_bytes(digest, "little")


@dataclass
class LineTable:
    """What travels back about a document's lines (a few KB for a typical document)."""

    hashes: np.ndarray = field(default_factory=lambda: np.zeros(0, np.uint64))
    chars: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    c4_dropped: np.ndarray = field(default_factory=lambda: np.zeros(0, bool))
    other_c4_chars: int = 0  # C4-dropped characters of lines without a fingerprint
    texts: dict[int, str] = field(default_factory=dict)  # hash -> line, for examples
    c4: c4.C4Document = field(default_factory=c4.C4Document)


class LineCollector:
    """Fed the document's text piece by piece (a streamed file comes in pieces)."""

    def __init__(self, apply_c4: bool) -> None:
        self.apply_c4 = apply_c4
        self._entries: dict[int, list[int]] = {}  # hash -> [chars, c4 dropped]
        self._texts: dict[int, str] = {}
        self._tail: list[tuple[int, str]] = []
        self._lines_seen = 0
        self._other_c4 = 0
        self._doc_reason = ""
        self._sentences = 0

    def add(self, text: str) -> None:
        originals = text.split("\n")
        # one pass over the whole text in C, not one call per line
        normalized = _DIGITS.sub("0", text.casefold()).split("\n")
        if len(normalized) != len(originals):  # casefolding changed the lines: rare
            normalized = [_DIGITS.sub("0", line.casefold()) for line in originals]
        entries = self._entries
        for original, folded_line in zip(originals, normalized, strict=True):
            self._lines_seen += 1
            stripped = original.strip()
            reason = c4.line_reason(stripped) if self.apply_c4 and stripped else ""
            if reason in c4.DOCUMENT_REASONS:
                self._doc_reason = self._doc_reason or reason
                reason = ""
            elif not reason and stripped and self.apply_c4:
                self._sentences += c4.sentences(stripped)
            key_text = " ".join(folded_line.split())
            chars = len(original) + 1
            if MIN_LINE_CHARS <= len(key_text) <= MAX_LINE_CHARS:
                key = _fingerprint(key_text)
                entry = entries.get(key)
                if entry is not None:
                    entry[0] += chars
                    continue
                if len(entries) < MAX_LINES_PER_DOCUMENT:
                    entries[key] = [chars, 1 if reason else 0]
                    if len(stripped) <= EXAMPLE_LINE_CHARS:
                        self._remember(key, stripped)
                    continue
            if reason:
                self._other_c4 += chars

    def _remember(self, key: int, text: str) -> None:
        if self._lines_seen <= EXAMPLE_EDGE_LINES:
            self._texts[key] = text
        else:  # keep the last lines seen: signatures and footers sit at the bottom
            self._tail.append((key, text))
            if len(self._tail) > 2 * EXAMPLE_EDGE_LINES:
                del self._tail[:EXAMPLE_EDGE_LINES]

    def finish(self) -> LineTable:
        count = len(self._entries)
        hashes = np.fromiter(self._entries.keys(), dtype=np.uint64, count=count)
        values = np.array(list(self._entries.values()), dtype=np.int64).reshape(count, 2)
        texts = dict(self._texts)
        texts.update(self._tail[-EXAMPLE_EDGE_LINES:])
        doc_reason = self._doc_reason
        if self.apply_c4 and not doc_reason and self._sentences < c4.MIN_SENTENCES:
            doc_reason = "too_few_sentences"
        return LineTable(
            hashes=hashes,
            chars=values[:, 0].copy(),
            c4_dropped=values[:, 1].astype(bool),
            other_c4_chars=self._other_c4,
            texts=texts,
            c4=c4.C4Document(reason=doc_reason, sentences=self._sentences),
        )
