"""Parameter counts against the makers' stated counts, and LoRA adapter sizes (seed 003)."""

from __future__ import annotations

import pytest

from llmplan.catalog import Catalog, load_catalog
from llmplan.core.model.params import count_parameters, linear_projections, lora_parameters


@pytest.fixture(scope="module")
def catalog() -> Catalog:
    return load_catalog()


# Seeds 000/003 and docs/calculation-model.md: exact to the figures' last digit
@pytest.mark.parametrize(
    ("model_id", "billions"),
    [("llama-3.1-8b", 8.03), ("llama-3.1-70b", 70.55), ("qwen2.5-32b", 32.76)],
)
def test_seed_parameter_counts(catalog: Catalog, model_id: str, billions: float) -> None:
    total = count_parameters(catalog.model(model_id)).total
    assert total / 1e9 == pytest.approx(billions, abs=0.005)


def test_mixtral_total_and_active(catalog: Catalog) -> None:
    count = count_parameters(catalog.model("mixtral-8x7b"))
    assert count.total / 1e9 == pytest.approx(46.7, abs=0.05)  # Mistral: 46.7B total
    assert count.active / 1e9 == pytest.approx(12.9, abs=0.05)  # 12.9B used per token
    assert count.num_moe_layers == 32 and count.num_dense_layers == 0


def test_gpt2_counts_to_the_parameter(catalog: Catalog) -> None:
    # GPT-2 small has exactly 124,439,808 parameters (tied head, learned positions)
    assert count_parameters(catalog.model("gpt2-124m")).total == 124_439_808


# Makers' model cards (and the Gemma 3 technical report for the text towers); ≤ 1.5 %
STATED_MODELS = [
    "llama-3.1-405b",
    "llama-3.2-1b",
    "llama-3.2-3b",
    "qwen2.5-0.5b",
    "qwen2.5-1.5b",
    "qwen2.5-3b",
    "qwen2.5-7b",
    "qwen2.5-14b",
    "qwen2.5-72b",
    "qwen3-0.6b",
    "qwen3-1.7b",
    "qwen3-4b",
    "qwen3-8b",
    "qwen3-14b",
    "qwen3-32b",
    "qwen3-30b-a3b",
    "mistral-7b-v0.3",
    "mistral-nemo-12b",
    "mistral-small-24b",
    "gemma-3-1b",
    "gemma-3-4b",
    "gemma-3-12b",
    "gemma-3-27b",
    "phi-4",
    "gpt-oss-20b",
    "gpt-oss-120b",
    "deepseek-v3",
]


@pytest.mark.parametrize("model_id", STATED_MODELS)
def test_total_matches_the_stated_count(catalog: Catalog, model_id: str) -> None:
    model = catalog.model(model_id)
    assert model.stated_params_b is not None
    # Qwen3 1.7B is rounded on its card (1.72B counted); everything else within 1 %
    tolerance = 0.015 if model_id == "qwen3-1.7b" else 0.01
    total = count_parameters(model).total
    assert total / 1e9 == pytest.approx(model.stated_params_b, rel=tolerance)


def test_qwen3_moe_active(catalog: Catalog) -> None:
    model = catalog.model("qwen3-30b-a3b")
    assert count_parameters(model).active / 1e9 == pytest.approx(3.3, rel=0.02)


@pytest.mark.parametrize(
    ("model_id", "active_b"),
    [
        ("gpt-oss-20b", 3.61),
        ("gpt-oss-120b", 5.13),
        ("deepseek-v3", 36.6),
    ],
)
def test_active_counts_that_exclude_the_input_embedding(
    catalog: Catalog, model_id: str, active_b: float
) -> None:
    # OpenAI and DeepSeek state active parameters without the embedding lookup
    count = count_parameters(catalog.model(model_id))
    assert count.active_without_embedding / 1e9 == pytest.approx(active_b, rel=0.01)
    assert count.active > count.active_without_embedding


def test_deepseek_v3_structure(catalog: Catalog) -> None:
    count = count_parameters(catalog.model("deepseek-v3"))
    assert count.total / 1e9 == pytest.approx(671, rel=0.002)  # main model, MTP excluded
    assert (count.num_dense_layers, count.num_moe_layers) == (3, 58)
    assert count.shared_experts_per_layer == count.expert_params  # one shared expert


def test_scratch_model_is_near_the_seeds_about_125m(catalog: Catalog) -> None:
    # seed 002 says "about 125M"; a GPT-2-style decoder with that config is 110 M
    total = count_parameters(catalog.model("scratch-125m")).total
    assert 105e6 < total < 125e6


def test_parts_add_up(catalog: Catalog) -> None:
    count = count_parameters(catalog.model("llama-3.1-8b"))
    model = catalog.model("llama-3.1-8b")
    layers = model.num_layers * (count.attention_per_layer + count.mlp_per_layer)
    assert count.embedding + count.lm_head + layers + count.norms == count.total
    assert count.embedding == count.lm_head == 128256 * 4096
    # GQA: k and v are 8 heads x 128 wide, q and o 4096
    assert count.attention_per_layer == 2 * 4096 * 4096 + 2 * 4096 * 1024
    assert count.mlp_per_layer == 3 * 4096 * 14336


def test_tied_head_is_counted_once(catalog: Catalog) -> None:
    count = count_parameters(catalog.model("llama-3.2-1b"))
    assert count.lm_head == 0
    untied = catalog.model("llama-3.2-1b").model_copy(update={"tied_embeddings": False})
    assert count_parameters(untied).total - count.total == 128256 * 2048


def test_qwen_bias_and_qk_norm_are_counted(catalog: Catalog) -> None:
    qwen25 = catalog.model("qwen2.5-7b")
    without_bias = qwen25.model_copy(update={"attention_bias": False})
    # q (28 heads) + k, v (4 heads each) of width 128, in 28 layers
    assert count_parameters(qwen25).total - count_parameters(without_bias).total == 28 * 36 * 128
    qwen3 = catalog.model("qwen3-8b")
    without_norm = qwen3.model_copy(update={"qk_norm": False})
    assert count_parameters(qwen3).total - count_parameters(without_norm).total == 36 * 2 * 128


def test_linear_projections_of_llama_70b(catalog: Catalog) -> None:
    projections = linear_projections(catalog.model("llama-3.1-70b"))
    assert projections == {
        "q_proj": (8192, 8192, 1),
        "k_proj": (8192, 1024, 1),
        "v_proj": (8192, 1024, 1),
        "o_proj": (8192, 8192, 1),
        "gate_proj": (8192, 28672, 1),
        "up_proj": (8192, 28672, 1),
        "down_proj": (28672, 8192, 1),
    }


def test_lora_r16_all_projections_of_llama_70b(catalog: Catalog) -> None:
    # seed 003: r=16 on all seven projections of 80 layers ≈ 207 M parameters
    params = lora_parameters(
        catalog.model("llama-3.1-70b"), 16, list(linear_projections(catalog.model("llama-3.1-70b")))
    )
    assert params / 1e6 == pytest.approx(207, rel=0.01)
    assert lora_parameters(catalog.model("llama-3.1-70b"), 16) == params  # None = all
    assert lora_parameters(catalog.model("llama-3.1-70b"), 16, ["all-linear"]) == params


def test_lora_scales_with_rank_and_targets(catalog: Catalog) -> None:
    model = catalog.model("llama-3.1-8b")
    qv = lora_parameters(model, 8, ["q_proj", "v_proj"])
    assert qv == 8 * 32 * ((4096 + 4096) + (4096 + 1024))
    assert lora_parameters(model, 16, ["q_proj", "v_proj"]) == 2 * qv


def test_lora_on_moe_counts_every_expert(catalog: Catalog) -> None:
    mixtral = catalog.model("mixtral-8x7b")
    assert linear_projections(mixtral)["gate_proj"] == (4096, 14336, 8)
    assert lora_parameters(mixtral, 1, ["gate_proj"]) == 32 * 8 * (4096 + 14336)
    deepseek = catalog.model("deepseek-v3")
    # 3 dense layers (18432 wide) + 58 MoE layers of 256 routed + 1 shared expert (2048 wide)
    assert lora_parameters(deepseek, 1, ["down_proj"]) == (
        3 * (18432 + 7168) + 58 * 257 * (2048 + 7168)
    )
    assert "q_a_proj" in linear_projections(deepseek)  # MLA has no plain q_proj
    assert "q_proj" not in linear_projections(deepseek)


def test_lora_rejects_unknown_targets_and_ranks(catalog: Catalog) -> None:
    model = catalog.model("llama-3.1-8b")
    with pytest.raises(ValueError, match=r"unknown LoRA target.*qkv.*this model has: down_proj"):
        lora_parameters(model, 16, ["qkv"])
    with pytest.raises(ValueError, match="rank"):
        lora_parameters(model, 0)


def test_non_gated_mlp_has_two_matrices(catalog: Catalog) -> None:
    # the seed's from-scratch 125M: a custom GPT-style decoder with a GELU (two-matrix) MLP
    model = catalog.model("scratch-125m")
    assert model.architecture == "custom" and not model.gated_mlp
    count = count_parameters(model)
    assert model.mlp_bias
    assert count.mlp_per_layer == 2 * 768 * 3072 + 3072 + 768  # up and down, with biases
    assert set(linear_projections(model)) == {
        "q_proj",
        "k_proj",
        "v_proj",
        "o_proj",
        "up_proj",
        "down_proj",
    }
