"""File → Export: the report as PDF, the tables as Markdown or CSV, the charts as PNG."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox, QWidget

from llmplan.gui.store import ScenarioStore
from llmplan.report.export import ReportFormat, export_report

_translate = QCoreApplication.translate


class _ExportingWindow(Protocol):
    """What the main window offers: its store, the Export menu and (optionally) its file."""

    store: ScenarioStore
    export_menu: QMenu


def _choices() -> list[tuple[ReportFormat, str, str]]:
    return [
        (
            "pdf",
            _translate("Export", "Report as &PDF…"),
            _translate("Export", "PDF report (*.pdf)"),
        ),
        (
            "md",
            _translate("Export", "Tables as &Markdown…"),
            _translate("Export", "Markdown (*.md)"),
        ),
        ("csv", _translate("Export", "Tables as &CSV…"), _translate("Export", "CSV table (*.csv)")),
        ("png", _translate("Export", "Charts as P&NG…"), _translate("Export", "PNG image (*.png)")),
    ]


def install_export_actions(window: _ExportingWindow) -> None:
    """Add one action per format to `window.export_menu`."""
    for report_format, text, file_filter in _choices():
        action = window.export_menu.addAction(text)
        action.setObjectName(f"export_{report_format}")
        action.triggered.connect(
            lambda _=False, f=report_format, flt=file_filter: export_with_dialog(window, f, flt)
        )


def _default_path(window: _ExportingWindow, report_format: ReportFormat) -> str:
    scenario_path = getattr(window, "path", None)
    stem = Path(scenario_path).stem if scenario_path else "llm-training-plan"
    folder = Path(scenario_path).parent if scenario_path else Path.home()
    return str(folder / f"{stem}.{report_format}")


def export_with_dialog(
    window: _ExportingWindow, report_format: ReportFormat, file_filter: str
) -> list[Path]:
    """Ask where to save, then write; errors become a message box, never a crash."""
    parent = window if isinstance(window, QWidget) else None
    chosen, _ = QFileDialog.getSaveFileName(
        parent, _translate("Export", "Export"), _default_path(window, report_format), file_filter
    )
    if not chosen:
        return []
    path = Path(chosen)
    if path.suffix.lower() != f".{report_format}":
        path = path.with_name(f"{path.name}.{report_format}")
    store = window.store
    if not store.results:
        _warn(
            parent,
            _translate("Export", "There is no plan to export: %1").replace(
                "%1", store.plan_error or ""
            ),
        )
        return []
    try:
        # the Recommend tab's answer, if a search ran, becomes "Options considered"
        advice = getattr(getattr(window, "recommend_tab", None), "advice", None)
        written = export_report(
            store.scenario, store.results, store.corpus_report, path, report_format, advice
        )
    except OSError as error:
        _warn(
            parent,
            _translate("Export", "Cannot write %1: %2")
            .replace("%1", str(path))
            .replace("%2", str(error)),
        )
        return []
    status_bar = getattr(window, "statusBar", None)
    if callable(status_bar):
        names = ", ".join(p.name for p in written)
        status_bar().showMessage(_translate("Export", "Exported %1").replace("%1", names), 8000)
    return written


def _warn(parent: QWidget | None, message: str) -> None:
    QMessageBox.warning(parent, _translate("Export", "Export failed"), message)
