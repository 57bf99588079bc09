"""The report's tables as Markdown (for wikis, tickets and e-mails)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path

from llmplan.core.advisor.recommend import Recommendation
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.corpus.report import CorpusReport
from llmplan.presentation import i18n
from llmplan.presentation.cells import display_rows
from llmplan.presentation.hardware_names import capacity_footnote, plan_hardware
from llmplan.presentation.odds_text import odds_lines
from llmplan.presentation.pilot_text import measured_lines, pilot_title
from llmplan.presentation.price_text import plan_price_lines
from llmplan.presentation.source_list import report_sources, sources_heading, sources_note
from llmplan.presentation.tables import Table, inputs_rows, memory_fit_table, timeline_table
from llmplan.presentation.token_chain_text import chain_headers, chain_rows
from llmplan.presentation.verdict import verdict_sentence
from llmplan.report.options_section import options_markdown
from llmplan.report.serving_section import serving_page

_t = i18n.translator("ReportMarkdown")


def _escape(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def table_markdown(table: Table) -> str:
    """A GitHub-flavoured Markdown table: figure | candidate 1 | candidate 2 ..."""
    header = [_t("Figure"), *table.columns]
    lines = [
        "| " + " | ".join(_escape(h) for h in header) + " |",
        "|" + "|".join(["---"] + ["---:"] * len(table.columns)) + "|",
    ]
    lines += ["| " + " | ".join(_escape(c) for c in row) + " |" for row in display_rows(table)]
    return "\n".join(lines)


def chain_markdown(result: PlanResult, corpus: CorpusReport | None) -> list[str]:
    """From the folder to the tokens trained: every factor with its value."""
    if result.token_chain is None:
        return []
    headers = chain_headers()
    lines = [
        "## " + _t("From the folder to the tokens trained"),
        "",
        "| " + " | ".join(_escape(h) for h in headers) + " |",
        "|---|---:|---:|---|",
    ]
    for row in chain_rows(result.token_chain, corpus):
        cells = (row.step, row.factor, row.tokens, row.note)
        lines.append("| " + " | ".join(_escape(c) for c in cells) + " |")
    return ["", *lines]


def report_markdown(
    scenario: Scenario,
    results: Sequence[PlanResult],
    advice: Recommendation | None = None,
    corpus: CorpusReport | None = None,
) -> str:
    """Verdict, inputs and both tables."""
    title = scenario.name or _t("LLM training plan")
    parts = [
        f"# {title}",
        "",
        _t("Date") + f": {date.today().isoformat()}",
        "",
    ]
    if results:
        parts += [f"**{verdict_sentence(results[0])}**", ""]
        odds = odds_lines(results[0])  # sentences a purchase request can quote
        parts += [*(f"- {line}" for line in odds), ""] if odds else []
    parts += ["## " + _t("Inputs"), ""]
    parts += [
        f"- {_escape(k)}: {_escape(v)}"
        for k, v in inputs_rows(
            scenario,
            results[0].model_name if results else None,
            plan_hardware(results[0]) if results else None,
            results[0] if results else None,
        )
    ]
    measured = measured_lines(results)  # pilot runs: which figures were measured
    if measured:
        parts += ["", "## " + pilot_title(), ""] + [f"- {_escape(line)}" for line in measured]
    if results:
        parts += chain_markdown(results[0], corpus)
    for table in (memory_fit_table(results), timeline_table(results)):
        parts += ["", f"## {table.title}", "", table_markdown(table)]
        if table.key == "memory_fit":  # why "80 GB" in a card's name reads 79.6 GiB
            footnote = capacity_footnote(scenario, results)
            parts += ["", _escape(footnote)] if footnote else []
    prices = plan_price_lines(results, scenario)
    if prices:
        parts += ["", "### " + _t("Prices and exchange rates"), ""]
        parts += [f"- {_escape(line)}" for line in prices]
    serving = serving_page(scenario, results[0] if results else None)  # issue 36
    if serving is not None:
        table, (heading, merge, bands), life, trade = serving
        parts += ["", f"## {table.title}", "", _escape(heading), "", table_markdown(table)]
        parts += ["", _escape(merge), "", _escape(bands)]
        for block in (life, trade):  # the life of the model in one decision
            if block:
                parts += ["", f"### {_escape(block[0])}", ""]
                parts += [f"- {_escape(x)}" for x in block[1:]]
    if advice is not None:  # advisor: "Options considered"
        parts += ["", options_markdown(advice)]
    sources = report_sources(results, advice)
    if sources:  # each work cited, with its address (or that it names none)
        parts += ["", "## " + sources_heading(), "", _escape(sources_note()), ""]
        parts += [f"- {_escape(line)}" for line in sources]
    return "\n".join(parts) + "\n"


def export_markdown(
    scenario: Scenario,
    results: Sequence[PlanResult],
    path: Path,
    advice: Recommendation | None = None,
    corpus: CorpusReport | None = None,
) -> None:
    text = report_markdown(scenario, results, advice, corpus)
    Path(path).write_text(text, encoding="utf-8")
