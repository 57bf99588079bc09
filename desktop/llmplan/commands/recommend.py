"""`llmplan recommend SCENARIO.json --deadline-days D [--budget X] [--top N] [--json]`."""

from __future__ import annotations

import argparse
from typing import get_args

from llmplan.catalog.errors import CatalogError, UnknownIdError
from llmplan.commands.arguments import add_scenario_argument
from llmplan.commands.errors import UserError
from llmplan.commands.plan import finite_json, refusal_words
from llmplan.core.advisor.recommend import (
    DEFAULT_DEADLINE_TARGET,
    CostKind,
    DeadlineEnd,
    Option,
    Reason,
    Recommendation,
    recommend,
)
from llmplan.core.money import Money, format_money
from llmplan.core.plan import PlanError
from llmplan.presentation import formatting, i18n, recommend_words
from llmplan.presentation.odds_text import percent
from llmplan.scenario_file import ScenarioError, load_scenario
from llmplan.validation import memory_margin, run_errors

DESCRIPTION = (
    "Tries every catalogue server and GPU (1, 2, 4, 8 cards; 1-4 nodes) with "
    "every sharding, checkpointing, micro-batch and offload setting for the scenario's "
    "model and tokens; keeps what fits; ranks by cost and picks the cheapest that meets "
    "the deadline (and the budget)."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    add_scenario_argument(parser, "see README, 'Scenario files'")
    parser.add_argument(
        "--deadline-days", type=_positive, required=True, help="training must end within D days"
    )
    parser.add_argument(
        "--budget", type=_positive, help="most you will pay (in the scenario's currency)"
    )
    parser.add_argument(
        "--budget-currency", help="ISO code of the budget (default: the scenario's currency)"
    )
    parser.add_argument("--top", type=int, default=10, help="options to list (default 10)")
    parser.add_argument(
        "--billing",
        choices=("prorated", "whole-periods", "whole-months"),
        default="whole-periods",
        help="rent for every period of its quote begun (default: every month of a monthly "
        "rent, every hour of an hourly one; whole-months is the old name) or for exactly "
        "the time used",
    )
    parser.add_argument(
        "--only",
        choices=get_args(CostKind),
        action="append",
        help="only this kind of cost (repeatable), e.g. --only rental",
    )
    parser.add_argument(
        "--deadline-at",
        choices=get_args(DeadlineEnd),
        default="conservative",
        help="which end of the time band must meet the deadline (default conservative: the "
        "pick holds if training runs slowly; when nothing does, the pick is flagged at risk)",
    )
    parser.add_argument(
        "--deadline-target",
        type=_percent,
        default=DEFAULT_DEADLINE_TARGET,
        metavar="PERCENT",
        help="an option meets the deadline where it is at least this likely to, from the "
        "planner's errors on its shipped runs (default 90)",
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")


def _percent(text: str) -> float:
    value = _positive(text)
    if value >= 100:
        raise argparse.ArgumentTypeError(f"must be below 100 (got {text})")
    return value / 100


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be > 0 (got {text})")
    return value


def run(args: argparse.Namespace) -> int:
    try:
        scenario = load_scenario(args.scenario)
        budget = None
        if args.budget is not None:
            currency = (args.budget_currency or scenario.costs.currency).upper()
            budget = Money(amount=args.budget, currency=currency)
        advice = recommend(
            scenario,
            args.deadline_days,
            budget,
            billing="prorated" if args.billing == "prorated" else "whole-periods",
            kinds=frozenset(args.only) if args.only else None,
            margin=memory_margin(scenario.framework, scenario.objective),
            deadline_end=args.deadline_at,
            errors=run_errors(),
            deadline_target=args.deadline_target,
        )
    except ScenarioError as error:
        raise UserError(str(error)) from None
    except UnknownIdError as error:
        raise UserError(str(error)) from None
    except PlanError as error:
        raise UserError(refusal_words(error)) from None
    except CatalogError as error:
        raise UserError(str(error)) from None
    except ValueError as error:  # a bad --budget-currency
        raise UserError(f"--budget-currency: {error}") from None
    except (ArithmeticError, RecursionError) as error:
        raise UserError(f"{args.scenario}: numbers out of range ({type(error).__name__})") from None
    if args.top < 1:
        raise UserError("--top: must be ≥ 1")
    if args.json:
        print(finite_json(advice.to_json_dict(top=args.top)))
    else:
        print(format_advice(advice, args.top))
    return 0


def _cost(option: Option) -> str:
    """The option's cost, or that it needs a price (never its electricity)."""
    if option.cost is None:
        with i18n.language_in_use("en"):
            return recommend_words.needs_price()
    return format_money(option.cost.amount, option.cost.currency)


def _line(option: Option) -> str:
    knobs = option.evaluated.knobs
    texts = [r.text for r in option.reasons] + (["your quote"] if option.your_quote else [])
    if option.card_quote is not None:
        with i18n.language_in_use("en"):
            texts.append(recommend_words.card_price_note(option))
    if option.quote is not None and option.quote.stale:
        texts.append(f"stale price (quoted {option.quote.date})")
    rollout = option.evaluated.result.rollout
    if rollout is not None:  # GRPO: the placement and the split
        with i18n.language_in_use("en"):
            texts.insert(0, recommend_words.placement(rollout))
    reasons = f"  <- {'; '.join(texts)}" if texts else ""
    front = "*" if option.pareto else " "
    return (
        f"{front} {option.label:<44} {option.train_days:7.2f} d "
        f"({option.train_days_conservative:.2f}) "
        f"{'' if option.p_deadline is None else percent(option.p_deadline):>7} "
        f"{_cost(option):>28} {option.cost_kind:<16} "
        f"{knobs.sharding}/{knobs.activation_checkpointing}/mb {knobs.micro_batch}"
        f"{'/offload' if knobs.offload_optimizer else ''}{reasons}"
    )


def _binding_text(reason: Reason) -> str:
    """What rules every option out, worded as the GUI words it (a card's capacity in GiB)."""
    with i18n.language_in_use("en"), formatting.memory_unit_in_use("GiB"):
        return recommend_words.binding(reason)


def format_advice(advice: Recommendation, top: int) -> str:
    lines = [
        f"Searched {advice.searched:,} configurations "
        f"({advice.pruned:,} more left out as dominated splits); "
        f"{len(advice.options)} options fit.",
    ]
    for rate in advice.rate_details.values():
        whose = "your rate" if rate.origin == "yours" else f"ECB reference rate of {rate.date}"
        lines.append(f"Exchange rate: 1 {rate.currency} = {rate.worth:.4g} {rate.base} ({whose})")
    if advice.pick is not None and advice.reason is not None:
        lines.append(f"Pick: {advice.pick.label} — {advice.reason.text}")
        chance, target = advice.pick.p_deadline, advice.deadline_target
        if chance is not None and target is not None:
            lines.append(
                f"{percent(chance)} likely to finish within {advice.deadline_days:g} days "
                f"(options count as in time from {percent(target)})"
            )
        rollout = advice.pick.evaluated.result.rollout
        if rollout is not None:
            with i18n.language_in_use("en"), formatting.memory_unit_in_use("GB"):
                lines.append(f"Placement: {recommend_words.placement(rollout)}")
                lines.append(recommend_words.placement_why(rollout))
        if advice.at_risk is not None:
            with i18n.language_in_use("en"), formatting.memory_unit_in_use("GiB"):
                lines.append(recommend_words.at_risk(advice.at_risk))
        if advice.runner_up is not None:
            lines.append(f"Runner-up: {advice.runner_up.label}")
    elif advice.binding_constraint is not None:
        lines.append(f"Nothing qualifies: {_binding_text(advice.binding_constraint)}")
    lines.append(
        "  hardware                                      days (P90)    P(deadline)"
        "                     cost"
    )
    lines += [_line(option) for option in advice.options[:top]]
    lines.append("* on the Pareto front of days and cost")
    quotes = advice.quotes_as_typed
    if quotes:
        lines.append("Your quotes:")
        lines += [_line(option) for option in quotes]
    for option in quotes:
        figures = option.buy_vs_rent
        if figures is None:
            continue
        money = figures.currency
        even = figures.break_even_runs_per_year
        lines.append(
            f"Buy {option.label} vs rent {option.rent_alternative}: owning "
            f"{format_money(figures.fixed_per_year, money)} a year + "
            f"{format_money(figures.electricity_per_run, money)} electricity a run; rent "
            f"{format_money(figures.rent_per_run, money)} a run; "
            + (f"buying pays from {even:.1f} runs a year" if even else "renting always cheaper")
        )
    return "\n".join(lines)
