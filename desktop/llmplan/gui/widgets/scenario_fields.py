"""Each scenario field bound to its widget once, for every tab that edits it.

A field is declared in `FIELDS` (kind, label, tooltip, display options); `bind(store, name)`
builds its editor: a `NumberField`, a `ChoiceBox` or a `FieldCheckBox`. The Model & hardware
form and the Memory fit quick controls call the same `bind`, so both show the same widget,
words and limits. Limits come from the `Scenario` model's own constraints (`Field(ge=...)`),
choices from its `Literal` type and their words from `choice_labels()`. Adding a choice field
such as `framework` is one `FieldSpec` line here plus one `bind` call per place it appears.

One loop-guard idiom: a widget shows a new scenario value under `quietly(...)`, so showing
never echoes back into the store.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import Literal, cast

import annotated_types
from pydantic import BaseModel
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QWidget

from llmplan.core.scenario import Optimizer, Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.eliding_combo import ElidingComboBox
from llmplan.gui.widgets.field_state import mark_invalid, mark_refused, refused_reason
from llmplan.gui.widgets.number_field import DECIMAL, WHOLE, NumberField, NumberFormat
from llmplan.gui.widgets.quiet import quietly
from llmplan.presentation import formatting as fmt
from llmplan.presentation import model_words
from llmplan.presentation.labels import choice_labels

FieldKind = Literal["number", "choice", "bool"]
_CONTEXT = "ScenarioFields"


@dataclass(frozen=True)
class FieldSpec:
    """How one scenario field is edited; `label` and `tooltip` are English source texts."""

    name: str
    kind: FieldKind
    label: str
    tooltip: str
    number: NumberFormat = DECIMAL  # how a number field reads and shows its value


def _t(text: str) -> str:
    return str(QT_TRANSLATE_NOOP(_CONTEXT, text))


FIELDS: dict[str, FieldSpec] = {
    spec.name: spec
    for spec in (
        FieldSpec(
            "framework",
            "choice",
            _t("Trainin&g software"),
            _t(
                "The training software: what it keeps in GPU memory (fp32 logits, fp32 norm "
                "inputs, adapter copies, allocator reserve) and how fast it runs differ by stack"
            ),
        ),
        FieldSpec(
            "method",
            "choice",
            _t("Meth&od"),
            _t(
                "Full: every weight is trained (6·N·D). LoRA/QLoRA: the base stays "
                "frozen and only low-rank adapters learn (≈ 4·N·D, far less memory)"
            ),
        ),
        FieldSpec(
            "objective",
            "choice",
            _t("O&bjective"),
            _t(
                "What training optimises: the next token (continued pretraining, SFT) or "
                "preferences: DPO, ORPO, SimPO and CPO put the chosen and the rejected answer of "
                "each pair through the model in one step (twice the activations); DPO and KTO "
                "compare with a frozen reference model"
            ),
        ),
        FieldSpec(
            "reference",
            "choice",
            _t("Reference model"),
            _t(
                "Where DPO and KTO get the reference log-probabilities: a frozen copy of the "
                "model on the GPUs (full tuning), the base with the adapters switched off "
                "(LoRA, no extra memory), or computed once before training (no copy on the "
                "GPUs, one extra forward pass over the data)"
            ),
        ),
        FieldSpec(
            "optimizer",
            "choice",
            _t("Optimi&zer"),
            _t("Optimizer and precision of the model states"),
        ),
        FieldSpec(
            "sharding",
            "choice",
            _t("Sh&arding"),
            _t("How model states (optimizer, gradients, weights) are divided among the GPUs"),
        ),
        FieldSpec(
            "activation_checkpointing",
            "choice",
            _t("Activation checkpoint&ing"),  # Alt+I as before
            _t("Activation checkpointing: keep less in memory, recompute it in the backward pass"),
        ),
        FieldSpec(
            "offload_optimizer",
            "bool",
            _t("Off&load optimizer to CPU RAM"),
            _t(
                "The optimizer states live in host RAM and the optimizer step runs on the "
                "CPU: saves GPU memory; every optimizer step then takes what the host's "
                "memory bandwidth allows (the plan adds it to the training time and "
                "explains it under 'Optimizer steps on the CPU')"
            ),
        ),
        FieldSpec(
            "chunked_loss",
            "bool",
            _t("Chunked / fused loss"),
            _t("Never hold all fp32 logits at once"),
        ),
        FieldSpec(
            "optimizer_in_backward",
            "bool",
            _t("Optimizer step in the backward pass"),
            _t(
                "torchtune optimizer_in_bwd: each gradient is applied and freed during the "
                "backward pass, so all gradients are never held at once (full fine-tuning)"
            ),
        ),
        FieldSpec(
            "activation_offload",
            "bool",
            _t("Activation offloading to CPU RAM"),
            _t(
                "torchtune enable_activation_offloading: saved activations wait in host RAM "
                "until the backward pass needs them"
            ),
        ),
        FieldSpec(
            "precision",
            "choice",
            _t("Training precisio&n"),
            _t(
                "Number format of the linear layers' matmuls. FP8 (Hopper, Ada, Blackwell) "
                "and MXFP8/NVFP4 (data-centre Blackwell) run them on faster tensor cores; "
                "the plan uses each stack's measured end-to-end speed-up (about 1.1–1.5×, "
                "not the datasheet's 2×) and the memory its recipe adds or saves. Formats "
                "the card or the training software cannot do are greyed out"
            ),
        ),
        FieldSpec(
            "compile",
            "bool",
            _t("torch.compile the model"),
            _t(
                "torchtitan --compile / torchtune compile=True: fused kernels run faster and "
                "save fewer activations (the measured effect of their tables); other stacks "
                "ignore it"
            ),
        ),
        FieldSpec(
            "seq_len",
            "number",
            _t("Se&quence length"),
            _t("Tokens per training sequence (context length)"),
            number=WHOLE,
        ),
        FieldSpec(
            "micro_batch",
            "number",
            _t("Micro-&batch"),
            _t("Sequences per GPU per step (micro-batch × sequence = tokens per GPU)"),
            number=WHOLE,
        ),
        FieldSpec(
            "global_batch",
            "number",
            _t("Global batch"),
            _t(
                "Sequences per optimizer step; gradient accumulation = global batch ÷ "
                "(micro-batch × data-parallel GPUs). Empty: one micro-batch per GPU and step"
            ),
            number=NumberFormat(integer=True, optional=True),
        ),
        FieldSpec(
            "lora_rank",
            "number",
            _t("LoRA ran&k"),
            _t("LoRA rank r: adapter size r·(d_in + d_out) per adapted matrix"),
            number=WHOLE,
        ),
        FieldSpec(
            "tokens",
            "number",
            _t("To&kens per epoch"),
            _t(
                "Training tokens per epoch (the Corpus tab's “Use in plan” fills this); "
                "e.g. 1e10 or 10000000000"
            ),
            number=NumberFormat(decimals=0),  # a count: "386,805", never "386,804.51"
        ),
        FieldSpec("epochs", "number", _t("E&pochs"), _t("Passes over the tokens")),
        FieldSpec(
            "packing",
            "bool",
            _t("Pack documents into sequences"),
            _t(
                "On: documents are packed into full sequences with one separator token each "
                "(continued pretraining). Off: one document per sequence, padded to the "
                "sequence length (fine-tuning without packing); the padding is computed from "
                "the scanned document lengths"
            ),
        ),
        FieldSpec(
            "replay_fraction",
            "number",
            _t("&Replay of general text (%)"),
            _t(
                "Share of the trained tokens that is general text mixed back in against "
                "forgetting (Ibrahim et al. 2024, cited in “Continued Pretraining mit "
                "Firmendaten”); no fixed share is published: test the mix in a small run"
            ),
            number=NumberFormat(decimals=0, display_scale=100.0),
        ),
        FieldSpec(
            "mfu",
            "number",
            _t("Custom MFU (%)"),
            _t("Custom MFU in percent (1–100)"),
            number=NumberFormat(decimals=1, display_scale=100.0, optional=True),
        ),
        FieldSpec(
            "tokens_per_second",
            "number",
            _t("Measured tokens/&s"),
            _t(
                "Measured throughput of a pilot run, whole cluster; replaces the MFU "
                "model. Empty = not measured"
            ),
            number=NumberFormat(decimals=0, optional=True),
        ),
        FieldSpec(
            "deadline_days",
            "number",
            _t("Deadline (&days)"),
            _t(
                "Days the whole run must end within: the plan says how likely it is, from the "
                "planner's errors on its shipped runs and the time lost to interruptions. "
                "Empty = no deadline"
            ),
            number=NumberFormat(decimals=1, optional=True),
        ),
        FieldSpec(
            "budget",
            "number",
            _t("Budg&et for running"),
            _t(
                "What running the training may cost, in the scenario's currency (the rent on "
                "rented hardware, which includes the electricity; else the electricity): the "
                "plan says how likely it stays within it. Empty = no budget"
            ),
            number=NumberFormat(decimals=0, optional=True),
        ),
    )
}


def translate(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def label_text(name: str) -> str:
    """The field's label in the current language, with its mnemonic."""
    return translate(FIELDS[name].label)


# Fields a form edits outside FIELDS (nested in the scenario): (its Qt context, its label)
_NESTED_LABELS = {
    "hardware.count": ("HardwareForm", "GPU c&ount:"),
    "hardware.nodes": ("HardwareForm", "&Nodes:"),
    # the layout row names its fields TP, PP, …: a message names them in words
    "parallelism": ("HardwareForm", "Parallel layout:"),
    "parallelism.tensor": ("HardwareForm", "Tensor parallel (TP)"),
    "parallelism.pipeline": ("HardwareForm", "Pipeline stages (PP)"),
    "parallelism.virtual_pipeline": ("HardwareForm", "Model chunks per stage (VPP)"),
    "parallelism.context": ("HardwareForm", "Context parallel (CP)"),
    "parallelism.expert": ("HardwareForm", "Expert parallel (EP)"),
    "lora_targets": ("TrainingForm", "LoRA targets:"),
    "reward_model": ("RolloutRows", "Reward model:"),
}


def plain_label(path: str) -> str:
    """The label a form shows for a dotted scenario field, as words for a message ("GPU
    count", no mnemonic, no colon); the path itself where no form shows the field."""
    if path in FIELDS:
        text = label_text(path)
    elif path in _NESTED_LABELS:
        text = QCoreApplication.translate(*_NESTED_LABELS[path])
    else:
        return path
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip(": ")


def labelled_problems(message: str) -> str:
    """The store's "field: reason" lines in one line, each field named by its label."""
    lines = []
    for line in message.splitlines():
        path, colon, reason = line.partition(": ")
        lines.append(f"{plain_label(path)}: {reason}" if colon else line)
    return "; ".join(lines)


def model_field(model: type[BaseModel], dotted: str) -> tuple[type[BaseModel], str]:
    """The model that holds a dotted field ("cpu.tdp_w": the CPU model) and its own name."""
    *path, leaf = dotted.split(".")
    for part in path:
        annotation = model.model_fields[part].annotation
        assert isinstance(annotation, type) and issubclass(annotation, BaseModel), dotted
        model = annotation
    return model, leaf


def literal_values(model: type[BaseModel], name: str) -> list[str]:
    """The values a Literal field allows ([] for other fields)."""
    values: list[str] = []
    for option in (
        model.model_fields[name].annotation,
        *typing.get_args(model.model_fields[name].annotation),
    ):
        if typing.get_origin(option) is typing.Literal:
            values += [str(value) for value in typing.get_args(option)]
    return values


def bounds(name: str, model: type[BaseModel] = Scenario) -> tuple[float | None, float | None]:
    """(lowest, highest) allowed value from the model's field constraints (None: open)."""
    low: float | None = None
    high: float | None = None
    for constraint in model.model_fields[name].metadata:
        if isinstance(constraint, annotated_types.Ge | annotated_types.Gt):
            low = float(getattr(constraint, "ge", getattr(constraint, "gt", 0.0)))
        elif isinstance(constraint, annotated_types.Le | annotated_types.Lt):
            high = float(getattr(constraint, "le", getattr(constraint, "lt", 0.0)))
    return low, high


def spin_range(name: str, decimals: int = 0) -> tuple[float, float]:
    """The model's limits for a spin box; an open lower limit (> 0) becomes its smallest step."""
    low, high = bounds(name)
    constraints = Scenario.model_fields[name].metadata
    exclusive = any(isinstance(item, annotated_types.Gt) for item in constraints)
    step = 10.0**-decimals
    start = (low or 0.0) + (step if exclusive else 0.0)
    return start, high if high is not None else 1e18


def _as_optimizer(value: str) -> Optimizer | None:
    return next((o for o in typing.get_args(Optimizer) if o == value), None)


def choices(name: str, scenario: Scenario | None = None) -> list[tuple[str, str]]:
    """(value, label) of a choice field: values from the model's Literal, words from the
    presentation labels (a value without a label shows as itself). The optimizer's words
    name the bytes `scenario`'s stack counts per parameter (they differ between stacks)."""
    if name == "optimizer" and scenario is not None:
        return [
            (value, model_words.optimizer_label(optimizer, scenario.framework))
            for value in literal_values(Scenario, name)
            if (optimizer := _as_optimizer(value)) is not None
        ]
    words = choice_labels().get(name, {})
    return [(value, words.get(value, value)) for value in literal_values(Scenario, name)]


def range_hint(
    name: str, model: type[BaseModel] = Scenario, scale: float = 1.0, decimals: int = 0
) -> str:
    """ " (1 – 10,000,000)": the allowed range for a tooltip, from the model's constraints."""
    low, high = bounds(name, model)
    if high is None:
        return ""
    return f" ({fmt.number((low or 0.0) * scale, decimals)} – {fmt.number(high * scale, decimals)})"


class _BoundToField:
    """What a widget bound to one field of the scenario does, whatever it shows the value
    in: its tooltip, showing the scenario's value (`_show`) whenever the scenario changes,
    and the red border of a plan refused for its field. `message_label`, where a form gives
    one, shows the reason beside the red border (the tooltip has it either way)."""

    store: ScenarioStore
    spec: FieldSpec
    field: str
    message_label: QLabel | None

    def _bind(self, store: ScenarioStore, spec: FieldSpec) -> None:
        self.store, self.spec, self.field = store, spec, spec.name
        self.message_label = None
        cast(QWidget, self).setToolTip(translate(spec.tooltip))
        store.sig_scenario_changed.connect(self._show)
        store.sig_result_changed.connect(self._on_plan_changed)
        self._show(store.scenario)

    def _on_plan_changed(self, _results: object) -> None:
        reason = refused_reason(self.store.plan_refusal, self.field)
        mark_refused(cast(QWidget, self), self.message_label, reason)

    def _show(self, scenario: Scenario) -> None:
        raise NotImplementedError


class ChoiceBox(ElidingComboBox, _BoundToField):
    """A combo box bound to one choice field of the scenario."""

    def __init__(self, store: ScenarioStore, spec: FieldSpec) -> None:
        super().__init__()
        for value, text in choices(spec.name, store.scenario):
            self.addItem(text, value)
        self.currentIndexChanged.connect(self._on_index_changed)
        self._bind(store, spec)

    def _on_index_changed(self, _index: int) -> None:
        message = self.store.edit(**{self.spec.name: self.currentData()})
        mark_invalid(self, self.message_label, message)

    def _show(self, scenario: Scenario) -> None:
        with quietly(self):
            for index, (value, text) in enumerate(choices(self.spec.name, scenario)):
                if self.itemData(index) == value and self.itemText(index) != text:
                    self.setItemText(index, text)  # e.g. another stack's bytes per param
                optimizer = _as_optimizer(value) if self.spec.name == "optimizer" else None
                if optimizer is not None and self.itemData(index) == value:
                    split = model_words.optimizer_bytes_text(optimizer, scenario.framework)
                    self.setItemData(index, split, Qt.ItemDataRole.ToolTipRole)
            self.setCurrentIndex(self.findData(getattr(scenario, self.spec.name)))


class FieldCheckBox(QCheckBox, _BoundToField):
    """A check box bound to one bool field of the scenario."""

    def __init__(self, store: ScenarioStore, spec: FieldSpec) -> None:
        super().__init__(translate(spec.label))
        self.toggled.connect(self._on_toggled)
        self._bind(store, spec)

    def _on_toggled(self, on: bool) -> None:
        mark_invalid(self, self.message_label, self.store.edit(**{self.spec.name: on}))

    def _show(self, scenario: Scenario) -> None:
        with quietly(self):
            self.setChecked(bool(getattr(scenario, self.spec.name)))


FieldWidget = NumberField | ChoiceBox | FieldCheckBox


def bind(store: ScenarioStore, name: str, object_prefix: str = "") -> FieldWidget:
    """The editor of scenario field `name`, bound to `store` both ways."""
    spec = FIELDS[name]
    widget: FieldWidget
    if spec.kind == "choice":
        widget = ChoiceBox(store, spec)
    elif spec.kind == "bool":
        widget = FieldCheckBox(store, spec)
    else:
        widget = NumberField(
            store,
            name,
            translate(spec.tooltip) + range_hint(name, scale=spec.number.display_scale),
            spec.number,
        )
    widget.setObjectName(f"{object_prefix}{name}")
    return widget


def buddy_label(name: str, widget: QWidget, suffix: str = "") -> QLabel:
    """The field's label, whose mnemonic focuses `widget`."""
    label = QLabel(label_text(name) + suffix)
    label.setBuddy(widget)
    return label
