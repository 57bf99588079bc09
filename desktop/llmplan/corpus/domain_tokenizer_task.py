"""The domain tokenizer's task as the window sees it before any training: the smallest
vocabulary, its progress, and how it ends without a tokenizer. Kept apart from
`domain_tokenizer` so that the window can show its panel without importing the readers and
the worker pool (they load when training starts)."""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.task_state import TaskState

SPECIAL_TOKENS = ["[PAD]", "[UNK]", "[BOS]", "[EOS]"]  # seed 002
MIN_VOCAB_SIZE = 256 + len(SPECIAL_TOKENS)  # the byte alphabet and the special tokens


class SampleTooSmall(ValueError):
    """The sample cannot fill the vocabulary asked for; the message is one line."""

    def __init__(self, distinct_words: int, vocab_size: int) -> None:
        super().__init__(too_small_message(distinct_words, vocab_size))
        self.distinct_words = distinct_words
        self.vocab_size = vocab_size


class TrainingCancelled(Exception):
    """Cancelled before the tokenizer was saved; nothing was written."""


@dataclass(frozen=True)
class TrainingProgress:
    phase: str  # "reading", "training" or "counting"
    bytes_done: int
    bytes_total: int
    documents: int

    @property
    def fraction(self) -> float:
        return min(1.0, self.bytes_done / self.bytes_total) if self.bytes_total else 0.0


TrainingState = TaskState[TrainingProgress]


def too_small_message(distinct_words: int, vocab_size: int) -> str:
    return (
        f"the sample holds {distinct_words:,} distinct words; a {vocab_size:,}-token "
        "vocabulary needs more text — scan more files or ask for a smaller vocabulary"
    )
