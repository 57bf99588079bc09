"""The report's tables as one CSV file with raw numbers (for spreadsheets and scripts)."""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from pathlib import Path

from llmplan.core.result import PlanResult
from llmplan.presentation.cells import plain_rows
from llmplan.presentation.tables import memory_fit_table, timeline_table


def report_csv(results: Sequence[PlanResult]) -> str:
    """Columns: table, key, figure, unit, then one column per candidate; decimal points."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    tables = (memory_fit_table(results), timeline_table(results))
    writer.writerow(["table", "key", "figure", "unit", *tables[0].columns])
    for table in tables:
        for row in plain_rows(table):
            writer.writerow([table.key, *row])
    return buffer.getvalue()


def export_csv(results: Sequence[PlanResult], path: Path) -> None:
    # utf-8-sig so spreadsheet programs read "CO₂" and "–" correctly
    Path(path).write_text(report_csv(results), encoding="utf-8-sig")
