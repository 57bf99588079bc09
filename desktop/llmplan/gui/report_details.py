"""File → Export → Report title and author…: the project name (the report's title) and who
prepared it (its byline); the date is the day of the export."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLineEdit,
    QMenu,
    QVBoxLayout,
    QWidget,
)

from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.dialog_buttons import ok_cancel_buttons


class ReportDetailsDialog(QDialog):
    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setWindowTitle(self.tr("Report title and author"))
        self.name_edit = QLineEdit(store.scenario.name)
        self.name_edit.setObjectName("reportName")
        self.name_edit.setPlaceholderText(self.tr("e.g. Archive assistant pilot, Müller GmbH"))
        self.name_edit.setToolTip(self.tr("The project's name: the title of the report"))
        self.author_edit = QLineEdit(store.scenario.author)
        self.author_edit.setObjectName("reportAuthor")
        self.author_edit.setMaxLength(200)
        self.author_edit.setToolTip(self.tr("Who prepared the plan: printed under the title"))
        form = QFormLayout()
        form.addRow(self.tr("&Project / title:"), self.name_edit)
        form.addRow(self.tr("&Prepared by:"), self.author_edit)
        buttons = ok_cancel_buttons(self, self.accept)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 60)

    def accept(self) -> None:
        self.store.update(
            name=self.name_edit.text().strip(), author=self.author_edit.text().strip()
        )
        super().accept()


def install_report_details_action(store: ScenarioStore, menu: QMenu, parent: QWidget) -> None:
    menu.addSeparator()
    action = menu.addAction(
        QCoreApplication.translate("ReportDetails", "Report &title and author…")
    )
    action.setObjectName("reportDetails")
    action.triggered.connect(lambda: ReportDetailsDialog(store, parent).exec())
