"""Assemble a `CorpusReport` from the tallies of a finished (or cancelled) scan."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from datetime import UTC, datetime
from typing import Protocol

from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.cleaning.tally import CleaningSummary
from llmplan.corpus.cleaning.waterfall import step_figures
from llmplan.corpus.dedupe import DuplicateStats
from llmplan.corpus.extrapolate import (
    StratumEstimate,
    apportion,
    archive_total,
    duplicate_total,
    estimate_types,
    folder_total,
)
from llmplan.corpus.length_histogram import LengthBinStats
from llmplan.corpus.reasons import Reason, reason
from llmplan.corpus.report import (
    ArchiveEstimate,
    CorpusReport,
    ReportNote,
    SkippedFile,
    TokenizerStats,
    TypeStats,
)
from llmplan.corpus.sampling import Estimate, SampleDesign
from llmplan.corpus.walk import type_key


class NamedVocabulary(Protocol):
    """What the report says of a tokenizer: a loaded `TokenCounter`, or the registry's
    entry of one that only the reader processes loaded."""

    @property
    def id(self) -> str: ...
    @property
    def name(self) -> str: ...
    @property
    def vocab_size(self) -> int: ...


@dataclass
class ScanTally:
    roots: list[str]
    counters: Sequence[NamedVocabulary]
    design: SampleDesign
    type_of: Mapping[str, str]  # design stratum -> type key
    readable_types: Sequence[str]
    by_type: dict[str, TypeStats]
    tokens_by_type: Mapping[str, Sequence[int]]
    skipped: list[SkippedFile]
    duplicates: DuplicateStats
    hidden_ignored: int
    sampled: bool
    draws: int
    elapsed: float
    cancelled: bool
    cleaning_loss: float
    total_bytes_by_type: Mapping[str, int] | None
    total_bytes: int | None
    copies: CopyTally
    cleaning: CleaningSummary | None = None
    cleaning_options: CleaningOptions | None = None
    document_tokens: list[LengthBinStats] = dataclass_field(default_factory=list)


@dataclass
class CopyTally:
    """Byte-identical copies beyond the first of each group, for the whole folder."""

    files: int = 0
    bytes: int = 0
    tokens_known: int = 0  # carried by copies of files that were read (primary counter)
    complete: bool = True


def _interval(estimate: Estimate, floor: float) -> dict[str, float]:
    """Value and 95 % interval, as the report's fields name them; what was counted is a
    certain lower bound."""
    low, high = estimate.ci95()
    value = max(estimate.value, floor)
    return {"tokens_estimated": value, "ci95_low": max(low, floor), "ci95_high": max(high, value)}


_PRIMARY_FIGURES = {"tokens_counted", "tokens_estimated", "ci95_low", "ci95_high", "vocab_size"}


def build_report(tally: ScanTally) -> CorpusReport:
    counted_by_type = {k: list(v) for k, v in tally.tokens_by_type.items()}
    notes: list[Reason] = []
    tokenizer_rows: dict[str, TokenizerStats] = {}
    archive: dict[str, ArchiveEstimate] = {}
    archive_bytes = _archive_bytes(tally)
    words = sum(row.words for row in tally.by_type.values())
    primary_types: dict[str, StratumEstimate] = {}
    types = list(tally.by_type)
    for position, counter in enumerate(tally.counters):
        per_type = estimate_types(tally.design, tally.type_of, types, position)
        counted = sum(v[position] for v in counted_by_type.values())
        interval = _interval(folder_total(tally.design, position), counted)
        value = interval["tokens_estimated"]
        total_bytes = sum(row.bytes for row in tally.by_type.values())
        tokenizer_rows[counter.id] = TokenizerStats(
            id=counter.id,
            name=counter.name,
            vocab_size=counter.vocab_size,
            tokens_counted=counted,
            **interval,
            tokens_per_byte=value / total_bytes if total_bytes else 0.0,
            tokens_per_word=counted / words if words else 0.0,
        )
        if position == 0:
            primary_types = per_type
        if archive_bytes:
            type_bytes = {k: row.bytes for k, row in tally.by_type.items()}
            estimate, archive_notes = archive_total(
                tally.design, tally.type_of, per_type, type_bytes, archive_bytes, position
            )
            archive[counter.id] = ArchiveEstimate(
                bytes_by_type=archive_bytes,
                **_interval(estimate, 0.0),
                notes=[ReportNote.of(n) for n in (reason("archive_extrapolated"), *archive_notes)],
            )
    _fill_type_rows(tally, primary_types, counted_by_type)
    methods = {e.method for e in primary_types.values()}
    if "pooled" in methods:
        notes.append(reason("types_assumed"))
    if tally.sampled:
        notes.append(reason("sampled"))
    if not tally.copies.complete:
        notes.append(reason("copies_incomplete"))
    copies = _interval(duplicate_total(tally.design, 0), float(tally.copies.tokens_known))
    primary = tokenizer_rows[tally.counters[0].id]
    if tally.cleaning is not None:
        notes.extend(tally.cleaning.notes)
    # entries skipped while walking (links, pipes, unreadable folders) count as files too,
    # so that files_read + files_skipped == files_total when everything was read
    walk_skipped = len(tally.skipped) - sum(row.files_skipped for row in tally.by_type.values())
    files_total = sum(row.files for row in tally.by_type.values()) + walk_skipped
    report = CorpusReport(
        roots=tally.roots,
        primary_tokenizer=primary.id,
        files_total=files_total,
        files_read=sum(row.files_read for row in tally.by_type.values()),
        files_skipped=len(tally.skipped),
        bytes_total=sum(row.bytes for row in tally.by_type.values()),
        bytes_read=sum(row.bytes_read for row in tally.by_type.values()),
        characters=sum(row.characters for row in tally.by_type.values()),
        words=words,
        # the headline figures are the primary tokenizer's
        **primary.model_dump(include=_PRIMARY_FIGURES),
        by_type=tally.by_type,
        skipped=tally.skipped,
        hidden_ignored=tally.hidden_ignored,
        exact_duplicate_fraction=tally.duplicates.exact_fraction,
        near_duplicate_fraction=tally.duplicates.near_fraction,
        exact_duplicate_files=tally.copies.files,
        exact_duplicate_bytes=tally.copies.bytes,
        exact_duplicate_tokens=copies["tokens_estimated"],
        exact_duplicate_ci95_low=copies["ci95_low"],
        exact_duplicate_ci95_high=copies["ci95_high"],
        tokenizers=tokenizer_rows,
        cleaning_loss=tally.cleaning_loss,
        sampled=tally.sampled,
        sample_draws=tally.draws,
        elapsed_seconds=tally.elapsed,
        cancelled=tally.cancelled,
        archive=archive or None,
        notes=[ReportNote.of(note) for note in notes],
        scanned_at=datetime.now(UTC).isoformat(timespec="seconds"),
        document_tokens=tally.document_tokens,
    )
    if tally.cleaning is not None and tally.cleaning_options is not None:
        _fill_cleaning(report, tally.cleaning, tally.cleaning_options)
    return report


def _fill_cleaning(
    report: CorpusReport, summary: CleaningSummary, options: CleaningOptions
) -> None:
    """The cleaning sums and examples, and the exact-duplicate figures they give."""
    report.cleaning_moments = summary.moments
    report.cleaning_examples = summary.examples
    report.language_examples = summary.language_examples
    exact = step_figures(summary.moments, report.type_totals(), None)["exact_duplicates"]
    # byte-identical copies are known folder-wide (size + hash); the sample adds text copies
    report.exact_duplicate_files = max(report.exact_duplicate_files, summary.exact_files)
    report.exact_duplicate_bytes = max(report.exact_duplicate_bytes, summary.exact_bytes)
    report.exact_duplicate_tokens = exact.value
    report.exact_duplicate_ci95_low = exact.low
    report.exact_duplicate_ci95_high = exact.high
    report.cleaning = options


def _fill_type_rows(
    tally: ScanTally,
    per_type: Mapping[str, StratumEstimate],
    counted_by_type: Mapping[str, Sequence[int]],
) -> None:
    for key, row in tally.by_type.items():
        interval = _interval(per_type[key].estimate, float(counted_by_type[key][0]))
        for field, figure in interval.items():
            setattr(row, field, figure)
        row.tokens_per_byte = row.tokens_estimated / row.bytes if row.bytes else 0.0
        row.tokens_per_word = row.tokens / row.words if row.words else 0.0


def _archive_bytes(tally: ScanTally) -> dict[str, int]:
    """The user's archive size per type: given per type, or one total split by type mix."""
    if tally.total_bytes_by_type:
        return {_normalized_type(k): v for k, v in tally.total_bytes_by_type.items()}
    if tally.total_bytes:
        readable = {k: tally.by_type[k].bytes for k in tally.readable_types}
        return apportion(tally.total_bytes, readable)
    return {}


def _normalized_type(name: str) -> str:
    """'PDF', '.htm' or 'html' name the same row keys the scan uses."""
    return type_key("file." + name.strip().lstrip(".").lower())
