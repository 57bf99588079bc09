"""The rows of the trainable-token waterfall (found → unique → cleaned → trainable), from a
`CorpusReport`: the stages' subtotals and shares are worked out here, so the Corpus tab only
draws them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from llmplan.corpus.cleaning.steps import STEPS
from llmplan.corpus.report import CorpusReport

# after which step a subtotal is shown: the last that removes copies, the last that
# cleans what the documents hold (the language step's tokens come after)
SUBTOTAL_AFTER = {
    [step.id for step in STEPS if step.phase == "copies"][-1]: "unique",
    [step.id for step in STEPS if step.phase == "document"][-1]: "cleaned",
}


@dataclass(frozen=True)
class WaterfallRow:
    """A stage (the tokens left) or a step (the tokens it removes, below `top`)."""

    kind: Literal["stage", "step"]
    key: str  # the stage's or step's id
    tokens: float
    low: float
    high: float
    share: float  # of the tokens found
    enabled: bool = True
    top: float = 0.0  # a step: the tokens left before it


def waterfall_rows(report: CorpusReport) -> list[WaterfallRow]:
    """The rows in order: stages (what is left) and steps (what each removes)."""
    # whole tokens, as the report's JSON (and so a saved scenario) gives them
    found = float(round(report.tokens_estimated))
    low, high = round(report.ci95_low), round(report.ci95_high)

    def share(tokens: float) -> float:
        return tokens / found if found else 0.0

    rows = [WaterfallRow("stage", "found", found, low, high, share(found))]
    left = found
    for step in report.step_rows():
        removed = float(step.tokens_removed)
        rows.append(
            WaterfallRow(
                "step",
                step.step,
                removed,
                step.ci95_low,
                step.ci95_high,
                step.share,
                step.enabled,
                top=left,
            )
        )
        left = max(0.0, left - removed)
        stage = SUBTOTAL_AFTER.get(step.step)
        if stage is not None:
            rows.append(WaterfallRow("stage", stage, left, left, left, share(left)))
    trainable = report.trainable()
    rows.append(
        WaterfallRow(
            "stage",
            "trainable",
            trainable.value,
            trainable.low,
            trainable.high,
            share(trainable.value),
        )
    )
    return rows
