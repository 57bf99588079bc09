"""Method and training setup: method, LoRA, optimizer, sharding, memory savers, MFU."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QCheckBox,
    QGridLayout,
    QLabel,
    QWidget,
)

from llmplan.core.objectives import objective_spec
from llmplan.core.plan import precision_options
from llmplan.core.result import PlanResult
from llmplan.core.scenario import ALL_LORA_TARGETS, MFU_CONSERVATIVE, MFU_OPTIMISTIC, Scenario
from llmplan.core.stacks.registry import (
    supports_activation_offload,
    supports_compile,
    supports_optimizer_in_backward,
)
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.rollout_rows import RolloutRows
from llmplan.gui.widgets.eliding_combo import ElidingComboBox
from llmplan.gui.widgets.field_state import ERROR_COLOUR, refused_reason
from llmplan.gui.widgets.quiet import quietly
from llmplan.gui.widgets.scenario_fields import (
    ChoiceBox,
    FieldCheckBox,
    FieldWidget,
    bind,
    buddy_label,
)
from llmplan.gui.widgets.store_group import StoreGroup, wrapping_form
from llmplan.gui.widgets.text_label import text_label
from llmplan.presentation.formatting import percent
from llmplan.presentation.hardware_names import catalog_name
from llmplan.presentation.labels import (
    choice_label,
    framework_mfu_preset_text,
    mfu_conservative_text,
    mfu_optimistic_text,
    precision_unavailable_text,
)
from llmplan.presentation.token_chain_text import trained_tokens_text


class TrainingForm(StoreGroup):
    """Every training input; each field is bound to the store by `scenario_fields.bind`."""

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(store, self.tr("Method and training setup"), parent)
        self.form = wrapping_form(self)

        self.framework = self._row("framework")
        self.method = self._row("method")
        self.objective = self._row("objective")
        self.reference = self._row("reference")
        self.rollout_rows = RolloutRows(store, self.form)  # GRPO only
        self.lora_rank = self._row("lora_rank")
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
        self.form.addRow(self.tr("LoRA targets:"), self.targets_box)
        self.targets_message = self._message_row()  # a refusal of these targets, in words
        self.optimizer = self._row("optimizer")
        self.sharding = self._row("sharding")
        self.offload = self._row("offload_optimizer")
        self.checkpointing = self._row("activation_checkpointing")
        self.chunked_loss = self._row("chunked_loss")
        self.optimizer_in_backward = self._row("optimizer_in_backward")
        self.activation_offload = self._row("activation_offload")
        self.precision = self._row("precision")
        self.compile = self._row("compile")
        self.seq_len = self._row("seq_len")
        self.micro_batch = self._row("micro_batch")
        self.global_batch = self._row("global_batch")
        self.tokens = self._row("tokens")
        self.epochs = self._row("epochs")
        self.packing = self._row("packing")
        self.replay_fraction = self._row("replay_fraction")
        # the plan's count after separators, padding, replay
        self.trained_tokens = text_label("trainedTokens")
        self.form.addRow("", self.trained_tokens)

        self.mfu_preset = ElidingComboBox()
        self.mfu_preset.setObjectName("mfuPreset")
        self.mfu_preset.addItem(framework_mfu_preset_text(None), "framework")
        self.mfu_preset.addItem(mfu_optimistic_text(), "optimistic")
        self.mfu_preset.addItem(mfu_conservative_text(), "conservative")
        self.mfu_preset.addItem(self.tr("Custom MFU"), "custom")
        self.mfu_preset.setToolTip(
            self.tr(
                "Model FLOPs utilisation: the share of the GPUs' dense peak that training "
                "achieves; %1 is optimistic, %2 conservative (“Continued Pretraining mit "
                "Firmendaten”)"
            )
            .replace("%1", percent(MFU_OPTIMISTIC))
            .replace("%2", percent(MFU_CONSERVATIVE))
        )
        self.mfu_preset.currentIndexChanged.connect(self._on_mfu_preset)
        self.form.addRow(self.tr("MF&U:"), self.mfu_preset)
        self.mfu = self._row("mfu")
        self.tokens_per_second = self._row("tokens_per_second")
        self.deadline_days = self._row("deadline_days")
        self.budget = self._row("budget")

        store.sig_scenario_changed.connect(self._on_scenario_changed)
        store.sig_result_changed.connect(self._on_results_changed)
        self._on_scenario_changed(store.scenario)
        self._on_results_changed(store.results)

    def _row(self, name: str) -> FieldWidget:
        widget = bind(self.store, name)
        if isinstance(widget, QCheckBox):  # across both columns: long German labels fit
            self.form.addRow(widget)
        else:
            self.form.addRow(buddy_label(name, widget, ":"), widget)
        if isinstance(widget, ChoiceBox | FieldCheckBox):  # a number field has its own
            widget.message_label = self._message_row()
        return widget

    def _message_row(self) -> QLabel:
        """A row under the last one for the reason its value is refused (hidden until then)."""
        label = QLabel()
        label.hide()
        self.form.addRow(label)
        return label

    # ---- Slots
    def _on_targets_toggled(self, _checked: bool) -> None:
        targets = [name for name, check in self.target_checks.items() if check.isChecked()]
        self.store.update(lora_targets=targets)

    def _on_mfu_preset(self, _index: int) -> None:
        preset = self.mfu_preset.currentData()
        self.mfu.setEnabled(preset == "custom")
        if preset == "framework":
            self.store.update(mfu=None)
        elif preset == "optimistic":
            self.store.update(mfu=MFU_OPTIMISTIC)
        elif preset == "conservative":
            self.store.update(mfu=MFU_CONSERVATIVE)

    def _on_results_changed(self, _results: list[PlanResult]) -> None:
        """The framework preset names the band the plan uses (it varies by stack and method)."""
        reason = refused_reason(self.store.plan_refusal, "lora_targets")
        self.targets_message.setText(reason or "")
        self.targets_message.setVisible(reason is not None)
        self.targets_message.setStyleSheet(f"color: {ERROR_COLOUR};")
        self.targets_message.setWordWrap(True)
        result = self.store.result if self.store.scenario.mfu is None else None
        index = self.mfu_preset.findData("framework")
        self.mfu_preset.setItemText(index, framework_mfu_preset_text(result))
        main = self.store.result
        chain = main.token_chain if main is not None else None
        self.trained_tokens.setText(trained_tokens_text(chain) if chain is not None else "")

    def _on_scenario_changed(self, scenario: Scenario) -> None:
        """The parts no single field owns: LoRA targets, what is enabled, the MFU preset."""
        for name, check in self.target_checks.items():
            with quietly(check):
                check.setChecked(name in scenario.lora_targets)
        lora = scenario.method != "full"
        # where the reference choice decides something (core/objectives.py); the rest ignore
        # the setting (and say so)
        spec = objective_spec(scenario.objective)
        self.reference.setEnabled(spec.reference_chosen(scenario.rollout.beta))
        self.lora_rank.setEnabled(lora)
        # GRPO and PPO train on their generated completions: the rollout sets count, lengths
        for field in (self.seq_len, self.tokens, self.packing, self.replay_fraction):
            field.setEnabled(not spec.generates)
        self.targets_box.setEnabled(lora)
        # torchtune's options: off where the stack cannot do them (still untickable when set)
        self.optimizer_in_backward.setEnabled(
            supports_optimizer_in_backward(scenario.framework, scenario.method)
            or scenario.optimizer_in_backward
        )
        self.activation_offload.setEnabled(
            supports_activation_offload(scenario.framework) or scenario.activation_offload
        )
        self._show_precision_options(scenario)
        if self.mfu_preset.currentData() != "custom" or not self.mfu.isEnabled():
            presets = {MFU_OPTIMISTIC: "optimistic", MFU_CONSERVATIVE: "conservative"}
            preset = "framework" if scenario.mfu is None else presets.get(scenario.mfu, "custom")
            with quietly(self.mfu_preset):
                self.mfu_preset.setCurrentIndex(self.mfu_preset.findData(preset))
        self.mfu.setEnabled(self.mfu_preset.currentData() == "custom")

    def _show_precision_options(self, scenario: Scenario) -> None:
        """Formats the card or the stack cannot do are greyed out, the reason their tooltip;
        compile is off for stacks without it (still untickable when set)."""
        gpu_name, options = precision_options(scenario, self.store.catalog)
        picker = self.precision
        assert isinstance(picker, ChoiceBox)
        model = picker.model()
        assert isinstance(model, QStandardItemModel)
        custom = any(g.name == gpu_name for g in scenario.custom_gpus)
        gpu = catalog_name(gpu_name, custom)
        stack = choice_label("framework", scenario.framework)
        for row in range(picker.count()):
            item = model.item(row)
            kind = options.get(picker.itemData(row))
            item.setEnabled(kind is None)
            reason = precision_unavailable_text(kind, gpu, stack) if kind else None
            item.setData(reason, Qt.ItemDataRole.ToolTipRole)
        self.compile.setEnabled(supports_compile(scenario.framework) or scenario.compile)
