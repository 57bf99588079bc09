"""The scan's fourth stage: the readers' outcomes added up, one at a time in the order they
come back — per type, the cleaning steps, duplicates, document lengths and scanned pages.
A file read stands for its byte-identical copies too (`read_plan.Unit.copies`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.cleaning.tally import CleaningSummary, CleaningTally
from llmplan.corpus.dedupe import DuplicateIndex, DuplicateStats
from llmplan.corpus.length_histogram import LengthBinStats, LengthHistogram
from llmplan.corpus.listing import Listing
from llmplan.corpus.ocr_estimate import OcrTally
from llmplan.corpus.read_plan import ReadPlan
from llmplan.corpus.reasons import reason
from llmplan.corpus.report import NeedsOcr, NotedFile, SkippedFile
from llmplan.corpus.safe_open import display_path
from llmplan.corpus.workers import FileOutcome

MAX_REMEMBERED_PATHS = 200_000  # paths kept to name the original of a copy (examples)


@dataclass(frozen=True)
class Findings:
    """What the reading found, added up: the report is built from it."""

    listing: Listing
    plan: ReadPlan
    types: Mapping[str, TypeTally]
    skipped: tuple[SkippedFile, ...]
    noted: tuple[NotedFile, ...]
    duplicates: DuplicateStats
    cleaning: CleaningSummary
    needs_ocr: NeedsOcr
    document_tokens: list[LengthBinStats]


@dataclass
class TypeTally:
    """One type's counts so far: what becomes its row of the report."""

    files: int
    bytes: int
    tokens: list[int]  # counted, per tokenizer (the primary one first)
    files_skipped: int = 0
    files_read: int = 0
    bytes_read: int = 0
    characters: int = 0
    words: int = 0
    pages: int = 0


@dataclass
class ReadCounts:
    """How far reading has come, for the progress line."""

    reads: int = 0  # files actually read (copies are not)
    files: int = 0  # files whose count is known (copies included)
    bytes: int = 0
    tokens: int = 0  # primary tokenizer
    current_path: str = ""


@dataclass
class ReadTally:
    listing: Listing
    plan: ReadPlan
    cleaning: CleaningTally
    types: dict[str, TypeTally]
    skipped: list[SkippedFile]
    noted: list[NotedFile] = field(default_factory=list)
    counts: ReadCounts = field(default_factory=ReadCounts)
    duplicates: DuplicateIndex = field(default_factory=DuplicateIndex)
    lengths: LengthHistogram = field(default_factory=LengthHistogram)
    ocr: OcrTally = field(default_factory=OcrTally)
    first_copy: dict[bytes, str] = field(default_factory=dict)  # digest -> first path
    indexed_paths: dict[int, str] = field(default_factory=dict)  # near-duplicate index -> path

    @classmethod
    def start(
        cls, listing: Listing, plan: ReadPlan, tokenizers: int, cleaning: CleaningOptions
    ) -> ReadTally:
        """Nothing read yet: the files skipped before reading are known."""
        readable = set(listing.readable_types)
        types = {}
        for key, stratum in listing.types.items():
            unread = plan.empty_files.get(key, 0) if key in readable else len(stratum.paths)
            types[key] = TypeTally(len(stratum.paths), stratum.bytes, [0] * tokenizers, unread)
        skipped = [*listing.skipped, *plan.empty]
        return cls(listing, plan, CleaningTally(cleaning), types, skipped)

    def add(self, outcome: FileOutcome) -> None:
        item = outcome.item
        unit = self.plan.units[(item.stratum, item.index)]
        files = 1 + len(unit.copies)
        row = self.types[item.stratum]
        self.counts.reads += 1
        self.counts.files += files
        self.counts.bytes += item.size
        self.counts.current_path = item.path
        self.ocr.add(outcome, item.stratum)
        if not outcome.read_ok:
            self.plan.design.resolve(
                unit.stratum, unit.position, [0.0] * len(row.tokens), outcome.seconds
            )
            row.files_skipped += files
            why = outcome.reason or reason("skipped")
            paths = self.listing.types[item.stratum].paths
            for index in [item.index, *unit.copies]:
                self.skipped.append(SkippedFile.of(display_path(paths[index]), why))
            return
        self.plan.design.resolve(
            unit.stratum, unit.position, [files * t for t in outcome.tokens], outcome.seconds
        )
        row.files_read += files
        row.bytes_read += files * item.size
        row.characters += files * outcome.characters
        row.words += files * outcome.words
        row.pages += files * outcome.pages
        for position, count in enumerate(outcome.tokens):
            row.tokens[position] += files * count
        self.counts.tokens += files * outcome.tokens[0]
        self.lengths.add(outcome.tokens[0], files)
        if outcome.notes:
            paths = self.listing.types[item.stratum].paths
            for index in [item.index, *unit.copies]:
                self.noted.extend(
                    NotedFile.of(display_path(paths[index]), n) for n in outcome.notes
                )
        self._add_cleaning(outcome, unit.copies)

    def _add_cleaning(self, outcome: FileOutcome, copies: tuple[int, ...]) -> None:
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
        tokens = outcome.tokens[0]
        self.cleaning.add(item.stratum, path, item.size, tokens, kind, original, outcome.cleaning)
        # byte-identical copies (found by size + hash, not read): exact duplicates of this one
        paths = self.listing.types[item.stratum].paths
        for index in copies:
            if outcome.digest is not None and outcome.signature is not None:
                self.duplicates.add(outcome.digest, outcome.signature, tokens)
            copy_path = display_path(paths[index])
            self.cleaning.add(
                item.stratum, copy_path, item.size, tokens, "exact", path, outcome.cleaning
            )

    def finish(self, count_batch: Callable[[list[str]], list[int]], with_ocr: bool) -> Findings:
        """The sums, with the recurring lines decided (`count_batch`: the primary
        tokenizer's) and the scanned pages estimated (`with_ocr`: added to the count)."""
        return Findings(
            listing=self.listing,
            plan=self.plan,
            types=self.types,
            skipped=tuple(self.skipped),
            noted=tuple(self.noted),
            duplicates=self.duplicates.stats,
            cleaning=self.cleaning.finish(count_batch),
            needs_ocr=self.ocr.estimate(with_ocr),
            document_tokens=self.lengths.bins(),
        )
