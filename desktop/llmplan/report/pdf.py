"""The PDF report: HTML laid out by QTextDocument and printed to Qt's own PDF writer."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QMarginsF, QSizeF, QUrl
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from llmplan.charts.application import ensure_application
from llmplan.core.advisor.recommend import Recommendation
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.corpus.report import CorpusReport
from llmplan.file_modes import apply_umask
from llmplan.report.html_report import report_html
from llmplan.report.images import memory_chart_image, timeline_chart_image
from llmplan.report.page_flow import (
    break_lines_at_spaces,
    keep_headings_with_content,
    keep_rows_whole,
)

_MEMORY_IMAGE = "memory-fit.png"
_TIMELINE_IMAGE = "timeline.png"
_TEXT_WIDTH_PT = 523.0  # A4 (595 pt) minus 2 x 36 pt margins


def build_document(
    scenario: Scenario,
    results: Sequence[PlanResult],
    corpus_report: CorpusReport | None,
    advice: Recommendation | None = None,
) -> QTextDocument:
    """The report as a QTextDocument with both chart images attached."""
    ensure_application()
    document = QTextDocument()
    document.setPageSize(QSizeF(_TEXT_WIDTH_PT, 770.0))
    break_lines_at_spaces(document)
    document.addResource(
        QTextDocument.ResourceType.ImageResource, QUrl(_MEMORY_IMAGE), memory_chart_image(results)
    )
    document.addResource(
        QTextDocument.ResourceType.ImageResource,
        QUrl(_TIMELINE_IMAGE),
        timeline_chart_image(results),
    )
    document.setHtml(
        report_html(
            scenario,
            results,
            corpus_report,
            _MEMORY_IMAGE,
            _TIMELINE_IMAGE,
            int(_TEXT_WIDTH_PT),
            advice,
        )
    )
    for _ in range(4):  # a moved row can push a later heading on, a moved heading later rows
        if not keep_headings_with_content(document) + keep_rows_whole(document):
            break
    return document


def export_pdf(
    scenario: Scenario,
    results: Sequence[PlanResult],
    corpus_report: CorpusReport | None,
    path: Path,
    advice: Recommendation | None = None,
) -> None:
    """Write the report to `path` (atomically: a half-written PDF never replaces a good one)."""
    path = Path(path)
    document = build_document(scenario, results, corpus_report, advice)
    handle, temp_name = tempfile.mkstemp(prefix=".report-", suffix=".pdf", dir=path.parent)
    os.close(handle)
    apply_umask(temp_name)
    try:
        writer = QPdfWriter(temp_name)
        writer.setTitle(
            scenario.name or (results[0].model_name if results else "LLM training plan")
        )
        writer.setCreator("LLM Training Planner")
        writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.A4),
                QPageLayout.Orientation.Portrait,
                QMarginsF(36, 36, 36, 36),
                QPageLayout.Unit.Point,
            )
        )
        document.print_(writer)
        del writer  # flushes and closes the file
        os.replace(temp_name, path)
    except BaseException:
        Path(temp_name).unlink(missing_ok=True)
        raise
