"""The report's serving page: the scenario's serving plan (`core/serving`), worded as the
Serve tab words it (`presentation/serving_text.py`), then the life of the model in one
decision — training plus the months a purchase is written off, paid three ways, and seed
001's trade-off of a smaller model trained longer. Only a scenario with a `serving` section
has one."""

from __future__ import annotations

from llmplan.catalog.load import load_catalog, load_prices
from llmplan.catalog.schema import ModelArch
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.core.serving.lifecycle import over_write_off
from llmplan.core.serving.plan import plan_serving
from llmplan.core.serving.result import ServingPlan
from llmplan.core.serving.tradeoff import tradeoff
from llmplan.presentation import serving_text
from llmplan.presentation.tables import Table


def serving_plan(scenario: Scenario) -> ServingPlan | None:
    """The scenario's serving plan; None where it says nothing about serving."""
    if scenario.serving is None:
        return None
    return plan_serving(scenario, load_catalog(), load_prices())


def serving_page(
    scenario: Scenario, training: PlanResult | None
) -> tuple[Table, list[str], list[str], list[str]] | None:
    """The page's table, its paragraphs (what is served, the merge, the bands), the
    lifecycle's lines (its title first; none without a training plan) and the trade-off's
    (its title first)."""
    plan = serving_plan(scenario)
    if plan is None:
        return None
    paragraphs = [
        serving_text.heading(plan),
        serving_text.merge_text(plan.merge),
        serving_text.band_note(),
    ]
    life: list[str] = []
    if training is not None:
        whole = over_write_off(training, plan, scenario)
        life = [serving_text.lifecycle_title(whole), *serving_text.lifecycle_lines(whole)]
    # over the same months as the lifecycle: those a purchase is written off
    months = scenario.costs.ownership.depreciation_years * 12
    arch = (
        scenario.model
        if isinstance(scenario.model, ModelArch)
        else load_catalog().model(plan.model)
    )
    sizes = tradeoff(scenario, arch, months)
    trade = [serving_text.tradeoff_title(sizes), *serving_text.tradeoff_lines(sizes)]
    return serving_text.serving_table(plan), paragraphs, life, trade
