"""The Memory fit tab: per card, what training needs against what the card has, per candidate.

Controls edit the scenario through the store; every bar, the table and the explanation panel
render from the store's plan results. No figure is computed here.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QSpinBox,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.gui import formatting
from llmplan.gui.accuracy import framework_names, memory_verdict
from llmplan.gui.charts.memory_chart import MemoryFitChart
from llmplan.gui.charts.palette import memory_segment_label
from llmplan.gui.copyable_table import CopyableTable
from llmplan.gui.store import ScenarioStore
from llmplan.report.tables import candidate_labels, memory_fit_table


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
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.chart)
        splitter.addWidget(self.explanation)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        vertical = QSplitter(Qt.Orientation.Vertical)
        vertical.addWidget(splitter)
        vertical.addWidget(self.table)
        vertical.setStretchFactor(0, 3)
        vertical.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(self.controls)
        self.verdict = QLabel()
        self.verdict.setObjectName("memory_verdict")
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        layout.addWidget(vertical, 1)
        self.chart.sig_segment_clicked.connect(self._on_segment_clicked)
        store.sig_scenario_changed.connect(self._on_scenario_changed)
        store.sig_result_changed.connect(self._on_results_changed)
        self._on_scenario_changed(store.scenario)
        self._on_results_changed(store.results)

    # ---- Building
    def _build_controls(self) -> None:
        self.seq_len = QSpinBox()
        self.seq_len.setObjectName("memory_seq_len")
        self.seq_len.setRange(1, 10_000_000)
        self.seq_len.setSingleStep(1024)
        self.seq_len.setGroupSeparatorShown(True)
        self.seq_len.setKeyboardTracking(False)  # update when a number is complete, not per digit
        self.seq_len.setToolTip(self.tr("Tokens per training sequence (context length)"))
        self.micro_batch = QSpinBox()
        self.micro_batch.setObjectName("memory_micro_batch")
        self.micro_batch.setRange(1, 100_000)
        self.micro_batch.setKeyboardTracking(False)
        self.micro_batch.setToolTip(self.tr("Sequences each card processes at once"))
        self.method = self._combo(
            "memory_method",
            [
                ("full", self.tr("Full fine-tune")),
                ("lora", self.tr("LoRA")),
                ("qlora", self.tr("QLoRA")),
            ],
            self.tr("Train all weights, or small adapters on a frozen (QLoRA: 4-bit) model"),
        )
        self.checkpointing = self._combo(
            "memory_checkpointing",
            [
                ("none", self.tr("None")),
                ("selective", self.tr("Selective")),
                ("full", self.tr("Full")),
            ],
            self.tr(
                "Activation checkpointing: keep less in memory, recompute it in the backward pass"
            ),
        )
        self.sharding = self._combo(
            "memory_sharding",
            [
                ("none", self.tr("None (DDP)")),
                ("zero1", self.tr("ZeRO-1")),
                ("zero2", self.tr("ZeRO-2")),
                ("zero3", self.tr("ZeRO-3 / FSDP")),
            ],
            self.tr("Split optimizer states, gradients and weights across the cards"),
        )
        self.framework = self._combo(
            "memory_framework",
            framework_names(),
            self.tr("The training software whose memory the bars show"),
        )
        self.framework.currentIndexChanged.connect(
            lambda _i: self.store.update(framework=self.framework.currentData())
        )
        self.offload = QCheckBox(self.tr("Off&load optimizer to CPU RAM"))
        self.offload.setObjectName("memory_offload")
        self.offload.setToolTip(self.tr("Keep master weights and Adam moments in host RAM"))
        self.seq_len.valueChanged.connect(lambda v: self.store.update(seq_len=v))
        self.micro_batch.valueChanged.connect(lambda v: self.store.update(micro_batch=v))
        self.method.currentIndexChanged.connect(
            lambda _i: self.store.update(method=self.method.currentData())
        )
        self.checkpointing.currentIndexChanged.connect(
            lambda _i: self.store.update(activation_checkpointing=self.checkpointing.currentData())
        )
        self.sharding.currentIndexChanged.connect(
            lambda _i: self.store.update(sharding=self.sharding.currentData())
        )
        self.offload.toggled.connect(lambda on: self.store.update(offload_optimizer=on))
        grid = QGridLayout()
        pairs = [
            (self.tr("Soft&ware"), self.framework),
            (self.tr("Se&quence length"), self.seq_len),
            (self.tr("Micro-&batch"), self.micro_batch),
            (self.tr("Meth&od"), self.method),
            (self.tr("Chec&kpointing"), self.checkpointing),
            (self.tr("Sh&arding"), self.sharding),
        ]
        for column, (text, widget) in enumerate(pairs):
            label = QLabel(text)
            label.setBuddy(widget)
            grid.addWidget(label, 0, column)
            grid.addWidget(widget, 1, column)
        grid.addWidget(self.offload, 1, len(pairs))
        grid.setColumnStretch(len(pairs) + 1, 1)
        self.controls = grid

    def _combo(self, name: str, items: list[tuple[str, str]], tooltip: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        combo.setToolTip(tooltip)
        for value, text in items:
            combo.addItem(text, value)
        return combo

    # ---- Slots
    def _on_scenario_changed(self, scenario: Scenario) -> None:
        """Show the scenario's values without echoing them back to the store."""
        widgets = (
            self.framework,
            self.seq_len,
            self.micro_batch,
            self.method,
            self.checkpointing,
            self.sharding,
            self.offload,
        )
        for widget in widgets:
            widget.blockSignals(True)
        self.framework.setCurrentIndex(self.framework.findData(scenario.framework))
        self.seq_len.setValue(scenario.seq_len)
        self.micro_batch.setValue(scenario.micro_batch)
        self.method.setCurrentIndex(self.method.findData(scenario.method))
        self.checkpointing.setCurrentIndex(
            self.checkpointing.findData(scenario.activation_checkpointing)
        )
        self.sharding.setCurrentIndex(self.sharding.findData(scenario.sharding))
        self.offload.setChecked(scenario.offload_optimizer)
        for widget in widgets:
            widget.blockSignals(False)

    def _on_results_changed(self, results: list[PlanResult]) -> None:
        self.verdict.setText(memory_verdict(results[0]) if results else "")
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
        value = getattr(result.memory_per_gpu_gb, key)
        title = f"{memory_segment_label(key)} — {candidate_labels(results)[index]}"
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
            inputs = "".join(
                f"<li>{escape(str(k))} = {escape(str(v))}</li>"
                for k, v in explanation.inputs.items()
            )
            formula, inputs_title, source = self.tr("Formula"), self.tr("Inputs"), self.tr("Source")
            parts += [
                f"<p><b>{escape(formula)}</b><br><code>{escape(explanation.formula)}</code></p>",
                f"<p><b>{escape(inputs_title)}</b></p><ul>{inputs}</ul>" if inputs else "",
                f"<p><b>{escape(source)}</b><br>{escape(explanation.source or '–')}</p>",
            ]
        self.explanation.setHtml("".join(parts))

    def explanation_text(self) -> str:
        """The side panel's text (what a reader sees after clicking a segment)."""
        return self.explanation.toPlainText()
