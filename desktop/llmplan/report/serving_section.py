"""The report's serving page: the scenario's serving plan (`core/serving`), worded as the
Serve tab words it (`presentation/serving_text.py`). Only a scenario with a `serving`
section has one."""

from __future__ import annotations

from llmplan.catalog.load import load_catalog, load_prices
from llmplan.core.scenario import Scenario
from llmplan.core.serving.plan import plan_serving
from llmplan.core.serving.result import ServingPlan
from llmplan.presentation import serving_text
from llmplan.presentation.tables import Table


def serving_plan(scenario: Scenario) -> ServingPlan | None:
    """The scenario's serving plan; None where it says nothing about serving."""
    if scenario.serving is None:
        return None
    return plan_serving(scenario, load_catalog(), load_prices())


def serving_page(scenario: Scenario) -> tuple[Table, list[str]] | None:
    """The page's table and its paragraphs (what is served, the merge, the bands)."""
    plan = serving_plan(scenario)
    if plan is None:
        return None
    paragraphs = [
        serving_text.heading(plan),
        serving_text.merge_text(plan.merge),
        serving_text.band_note(),
    ]
    return serving_text.serving_table(plan), paragraphs
