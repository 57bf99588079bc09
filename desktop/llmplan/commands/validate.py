"""`llmplan validate [--framework ID] [--objective ID] [--json]`: measured runs against their
plans.

Plans every bundled record of `resources/validation/` and prints, per record, the memory the
card showed against the planned memory in use (GiB) and the measured tokens/s against the
planned band; then the median and worst |error| per framework, and how well the odds held
(llmplan.odds_check).
"""

from __future__ import annotations

import argparse
import json
import math
import typing

from llmplan.commands.catalog import format_table
from llmplan.core.scenario import Objective
from llmplan.core.stacks.registry import FRAMEWORK_IDS
from llmplan.odds_check import OddsCheck, format_odds_check, shipped_odds_check
from llmplan.presentation.labels import choice_label
from llmplan.validation import FrameworkSummary, RecordResult, summarize, validate

DESCRIPTION = (
    "Plan each measured (and simulated) training run in resources/validation/ and "
    "compare memory and throughput; median and worst error per framework."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--framework", choices=FRAMEWORK_IDS, help="only the runs of this framework"
    )
    parser.add_argument(
        "--objective",
        choices=typing.get_args(Objective),
        help="only the runs of this objective (sft, dpo, …)",
    )
    parser.add_argument("--json", action="store_true", help="print records and summary as JSON")
    parser.add_argument(
        "--serving",
        action="store_true",
        help="the published serving figures (resources/validation/serving/) instead",
    )


def run(args: argparse.Namespace) -> int:
    if args.serving:
        return _run_serving(as_json=args.json)
    results = validate()
    if args.framework:
        results = [r for r in results if r.framework == args.framework]
    if args.objective:
        results = [r for r in results if r.record.scenario.objective == args.objective]
    summary = summarize(results)
    if args.json:
        data = {
            "records": [record_dict(r) for r in results],
            "summary": [summary_dict(s) for s in summary],
            "odds": odds_dict(shipped_odds_check()),  # over every shipped run
        }
        print(json.dumps(data, indent=2, ensure_ascii=False))
    else:
        print(format_report(results, summary))
        print()
        print(format_odds_check(shipped_odds_check()))
    return 0


def record_dict(r: RecordResult) -> dict[str, object]:
    return {
        "id": r.record.id,
        "kind": r.record.kind,
        "framework": r.framework,
        "objective": r.record.scenario.objective,
        "source": r.record.source.title,
        "measured_gib": r.measured_gib,
        "planned_gib": r.planned_in_use_gib,
        "memory_error": r.memory_error,
        "capacity_gib": r.capacity_gib,
        "planned_fits": r.planned_fits,
        "fits_but_exceeded": r.fits_but_exceeded,
        "ran_but_planned_not_to_fit": r.ran_but_planned_not_to_fit,
        "measured_tokens_per_second": r.record.measured.tokens_per_second,
        "planned_tokens_per_second_low": r.planned_tps_low,
        "planned_tokens_per_second_high": r.planned_tps_high,
        "tokens_per_second_inside_band": r.tps_inside_band,
        "implied_mfu": r.implied_mfu,
        "memory_compared": r.compared,
        "memory_not_compared_because": r.memory_not_compared or None,
        "tokens_per_second_not_compared_because": r.tps_not_compared or None,
    }


def odds_dict(check: OddsCheck) -> dict[str, object]:
    """The odds' leave-one-out check (llmplan.odds_check) as JSON."""
    return {
        "throughput_runs": check.throughput_runs,
        "inside_p10_p90": check.inside_p10_p90,
        "coverage": check.coverage,
        "median_width": check.median_width,
        "outside_p10_p90": list(check.missed),
        "memory_runs": check.memory_runs,
        "fits_95_runs": check.confident_fits,
        "fits_95_but_exceeded": list(check.confident_but_exceeded),
        "deciles": [
            {"stated": t.stated, "throughput": t.observed, "memory": m.observed}
            for t, m in zip(check.throughput_deciles, check.memory_deciles, strict=True)
        ],
    }


def summary_dict(s: FrameworkSummary) -> dict[str, object]:
    def finite(x: float) -> float | None:
        return x if math.isfinite(x) else None

    return {
        "framework": s.framework,
        "measured_runs": s.runs,
        "simulated_runs": s.simulated,
        "simulated_worst_abs_memory_error": finite(s.simulated_worst_abs_error),
        "median_abs_memory_error": finite(s.median_abs_error),
        "worst_abs_memory_error": finite(s.worst_abs_error),
        "median_memory_error": finite(s.median_error),
        "most_under_memory_error": finite(s.most_under),
        "most_over_memory_error": finite(s.most_over),
        "runs_under": s.under,
        "runs_over": s.over,
        "runs_fits_but_exceeded": s.fits_but_exceeded,
        "runs_ran_but_planned_not_to_fit": s.ran_but_planned_not_to_fit,
    }


def _pct(x: float | None) -> str:
    return "-" if x is None or not math.isfinite(x) else f"{x * 100:+.1f} %"


def _in_band(r: RecordResult) -> str:
    if r.tps_not_compared:
        return "not compared"
    return {None: "-", True: "yes", False: "NO"}[r.tps_inside_band]


def _reasons(results: list[RecordResult]) -> list[str]:
    """One line per figure a record keeps but does not compare, with the record's reason."""
    lines = []
    for r in results:
        for what, reason in (("memory", r.memory_not_compared), ("tokens/s", r.tps_not_compared)):
            if reason:
                lines.append(f"{r.record.id}: {what} not compared: {reason}")
    return lines


def format_report(results: list[RecordResult], summary: list[FrameworkSummary]) -> str:
    rows = [
        {
            "run": r.record.id,
            "kind": r.record.kind,
            "measured GiB": "-" if r.measured_gib is None else f"{r.measured_gib:,.2f}",
            "planned GiB": f"{r.planned_in_use_gib:,.2f}",
            "error": _pct(r.memory_error),
            "tokens/s": "-"
            if r.record.measured.tokens_per_second is None
            else f"{r.record.measured.tokens_per_second:,.0f}",
            "planned band": f"{r.planned_tps_low:,.0f}–{r.planned_tps_high:,.0f}",
            "in band": _in_band(r),
            "compared": r.compared,
        }
        for r in results
    ]
    lines = [format_table(rows) if rows else "(no runs)", ""]
    reasons = _reasons(results)
    if reasons:
        lines += [*reasons, ""]
    for s in summary:
        lines.append(
            f"{choice_label('framework', s.framework)} ({s.framework}): {s.runs} measured runs, "
            f"median |error| {_pct(s.median_abs_error).lstrip('+')}, worst "
            f"{_pct(s.worst_abs_error).lstrip('+')}"
            + (f"; {_directions(s)}" if s.runs else "")
            + (
                f"; {s.simulated} simulated reference points, worst "
                f"{_pct(s.simulated_worst_abs_error).lstrip('+')}"
                if s.simulated
                else ""
            )
        )
    misses = [r.record.id for r in results if r.fits_but_exceeded]
    lines.append(
        "No run where the plan said 'fits' and the measurement exceeded the card."
        if not misses
        else "Planned to fit but exceeded the card: " + ", ".join(misses)
    )
    refused = [r.record.id for r in results if r.ran_but_planned_not_to_fit]
    lines.append(
        "No run where the plan said 'does not fit' and the run ran on that card."
        if not refused
        else "Planned not to fit but ran on that card: " + ", ".join(refused)
    )
    return "\n".join(lines)


def _directions(s: FrameworkSummary) -> str:
    """Both directions of the memory error: signed median, the largest each way and how
    many runs each way (negative: the plan below what the run used)."""
    return (
        f"signed median {_pct(s.median_error)}, from {_pct(s.most_under)} to "
        f"{_pct(s.most_over)} ({s.under} under, {s.over} over)"
    )


def _run_serving(as_json: bool) -> int:
    """Each published serving figure against the plan, with its error or band, and source;
    then the share of measured speeds inside their planned band."""
    from llmplan.serving_validation import INSIDE_BAND_SHARE, TOLERANCE, validate_serving

    checks = validate_serving()
    rows = [
        {
            "id": c.record.id,
            "figure": c.figure,
            "measured": c.measured,
            "planned": c.planned,
            "band": list(c.band) if c.band is not None else None,
            "error": c.error,
            "within": c.within,
            "source": c.record.source.url,
        }
        for c in checks
    ]
    speeds = [c for c in checks if c.band is not None]
    inside = sum(c.within for c in speeds) / len(speeds) if speeds else 1.0
    if as_json:
        summary = {"tolerance": TOLERANCE, "speeds_inside_band": inside}
        print(json.dumps({**summary, "checks": rows}, indent=2, ensure_ascii=False))
        return 0
    for c in checks:
        if c.band is not None:
            judged = f"band {c.band[0]:.4g}–{c.band[1]:.4g}, {'inside' if c.within else 'outside'}"
        else:
            judged = f"{c.error:+.1%}{'' if c.within else ', outside 10 %'}"
        print(
            f"{c.record.id}  {c.figure}: measured {c.measured:g}, planned {c.planned:.4g} "
            f"({judged})  {c.record.source.url}"
        )
    print(
        f"speeds inside the planned band: {inside:.0%} of {len(speeds)} "
        f"(at least {INSIDE_BAND_SHARE:.0%} wanted); sizes within {TOLERANCE:.0%}"
    )
    return 0
