"""`llmplan report SCENARIO.json --out report.pdf`: the buyer's report, headless."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import TYPE_CHECKING

from llmplan.presentation.i18n import LANGUAGES, SOURCE_LANGUAGE
from llmplan.report.export import FORMATS, ReportFormat, format_for_path

if TYPE_CHECKING:
    pass

DESCRIPTION = (
    "Plan a scenario file and write the report: verdict, inputs, memory fit and "
    "timeline charts and tables, assumptions and the explanation of every figure."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("scenario", type=Path, help="scenario file (JSON)")
    parser.add_argument(
        "--out",
        "-o",
        type=Path,
        default=None,
        help="output file; the suffix picks the format (.pdf, .md, .csv, .png); "
        "default: the scenario's name with .pdf",
    )
    parser.add_argument(
        "--format",
        choices=FORMATS,
        default=None,
        help="force a format (png writes <stem>_memory.png and <stem>_timeline.png)",
    )
    parser.add_argument(
        "--language",
        choices=sorted(LANGUAGES),
        default=SOURCE_LANGUAGE,
        help="language of the words and numbers (default: en)",
    )
    parser.add_argument(
        "--deadline-days",
        type=float,
        default=None,
        help="add an 'Options considered' page: every configuration tried against this deadline",
    )
    parser.add_argument(
        "--budget", type=float, default=None, help="with --deadline-days: the most you will pay"
    )


def _choose_format(args: argparse.Namespace, out: Path) -> ReportFormat:
    from llmplan.commands.errors import UserError

    if args.format is not None:
        return args.format
    chosen = format_for_path(out)
    if chosen is None:
        raise UserError(f"--out {out}: unknown suffix; use .pdf, .md, .csv or .png (or --format)")
    return chosen


def run(args: argparse.Namespace) -> int:
    from llmplan.catalog.errors import UnknownIdError
    from llmplan.catalog.load import load_catalog, load_prices
    from llmplan.commands.errors import UserError
    from llmplan.commands.plan import field_of_unknown_id, refusal_words
    from llmplan.core.plan import PlanError, plan_candidates
    from llmplan.scenario_file import ScenarioError, load_scenario_file, with_archive_bytes
    from llmplan.validation import with_validation

    out: Path = args.out if args.out is not None else args.scenario.with_suffix(".pdf")
    report_format = _choose_format(args, out)
    if not out.parent.is_dir():
        raise UserError(f"--out {out}: folder {out.parent} does not exist")
    try:
        scenario, corpus = load_scenario_file(args.scenario)
        if corpus is not None:
            scenario = with_archive_bytes(scenario, corpus)
        results = [
            with_validation(result, scenario)
            for result in plan_candidates(scenario, load_catalog(), load_prices())
        ]
    except UnknownIdError as error:
        raise UserError(f"{field_of_unknown_id(error)}: {error}") from None
    except PlanError as error:
        raise UserError(refusal_words(error)) from None
    except (ScenarioError, ValueError, KeyError, ArithmeticError, RecursionError) as error:
        # a KeyError's str() adds quotes around the message; its first argument has none
        message = error.args[0] if error.args and isinstance(error.args[0], str) else str(error)
        raise UserError(message) from None

    from llmplan.charts.application import ensure_application
    from llmplan.presentation import i18n
    from llmplan.report.export import export_report

    ensure_application()
    i18n.set_language(args.language)
    advice = None
    if args.deadline_days is not None:
        from llmplan.core.advisor.recommend import recommend
        from llmplan.core.money import Money
        from llmplan.validation import memory_margin

        if not args.deadline_days > 0:
            raise UserError("--deadline-days: must be > 0")
        budget = (
            Money(amount=args.budget, currency=scenario.costs.currency)
            if args.budget is not None
            else None
        )
        advice = recommend(
            scenario,
            args.deadline_days,
            budget,
            margin=memory_margin(scenario.framework, scenario.objective),
        )
    try:
        written = export_report(scenario, results, corpus, out, report_format, advice)
    except OSError as error:
        raise UserError(f"cannot write {out}: {error}") from None
    for path in written:
        print(f"wrote {path}")
    return 0
