"""Exact duplicates: a document whose normalized text was seen before (one copy is kept;
`llmplan.corpus.dedupe.DuplicateIndex`, folder-wide where every file is read)."""

from __future__ import annotations

from llmplan.corpus.cleaning.steps.base import StepShape

STEP = StepShape(id="exact_duplicates", phase="copies", copy_kind="exact", reasons=("exact",))
