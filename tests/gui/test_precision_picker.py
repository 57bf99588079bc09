"""The training form's precision picker (issue 24): formats the card or the stack cannot do
are greyed out with the reason as their tooltip, and a chosen format re-plans faster."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel

from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.training_form import TrainingForm
from llmplan.gui.widgets.scenario_fields import ChoiceBox

pytestmark = pytest.mark.usefixtures("no_leaked_threads")


def _states(form: TrainingForm) -> dict[str, tuple[bool, str | None]]:
    picker = form.precision
    assert isinstance(picker, ChoiceBox)
    model = picker.model()
    assert isinstance(model, QStandardItemModel)
    return {
        picker.itemData(row): (
            model.item(row).isEnabled(),
            model.item(row).data(Qt.ItemDataRole.ToolTipRole),
        )
        for row in range(picker.count())
    }


@pytest.fixture
def form(qtbot) -> TrainingForm:  # type: ignore[no-untyped-def]
    store = ScenarioStore(
        Scenario(
            model="llama-3.1-8b",
            framework="torchtitan",
            hardware=Hardware(gpu="a100-80gb-sxm", count=8),
        )
    )
    widget = TrainingForm(store)
    qtbot.addWidget(widget)
    return widget


def test_a100_offers_only_bf16_and_says_why(form: TrainingForm) -> None:
    states = _states(form)
    assert list(states) == ["bf16", "fp8", "mxfp8", "nvfp4"]
    assert states["bf16"] == (True, None)
    for precision in ("fp8", "mxfp8", "nvfp4"):
        enabled, reason = states[precision]
        assert not enabled
        assert reason is not None and "A100" in reason and "no FP8 tensor cores" in reason
    assert "measured end-to-end speed-up" in form.precision.toolTip()


def test_h200_offers_fp8_and_choosing_it_replans_faster(form: TrainingForm, qtbot) -> None:  # type: ignore[no-untyped-def]
    store = form.store
    store.update(hardware=Hardware(gpu="h200-sxm", count=8))
    states = _states(form)
    assert states["fp8"] == (True, None)
    enabled, reason = states["mxfp8"]
    assert not enabled and reason is not None and "block scaling" in reason
    before = store.result
    assert before is not None
    picker = form.precision
    assert isinstance(picker, ChoiceBox)
    picker.setCurrentIndex(picker.findData("fp8"))
    assert store.scenario.precision == "fp8"
    after = store.result
    assert after is not None and after.time.train_seconds < before.time.train_seconds


def test_a_stack_without_a_recipe_or_compile_greys_them_out(form: TrainingForm) -> None:
    store = form.store
    assert form.compile.isEnabled()
    store.update(framework="hf-transformers", hardware=Hardware(gpu="b200", count=8))
    states = _states(form)
    assert not states["fp8"][0] and "no training recipe" in str(states["fp8"][1])
    assert not form.compile.isEnabled()
    store.update(framework="megatron")
    assert all(enabled for enabled, _reason in _states(form).values())
