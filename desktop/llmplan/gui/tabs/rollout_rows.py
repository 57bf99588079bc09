"""GRPO's and PPO's rows of the training form: generations, lengths, prompts, the rollout
engine (scenario `rollout`, core/stacks/rollout.py) and the reward model
(core/stacks/rl_models.py); shown only while the objective is GRPO or PPO."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QFormLayout, QLabel, QWidget

from llmplan.catalog.load import load_catalog
from llmplan.core.objectives import objective_spec
from llmplan.core.scenario import Rollout, Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.eliding_combo import ElidingComboBox
from llmplan.gui.widgets.field_state import mark_invalid, mark_refused, refused_reason
from llmplan.gui.widgets.number_field import WHOLE, NumberField, NumberFormat
from llmplan.gui.widgets.quiet import quietly
from llmplan.gui.widgets.scenario_fields import literal_values, range_hint
from llmplan.presentation.labels import choice_label

_CONTEXT = "RolloutRows"


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


class RolloutRows(QObject):
    """The GRPO rows, added to `form`; `show_for(scenario)` hides them for other objectives.

    A QObject owned by the form's widget: the store outlives every rebuilt window (a
    language switch), and a plain object's connection to it stayed after its form was
    deleted — each edit then raised once per switch. Qt ends a QObject's connections with
    it."""

    def __init__(self, store: ScenarioStore, form: QFormLayout) -> None:
        super().__init__(form.parentWidget())
        self.store, self.form = store, form
        self.rows: list[QWidget] = []
        self.num_generations = self._number(
            "num_generations",
            _tr("Generations per prompt:"),
            _tr(
                "Completions generated for each prompt (TRL num_generations, default 8); the "
                "policy trains on every one of them"
            ),
        )
        self.completion_len = self._number(
            "completion_len",
            _tr("Completion length (tokens):"),
            _tr(
                "Longest completion (TRL max_completion_length); each one is planned at full "
                "length: every generated token reads the weights and the KV cache once"
            ),
        )
        self.prompt_len = self._number(
            "prompt_len", _tr("Prompt length (tokens):"), _tr("Tokens of each prompt")
        )
        self.prompts = self._number(
            "prompts", _tr("Prompts:"), _tr("Prompts in the training set, per epoch")
        )
        self.engine = self._combo(
            "rollout_engine",
            _tr("Rollout engine:"),
            _tr(
                "Where vLLM generates the completions: colocated on the training GPUs (it "
                "reserves a share of each card for a copy of the weights and the KV cache) "
                "or on GPUs of its own (they add to the energy and the rent); training waits "
                "for the completions either way"
            ),
            [(choice_label("rollout_engine", v), v) for v in literal_values(Rollout, "engine")],
        )
        self.engine.currentIndexChanged.connect(self._on_engine)
        self.gpus = self._number(
            "gpus",
            _tr("GPUs of the separate engine:"),
            _tr("GPUs that only generate (the training card's kind), beside the training GPUs"),
        )
        self.share = self._number(
            "gpu_memory_share",
            _tr("Engine memory share (%):"),
            _tr(
                "Share of each engine GPU's memory vLLM reserves (vllm_gpu_memory_utilization); "
                "empty: 30 % colocated (TRL's default), 90 % separate (vLLM's)"
            ),
            NumberFormat(display_scale=100.0, optional=True),
        )
        self.share.edit.setPlaceholderText(_tr("30 % colocated, 90 % separate"))
        self.beta = self._number(
            "beta",
            _tr("KL coefficient (beta):"),
            _tr(
                "0 (TRL's default): no reference model; above 0 a frozen reference scores "
                "every completion (the base with the adapters off for LoRA)"
            ),
            NumberFormat(decimals=3),
        )
        self.ppo_epochs = self._number(
            "ppo_epochs",
            _tr("PPO epochs per batch:"),
            _tr(
                "Passes of the policy and value training over each batch of rollouts "
                "(TRL PPOConfig num_ppo_epochs, default 4)"
            ),
        )
        self.reward_model = self._combo(
            "reward_model",
            _tr("Reward model:"),
            _tr(
                "A catalogue model that scores every completion (bf16, frozen, on the "
                "training GPUs: its weights and one forward per step); rule-based rewards "
                "add nothing. PPO needs one: its value model has the same architecture and "
                "is trained (weights, gradients, optimizer states)"
            ),
            [(_tr("rule-based (none)"), None)]
            + [(model_id, model_id) for model_id in sorted(load_catalog().models)],
        )
        self.reward_model.currentIndexChanged.connect(self._on_reward_model)
        # "PPO needs a reward model": the core's refusal, in words under the box
        self.reward_message = QLabel()
        self.reward_message.hide()
        self.form.addRow(self.reward_message)
        store.sig_scenario_changed.connect(self.show_for)
        store.sig_result_changed.connect(self._on_plan_changed)
        self.show_for(store.scenario)

    def _add(self, label_text: str, widget: QWidget) -> None:
        label = QLabel(label_text)
        label.setBuddy(widget)
        self.form.addRow(label, widget)
        self.rows.append(widget)

    def _combo(
        self, name: str, label: str, tooltip: str, items: list[tuple[str, str | None]]
    ) -> ElidingComboBox:
        """A row choosing one of `items` (text, value)."""
        combo = ElidingComboBox()
        combo.setObjectName(name)
        for text, value in items:
            combo.addItem(text, value)
        combo.setToolTip(tooltip)
        self._add(label, combo)
        return combo

    def _number(
        self, name: str, label: str, tooltip: str, number_format: NumberFormat = WHOLE
    ) -> NumberField:
        """A row with one number of the rollout, whole unless `number_format` says otherwise."""
        integer = number_format.integer
        field = NumberField(
            self.store,
            f"rollout.{name}",
            tooltip + range_hint(name, Rollout, number_format.display_scale),
            number_format,
            getter=lambda scenario: getattr(scenario.rollout, name),
            changes=lambda value: {"rollout": self._rollout(**{name: _typed(value, integer)})},
        )
        field.setObjectName(f"rollout_{name}")
        self._add(label, field)
        return field

    def _rollout(self, **changes: object) -> dict[str, object]:
        return self.store.scenario.rollout.model_dump() | changes

    def _on_engine(self, _index: int) -> None:
        engine = self.engine.currentData()
        changes: dict[str, object] = {"engine": engine}
        if engine == "separate" and self.store.scenario.rollout.gpus < 1:
            changes["gpus"] = self.store.scenario.rollout.tensor_parallel
        mark_invalid(self.engine, None, self.store.edit(rollout=self._rollout(**changes)))

    def _on_reward_model(self, _index: int) -> None:
        model = self.reward_model.currentData()
        mark_invalid(self.reward_model, self.reward_message, self.store.edit(reward_model=model))

    def _on_plan_changed(self, _results: object) -> None:
        reason = refused_reason(self.store.plan_refusal, "reward_model")
        mark_refused(self.reward_model, self.reward_message, reason)

    def show_for(self, scenario: Scenario) -> None:
        spec = objective_spec(scenario.objective)
        rl = spec.generates
        for widget in self.rows:
            self.form.setRowVisible(widget, rl)
        if rl:
            self.form.setRowVisible(self.gpus, scenario.rollout.engine == "separate")
            # TRL PPO samples one completion per prompt; GRPO has no PPO epochs nor KL rows
            self.form.setRowVisible(self.num_generations, spec.completions == "group")
            self.form.setRowVisible(self.ppo_epochs, spec.repeats_rollouts)
            self.form.setRowVisible(self.beta, spec.reference == "with_kl")
        with quietly(self.engine):
            self.engine.setCurrentIndex(self.engine.findData(scenario.rollout.engine))
        with quietly(self.reward_model):
            index = self.reward_model.findData(scenario.reward_model)
            self.reward_model.setCurrentIndex(max(0, index))


def _typed(value: float | None, integer: bool) -> float | int | None:
    if value is None:
        return None
    return int(value) if integer else value
