"""Issue 22: the optimizer choices quoted "16 bytes/param" whatever the stack; the plan of
Hugging Face Transformers counts 4 + 4 + 8 (fp32 parameters under autocast), torchtune's
bf16 parameters 2 + 2 + 4, Megatron's distributed optimizer 2 + 4 + 12. The words come from
the bytes the active stack's memory model counts (presentation/model_words.py)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from llmplan.core.plan import plan
from llmplan.core.scenario import Hardware, Scenario
from llmplan.presentation import model_words

GB = 1e9
STACKS = ["reference", "hf-transformers", "torchtune", "torchtitan", "megatron"]
OPTIMIZERS = ["adamw", "adamw-fp32-grads", "adamw-8bit", "adamw-bf16"]


def _bytes(optimizer: str, framework: str) -> tuple[float, float, float, float]:
    """(total, weights, gradients, states) as the label and its split state them."""
    label = model_words.optimizer_label(optimizer, framework)  # type: ignore[arg-type]
    split = model_words.optimizer_bytes_text(optimizer, framework)  # type: ignore[arg-type]
    total = re.search(r" \((\d+) bytes/param\)$", label)
    parts = re.search(r"weights (\d+) \+ gradients (\d+) \+ optimizer states (\d+) bytes", split)
    assert total and parts, (label, split)
    w, g, o = (float(x) for x in parts.groups())
    return float(total.group(1)), w, g, o


@pytest.mark.parametrize("framework", STACKS)
@pytest.mark.parametrize("optimizer", OPTIMIZERS)
def test_the_label_quotes_the_bytes_the_plan_counts(framework: str, optimizer: str) -> None:
    """Full fine-tuning, no sharding: the plan's weights, gradients and optimizer states per
    card divided by the parameters are the label's three figures, and they add up."""
    scenario = Scenario(
        framework=framework,
        method="full",
        sharding="none",
        optimizer=optimizer,
        hardware=Hardware(server="8x-h200-nvl"),
    )
    result = plan(scenario)
    total, w, g, o = _bytes(optimizer, framework)
    memory = result.memory.memory_per_gpu_gb
    params = result.params_trainable
    assert memory.gradients * GB / params == pytest.approx(g, abs=0.01)
    assert memory.optimizer * GB / params == pytest.approx(o, abs=0.01)
    assert memory.weights * GB / result.params_total == pytest.approx(w, abs=0.01)
    assert total == w + g + o


def test_stacks_differ_and_the_reference_keeps_its_16() -> None:
    assert _bytes("adamw", "reference") == (16, 2, 2, 12)
    assert _bytes("adamw", "hf-transformers") == (16, 4, 4, 8)
    assert _bytes("adamw", "torchtune") == (8, 2, 2, 4)
    assert _bytes("adamw", "megatron") == (18, 2, 4, 12)


def test_the_form_relabels_its_choices_when_the_stack_changes(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    box = window.model_tab.training.optimizer
    store = window.store
    with qtbot.waitSignal(store.sig_scenario_changed, timeout=5000):
        store.update(framework="torchtune")
    index = box.findData("adamw")
    assert box.itemText(index) == "AdamW, mixed precision (8 bytes/param)"
    tip = box.itemData(index, Qt.ItemDataRole.ToolTipRole)
    assert tip == (
        "torchtune: weights 2 + gradients 2 + optimizer states 4 bytes per trained parameter"
    )
    with qtbot.waitSignal(store.sig_scenario_changed, timeout=5000):
        store.update(framework="hf-transformers")
    assert box.itemText(index) == "AdamW, mixed precision (16 bytes/param)"
    assert "weights 4 + gradients 4 + optimizer states 8" in box.itemData(
        index, Qt.ItemDataRole.ToolTipRole
    )
    assert box.currentData() == store.scenario.optimizer


def test_the_german_words_follow_the_stack_too() -> None:
    from llmplan.presentation import i18n

    with i18n.language_in_use("de"):
        label = model_words.optimizer_label("adamw", "torchtune")
    assert label == "AdamW, gemischte Präzision (8 B/Param.)"
