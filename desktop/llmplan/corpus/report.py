"""`CorpusReport`: what a scan found, and the JSON that `llmplan corpus --json` prints.

The documented JSON keys (issue 3, README "llmplan corpus") are produced by `to_json_dict`;
keep their names. Figures derived from the counts (pages, storage, usable tokens) are
computed here from stated constants so the GUI only displays them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass
from typing import Any, ClassVar, Self

from pydantic import BaseModel, ConfigDict, Field, computed_field, model_validator

from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.cleaning.steps import EXACT_DUPLICATES, LANGUAGE, STEP_IDS, STEPS
from llmplan.corpus.cleaning.waterfall import (
    Z95,
    Figure,
    StepMoments,
    TypeTotal,
    estimate_quantity,
    language_codes,
    step_figures,
)
from llmplan.corpus.length_histogram import LengthBinStats
from llmplan.corpus.reasons import CATALOGUE, ArgValue, Reason

# the planner's conventions, so the Corpus tab and the plan agree on pages and ID storage
from llmplan.units import GB, TOKENS_PER_PAGE, token_id_bytes


class Frozen(BaseModel):
    """A part of the report: made once, never changed (a changed figure is a new report)."""

    model_config = ConfigDict(frozen=True)


class Coded(Frozen):
    """A catalogue code and its arguments (`corpus/reasons.py`), beside its English sentence
    in the field `SENTENCE` names (`corpus --json` writes it under that name). A scenario
    file saved before there were codes holds the English sentence alone (`code` empty):
    shown as written."""

    SENTENCE: ClassVar[str]

    code: str = ""
    args: tuple[ArgValue, ...] = ()

    def why(self) -> Reason | None:
        """The code and its arguments, or None for a sentence saved before the codes."""
        return Reason(self.code, self.args) if self.code in CATALOGUE else None

    @property
    def english(self) -> str:
        return str(getattr(self, self.SENTENCE))


class CodedFile(Coded):
    """A file, and a coded sentence on it."""

    path: str

    @classmethod
    def of(cls, path: str, why: Reason) -> Self:
        return cls.model_validate(
            {"path": path, cls.SENTENCE: why.text, "code": why.code, "args": why.args}
        )


class SkippedFile(CodedFile):
    """A file not read, and why."""

    SENTENCE = "reason"
    reason: str


class NotedFile(CodedFile):
    """A file read and counted, with a note on what it holds (its text looks garbled)."""

    SENTENCE = "note"
    note: str


class ReportNote(Coded):
    """A note on the whole scan or the archive's estimate."""

    SENTENCE = "text"
    text: str

    @classmethod
    def of(cls, why: Reason) -> ReportNote:
        return cls(text=why.text, code=why.code, args=why.args)

    @model_validator(mode="before")
    @classmethod
    def _saved_sentence(cls, data: Any) -> Any:
        return {"text": data} if isinstance(data, str) else data


class TypeStats(Frozen):
    """One row per file type (the extractor's type key, else the bare extension)."""

    files: int = 0
    bytes: int = 0
    files_read: int = 0
    bytes_read: int = 0
    files_skipped: int = 0
    characters: int = 0
    words: int = 0
    pages: int = 0
    tokens: int = 0  # counted with the primary tokenizer in what was read
    tokens_estimated: float = 0.0
    ci95_low: float = 0.0
    ci95_high: float = 0.0
    tokens_per_byte: float = 0.0  # estimated tokens / bytes of this type
    tokens_per_word: float = 0.0  # counted tokens / counted words


class TokenizerStats(Frozen):
    id: str
    name: str
    vocab_size: int
    tokens_counted: int
    tokens_estimated: float
    ci95_low: float
    ci95_high: float
    tokens_per_byte: float
    tokens_per_word: float


class ArchiveEstimate(Frozen):
    """Tokens of the user's whole archive from its size per type ("2 TB of PDFs")."""

    bytes_by_type: dict[str, int]
    tokens_estimated: float
    ci95_low: float
    ci95_high: float
    notes: list[ReportNote] = Field(default_factory=list)

    @property
    def note(self) -> str:
        """The notes as one English text (`corpus --json`'s "note")."""
        return " ".join(note.text for note in self.notes)

    @model_validator(mode="before")
    @classmethod
    def _saved_note(cls, data: Any) -> Any:
        if isinstance(data, dict) and "note" in data and "notes" not in data:
            return {**data, "notes": [data["note"]]}  # saved before the notes were codes
        return data


class NeedsOcr(Frozen):
    """PDF pages that are scans (an image, no text layer): what OCR would add."""

    files: int = 0
    pages: int = 0
    tokens_estimated: float = 0.0
    tokens_per_page: float = 0.0
    per_page_from: str = ""  # "this scan" (its text pages) or "typical page"
    included: bool = False  # added to tokens_estimated (`--include-ocr-estimate`)


class DomainTokenizerStats(Frozen):
    """A BPE tokenizer trained on the scanned text (`--train-tokenizer N`), against the
    model's tokenizer on the same text and seed 002's rule of 1.4 tokens per word."""

    vocab_size: int
    tokens: int  # the sample's tokens with the trained tokenizer
    tokens_per_word: float
    path: str  # the saved tokenizer.json
    words: int
    sample_bytes: int  # UTF-8 bytes of text the tokenizer was trained on
    sample_bytes_cap: int
    documents: int
    model_tokenizer: str
    model_tokens: int  # the same text with the model's (primary) tokenizer
    model_tokens_per_word: float
    rule_tokens_per_word: float = 1.4  # seed 002: above it, more vocabulary or better text


def type_totals(by_type: Mapping[str, TypeStats], sampled: bool) -> dict[str, TypeTotal]:
    """Each type's estimated tokens and standard error, as the cleaning figures weigh them."""
    return {
        key: TypeTotal(
            tokens=row.tokens_estimated,
            standard_error=max(0.0, row.ci95_high - row.ci95_low) / (2 * Z95),
            files=row.files,
            sampled=sampled,
        )
        for key, row in by_type.items()
    }


@dataclass(frozen=True)
class CleaningStepRow:
    """One measured cleaning step in the report (the documented `steps` entries)."""

    step: str
    enabled: bool
    tokens_removed: int
    share: float  # of the estimated tokens
    ci95_low: int
    ci95_high: int
    examples: list[dict[str, str]]


@dataclass(frozen=True)
class LanguageShare:
    tokens: int
    share: float


class CorpusReport(Frozen):
    """Built once, when the scan ends (`report_builder.build_report`); a changed assumption
    (kept languages, extra cleaning loss, a trained tokenizer) makes a new report
    (`model_copy(update=…)`)."""

    roots: list[str]
    primary_tokenizer: str
    files_total: int = 0
    files_read: int = 0
    files_skipped: int = 0
    bytes_total: int = 0
    bytes_read: int = 0
    characters: int = 0
    words: int = 0
    tokens_counted: int = 0
    tokens_estimated: float = 0.0
    ci95_low: float = 0.0
    ci95_high: float = 0.0
    by_type: dict[str, TypeStats] = Field(default_factory=dict)
    skipped: list[SkippedFile] = Field(default_factory=list)
    # files read and counted with a note (issue 34: text that looks garbled)
    noted: list[NotedFile] = Field(default_factory=list)
    hidden_ignored: int = 0
    exact_duplicate_fraction: float = 0.0
    near_duplicate_fraction: float = 0.0
    # byte-identical copies beyond the first file of each group, found for the whole folder
    # by size + hash; their tokens are counted where the group was read, else estimated
    exact_duplicate_files: int = 0
    exact_duplicate_bytes: int = 0
    exact_duplicate_tokens: float = 0.0
    exact_duplicate_ci95_low: float = 0.0
    exact_duplicate_ci95_high: float = 0.0
    tokenizers: dict[str, TokenizerStats] = Field(default_factory=dict)
    vocab_size: int = 0
    cleaning_loss: float = 0.0
    sampled: bool = False
    sample_draws: int = 0
    elapsed_seconds: float = 0.0
    cancelled: bool = False
    archive: dict[str, ArchiveEstimate] | None = None  # per tokenizer id
    notes: list[ReportNote] = Field(default_factory=list)
    scanned_at: str | None = None  # ISO 8601 UTC: when the scan ran (shown after reopening)
    needs_ocr: NeedsOcr = Field(default_factory=NeedsOcr)
    # The measured cleaning steps (llmplan.corpus.cleaning): None for a scan without them
    # (an older saved report); then trainable = estimated tokens.
    cleaning: CleaningOptions | None = None
    cleaning_moments: dict[str, dict[str, StepMoments]] = Field(default_factory=dict)
    cleaning_examples: dict[str, list[dict[str, str]]] = Field(default_factory=dict)
    language_examples: dict[str, list[str]] = Field(default_factory=dict)
    # per-document token counts of what was read (log-spaced bins): separators and padding
    document_tokens: list[LengthBinStats] = Field(default_factory=list)
    domain_tokenizer: DomainTokenizerStats | None = None

    # ---- derived figures
    def type_totals(self) -> dict[str, TypeTotal]:
        return type_totals(self.by_type, self.sampled)

    def cleaning_figures(self) -> dict[str, Figure]:
        """Tokens removed per step (`STEPS`) and 'trainable', with 95 % intervals; the
        exact-duplicate step is the report's exact_duplicate_* figures."""
        if self.cleaning is None:
            point = Figure(self.tokens_estimated, self.ci95_low, self.ci95_high)
            return {**{step: Figure(0.0, 0.0, 0.0) for step in STEP_IDS}, "trainable": point}
        keep = self.cleaning.keep_languages if self.cleaning.language else None
        figures = step_figures(self.cleaning_moments, self.type_totals(), keep)
        exact = Figure(
            self.exact_duplicate_tokens,
            self.exact_duplicate_ci95_low,
            self.exact_duplicate_ci95_high,
        )
        # exact copies counted elsewhere (folder-wide) replace the sample's own figure
        shift = exact.value - figures[EXACT_DUPLICATES].value
        left = figures["trainable"]
        figures[EXACT_DUPLICATES] = exact
        figures["trainable"] = Figure(
            max(0.0, left.value - shift), max(0.0, left.low - shift), max(0.0, left.high - shift)
        )
        return figures

    @computed_field  # type: ignore[prop-decorator]
    @property
    def trainable_tokens(self) -> float:
        """Tokens left after the measured cleaning steps: what a plan trains on (written
        into saved scenario files beside the sums it comes from; ignored when read)."""
        return self.cleaning_figures()["trainable"].value

    @property
    def trainable_share(self) -> float:
        return self.trainable_tokens / self.tokens_estimated if self.tokens_estimated else 1.0

    @property
    def plan_tokens(self) -> float:
        """The tokens a plan trains on per epoch: the measured trainable count after the
        typed extra cleaning loss (default 0)."""
        return self.usable_tokens

    @property
    def usable_tokens(self) -> float:
        """Trainable tokens after the typed extra cleaning loss (default 0) on top."""
        return self.trainable_tokens * (1.0 - self.cleaning_loss)

    def step_rows(self) -> list[CleaningStepRow]:
        """Each step's tokens removed, share and interval (an opt-in step only where
        switched on)."""
        figures = self.cleaning_figures()
        total = self.tokens_estimated
        rows = []
        for registered in STEPS:
            step = registered.id
            enabled = self.cleaning is not None and self.cleaning.enabled(step)
            if not (enabled or registered.default_on):
                continue
            rows.append(
                CleaningStepRow(
                    step=step,
                    enabled=enabled,
                    tokens_removed=round(figures[step].value),
                    share=figures[step].value / total if total else 0.0,
                    ci95_low=round(figures[step].low),
                    ci95_high=round(figures[step].high),
                    examples=self._examples(step),
                )
            )
        return rows

    def _examples(self, step: str) -> list[dict[str, str]]:
        if step != LANGUAGE:
            return list(self.cleaning_examples.get(step, []))
        cleaning = self.cleaning
        kept = cleaning.keep_languages if cleaning is not None and cleaning.language else None
        return [
            {"what": path, "reason": LANGUAGE, "detail": code}
            for code, paths in sorted(self.language_examples.items())
            if kept is not None and code not in kept
            for path in paths
        ]

    def language_shares(self) -> dict[str, LanguageShare]:
        """Tokens per language (ISO 639-1) of the text that reaches the language step, the
        most first."""
        totals = self.type_totals()
        tokens = {
            code: estimate_quantity(self.cleaning_moments, totals, "remaining", [code]).value
            for code in language_codes(self.cleaning_moments)
        }
        whole = sum(tokens.values())
        ranked = sorted(tokens.items(), key=lambda pair: -pair[1])
        return {
            code: LanguageShare(tokens=round(value), share=value / whole if whole else 0.0)
            for code, value in ranked
            if value > 0
        }

    def steps(self) -> list[dict[str, Any]]:
        """The documented `steps` list of the JSON."""
        return [asdict(row) for row in self.step_rows()]

    def languages(self) -> dict[str, dict[str, float]]:
        """The documented `languages` of the JSON: tokens and share per language."""
        return {code: asdict(row) for code, row in self.language_shares().items()}

    def trainable(self) -> Figure:
        """Tokens left after the measured cleaning steps, with the 95 % interval, rounded
        to whole tokens as the JSON gives them."""
        figure = self.cleaning_figures()["trainable"]
        return Figure(round(figure.value), round(figure.low), round(figure.high))

    @property
    def pages_equivalent(self) -> float:
        return self.tokens_estimated / TOKENS_PER_PAGE

    @property
    def token_id_bytes(self) -> int:
        return token_id_bytes(self.vocab_size)

    @property
    def token_storage_gb(self) -> float:
        """Disk for the usable tokens' IDs, decimal GB."""
        return self.usable_tokens * self.token_id_bytes / GB

    @property
    def skipped_by_reason(self) -> dict[str, int]:
        return _by_sentence(self.skipped)

    @property
    def noted_by_note(self) -> dict[str, int]:
        return _by_sentence(self.noted)

    def _trainable_json(self) -> dict[str, Any]:
        trainable = self.trainable()
        return {
            "trainable_tokens": trainable.value,
            "trainable_ci95_low": trainable.low,
            "trainable_ci95_high": trainable.high,
            "steps": self.steps(),
            "languages": self.languages(),
            "kept_languages": (
                list(self.cleaning.keep_languages)
                if self.cleaning is not None and self.cleaning.keep_languages is not None
                else None
            ),
            "exact_duplicate_files": self.exact_duplicate_files,
            "exact_duplicate_bytes": self.exact_duplicate_bytes,
            "exact_duplicate_tokens": round(self.exact_duplicate_tokens),
            "exact_duplicate_ci95_low": round(self.exact_duplicate_ci95_low),
            "exact_duplicate_ci95_high": round(self.exact_duplicate_ci95_high),
        }

    def to_json_dict(self) -> dict[str, Any]:
        """The documented JSON of `llmplan corpus --json`."""
        return {
            "files_total": self.files_total,
            "files_read": self.files_read,
            "files_skipped": self.files_skipped,
            "bytes_total": self.bytes_total,
            "bytes_read": self.bytes_read,
            "tokens_counted": self.tokens_counted,
            "tokens_estimated": round(self.tokens_estimated),
            "ci95_low": round(self.ci95_low),
            "ci95_high": round(self.ci95_high),
            "by_type": {key: row.model_dump() for key, row in sorted(self.by_type.items())},
            "skipped": [{"path": item.path, "reason": item.reason} for item in self.skipped],
            "skipped_by_reason": self.skipped_by_reason,
            "files_noted": len(self.noted),
            "noted": [{"path": item.path, "note": item.note} for item in self.noted],
            "noted_by_note": self.noted_by_note,
            "exact_duplicate_fraction": self.exact_duplicate_fraction,
            "near_duplicate_fraction": self.near_duplicate_fraction,
            "tokenizers": {key: row.model_dump() for key, row in self.tokenizers.items()},
            "primary_tokenizer": self.primary_tokenizer,
            "characters": self.characters,
            "words": self.words,
            "pages_equivalent": round(self.pages_equivalent, 1),
            "token_id_bytes": self.token_id_bytes,
            "token_storage_gb": self.token_storage_gb,
            "cleaning_loss": self.cleaning_loss,
            "usable_tokens": round(self.usable_tokens),
            **self._trainable_json(),
            "sampled": self.sampled,
            "sample_draws": self.sample_draws,
            "hidden_ignored": self.hidden_ignored,
            "elapsed_seconds": round(self.elapsed_seconds, 3),
            "cancelled": self.cancelled,
            "archive": (
                {
                    key: {**value.model_dump(exclude={"notes"}), "note": value.note}
                    for key, value in self.archive.items()
                }
                if self.archive is not None
                else None
            ),
            "roots": self.roots,
            "notes": [note.text for note in self.notes],
            "scanned_at": self.scanned_at,
            "needs_ocr": {
                "files": self.needs_ocr.files,
                "pages": self.needs_ocr.pages,
                "tokens_estimated": round(self.needs_ocr.tokens_estimated),
                "tokens_per_page": round(self.needs_ocr.tokens_per_page, 1),
                "per_page_from": self.needs_ocr.per_page_from,
                "included": self.needs_ocr.included,
            },
            "document_tokens": [row.model_dump() for row in self.document_tokens],
            **(
                {"domain_tokenizer": self.domain_tokenizer.model_dump()}
                if self.domain_tokenizer is not None
                else {}
            ),
        }


def _by_sentence(files: Iterable[CodedFile]) -> dict[str, int]:
    """How many files each English sentence was said of, the most frequent first."""
    counts = Counter(item.english for item in files)
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
