"""The online-RL rows on the training form (issue 23): GRPO's shown only for GRPO, each with
a tooltip, bound to the scenario's `rollout` both ways; "PPO" in the objective picker and a
reward-model row (catalogue models and rule-based) for GRPO and PPO only, bound to the
scenario's `reward_model`, and the plan following it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QFormLayout, QWidget

from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.training_form import TrainingForm

pytestmark = pytest.mark.usefixtures("no_leaked_threads")


@pytest.fixture
def form(qtbot) -> tuple[ScenarioStore, TrainingForm]:  # type: ignore[no-untyped-def]
    store = ScenarioStore(Scenario(model="qwen2.5-7b", hardware=Hardware(server="8x-h200-nvl")))
    widget = TrainingForm(store)
    qtbot.addWidget(widget)
    return store, widget


def _visible(layout: QFormLayout, widget: QWidget) -> bool:
    """The row is in the form and not hidden (its label and field hide together)."""
    row, _role = layout.getWidgetPosition(widget)
    label = layout.labelForField(widget)
    return row >= 0 and not widget.isHidden() and label is not None and not label.isHidden()


def test_grpo_rows_show_only_for_grpo(form) -> None:  # type: ignore[no-untyped-def]
    store, widget = form
    rows = widget.rollout_rows
    assert widget.objective.findData("grpo") >= 0
    assert not any(_visible(widget.form, w) for w in rows.rows)
    widget.objective.setCurrentIndex(widget.objective.findData("grpo"))
    assert store.scenario.objective == "grpo"
    for w in (rows.num_generations, rows.completion_len, rows.engine, rows.prompts):
        assert _visible(widget.form, w)
    assert not _visible(widget.form, rows.gpus)  # colocated: no GPUs of its own
    # the rollout sets what the step trains on: sequence length and tokens are not asked
    assert not widget.seq_len.isEnabled() and not widget.tokens.isEnabled()
    tips = [rows.num_generations.edit.toolTip(), rows.engine.toolTip()]
    assert all(len(tip) > 40 for tip in tips) and "num_generations" in tips[0]
    widget.objective.setCurrentIndex(widget.objective.findData("dpo"))
    assert not any(_visible(widget.form, w) for w in rows.rows)
    assert widget.seq_len.isEnabled()


def test_grpo_rows_edit_the_rollout(form) -> None:  # type: ignore[no-untyped-def]
    store, widget = form
    rows = widget.rollout_rows
    widget.objective.setCurrentIndex(widget.objective.findData("grpo"))
    assert rows.num_generations.set_text("16") is None
    assert rows.completion_len.set_text("2048") is None
    assert store.scenario.rollout.num_generations == 16
    assert store.scenario.rollout.completion_len == 2048
    assert rows.num_generations.set_text("0") is not None  # refused, the old value stays
    assert store.scenario.rollout.num_generations == 16
    rows.engine.setCurrentIndex(rows.engine.findData("separate"))
    assert store.scenario.rollout.engine == "separate" and store.scenario.rollout.gpus >= 1
    assert _visible(widget.form, rows.gpus)
    assert rows.gpus.set_text("2") is None
    assert store.scenario.rollout.gpus == 2
    # the plan follows: a separate engine of two GPUs
    result = store.result
    assert result is not None and result.rollout is not None
    assert result.rollout.generate_gpus == 2


def test_reward_model_row_shows_for_grpo_and_ppo_only(form) -> None:  # type: ignore[no-untyped-def]
    store, widget = form
    rows = widget.rollout_rows
    assert not _visible(widget.form, rows.reward_model)
    assert rows.reward_model.itemData(0) is None  # rule-based (none) comes first
    assert rows.reward_model.findData("qwen2.5-1.5b") > 0
    widget.objective.setCurrentIndex(widget.objective.findData("grpo"))
    assert _visible(widget.form, rows.reward_model)
    assert not _visible(widget.form, rows.ppo_epochs)
    widget.objective.setCurrentIndex(widget.objective.findData("ppo"))
    assert store.scenario.objective == "ppo"
    assert _visible(widget.form, rows.reward_model) and _visible(widget.form, rows.ppo_epochs)
    # TRL PPO samples one completion per prompt: no generations row
    assert not _visible(widget.form, rows.num_generations)
    assert len(rows.reward_model.toolTip()) > 40
    widget.objective.setCurrentIndex(widget.objective.findData("sft"))
    assert not _visible(widget.form, rows.reward_model)


def test_reward_model_picker_edits_the_scenario_and_the_plan(form) -> None:  # type: ignore[no-untyped-def]
    store, widget = form
    rows = widget.rollout_rows
    widget.objective.setCurrentIndex(widget.objective.findData("ppo"))
    rows.reward_model.setCurrentIndex(rows.reward_model.findData("qwen2.5-1.5b"))
    assert store.scenario.reward_model == "qwen2.5-1.5b"
    result = store.result
    assert result is not None
    assert "rl_models.value_states_gb" in result.explanations
    rows.reward_model.setCurrentIndex(0)
    assert store.scenario.reward_model is None
    # set from the scenario, the picker follows
    store.update(reward_model="qwen2.5-3b")
    assert rows.reward_model.currentData() == "qwen2.5-3b"
