"""`llmplan plan --json`: the plan's documented JSON, its warnings worded in English.

The core's result holds warnings as codes and arguments only; the JSON has always carried
their English words too (`warnings`, and `text` in each of `warning_details`), written here
by the same templates the GUI and the report use.
"""

from __future__ import annotations

from llmplan.core.result import PlanResult
from llmplan.presentation import formatting, i18n
from llmplan.presentation.accuracy_text import validation_note
from llmplan.presentation.warning_text import warning_text


def plan_json(result: PlanResult) -> dict[str, object]:
    """`result.to_json_dict()` with `warnings` (before `warning_details`) and each detail's
    `text`, in English with decimal GB (the JSON's own unit)."""
    with i18n.language_in_use("en"), formatting.memory_unit_in_use("GB"):
        words = [warning_text(warning) for warning in result.warning_details]
        note = validation_note(result.validation) if result.validation else None
    out: dict[str, object] = {}
    for key, value in result.to_json_dict().items():
        if key == "warning_details" and isinstance(value, list):
            out["warnings"] = words
            value = [{**detail, "text": text} for detail, text in zip(value, words, strict=True)]
        if key == "validation" and isinstance(value, dict):
            value = {**value, "note": note}
        out[key] = value
    return out
