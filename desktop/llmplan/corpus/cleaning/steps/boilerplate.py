"""Boilerplate documents: a document whose text is mostly lines that recur across the
folder's documents (more than `MAX_RECURRING_SHARE` of its bytes) — a form letter, an
automatic reply, a notification, a page of navigation. What the recurring-lines step
leaves of it (a greeting, a date, a number) is no text to train on: this step takes it.

Opt-in: it reads the recurring lines the tally finds (`tally.RECURRING_MIN_DOCUMENTS`), so it
costs the workers nothing beyond the line fingerprints the recurring-lines step takes.
"""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.corpus.cleaning.steps.base import KeptDocument, StepShape

MAX_RECURRING_SHARE = 0.5


def recurring_share(document: KeptDocument) -> float:
    """The share of the document's bytes in lines that recur."""
    return document.recurring_bytes / document.text_bytes if document.text_bytes else 0.0


@dataclass(frozen=True, slots=True)
class BoilerplateDocuments(StepShape):
    def removes(self, document: KeptDocument, left: float) -> float:
        return left if recurring_share(document) > MAX_RECURRING_SHARE else 0.0

    def example(self, document: KeptDocument) -> dict[str, str] | None:
        share = recurring_share(document)
        return {"what": document.path, "reason": "boilerplate", "detail": f"{share:.3f}"}


STEP = BoilerplateDocuments(
    id="boilerplate",
    phase="document",
    default_on=False,
    needs_recurring_lines=True,
    reasons=("boilerplate",),
)
