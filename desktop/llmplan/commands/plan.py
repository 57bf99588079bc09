"""`llmplan plan SCENARIO.json [--json] [--explain]`: a scenario file -> the full plan."""

from __future__ import annotations

import argparse
import json
import math
from collections.abc import Iterator
from contextlib import contextmanager

from llmplan.catalog.errors import CatalogError, UnknownIdError
from llmplan.catalog.load import load_catalog, load_prices
from llmplan.commands.arguments import add_scenario_argument
from llmplan.commands.errors import UserError
from llmplan.core.plan import PlanError, plan
from llmplan.core.result import PlanResult
from llmplan.presentation import i18n
from llmplan.presentation.plan_json import plan_json
from llmplan.presentation.plan_summary import format_explanations, format_summary
from llmplan.presentation.refusal_text import refusal_text
from llmplan.scenario_file import ScenarioError, load_scenario
from llmplan.validation import with_validation

# which scenario field an unknown catalogue id came from
_FIELD_OF_KIND = {"model": "model", "GPU": "hardware.gpu", "server": "hardware.server"}


def field_of_unknown_id(error: UnknownIdError) -> str:
    """The scenario field an unknown catalogue id was given in."""
    return _FIELD_OF_KIND.get(error.kind, error.kind)


@contextmanager
def scenario_input_errors() -> Iterator[None]:
    """A scenario file that does not read, an id the catalogue lacks, a bad custom GPU or
    server: each a UserError in the words `plan` and `serve` give it."""
    try:
        yield
    except ScenarioError as error:
        raise UserError(str(error)) from None
    except UnknownIdError as error:
        raise UserError(f"{field_of_unknown_id(error)}: {error}") from None
    except CatalogError as error:
        raise UserError(str(error)) from None


DESCRIPTION = "Memory fit, run time, energy, cost and storage for one scenario file."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_scenario_argument(
        parser,
        "fields: README.md, section 'Scenario files'; installed as "
        "/usr/share/doc/llmplan/README.md, beside the app on Windows and in the .tar.gz",
    )
    parser.add_argument(
        "--deadline-days",
        type=float,
        metavar="D",
        help="days the run must end within: adds P(deadline) (overrides deadline_days)",
    )
    parser.add_argument(
        "--budget",
        type=float,
        metavar="X",
        help="running cost allowed, in the scenario's currency: adds P(budget)",
    )
    output = parser.add_mutually_exclusive_group()
    output.add_argument("--json", action="store_true", help="print the full result as JSON")
    output.add_argument(
        "--explain", action="store_true", help="print each figure's formula, inputs and source"
    )


def compute_plan(
    path: str, deadline_days: float | None = None, budget: float | None = None
) -> PlanResult:
    """Load and plan (with the deadline and budget given on the command line, where given),
    turning every kind of bad input into a UserError."""
    for flag, value in (("--deadline-days", deadline_days), ("--budget", budget)):
        if value is not None and not (math.isfinite(value) and value > 0):
            raise UserError(f"{flag}: must be a number above 0")
    try:
        with scenario_input_errors():
            scenario = load_scenario(path)
            given = {"deadline_days": deadline_days, "budget": budget}
            scenario = scenario.model_copy(update={k: v for k, v in given.items() if v is not None})
            return with_validation(plan(scenario, load_catalog(), load_prices()), scenario)
    except (ArithmeticError, RecursionError) as error:  # inputs within bounds, result not
        raise UserError(
            f"{path}: the inputs give numbers out of range ({type(error).__name__}); "
            "check tokens, epochs, mfu and the link bandwidths"
        ) from None
    except PlanError as error:
        raise UserError(refusal_words(error)) from None


def refusal_words(error: PlanError) -> str:
    """Why the scenario cannot be planned, in the command line's English (the words the
    GUI and the report use: presentation/refusal_text.py)."""
    with i18n.language_in_use("en"):
        return refusal_text(error.refusal)


def run(args: argparse.Namespace) -> int:
    result = compute_plan(args.scenario, args.deadline_days, args.budget)
    if args.json:
        print(finite_json(plan_json(result)))
    elif args.explain:
        print(format_explanations(result))
    else:
        print(format_summary(result))
    return 0


def finite_json(data: object) -> str:
    """Strict JSON: a figure that came out infinite or NaN is an error naming it, never
    the non-standard `Infinity` a JSON reader would choke on."""
    bad = _non_finite(data, "")
    if bad is not None:
        raise UserError(f"{bad}: the result is not a finite number; check the scenario's inputs")
    return json.dumps(data, indent=2, ensure_ascii=False, allow_nan=False)


def _non_finite(value: object, where: str) -> str | None:
    if isinstance(value, float) and not math.isfinite(value):
        return where or "result"
    if isinstance(value, dict):
        items: list[tuple[str, object]] = [
            (f"{where}.{k}".lstrip("."), v) for k, v in value.items()
        ]
    elif isinstance(value, list | tuple):
        items = [(f"{where}.{i}", v) for i, v in enumerate(value)]
    else:
        return None
    return next((b for k, v in items if (b := _non_finite(v, k)) is not None), None)
