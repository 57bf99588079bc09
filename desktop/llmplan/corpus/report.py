"""`CorpusReport`: what a scan found, and the JSON that `llmplan corpus --json` prints.

The documented JSON keys (issue 3, README "llmplan corpus") are produced by `to_json_dict`;
keep their names. Figures derived from the counts (pages, storage, usable tokens) are
computed here from stated constants so the GUI only displays them.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from llmplan.corpus.length_histogram import LengthBinStats

# the planner's conventions, so the Corpus tab and the plan agree on pages and ID storage
from llmplan.units import GB, TOKENS_PER_PAGE, token_id_bytes


class SkippedFile(BaseModel):
    path: str
    reason: str


class TypeStats(BaseModel):
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


class TokenizerStats(BaseModel):
    id: str
    name: str
    vocab_size: int
    tokens_counted: int
    tokens_estimated: float
    ci95_low: float
    ci95_high: float
    tokens_per_byte: float
    tokens_per_word: float


class ArchiveEstimate(BaseModel):
    """Tokens of the user's whole archive from its size per type ("2 TB of PDFs")."""

    bytes_by_type: dict[str, int]
    tokens_estimated: float
    ci95_low: float
    ci95_high: float
    note: str


class DomainTokenizerStats(BaseModel):
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


class CorpusReport(BaseModel):
    model_config = ConfigDict(validate_assignment=True)

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
    hidden_ignored: int = 0
    exact_duplicate_fraction: float = 0.0
    near_duplicate_fraction: float = 0.0
    tokenizers: dict[str, TokenizerStats] = Field(default_factory=dict)
    vocab_size: int = 0
    cleaning_loss: float = 0.0
    sampled: bool = False
    sample_draws: int = 0
    elapsed_seconds: float = 0.0
    cancelled: bool = False
    archive: dict[str, ArchiveEstimate] | None = None  # per tokenizer id
    notes: list[str] = Field(default_factory=list)
    scanned_at: str | None = None  # ISO 8601 UTC: when the scan ran (shown after reopening)
    # tokens left after the measured cleaning steps (issue 18 part 2); None: not measured
    trainable_tokens: float | None = None
    # per-document token counts of what was read (log-spaced bins): separators and padding
    document_tokens: list[LengthBinStats] = Field(default_factory=list)
    domain_tokenizer: DomainTokenizerStats | None = None

    # ---- derived figures
    @property
    def plan_tokens(self) -> float:
        """The tokens a plan trains on per epoch: the measured trainable count, else the
        estimate after the stated cleaning loss."""
        if self.trainable_tokens is not None:
            return self.trainable_tokens
        return self.usable_tokens

    @property
    def usable_tokens(self) -> float:
        """Estimated tokens left after the stated cleaning-loss assumption."""
        return self.tokens_estimated * (1.0 - self.cleaning_loss)

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
        counts: dict[str, int] = {}
        for item in self.skipped:
            counts[item.reason] = counts.get(item.reason, 0) + 1
        return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))

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
            "skipped": [item.model_dump() for item in self.skipped],
            "skipped_by_reason": self.skipped_by_reason,
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
            "sampled": self.sampled,
            "sample_draws": self.sample_draws,
            "hidden_ignored": self.hidden_ignored,
            "elapsed_seconds": round(self.elapsed_seconds, 3),
            "cancelled": self.cancelled,
            "archive": (
                {key: value.model_dump() for key, value in self.archive.items()}
                if self.archive is not None
                else None
            ),
            "roots": self.roots,
            "notes": self.notes,
            "scanned_at": self.scanned_at,
            "document_tokens": [row.model_dump() for row in self.document_tokens],
            **(
                {"domain_tokenizer": self.domain_tokenizer.model_dump()}
                if self.domain_tokenizer is not None
                else {}
            ),
        }
