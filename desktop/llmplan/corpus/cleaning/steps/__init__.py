"""The cleaning steps, registered in the order they take tokens (a document's tokens go to
the first step that takes them, so the steps add up). Each step is one module of this
package (`base.CleaningStep`); ARCHITECTURE.md, "Add a cleaning step", says what else a new
one needs (its words, its tests)."""

from __future__ import annotations

from llmplan.corpus.cleaning.steps import (
    boilerplate,
    exact_duplicates,
    language,
    near_duplicates,
    quality,
    recurring_lines,
)
from llmplan.corpus.cleaning.steps.base import CleaningStep, KeptDocument

STEPS: tuple[CleaningStep, ...] = (
    exact_duplicates.STEP,
    near_duplicates.STEP,
    recurring_lines.STEP,
    boilerplate.STEP,
    quality.STEP,
    language.STEP,
)
STEP_IDS = tuple(step.id for step in STEPS)
BY_ID = {step.id: step for step in STEPS}

# the steps' ids as the other modules name them (one place each)
EXACT_DUPLICATES = exact_duplicates.STEP.id
RECURRING_LINES = recurring_lines.STEP.id
LANGUAGE = language.STEP.id

__all__ = ["BY_ID", "STEPS", "STEP_IDS", "CleaningStep", "KeptDocument"]
