"""Quality rules: the Gopher quality and repetition rules, and the C4 line rules where
switched on, with the thresholds datatrove cites (`llmplan.corpus.cleaning.quality`). A
document the rules remove gives up all it has left; otherwise the lines C4 drops do."""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.corpus.cleaning.quality import REASONS
from llmplan.corpus.cleaning.steps.base import KeptDocument, StepShape


@dataclass(frozen=True, slots=True)
class QualityRules(StepShape):
    def removes(self, document: KeptDocument, left: float) -> float:
        if document.verdict.removed:
            return left
        return min(left, document.c4_bytes * document.tokens_per_byte)

    def example(self, document: KeptDocument) -> dict[str, str] | None:
        verdict = document.verdict
        if not verdict.removed:
            return None
        return {"what": document.path, "reason": verdict.reason, "detail": verdict.detail}


# C4's line filters assume one line per paragraph (web pages): off unless asked for
STEP = QualityRules(id="quality", phase="document", options=("c4_line_rules",), reasons=REASONS)
