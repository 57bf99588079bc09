"""Scenario files: load, validate with field-named messages, save atomically, round-trip."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llmplan.catalog.load import Catalog
from llmplan.core.plan import plan
from llmplan.core.scenario import Scenario
from llmplan.resources import resource_path
from llmplan.scenario_file import (
    ScenarioError,
    load_pilot_file,
    load_scenario,
    save_scenario,
    scenario_to_json,
)

ISSUE_EXAMPLE = {
    "schema_version": 1,
    "model": "llama-3.1-8b",
    "method": "full",
    "optimizer": "adamw",
    "tokens": 1e10,
    "hardware": {"gpu": "h200-nvl", "count": 8},
    "sharding": "zero3",
    "seq_len": 8192,
    "micro_batch": 1,
    "activation_checkpointing": "full",
    "mfu": 0.4,
}

# Llama 3.1 8B's published config.json (the fields an importer reads)
LLAMA_8B_CONFIG = {
    "architectures": ["LlamaForCausalLM"],
    "model_type": "llama",
    "vocab_size": 128256,
    "hidden_size": 4096,
    "intermediate_size": 14336,
    "num_hidden_layers": 32,
    "num_attention_heads": 32,
    "num_key_value_heads": 8,
    "head_dim": 128,
    "max_position_embeddings": 131072,
    "tie_word_embeddings": False,
    "rms_norm_eps": 1e-5,
    "hidden_act": "silu",
    "attention_bias": False,
    "mlp_bias": False,
    "torch_dtype": "bfloat16",
    "rope_theta": 500000.0,
}


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_issue_example_loads(tmp_path: Path) -> None:
    scenario = load_scenario(write(tmp_path / "s.json", ISSUE_EXAMPLE))
    assert scenario.hardware.gpu == "h200-nvl" and scenario.hardware.count == 8
    assert scenario.total_tokens == 1e10 and scenario.activation_checkpointing == "full"


def test_round_trip_is_lossless(tmp_path: Path, catalog: Catalog) -> None:
    original = Scenario.model_validate(
        {
            **ISSUE_EXAMPLE,
            "method": "lora",
            "lora_rank": 32,
            "lora_targets": ["q_proj"],
            "candidates": [{"server": "hgx-8x-b200", "nodes": 2}],
            "custom_gpus": [catalog.gpu("b200").model_copy(update={"id": "my-b200"})],
            "costs": {"pue": 1.25},
            "timeline": {"corpus_bytes": 5e9},
        }
    )
    target = tmp_path / "saved.json"
    save_scenario(original, target)
    assert load_scenario(target) == original
    assert json.loads(target.read_text())["schema_version"] == 1
    assert json.loads(scenario_to_json(original)) == json.loads(target.read_text())


def test_save_replaces_atomically_and_leaves_no_temp_files(tmp_path: Path) -> None:
    target = write(tmp_path / "s.json", {"old": True})
    save_scenario(Scenario(name="new"), target)
    assert load_scenario(target).name == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["s.json"]


def test_save_into_a_missing_folder_fails_cleanly(tmp_path: Path) -> None:
    with pytest.raises(OSError):
        save_scenario(Scenario(), tmp_path / "missing" / "s.json")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize(
    ("change", "field", "reason"),
    [
        ({"hardware": {"gpu": "h100-sxm", "count": 0}}, "hardware.count", "≥ 1"),
        ({"method": "dpo"}, "method", "must be one of"),
        ({"tokens": -5}, "tokens", "> 0"),
        ({"seq_len": "long"}, "seq_len", "number"),
        ({"mfu": 1.5}, "mfu", "≤ 1"),
        ({"sharding": "zero4"}, "sharding", "zero3"),
        ({"hardware": {"gpu": "h100-sxm", "server": "hgx-8x-h100"}}, "hardware", "either"),
        ({"lora_rnak": 16}, "lora_rnak", "unknown field"),
        ({"costs": {"pue": 0.5}}, "costs.pue", "≥ 1"),
        ({"model": 42}, "model", "catalogue id"),
        ({"model": {"id": "x", "name": "x"}}, "model.hidden_size", "required"),
    ],
)
def test_invalid_fields_are_named_with_the_reason(
    tmp_path: Path, change: dict, field: str, reason: str
) -> None:
    path = write(tmp_path / "bad.json", {**ISSUE_EXAMPLE, **change})
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    message = str(caught.value)
    assert f"{field}: " in message and reason in message


def test_unknown_schema_version(tmp_path: Path) -> None:
    path = write(tmp_path / "v2.json", {**ISSUE_EXAMPLE, "schema_version": 2})
    with pytest.raises(ScenarioError, match="schema_version: 2 is not supported"):
        load_scenario(path)


@pytest.mark.parametrize("text", ["{", "[1, 2]", ""])
def test_not_a_scenario_object(tmp_path: Path, text: str) -> None:
    path = tmp_path / "broken.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ScenarioError):
        load_scenario(path)


def test_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="not found"):
        load_scenario(tmp_path / "nope.json")


@pytest.mark.parametrize("reference", ["config.json", "model-folder", "./model-folder"])
def test_model_as_a_config_path_relative_to_the_scenario(
    tmp_path: Path, reference: str, catalog: Catalog
) -> None:
    folder = tmp_path / "model-folder"
    folder.mkdir()
    write(folder / "config.json", LLAMA_8B_CONFIG)
    write(tmp_path / "config.json", LLAMA_8B_CONFIG)
    scenario = load_scenario(write(tmp_path / "s.json", {**ISSUE_EXAMPLE, "model": reference}))
    assert not isinstance(scenario.model, str)
    imported = plan(scenario, catalog)
    assert imported.params_total == plan(Scenario(model="llama-3.1-8b"), catalog).params_total


def test_model_path_that_does_not_exist(tmp_path: Path) -> None:
    path = write(tmp_path / "s.json", {**ISSUE_EXAMPLE, "model": "models/absent/config.json"})
    with pytest.raises(ScenarioError, match="model: no such file"):
        load_scenario(path)


def test_model_path_with_an_unsupported_config(tmp_path: Path) -> None:
    write(tmp_path / "config.json", {"model_type": "mamba", "hidden_size": 768})
    path = write(tmp_path / "s.json", {**ISSUE_EXAMPLE, "model": "config.json"})
    with pytest.raises(ScenarioError, match="model: cannot import"):
        load_scenario(path)


def test_bundled_examples_are_valid() -> None:
    examples = sorted(resource_path("examples").glob("*.json"))
    assert len(examples) >= 4
    for example in examples:
        load_scenario(example)


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"schema_version": True}, "schema_version"),  # JSON true == 1 in Python
        ({"tokens": True}, "tokens"),
        ({"hardware": {"server": "hgx-8x-h100", "nodes": True}}, "hardware.nodes"),
        ({"costs": {"exchange_rates": {"USD": True}}}, "costs.exchange_rates.USD"),
    ],
)
def test_a_boolean_is_no_number(tmp_path: Path, change: dict, field: str) -> None:
    """Issue 22: `"schema_version": true` was read as version 1; `true` is refused by type,
    the message naming the field."""
    path = write(tmp_path / "bool.json", {**ISSUE_EXAMPLE, **change})
    with pytest.raises(ScenarioError) as caught:
        load_scenario(path)
    assert str(caught.value).startswith(f"{field}: ")
    assert "True" in str(caught.value)


def test_a_pilot_is_read_with_strict_types(tmp_path: Path) -> None:
    pilot = {  # a hand-typed pilot: gpu, setup and one figure
        "schema_version": 1,
        "gpu": "h100-sxm",
        "gpu_count": 1,
        "setup": {"model": "llama-3.1-8b", "seq_len": 4096},
        "peak_memory_in_use_gib": 70.5,
    }
    assert load_pilot_file(write(tmp_path / "good.json", pilot)).peak_memory_in_use_gib == 70.5
    for change in ({"schema_version": True}, {"gpu_count": True}):
        with pytest.raises(ScenarioError, match=f"{next(iter(change))}"):
            load_pilot_file(write(tmp_path / "bool.json", {**pilot, **change}))
