"""The probe builds the scenario's model from its architecture, with its method and precision."""

from __future__ import annotations

import pytest
import torch
from tiny_models import tiny_arch

from llmplan.catalog.load import load_catalog
from llmplan.catalog.schema import ModelArch
from llmplan.probe.build import ProbeSetupError, TrainingSetup, build_model, is_checkpointing


@pytest.mark.parametrize(
    "model_id",
    ["llama-3.1-8b", "qwen2.5-1.5b", "qwen3-8b", "mistral-7b-v0.3", "gemma-3-1b", "gpt2-124m"],
)
def test_meta_build_matches_the_catalogue_parameter_count(model_id: str) -> None:
    arch = load_catalog().model(model_id)
    built = build_model(arch, TrainingSetup(), device="meta")
    assert arch.stated_params_b is not None
    assert built.params_total / 1e9 == pytest.approx(arch.stated_params_b, rel=0.01)
    assert all(p.is_meta for p in built.model.parameters())


def test_lora_on_llama_8b_trains_rank_16_adapters_on_all_seven_projections() -> None:
    arch = load_catalog().model("llama-3.1-8b")
    built = build_model(arch, TrainingSetup(method="lora", optimizer="adamw-bf16"), device="meta")
    # r (d_in + d_out) per projection per layer: published figure for Llama 3.1 8B r16 is 41.9M
    assert built.params_trainable == 41_943_040
    assert {p.dtype for p in built.trainable} == {torch.float32}  # PEFT keeps adapters fp32
    frozen = [p for p in built.model.parameters() if not p.requires_grad]
    assert {p.dtype for p in frozen} == {torch.bfloat16}


def test_precision_follows_the_optimizer(tiny_llama: ModelArch) -> None:
    amp = build_model(tiny_llama, TrainingSetup(optimizer="adamw"), device="cpu")
    pure = build_model(tiny_llama, TrainingSetup(optimizer="adamw-bf16"), device="cpu")
    assert {p.dtype for p in amp.model.parameters()} == {torch.float32} and amp.autocast
    assert {p.dtype for p in pure.model.parameters()} == {torch.bfloat16} and not pure.autocast


@pytest.mark.parametrize(
    "setup",
    [
        TrainingSetup(method="full", optimizer="adamw"),
        TrainingSetup(method="full", optimizer="adamw-bf16", activation_checkpointing="full"),
        TrainingSetup(method="lora", lora_rank=8, activation_checkpointing="full"),
    ],
)
def test_a_tiny_model_takes_real_training_steps_on_the_cpu(
    tiny_llama: ModelArch, setup: TrainingSetup
) -> None:
    torch.manual_seed(0)
    built = build_model(tiny_llama, setup, device="cpu")
    assert is_checkpointing(built.model) == (setup.activation_checkpointing == "full")
    optimizer = built.make_optimizer(lr=1e-2)
    before = [p.detach().clone() for p in built.trainable]
    x = torch.randint(0, tiny_llama.vocab_size, (2, 32))
    for _ in range(2):
        with built.forward_context():
            loss = built.model(input_ids=x, labels=x).loss
        loss.backward()
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
    assert torch.isfinite(loss)
    assert any(not torch.equal(a, b) for a, b in zip(before, built.trainable, strict=True))


def test_gpt2_lora_targets_map_onto_its_fused_projections() -> None:
    arch = tiny_arch("gpt2", num_kv_heads=4, head_dim=16, norm="layernorm", gated_mlp=False)
    built = build_model(arch, TrainingSetup(method="lora"), device="meta")
    names = {
        n.split(".lora_A")[0].rsplit(".", 1)[-1]
        for n, _ in built.model.named_parameters()
        if "lora_A" in n
    }
    assert names == {"c_attn", "c_proj", "c_fc"}


def test_unsupported_setups_are_refused_with_a_reason(tiny_llama: ModelArch) -> None:
    with pytest.raises(ProbeSetupError, match="selective"):
        build_model(tiny_llama, TrainingSetup(activation_checkpointing="selective"), device="meta")
    with pytest.raises(ProbeSetupError, match="CUDA"):
        build_model(tiny_llama, TrainingSetup(method="qlora"), device="cpu")
    odd = tiny_arch("custom", norm="layernorm", gated_mlp=True)
    with pytest.raises(ProbeSetupError, match="neither"):
        build_model(odd, TrainingSetup(), device="meta")
