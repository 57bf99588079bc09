"""The parent's side of the cleaning steps: collect what the workers found, decide which
lines recur, attribute every document's tokens to the first step that removes them.

Recurring lines: a fingerprinted line (`llmplan.corpus.cleaning.lines`) recurs when it
occurs in at least `RECURRING_MIN_DOCUMENTS` of the documents kept after deduplication
(copies would make every line of a copied document recur). Counting needs every kept
document's line hashes, so the decision is taken when the scan ends; the parent holds the
hashes (12 bytes a distinct line) up to `MAX_TRACKED_LINES` lines, after which further
documents are not examined for recurring lines (a note says so). Under sampling a line is
counted among the documents read: a line in a share f of the folder's documents is seen in
about f · n of the n read, so what recurs in the folder is found once the sample holds
`RECURRING_MIN_DOCUMENTS` of its documents; lines rarer than that stay (a lower bound).

A document's tokens are split between its lines in proportion to their bytes (the
tokenizer's count is of the whole text; counting each line again would double its cost).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from llmplan.corpus.cleaning.document import DocumentSignals, NativeSignals
from llmplan.corpus.cleaning.language import UNDETERMINED
from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.cleaning.quality import Verdict, verdict_of
from llmplan.corpus.cleaning.steps import RECURRING_LINES, STEPS, KeptDocument
from llmplan.corpus.cleaning.waterfall import MomentSums, StepMoments
from llmplan.corpus.reasons import Reason, reason

RECURRING_MIN_DOCUMENTS = 5
MAX_TRACKED_LINES = 10_000_000
MAX_EXAMPLES = 12
MAX_EXAMPLE_TEXTS = 200_000
EXAMPLES_PER_LANGUAGE = 5


@dataclass
class _Pending:
    """A kept document whose recurring lines are known only at the end: its signals as
    plain values (the line arrays as bytes, joined for all documents at the end; a
    worker's `NativeSignals` taken as they came, not made arrays one document at a time:
    that cost the parent about 4 µs a mail)."""

    stratum: str
    path: str
    tokens: int
    tracked: bool
    text_bytes: int
    keys: bytes  # the distinct line fingerprints, uint64
    sizes: bytes  # their bytes in the document, int64
    c4_dropped: bytes  # whether C4 drops each, bool
    other_c4_bytes: int
    language: str
    verdict: Verdict | None  # None: the C verdict's (reason, figure), made when asked
    reason: int = 0
    figure: float = 0.0

    @classmethod
    def of(
        cls,
        stratum: str,
        path: str,
        tokens: int,
        signals: DocumentSignals | NativeSignals,
        tracked: bool,
    ) -> _Pending:
        if isinstance(signals, NativeSignals):
            no_drops = bytes(signals.line_count)
            return cls(stratum, path, tokens, tracked, signals.text_bytes, signals.keys,
                       signals.sums, no_drops, 0, signals.language, None, signals.reason,
                       signals.figure)  # fmt: skip
        table = signals.lines
        return cls(
            *(stratum, path, tokens, tracked, signals.text_bytes),
            table.hashes.astype(np.uint64, copy=False).tobytes(),
            table.sizes.astype(np.int64, copy=False).tobytes(),
            table.c4_dropped.astype(bool, copy=False).tobytes(),
            *(table.other_c4_bytes, signals.language, signals.quality),
        )

    @property
    def quality(self) -> Verdict:
        return self.verdict if self.verdict is not None else verdict_of(self.reason, self.figure)


@dataclass(frozen=True, slots=True)
class _LineAttribution:
    """`CleaningTally._line_attribution`'s answer: per pending document, then per line."""

    recurring_tokens: list[float]
    recurring_bytes: list[int]
    c4_bytes: list[int]
    tokens_by_line: dict[int, float]


@dataclass
class CleaningSummary:
    moments: dict[str, dict[str, StepMoments]]
    examples: dict[str, list[dict[str, str]]]
    language_examples: dict[str, list[str]]
    exact_files: int
    exact_bytes: int
    notes: list[Reason] = field(default_factory=list)


class CleaningTally:
    """Fed one read document at a time, in the order the parent records them."""

    def __init__(self, options: CleaningOptions) -> None:
        self.options = options
        self._pending: list[_Pending] = []
        self._removed: list[tuple[str, str, int, str]] = []  # stratum, language, tokens, step
        self._tracked_lines = 0
        self._untracked_documents = 0
        self._texts: dict[int, str] = {}
        self._examples: dict[str, list[dict[str, str]]] = defaultdict(list)
        self._exact_files = 0
        self._exact_bytes = 0
        self._line_density: dict[int, float] = {}
        # the steps switched on, by when they take tokens
        on = [step for step in STEPS if options.enabled(step.id)]
        self._copy_steps = {step.copy_kind: step.id for step in on if step.phase == "copies"}
        self._document_steps = [step for step in on if step.phase == "document"]

    def add(
        self,
        stratum: str,
        path: str,
        size: int,
        tokens: int,
        duplicate: str,
        duplicate_of: str | None,
        signals: DocumentSignals | NativeSignals | None,
    ) -> None:
        """`duplicate`: 'exact', 'near' or 'unique' (from `DuplicateIndex.add`)."""
        code = UNDETERMINED if signals is None else signals.language
        copy_step = self._copy_steps.get(duplicate)
        if copy_step is not None:
            self._removed.append((stratum, code, tokens, copy_step))
            if duplicate == "exact":
                self._exact_files += 1
                self._exact_bytes += size
            self._example(
                copy_step, {"what": path, "reason": duplicate, "detail": duplicate_of or ""}
            )
            return
        if signals is None:
            signals = DocumentSignals()
        if isinstance(signals, NativeSignals):
            lines, texts = signals.line_count, signals.texts
        else:
            lines, texts = signals.lines.hashes.size, signals.lines.texts
        tracked = self._tracked_lines + lines <= MAX_TRACKED_LINES
        if tracked:
            self._tracked_lines += lines
            if len(self._texts) < MAX_EXAMPLE_TEXTS:
                self._texts.update(texts)
        else:
            self._untracked_documents += 1
        # example texts are kept in one place, not per document
        self._pending.append(_Pending.of(stratum, path, tokens, signals, tracked))

    def _example(self, step: str, example: dict[str, str]) -> None:
        if len(self._examples[step]) < MAX_EXAMPLES:
            self._examples[step].append(example)

    # ---- at the end
    def finish(
        self, count_batch: Callable[[list[str]], list[int]] | None = None
    ) -> CleaningSummary:
        """`count_batch` (the primary tokenizer's) counts each recurring line once, so that
        its tokens are its own, not its document's average per character."""
        recurring, counts = self._recurring_hashes()
        self._line_density = self._line_densities(recurring, count_batch)
        moments: dict[str, dict[str, MomentSums]] = defaultdict(lambda: defaultdict(MomentSums))
        for stratum, code, tokens, copy_step in self._removed:
            moments[stratum][code].add(tokens, {copy_step: tokens})
        step_examples: dict[str, list[tuple[float, dict[str, str]]]] = defaultdict(list)
        language_examples: dict[str, list[str]] = defaultdict(list)
        attribution = self._line_attribution(recurring)
        for doc, kept in zip(self._pending, self._kept_documents(attribution), strict=True):
            removed = self._attribute(kept)
            moments[doc.stratum][doc.language].add(doc.tokens, removed)
            for step in self._document_steps:
                if removed[step.id] > 0 and (example := step.example(kept)) is not None:
                    step_examples[step.id].append((-removed[step.id], example))
            if removed["remaining"] > 0:
                paths = language_examples[doc.language]
                if len(paths) < EXAMPLES_PER_LANGUAGE:
                    paths.append(doc.path)
        self._recurring_examples(attribution.tokens_by_line, counts)
        for step_id, examples in step_examples.items():
            self._varied_examples(step_id, examples)
        notes = []
        if self._untracked_documents:
            notes.append(
                reason(
                    "lines_untracked", documents=self._untracked_documents, lines=MAX_TRACKED_LINES
                )
            )
        return CleaningSummary(
            moments={
                stratum: {code: sums.moments() for code, sums in per_language.items()}
                for stratum, per_language in moments.items()
            },
            examples=dict(self._examples),
            language_examples=dict(language_examples),
            exact_files=self._exact_files,
            exact_bytes=self._exact_bytes,
            notes=notes,
        )

    def _varied_examples(self, step: str, examples: list[tuple[float, dict[str, str]]]) -> None:
        """A variety of reasons first, the largest documents of each."""
        examples.sort(key=lambda pair: pair[0])
        seen: set[str] = set()
        for _, example in examples:
            if example["reason"] not in seen:
                seen.add(example["reason"])
                self._example(step, example)
        for _, example in examples:
            if example not in self._examples[step]:
                self._example(step, example)

    def _kept_documents(self, attribution: _LineAttribution) -> list[KeptDocument]:
        return [
            KeptDocument(
                *(doc.path, float(doc.tokens), doc.text_bytes, recurring_tokens, recurring_bytes),
                *(c4_bytes + doc.other_c4_bytes, doc.quality),
            )
            for doc, recurring_tokens, recurring_bytes, c4_bytes in zip(
                self._pending,
                attribution.recurring_tokens,
                attribution.recurring_bytes,
                attribution.c4_bytes,
                strict=True,
            )
        ]

    def _recurring_hashes(self) -> tuple[np.ndarray, dict[int, int]]:
        """Hashes in at least RECURRING_MIN_DOCUMENTS kept documents, and their counts."""
        if not self.options.finds_recurring_lines:
            return np.zeros(0, np.uint64), {}
        keys = [d.keys for d in self._pending if d.tracked]
        if not keys:
            return np.zeros(0, np.uint64), {}
        values, counts = np.unique(np.frombuffer(b"".join(keys), np.uint64), return_counts=True)
        chosen = counts >= RECURRING_MIN_DOCUMENTS
        recurring = values[chosen]
        return recurring, dict(zip(recurring.tolist(), counts[chosen].tolist(), strict=True))

    def _line_densities(
        self, recurring: np.ndarray, count_batch: Callable[[list[str]], list[int]] | None
    ) -> dict[int, float]:
        """Tokens per byte of each recurring line whose text is known (+1 newline); the lines
        counted in one batch."""
        if count_batch is None:
            return {}
        known = [(key, text) for key in recurring.tolist() if (text := self._texts.get(key))]
        counts = count_batch([text for _key, text in known]) if known else []
        return {
            key: (count + 1) / (len(text.encode("utf-8", "surrogatepass")) + 1)
            for (key, text), count in zip(known, counts, strict=True)
        }

    def _line_attribution(self, recurring: np.ndarray) -> _LineAttribution:
        """Per pending document: the tokens of its recurring lines (a line's bytes times its
        own tokens per byte where its text was counted, else its document's), their bytes,
        and the bytes of its lines the C4 rules drop that do not recur; per recurring line,
        its tokens in all documents (in the order first met). One pass over every
        document's lines at once, summed in the order a loop over them would sum: a Python
        loop over a large folder's recurring lines cost the parent more than the reading of
        its last file."""
        pending = self._pending
        lengths = np.array([len(doc.keys) // 8 for doc in pending], np.int64)
        nothing = [0] * len(pending)
        if not lengths.sum():
            return _LineAttribution([0.0] * len(pending), nothing, nothing, {})
        hashes = np.frombuffer(b"".join([doc.keys for doc in pending]), np.uint64)
        sizes = np.frombuffer(b"".join([doc.sizes for doc in pending]), np.int64)
        dropped = np.frombuffer(b"".join([doc.c4_dropped for doc in pending]), bool)
        tracked = np.repeat([doc.tracked for doc in pending], lengths)
        found = np.zeros(hashes.size, bool)
        where = np.zeros(hashes.size, np.intp)
        if recurring.size:  # `recurring` is sorted (np.unique)
            where = np.minimum(np.searchsorted(recurring, hashes), recurring.size - 1)
            found = (recurring[where] == hashes) & tracked
        ends = np.cumsum(lengths)
        kept_dropped = np.where(dropped & ~found, sizes, 0)
        running = np.concatenate(([0], np.cumsum(kept_dropped, dtype=np.int64)))
        c4_bytes = running[ends] - running[ends - lengths]
        at = np.flatnonzero(found)
        if not at.size:
            return _LineAttribution([0.0] * len(pending), nothing, c4_bytes.tolist(), {})
        document = np.repeat(np.arange(len(pending)), lengths)[at]
        per_byte = np.array(
            [float(doc.tokens) / doc.text_bytes if doc.text_bytes else 0.0 for doc in pending]
        )
        known = np.array([self._line_density.get(key, np.nan) for key in recurring.tolist()])
        density = known[where[at]]
        density = np.where(np.isnan(density), per_byte[document], density)
        line_tokens = sizes[at] * density
        removed = np.bincount(document, weights=line_tokens, minlength=len(pending))
        line_bytes = np.bincount(document, weights=sizes[at], minlength=len(pending))
        by_line = np.bincount(where[at], weights=line_tokens, minlength=recurring.size)
        lines, first = np.unique(where[at], return_index=True)
        ordered = lines[np.argsort(first, kind="stable")].tolist()
        keys = recurring.tolist()
        tokens = {keys[line]: float(by_line[line]) for line in ordered}
        recurring_bytes = [int(size) for size in line_bytes.tolist()]
        return _LineAttribution(removed.tolist(), recurring_bytes, c4_bytes.tolist(), tokens)

    def _attribute(self, doc: KeptDocument) -> dict[str, float]:
        """The tokens each document step switched on takes, in order, and what remains."""
        left = doc.tokens
        removed: dict[str, float] = {}
        for step in self._document_steps:
            taken = step.removes(doc, left)
            removed[step.id] = taken
            left -= taken
        removed["remaining"] = left
        return removed

    def _recurring_examples(self, tokens: dict[int, float], counts: dict[int, int]) -> None:
        ranked = sorted(tokens.items(), key=lambda pair: -pair[1])
        for key, _removed in ranked:
            text = self._texts.get(key)
            if text is None:
                continue
            self._example(
                RECURRING_LINES,
                {"what": text, "reason": "recurring", "detail": f"{counts.get(key, 0)}"},
            )
            if len(self._examples[RECURRING_LINES]) >= MAX_EXAMPLES:
                break
