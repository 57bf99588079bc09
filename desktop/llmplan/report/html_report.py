"""The report as HTML (rendered by QTextDocument into the PDF): verdict first, then details."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication, QDate, QLocale

from llmplan.core.result import Explanation, PlanResult
from llmplan.core.scenario import MFU_CONSERVATIVE, MFU_OPTIMISTIC, Scenario
from llmplan.report.cell_text import display_rows
from llmplan.report.figure_text import figure_text, input_text
from llmplan.report.provenance import provenance_rows, type_headers, type_rows
from llmplan.report.tables import Table, inputs_rows, memory_fit_table, timeline_table
from llmplan.report.verdict import verdict_sentence

_translate = QCoreApplication.translate

STYLE = """
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #111; }
h1 { font-size: 18pt; margin-bottom: 2px; }
h2 { font-size: 13pt; margin-top: 16px; border-bottom: 1px solid #888; }
h3 { font-size: 10pt; margin-top: 8px; margin-bottom: 2px; }
p.verdict { font-size: 12.5pt; font-weight: bold; background: #eef5fb; padding: 6px; }
p.small { font-size: 8.5pt; color: #333; }
table { border-collapse: collapse; }
th { background: #dde6ee; text-align: left; }
td.num { text-align: right; }
"""


def _h2(text: str) -> str:
    return f"<h2>{escape(text)}</h2>"


def _p(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def _table_html(headers: Sequence[str], rows: Sequence[Sequence[str]], numeric: bool = True) -> str:
    head = "".join(f"<th>{escape(h)}</th>" for h in headers)
    body = []
    for row in rows:
        cells = [f"<td>{escape(row[0])}</td>"]
        klass = ' class="num"' if numeric else ""
        cells += [f"<td{klass}>{escape(c)}</td>" for c in row[1:]]
        body.append("<tr>" + "".join(cells) + "</tr>")
    return (
        f'<table border="1" cellspacing="0" cellpadding="3" width="100%">'
        f"<tr>{head}</tr>{''.join(body)}</table>"
    )


def _figure_table(table: Table) -> str:
    return f"<h3>{escape(table.title)}</h3>" + _table_html(
        [_translate("ReportHtml", "Figure"), *table.columns], display_rows(table)
    )


def _assumptions_html(scenario: Scenario, results: Sequence[PlanResult]) -> str:
    costs, timeline = scenario.costs, scenario.timeline
    power = (
        _translate("ReportHtml", "PUE %1").replace("%1", f"{costs.pue:g}")
        if costs.pue
        else _translate("ReportHtml", "+%1 % for the rest of the server").replace(
            "%1", f"{costs.facility_overhead * 100:g}"
        )
    )
    items = [
        _translate(
            "ReportHtml",
            "Run time band: model FLOPs utilisation %1 % (optimistic) to %2 % (conservative); "
            "a measured tokens/s replaces it when given.",
        )
        .replace("%1", f"{MFU_OPTIMISTIC * 100:g}")
        .replace("%2", f"{MFU_CONSERVATIVE * 100:g}"),
        _translate("ReportHtml", "Power: GPU board power plus CPU TDP, %1.").replace("%1", power),
        _translate(
            "ReportHtml", "Memory overhead per card (CUDA context, allocator): %1 GB."
        ).replace("%1", f"{scenario.overhead_gb:g}"),
        _translate(
            "ReportHtml",
            "Data preparation at %1 MB/s; pilot run %2 % of an epoch; evaluation %3 % of "
            "training; a checkpoint every %4 h at %5 GB/s.",
        )
        .replace("%1", f"{timeline.prep_mb_per_second:g}")
        .replace("%2", f"{timeline.pilot_fraction * 100:g}")
        .replace("%3", f"{timeline.eval_fraction * 100:g}")
        .replace("%4", f"{timeline.checkpoint_every_hours:g}")
        .replace("%5", f"{timeline.checkpoint_write_gb_s:g}"),
        _translate("ReportHtml", "Units: 1 GB = 10⁹ bytes; 1 TFLOPS = 10¹² operations per second."),
    ]
    for result in results:
        items += [f"{result.hardware_label}: {w}" for w in result.warnings]
    return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"


def _explanations_html(explanations: Mapping[str, Explanation]) -> str:
    """One short block per figure: value, formula, inputs, source — in human units."""
    formula_word = _translate("ReportHtml", "Formula")
    inputs_word = _translate("ReportHtml", "Inputs")
    source_word = _translate("ReportHtml", "Source")
    blocks = []
    for explanation in explanations.values():
        value = figure_text(explanation.value, explanation.unit)
        inputs = "; ".join(input_text(k, v) for k, v in explanation.inputs.items())
        lines = [
            f"<b>{escape(explanation.label)}</b>: {escape(value)}",
            escape(formula_word) + f": <i>{escape(explanation.formula)}</i>",
        ]
        if inputs:
            lines.append(f"{escape(inputs_word)}: {escape(inputs)}")
        if explanation.source:
            lines.append(f"{escape(source_word)}: {escape(explanation.source)}")
        blocks.append(f"<p class='small'>{'<br>'.join(lines)}</p>")
    return "".join(blocks)


def byline(scenario: Scenario) -> str:
    """ "Prepared by A. Author · 1 December 2026 · LLM Training Planner"."""
    today = QLocale().toString(QDate.currentDate(), QLocale.FormatType.LongFormat)
    parts = []
    if scenario.author.strip():
        parts.append(
            _translate("ReportHtml", "Prepared by %1").replace("%1", scenario.author.strip())
        )
    parts += [today, _translate("ReportHtml", "LLM Training Planner report")]
    return " · ".join(parts)


def report_html(
    scenario: Scenario,
    results: Sequence[PlanResult],
    corpus: Mapping[str, Any] | None,
    memory_image: str,
    timeline_image: str,
    image_width: int,
) -> str:
    """The whole report; the two images are referenced by the resource names given."""
    main = results[0] if results else None
    title = scenario.name or _translate("ReportHtml", "Training plan: %1").replace(
        "%1", main.model_name if main else ""
    )
    parts = [
        f"<html><head><style>{STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        "<p class='small'>" + escape(byline(scenario)) + "</p>",
    ]
    if main is not None:
        parts.append(f"<p class='verdict'>{escape(verdict_sentence(main))}</p>")
        others = [f"<li>{escape(verdict_sentence(r))}</li>" for r in results[1:]]
        if others:
            parts.append(
                _p(_translate("ReportHtml", "Other hardware compared:"))
                + f"<ul>{''.join(others)}</ul>"
            )
    parts += [
        _h2(_translate("ReportHtml", "Inputs")),
        _table_html(
            [_translate("ReportHtml", "What"), _translate("ReportHtml", "Value")],
            [
                list(r)
                for r in inputs_rows(
                    scenario,
                    main.model_name if main else None,
                    main.hardware_label if main else None,
                )
            ],
            numeric=False,
        ),
    ]
    if corpus is not None:
        parts += [
            _h2(_translate("ReportHtml", "Where the training tokens come from")),
            _table_html(
                [_translate("ReportHtml", "What"), _translate("ReportHtml", "Value")],
                provenance_rows(corpus),
                numeric=False,
            ),
        ]
        types = type_rows(corpus)
        if types:
            parts.append("<p></p>" + _table_html(type_headers(), types))
    parts += [
        _h2(_translate("ReportHtml", "Does it fit in GPU memory?")),
        _p(
            _translate(
                "ReportHtml",
                "Each bar is the memory one card needs; the dashed line is "
                "what the card has. Hatched: free memory.",
            )
        ),
        f"<p><img src='{memory_image}' width='{image_width}'></p>",
        _figure_table(memory_fit_table(results)),
        _h2(_translate("ReportHtml", "How long, how much energy, what cost?")),
        _p(
            _translate(
                "ReportHtml",
                "Dark bars: the plan; light bars: how much longer it may take "
                "at the conservative efficiency. Below: energy used and its electricity "
                "cost as training runs.",
            )
        ),
        f"<p><img src='{timeline_image}' width='{image_width}'></p>",
        _figure_table(timeline_table(results)),
        _h2(_translate("ReportHtml", "Assumptions")),
        _assumptions_html(scenario, results),
    ]
    if main is not None and main.explanations:
        parts += [
            _h2(
                _translate("ReportHtml", "How each figure is computed (%1)").replace(
                    "%1", main.hardware_label
                )
            ),
            _explanations_html(main.explanations),
        ]
    for other in results[1:]:
        # the same model and data: only what the other hardware changes is explained again
        differing = {
            key: explanation
            for key, explanation in other.explanations.items()
            if main is None
            or key not in main.explanations
            or main.explanations[key].value != explanation.value
            or main.explanations[key].inputs != explanation.inputs
        }
        if differing:
            parts += [
                _h2(
                    _translate("ReportHtml", "How the figures of %1 are computed").replace(
                        "%1", other.hardware_label
                    )
                ),
                _p(
                    _translate(
                        "ReportHtml",
                        "Figures that differ from the main hardware; the others are the same.",
                    )
                ),
                _explanations_html(differing),
            ]
    parts.append("</body></html>")
    return "".join(parts)
