"""The rows of the trainable-token waterfall (found → unique → cleaned → trainable), from the
JSON of `llmplan corpus --json` as a saved scenario holds it: the stages' subtotals and shares
are worked out here, so the Corpus tab only draws them."""

from __future__ import annotations

from typing import Any

from llmplan.corpus.cleaning.steps import STEPS

# after which step a subtotal is shown: the last that removes copies, the last that
# cleans what the documents hold (the language step's tokens come after)
SUBTOTAL_AFTER = {
    [step.id for step in STEPS if step.phase == "copies"][-1]: "unique",
    [step.id for step in STEPS if step.phase == "document"][-1]: "cleaned",
}


def as_number(value: Any) -> float:
    """A figure of the report's JSON as a float (0 where it is missing or not a number)."""
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0


def waterfall_rows(report: dict[str, Any]) -> list[dict[str, Any]]:
    """The rows in order: stages (what is left) and steps (what each removes)."""
    left = as_number(report.get("tokens_estimated"))
    rows: list[dict[str, Any]] = [
        {
            "kind": "stage",
            "key": "found",
            "tokens": left,
            "low": as_number(report.get("ci95_low")),
            "high": as_number(report.get("ci95_high")),
        }
    ]
    found = left
    for step in report.get("steps") or []:
        removed = as_number(step.get("tokens_removed"))
        rows.append(
            {
                "kind": "step",
                "key": str(step.get("step")),
                "tokens": removed,
                "low": as_number(step.get("ci95_low")),
                "high": as_number(step.get("ci95_high")),
                "share": as_number(step.get("share")),
                "enabled": bool(step.get("enabled")),
                "top": left,
            }
        )
        left = max(0.0, left - removed)
        stage = SUBTOTAL_AFTER.get(str(step.get("step")))
        if stage is not None:
            rows.append({"kind": "stage", "key": stage, "tokens": left, "low": left, "high": left})
    rows.append(
        {
            "kind": "stage",
            "key": "trainable",
            "tokens": as_number(report.get("trainable_tokens")),
            "low": as_number(report.get("trainable_ci95_low")),
            "high": as_number(report.get("trainable_ci95_high")),
        }
    )
    for row in rows:
        if row["kind"] == "stage":
            row["share"] = row["tokens"] / found if found else 0.0
    return rows
