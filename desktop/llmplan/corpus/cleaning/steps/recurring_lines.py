"""Recurring lines: lines found in at least `tally.RECURRING_MIN_DOCUMENTS` kept documents
(signatures, disclaimers, letterheads, page headers and footers, navigation). The workers
fingerprint the lines (`llmplan.corpus.cleaning.lines`); the tally decides what recurs when
the scan ends and shows the lines themselves as examples."""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.corpus.cleaning.steps.base import KeptDocument, StepShape


@dataclass(frozen=True, slots=True)
class RecurringLines(StepShape):
    def removes(self, document: KeptDocument, left: float) -> float:
        return min(left, document.recurring_tokens)


STEP = RecurringLines(
    id="recurring_lines", phase="document", needs_recurring_lines=True, reasons=("recurring",)
)
