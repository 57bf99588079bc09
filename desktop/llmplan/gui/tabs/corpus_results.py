"""Shows a CorpusReport: totals with the interval, per-type table, chart, skipped files.

Renders the report's documented JSON keys; computes nothing.
"""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProxyStyle,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QStyle,
    QStyleOption,
    QStyleOptionHeader,
    QTableView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llmplan.charts.axes import locale_axes
from llmplan.charts.category_bars import draw_category_bars, top_and_rest
from llmplan.charts.palette import chart_colours, style_axes
from llmplan.corpus.report import CorpusReport, NotedFile, SkippedFile, TypeStats
from llmplan.gui.tabs.corpus_cleaning import CleaningView
from llmplan.gui.widgets.sort_cell import SORT_ROLE
from llmplan.presentation import formatting as fmt
from llmplan.presentation.convergence import token_total
from llmplan.presentation.corpus_types import group_skipped, tokenizer_name, type_name
from llmplan.presentation.ocr_text import needs_ocr_line

BAR_COLOUR = "#0072B2"  # Okabe–Ito blue: readable on light and dark backgrounds


def _shown_tokens(row: TypeStats, counted_only: bool) -> float:
    """A type's tokens as the view shows them: counted so far after a cancel, else the
    folder estimate."""
    return float(row.tokens if counted_only else row.tokens_estimated)


class SortArrowStyle(QProxyStyle):
    """Sort arrows that point the way the column is sorted: down for descending (largest
    first). QHeaderView hands the style SortUp for a descending column (a convention from
    old Windows), which read as "ascending" to every user who saw it."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: Any,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.PrimitiveElement.PE_IndicatorHeaderArrow and isinstance(
            option, QStyleOptionHeader
        ):
            option = QStyleOptionHeader(option)
            option.sortIndicator = arrow_for(option.sortIndicator)
        super().drawPrimitive(element, option, painter, widget)


def arrow_for(indicator: QStyleOptionHeader.SortIndicator) -> QStyleOptionHeader.SortIndicator:
    """The arrow drawn for Qt's indicator: SortUp (= descending in QHeaderView) points down."""
    swap = {
        QStyleOptionHeader.SortIndicator.SortUp: QStyleOptionHeader.SortIndicator.SortDown,
        QStyleOptionHeader.SortIndicator.SortDown: QStyleOptionHeader.SortIndicator.SortUp,
    }
    return swap.get(indicator, indicator)


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
        "ocr",
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
            "usable": self.tr("Trainable tokens:"),
            "files": self.tr("Files read / found:"),
            "bytes": self.tr("Bytes read / found:"),
            "pages": self.tr("Pages equivalent:"),
            "storage": self.tr("Token-ID storage:"),
            "duplicates": self.tr("Duplicates (exact / near):"),
            "ocr": self.tr("Scanned PDF pages:"),
            "status": self.tr("Scan:"),
        }
        self.totals: dict[str, QLabel] = {}
        self.total_captions: dict[str, QLabel] = {}
        for key in self.TOTAL_KEYS:
            value = QLabel("–")
            value.setObjectName(f"total_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            value.setWordWrap(True)
            caption = QLabel(captions[key])
            caption.setObjectName(f"caption_{key}")
            form.addRow(caption, value)
            self.totals[key] = value
            self.total_captions[key] = caption
        self._tokens_caption = captions["tokens"]
        self.totals["pages"].setToolTip(self.tr("200,000 tokens ≈ 500 printed pages"))
        self.totals["duplicates"].setToolTip(
            self.tr(
                "Share of tokens in exact copies (same normalised text) and near copies "
                "(MinHash similarity ≥ 0.8)"
            )
        )
        self.totals["ocr"].setToolTip(
            self.tr(
                "Pages that are images without a text layer (scans): their text needs OCR. "
                "Estimated from this scan's text pages; in the count only when “Count scanned "
                "pages” was ticked"
            )
        )
        totals_box.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        # never squeezed below one line per row (the rows overlapped in a small window);
        # the tables below give way instead
        totals_box.setMinimumHeight(totals_box.sizeHint().height())
        self._totals_box = totals_box
        top.addWidget(totals_box, 1, Qt.AlignmentFlag.AlignTop)

        self.chart = pg.PlotWidget(axisItems=locale_axes("bottom"))
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
        self.chart.getPlotItem().setLabel("bottom", self.tr("tokens"))
        self.chart.getPlotItem().invertY(True)  # the largest on top, as in the table
        self.bars: pg.BarGraphItem | None = None
        # before any scan a hint, not an empty 0–1 chart
        self.hint = QLabel(
            self.tr(
                "No scan yet.\nDrop a folder of documents on this tab (or choose one above): "
                "the tokens per file type appear here."
            )
        )
        self.hint.setObjectName("corpusHint")
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.chart_stack = QStackedWidget()
        self.chart_stack.addWidget(self.hint)
        self.chart_stack.addWidget(self.chart)
        self.chart_stack.setMaximumHeight(self.fontMetrics().height() * 16)
        top.addWidget(self.chart_stack, 1)
        layout.addLayout(top)

        splitter = QSplitter(Qt.Orientation.Vertical)
        self.cleaning = CleaningView()
        splitter.addWidget(self.cleaning)
        self.type_model = QStandardItemModel(0, 8, self)
        self.type_model.setSortRole(SORT_ROLE)
        self._set_type_headers(sampled=False, cancelled=False)
        self.type_table = QTableView()
        self.type_table.setTabKeyNavigation(False)  # Tab moves on, arrows move between cells
        self.type_table.setObjectName("typeTable")
        self.type_table.setModel(self.type_model)
        self.type_table.setSortingEnabled(True)
        # a proxy over its own copy of the app style (a proxy owns its base style)
        self._arrow_style = SortArrowStyle(self.style().name())
        self._arrow_style.setParent(self)
        self.type_table.horizontalHeader().setStyle(self._arrow_style)
        self.type_table.verticalHeader().hide()
        # each column as wide as its header and figures (eight equal columns cut "Dateien
        # gelesen / gefunden"); the type's name takes the rest
        types_header = self.type_table.horizontalHeader()
        types_header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        types_header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.type_table.setToolTip(self.tr("Per file type; click a column header to sort"))
        splitter.addWidget(self.type_table)

        self.skipped_tree = QTreeWidget()
        self.skipped_tree.setObjectName("skippedTree")
        self.skipped_tree.setHeaderLabels(
            [self.tr("Skipped files, by reason and extension"), self.tr("Files")]
        )
        self.skipped_tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.skipped_tree.header().setStretchLastSection(False)
        # a reason and its extensions readable without dragging the splitter (issue 32:
        # about three rows at the default window)
        rows = 8
        self.skipped_tree.setMinimumHeight(
            self.skipped_tree.header().sizeHint().height()
            + rows * (self.skipped_tree.fontMetrics().lineSpacing() + 4)
        )
        splitter.addWidget(self.skipped_tree)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 1)
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
        """Render a report; None clears the view."""
        if report is None:
            for label in self.totals.values():
                label.setText("–")
            self.total_captions["tokens"].setText(self._tokens_caption)
            self.type_model.removeRows(0, self.type_model.rowCount())
            self.skipped_tree.clear()
            self._draw_bars([], [])
            self.chart_stack.setCurrentWidget(self.hint)
            self.cleaning.show_report(None)
            return
        self.chart_stack.setCurrentWidget(self.chart)
        self._show_totals(report)
        # a long status line wraps: the box grows with it instead of clipping the last line
        self._totals_box.setMinimumHeight(0)
        self._totals_box.setMinimumHeight(self._totals_box.sizeHint().height())
        self._show_types(report)
        self._show_skipped(report.skipped, report.noted)
        self.cleaning.show_report(report)
        counted_only = report.cancelled  # what it counted, not an extrapolation from a part
        if len(report.tokenizers) > 1:
            rows = report.tokenizers.values()
            names = [tokenizer_name(row.name or row.id) for row in rows]
            values = [
                float(row.tokens_counted if counted_only else row.tokens_estimated) for row in rows
            ]
            self._set_chart_title(
                self.tr("Tokens per tokenizer (counted so far)")
                if counted_only
                else self.tr("Tokens per tokenizer")
            )
        else:
            tokens = {
                key: _shown_tokens(row, counted_only)
                for key, row in self._shown_types(report).items()
            }
            ordered = sorted((k for k in tokens if tokens[k] > 0), key=lambda k: -tokens[k])
            names = [type_name(k) for k in ordered]
            values = [tokens[k] for k in ordered]
            self._set_chart_title(
                self.tr("Tokens by file type (counted so far)")
                if counted_only
                else self.tr("Tokens by file type")
            )
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
        # what the figure is (an exact count, an estimate, a partial count) and the figure
        caption, figure = token_total(r)
        self.total_captions["tokens"].setText(caption)
        t["tokens"].setText(figure)
        if len(r.tokenizers) > 1:  # every tokenizer's number, named, beside the first
            numbers = " · ".join(
                f"{fmt.compact(row.tokens_counted if r.cancelled else row.tokens_estimated)} "
                f"({tokenizer_name(row.name or key)})"
                for key, row in r.tokenizers.items()
            )
            t["tokens"].setText(
                self.tr("%1 counted so far").replace("%1", numbers) if r.cancelled else numbers
            )
        t["interval"].setText(
            f"{fmt.compact(round(r.ci95_low))} – {fmt.compact(round(r.ci95_high))}"
        )
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
        trainable = r.trainable()
        interval = (
            self.tr(" (95 % interval %1 – %2)")
            .replace("%1", fmt.compact(trainable.low))
            .replace("%2", fmt.compact(trainable.high))
            if trainable.high - trainable.low >= 0.5
            else ""
        )
        text = self.tr("%1%2 after the measured cleaning steps").replace(
            "%1", fmt.tokens(trainable.value)
        )
        text = text.replace("%2", interval)
        if r.cleaning_loss > 0:
            text += (
                self.tr("; with %1 extra cleaning loss: %2")
                .replace("%1", fmt.percent(r.cleaning_loss))
                .replace("%2", fmt.tokens(round(r.usable_tokens)))
            )
        t["usable"].setText(text)
        t["files"].setText(
            f"{fmt.number(r.files_read)} / {fmt.number(r.files_total)}"
            + self.tr(" (%1 skipped)").replace("%1", fmt.number(r.files_skipped))
        )
        t["bytes"].setText(f"{fmt.size_bytes(r.bytes_read)} / {fmt.size_bytes(r.bytes_total)}")
        # whole pages
        t["pages"].setText(fmt.compact(round(r.pages_equivalent, 1), digits=2))
        t["storage"].setText(
            self.tr("%1 (%2 bytes per token ID)")
            .replace("%1", fmt.size_bytes(r.token_storage_gb * 1e9))  # GB → bytes: unit only
            .replace("%2", fmt.number(r.token_id_bytes))
        )
        t["duplicates"].setText(
            f"{fmt.percent(r.exact_duplicate_fraction, 1)} / "
            f"{fmt.percent(r.near_duplicate_fraction, 1)}"
        )
        t["ocr"].setText(needs_ocr_line(r.needs_ocr) or self.tr("none"))
        t["status"].setText(self._status(r))

    def _status(self, r: CorpusReport) -> str:
        elapsed = fmt.duration(r.elapsed_seconds)
        if r.cancelled:
            status = self.tr("cancelled after %1 — partial result: %2 of %3 read").replace(
                "%1", elapsed
            )
        elif r.sampled:
            status = self.tr(
                "sampled in %1: %2 of %3 read (%4 of %5), a random sample by file type "
                "and size; the rest is extrapolated with the 95 % interval"
            ).replace("%1", elapsed)
        else:
            status = self.tr("complete: every file read, in %1").replace("%1", elapsed)
        return (
            status.replace("%2", fmt.number(r.files_read))
            .replace("%3", fmt.counted(r.files_total, self.tr("%1 file"), self.tr("%1 files")))
            .replace("%4", fmt.size_bytes(r.bytes_read))
            .replace("%5", fmt.size_bytes(r.bytes_total))
        )

    @staticmethod
    def _shown_types(report: CorpusReport) -> dict[str, TypeStats]:
        """Rows worth a line: types something was read of; types never readable (and, after
        a cancel, types not reached) are in the skipped list instead of showing 0 tokens."""
        return {
            key: row
            for key, row in report.by_type.items()
            if row.files_read > 0
            or (not report.cancelled and row.files_skipped < row.files and row.tokens_estimated > 0)
        }

    def _set_type_headers(self, sampled: bool, cancelled: bool) -> None:
        if cancelled:
            tokens = self.tr("Tokens counted so far")
        elif sampled:
            tokens = self.tr("Tokens (folder estimate)")
        else:
            tokens = self.tr("Tokens")
        self.type_model.setHorizontalHeaderLabels(
            [
                self.tr("Type"),
                self.tr("Files read / found"),
                self.tr("Bytes"),
                self.tr("Words read"),
                tokens,
                self.tr("95 % interval"),
                self.tr("Tokens/byte"),
                self.tr("Tokens/word"),
            ]
        )

    def _show_types(self, report: CorpusReport) -> None:
        self.type_model.removeRows(0, self.type_model.rowCount())
        cancelled = report.cancelled
        self._set_type_headers(report.sampled and not cancelled, cancelled)
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for kind, row in self._shown_types(report).items():
            tokens = _shown_tokens(row, cancelled)
            interval = (
                "–"
                if cancelled or row.ci95_high - row.ci95_low < 0.5
                else (f"{fmt.compact(row.ci95_low)} – {fmt.compact(row.ci95_high)}")
            )
            per_byte = (
                tokens / row.bytes_read if cancelled and row.bytes_read else row.tokens_per_byte
            )
            cells = [self._cell(type_name(kind), type_name(kind))]
            for text, value in (
                (f"{fmt.number(row.files_read)} / {fmt.number(row.files)}", row.files),
                (fmt.size_bytes(row.bytes), row.bytes),
                (fmt.compact(row.words), row.words),
                (fmt.compact(tokens), tokens),
                (interval, row.ci95_high),
                (fmt.number(per_byte, 3), per_byte),
                (fmt.number(row.tokens_per_word, 2), row.tokens_per_word),
            ):
                cell = self._cell(text, float(value))
                cell.setTextAlignment(right)
                cells.append(cell)
            cells[0].setToolTip(kind)
            self.type_model.appendRow(cells)
        self.type_table.sortByColumn(4, Qt.SortOrder.DescendingOrder)

    @staticmethod
    def _cell(text: str, sort_value: object) -> QStandardItem:
        item = QStandardItem(text)
        item.setData(sort_value, SORT_ROLE)
        item.setEditable(False)
        return item

    def _show_skipped(self, skipped: list[SkippedFile], noted: list[NotedFile]) -> None:
        """Reason → extension → files, the largest groups first; then the files read with
        a note (their heading says they were read and counted)."""
        self.skipped_tree.clear()
        for group in [*group_skipped(skipped), *group_skipped(noted)]:
            parent = QTreeWidgetItem([group.heading, fmt.number(group.files)])
            for extension, paths in group.extensions():
                child = QTreeWidgetItem([extension, fmt.number(len(paths))])
                for path in paths:
                    child.addChild(QTreeWidgetItem([path, ""]))
                parent.addChild(child)
            self.skipped_tree.addTopLevelItem(parent)

    def _draw_bars(self, names: list[str], values: list[float]) -> None:
        plot = self.chart.getPlotItem()
        if self.bars is not None:
            plot.removeItem(self.bars)
            self.bars = None
        # on their side, names on the left axis: many types never run into each other
        names, values = top_and_rest(names, values, self.tr("%n other types"))
        self.bars = draw_category_bars(plot, names, values, BAR_COLOUR, self.fontMetrics())
        # a line and a quarter per bar, plus the title and the tokens axis
        line = self.fontMetrics().height()
        self.chart.setMinimumHeight(line * max(10, math.ceil(1.25 * len(names)) + 5))
        self.chart.setMaximumHeight(max(line * 16, self.chart.minimumHeight()))
