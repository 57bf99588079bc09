"""Issue 32, finding 5: tensor parallel = 3 blanked the whole plan to "–", the status bar
said "parallelism.tensor: …" and the field got no red border. A value the plan refuses is
marked like a value the scenario rejects: a red border, the reason in words on its field (no
internal path anywhere), and the plan keeps its last valid figures, greyed and said so."""

from __future__ import annotations

import pytest

from llmplan.core.scenario import Scenario
from llmplan.gui.app import TAB_KEYS
from llmplan.gui.widgets.field_state import is_marked_invalid

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

INTERNAL = ("parallelism.", "reward_model", "lora_targets", "global_batch")


def _shown_texts(window) -> list[str]:  # type: ignore[no-untyped-def]
    strip = window.summary
    texts = [window.statusBar().currentMessage(), strip.warnings.text(), strip.all_warnings.text()]
    texts += [window.model_tab.hardware.layout_message.text()]
    texts += [window.memory_tab.verdict.text(), window.timeline_tab.totals.text()]
    return texts


@pytest.mark.parametrize(
    ("framework", "reason"),
    [
        ("hf-transformers", "the Trainer has no tensor-parallel training"),
        ("torchtitan", "tensor × pipeline × context = 3 does not divide the 8 GPUs"),
    ],
)
def test_tensor_parallel_three_is_marked_on_its_field_and_the_plan_stays(
    default_window, qtbot, framework: str, reason: str
) -> None:
    window = default_window("en", Scenario(framework=framework))
    window.tabs.setCurrentIndex(TAB_KEYS.index("model"))
    store, strip = window.store, window.summary
    days, energy = strip.text("days"), strip.text("energy")
    form = window.model_tab.hardware
    tensor = form.layout_fields["tensor"]

    with qtbot.waitSignal(store.sig_result_changed, timeout=5000):
        assert tensor.set_text("3") is None  # the scenario takes it: the plan refuses it
    assert store.result is None and store.plan_refusal is not None
    assert is_marked_invalid(tensor.edit) and reason in tensor.edit.toolTip()
    assert form.layout_message.isVisibleTo(form) and reason in form.layout_message.text()
    # the last valid figures stay, greyed, and the strip says why
    assert (strip.text("days"), strip.text("energy")) == (days, energy)
    assert not strip.values["days"].isEnabled()
    assert "Cannot plan these inputs" in strip.warnings.text()
    assert reason in strip.warning_lines()[0]
    assert window.memory_tab.chart.isVisibleTo(window.memory_tab)
    assert "Cannot plan these inputs" in window.timeline_tab.totals.text()
    for text in _shown_texts(window):
        assert not any(path in text for path in INTERNAL), text

    with qtbot.waitSignal(store.sig_result_changed, timeout=5000):
        assert tensor.set_text("1") is None
    assert store.result is not None
    assert not is_marked_invalid(tensor.edit) and not form.layout_message.isVisibleTo(form)
    assert strip.values["days"].isEnabled() and "Cannot plan" not in strip.warnings.text()


def test_a_refused_choice_has_its_reason_under_it(default_window, qtbot) -> None:
    """FP8 on an A100: the precision box gets the red border and the reason below it."""
    window = default_window("en", Scenario(framework="torchtitan"))
    form = window.model_tab.training
    hardware = window.model_tab.hardware
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        hardware.set_gpu("a100-80gb-sxm", 8)
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        window.store.update(precision="fp8")
    box = form.precision
    assert is_marked_invalid(box)
    assert box.message_label is not None and box.message_label.isVisibleTo(form)
    assert "no FP8 tensor cores" in box.message_label.text()
    assert window.summary.values["days"].text() != "–"
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=5000):
        window.store.update(precision="bf16")
    assert not is_marked_invalid(box) and not box.message_label.isVisibleTo(form)


def test_a_value_the_scenario_rejects_keeps_its_own_reason(default_window, qtbot) -> None:
    """Sequence length "banana" was handled well before: still its own reason, unchanged
    by a plan recomputed meanwhile."""
    window = default_window("en")
    field = window.model_tab.training.seq_len
    assert field.set_text("banana") == "Not a number"
    window.store.update(epochs=2.0)
    window.store.recompute_now()
    assert field.error() == "Not a number" and is_marked_invalid(field.edit)
