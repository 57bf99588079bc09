"""How one figure came about, in the reader's language: label, value, formula, inputs, source.

The core writes each explanation once, in English, keyed by the figure
(`PlanResult.explanations`); the side panel of the Memory fit tab and the report show it
through here. Formulas and input values carry numbers of the plan ("2 B × params ÷ 16"), so
they are looked up as templates (`presentation.templates`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from llmplan.core.result import Explanation
from llmplan.presentation import formatting
from llmplan.presentation.figure_text import figure_text, input_label, input_value
from llmplan.presentation.labels import (
    choice_label,
    explanation_label,
    fit_status_text,
    source_text,
    unit_text,
    yes_no,
)
from llmplan.presentation.templates import templated


def formula_text(formula: str) -> str:
    return templated("Formulas", formula)


def number_text(value: float) -> str:
    """A figure as a person reads it: 8.03 B rather than 8030261248."""
    if abs(value) >= 10_000:
        return formatting.compact(value)
    return formatting.number(value, 0 if float(value).is_integer() else 3)


# units whose figures read better as figure_text writes them than as number + unit
_HUMAN_UNITS = frozenset({"FLOP", "s", "days", "GB", "params", "tokens", "kWh", "EUR", "USD"})

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")

_CHOICE_INPUTS = {
    "method": "method",
    "sharding": "sharding",
    "checkpointing": "activation_checkpointing",
    "optimizer": "optimizer",
}


def input_value_text(name: str, value: object) -> str:
    """One input of a formula: numbers in their unit and the locale ("164 kB", "40 %"),
    choices and statuses in words, "not given" for what the scenario left open."""
    if isinstance(value, bool) or value is None or isinstance(value, int | float):
        return input_value(name, value)
    text = str(value)
    if _DATE.fullmatch(text):  # a day (a quote's, a rate's) reads the same in every language
        return text
    if name == "status":
        return fit_status_text(text)
    if name in _CHOICE_INPUTS:
        return choice_label(_CHOICE_INPUTS[name], text)
    return templated("InputValues", text)


@dataclass(frozen=True)
class ExplanationText:
    label: str
    value: str
    formula: str
    inputs: list[tuple[str, str]]
    source: str


def explanation_text(key: str, explanation: Explanation) -> ExplanationText:
    """Everything a reader sees of one explained figure, worded and formatted."""
    if explanation.value is None:
        value = "–"
    elif explanation.unit == "bool":
        value = yes_no(bool(explanation.value))
    elif explanation.unit in _HUMAN_UNITS:  # FLOP in powers of ten, seconds as durations, …
        value = figure_text(explanation.value, explanation.unit)
    else:
        value = f"{number_text(explanation.value)} {unit_text(explanation.unit)}".strip()
    return ExplanationText(
        label=explanation_label(key, explanation.label),
        value=value,
        formula=formula_text(explanation.formula),
        inputs=[(input_label(k), input_value_text(k, v)) for k, v in explanation.inputs.items()],
        source=source_text(explanation.source),
    )
