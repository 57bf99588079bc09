"""Model & hardware tab: invalid input is marked and refused; imports and custom entries."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from llmplan.catalog.hf_config import decoder_config_fields
from llmplan.catalog.load import load_catalog
from llmplan.catalog.schema import GPU, ModelArch
from llmplan.core.model.params import count_parameters
from llmplan.core.scenario import Hardware
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.model_tab import ModelHardwareTab
from llmplan.presentation.labels import planned_mfu_band

pytestmark = pytest.mark.usefixtures("no_leaked_threads")


@pytest.fixture
def tab(qtbot) -> ModelHardwareTab:
    store = ScenarioStore()
    widget = ModelHardwareTab(store)
    qtbot.addWidget(widget)
    return widget


def hf_model_folder(folder: Path, arch: ModelArch, architecture: str, model_type: str) -> Path:
    """A Hugging Face model folder holding only a config.json that describes `arch`."""
    folder.mkdir()
    config = {
        "architectures": [architecture],
        "model_type": model_type,
        **decoder_config_fields(arch),
    }
    (folder / "config.json").write_text(json.dumps(config))
    return folder


def test_invalid_numbers_are_marked_and_not_accepted(tab: ModelHardwareTab) -> None:
    store = tab.store
    before = store.scenario
    field = tab.training.seq_len
    assert field.set_text("0") == "must be ≥ 1"
    assert field.edit.property("invalid") is True
    assert "border" in field.edit.styleSheet()
    assert field.error_label.isVisibleTo(tab)
    assert store.scenario == before

    assert tab.training.micro_batch.set_text("zwei") == "Not a number"
    assert tab.training.micro_batch.set_text("1.5") == "Must be a whole number"
    assert tab.training.mfu.isEnabled() is False  # preset, not custom
    assert tab.hardware.nodes.set_text("-3") is not None
    assert store.scenario == before

    assert field.set_text("4,096") is None  # the locale's grouping is understood
    assert store.scenario.seq_len == 4096
    assert field.edit.property("invalid") is False
    assert not field.error_label.isVisibleTo(tab)


def test_custom_mfu_and_measured_throughput(tab: ModelHardwareTab) -> None:
    training = tab.training
    training.mfu_preset.setCurrentIndex(training.mfu_preset.findData("conservative"))
    assert tab.store.scenario.mfu == 0.20
    training.mfu_preset.setCurrentIndex(training.mfu_preset.findData("custom"))
    assert training.mfu.isEnabled()
    assert training.mfu.set_text("150") is not None  # MFU above 100 %
    assert training.mfu.set_text("35") is None
    assert tab.store.scenario.mfu == pytest.approx(0.35)
    assert training.tokens_per_second.set_text("2000") is None
    assert tab.store.scenario.tokens_per_second == 2000
    assert training.tokens_per_second.set_text("") is None  # empty = not measured
    assert tab.store.scenario.tokens_per_second is None


def test_framework_preset_names_the_band_the_plan_uses(tab: ModelHardwareTab) -> None:
    """The band differs per stack and method, so the preset says which one applies."""
    training, store = tab.training, tab.store
    index = training.mfu_preset.findData("framework")

    def preset_band() -> tuple[float, float] | None:
        store.recompute_now()
        assert store.result is not None
        return planned_mfu_band(store.result)

    for framework, method in (("hf-transformers", "lora"), ("torchtune", "full")):
        store.update(framework=framework, method=method, mfu=None)
        band = preset_band()
        assert band is not None
        text = training.mfu_preset.itemText(index)
        assert f"{round(band[0] * 100)}–{round(band[1] * 100)} %" in text.replace("\u202f", " ")
    training.mfu_preset.setCurrentIndex(training.mfu_preset.findData("conservative"))
    store.recompute_now()
    assert "MFU" not in training.mfu_preset.itemText(index)  # the scenario's MFU rules


def test_lora_controls_follow_the_method(tab: ModelHardwareTab) -> None:
    training = tab.training
    assert not training.lora_rank.isEnabled()
    training.method.setCurrentIndex(training.method.findData("qlora"))
    assert tab.store.scenario.method == "qlora"
    assert training.lora_rank.isEnabled()
    training.target_checks["down_proj"].setChecked(False)
    assert "down_proj" not in tab.store.scenario.lora_targets
    assert training.lora_rank.set_text("64") is None
    assert tab.store.scenario.lora_rank == 64


def test_catalogue_search_filters_the_list(tab: ModelHardwareTab) -> None:
    picker = tab.picker
    total = picker.proxy.rowCount()
    picker.search.setText("qwen2.5")
    assert 0 < picker.proxy.rowCount() < total
    names = [picker.proxy.index(r, 0).data() for r in range(picker.proxy.rowCount())]
    assert all("Qwen2.5" in name for name in names)


def test_custom_architecture_editor_validates_in_place(tab: ModelHardwareTab) -> None:
    tab.picker.select_model("gpt2-124m")
    dialog = tab.picker.architecture_dialog()
    assert dialog.inputs["id"].text() == "gpt2-124m-custom"  # an edited model is a new one
    # seed 002's from-scratch configuration
    for name, value in {
        "id": "seed-125m",
        "name": "Seed 125M",
        "vocab_size": "32000",
        "hidden_size": "768",
        "num_layers": "12",
        "num_heads": "12",
        "num_kv_heads": "12",
        "head_dim": "64",
        "intermediate_size": "3072",
        "max_position_embeddings": "1024",
    }.items():
        dialog.set_value(name, value)
    dialog.set_value("num_layers", "0")
    dialog.set_value("hidden_size", "big")
    assert not dialog.try_accept()
    # every bad field is marked at once, each with its own reason
    assert dialog.errors["hidden_size"].text() == "Not a number"
    assert dialog.errors["num_layers"].text() == "must be > 0"
    assert dialog.inputs["num_layers"].property("invalid") is True
    assert dialog.errors["vocab_size"].text() == ""
    dialog.set_value("hidden_size", "768")
    assert not dialog.try_accept()
    assert dialog.inputs["hidden_size"].property("invalid") is False
    dialog.set_value("num_layers", "12")
    assert dialog.try_accept()
    assert isinstance(dialog.entry, ModelArch)
    tab.store.update(model=dialog.entry)
    params = count_parameters(dialog.entry).total
    assert 100e6 < params < 140e6  # "about 125 M" (seed 002)
    assert "Seed 125M" in tab.picker.details.text()
    assert tab.store.result is not None and tab.store.result.model_name == "Seed 125M"


def test_config_json_import(tab: ModelHardwareTab, tmp_path: Path) -> None:
    llama_1b = load_catalog().model("llama-3.2-1b")
    folder = hf_model_folder(tmp_path / "my-model", llama_1b, "LlamaForCausalLM", "llama")
    assert tab.picker.import_config(folder)
    model = tab.store.scenario.model
    assert isinstance(model, ModelArch)
    assert (model.num_layers, model.num_kv_heads) == (16, 8)
    assert model.num_kv_heads < model.num_heads  # grouped-query attention read back
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    assert not tab.picker.import_config(broken)
    assert "broken.json" in tab.picker.import_error.text()
    assert tab.store.scenario.model == model


def test_ticking_candidates_and_adding_a_custom_gpu(tab: ModelHardwareTab) -> None:
    form = tab.hardware
    items = {
        form.candidates.item(r).text(): form.candidates.item(r)
        for r in range(form.candidates.count())
    }
    assert not any("H200 NVL training" in text for text in items)  # the main one is not listed
    h100 = next(item for text, item in items.items() if "8x H100" in text)
    h100.setCheckState(Qt.CheckState.Checked)
    assert tab.store.scenario.candidates == [Hardware(server="hgx-8x-h100")]
    assert len(tab.store.results) == 2

    dialog = form.gpu_dialog()
    dialog.set_value("memory_gb", "-1")
    assert not dialog.try_accept()
    assert dialog.inputs["memory_gb"].property("invalid") is True
    dialog.set_value("memory_gb", "48")
    assert dialog.try_accept() and isinstance(dialog.entry, GPU)
    form.add_custom_gpu(dialog.entry)
    scenario = tab.store.scenario
    assert scenario.custom_gpus == [dialog.entry]
    assert scenario.hardware.gpu == "my-gpu"
    assert form.gpu_combo.currentData() == "my-gpu"
    assert tab.store.result is not None and tab.store.result.memory.memory_per_gpu_gb.capacity == 48


def test_dropping_a_model_folder_imports_it(tab: ModelHardwareTab, tmp_path: Path, drag) -> None:
    qwen_05b = load_catalog().model("qwen2.5-0.5b")
    folder = hf_model_folder(tmp_path / "dropped-model", qwen_05b, "Qwen2ForCausalLM", "qwen2")
    drag([folder]).drop(tab)
    model = tab.store.scenario.model
    assert isinstance(model, ModelArch)
    # the catalogue's Qwen2.5-0.5B: the count must agree with its published size
    assert count_parameters(model).total == pytest.approx(494e6, rel=0.01)
    assert count_parameters(model).total == count_parameters(qwen_05b).total


def test_custom_server_is_validated_and_planned(tab: ModelHardwareTab) -> None:
    dialog = tab.hardware.server_dialog()
    dialog.set_value("gpu", "h100-sxm")
    dialog.set_value("gpu_count", "0")
    assert not dialog.try_accept()
    assert dialog.inputs["gpu_count"].property("invalid") is True
    dialog.set_value("gpu_count", "4")
    dialog.set_value("id", "Quote Server")  # ids are lowercase with hyphens
    assert not dialog.try_accept()
    assert dialog.errors["id"].isVisibleTo(dialog)
    dialog.set_value("id", "quote-server")
    assert dialog.try_accept()
    tab.hardware.add_custom_server(dialog.entry)
    assert tab.store.scenario.hardware == Hardware(server="quote-server")
    result = tab.store.result
    assert result is not None and result.gpu_count == 4
    assert tab.hardware.server_combo.currentData() == "quote-server"


def test_objective_and_reference_follow_each_other(tab: ModelHardwareTab) -> None:
    """Preference tuning (issue 23) from the form: DPO with a precomputed reference plans a
    pass of its own; ORPO greys the reference out and the plan says a set one is ignored."""
    training, store = tab.training, tab.store
    assert store.scenario.objective == "sft"
    assert not training.reference.isEnabled()
    training.objective.setCurrentIndex(training.objective.findData("dpo"))
    assert store.scenario.objective == "dpo"
    assert training.reference.isEnabled()
    training.reference.setCurrentIndex(training.reference.findData("precomputed"))
    store.recompute_now()
    assert store.result is not None
    assert "reference_pass" in {phase.key for phase in store.result.phases}
    # "none" is no reference for DPO: refused, the scenario keeps its own
    training.reference.setCurrentIndex(training.reference.findData("none"))
    assert store.scenario.reference == "precomputed"
    training.objective.setCurrentIndex(training.objective.findData("orpo"))
    assert store.scenario.objective == "orpo"
    assert not training.reference.isEnabled()
    store.recompute_now()
    assert store.result is not None
    assert "reference_not_used" in {w.code for w in store.result.warning_details}


def test_a_catalogue_note_reads_in_german(tab: ModelHardwareTab) -> None:
    """Issue 22: no English left in the German window — a model's catalogue note too."""
    from PySide6.QtWidgets import QLabel

    from llmplan.presentation import i18n

    with i18n.language_in_use("de"):
        tab.picker.select_model("qwen2.5-32b")
        details = tab.findChild(QLabel, "modelDetails")
        assert details is not None
        text = details.text()
    assert "die ausgelieferten Gewichte" in text, text
    assert "shipped weights" not in text


def test_the_parallel_layout_and_global_batch_are_edited_in_the_form(tab) -> None:  # type: ignore[no-untyped-def]
    """Issue 24: the hardware form's TP/PP/VPP/CP/EP fields and the global batch set the
    scenario; the plan then carries the layout; a degree below 1 is refused."""
    store = tab.training.store
    store.update(
        framework="megatron", model="llama-3.1-70b", hardware=Hardware(server="hgx-8x-h200")
    )
    assert tab.hardware.layout_fields["tensor"].set_text("8") is None
    assert tab.training.global_batch.set_text("16") is None
    scenario = store.scenario
    assert scenario.parallelism.tensor == 8 and scenario.global_batch == 16
    result = store.result
    assert result is not None and result.layout is not None
    assert (result.layout.tensor, result.layout.data, result.layout.grad_accumulation) == (8, 1, 16)
    assert tab.hardware.layout_fields["pipeline"].set_text("0") == "must be ≥ 1"
    assert tab.training.global_batch.set_text("") is None  # empty: no global batch
    assert store.scenario.global_batch is None
