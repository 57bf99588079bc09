"""The waterfall of a scan: found → unique → cleaned → trainable, per step the tokens
removed and why, examples to inspect, and the languages kept.

Renders the report's documented JSON keys (`steps`, `languages`, `trainable_*`);
computes nothing but the running subtotals the report's own figures add up to.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QTableView,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from llmplan.charts.axes import locale_axes
from llmplan.charts.palette import chart_colours, style_axes
from llmplan.corpus.cleaning.steps import LANGUAGE
from llmplan.corpus.report import CleaningStepRow, CorpusReport
from llmplan.gui.widgets.quiet import quietly
from llmplan.gui.widgets.sort_cell import sort_cell
from llmplan.presentation import formatting as fmt
from llmplan.presentation.cleaning_words import (
    language_name,
    reason_text,
    short_title,
    stage_title,
    step_title,
    step_why,
)
from llmplan.presentation.waterfall import WaterfallRow, waterfall_rows

STAGE_COLOUR = "#0072B2"  # Okabe–Ito blue: what is left
REMOVED_COLOUR = "#D55E00"  # Okabe–Ito vermillion: what a step removes


class CleaningView(QWidget):
    """Waterfall table and chart, examples per step, kept languages."""

    # ---- Signals
    sig_kept_languages_changed = Signal(object)
    """The languages ticked (a tuple of ISO 639-1 codes), or None when all are."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        box = QGroupBox(self.tr("Trainable tokens: cleaning measured on what was read"))
        box_layout = QVBoxLayout(box)
        self.model = QStandardItemModel(0, 5, self)
        self.model.setHorizontalHeaderLabels(
            [
                self.tr("Step"),
                self.tr("Tokens"),
                self.tr("Share of found"),
                self.tr("95 % interval"),
                self.tr("Why"),
            ]
        )
        self.table = QTableView()
        self.table.setObjectName("waterfallTable")
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setTabKeyNavigation(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(4, QHeaderView.ResizeMode.Stretch)
        # the whole width and every reason whole, on as many lines as it takes (issue 32:
        # beside the chart the steps read "Fo…", "U…" and the reasons "copies of a …");
        # as tall as its rows: the page scrolls, not the table
        self.table.setWordWrap(True)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.table.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.table.viewport().installEventFilter(self)  # a new width: rows of new heights
        self.table.setToolTip(
            self.tr(
                "Each step removes tokens from what the one before left; the 95 % interval "
                "comes from the documents read (a point when every file was read)"
            )
        )
        box_layout.addWidget(self.table)
        self.chart = pg.PlotWidget(axisItems=locale_axes("bottom"))
        self.chart.setObjectName("waterfallChart")
        self.chart.setMenuEnabled(False)
        self.chart.setMouseEnabled(x=False, y=False)
        self.chart.hideButtons()
        self.chart.getPlotItem().setLabel("bottom", self.tr("tokens"))
        self.chart.getPlotItem().invertY(True)  # read top-down, as the table
        self.chart.setMinimumHeight(self.fontMetrics().height() * 10)
        self._chart_built = True
        self._apply_chart_colours()
        self.bars: list[pg.BarGraphItem] = []
        middle = QHBoxLayout()  # the chart beside the languages, the examples below both
        middle.addWidget(self.chart, 3)
        self.examples = QTreeWidget()
        self.examples.setObjectName("cleaningExamples")
        self.examples.setHeaderLabels([self.tr("Examples of what was removed"), self.tr("Why")])
        self.examples.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.examples.setToolTip(
            self.tr("The recurring lines found, the lowest-quality documents, near-copy pairs")
        )
        languages_box = QVBoxLayout()
        self.languages_label = QLabel(self.tr("Languages kept (tick to train on):"))
        self.languages = QListWidget()
        self.languages.setObjectName("keptLanguages")
        self.languages.setToolTip(
            self.tr(
                "Tokens per language of the text left after the quality rules; untick a "
                "language to leave it out — no new scan needed"
            )
        )
        self.languages_label.setBuddy(self.languages)
        self.languages.itemChanged.connect(self._on_language_ticked)
        languages_box.addWidget(self.languages_label)
        languages_box.addWidget(self.languages, 1)
        middle.addLayout(languages_box, 2)
        box_layout.addLayout(middle, 1)
        box_layout.addWidget(self.examples, 1)
        layout.addWidget(box)

    _chart_built = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.table.viewport() and event.type() == QEvent.Type.Resize:
            self._fit_table()
        return super().eventFilter(watched, event)

    def _fit_table(self) -> None:
        """Every column whole (the reasons wrapped), every row shown."""
        why = self.model.columnCount() - 1  # the reasons take the rest, wrapped
        for column in range(why):  # also while the view is hidden
            self.table.resizeColumnToContents(column)
        self.table.horizontalHeader().setSectionResizeMode(why, QHeaderView.ResizeMode.Stretch)
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(row) for row in range(self.model.rowCount()))
        header = self.table.horizontalHeader().sizeHint().height()
        height = header + rows + 2 * self.table.frameWidth()
        if self.table.height() != height or self.table.minimumHeight() != height:
            self.table.setFixedHeight(height)

    def changeEvent(self, event: QEvent) -> None:
        """Follow a palette switch at run time (light ↔ dark)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.PaletteChange and self._chart_built:
            self._apply_chart_colours()

    # ---- Public API
    def show_report(self, report: CorpusReport | None) -> None:
        """Render a report; None (or a report without cleaning steps) hides it."""
        steps = report.step_rows() if report is not None else []
        measured = any(step.enabled for step in steps)
        self.setVisible(report is not None and measured)
        self.model.removeRows(0, self.model.rowCount())
        self.examples.clear()
        with quietly(self.languages):
            self.languages.clear()
        if report is None or not measured:
            self._draw([])
            return
        rows = waterfall_rows(report)
        self._fill_table(rows)
        self._fit_table()
        self._draw(rows)
        self._fill_examples(steps)
        self._fill_languages(report, steps)

    def waterfall_texts(self) -> list[list[str]]:
        """The table as shown (tests, copying)."""
        return [
            [str(self.model.index(r, c).data()) for c in range(self.model.columnCount())]
            for r in range(self.model.rowCount())
        ]

    # ---- Rendering
    def _fill_table(self, rows: list[WaterfallRow]) -> None:
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row in rows:
            stage = row.kind == "stage"
            if stage:
                title, why = stage_title(row.key), ""
            elif row.enabled:
                title, why = "− " + step_title(row.key), step_why(row.key)
            else:
                title, why = "− " + step_title(row.key), self.tr("switched off")
            tokens, share = row.tokens, row.share
            interval = (
                "–"
                if row.high - row.low < 0.5
                else f"{fmt.compact(row.low)} – {fmt.compact(row.high)}"
            )
            cells = [
                sort_cell(title, title),
                sort_cell(fmt.compact(tokens) if stage or row.enabled else "–", tokens),
                sort_cell(fmt.percent(share, 1), share),
                sort_cell(interval, row.high),
                sort_cell(why, why),
            ]
            for cell in cells[1:4]:
                cell.setTextAlignment(right)
            if stage:
                font = cells[0].font()
                font.setBold(True)
                for cell in cells:
                    cell.setFont(font)
            cells[4].setToolTip(why)
            self.model.appendRow(cells)

    def _draw(self, rows: list[WaterfallRow]) -> None:
        plot = self.chart.getPlotItem()
        for bar in self.bars:
            plot.removeItem(bar)
        self.bars = []
        # horizontal bars: the names fit on the left axis, top-down as in the table
        names = [short_title(r.key) for r in rows]
        left = plot.getAxis("left")
        left.setTicks([[(i, n) for i, n in enumerate(names)]])
        widest = max((self.fontMetrics().horizontalAdvance(n) for n in names), default=0)
        left.setWidth(widest + self.fontMetrics().height())
        if not rows:
            return
        for kind, colour in (("stage", STAGE_COLOUR), ("step", REMOVED_COLOUR)):
            chosen = [(i, r) for i, r in enumerate(rows) if r.kind == kind]
            if not chosen:
                continue
            bottoms = [0.0 if kind == "stage" else r.top - r.tokens for _, r in chosen]
            bar = pg.BarGraphItem(
                y=[i for i, _ in chosen],
                x0=bottoms,
                width=[r.tokens for _, r in chosen],
                height=0.6,
                brush=colour,
            )
            plot.addItem(bar)
            self.bars.append(bar)
        highest = max(r.tokens if r.kind == "stage" else r.top for r in rows)
        plot.setYRange(-0.6, len(rows) - 0.4, padding=0)
        plot.setXRange(0, highest * 1.05 if highest > 0 else 1, padding=0)

    def _fill_examples(self, steps: list[CleaningStepRow]) -> None:
        for step in steps:
            examples = step.examples
            if not examples:
                continue
            parent = QTreeWidgetItem(
                [
                    self.tr("%1 (%2)")
                    .replace("%1", step_title(step.step))
                    .replace(
                        "%2",
                        fmt.counted(len(examples), self.tr("%1 example"), self.tr("%1 examples")),
                    ),
                    "",
                ]
            )
            for example in examples:
                what = str(example.get("what", ""))
                why = reason_text(str(example.get("reason", "")), str(example.get("detail", "")))
                child = QTreeWidgetItem([what, why])
                child.setToolTip(0, what)
                child.setToolTip(1, why)
                parent.addChild(child)
            self.examples.addTopLevelItem(parent)

    def _fill_languages(self, report: CorpusReport, steps: list[CleaningStepRow]) -> None:
        enabled = any(step.enabled for step in steps if step.step == LANGUAGE)
        cleaning = report.cleaning
        kept = cleaning.keep_languages if cleaning is not None else None
        with quietly(self.languages):
            for code, row in report.language_shares().items():
                item = QListWidgetItem(
                    self.tr("%1 — %2 (%3)")
                    .replace("%1", language_name(code))
                    .replace("%2", fmt.percent(row.share, 1))
                    .replace("%3", fmt.tokens(row.tokens))
                )
                item.setData(Qt.ItemDataRole.UserRole, code)
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                ticked = kept is None or code in kept
                item.setCheckState(Qt.CheckState.Checked if ticked else Qt.CheckState.Unchecked)
                self.languages.addItem(item)
        self.languages.setEnabled(enabled)
        self.languages_label.setText(
            self.tr("Languages kept (tick to train on):")
            if enabled
            else self.tr("Languages (language step switched off):")
        )

    def _on_language_ticked(self, _item: QListWidgetItem) -> None:
        items = [self.languages.item(i) for i in range(self.languages.count())]
        ticked = tuple(
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in items
            if item.checkState() == Qt.CheckState.Checked
        )
        self.sig_kept_languages_changed.emit(None if len(ticked) == len(items) else ticked)

    def _apply_chart_colours(self) -> None:
        colours = chart_colours(self.palette())
        self.chart.setBackground(colours.background)
        style_axes(self.chart.getPlotItem(), colours, ("left", "bottom"))
