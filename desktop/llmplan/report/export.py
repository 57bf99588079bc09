"""One entry point for every export format, shared by the CLI and the Export menu."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from llmplan.core.advisor.recommend import Recommendation
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.corpus.report import CorpusReport

ReportFormat = Literal["pdf", "md", "csv", "png"]
FORMATS: tuple[ReportFormat, ...] = ("pdf", "md", "csv", "png")
_SUFFIXES: dict[str, ReportFormat] = {
    ".pdf": "pdf",
    ".md": "md",
    ".markdown": "md",
    ".csv": "csv",
    ".png": "png",
}


def format_for_path(path: Path) -> ReportFormat | None:
    """The format a file name asks for (by suffix), or None if it names none we write."""
    return _SUFFIXES.get(Path(path).suffix.lower())


def export_report(
    scenario: Scenario,
    results: Sequence[PlanResult],
    corpus_report: CorpusReport | None,
    path: Path,
    report_format: ReportFormat,
    advice: Recommendation | None = None,
) -> list[Path]:
    """Write the report in `report_format`; return the files written (PNG writes two)."""
    path = Path(path)
    if report_format == "pdf":
        from llmplan.report.pdf import export_pdf

        export_pdf(scenario, results, corpus_report, path, advice)
    elif report_format == "md":
        from llmplan.report.markdown import export_markdown

        export_markdown(scenario, results, path, advice, corpus_report)
    elif report_format == "csv":
        from llmplan.report.csv import export_csv

        export_csv(results, path)
    else:
        from llmplan.report.images import export_chart_pngs

        return export_chart_pngs(results, path)
    return [path]
