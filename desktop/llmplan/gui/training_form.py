"""Method and training setup: method, LoRA, optimizer, sharding, memory savers, MFU."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QWidget,
)

from llmplan.core.scenario import ALL_LORA_TARGETS, MFU_CONSERVATIVE, MFU_OPTIMISTIC, Scenario
from llmplan.gui.accuracy import framework_names
from llmplan.gui.number_field import NumberField
from llmplan.gui.store import ScenarioStore
from llmplan.report.labels import choice_labels


class TrainingForm(QGroupBox):
    """Every training input; each edit goes straight to the store."""

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Method and training setup"))
        self.store = store
        self._syncing = False
        form = QFormLayout(self)

        self.framework = self._combo(
            "framework",
            framework_names(),
            self.tr(
                "The training software: what it keeps in GPU memory (fp32 logits, fp32 norm "
                "inputs, adapter copies, allocator reserve) and how fast it runs differ by stack"
            ),
        )
        form.addRow(self.tr("Trainin&g software:"), self.framework)

        self.method = self._combo(
            "method",
            [
                ("full", self.tr("Full fine-tune / continued pretraining")),
                ("lora", self.tr("LoRA (frozen base, small adapters)")),
                ("qlora", self.tr("QLoRA (4-bit base + adapters)")),
            ],
            self.tr(
                "Full: every weight is trained (6·N·D). LoRA/QLoRA: the base stays frozen "
                "and only low-rank adapters learn (≈ 4·N·D, far less memory)"
            ),
        )
        form.addRow(self.tr("Meth&od:"), self.method)

        self.lora_rank = NumberField(
            store,
            "lora_rank",
            self.tr("LoRA rank r: adapter size r·(d_in + d_out) per adapted matrix"),
            integer=True,
        )
        form.addRow(self.tr("LoRA ran&k:"), self.lora_rank)
        self.targets_box = QWidget()
        grid = QGridLayout(self.targets_box)
        grid.setContentsMargins(0, 0, 0, 0)
        self.target_checks: dict[str, QCheckBox] = {}
        for index, target in enumerate(ALL_LORA_TARGETS):
            check = QCheckBox(target)
            check.setToolTip(
                self.tr("Put an adapter on the %1 projection of every layer").replace("%1", target)
            )
            check.toggled.connect(self._on_targets_toggled)
            grid.addWidget(check, index // 4, index % 4)
            self.target_checks[target] = check
        form.addRow(self.tr("LoRA targets:"), self.targets_box)

        labels = choice_labels()
        self.optimizer = self._combo(
            "optimizer",
            list(labels["optimizer"].items()),
            self.tr("Optimizer and precision of the model states (seed 003)"),
        )
        form.addRow(self.tr("Optimi&zer:"), self.optimizer)

        self.sharding = self._combo(
            "sharding",
            list(labels["sharding"].items()),
            self.tr("How model states are divided among the GPUs"),
        )
        form.addRow(self.tr("Sh&arding:"), self.sharding)

        self.offload = QCheckBox(self.tr("Offload optimizer to CPU RAM"))
        self.offload.setObjectName("offload")
        self.offload.setToolTip(
            self.tr(
                "Master weights and moments (12 bytes/param) live in "
                "host RAM; saves GPU memory, costs speed"
            )
        )
        self.offload.toggled.connect(lambda on: self._update(offload_optimizer=on))
        form.addRow("", self.offload)

        self.checkpointing = self._combo(
            "activation_checkpointing",
            list(labels["activation_checkpointing"].items()),
            self.tr("Activation checkpointing trades recomputation for memory"),
        )
        form.addRow(self.tr("Activation checkpo&inting:"), self.checkpointing)
        self.chunked_loss = QCheckBox(self.tr("Chunked / fused loss"))
        self.chunked_loss.setToolTip(self.tr("Never hold all fp32 logits at once"))
        self.chunked_loss.toggled.connect(lambda on: self._update(chunked_loss=on))
        form.addRow("", self.chunked_loss)

        self.seq_len = NumberField(
            store, "seq_len", self.tr("Tokens per training sequence"), integer=True
        )
        form.addRow(self.tr("Se&quence length:"), self.seq_len)
        self.micro_batch = NumberField(
            store,
            "micro_batch",
            self.tr("Sequences per GPU per step (micro-batch × sequence = tokens per GPU)"),
            integer=True,
        )
        form.addRow(self.tr("Micro-&batch:"), self.micro_batch)
        self.tokens = NumberField(
            store,
            "tokens",
            self.tr(
                "Training tokens per epoch (the Corpus "
                "tab's “Use in plan” fills this); e.g. 1e10 or 10000000000"
            ),
        )
        form.addRow(self.tr("To&kens per epoch:"), self.tokens)
        self.epochs = NumberField(store, "epochs", self.tr("Passes over the tokens"))
        form.addRow(self.tr("E&pochs:"), self.epochs)

        self.mfu_preset = QComboBox()
        self.mfu_preset.setObjectName("mfuPreset")
        self.mfu_preset.addItem(self.tr("Measured for the framework"), "framework")
        self.mfu_preset.addItem(self.tr("Optimistic (MFU 40 %)"), "optimistic")
        self.mfu_preset.addItem(self.tr("Conservative (MFU 20 %)"), "conservative")
        self.mfu_preset.addItem(self.tr("Custom MFU"), "custom")
        self.mfu_preset.setToolTip(
            self.tr(
                "Model FLOPs utilisation: the share of the GPUs' dense "
                "peak that training achieves: the band measured for the chosen "
                "framework, or a fixed figure (seed 000: 40 % / 20 %)"
            )
        )
        self.mfu_preset.currentIndexChanged.connect(self._on_mfu_preset)
        form.addRow(self.tr("MF&U:"), self.mfu_preset)
        self.mfu = NumberField(
            store,
            "mfu",
            self.tr("Custom MFU in percent (1–100)"),
            optional=True,
            display_scale=100.0,
            decimals=1,
        )
        form.addRow(self.tr("Custom MFU (%):"), self.mfu)
        self.tokens_per_second = NumberField(
            store,
            "tokens_per_second",
            self.tr(
                "Measured throughput of a pilot run, whole "
                "cluster; replaces the MFU model (seed 001). Empty = "
                "not measured"
            ),
            optional=True,
            decimals=0,
        )
        form.addRow(self.tr("Measured tokens/&s:"), self.tokens_per_second)

        store.sig_scenario_changed.connect(self._on_scenario_changed)
        self._on_scenario_changed(store.scenario)

    def _combo(self, field: str, items: list[tuple[str, str]], tooltip: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(f"combo_{field}")
        for data, text in items:
            combo.addItem(text, data)
        combo.setToolTip(tooltip)
        combo.currentIndexChanged.connect(
            lambda _index: self._update(**{field: combo.currentData()})
        )
        return combo

    def _update(self, **changes: Any) -> None:
        if not self._syncing:
            self.store.update(**changes)

    # ---- Slots
    def _on_targets_toggled(self, _checked: bool) -> None:
        targets = [name for name, check in self.target_checks.items() if check.isChecked()]
        self._update(lora_targets=targets)

    def _on_mfu_preset(self, _index: int) -> None:
        preset = self.mfu_preset.currentData()
        self.mfu.setEnabled(preset == "custom")
        if preset == "framework":
            self._update(mfu=None)
        elif preset == "optimistic":
            self._update(mfu=MFU_OPTIMISTIC)
        elif preset == "conservative":
            self._update(mfu=MFU_CONSERVATIVE)

    def _on_scenario_changed(self, scenario: Scenario) -> None:
        self._syncing = True
        try:
            for combo, value in (
                (self.framework, scenario.framework),
                (self.method, scenario.method),
                (self.optimizer, scenario.optimizer),
                (self.sharding, scenario.sharding),
                (self.checkpointing, scenario.activation_checkpointing),
            ):
                combo.setCurrentIndex(combo.findData(value))
            self.offload.setChecked(scenario.offload_optimizer)
            self.chunked_loss.setChecked(scenario.chunked_loss)
            for name, check in self.target_checks.items():
                check.setChecked(name in scenario.lora_targets)
            lora = scenario.method != "full"
            self.lora_rank.setEnabled(lora)
            self.targets_box.setEnabled(lora)
            if self.mfu_preset.currentData() != "custom" or not self.mfu.isEnabled():
                presets = {MFU_OPTIMISTIC: "optimistic", MFU_CONSERVATIVE: "conservative"}
                preset = (
                    "framework" if scenario.mfu is None else presets.get(scenario.mfu, "custom")
                )
                self.mfu_preset.setCurrentIndex(self.mfu_preset.findData(preset))
            self.mfu.setEnabled(self.mfu_preset.currentData() == "custom")
        finally:
            self._syncing = False
