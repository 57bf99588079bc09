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
    if float(value).is_integer():
        return formatting.number(value, 0)
    return formatting.significant(value)


# units whose figures read better as figure_text writes them than as number + unit
_HUMAN_UNITS = frozenset({"FLOP", "s", "days", "GB", "params", "tokens", "kWh", "EUR", "USD"})

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")

# inputs that name a catalogue model by its id (core/stacks/rl_models.py)
_MODEL_ID_INPUTS = frozenset({"reward_model", "value_model"})

_CHOICE_INPUTS = {
    "method": "method",
    "sharding": "sharding",
    "checkpointing": "activation_checkpointing",
    "optimizer": "optimizer",
    "objective": "objective",
    "reference": "reference",
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
    if name in _MODEL_ID_INPUTS:  # a catalogue id reads the same in every language
        return text
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


def _value_text(value: float | None, unit: str) -> str:
    """An explained figure in its unit, as a person reads it."""
    if value is None:
        return "–"
    if unit == "bool":
        return yes_no(bool(value))
    if unit in _HUMAN_UNITS:  # FLOP in powers of ten, seconds as durations, …
        return figure_text(value, unit)
    return f"{number_text(value)} {unit_text(unit)}".strip()


def explanation_text(key: str, explanation: Explanation) -> ExplanationText:
    """Everything a reader sees of one explained figure, worded and formatted."""

    def inputs_text(name: str, value: object) -> str:
        # a pilot's "uncalibrated" figure is the same figure before: in its unit ("yes", GiB)
        if name == "uncalibrated" and isinstance(value, int | float | None):
            return _value_text(value, explanation.unit)
        return input_value_text(name, value)

    return ExplanationText(
        label=explanation_label(key, explanation.label),
        value=_value_text(explanation.value, explanation.unit),
        formula=formula_text(explanation.formula),
        inputs=[(input_label(k), inputs_text(k, v)) for k, v in explanation.inputs.items()],
        source=source_text(explanation.source),
    )
