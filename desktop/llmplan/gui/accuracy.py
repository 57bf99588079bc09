"""Help → "How accurate is this?": the shipped validation table, and the one-line accuracy
every memory verdict carries ("fits, 18 GiB to spare; validated to ±8 % on 14 runs of this
stack"). The figures come from `llmplan.validation`; nothing is computed here."""

from __future__ import annotations

import math
from html import escape

from PySide6.QtCore import QCoreApplication

from llmplan.core.result import PlanResult
from llmplan.odds_check import OddsCheck, shipped_odds_check
from llmplan.presentation import formatting
from llmplan.presentation.accuracy_text import accuracy_note, validation_note
from llmplan.presentation.labels import choice_label
from llmplan.validation import FrameworkSummary, RecordResult, shipped_summary, validate


def _tr(text: str) -> str:
    return QCoreApplication.translate("Accuracy", text)


def memory_verdict(result: PlanResult) -> str:
    """ "Fits, 18 GiB to spare; validated to ±13 % on 12 runs of this stack"."""
    m = result.memory.memory_per_gpu_gb
    if result.memory.fit_status == "does_not_fit":
        head = _tr("Does not fit, %1 short").replace("%1", formatting.size_gb(-m.free))
    elif result.memory.fit_status == "tight":
        head = _tr("Fits tightly, %1 to spare").replace("%1", formatting.size_gb(m.free))
    else:
        head = _tr("Fits, %1 to spare").replace("%1", formatting.size_gb(m.free))
    note = (
        validation_note(result.validation) if result.validation else accuracy_note(result.framework)
    )
    return f"{head}; {note}"


def _pct(value: float | None) -> str:
    """A signed error in the UI's number format: "+5.3 %" / "+5,3 %"."""
    if value is None or not math.isfinite(value):
        return "–"
    sign = "+" if value >= 0 else "-"
    # a no-break space: the % stays with its figure at a line end
    return f"{sign}{formatting.number(abs(value) * 100, 1)}\u00a0%"


def _gib(value: float | None) -> str:
    return "–" if value is None else formatting.number(value, 2)


def _kind(kind: str) -> str:
    return {"measured": _tr("measured"), "simulated": _tr("simulated")}.get(kind, kind)


def accuracy_html(
    results: list[RecordResult] | None = None, summary: list[FrameworkSummary] | None = None
) -> str:
    rows = validate() if results is None else results
    totals = list(shipped_summary().values()) if summary is None else summary
    head = "".join(
        f"<th>{escape(h)}</th>"
        for h in (
            _tr("Run"),
            _tr("Framework"),
            _tr("Kind"),
            _tr("Measured (GiB)"),
            _tr("Planned (GiB)"),
            _tr("Error"),
            _tr("Tokens/s measured"),
            _tr("Planned band"),
            _tr("Source"),
        )
    )
    body = "".join(
        "<tr>"
        + "".join(
            f"<td>{escape(cell)}</td>"
            for cell in (
                r.record.id,
                r.framework,
                _kind(r.record.kind),
                _gib(r.measured_gib),
                _gib(r.planned_in_use_gib),
                _pct(r.memory_error),
                "–"
                if r.record.measured.tokens_per_second is None
                else formatting.number(r.record.measured.tokens_per_second),
                formatting.number_range(r.planned_tps_low, r.planned_tps_high, digits=1),
                r.record.source.title,
            )
        )
        + "</tr>"
        for r in rows
    )
    lines = "".join(
        "<li>"
        + escape(
            _tr("%1: %2 measured runs, median |error| %3, worst %4")
            .replace("%1", choice_label("framework", s.framework))
            .replace("%2", str(s.runs))
            .replace("%3", _pct(s.median_abs_error).lstrip("+"))
            .replace("%4", _pct(s.worst_abs_error).lstrip("+"))
        )
        + "</li>"
        for s in totals
    )
    intro = _tr(
        "Every run below was planned with the same scenario it was measured with. Memory is "
        "compared as the card shows it (CUDA context + what PyTorch's allocator reserved), "
        "in GiB; throughput against the planned optimistic–conservative band. Simulated "
        "points (PyTorch FakeTensor) are compared on allocated memory only."
    )
    reasons = "".join(
        f"<li>{escape(r.record.id)}: {escape(what)} {escape(reason)}</li>"
        for r in rows
        for what, reason in (
            (_tr("memory not compared:"), r.memory_not_compared),
            (_tr("tokens/s not compared:"), r.tps_not_compared),
        )
        if reason
    )
    return (
        f"<p>{escape(intro)}</p><ul>{lines}</ul>"
        + odds_html(shipped_odds_check())
        + f"<table border='1' cellspacing='0' cellpadding='3'><tr>{head}</tr>{body}</table>"
        + (f"<ul>{reasons}</ul>" if reasons else "")
    )


def odds_html(check: OddsCheck) -> str:
    """Stated against observed: how well the odds held on the shipped runs, each run left
    out of its own evidence (llmplan.odds_check)."""
    percent = formatting.percent
    items = [
        _tr("The P10–P90 training time held %1 of %2 measured runs (%3); median width %4×.")
        .replace("%1", str(check.inside_p10_p90))
        .replace("%2", str(check.throughput_runs))
        .replace("%3", percent(check.coverage))
        .replace("%4", formatting.number(check.median_width, 2)),
        _tr("%1 runs were planned at P(fits) ≥ 95 % on their own card; above the card: %2.")
        .replace("%1", str(check.confident_fits))
        .replace("%2", ", ".join(check.confident_but_exceeded) or _tr("none")),
    ]
    if check.missed:
        items.append(_tr("Outside their P10–P90: %1").replace("%1", ", ".join(check.missed)))
    head = "".join(
        f"<th>{escape(h)}</th>"
        for h in (_tr("Stated"), _tr("Observed: throughput"), _tr("Observed: memory"))
    )
    body = "".join(
        f"<tr><td>{percent(speed.stated)}</td><td>{percent(speed.observed)}</td>"
        f"<td>{percent(memory.observed)}</td></tr>"
        for speed, memory in zip(check.throughput_deciles, check.memory_deciles, strict=True)
    )
    title = _tr(
        "How well the stated odds held: each run left out of its own evidence, how often the "
        "measurement fell below the stated quantile"
    )
    return (
        f"<h3>{escape(title)}</h3><ul>"
        + "".join(f"<li>{escape(item)}</li>" for item in items)
        + f"</ul><table border='1' cellspacing='0' cellpadding='3'><tr>{head}</tr>{body}</table>"
    )
