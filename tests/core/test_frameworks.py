"""Framework profiles: each mechanism a stack adds to the idealised model, in bytes and FLOPs
computed by hand from the layer shapes, and the capacity the driver reports."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from llmplan.catalog.load import Catalog
from llmplan.core.plan import plan
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.core.stacks.profiles import CUDA_CONTEXT_BYTES, PROFILES
from llmplan.core.stacks.registry import FRAMEWORK_IDS, mfu_band
from llmplan.presentation.warning_text import warning_text

PlanFn = Callable[..., PlanResult]
GB, GIB, MIB = 1e9, 2**30, 2**20
H200 = {"gpu": "h200-sxm", "count": 1}
# Llama 3.1 8B: hidden 4096, MLP 14336, 32 layers, q width 4096, k/v width 1024, 32 heads
H, MLP, L, Q, KV, HEADS, VOCAB = 4096, 14336, 32, 4096, 1024, 32, 128_256
ONE = {"model": "llama-3.1-8b", "hardware": H200, "sharding": "none", "micro_batch": 1}


def explanation(result: PlanResult, key: str) -> str:
    e = result.explanations[key]
    return f"{e.label} {e.formula} {e.source}"


def test_default_framework_is_hf_transformers() -> None:
    assert Scenario().framework == "hf-transformers"
    assert set(PROFILES) < set(FRAMEWORK_IDS)  # every stack is registered: test_stacks.py


@pytest.mark.parametrize(
    ("gpu", "mib"),
    [("h100-sxm", 81_559), ("a100-80gb-sxm", 81_920), ("rtx-4090", 24_564), ("h200-sxm", 143_771)],
)
def test_capacity_is_what_the_driver_reports(run_plan: PlanFn, gpu: str, mib: int) -> None:
    result = run_plan(**{**ONE, "hardware": {"gpu": gpu, "count": 1}})
    assert result.memory.memory_per_gpu_gb.capacity == pytest.approx(mib * MIB / GB)
    reference = run_plan(**{**ONE, "hardware": {"gpu": gpu, "count": 1}, "framework": "reference"})
    assert reference.memory.memory_per_gpu_gb.capacity < result.memory.memory_per_gpu_gb.capacity


def test_every_bundled_gpu_states_its_driver_total_and_where_it_comes_from(
    catalog: Catalog,
) -> None:
    for gpu in catalog.gpus.values():
        assert gpu.memory_mib is not None and gpu.memory_mib_source, gpu.id
        # the driver total sits within 10 % of the vendor's figure read as GiB
        assert 0.9 < gpu.memory_mib / (gpu.memory_gb * 1024) < 1.02, gpu.id


def test_a_custom_gpu_without_a_driver_total_uses_its_stated_gb(catalog: Catalog) -> None:
    custom = catalog.gpu("h100-sxm").model_copy(
        update={"id": "my-card", "name": "My card", "memory_gb": 200.0, "memory_mib": None}
    )
    result = plan(Scenario(hardware={"gpu": "my-card", "count": 1}, custom_gpus=[custom]), catalog)
    assert result.memory.memory_per_gpu_gb.capacity == pytest.approx(200.0)


def test_hf_lora_without_checkpointing_tensor_by_tensor(run_plan: PlanFn) -> None:
    """Peak at the start of the backward: bf16 base, fp32 adapters and their AdamW states,
    every saved activation, the loss's 12 B per logit, plus the CUDA context."""
    seq = 2048
    r = run_plan(
        **ONE, method="lora", optimizer="adamw-bf16", seq_len=seq, activation_checkpointing="none"
    )
    adapters = L * 16 * ((H + Q) + (H + KV) * 2 + (Q + H) + (H + MLP) * 2 + (MLP + H))
    assert r.params_trainable == adapters
    per_layer = (
        2 * 4 * H  # two RMSNorm inputs upcast to fp32 (frozen norm weights keep nothing more)
        + 2 * (Q + KV + KV + Q)
        + 4 * HEADS  # SDPA: q, k, v, output; fp32 log-sum-exp
        + 6 * MLP  # gate out, up out, act(gate) (down_proj frozen: its input is not kept)
        + 4 * (5 * H + Q + MLP)  # PEFT: an fp32 copy of each adapter's input
        + 4 * 16 * 7  # lora_B's fp32 input (tokens × r) per projection
    )
    final = 4 * H  # final norm input, fp32
    m = r.memory.memory_per_gpu_gb
    assert m.activations * GB == pytest.approx(seq * (L * per_layer + final))
    assert m.logits * GB == pytest.approx(seq * 12 * VOCAB)
    assert m.gradients == 0  # created during the backward pass
    assert m.optimizer * GB == pytest.approx(8 * adapters)
    assert m.weights * GB == pytest.approx(2 * r.params_total + 4 * adapters)
    assert m.overhead * GB == pytest.approx(CUDA_CONTEXT_BYTES)
    assert "LlamaRMSNorm" in explanation(r, "memory_per_gpu_gb.activations")
    assert "_cast_input_dtype" in explanation(r, "memory_per_gpu_gb.activations")
    assert "ForCausalLMLoss" in explanation(r, "memory_per_gpu_gb.logits")
    assert "CUDACachingAllocator" in explanation(r, "memory_per_gpu_gb.overhead")


def test_peft_input_copies_are_bf16_under_autocast(run_plan: PlanFn) -> None:
    """Under autocast lora_A casts PEFT's fp32 input copy back to bf16 and keeps that."""
    kw = {**ONE, "method": "lora", "seq_len": 2048, "activation_checkpointing": "none"}
    pure = run_plan(optimizer="adamw-bf16", **kw).memory.memory_per_gpu_gb.activations
    amp = run_plan(optimizer="adamw", **kw).memory.memory_per_gpu_gb.activations
    copies = 5 * H + Q + MLP  # inputs of the 7 adapted projections per layer
    assert (pure - amp) * GB == pytest.approx(2048 * L * (2 * copies + 2 * 16 * 7))


def test_fp32_master_weights_keep_bf16_copies_under_autocast(run_plan: PlanFn) -> None:
    amp = run_plan(**ONE, optimizer="adamw", seq_len=512, activation_checkpointing="full")
    pure = run_plan(**ONE, optimizer="adamw-bf16", seq_len=512, activation_checkpointing="full")
    # full fine-tuning of 8 B: the peak is at the end of the backward, all gradients present
    assert amp.memory.memory_per_gpu_gb.gradients * GB == pytest.approx(4 * amp.params_total)
    assert pure.memory.memory_per_gpu_gb.optimizer * GB == pytest.approx(4 * pure.params_total)
    # every linear's bf16 cast stays until its backward (the untied Llama head included) ...
    kept = run_plan(**ONE, optimizer="adamw", seq_len=512, activation_checkpointing="none")
    weights = kept.explanations["memory_per_gpu_gb.weights"]
    assert weights.inputs["weight_copies_gb"] == pytest.approx(
        2 * (kept.params_total - VOCAB * H) / GB
    )
    assert "autocast" in weights.source
    # ... but full checkpointing drops the layers' saved casts: only the head's remains
    dropped = amp.explanations["memory_per_gpu_gb.weights"].inputs["weight_copies_gb"]
    assert dropped == pytest.approx(2 * VOCAB * H / GB)


def test_torchtune_chunked_loss_and_megatron_fused_loss_keep_less_than_hf(
    run_plan: PlanFn,
) -> None:
    kw = {**ONE, "method": "lora", "seq_len": 8192, "activation_checkpointing": "full"}
    hf = run_plan(framework="hf-transformers", **kw).memory.memory_per_gpu_gb.logits
    megatron = run_plan(framework="megatron", **kw).memory.memory_per_gpu_gb.logits
    assert hf * GB == pytest.approx(8192 * 12 * VOCAB)
    assert megatron * GB == pytest.approx(8192 * 6 * VOCAB)
    # torchtune's compiled chunked loss keeps the bf16 chunk logits and writes one chunk's
    # bf16 logit gradient at a time (Inductor fuses upcast, log-softmax and its backward)
    tune = run_plan(framework="torchtune", chunked_loss=True, **kw).memory.memory_per_gpu_gb.logits
    assert tune * GB == pytest.approx(8192 * (2 + 2 / 8) * VOCAB)
    # HF with a fused linear cross-entropy (Liger-style) holds one chunk only
    chunked = run_plan(framework="hf-transformers", chunked_loss=True, **kw)
    assert chunked.memory.memory_per_gpu_gb.logits * GB == pytest.approx(8192 * 12 / 8 * VOCAB)


def test_checkpointing_keeps_only_layer_inputs_and_adds_the_reserve(run_plan: PlanFn) -> None:
    kw = {**ONE, "method": "lora", "seq_len": 4096}
    none = run_plan(activation_checkpointing="none", **kw)
    full = run_plan(activation_checkpointing="full", **kw)
    full_m, none_m = full.memory.memory_per_gpu_gb, none.memory.memory_per_gpu_gb
    assert full_m.activations * GB == pytest.approx(4096 * (L * 2 * H + 4 * H))
    assert full_m.overhead > none_m.overhead  # the allocator's reserve
    reserve = full.memory.memory_per_gpu_gb.reserve
    assert reserve is not None and 0 < reserve * GB <= 4096 * 12 * VOCAB
    assert none.memory.memory_per_gpu_gb.reserve == 0.0  # nothing re-allocated


def test_qlora_base_is_nf4_and_lora_base_bf16(run_plan: PlanFn) -> None:
    kw = {**ONE, "seq_len": 1024}
    lora = run_plan(method="lora", **kw).memory.memory_per_gpu_gb.weights
    qlora = run_plan(method="qlora", **kw).memory.memory_per_gpu_gb.weights
    assert qlora < lora / 2.5


def test_flops_count_attention_and_recompute(run_plan: PlanFn) -> None:
    seq, tokens = 4096, 1e9
    attention = 2 * L * seq * Q
    full = run_plan(**ONE, seq_len=seq, tokens=tokens, activation_checkpointing="none")
    n = full.params_active
    assert full.time.flops == pytest.approx(tokens * (6 * n + 3 * attention))
    ckpt = run_plan(**ONE, seq_len=seq, tokens=tokens, activation_checkpointing="full")
    assert ckpt.time.flops == pytest.approx(tokens * (8 * n + 4 * attention))
    lora = run_plan(
        **ONE, seq_len=seq, tokens=tokens, method="lora", activation_checkpointing="none"
    )
    adapters = 6 * lora.params_trainable
    assert lora.time.flops == pytest.approx(tokens * (4 * n + 3 * attention + adapters))


def test_mfu_band_per_framework_and_method_and_the_overrides(run_plan: PlanFn) -> None:
    kw = {**ONE, "seq_len": 4096, "tokens": 1e9}
    result = run_plan(**kw, method="lora")
    band = mfu_band("hf-transformers", "lora", result.params_active)
    assert band.conservative < band.planned < band.optimistic
    peak = 989.4e12
    assert result.time.train_seconds == pytest.approx(result.time.flops / (peak * band.planned))
    assert result.time.train_seconds_conservative == pytest.approx(
        result.time.flops / (peak * band.conservative)
    )
    assert "H200" in result.explanations["train_seconds"].source
    forced = run_plan(**kw, method="lora", mfu=0.5)
    assert forced.time.train_seconds == pytest.approx(result.time.flops / (peak * 0.5))
    measured = run_plan(**kw, method="lora", tokens_per_second=5000.0)
    assert measured.time.train_seconds == pytest.approx(1e9 / 5000)
    assert mfu_band("reference", "full", 8e9).optimistic == 0.40
    assert mfu_band("hf-transformers", "full", 1.2e8) != mfu_band("hf-transformers", "full", 8e9)


def test_energy_uses_the_measured_draw_not_the_board_power(run_plan: PlanFn) -> None:
    kw = {**ONE, "seq_len": 4096, "tokens": 1e9}
    hf = run_plan(**kw)
    reference = run_plan(**kw, framework="reference")
    assert hf.energy.avg_power_kw == pytest.approx(0.635 * 1.15)
    assert reference.energy.avg_power_kw == pytest.approx(0.700 * 1.15)
    assert "630–640 W" in hf.explanations["avg_power_kw"].source


@pytest.mark.parametrize("framework", ["hf-transformers", "torchtune", "torchtitan", "megatron"])
def test_longest_sequence_is_the_exact_limit_for_each_stack(
    run_plan: PlanFn, framework: str
) -> None:
    kw = {
        **ONE,
        "framework": framework,
        "activation_checkpointing": "none",
        "model": "qwen3-8b",
        "hardware": {"gpu": "rtx-4090", "count": 1},
        "method": "qlora",
    }
    longest = run_plan(**kw, seq_len=1024).memory.max_seq_len_that_fits
    assert 0 < longest < 40_960
    assert run_plan(**kw, seq_len=longest).memory.fits
    assert not run_plan(**kw, seq_len=longest + 1).memory.fits


def test_the_plan_names_its_framework(run_plan: PlanFn) -> None:
    assert run_plan(**ONE).framework == "hf-transformers"
    assert run_plan(**ONE, framework="megatron").framework == "megatron"


TUNE_FULL = {
    **ONE,
    "framework": "torchtune",
    "method": "full",
    "optimizer": "adamw-bf16",
    "seq_len": 4096,
    "activation_checkpointing": "full",
    "chunked_loss": True,
}


def test_optimizer_in_backward_holds_one_gradient_not_all(run_plan: PlanFn) -> None:
    """torchtune optimizer_in_bwd: each gradient is stepped and freed in its hook, so the
    end of the backward holds the largest weight's gradient (Llama's 128,256 × 4,096
    embedding), not 8 B parameters' worth."""
    plain = run_plan(**TUNE_FULL)
    fused = run_plan(**TUNE_FULL, optimizer_in_backward=True)
    grads = fused.explanations["memory_per_gpu_gb.gradients"]
    assert grads.inputs["gradients_at_end_gb"] * GB == pytest.approx(2 * VOCAB * H)
    assert "register_optim_in_bwd_hooks" in grads.source
    # 16 GB of gradients are no longer held; the peak moves to the loss backward, whose
    # logits, saved layer inputs and head gradient come to a few GB at 4,096 tokens
    saved = plain.memory.memory_per_gpu_gb.total - fused.memory.memory_per_gpu_gb.total
    assert saved > 10
    assert fused.explanations["memory_per_gpu_gb.weights"].label.endswith(
        "peak at the start of the backward pass]"
    )
    # the loss backward already holds the head's gradient (chunked output projection)
    assert fused.memory.memory_per_gpu_gb.gradients * GB == pytest.approx(2 * VOCAB * H)


def test_activation_offload_keeps_one_layer_on_the_card(run_plan: PlanFn) -> None:
    kw = {**TUNE_FULL, "optimizer_in_backward": True, "activation_checkpointing": "none"}
    kept = run_plan(**kw)
    offloaded = run_plan(**kw, activation_offload=True)
    acts = offloaded.explanations["memory_per_gpu_gb.activations"]
    per_layer = acts.inputs["kept_per_token_per_layer"]
    freed = (
        kept.memory.memory_per_gpu_gb.activations - offloaded.memory.memory_per_gpu_gb.activations
    )
    assert freed * GB == pytest.approx((L - 1) * per_layer * 4096)
    assert "OffloadActivations" in acts.source
    host = offloaded.explanations["host_ram_gb"].inputs["activations_offloaded_gb"]
    assert host * GB == pytest.approx((L - 1) * per_layer * 4096)


def test_paged_states_fill_the_room_the_allocator_leaves(run_plan: PlanFn) -> None:
    """PagedAdamW8bit: the 8-bit moments live in unified memory. A 24 GB card still holds
    the 8 B full fine-tune (the moments page to host, with a warning); an H200 keeps them."""
    kw = {**TUNE_FULL, "optimizer": "adamw-8bit-paged", "optimizer_in_backward": True}
    small = run_plan(**{**kw, "hardware": {"gpu": "rtx-4090", "count": 1}})
    large = run_plan(**kw)
    for result in (small, large):
        opt = result.explanations["memory_per_gpu_gb.optimizer"]
        assert opt.inputs["paged_gb"] * GB == pytest.approx(2 * result.params_total)
        assert "get_paged" in opt.source
    assert small.memory.fits
    assert small.memory.memory_per_gpu_gb.paged_to_host > 5
    assert any(w.code == "paged_states_spill" for w in small.warning_details)
    assert large.memory.memory_per_gpu_gb.paged_to_host == 0
    assert not any(w.code == "paged_states_spill" for w in large.warning_details)
    # the reference model keeps them on the card like any 8-bit states
    ref = run_plan(**{**kw, "framework": "reference"})
    same = run_plan(**{**kw, "framework": "reference", "optimizer": "adamw-8bit"})
    assert ref.memory.memory_per_gpu_gb.total == same.memory.memory_per_gpu_gb.total


@pytest.mark.parametrize("framework", ["hf-transformers", "megatron", "reference"])
def test_torchtune_options_elsewhere_are_ignored_with_a_warning(
    run_plan: PlanFn, framework: str
) -> None:
    kw = {**TUNE_FULL, "framework": framework}
    plain = run_plan(**kw)
    asked = run_plan(**kw, optimizer_in_backward=True, activation_offload=True)
    assert asked.memory.memory_per_gpu_gb.total == plain.memory.memory_per_gpu_gb.total
    codes = [
        (w.code, w.args["key"]) for w in asked.warning_details if w.code == "choice_not_supported"
    ]
    assert codes == [
        ("choice_not_supported", "optimizer_in_backward"),
        ("choice_not_supported", "activation_offload"),
    ]


def test_optimizer_in_backward_with_lora_is_ignored_with_a_warning(run_plan: PlanFn) -> None:
    lora = run_plan(**{**TUNE_FULL, "method": "lora"}, optimizer_in_backward=True)
    assert [w.args["key"] for w in lora.warning_details if w.code == "choice_not_supported"] == [
        "optimizer_in_backward"
    ]


@pytest.mark.parametrize("framework", ["torchtitan", "megatron"])
def test_paged_adamw_where_bitsandbytes_cannot_run_is_plain_8bit(
    run_plan: PlanFn, framework: str
) -> None:
    """bitsandbytes' paged optimizers need plain torch parameters (not FSDP2 DTensors or
    Megatron's distributed optimizer): the plan counts 8-bit states on the card and says so."""
    kw = {**TUNE_FULL, "framework": framework}
    paged = run_plan(**{**kw, "optimizer": "adamw-8bit-paged"})
    plain = run_plan(**{**kw, "optimizer": "adamw-8bit"})
    assert paged.memory.memory_per_gpu_gb.total == plain.memory.memory_per_gpu_gb.total
    ignored = [w for w in paged.warning_details if w.code == "choice_not_supported"]
    assert [w.args["key"] for w in ignored] == ["adamw-8bit-paged"]
    assert ignored[0].args["framework"] == framework
    assert warning_text(ignored[0]).endswith("the plan ignores it.")
