"""A read-only table of report figures that copies as tab-separated text (Ctrl+C, or a button)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import (
    QGuiApplication,
    QKeySequence,
    QShortcut,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from llmplan.presentation.cells import display_rows
from llmplan.presentation.tables import Table


class CopyableTable(QWidget):
    """Figures down, candidates across; Ctrl+C copies the selection (or all) as TSV."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = QStandardItemModel(self)
        self.view = QTableView()
        self.view.setModel(self.model)
        self.view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        # Tab leaves the table (arrows move between cells), and Ctrl+Tab still switches tabs
        self.view.setTabKeyNavigation(False)
        self.view.setAlternatingRowColors(True)
        self.view.verticalHeader().setVisible(False)
        self.view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.view.horizontalHeader().setStretchLastSection(False)
        self.copy_button = QPushButton(self.tr("Copy table"))
        self.copy_button.setToolTip(
            self.tr("Copy the whole table, tab-separated, for a spreadsheet")
        )
        self.copy_button.clicked.connect(self.copy_all)
        shortcut = QShortcut(QKeySequence.StandardKey.Copy, self.view)
        shortcut.setContext(Qt.ShortcutContext.WidgetShortcut)
        shortcut.activated.connect(self.copy_selection)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.copy_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addLayout(buttons)

    # ---- Public API
    def set_table(self, table: Table) -> None:
        self.model.clear()
        self.model.setHorizontalHeaderLabels([self.tr("Figure"), *table.columns])
        for cells in display_rows(table):
            items = [QStandardItem(text) for text in cells]
            for item in items[1:]:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.model.appendRow(items)

    def to_tsv(self, only_selected: bool = False) -> str:
        """The table (or its selected cells, as a rectangle) as tab-separated lines."""
        rows = range(self.model.rowCount())
        columns = range(self.model.columnCount())
        with_header = True
        if only_selected and self.view.selectionModel().hasSelection():
            indexes = self.view.selectionModel().selectedIndexes()
            rows = range(min(i.row() for i in indexes), max(i.row() for i in indexes) + 1)
            columns = range(min(i.column() for i in indexes), max(i.column() for i in indexes) + 1)
            with_header = False
        lines = []
        if with_header:
            lines.append(
                "\t".join(
                    self.model.headerData(c, Qt.Orientation.Horizontal) or "" for c in columns
                )
            )
        for row in rows:
            lines.append("\t".join(self.model.item(row, c).text() for c in columns))
        return "\n".join(lines) + "\n"

    def copy_all(self) -> None:
        QGuiApplication.clipboard().setText(self.to_tsv())

    def copy_selection(self) -> None:
        QGuiApplication.clipboard().setText(self.to_tsv(only_selected=True))
