"""How well a stack's memory matched measured runs, in one line: the words beside every
memory verdict in the GUI and on the CLI's Framework line (the figures are
`llmplan.validation`'s)."""

from __future__ import annotations

from llmplan.core.scenario import Framework
from llmplan.core.stacks.registry import is_idealised
from llmplan.presentation import formatting, i18n
from llmplan.validation import shipped_summary

_t = i18n.translator("Accuracy")


def accuracy_note(framework: Framework) -> str:
    """How well the plan's memory matched measured runs of this stack."""
    if is_idealised(framework):
        return _t("idealised model of the source documents, not a training stack")
    summary = shipped_summary().get(framework)
    if summary is None or summary.runs == 0:
        return _t("not yet validated against measured runs of this stack")
    worst = summary.worst_abs_error
    return i18n.fill(
        _t("validated to ±%1 % on %2 runs of this stack"),
        formatting.number(worst * 100, 0),
        str(summary.runs),
    )
