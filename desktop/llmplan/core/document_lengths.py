"""From trainable tokens to the tokens a run trains on: separators, padding, replay, epochs.

trained = tokens × (1 + separator share) × padding overhead / (1 − replay fraction) × epochs

- `tokens` is the scenario's count per epoch: the trainable tokens of the corpus.
- Separator share: one separator (end-of-document) token per document, so
  documents / tokens of the measured length distribution (0 while none was measured).
- Padding overhead (unpacked sequences only): each document with its separator fills
  ⌈(L + 1) / seq_len⌉ sequences of seq_len tokens; the overhead is padded tokens over
  document tokens. Packed sequences waste only the tail of the last one: factor 1.
- Replay: general text mixed back in against forgetting is that share of what is trained,
  so the domain's sequences are (1 − replay) of the total (seed 000).
- Epochs as before.

The length distribution is a histogram of per-document token counts (the corpus scan
records it with log-spaced bins). A bin whose documents all fill the same number of
sequences (every bin below seq_len, and [seq_len, 2 seq_len) for power-of-two lengths)
gives the padding exactly; in a wider bin the last sequence of a document is taken to be
half full on average.
"""

from __future__ import annotations

import math
from typing import Protocol

from pydantic import BaseModel, ConfigDict, Field, model_validator

SEPARATORS_PER_DOCUMENT = 1


class LengthBin(BaseModel):
    """Documents whose token count lies in [low, high), and their tokens together."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    low: int = Field(ge=0)
    high: int = Field(gt=0)
    documents: int = Field(ge=0)
    tokens: int = Field(ge=0)

    @model_validator(mode="after")
    def _consistent(self) -> LengthBin:
        if self.high <= self.low:
            raise ValueError("a bin's high edge must lie above its low edge")
        if not self.low * self.documents <= self.tokens <= (self.high - 1) * self.documents:
            raise ValueError("a bin's tokens must lie between documents × low and × high")
        return self


class DocumentLengths(BaseModel):
    """The measured distribution of per-document token counts (from a corpus scan)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    bins: list[LengthBin] = Field(min_length=1, max_length=64)  # one per power of two

    @property
    def documents(self) -> int:
        return sum(b.documents for b in self.bins)

    @property
    def tokens(self) -> int:
        return sum(b.tokens for b in self.bins)


def separator_share(lengths: DocumentLengths | None) -> float:
    """Separator tokens per document token: documents / tokens (0 if nothing measured)."""
    if lengths is None or lengths.tokens == 0:
        return 0.0
    return SEPARATORS_PER_DOCUMENT * lengths.documents / lengths.tokens


def padded_tokens(lengths: DocumentLengths, seq_len: int) -> float:
    """Tokens of the sequences when every document (with its separator) is padded to
    whole sequences of `seq_len`."""
    total = 0.0
    for b in lengths.bins:
        # a document of L tokens and its separator fill ⌈(L + 1) / seq_len⌉ sequences
        fewest = math.ceil((b.low + SEPARATORS_PER_DOCUMENT) / seq_len)
        most = math.ceil((b.high - 1 + SEPARATORS_PER_DOCUMENT) / seq_len)
        if fewest == most:  # every document of the bin fills the same number: exact
            total += b.documents * fewest * seq_len
        else:  # the tokens, then a last sequence half full on average
            half_full = b.tokens + SEPARATORS_PER_DOCUMENT * b.documents + b.documents * seq_len / 2
            total += min(
                max(half_full, b.documents * fewest * seq_len), b.documents * most * seq_len
            )
    return total


def padding_overhead(lengths: DocumentLengths | None, seq_len: int, packing: bool) -> float:
    """Padded over document tokens (separators included); 1 when packed or unmeasured."""
    if packing or lengths is None or lengths.documents == 0:
        return 1.0
    content = lengths.tokens + SEPARATORS_PER_DOCUMENT * lengths.documents
    return padded_tokens(lengths, seq_len) / content


class TokenChain(BaseModel):
    """Every factor between the trainable tokens and the tokens trained."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    trainable_tokens: float = Field(description="The scenario's tokens per epoch")
    packing: bool
    seq_len: int
    documents_measured: int = Field(description="Documents of the length distribution")
    mean_document_tokens: float | None
    separator_share: float
    padding_overhead: float
    replay_fraction: float
    epochs: float
    tokens_per_epoch: float = Field(description="Separators, padding and replay included")
    trained_tokens: float

    @property
    def separator_factor(self) -> float:
        return 1.0 + self.separator_share

    @property
    def replay_factor(self) -> float:
        """1 / (1 − replay): the domain's tokens are the rest of what is trained."""
        return 1.0 / (1.0 - self.replay_fraction)

    @property
    def tokens_with_separators(self) -> float:
        return self.trainable_tokens * self.separator_factor

    @property
    def tokens_in_sequences(self) -> float:
        """With separators and padding, before replay."""
        return self.tokens_with_separators * self.padding_overhead

    @property
    def is_identity(self) -> bool:
        """Whether the chain is plain tokens × epochs (nothing measured, no replay)."""
        return self.separator_share == 0 and self.padding_overhead == 1 and not self.replay_fraction


class ChainSettings(Protocol):
    """What the token chain reads of a training run: the scenario's fields of these names
    (core/scenario.py `Scenario.token_chain`)."""

    tokens: float
    epochs: float
    seq_len: int
    packing: bool
    replay_fraction: float
    document_lengths: DocumentLengths | None


def token_chain(settings: ChainSettings) -> TokenChain:
    tokens, lengths = settings.tokens, settings.document_lengths
    separators = separator_share(lengths)
    padding = padding_overhead(lengths, settings.seq_len, settings.packing)
    per_epoch = tokens
    if separators or padding != 1.0 or settings.replay_fraction:  # else tokens × epochs
        per_epoch = tokens * (1.0 + separators) * padding / (1.0 - settings.replay_fraction)
    measured = lengths.documents if lengths is not None else 0
    return TokenChain(
        trainable_tokens=tokens,
        packing=settings.packing,
        seq_len=settings.seq_len,
        documents_measured=measured,
        mean_document_tokens=lengths.tokens / measured if lengths and measured else None,
        separator_share=separators,
        padding_overhead=padding,
        replay_fraction=settings.replay_fraction,
        epochs=settings.epochs,
        tokens_per_epoch=per_epoch,
        trained_tokens=per_epoch * settings.epochs,
    )
