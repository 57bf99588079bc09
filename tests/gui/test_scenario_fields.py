"""One binding per scenario field: both tabs edit the same field through the same binding,
and each sees the other's edits (issue 9)."""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest
from PySide6.QtWidgets import QLabel

import llmplan.gui
from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.memory_tab import MemoryFitTab
from llmplan.gui.tabs.training_form import TrainingForm
from llmplan.gui.widgets.number_field import NumberField
from llmplan.gui.widgets.scenario_fields import FIELDS, ChoiceBox, bounds, label_text
from llmplan.presentation import formatting as fmt

pytestmark = pytest.mark.usefixtures("no_leaked_threads")

SHARED = {
    "seq_len": "seq_len",
    "micro_batch": "micro_batch",
    "method": "method",
    "activation_checkpointing": "checkpointing",
    "sharding": "sharding",
    "offload_optimizer": "offload",
}


@pytest.fixture
def both(qtbot) -> tuple[ScenarioStore, TrainingForm, MemoryFitTab]:  # type: ignore[no-untyped-def]
    store = ScenarioStore(Scenario(model="llama-3.1-8b", hardware=Hardware(server="8x-h200-nvl")))
    form, memory = TrainingForm(store), MemoryFitTab(store)
    qtbot.addWidget(form)
    qtbot.addWidget(memory)
    return store, form, memory


def test_seq_len_typed_on_either_tab_shows_on_the_other(both) -> None:  # type: ignore[no-untyped-def]
    store, form, memory = both
    assert form.seq_len.set_text("4096") is None
    assert store.scenario.seq_len == 4096
    assert fmt.parse_number(memory.seq_len.edit.text()) == 4096
    assert memory.seq_len.set_text(fmt.number(16384)) is None
    assert store.scenario.seq_len == 16384
    assert fmt.parse_number(form.seq_len.edit.text()) == 16384


def test_a_refused_value_stays_for_fixing_until_the_other_tab_sets_one(both) -> None:  # type: ignore[no-untyped-def]
    store, form, memory = both
    assert form.seq_len.set_text("0") == "must be ≥ 1"
    assert store.scenario.seq_len == 8192
    assert fmt.parse_number(memory.seq_len.edit.text()) == 8192
    store.update(micro_batch=2)  # an unrelated edit keeps what the user still has to fix
    assert form.seq_len.edit.text() == "0" and form.seq_len.error()
    assert memory.seq_len.set_text("2048") is None
    assert fmt.parse_number(form.seq_len.edit.text()) == 2048 and not form.seq_len.error()


def test_choices_and_switches_follow_each_other(both) -> None:  # type: ignore[no-untyped-def]
    store, form, memory = both
    memory.method.setCurrentIndex(memory.method.findData("qlora"))
    assert store.scenario.method == "qlora"
    assert form.method.currentData() == "qlora"
    form.sharding.setCurrentIndex(form.sharding.findData("zero1"))
    assert memory.sharding.currentData() == "zero1"
    form.offload.setChecked(True)
    assert store.scenario.offload_optimizer is True and memory.offload.isChecked()
    memory.checkpointing.setCurrentIndex(memory.checkpointing.findData("selective"))
    assert form.checkpointing.currentData() == "selective"


def test_both_tabs_show_the_same_widget_words_and_limits(both) -> None:  # type: ignore[no-untyped-def]
    _store, form, memory = both
    for field, attribute in SHARED.items():
        on_form, on_memory = getattr(form, attribute), getattr(memory, attribute)
        assert type(on_form) is type(on_memory), field
        assert on_form.field == on_memory.field == field
        if isinstance(on_form, NumberField):
            assert on_form.edit.toolTip() == on_memory.edit.toolTip(), field
        else:
            assert on_form.toolTip() == on_memory.toolTip(), field
        if isinstance(on_form, ChoiceBox):
            items = [(on_form.itemData(i), on_form.itemText(i)) for i in range(on_form.count())]
            assert items == [
                (on_memory.itemData(i), on_memory.itemText(i)) for i in range(on_memory.count())
            ]
        labels = [
            label.text().removesuffix(":")
            for page in (form, memory)
            for label in page.findChildren(QLabel)
            if label.buddy() in (on_form, on_memory)
        ]
        assert labels in ([], [label_text(field)] * 2), (field, labels)


def test_limits_and_choices_come_from_the_scenario_model() -> None:
    schema = Scenario.model_json_schema()["properties"]
    for name, spec in FIELDS.items():
        if spec.kind == "number" and "maximum" in schema[name]:
            low = schema[name].get("minimum", schema[name].get("exclusiveMinimum"))
            assert bounds(name) == (low, schema[name]["maximum"]), name
        if spec.kind == "choice":
            literal = typing.get_args(Scenario.model_fields[name].annotation)
            assert tuple(schema[name]["enum"]) == literal
    store = ScenarioStore()
    from llmplan.gui.widgets.scenario_fields import bind

    seq_len = bind(store, "seq_len")
    assert isinstance(seq_len, NumberField)
    assert fmt.number(schema["seq_len"]["maximum"]) in seq_len.edit.toolTip()


def test_each_scenario_field_has_one_binding_definition() -> None:
    """Outside `scenario_fields`, no GUI module wires a bound field to the store by hand or
    copies its limits; the corpus tab's "Use in plan" sets tokens and epochs together."""
    gui = Path(llmplan.gui.__file__).parent
    names = "|".join(FIELDS)
    by_hand = re.compile(
        rf"(update|edit)\(\s*({names})\s*=|NumberField\(\s*\w+,\s*\"({names})\""
        rf"|({names})_spin\.setRange\(\d"
    )
    offenders = [
        f"{path.relative_to(gui)}: {match.group(0)}"
        for path in gui.rglob("*.py")
        if path.name != "scenario_fields.py"
        for match in by_hand.finditer(path.read_text(encoding="utf-8"))
        # the MFU preset sets a value; "Use in plan" hands over the tokens with the epochs
        if not " ".join(match.group(0).split()).startswith(("update(mfu", "update( tokens"))
        # the corpus scan's own precision and time-budget spin boxes (scan_options.py) are
        # not the scenario's training precision and running budget
        and not (
            path.name == "scan_options.py"
            and match.group(0).startswith(("precision_spin", "budget_spin"))
        )
    ]
    assert offenders == []


def test_torchtune_options_are_switches_on_the_training_form(both) -> None:  # type: ignore[no-untyped-def]
    """optimizer_in_backward and activation_offload: one binding each, words from the
    scenario field table, and a plan that follows them (the memory tab re-plans)."""
    store, form, _memory = both
    store.update(framework="torchtune", method="full", optimizer="adamw-bf16", sharding="none")
    for field, attribute in (
        ("optimizer_in_backward", "optimizer_in_backward"),
        ("activation_offload", "activation_offload"),
    ):
        switch = getattr(form, attribute)
        assert switch.field == field and switch.text().replace("&", "") == label_text(field)
        assert "torchtune" in switch.toolTip()
        switch.setChecked(True)
        assert getattr(store.scenario, field) is True
        store.update(**{field: False})
        assert not switch.isChecked()
    # where the stack cannot do them, the switches are off (unless set, to untick them)
    store.update(method="lora")
    assert not form.optimizer_in_backward.isEnabled() and form.activation_offload.isEnabled()
    store.update(framework="hf-transformers")
    assert not form.activation_offload.isEnabled()
    store.update(activation_offload=True)
    assert form.activation_offload.isEnabled()
    paged = form.optimizer.findData("adamw-8bit-paged")
    assert paged >= 0 and "Paged 8-bit AdamW" in form.optimizer.itemText(paged)
