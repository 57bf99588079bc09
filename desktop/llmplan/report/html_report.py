"""The report as HTML (rendered by QTextDocument into the PDF): verdict first, then details."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape

from PySide6.QtCore import QDate, QLocale

from llmplan.core.advisor.recommend import Recommendation
from llmplan.core.result import Explanation, PlanResult
from llmplan.core.scenario import Scenario
from llmplan.corpus.report import CorpusReport
from llmplan.presentation import formatting, i18n, model_words
from llmplan.presentation.accuracy_text import validation_note
from llmplan.presentation.cells import display_rows
from llmplan.presentation.explanations import explanation_text
from llmplan.presentation.hardware_names import capacity_footnote, catalog_name, plan_hardware
from llmplan.presentation.odds_text import odds_lines
from llmplan.presentation.pilot_text import measured_lines, pilot_title
from llmplan.presentation.price_text import buy_vs_rent_explained, plan_price_lines
from llmplan.presentation.source_list import report_sources, sources_heading, sources_note
from llmplan.presentation.tables import Table, inputs_rows, memory_fit_table, timeline_table
from llmplan.presentation.token_chain_text import chain_headers, chain_rows
from llmplan.presentation.verdict import verdict_sentence
from llmplan.presentation.warning_text import warning_text
from llmplan.report.options_section import options_html, ownership_html
from llmplan.report.provenance import provenance_rows, type_headers, type_rows
from llmplan.report.serving_section import serving_page

_t = i18n.translator("ReportHtml")

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


FIGURE_LABEL_WIDTH = 30  # percent of the page for a figure table's row labels


def _h2(text: str) -> str:
    return f"<h2>{escape(text)}</h2>"


def _p(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def _table_html(
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    numeric: bool = True,
    first_width: int | None = None,
) -> str:
    """`first_width`: the label column's share of the page in percent, so its longest word
    ("Datenaufbereitung") never breaks while the figures share the rest."""
    widths = [f" width='{first_width}%'" if first_width else ""] + [""] * (len(headers) - 1)
    head = "".join(f"<th{w}>{escape(h)}</th>" for h, w in zip(headers, widths, strict=True))
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
        [_t("Figure"), *table.columns], display_rows(table), first_width=FIGURE_LABEL_WIDTH
    )


def _assumptions_html(scenario: Scenario, results: Sequence[PlanResult]) -> str:
    """What the main plan assumes, read from the plan (its stack's band, draw, overheads
    and how far measured runs back it: presentation/model_words.py), then the timeline's
    settings and every plan's warnings."""
    timeline = scenario.timeline
    items = []
    if results:
        main = results[0]
        items += [
            model_words.band_text(main)
            + " "
            + _t("A measured tokens/s replaces the band when given."),
            model_words.power_text(main),
            model_words.overhead_text(main),
        ]
        if main.validation is not None:
            items.append(_t("Memory accuracy: %1.").replace("%1", validation_note(main.validation)))
    items += [
        _t(
            "Data preparation at %1 MB/s; pilot run %2 of an epoch; evaluation %3 of "
            "training; a checkpoint every %4 h at %5 GB/s.",
        )
        .replace("%1", formatting.short_number(timeline.prep_mb_per_second))
        .replace("%2", formatting.percent(timeline.pilot_fraction, 1).replace(",0 %", " %"))
        .replace("%3", formatting.percent(timeline.eval_fraction))
        .replace("%4", formatting.short_number(timeline.checkpoint_every_hours))
        .replace("%5", formatting.short_number(timeline.checkpoint_write_gb_s)),
        _t("Units: 1 GB = 10⁹ bytes; 1 TFLOPS = 10¹² operations per second."),
    ]
    for result in results:
        items += [f"{plan_hardware(result)}: {warning_text(w)}" for w in result.warning_details]
    return "<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>"


def _prices_html(results: Sequence[PlanResult], scenario: Scenario) -> str:
    """Each price as quoted (yours or the book's, dated) and the rate that converted it."""
    lines = plan_price_lines(results, scenario)
    if not lines:
        return ""
    items = "".join(f"<li>{escape(line)}</li>" for line in lines)
    return f"<h3>{escape(_t('Prices and exchange rates'))}</h3><ul>{items}</ul>"


def _explanations_html(explanations: Mapping[str, Explanation]) -> str:
    """One short block per figure: value, formula, inputs, source."""
    formula_word = _t("Formula")
    inputs_word = _t("Inputs")
    source_word = _t("Source")
    blocks = []
    for key, explanation in explanations.items():
        shown = explanation_text(key, explanation)
        inputs = "; ".join(f"{name} = {value}" for name, value in shown.inputs)
        lines = [
            f"<b>{escape(shown.label)}</b>: {escape(shown.value)}",
            escape(formula_word) + f": <i>{escape(shown.formula)}</i>",
        ]
        if inputs:
            lines.append(f"{escape(inputs_word)}: {escape(inputs)}")
        if shown.source:
            lines.append(f"{escape(source_word)}: {escape(shown.source)}")
        blocks.append(f"<p class='small'>{'<br>'.join(lines)}</p>")
    return "".join(blocks)


def _serving_html(scenario: Scenario, training: PlanResult | None) -> str:
    """The serving page (issue 36), where the scenario has a `serving` section, with the
    lifecycle of training and serving and seed 001's trade-off."""
    serving = serving_page(scenario, training)
    if serving is None:
        return ""
    table, (heading, merge, bands), life, trade = serving
    lifecycle = ""
    for block in (life, trade):
        if block:
            items = "".join(f"<li>{escape(line)}</li>" for line in block[1:])
            lifecycle += f"<h3>{escape(block[0])}</h3><ul>{items}</ul>"
    return (
        _h2(table.title)
        + _p(heading)
        + _table_html(
            [_t("Figure"), *table.columns], display_rows(table), first_width=FIGURE_LABEL_WIDTH
        )
        + _p(merge)
        + f'<p class="small">{escape(bands)}</p>'
        + lifecycle
    )


def byline(scenario: Scenario) -> str:
    """ "Prepared by A. Author · 1 December 2026 · LLM Training Planner"."""
    locale = QLocale()  # the app's; a report in another language dates itself in that one
    if locale.name().split("_")[0] != i18n.language():
        locale = QLocale(i18n.language())
    today = locale.toString(QDate.currentDate(), QLocale.FormatType.LongFormat)
    parts = []
    if scenario.author.strip():
        parts.append(_t("Prepared by %1").replace("%1", scenario.author.strip()))
    parts += [today, _t("LLM Training Planner report")]
    return " · ".join(parts)


def report_html(
    scenario: Scenario,
    results: Sequence[PlanResult],
    corpus: CorpusReport | None,
    memory_image: str,
    timeline_image: str,
    image_width: int,
    advice: Recommendation | None = None,
) -> str:
    """The whole report; the two images are referenced by the resource names given."""
    main = results[0] if results else None
    model = catalog_name(main.model_name, not isinstance(scenario.model, str)) if main else ""
    title = scenario.name or _t("Training plan: %1").replace("%1", model)
    parts = [
        f"<html><head><style>{STYLE}</style></head><body>",
        f"<h1>{escape(title)}</h1>",
        "<p class='small'>" + escape(byline(scenario)) + "</p>",
    ]
    if main is not None:
        parts.append(f"<p class='verdict'>{escape(verdict_sentence(main))}</p>")
        odds = odds_lines(main)  # sentences a purchase request can quote
        if odds:
            parts.append("<ul>" + "".join(f"<li>{escape(line)}</li>" for line in odds) + "</ul>")
        others = [f"<li>{escape(verdict_sentence(r))}</li>" for r in results[1:]]
        if others:
            parts.append(_p(_t("Other hardware compared:")) + f"<ul>{''.join(others)}</ul>")
    parts += [
        _h2(_t("Inputs")),
        _table_html(
            [_t("What"), _t("Value")],
            [
                list(r)
                for r in inputs_rows(
                    scenario,
                    main.model_name if main else None,
                    plan_hardware(main) if main else None,
                    main,
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
            _h2(_t("Where the training tokens come from")),
            _table_html([_t("What"), _t("Value")], provenance_rows(corpus), numeric=False),
        ]
        types = type_rows(corpus)
        if types:
            parts.append("<p></p>" + _table_html(type_headers(), types))
    if main is not None and main.token_chain is not None:
        rows = [[r.step, r.factor, r.tokens, r.note] for r in chain_rows(main.token_chain, corpus)]
        parts += [
            _h2(_t("From the folder to the tokens trained")),
            _table_html(chain_headers(), rows, numeric=False),
        ]
    parts += [
        _h2(_t("Does it fit in GPU memory?")),
        _p(
            _t(
                "Each bar is the memory one card needs; the dashed line is "
                "what the card has. Hatched: free memory.",
            )
        ),
        f"<p><img src='{memory_image}' width='{image_width}'></p>",
        _figure_table(memory_fit_table(results)),
        f'<p class="small">{escape(capacity_footnote(scenario, results))}</p>'
        if capacity_footnote(scenario, results)
        else "",
        _h2(_t("How long, how much energy, what cost?")),
        _p(
            _t(
                "Dark bars: the plan; light bars: how much longer it may take "
                "at the conservative efficiency. Below: energy used and its electricity "
                "cost as training runs.",
            )
        ),
        f"<p><img src='{timeline_image}' width='{image_width}'></p>",
        _figure_table(timeline_table(results)),
        _prices_html(results, scenario),
        _serving_html(scenario, main),
        options_html(advice) if advice is not None else "",  # advisor: "Options considered"
        ownership_html(advice) if advice is not None else "",
        _h2(_t("Assumptions")),
        _assumptions_html(scenario, results),
    ]
    if main is not None and main.explanations:
        parts += [
            _h2(_t("How each figure is computed (%1)").replace("%1", plan_hardware(main))),
            _explanations_html({**main.explanations, **main.energy.price_explanations}),
        ]
    owning = buy_vs_rent_explained(advice) if advice is not None else None
    if owning is not None:  # buy against rent of the first purchase the options page names
        parts += [_h2(owning[0]), _explanations_html(owning[1])]
    for other in results[1:]:
        # the same model and data: only what the other hardware changes is explained again
        differing = {
            key: explanation
            for key, explanation in other.explanations.items()
            if main is None or key not in main.explanations or main.explanations[key] != explanation
        }
        if differing:
            parts += [
                _h2(_t("How the figures of %1 are computed").replace("%1", plan_hardware(other))),
                _p(
                    _t(
                        "Figures that differ from the main hardware; the others are the same.",
                    )
                ),
                _explanations_html(differing),
            ]
    sources = report_sources(results, advice)
    if sources:  # each work cited above, once, with its address (or that it names none)
        items = "".join(f"<li>{escape(line)}</li>" for line in sources)
        parts += [_h2(sources_heading()), f"<p class='small'>{escape(sources_note())}</p>"]
        parts.append(f"<ul class='small'>{items}</ul>")
    parts.append("</body></html>")
    return "".join(parts)
