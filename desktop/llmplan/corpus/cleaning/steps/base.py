"""What a cleaning step is: the shape every step module fills (`CleaningStep`), and what
the parent's tally knows of one kept document when the steps take their tokens.

In datatrove's shape (`pipeline/filters/base_filter.py`: a filter decides per document and
says why), with this project's measurement: a step does not drop documents from a stream,
it says how many of a document's tokens it takes, so that the waterfall can estimate each
step's share of the folder with its interval (`llmplan.corpus.cleaning.waterfall`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

from llmplan.corpus.cleaning.quality import Verdict

# when a step takes its tokens:
#   "copies"    — as the parent records a document the duplicate index calls a copy
#   "document"  — when the scan ends, from the document's signals (`KeptDocument`)
#   "languages" — after the scan, from the languages the user keeps (can change without
#                 reading again)
Phase = Literal["copies", "document", "languages"]


@dataclass(frozen=True, slots=True)
class KeptDocument:
    """A document the copy steps kept, as the tally knows it when the scan ends."""

    path: str
    tokens: float
    text_bytes: int  # UTF-8 bytes of its text: the unit its tokens are split by
    recurring_tokens: float  # tokens of its lines that recur across the documents
    recurring_bytes: int  # ... and their bytes
    c4_bytes: int  # bytes of its lines the C4 rules drop (and that do not recur)
    verdict: Verdict  # the quality rules' verdict

    @property
    def tokens_per_byte(self) -> float:
        return self.tokens / self.text_bytes if self.text_bytes else 0.0


class CleaningStep(Protocol):
    """One cleaning step. Registered in `llmplan.corpus.cleaning.steps.STEPS`, in the order
    the steps take tokens: a document's tokens go to the first step that takes them."""

    @property
    def id(self) -> str:
        """The stable key: the `CleaningOptions` switch, the JSON `step`, the words' key."""

    @property
    def phase(self) -> Phase: ...

    @property
    def default_on(self) -> bool:
        """On unless switched off. An opt-in step (False) is listed in the report and the
        waterfall only when switched on: adding one changes no report of the others."""

    @property
    def options(self) -> tuple[str, ...]:
        """Further `CleaningOptions` switches that belong to this step (shown under it)."""

    @property
    def copy_kind(self) -> str | None:
        """Phase "copies": the `DuplicateIndex.add` kind it removes ('exact', 'near')."""

    @property
    def needs_recurring_lines(self) -> bool:
        """Whether it reads which lines recur (the workers then fingerprint lines)."""

    @property
    def reasons(self) -> tuple[str, ...]:
        """The reason codes of its examples (`presentation.cleaning_words.reason_text`)."""

    def removes(self, document: KeptDocument, left: float) -> float:
        """Phase "document": the tokens it takes of the `left` the earlier steps left."""

    def example(self, document: KeptDocument) -> dict[str, str] | None:
        """Phase "document": the example a document it took from shows, None: none."""


@dataclass(frozen=True, slots=True)
class StepShape:
    """The fields every step has, with the defaults most take; a step module subclasses it
    and overrides what differs (`removes`, `example` for a document step)."""

    id: str
    phase: Phase
    default_on: bool = True
    options: tuple[str, ...] = ()
    copy_kind: str | None = None
    needs_recurring_lines: bool = False
    reasons: tuple[str, ...] = ()

    def removes(self, document: KeptDocument, left: float) -> float:
        return 0.0

    def example(self, document: KeptDocument) -> dict[str, str] | None:
        return None
