"""The words every view shows beside figures of an earlier plan: these inputs cannot be
planned (the field at fault by its label, the core's reason), and what is shown instead."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.scenario_fields import labelled_problems


def _tr(text: str) -> str:
    return QCoreApplication.translate("PlanNotice", text)


def plan_problem(store: ScenarioStore) -> str:
    """Why these inputs cannot be planned, each field named by its label ("" if they can)."""
    failure = store.plan_error
    return labelled_problems(failure) if failure else ""


def last_plan_notice(store: ScenarioStore) -> str:
    """ "" while the figures shown are this scenario's; else why not, and whose they are."""
    if not store.showing_last_valid:
        return ""
    return _tr("Cannot plan these inputs: %1. Shown greyed: the last plan made.").replace(
        "%1", plan_problem(store).rstrip(".")
    )
