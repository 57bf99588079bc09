"""Importing published Hugging Face config.json files, and refusing what cannot be imported."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from llmplan.catalog import load_catalog
from llmplan.catalog.hf_config import SUPPORTED_MODEL_TYPES, ConfigImportError, import_hf_config
from llmplan.core.model.params import count_parameters

PUBLISHED: dict[str, dict[str, Any]] = {
    repo: case
    for repo, case in json.loads(
        (Path(__file__).parent / "data" / "hf_configs.json").read_text(encoding="utf-8")
    ).items()
    if not repo.startswith("_")
}
IN_CATALOG = sorted(repo for repo, case in PUBLISHED.items() if case["catalog_id"])


def _write_model_folder(root: Path, repo: str, config: dict[str, Any]) -> Path:
    folder = root / repo.split("/")[1]
    folder.mkdir(parents=True)
    (folder / "config.json").write_text(json.dumps(config, indent=2), encoding="utf-8")
    return folder


@pytest.mark.parametrize("repo", IN_CATALOG)
def test_imported_config_counts_like_the_catalogue_entry(tmp_path: Path, repo: str) -> None:
    case = PUBLISHED[repo]
    folder = _write_model_folder(tmp_path, repo, case["config"])
    imported = import_hf_config(folder)
    expected = load_catalog().model(case["catalog_id"])
    assert count_parameters(imported) == count_parameters(expected)
    for field in (
        "vocab_size",
        "hidden_size",
        "num_layers",
        "num_heads",
        "num_kv_heads",
        "head_dim",
        "tied_embeddings",
        "num_experts",
        "experts_per_token",
        "max_position_embeddings",
        "tokenizer",
    ):
        assert getattr(imported, field) == getattr(expected, field), field


def test_every_supported_architecture_is_covered_by_a_published_config() -> None:
    def model_type(config: dict[str, Any]) -> str:
        return str(config["model_type"])

    covered = {model_type(case["config"]) for case in PUBLISHED.values()}
    assert covered == set(SUPPORTED_MODEL_TYPES)


@pytest.mark.parametrize("repo", ["google/gemma-2-2b", "microsoft/Phi-3-mini-4k-instruct"])
def test_models_outside_the_catalogue_match_their_cards(tmp_path: Path, repo: str) -> None:
    case = PUBLISHED[repo]
    imported = import_hf_config(_write_model_folder(tmp_path, repo, case["config"]))
    total_b = count_parameters(imported).total / 1e9
    assert total_b == pytest.approx(case["stated_params_b"], rel=0.005)


def test_id_and_name_come_from_the_folder(tmp_path: Path) -> None:
    repo = "meta-llama/Llama-3.1-8B"
    folder = _write_model_folder(tmp_path, repo, PUBLISHED[repo]["config"])
    from_folder = import_hf_config(folder)
    from_file = import_hf_config(str(folder / "config.json"))
    assert from_folder == from_file
    assert (from_folder.id, from_folder.name) == ("llama-3.1-8b", "Llama-3.1-8B")
    assert str(folder / "config.json") in from_folder.source
    renamed = tmp_path / "My Model (v2)!.json"
    renamed.write_text(json.dumps(PUBLISHED[repo]["config"]), encoding="utf-8")
    assert import_hf_config(renamed).id == "my-model-v2"


def test_gpt2_inner_width_defaults_to_four_times_hidden(tmp_path: Path) -> None:
    config = dict(PUBLISHED["openai-community/gpt2"]["config"], n_inner=None)
    imported = import_hf_config(_write_model_folder(tmp_path, "x/gpt2", config))
    assert imported.intermediate_size == 4 * 768
    assert imported.learned_positions and not imported.gated_mlp


def test_gemma3_text_defaults_fill_a_sparse_text_config(tmp_path: Path) -> None:
    repo = "google/gemma-3-4b-pt"
    imported = import_hf_config(_write_model_folder(tmp_path, repo, PUBLISHED[repo]["config"]))
    # only hidden, intermediate and layers are in the file; the rest are Gemma3TextConfig's
    assert (imported.vocab_size, imported.num_heads, imported.num_kv_heads) == (262208, 8, 4)
    assert imported.head_dim == 256 and imported.qk_norm and imported.norms_per_layer == 4


def test_remote_code_is_never_executed(tmp_path: Path) -> None:
    repo = "deepseek-ai/DeepSeek-V3"
    folder = _write_model_folder(tmp_path, repo, PUBLISHED[repo]["config"])
    marker = tmp_path / "executed"
    payload = f"open({str(marker)!r}, 'w').write('ran')\n"
    for module in ("configuration_deepseek.py", "modeling_deepseek.py"):
        (folder / module).write_text(payload, encoding="utf-8")
    imported = import_hf_config(folder)
    assert imported.architecture == "deepseek_v3"
    assert not marker.exists()


def _config_file(folder: Path, text: str) -> Path:
    """A config.json in `folder` holding `text`."""
    path = folder / "config.json"
    path.write_text(text, encoding="utf-8")
    return path


def test_unknown_model_type_lists_the_supported_ones(tmp_path: Path) -> None:
    path = _config_file(tmp_path, json.dumps({"model_type": "mamba", "hidden_size": 768}))
    with pytest.raises(ConfigImportError) as caught:
        import_hf_config(path)
    message = str(caught.value)
    assert "'mamba' is not supported" in message
    assert all(model_type in message for model_type in SUPPORTED_MODEL_TYPES)


def test_missing_model_type_is_reported(tmp_path: Path) -> None:
    path = _config_file(tmp_path, json.dumps({"hidden_size": 768}))
    with pytest.raises(ConfigImportError, match="model_type missing is not supported"):
        import_hf_config(path)


def test_missing_fields_are_named(tmp_path: Path) -> None:
    config = dict(PUBLISHED["meta-llama/Llama-3.1-8B"]["config"])
    del config["hidden_size"], config["num_hidden_layers"]
    path = _config_file(tmp_path, json.dumps(config))
    missing = r"lacks required field.*hidden_size, num_hidden_layers"
    with pytest.raises(ConfigImportError, match=missing):
        import_hf_config(path)
    moe = dict(PUBLISHED["mistralai/Mixtral-8x7B-v0.1"]["config"])
    del moe["num_local_experts"]
    path.write_text(json.dumps(moe), encoding="utf-8")
    with pytest.raises(ConfigImportError, match="num_local_experts"):
        import_hf_config(path)


def test_gemma3_without_text_config_is_refused(tmp_path: Path) -> None:
    path = _config_file(tmp_path, json.dumps({"model_type": "gemma3"}))
    with pytest.raises(ConfigImportError, match="text_config"):
        import_hf_config(path)


def test_invalid_values_are_reported_by_field(tmp_path: Path) -> None:
    config = dict(PUBLISHED["meta-llama/Llama-3.1-8B"]["config"], vocab_size=0)
    path = _config_file(tmp_path, json.dumps(config))
    with pytest.raises(ConfigImportError, match="vocab_size: Input should be greater than 0"):
        import_hf_config(path)


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", ""])
def test_unreadable_files_are_refused(tmp_path: Path, content: str) -> None:
    path = _config_file(tmp_path, content)
    with pytest.raises(ConfigImportError, match=str(path)):
        import_hf_config(path)


def test_folder_without_config_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigImportError, match="no such file"):
        import_hf_config(tmp_path)
