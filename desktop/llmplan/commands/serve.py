"""`llmplan serve SCENARIO.json [--json]`: serving the scenario's trained model — per
candidate: fits, weights, KV cache, concurrency, first token, tokens/s, requests per day,
energy and cost per million tokens; and the adapter's merge before it."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from llmplan.commands.arguments import add_scenario_argument

if TYPE_CHECKING:
    from llmplan.core.scenario import Scenario
    from llmplan.core.serving.lifecycle import Lifecycle
    from llmplan.core.serving.result import ServingPlan
    from llmplan.core.serving.tradeoff import Tradeoff

DESCRIPTION = (
    "Per candidate (the scenario's hardware, one card, a laptop CPU): fits, weights, KV "
    "cache per token, requests at the full context, time to first token, tokens/s, requests "
    "per day, kWh and cost per million tokens; the adapter's merge (host RAM, disk, time)."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_scenario_argument(parser, "its 'serving' section: README.md, section 'Serving'")
    parser.add_argument("--json", action="store_true", help="print the serving plan as JSON")


def run(args: argparse.Namespace) -> int:
    # imported here: `llmplan --help` and the other commands need none of it
    from llmplan.catalog.load import load_catalog, load_prices
    from llmplan.commands.plan import finite_json, scenario_input_errors
    from llmplan.core.serving.plan import plan_serving
    from llmplan.presentation import i18n
    from llmplan.scenario_file import load_scenario

    with scenario_input_errors():
        scenario = load_scenario(args.scenario)
        result = plan_serving(scenario, load_catalog(), load_prices())
        life = serving_lifecycle(scenario, result)
        sizes = model_sizes(scenario)
    if args.json:
        data = result.to_json_dict()
        data["lifecycle"] = lifecycle_json(life) if life is not None else None
        best = sizes.best
        data["tradeoff"] = {
            **sizes.model_dump(mode="json"),
            "best_parameters": best.parameters if best is not None else None,
        }
        print(finite_json(data))
    else:
        with i18n.language_in_use("en"):
            print(format_serving(result, life, sizes))
    return 0


def serving_lifecycle(scenario: Scenario, result: ServingPlan) -> Lifecycle | None:
    """Training and serving over the ownership's write-off period; None where the training
    run cannot be planned (its refusal is `llmplan plan`'s to explain)."""
    from llmplan.catalog.load import load_catalog, load_prices
    from llmplan.core.plan import PlanError, plan
    from llmplan.core.serving.lifecycle import over_write_off

    try:
        training = plan(scenario, load_catalog(), load_prices())
    except (PlanError, ValueError, ArithmeticError):
        return None
    return over_write_off(training, result, scenario)


def lifecycle_json(life: Lifecycle) -> dict[str, object]:
    cheapest = life.cheapest
    return {
        **life.model_dump(mode="json"),
        "cheapest": cheapest.key if cheapest is not None else None,
    }


def model_sizes(scenario: Scenario) -> Tradeoff:
    """Seed 001's trade-off over the ownership's write-off period."""
    from llmplan.catalog.load import load_catalog
    from llmplan.core.plan import resolve_model
    from llmplan.core.serving.tradeoff import tradeoff

    months = scenario.costs.ownership.depreciation_years * 12
    return tradeoff(scenario, resolve_model(scenario, load_catalog()), months)


def format_serving(
    result: ServingPlan, life: Lifecycle | None = None, sizes: Tradeoff | None = None
) -> str:
    """The serving plan as the terminal shows it: a heading, one block per candidate."""
    from llmplan.presentation import serving_text

    headers = serving_text.column_headers()
    lines = [serving_text.heading(result), ""]
    for candidate in result.candidates:
        row = serving_text.candidate_row(candidate)
        lines.append(row[0])
        width = max(len(h) for h in headers[1:])
        lines += [f"  {h:<{width}}  {v}" for h, v in zip(headers[1:], row[1:], strict=True)]
        lines.append("")
    lines += [serving_text.merge_text(result.merge), serving_text.band_note()]
    if life is not None:
        lines += ["", serving_text.lifecycle_title(life)]
        lines += [f"  {line}" for line in serving_text.lifecycle_lines(life)]
    if sizes is not None:
        lines += ["", serving_text.tradeoff_title(sizes)]
        lines += [f"  {line}" for line in serving_text.tradeoff_lines(sizes)]
    return "\n".join(lines)
