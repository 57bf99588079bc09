"""The scan's last stage: the `CorpusReport` of a finished (or cancelled) scan, built once
from its findings (`read_tally.Findings`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields
from datetime import UTC, datetime
from typing import Protocol, TypedDict

from llmplan.corpus.cleaning.steps import EXACT_DUPLICATES
from llmplan.corpus.cleaning.waterfall import Figure, step_figures
from llmplan.corpus.estimators import Estimate
from llmplan.corpus.extrapolate import (
    StratumEstimate,
    apportion,
    archive_total,
    estimate_types,
    folder_total,
)
from llmplan.corpus.read_tally import Findings, TypeTally
from llmplan.corpus.reasons import Reason, reason
from llmplan.corpus.report import (
    ArchiveEstimate,
    CorpusReport,
    ReportNote,
    TokenizerStats,
    TypeStats,
    type_totals,
)
from llmplan.corpus.scan_options import ScanOptions
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


@dataclass(frozen=True)
class ScanRun:
    """The scan the findings come from: what was scanned, with which tokenizers and
    options, how long it took and whether it was cancelled."""

    roots: list[str]
    counters: Sequence[NamedVocabulary]  # in the options' order: the primary one first
    options: ScanOptions  # as applied (`ScanOptions.as_applied`)
    elapsed: float
    cancelled: bool


class Interval(TypedDict):
    """A figure and its 95 % interval, as the report's fields name them (a type's, a
    tokenizer's and the archive's): given to each as `**interval`."""

    tokens_estimated: float
    ci95_low: float
    ci95_high: float


def _interval(estimate: Estimate, floor: float) -> Interval:
    """Value and 95 % interval; what was counted is a certain lower bound."""
    low, high = estimate.ci95()
    value = max(estimate.value, floor)
    return Interval(tokens_estimated=value, ci95_low=max(low, floor), ci95_high=max(high, value))


def build_report(findings: Findings, run: ScanRun) -> CorpusReport:
    """The report, whole: its notes, cleaning figures and scanned-page estimate worked out
    before it is made."""
    design, type_of = findings.plan.design, findings.plan.type_of
    types = list(findings.types)
    per_type = estimate_types(design, type_of, types, 0)
    by_type = {key: _type_row(row, per_type[key].estimate) for key, row in findings.types.items()}
    tokenizers = _tokenizer_rows(findings, run, by_type)
    primary = tokenizers[run.counters[0].id]
    skipped = findings.skipped
    # entries skipped while walking (links, pipes, unreadable folders) count as files too,
    # so that files_read + files_skipped == files_total when everything was read
    walk_skipped = len(skipped) - sum(row.files_skipped for row in by_type.values())
    # the scanned pages, apart; in the token count only when the user asked
    ocr = findings.needs_ocr.tokens_estimated if findings.needs_ocr.included else 0.0
    sampled = not design.complete()
    exact = _exact_duplicates(findings, by_type, sampled)
    return CorpusReport(
        roots=run.roots,
        primary_tokenizer=primary.id,
        files_total=sum(row.files for row in by_type.values()) + walk_skipped,
        files_read=sum(row.files_read for row in by_type.values()),
        files_skipped=len(skipped),
        bytes_total=sum(row.bytes for row in by_type.values()),
        bytes_read=sum(row.bytes_read for row in by_type.values()),
        characters=sum(row.characters for row in by_type.values()),
        words=sum(row.words for row in by_type.values()),
        # the headline figures are the primary tokenizer's
        tokens_counted=primary.tokens_counted,
        tokens_estimated=primary.tokens_estimated + ocr,
        ci95_low=primary.ci95_low + ocr,
        ci95_high=primary.ci95_high + ocr,
        vocab_size=primary.vocab_size,
        by_type=by_type,
        skipped=list(skipped),
        noted=list(findings.noted),
        hidden_ignored=findings.listing.hidden_ignored,
        exact_duplicate_fraction=findings.duplicates.exact_fraction,
        near_duplicate_fraction=findings.duplicates.near_fraction,
        # byte-identical copies are known folder-wide (size + hash); the sample adds text
        # copies; their tokens are the cleaning step's figure
        exact_duplicate_files=max(findings.plan.copies.files, findings.cleaning.exact_files),
        exact_duplicate_bytes=max(findings.plan.copies.bytes, findings.cleaning.exact_bytes),
        exact_duplicate_tokens=exact.value,
        exact_duplicate_ci95_low=exact.low,
        exact_duplicate_ci95_high=exact.high,
        tokenizers=tokenizers,
        cleaning_loss=run.options.cleaning_loss,
        sampled=sampled,
        # the draws a sampled estimate rests on, 0 for a complete count
        sample_draws=0 if design.complete() else design.draw_count,
        elapsed_seconds=run.elapsed,
        cancelled=run.cancelled,
        archive=_archive(findings, run) or None,
        notes=[
            ReportNote.of(note) for note in (*findings.listing.notes, *_notes(findings, per_type))
        ],
        scanned_at=datetime.now(UTC).isoformat(timespec="seconds"),
        needs_ocr=findings.needs_ocr,
        cleaning=run.options.cleaning,
        cleaning_moments=findings.cleaning.moments,
        cleaning_examples=findings.cleaning.examples,
        language_examples=findings.cleaning.language_examples,
        document_tokens=findings.document_tokens,
    )


def _type_row(row: TypeTally, estimate: Estimate) -> TypeStats:
    interval = _interval(estimate, float(row.tokens[0]))
    # the tally's counts are the row's, by name (tokens: the primary tokenizer's, below)
    counts = {f.name: getattr(row, f.name) for f in fields(row) if f.name != "tokens"}
    return TypeStats(
        **counts,
        tokens=row.tokens[0],
        **interval,
        tokens_per_byte=interval["tokens_estimated"] / row.bytes if row.bytes else 0.0,
        tokens_per_word=row.tokens[0] / row.words if row.words else 0.0,
    )


def _tokenizer_rows(
    findings: Findings, run: ScanRun, by_type: Mapping[str, TypeStats]
) -> dict[str, TokenizerStats]:
    design = findings.plan.design
    words = sum(row.words for row in by_type.values())
    total_bytes = sum(row.bytes for row in by_type.values())
    rows: dict[str, TokenizerStats] = {}
    for position, counter in enumerate(run.counters):
        counted = sum(row.tokens[position] for row in findings.types.values())
        interval = _interval(folder_total(design, position), counted)
        rows[counter.id] = TokenizerStats(
            id=counter.id,
            name=counter.name,
            vocab_size=counter.vocab_size,
            tokens_counted=counted,
            **interval,
            tokens_per_byte=interval["tokens_estimated"] / total_bytes if total_bytes else 0.0,
            tokens_per_word=counted / words if words else 0.0,
        )
    return rows


def _archive(findings: Findings, run: ScanRun) -> dict[str, ArchiveEstimate]:
    """Each tokenizer's estimate for the user's whole archive, when its size was given."""
    archive_bytes = _archive_bytes(findings, run.options)
    if not archive_bytes:
        return {}
    design, type_of = findings.plan.design, findings.plan.type_of
    types = list(findings.types)
    type_bytes = {key: row.bytes for key, row in findings.types.items()}
    archive: dict[str, ArchiveEstimate] = {}
    for position, counter in enumerate(run.counters):
        per_type = estimate_types(design, type_of, types, position)
        estimate, notes = archive_total(
            design, type_of, per_type, type_bytes, archive_bytes, position
        )
        interval = _interval(estimate, 0.0)
        archive[counter.id] = ArchiveEstimate(
            bytes_by_type=archive_bytes,
            **interval,
            notes=[ReportNote.of(n) for n in (reason("archive_extrapolated"), *notes)],
        )
    return archive


def _notes(findings: Findings, per_type: Mapping[str, StratumEstimate]) -> list[Reason]:
    notes: list[Reason] = []
    # what happened: a type of which nothing was read, else strata of which nothing was
    # read (their type's tokens per byte stands in for theirs)
    design = findings.plan.design
    read_types = {s.type_key for s in design.strata.values() if s.prefix}
    if any(s.type_key not in read_types for s in design.strata.values()):
        notes.append(reason("types_assumed"))
    elif any(estimate.method == "pooled" for estimate in per_type.values()):
        notes.append(reason("sizes_assumed"))
    if not findings.plan.design.complete():
        notes.append(reason("sampled"))
    if not findings.plan.copies.complete:
        notes.append(reason("copies_incomplete"))
    return [*notes, *findings.cleaning.notes]


def _exact_duplicates(
    findings: Findings, by_type: Mapping[str, TypeStats], sampled: bool
) -> Figure:
    """The tokens of exact duplicates, as the cleaning step measured them."""
    totals = type_totals(by_type, sampled)
    return step_figures(findings.cleaning.moments, totals, None)[EXACT_DUPLICATES]


def _archive_bytes(findings: Findings, options: ScanOptions) -> dict[str, int]:
    """The user's archive size per type: given per type, or one total split by type mix."""
    if options.total_bytes_by_type:
        return {_normalized_type(k): v for k, v in options.total_bytes_by_type.items()}
    if options.total_bytes:
        readable = {k: findings.types[k].bytes for k in findings.listing.readable_types}
        return apportion(options.total_bytes, readable)
    return {}


def _normalized_type(name: str) -> str:
    """'PDF', '.htm' or 'html' name the same row keys the scan uses."""
    return type_key("file." + name.strip().lstrip(".").lower())
