"""The report as HTML (rendered by QTextDocument into the PDF): verdict first, then details."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import date
from html import escape
from typing import Any

from PySide6.QtCore import QCoreApplication

from llmplan.core.result import Explanation, PlanResult
from llmplan.core.scenario import MFU_CONSERVATIVE, MFU_OPTIMISTIC, Scenario
from llmplan.gui import formatting
from llmplan.report.cell_text import display_rows
from llmplan.report.pilot_section import measured_lines, pilot_title
from llmplan.report.tables import Table, inputs_rows, memory_fit_table, timeline_table
from llmplan.report.verdict import verdict_sentence

_translate = QCoreApplication.translate

STYLE = """
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #111; }
h1 { font-size: 18pt; margin-bottom: 2px; }
h2 { font-size: 13pt; margin-top: 16px; border-bottom: 1px solid #888; }
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
    return f"<p><b>{escape(table.title)}</b></p>" + _table_html(
        [_translate("ReportHtml", "Figure"), *table.columns], display_rows(table)
    )


def _corpus_html(corpus: Mapping[str, Any]) -> str:
    low, high = corpus.get("ci95_low"), corpus.get("ci95_high")
    rows: list[list[str]] = [
        [
            _translate("ReportHtml", "Files found"),
            formatting.number(float(corpus.get("files_total", 0))),
        ],
        [
            _translate("ReportHtml", "Files read"),
            formatting.number(float(corpus.get("files_read", 0))),
        ],
        [
            _translate("ReportHtml", "Size"),
            formatting.size_bytes(float(corpus.get("bytes_total", 0))),
        ],
        [
            _translate("ReportHtml", "Tokens (estimated)"),
            formatting.compact(float(corpus.get("tokens_estimated", 0))),
        ],
    ]
    if low is not None and high is not None:
        rows.append(
            [
                _translate("ReportHtml", "95 % interval"),
                f"{formatting.compact(float(low))} – {formatting.compact(float(high))}",
            ]
        )
    if "usable_tokens" in corpus:
        rows.append(
            [
                _translate("ReportHtml", "Usable tokens after cleaning"),
                formatting.compact(float(corpus["usable_tokens"])),
            ]
        )
    if "pages_equivalent" in corpus:
        rows.append(
            [
                _translate("ReportHtml", "Pages equivalent"),
                formatting.compact(float(corpus["pages_equivalent"])),
            ]
        )
    if corpus.get("sampled"):
        rows.append(
            [
                _translate("ReportHtml", "Method"),
                _translate("ReportHtml", "random sample, extrapolated to the whole folder"),
            ]
        )
    return _table_html(
        [_translate("ReportHtml", "What"), _translate("ReportHtml", "Value")], rows, numeric=False
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


def _input_text(value: object) -> str:
    """An explanation input as a person reads it: 8.03 B rather than 8030261248."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return str(value)
    if abs(value) >= 10_000:
        return formatting.compact(float(value))
    return formatting.number(float(value), 0 if float(value).is_integer() else 3)


def _explanations_html(explanations: Mapping[str, Explanation]) -> str:
    """One short block per figure: value, formula, inputs, source."""
    formula_word = _translate("ReportHtml", "Formula")
    inputs_word = _translate("ReportHtml", "Inputs")
    source_word = _translate("ReportHtml", "Source")
    blocks = []
    for explanation in explanations.values():
        value = (
            "–"
            if explanation.value is None
            else (f"{_input_text(explanation.value)} {explanation.unit}".strip())
        )
        inputs = "; ".join(f"{k} = {_input_text(v)}" for k, v in explanation.inputs.items())
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
        "<p class='small'>"
        + escape(_translate("ReportHtml", "LLM Training Planner report"))
        + f" · {escape(date.today().isoformat())}</p>",
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
    measured = measured_lines(results)  # pilot runs: which figures were measured
    if measured:
        lines = "<br>".join(escape(line) for line in measured)
        parts += [_h2(pilot_title()), f"<p>{lines}</p>"]
    if corpus is not None:
        parts += [
            _h2(_translate("ReportHtml", "Your documents")),
            _corpus_html(corpus),
        ]
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
    parts.append("</body></html>")
    return "".join(parts)
