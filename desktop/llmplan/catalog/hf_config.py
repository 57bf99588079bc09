"""Import a Hugging Face ``config.json`` (or a model folder holding one) as a ModelArch.

Only the JSON is read: nothing in the folder is executed and ``auto_map`` (remote code) is
ignored. Fields a config may leave out get the defaults of the matching transformers config
class (e.g. Gemma 3's ``text_config`` usually omits its vocabulary and head counts).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from llmplan.catalog.schema import ModelArch

CONFIG_NAME = "config.json"
MAX_CONFIG_BYTES = 5_000_000  # a config.json is a few kB; refuse to parse anything huge

Config = dict[str, Any]


class ConfigImportError(ValueError):
    """The config cannot be turned into a model: unreadable, unknown type or missing fields."""


def import_hf_config(path: Path | str) -> ModelArch:
    """The architecture described by ``path`` (a config.json or a folder containing one)."""
    config_path = _config_file(Path(path))
    config = _read_json(config_path)
    model_type = config.get("model_type")
    if not isinstance(model_type, str) or model_type not in _MAPPERS:
        shown = "missing" if model_type is None else repr(model_type)
        raise ConfigImportError(
            f"{config_path}: model_type {shown} is not supported; supported types: "
            + ", ".join(sorted(_MAPPERS))
        )
    fields = _MAPPERS[model_type](config, config_path)
    fields.update(
        id=_slug(_model_name(config_path)),
        name=_model_name(config_path),
        max_position_embeddings=fields.get("max_position_embeddings") or 2048,
        tokenizer=_guess_tokenizer(model_type, fields["vocab_size"]),
        source=f"Hugging Face config.json: {config_path}",
    )
    try:
        return ModelArch.model_validate(fields)
    except ValidationError as error:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in error.errors()
        )
        raise ConfigImportError(f"{config_path}: invalid value(s): {problems}") from None


def decoder_config_fields(arch: ModelArch) -> Config:
    """The other way round: the size fields of a transformers decoder config describing
    ``arch`` (what `llmplan probe` builds its model from)."""
    return {
        "vocab_size": arch.vocab_size,
        "hidden_size": arch.hidden_size,
        "intermediate_size": arch.intermediate_size,
        "num_hidden_layers": arch.num_layers,
        "num_attention_heads": arch.num_heads,
        "num_key_value_heads": arch.num_kv_heads,
        "head_dim": arch.head_dim,
        "tie_word_embeddings": arch.tied_embeddings,
        "max_position_embeddings": arch.max_position_embeddings,
    }


# ---- reading


def _config_file(path: Path) -> Path:
    if path.is_dir():
        path = path / CONFIG_NAME
    if not path.is_file():
        raise ConfigImportError(f"{path}: no such file (expected a config.json or a model folder)")
    return path


def _read_json(path: Path) -> Config:
    try:
        if path.stat().st_size > MAX_CONFIG_BYTES:
            raise ConfigImportError(f"{path}: too large for a config.json")
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ConfigImportError(f"{path}: not a readable JSON file: {error}") from None
    if not isinstance(data, dict):
        raise ConfigImportError(f"{path}: expected a JSON object")
    return data


def _model_name(config_path: Path) -> str:
    # "Llama-3.1-8B/config.json" -> "Llama-3.1-8B"; "my-model.json" -> "my-model"
    return config_path.parent.name if config_path.name == CONFIG_NAME else config_path.stem


def _slug(name: str) -> str:
    slug = re.sub(r"[^a-z0-9.]+", "-", name.lower()).strip("-.")
    return slug or "imported-model"


def _require(config: Config, path: Path, *names: str) -> list[Any]:
    """The values of ``names``; one error naming every missing field."""
    missing = [name for name in names if config.get(name) is None]
    if missing:
        raise ConfigImportError(
            f"{path}: {config.get('model_type')} config lacks required field(s): "
            + ", ".join(missing)
        )
    return [config[name] for name in names]


def _get(config: Config, name: str, default: Any) -> Any:
    value = config.get(name)
    return default if value is None else value


# ---- per model_type mapping


def _decoder(config: Config, path: Path, architecture: str, family: str, **defaults: Any) -> Config:
    """Fields shared by the Llama-style decoders (Llama, Mistral, Qwen, Gemma, Phi-3)."""
    required = ["hidden_size", "num_hidden_layers", "num_attention_heads", "intermediate_size"]
    required = [name for name in required if name not in defaults]
    if "vocab_size" not in defaults:
        required.append("vocab_size")
    merged = {**defaults, **{k: v for k, v in config.items() if v is not None}}
    _require(merged, path, *required)
    heads = int(merged["num_attention_heads"])
    return {
        "family": family,
        "architecture": architecture,
        "vocab_size": int(merged["vocab_size"]),
        "hidden_size": int(merged["hidden_size"]),
        "intermediate_size": int(merged["intermediate_size"]),
        "num_layers": int(merged["num_hidden_layers"]),
        "num_heads": heads,
        "num_kv_heads": int(_get(merged, "num_key_value_heads", heads)),
        "head_dim": int(_get(merged, "head_dim", int(merged["hidden_size"]) // heads)),
        "tied_embeddings": bool(_get(merged, "tie_word_embeddings", False)),
        "max_position_embeddings": int(_get(merged, "max_position_embeddings", 2048)),
    }


def _llama(config: Config, path: Path) -> Config:
    fields = _decoder(config, path, "llama", "Llama")
    bias = bool(_get(config, "attention_bias", False))  # Llama puts it on q, k, v and o
    return {
        **fields,
        "attention_bias": bias,
        "attention_output_bias": bias,
        "mlp_bias": bool(_get(config, "mlp_bias", False)),
    }


def _mistral(config: Config, path: Path) -> Config:
    return _decoder(config, path, "mistral", "Mistral")


def _mixtral(config: Config, path: Path) -> Config:
    fields = _decoder(config, path, "mixtral", "Mistral")
    experts, top_k = _require(config, path, "num_local_experts", "num_experts_per_tok")
    return {
        **fields,
        "num_experts": experts,
        "experts_per_token": top_k,
        "expert_intermediate_size": fields["intermediate_size"],
    }


def _qwen2(config: Config, path: Path) -> Config:
    return {**_decoder(config, path, "qwen2", "Qwen2"), "attention_bias": True}


def _qwen3(config: Config, path: Path) -> Config:
    fields = _decoder(config, path, "qwen3", "Qwen3")
    bias = bool(_get(config, "attention_bias", False))
    return {**fields, "qk_norm": True, "attention_bias": bias}


def _qwen3_moe(config: Config, path: Path) -> Config:
    fields = _qwen3(config, path)
    experts, top_k, width = _require(
        config, path, "num_experts", "num_experts_per_tok", "moe_intermediate_size"
    )
    if _get(config, "decoder_sparse_step", 1) != 1 or _get(config, "mlp_only_layers", []):
        raise ConfigImportError(
            f"{path}: qwen3_moe with dense layers in between (decoder_sparse_step != 1 or "
            "mlp_only_layers) is not supported"
        )
    return {
        **fields,
        "architecture": "qwen3_moe",
        "num_experts": experts,
        "experts_per_token": top_k,
        "expert_intermediate_size": width,
    }


def _gemma2(config: Config, path: Path) -> Config:
    fields = _decoder(
        config,
        path,
        "gemma2",
        "Gemma 2",
        vocab_size=256000,
        head_dim=256,
        tie_word_embeddings=True,
        max_position_embeddings=8192,
    )
    return {**fields, "norms_per_layer": 4}


# transformers' Gemma3TextConfig defaults; published text_configs often omit these
_GEMMA3_TEXT_DEFAULTS: Config = {
    "vocab_size": 262208,
    "num_attention_heads": 8,
    "num_key_value_heads": 4,
    "head_dim": 256,
    "tie_word_embeddings": True,
    "max_position_embeddings": 131072,
}


def _gemma3_text(config: Config, path: Path) -> Config:
    fields = _decoder(config, path, "gemma3", "Gemma 3", **_GEMMA3_TEXT_DEFAULTS)
    return {**fields, "norms_per_layer": 4, "qk_norm": True}


def _gemma3(config: Config, path: Path) -> Config:
    text = config.get("text_config")
    if not isinstance(text, dict):
        raise ConfigImportError(f"{path}: gemma3 config lacks required field(s): text_config")
    # the multimodal wrapper keeps the language model in text_config; vision is not counted
    return _gemma3_text(text, path)


def _phi3(config: Config, path: Path) -> Config:
    return _decoder(config, path, "phi3", "Phi", vocab_size=32064)


def _gpt2(config: Config, path: Path) -> Config:
    hidden, layers, heads = _require(config, path, "n_embd", "n_layer", "n_head")
    inner = _get(config, "n_inner", 4 * hidden)  # n_inner null means 4 x n_embd
    return {
        "family": "GPT-2",
        "architecture": "gpt2",
        "vocab_size": int(_get(config, "vocab_size", 50257)),
        "hidden_size": hidden,
        "intermediate_size": inner,
        "num_layers": layers,
        "num_heads": heads,
        "num_kv_heads": heads,
        "head_dim": hidden // heads,
        "tied_embeddings": bool(_get(config, "tie_word_embeddings", True)),
        "gated_mlp": False,
        "attention_bias": True,
        "attention_output_bias": True,
        "mlp_bias": True,
        "norm": "layernorm",
        "learned_positions": True,
        "max_position_embeddings": int(_get(config, "n_positions", 1024)),
    }


def _deepseek_v3(config: Config, path: Path) -> Config:
    fields = _decoder(config, path, "deepseek_v3", "DeepSeek")
    experts, top_k, width, kv_rank, rope, nope, v_dim = _require(
        config,
        path,
        "n_routed_experts",
        "num_experts_per_tok",
        "moe_intermediate_size",
        "kv_lora_rank",
        "qk_rope_head_dim",
        "qk_nope_head_dim",
        "v_head_dim",
    )
    if _get(config, "moe_layer_freq", 1) != 1:
        raise ConfigImportError(f"{path}: deepseek_v3 with moe_layer_freq != 1 is not supported")
    return {
        **fields,
        "head_dim": v_dim,
        "num_experts": experts,
        "experts_per_token": top_k,
        "expert_intermediate_size": width,
        "num_shared_experts": int(_get(config, "n_shared_experts", 0)),
        "first_dense_layers": int(_get(config, "first_k_dense_replace", 0)),
        "router_bias": True,  # e_score_correction_bias
        "q_lora_rank": config.get("q_lora_rank"),
        "kv_lora_rank": kv_rank,
        "qk_rope_head_dim": rope,
        "qk_nope_head_dim": nope,
        "v_head_dim": v_dim,
    }


def _gpt_oss(config: Config, path: Path) -> Config:
    fields = _decoder(config, path, "gpt_oss", "gpt-oss")
    (experts,) = _require(config, path, "num_local_experts")
    top_k = config.get("num_experts_per_tok") or config.get("experts_per_token")
    if top_k is None:
        _require(config, path, "num_experts_per_tok")
    return {
        **fields,
        "num_experts": experts,
        "experts_per_token": top_k,
        "expert_intermediate_size": fields["intermediate_size"],
        "attention_bias": bool(_get(config, "attention_bias", True)),
        "attention_output_bias": bool(_get(config, "attention_bias", True)),
        "attention_sinks": True,
        "mlp_bias": True,
        "router_bias": True,
    }


_MAPPERS: dict[str, Callable[[Config, Path], Config]] = {
    "llama": _llama,
    "mistral": _mistral,
    "mixtral": _mixtral,
    "qwen2": _qwen2,
    "qwen3": _qwen3,
    "qwen3_moe": _qwen3_moe,
    "gemma2": _gemma2,
    "gemma3": _gemma3,
    "gemma3_text": _gemma3_text,
    "phi3": _phi3,
    "gpt2": _gpt2,
    "deepseek_v3": _deepseek_v3,
    "gpt_oss": _gpt_oss,
}

SUPPORTED_MODEL_TYPES = tuple(sorted(_MAPPERS))

# (model_type, vocab size) -> bundled tokenizer id, only where the pair is unambiguous
_TOKENIZERS: dict[tuple[str, int], str] = {
    ("llama", 128256): "llama-3.1",
    ("qwen2", 151936): "qwen3",
    ("qwen2", 152064): "qwen3",
    ("qwen3", 151936): "qwen3",
    ("qwen3_moe", 151936): "qwen3",
    ("gemma3", 262144): "gemma-3",
    ("gemma3", 262208): "gemma-3",
    ("gemma3_text", 262144): "gemma-3",
    ("gemma3_text", 262208): "gemma-3",
    ("mistral", 131072): "mistral-tekken",
    ("mistral", 32768): "mistral-v3",
    ("mixtral", 32000): "mistral-v1",
    ("gpt2", 50257): "gpt2",
    ("deepseek_v3", 129280): "deepseek-v3",
    ("gpt_oss", 201088): "gpt-oss",
}


def _guess_tokenizer(model_type: str, vocab_size: int) -> str | None:
    return _TOKENIZERS.get((model_type, vocab_size))
