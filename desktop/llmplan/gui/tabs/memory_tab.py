"""The Memory fit tab: per card, what training needs against what the card has, per candidate.

Controls edit the scenario through the store; every bar, the table and the explanation panel
render from the store's plan results. No figure is computed here.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from llmplan.charts.memory_chart import MemoryFitChart
from llmplan.core.result import PlanResult
from llmplan.gui.accuracy import memory_verdict
from llmplan.gui.pilot_panel import CalibrationNote
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.copyable_table import CopyableTable
from llmplan.gui.widgets.plan_notice import last_plan_notice, plan_problem
from llmplan.gui.widgets.scenario_fields import bind, buddy_label
from llmplan.gui.widgets.splitter import splitter
from llmplan.gui.widgets.text_label import text_label
from llmplan.presentation import formatting
from llmplan.presentation.explanations import explanation_text
from llmplan.presentation.labels import memory_part_label
from llmplan.presentation.odds_text import memory_odds_lines
from llmplan.presentation.tables import candidate_labels, memory_fit_table

COMBO_CHARACTERS = 16  # the least a choice box shows before it cuts the text


class MemoryFitTab(QWidget):
    """Stacked memory bars per candidate, the controls that move them, and the numbers."""

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self._selected: tuple[int, str] | None = None
        self._build_controls()
        self.chart = MemoryFitChart()
        self.chart.setToolTip(
            self.tr("Hover over a bar for its figures; click a part for how it is computed.")
        )
        self.explanation = QTextBrowser()
        self.explanation.setObjectName("memory_explanation")
        self.explanation.setMinimumWidth(240)
        self.table = CopyableTable()
        # the table's rows show without dragging the splitter: room for header + 7 rows
        rows_px = self.fontMetrics().lineSpacing() + 10
        self.table.setMinimumHeight(rows_px * 8 + 40)
        beside = splitter(Qt.Orientation.Horizontal, (self.chart, 3), (self.explanation, 1))
        vertical = splitter(Qt.Orientation.Vertical, (beside, 3), (self.table, 2))
        layout = QVBoxLayout(self)
        layout.addWidget(self.controls)
        layout.addWidget(CalibrationNote(store, "memory"))  # pilots: calibrated vs before
        self.verdict = text_label("memory_verdict")
        layout.addWidget(self.verdict)
        layout.addWidget(vertical, 1)
        self.chart.sig_segment_clicked.connect(self._on_segment_clicked)
        store.sig_result_changed.connect(self._on_results_changed)
        store.sig_scenario_changed.connect(self._on_scenario_changed)
        self._on_results_changed(store.shown_results)

    # ---- Building
    def _build_controls(self) -> None:
        """Quick controls: the same bindings as the Model & hardware form; one row where the
        window is wide enough, else two (German words need more room than English)."""
        self.controls = QWidget()
        self.controls.setObjectName("memory_controls")
        # the rows adapt to the width, so the controls never widen the tab past the window
        self.controls.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        grid = QGridLayout(self.controls)
        grid.setContentsMargins(0, 0, 0, 0)
        self.framework = bind(self.store, "framework", "memory_")
        self.seq_len = bind(self.store, "seq_len", "memory_")
        self.micro_batch = bind(self.store, "micro_batch", "memory_")
        self.method = bind(self.store, "method", "memory_")
        self.checkpointing = bind(self.store, "activation_checkpointing", "memory_")
        self.sharding = bind(self.store, "sharding", "memory_")
        self.offload = bind(self.store, "offload_optimizer", "memory_")
        labelled = [
            self.framework,
            self.seq_len,
            self.micro_batch,
            self.method,
            self.checkpointing,
            self.sharding,
        ]
        self._cells: list[tuple[QWidget | None, QWidget]] = []
        for widget in labelled:
            if isinstance(widget, QComboBox):
                # long choices would push the row past the window: the box shows what
                # fits (ending in "…"), its drop-down list every word
                widget.setSizeAdjustPolicy(
                    QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
                )
                widget.setMinimumContentsLength(COMBO_CHARACTERS)
            else:  # a number of a few digits: the room goes to the choices
                widget.setMaximumWidth(widget.fontMetrics().horizontalAdvance("0") * 12)
            self._cells.append((buddy_label(widget.field, widget), widget))
        self._cells.append((None, self.offload))
        self._per_row = 0
        self._arrange_controls(len(self._cells))

    def _arrange_controls(self, per_row: int) -> None:
        """The controls in rows of `per_row` (label above its box), choices stretching."""
        if per_row == self._per_row:
            return
        self._per_row = per_row
        grid = self.controls.layout()
        assert isinstance(grid, QGridLayout)
        for index, (label, widget) in enumerate(self._cells):
            row, column = divmod(index, per_row)
            if label is not None:
                grid.addWidget(label, 2 * row, column)
            grid.addWidget(widget, 2 * row + 1, column, Qt.AlignmentFlag.AlignTop)
        for column in range(len(self._cells)):
            choices = [
                widget
                for index, (_label, widget) in enumerate(self._cells)
                if index % per_row == column and isinstance(widget, QComboBox)
            ]
            grid.setColumnStretch(column, 1 if choices else 0)

    def controls_rows(self) -> int:
        """How many rows the controls take (tests)."""
        return -(-len(self._cells) // self._per_row)

    def _rows_width(self, per_row: int) -> int:
        """The width the controls need in rows of `per_row`: each column as wide as its
        widest label or box (a box as wide as its choice)."""
        grid = self.controls.layout()
        spacing = grid.horizontalSpacing() if isinstance(grid, QGridLayout) else 6
        outer = self.layout()
        margins = outer.contentsMargins() if outer is not None else None
        columns = [0] * per_row
        for index, (label, widget) in enumerate(self._cells):
            column = index % per_row
            needed = max(
                label.minimumSizeHint().width() if label is not None else 0,
                widget.minimumSizeHint().width(),
            )
            columns[column] = max(columns[column], needed)
        return (
            sum(columns)
            + spacing * (per_row - 1)
            + (margins.left() + margins.right() if margins is not None else 0)
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._fit_controls(event.size().width())
        super().resizeEvent(event)

    def _fit_controls(self, width: int) -> None:
        """One row where it fits, else as few rows as leave every choice whole."""
        count = len(self._cells)
        options = sorted({-(-count // rows) for rows in range(1, count + 1)}, reverse=True)
        fitting = [n for n in options if self._rows_width(n) <= width]
        self._arrange_controls(fitting[0] if fitting else options[-1])

    def _on_scenario_changed(self, _scenario: object) -> None:
        if self.width() > 0:  # a longer choice may need another row
            self._fit_controls(self.width())

    # ---- Slots
    def _on_results_changed(self, results: list[PlanResult]) -> None:
        notice = last_plan_notice(self.store)  # an earlier plan's figures: said first
        verdict = (
            "\n".join([memory_verdict(results[0]), *memory_odds_lines(results[0])])
            if results
            else plan_problem(self.store)
        )
        self.verdict.setText(f"⚠ {notice}\n{verdict}" if notice else verdict)
        for part in (self.chart, self.table):
            part.setEnabled(not notice)
        self.chart.set_results(results)
        self.table.set_table(memory_fit_table(results))
        if self._selected is not None and self._selected[0] >= len(results):
            self._selected = None
        self._show_explanation()

    def _on_segment_clicked(self, index: int, key: str) -> None:
        self._selected = (index, key)
        self._show_explanation()

    # ---- Explanation panel
    def _show_explanation(self) -> None:
        results = self.chart.results()
        if self._selected is None or not results:
            self.explanation.setHtml(
                "<p><b>"
                + escape(self.tr("How is this computed?"))
                + "</b></p><p>"
                + escape(
                    self.tr(
                        "Click a coloured part of a bar to see its formula, the inputs "
                        "used and where the numbers come from."
                    )
                )
                + "</p>"
            )
            return
        index, key = self._selected
        result = results[index]
        explanation = result.explanations.get(f"memory_per_gpu_gb.{key}")
        value = getattr(result.memory.memory_per_gpu_gb, key)
        title = f"{memory_part_label(key)} — {candidate_labels(results)[index]}"
        parts = [
            f"<h3>{escape(title)}</h3>",
            f"<p><b>{escape(formatting.size_gb(value))}</b> "
            + escape(self.tr("per card"))
            + "</p>",
        ]
        if explanation is None:
            parts.append(
                "<p>" + escape(self.tr("No explanation was recorded for this figure.")) + "</p>"
            )
        else:
            shown = explanation_text(f"memory_per_gpu_gb.{key}", explanation)
            inputs = "".join(f"<li>{escape(k)} = {escape(v)}</li>" for k, v in shown.inputs)
            formula, inputs_title, source = self.tr("Formula"), self.tr("Inputs"), self.tr("Source")
            parts += [
                f"<p><b>{escape(formula)}</b><br><code>{escape(shown.formula)}</code></p>",
                f"<p><b>{escape(inputs_title)}</b></p><ul>{inputs}</ul>" if inputs else "",
                f"<p><b>{escape(source)}</b><br>{escape(shown.source or '–')}</p>",
            ]
        self.explanation.setHtml("".join(parts))

    def explanation_text(self) -> str:
        """The side panel's text (what a reader sees after clicking a segment)."""
        return self.explanation.toPlainText()
