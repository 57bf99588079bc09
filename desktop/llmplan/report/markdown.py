"""The report's tables as Markdown (for wikis, tickets and e-mails)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.report.cell_text import display_rows
from llmplan.report.pilot_section import measured_lines, pilot_title
from llmplan.report.tables import Table, inputs_rows, memory_fit_table, timeline_table
from llmplan.report.verdict import verdict_sentence

_translate = QCoreApplication.translate


def _escape(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def table_markdown(table: Table) -> str:
    """A GitHub-flavoured Markdown table: figure | candidate 1 | candidate 2 ..."""
    header = [_translate("ReportMarkdown", "Figure"), *table.columns]
    lines = [
        "| " + " | ".join(_escape(h) for h in header) + " |",
        "|" + "|".join(["---"] + ["---:"] * len(table.columns)) + "|",
    ]
    lines += ["| " + " | ".join(_escape(c) for c in row) + " |" for row in display_rows(table)]
    return "\n".join(lines)


def report_markdown(scenario: Scenario, results: Sequence[PlanResult]) -> str:
    """Verdict, inputs and both tables."""
    title = scenario.name or _translate("ReportMarkdown", "LLM training plan")
    parts = [
        f"# {title}",
        "",
        _translate("ReportMarkdown", "Date") + f": {date.today().isoformat()}",
        "",
    ]
    if results:
        parts += [f"**{verdict_sentence(results[0])}**", ""]
    parts += ["## " + _translate("ReportMarkdown", "Inputs"), ""]
    parts += [
        f"- {_escape(k)}: {_escape(v)}"
        for k, v in inputs_rows(
            scenario,
            results[0].model_name if results else None,
            results[0].hardware_label if results else None,
        )
    ]
    measured = measured_lines(results)  # pilot runs: which figures were measured
    if measured:
        parts += ["", "## " + pilot_title(), ""] + [f"- {_escape(line)}" for line in measured]
    for table in (memory_fit_table(results), timeline_table(results)):
        parts += ["", f"## {table.title}", "", table_markdown(table)]
    return "\n".join(parts) + "\n"


def export_markdown(scenario: Scenario, results: Sequence[PlanResult], path: Path) -> None:
    Path(path).write_text(report_markdown(scenario, results), encoding="utf-8")
