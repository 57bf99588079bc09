"""The odds in words a purchase request can quote ("93 % likely to finish within 14 days"),
English and German (resources/translations/odds_de.ts), each naming the runs it rests on."""

from __future__ import annotations

from llmplan.core.result import PlanResult
from llmplan.presentation.i18n import fill, translator

_t = translator("Odds")
SECONDS_PER_DAY = 86_400.0
# the ids named in a sentence; the rest are counted
NAMED_RUNS = 3


def percent(p: float) -> str:
    """A probability as a whole percentage that never rounds to a certainty it is not."""
    shown = round(p * 100)
    if shown == 100 and p < 1:
        return "> 99 %"
    if shown == 0 and p > 0:
        return "< 1 %"
    return f"{shown} %"


def odds_lines(r: PlanResult) -> list[str]:
    """One sentence per probability the plan has, then the P10-P90 run time and the runs the
    odds rest on; empty where the plan carries no odds."""
    p, q, evidence = r.probabilities, r.train_seconds_quantiles, r.evidence
    if p is None or q is None or evidence is None:
        return []
    lines = [fill(_t("%1 likely to fit the card"), percent(p.fits))]
    if p.deadline is not None and p.deadline_days is not None:
        lines.append(
            fill(
                _t("%1 likely to finish within %2 days"),
                percent(p.deadline),
                f"{p.deadline_days:g}",
            )
        )
    if p.budget is not None and p.budget_amount is not None:
        lines.append(
            fill(
                _t("%1 likely to stay within %2 %3"),
                percent(p.budget),
                f"{p.budget_amount:,.0f}",
                r.energy.currency,
            )
        )
    lines.append(
        fill(
            _t("Training P10–P90: %1 to %2 days (median %3)"),
            f"{q.p10 / SECONDS_PER_DAY:.1f}",
            f"{q.p90 / SECONDS_PER_DAY:.1f}",
            f"{q.p50 / SECONDS_PER_DAY:.1f}",
        )
    )
    lines.append(evidence_line(r))
    return lines


def evidence_line(r: PlanResult) -> str:
    """Which shipped runs the odds rest on, and whether they were widened."""
    evidence = r.evidence
    if evidence is None:
        return ""
    ids = sorted(set(evidence.memory_runs) | set(evidence.throughput_runs))
    named = ", ".join(ids[:NAMED_RUNS])
    more = len(ids) - NAMED_RUNS
    if more > 0:
        named = fill(_t("%1 and %2 more"), named, str(more))
    line = fill(_t("Rests on %1 of %2 measured runs: %3"), str(len(ids)), str(evidence.runs), named)
    if evidence.widened:
        line += " " + _t("(no run like this plan: the spread is widened)")
    return line
