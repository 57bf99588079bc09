"""Near duplicates: MinHash similarity ≥ 0.8 to a document seen before (one per cluster;
`llmplan.corpus.dedupe.DuplicateIndex`)."""

from __future__ import annotations

from llmplan.corpus.cleaning.steps.base import StepShape

STEP = StepShape(id="near_duplicates", phase="copies", copy_kind="near", reasons=("near",))
