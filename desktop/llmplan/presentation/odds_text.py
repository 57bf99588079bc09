"""The odds in words a purchase request can quote ("93 % likely to finish within 14 days"),
English and German (resources/translations/llmplan_de.ts), each naming the runs it rests on."""

from __future__ import annotations

from llmplan.core.result import PlanResult
from llmplan.presentation import formatting
from llmplan.presentation.i18n import fill, translator
from llmplan.presentation.labels import fit_status_text

_t = translator("Odds")
SECONDS_PER_DAY = 86_400.0
# the ids named in a sentence; the rest are counted
NAMED_RUNS = 3


def days_number(days: float) -> str:
    """A deadline in days as typed: "14", "3.5", "0.25" (no trailing zeros)."""
    text = formatting.number(days, 2)
    decimal = formatting.number(0.5, 1)[1]
    return text.rstrip("0").rstrip(decimal) if decimal in text else text


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
    if deadline_text(r):
        lines.append(deadline_text(r))
    if p.budget is not None and p.budget_amount is not None:
        lines.append(
            fill(
                _t("%1 likely to stay within %2 %3"),
                percent(p.budget),
                formatting.number(p.budget_amount, 0),
                r.energy.currency,
            )
        )
    lines.append(
        fill(
            _t("Training P10–P90: %1 to %2 days (median %3)"),
            formatting.number(q.p10 / SECONDS_PER_DAY, 1),
            formatting.number(q.p90 / SECONDS_PER_DAY, 1),
            formatting.number(q.p50 / SECONDS_PER_DAY, 1),
        )
    )
    if tokens_interval_text(r):
        lines.append(tokens_interval_text(r))
    lines.append(evidence_line(r))
    return lines


def tokens_interval_text(r: PlanResult) -> str:
    """ "Token count 95 % interval 8.1–9.4 B per epoch, from the corpus sample: in the run
    time and cost", or "" where the plan carries none."""
    p = r.probabilities
    if p is None or p.tokens_ci95 is None:
        return ""
    low, high = (formatting.compact(end, 3) for end in p.tokens_ci95)
    if " " in low and low.rsplit(" ", 1)[1] == high.rsplit(" ", 1)[1]:
        low = low.rsplit(" ", 1)[0]  # one suffix for both ends: "8.1–9.4 B"
    return fill(
        _t(
            "Token count 95 % interval %1–%2 per epoch, from the corpus sample: "
            "in the run time and cost"
        ),
        low,
        high,
    )


def evidence_line(r: PlanResult) -> str:
    """Which shipped runs the odds rest on, and whether they were widened."""
    evidence = r.evidence
    if evidence is None:
        return ""
    ids = sorted(set(evidence.memory_runs) | set(evidence.throughput_runs))
    if not ids:  # a pilot or measured tokens/s for both figures
        return _t("Rests on measurements of this setup (a pilot or measured tokens/s)")
    named = ", ".join(ids[:NAMED_RUNS])
    more = len(ids) - NAMED_RUNS
    if more > 0:
        named = fill(_t("%1 and %2 more"), named, str(more))
    line = fill(_t("Rests on %1 of %2 measured runs: %3"), str(len(ids)), str(evidence.runs), named)
    if evidence.widened:
        line += " " + _t("(no run like this plan: the spread is widened)")
    if not evidence.throughput_runs:
        line += " " + _t("(the run time rests on a measurement of this setup)")
    elif not evidence.memory_runs:
        line += " " + _t("(the memory rests on a measurement of this setup)")
    return line


def fit_badge(r: PlanResult) -> str:
    """The verdict as a badge: "✓ fits", "⚠ tight" (the probability goes under it:
    `fit_probability`, so that the badge never takes the names' width)."""
    status = r.memory.fit_status
    if r.probabilities is None:
        return fit_status_text(status)
    return _t("⚠ tight") if status == "tight" else fit_status_text(status)


def fit_probability(r: PlanResult) -> str:
    """P(fits) under the badge: "99 % likely", or "" without odds."""
    if r.probabilities is None:
        return ""
    return fill(_t("%1 likely"), percent(r.probabilities.fits))


def memory_odds_lines(r: PlanResult) -> list[str]:
    """The Memory fit tab's odds: P(fits), the median and P95 need, the runs behind them."""
    p, q = r.probabilities, r.memory_per_gpu_gib_quantiles
    if p is None or q is None:
        return []
    return [
        fill(_t("%1 likely to fit the card"), percent(p.fits))
        + " · "
        + fill(
            _t("need per GPU: median %1, P95 %2"),
            formatting.number(q.p50, 1) + " GiB",
            formatting.number(q.p95, 1) + " GiB",
        ),
        evidence_line(r),
    ]


def deadline_text(r: PlanResult) -> str:
    """ "96 % likely to finish within 14 days", or "" without a deadline."""
    p = r.probabilities
    if p is None or p.deadline is None or p.deadline_days is None:
        return ""
    return fill(
        _t("%1 likely to finish within %2 days"),
        percent(p.deadline),
        days_number(p.deadline_days),
    )


def band_caption(r: PlanResult) -> str:
    """What the time band is, where the plan has odds."""
    if r.train_seconds_quantiles is None:
        return ""
    return _t("P10–P90 from the planner's measured errors")


def target_prefix() -> str:
    """Before the advisor's P(deadline) target: "likely ≥ 90 %"."""
    return _t("likely ≥ ")


def target_tooltip() -> str:
    return _t(
        "How likely an option must be to finish by the deadline to count as in time, from "
        "the planner's errors on the shipped runs most like it"
    )
