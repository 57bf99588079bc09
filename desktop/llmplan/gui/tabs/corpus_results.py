"""Shows a CorpusReport: totals with the interval, per-type table, chart, skipped files.

Renders the report's documented JSON keys; computes nothing.
"""

from __future__ import annotations

from collections import defaultdict

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QSplitter,
    QTableView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llmplan.charts.axes import locale_axes
from llmplan.charts.palette import chart_colours, style_axes
from llmplan.corpus.report import CorpusReport, SkippedFile, TypeStats
from llmplan.gui.widgets.sort_cell import SORT_ROLE, sort_cell
from llmplan.presentation import formatting as fmt
from llmplan.presentation.templates import skip_reason_text

BAR_COLOUR = "#0072B2"  # Okabe–Ito blue: readable on light and dark backgrounds


class CorpusResultsView(QWidget):
    """Totals (left), chart (right), per-type table and skipped list (below)."""

    TOTAL_KEYS = (
        "tokens",
        "interval",
        "archive",
        "usable",
        "files",
        "bytes",
        "pages",
        "storage",
        "duplicates",
        "status",
    )

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        top = QHBoxLayout()
        totals_box = QGroupBox(self.tr("Totals"))
        form = QFormLayout(totals_box)
        captions = {
            "tokens": self.tr("Tokens (estimated):"),
            "interval": self.tr("95 % interval:"),
            "archive": self.tr("Whole archive:"),
            "usable": self.tr("Usable after cleaning:"),
            "files": self.tr("Files read / found:"),
            "bytes": self.tr("Bytes read / found:"),
            "pages": self.tr("Pages equivalent:"),
            "storage": self.tr("Token-ID storage:"),
            "duplicates": self.tr("Duplicates (exact / near):"),
            "status": self.tr("Scan:"),
        }
        self.totals: dict[str, QLabel] = {}
        for key in self.TOTAL_KEYS:
            value = QLabel("–")
            value.setObjectName(f"total_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setWordWrap(True)
            form.addRow(captions[key], value)
            self.totals[key] = value
        self.totals["pages"].setToolTip(self.tr("200,000 tokens ≈ 500 printed pages"))
        self.totals["duplicates"].setToolTip(
            self.tr(
                "Share of tokens in exact copies (same normalised text) and near copies "
                "(MinHash similarity ≥ 0.8)"
            )
        )
        totals_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        # never squeezed below one line per row (the rows overlapped in a small window);
        # the tables below give way instead
        totals_box.setMinimumHeight(totals_box.sizeHint().height())
        top.addWidget(totals_box, 1, Qt.AlignmentFlag.AlignTop)

        self.chart = pg.PlotWidget(axisItems=locale_axes("left"))
        self._chart_title = ""
        # follow the light/dark palette instead of pyqtgraph's black default
        self._apply_chart_colours()
        self._chart_built = True
        self.chart.setObjectName("corpusChart")
        self.chart.setMenuEnabled(False)
        self.chart.setMouseEnabled(x=False, y=False)
        self.chart.hideButtons()
        self.chart.setMinimumHeight(self.fontMetrics().height() * 10)
        self.chart.setMaximumHeight(self.fontMetrics().height() * 16)
        self.chart.getPlotItem().setLabel("left", self.tr("tokens"))
        self.bars: pg.BarGraphItem | None = None
        top.addWidget(self.chart, 1)
        layout.addLayout(top)

        splitter = QSplitter(Qt.Orientation.Vertical)
        self.type_model = QStandardItemModel(0, 7, self)
        self.type_model.setSortRole(SORT_ROLE)
        self.type_model.setHorizontalHeaderLabels(
            [
                self.tr("Type"),
                self.tr("Files"),
                self.tr("Bytes"),
                self.tr("Words"),
                self.tr("Tokens"),
                self.tr("Tokens/byte"),
                self.tr("Tokens/word"),
            ]
        )
        self.type_table = QTableView()
        self.type_table.setTabKeyNavigation(False)  # Tab moves on, arrows move between cells
        self.type_table.setObjectName("typeTable")
        self.type_table.setModel(self.type_model)
        self.type_table.setSortingEnabled(True)
        self.type_table.verticalHeader().hide()
        self.type_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.type_table.setToolTip(self.tr("Per file type; click a column header to sort"))
        splitter.addWidget(self.type_table)

        self.skipped_tree = QTreeWidget()
        self.skipped_tree.setObjectName("skippedTree")
        self.skipped_tree.setHeaderLabels([self.tr("Skipped files, by reason"), self.tr("Files")])
        self.skipped_tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.skipped_tree.header().setStretchLastSection(False)
        splitter.addWidget(self.skipped_tree)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        layout.addWidget(splitter, 1)
        self.show_report(None)

    _chart_built = False  # Qt may send palette events before the chart exists

    def changeEvent(self, event: QEvent) -> None:
        """Follow a palette switch at run time (light ↔ dark)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._chart_built:
            self._apply_chart_colours()

    # ---- Public API
    def show_report(self, report: CorpusReport | None) -> None:
        """Render a corpus report (None clears the view)."""
        if report is None:
            for label in self.totals.values():
                label.setText("–")
            self.type_model.removeRows(0, self.type_model.rowCount())
            self.skipped_tree.clear()
            self._draw_bars([], [])
            return
        self._show_totals(report)
        self._show_types(report.by_type)
        self._show_skipped(report.skipped)
        if len(report.tokenizers) > 1:
            names = list(report.tokenizers)
            values = [report.tokenizers[n].tokens_estimated for n in names]
            self._set_chart_title(self.tr("Tokens per tokenizer"))
        else:
            by_type = report.by_type
            names = sorted(
                (k for k in by_type if by_type[k].tokens > 0), key=lambda k: -by_type[k].tokens
            )
            values = [float(by_type[n].tokens) for n in names]
            self._set_chart_title(self.tr("Tokens by file type (read)"))
        self._draw_bars(names, values)

    # ---- Rendering
    def _apply_chart_colours(self) -> None:
        colours = chart_colours(self.palette())
        self.chart.setBackground(colours.background)
        style_axes(self.chart.getPlotItem(), colours, ("left", "bottom"))
        if self._chart_title:
            self.chart.getPlotItem().setTitle(self._chart_title, color=colours.text)

    def _set_chart_title(self, title: str) -> None:
        self._chart_title = title
        self._apply_chart_colours()

    def _show_totals(self, r: CorpusReport) -> None:
        t = self.totals
        t["tokens"].setText(fmt.tokens(r.tokens_estimated))
        t["interval"].setText(f"{fmt.compact(r.ci95_low)} – {fmt.compact(r.ci95_high)}")
        archive = (r.archive or {}).get(r.primary_tokenizer)
        if archive:
            t["archive"].setText(
                self.tr("%1 (%2 – %3) for %4")
                .replace("%1", fmt.tokens(archive.tokens_estimated))
                .replace("%2", fmt.compact(archive.ci95_low))
                .replace("%3", fmt.compact(archive.ci95_high))
                .replace("%4", fmt.size_bytes(sum(archive.bytes_by_type.values())))
            )
        else:
            t["archive"].setText(self.tr("– (no archive size given: the folder is the corpus)"))
        t["usable"].setText(
            self.tr("%1 (cleaning loss %2)")
            .replace("%1", fmt.tokens(r.usable_tokens))
            .replace("%2", fmt.percent(r.cleaning_loss))
        )
        t["files"].setText(
            f"{fmt.number(r.files_read)} / {fmt.number(r.files_total)}"
            + self.tr(" (%1 skipped)").replace("%1", fmt.number(r.files_skipped))
        )
        t["bytes"].setText(f"{fmt.size_bytes(r.bytes_read)} / {fmt.size_bytes(r.bytes_total)}")
        t["pages"].setText(fmt.compact(r.pages_equivalent, digits=2))
        t["storage"].setText(
            self.tr("%1 (%2 bytes per token ID)")
            .replace("%1", fmt.size_bytes(r.token_storage_gb * 1e9))  # GB → bytes: unit only
            .replace("%2", fmt.number(r.token_id_bytes))
        )
        t["duplicates"].setText(
            f"{fmt.percent(r.exact_duplicate_fraction, 1)} / "
            f"{fmt.percent(r.near_duplicate_fraction, 1)}"
        )
        status = self.tr("sampled, extrapolated") if r.sampled else self.tr("complete")
        if r.cancelled:
            status = self.tr("cancelled — partial result")
        t["status"].setText(f"{status}, {fmt.duration(r.elapsed_seconds)}")

    def _show_types(self, by_type: dict[str, TypeStats]) -> None:
        self.type_model.removeRows(0, self.type_model.rowCount())
        for kind, row in sorted(by_type.items()):
            cells = [sort_cell(kind, kind)]
            for value, text in (
                (row.files, fmt.number),
                (row.bytes, fmt.size_bytes),
                (row.words, fmt.compact),
                (row.tokens, fmt.compact),
                (row.tokens_per_byte, lambda v: fmt.number(v, 3)),
                (row.tokens_per_word, lambda v: fmt.number(v, 2)),
            ):
                cell = sort_cell(text(float(value)), float(value))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                cells.append(cell)
            self.type_model.appendRow(cells)
        self.type_table.sortByColumn(4, Qt.SortOrder.DescendingOrder)

    def _show_skipped(self, skipped: list[SkippedFile]) -> None:
        self.skipped_tree.clear()
        by_reason: dict[str, list[str]] = defaultdict(list)
        for entry in skipped:
            by_reason[entry.reason].append(entry.path)
        for reason, paths in sorted(by_reason.items(), key=lambda kv: -len(kv[1])):
            parent = QTreeWidgetItem([skip_reason_text(reason), fmt.number(len(paths))])
            for path in paths:
                parent.addChild(QTreeWidgetItem([path, ""]))
            self.skipped_tree.addTopLevelItem(parent)

    def _draw_bars(self, names: list[str], values: list[float]) -> None:
        plot = self.chart.getPlotItem()
        if self.bars is not None:
            plot.removeItem(self.bars)
            self.bars = None
        axis = plot.getAxis("bottom")
        axis.setTicks([[(i, name) for i, name in enumerate(names)]])
        if not names:
            return
        self.bars = pg.BarGraphItem(
            x=list(range(len(values))), height=values, width=0.6, brush=BAR_COLOUR
        )
        plot.addItem(self.bars)
        plot.setXRange(-0.6, len(values) - 0.4, padding=0)
        plot.setYRange(0, max(values) * 1.1 if max(values) > 0 else 1, padding=0)
