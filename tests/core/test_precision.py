"""Training precision and torch.compile (issue 24, points 1 and 4): each mechanism moves the
figure it should, by the measured band it cites, and nothing else.

Expected values: torchtitan benchmarks/llama3_h100_202412_torchtitan.md (tables 1 and 3),
pytorch/ao docs/source/workflows/training.md, torchtitan mxfp8.md / nvfp4.md, torchtune
README 'Optimization flags' (see core/stacks/precision.py for file + commit)."""

from __future__ import annotations

import pytest

from llmplan.commands.plan import refusal_words
from llmplan.core.plan import PlanError, plan
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Hardware, Precision, Scenario
from llmplan.core.stacks.precision import amdahl_bound
from llmplan.core.stacks.registry import get_stack

TITAN = {
    "model": "llama-3.1-8b",
    "framework": "torchtitan",
    "method": "full",
    "optimizer": "adamw",
    "hardware": Hardware(gpu="h100-sxm", count=8),
    "sharding": "zero3",
    "seq_len": 8192,
    "micro_batch": 2,
    "activation_checkpointing": "selective",
    "tokens": 1e9,
}


def _plan(**changes: object) -> PlanResult:
    return plan(Scenario.model_validate({**TITAN, **changes}))


def _gpu_tps(result: PlanResult, which: str = "train_seconds") -> float:
    return 1e9 / getattr(result.time, which) / result.gpu_count


@pytest.mark.parametrize("gpu", ["a100-80gb-sxm", "a100-40gb-pcie"])
@pytest.mark.parametrize("precision", ["fp8", "mxfp8", "nvfp4"])
def test_a100_has_no_fp8_and_is_refused_with_the_reason(gpu: str, precision: Precision) -> None:
    with pytest.raises(PlanError) as refused:
        _plan(hardware=Hardware(gpu=gpu, count=8), precision=precision)
    assert refused.value.field == "precision"
    assert "no FP8 tensor cores" in refusal_words(refused.value)


@pytest.mark.parametrize("precision", ["mxfp8", "nvfp4"])
def test_hopper_has_no_block_scaled_formats(precision: Precision) -> None:
    with pytest.raises(PlanError) as refused:
        _plan(hardware=Hardware(gpu="h200-sxm", count=8), precision=precision)
    words = refusal_words(refused.value)
    assert "block scaling" in words and "B200" in words
    _plan(hardware=Hardware(gpu="h200-sxm", count=8), precision="fp8")  # fp8 is fine


def test_a_stack_without_a_recipe_is_refused_and_names_those_with_one() -> None:
    with pytest.raises(PlanError) as refused:
        _plan(framework="hf-transformers", precision="fp8")
    assert "no fp8 training recipe" in refusal_words(refused.value)
    assert {"torchtitan", "megatron"} <= set(str(refused.value.refusal.args["able"]).split(","))
    with pytest.raises(PlanError) as tune:  # torchtune's float8: full fine-tuning only
        _plan(framework="torchtune", method="lora", precision="fp8", sharding="none")
    assert "not lora" in refusal_words(tune.value)


def test_fp8_on_h100_is_faster_within_the_measured_band_and_not_2x() -> None:
    bf16, fp8 = _plan(), _plan(precision="fp8")
    ratio = fp8.time.train_seconds and bf16.time.train_seconds / fp8.time.train_seconds
    # torchao float8: +10 % (rowwise) to 1.5× (405B at 512 GPUs); torchtitan table 1: 1.28×
    assert 1.10 <= ratio <= 1.50
    assert ratio == pytest.approx(1.30, rel=1e-9)  # the middle of the band
    assert bf16.time.train_seconds_optimistic / fp8.time.train_seconds_optimistic == (
        pytest.approx(1.50)
    )
    assert bf16.time.train_seconds_conservative / fp8.time.train_seconds_conservative == (
        pytest.approx(1.10)
    )
    assert ratio < 1.9  # nowhere near the datasheet's 2×
    exp = fp8.explanations["precision_speedup"]
    assert exp.inputs["format_peak_tflops"] == pytest.approx(1978.9)
    assert "torchtitan" in exp.source and "36027d8" in exp.source


def test_the_speed_up_is_capped_by_the_matmul_share() -> None:
    """A long sequence on a small model: attention (bf16) dominates, so fp8 cannot reach
    the measured band: s = 1 / ((1 − f) + f / 2)."""
    result = _plan(model="llama-3.2-1b", seq_len=131072, micro_batch=1, precision="fp8")
    exp = result.explanations["precision_speedup"]
    share = float(exp.inputs["matmul_share"])  # type: ignore[arg-type]
    assert share < 0.5
    bound = amdahl_bound(share, 1978.9 / 989.4)
    assert exp.value == pytest.approx(bound) and bound < 1.30


def test_torchao_float8_keeps_master_weights_and_saved_activations() -> None:
    """torchao saves the bf16 input and weight for the backward: states and activations
    unchanged; only the float8 all-gathered units (tensorwise) halve."""
    bf16, fp8 = _plan(), _plan(precision="fp8")
    b, f = bf16.memory.memory_per_gpu_gb, fp8.memory.memory_per_gpu_gb
    assert (f.weights, f.optimizer, f.activations, f.logits) == (
        b.weights,
        b.optimizer,
        b.activations,
        b.logits,
    )
    assert f.overhead < b.overhead
    # 3 × 16-bit copies of the largest unit... the gathered weights (2 units) lose 1 B each
    assert b.total - f.total == pytest.approx(
        fp8.explanations["precision_memory"].inputs["gathered_saving_gb"]
    )


def test_transformer_engine_caches_fp8_weights_and_saves_fp8_inputs() -> None:
    """Megatron/TE: +2 B per matmul weight (fp8 copy and its transpose); the saved inputs of
    each linear shrink from 2 B to 1 B."""
    mega = {
        "framework": "megatron",
        "sharding": "zero1",
        "hardware": Hardware(gpu="h100-sxm", count=8),
    }
    mega["activation_checkpointing"] = "none"
    mega["micro_batch"] = 1
    bf16, fp8 = _plan(**mega), _plan(**mega, precision="fp8")
    b, f = bf16.memory.memory_per_gpu_gb, fp8.memory.memory_per_gpu_gb
    arch_params = bf16.params_total
    counts_head_and_embedding = 2 * 128256 * 4096
    assert f.weights - b.weights == pytest.approx(
        2.0 * (arch_params - counts_head_and_embedding) / 1e9, rel=1e-6
    )
    # per token and layer: (2 − 1) B × (2·h + q_dim + intermediate) = 4096·3 + 14336
    saved = (2 * 4096 + 4096 + 14336) * 1.0 * 32 * 8192 / 1e9
    assert b.activations - f.activations == pytest.approx(saved, rel=1e-6)
    assert f.optimizer == b.optimizer and f.gradients == b.gradients


def test_fp8_all_gather_halves_the_fsdp_weight_traffic() -> None:
    bf16, fp8 = _plan(), _plan(precision="fp8")
    ring = 7 / 8
    grads = 2.0 * bf16.params_trainable / 1e9 * ring
    weights_bf16 = bf16.communication.comm_bytes_per_micro_batch_gb - grads
    weights_fp8 = fp8.communication.comm_bytes_per_micro_batch_gb - grads
    assert weights_fp8 == pytest.approx(weights_bf16 / 2)
    # Transformer Engine under Megatron all-gathers in bf16: unchanged
    mega = {"framework": "megatron"}
    assert _plan(**mega, precision="fp8").communication.comm_bytes_per_micro_batch_gb == (
        pytest.approx(_plan(**mega).communication.comm_bytes_per_micro_batch_gb)
    )


def test_compile_speeds_up_and_saves_activations_by_the_cited_band() -> None:
    eager, compiled = _plan(), _plan(compile=True)
    ratio = eager.time.train_seconds / compiled.time.train_seconds
    # torchtitan tables 1 and 3: 6,667 / 5,762 = 1.157 and 6,514 / 5,605 = 1.162
    assert 6514 / 5605 <= ratio <= 6667 / 5762 or 6667 / 5762 <= ratio <= 6514 / 5605
    e, c = eager.memory.memory_per_gpu_gb, compiled.memory.memory_per_gpu_gb
    assert c.activations == pytest.approx(0.85 * e.activations)
    assert (c.weights, c.optimizer) == (e.weights, e.optimizer)
    # the measured activation-side drop of tables 1 and 3 (loss not yet compiled there):
    # 82.4 → 77.0 GiB (5.4 GiB) on 8 GPUs, 67.0 → 62.0 on 128
    assert 4.5 <= (e.activations - c.activations) * 1e9 / 2**30 <= 6.0
    # today's torchtitan compiles the loss too: bf16 logits and their bf16 gradient (4 B)
    # instead of the fp32 log-softmax, its gradient and the input gradient (12 B)
    assert c.logits == pytest.approx(e.logits / 3)
    assert "bbb1b61" in compiled.explanations["compile_memory"].source


def test_compiling_the_model_only_keeps_the_eager_fp32_loss() -> None:
    # torchtitan --compile.components model (and torchtitan before bbb1b61, whose 2024
    # benchmark tables are in resources/validation/): the fp32 cross-entropy runs eager
    eager = _plan()
    model_only = _plan(compile=True, compile_loss=False)
    both = _plan(compile=True)
    e, m, b = (r.memory.memory_per_gpu_gb for r in (eager, model_only, both))
    assert m.logits == pytest.approx(e.logits)
    assert b.logits == pytest.approx(e.logits / 3)
    assert m.activations == pytest.approx(b.activations)
    # the speed-up is the model's: the same band either way
    assert model_only.time.train_seconds == pytest.approx(both.time.train_seconds)
    # without compile the setting means nothing
    no_compile = _plan(compile_loss=False).memory.memory_per_gpu_gb.total
    assert no_compile == pytest.approx(e.total)


def test_compile_does_not_shrink_the_layer_inputs_kept_under_full_checkpointing() -> None:
    # full checkpointing keeps one input per layer; Inductor's fusions shorten what a layer
    # saves inside itself, which full checkpointing recomputes instead of keeping
    full = {"activation_checkpointing": "full"}
    eager = _plan(**full).memory.memory_per_gpu_gb.activations
    compiled = _plan(compile=True, compile_loss=False, **full).memory.memory_per_gpu_gb.activations
    selective_eager = _plan().memory.memory_per_gpu_gb.activations
    selective_compiled = _plan(compile=True).memory.memory_per_gpu_gb.activations
    assert selective_compiled == pytest.approx(0.85 * selective_eager)
    # only the one layer being recomputed (and the final norm) shrink: far less than 15 %
    assert 0.95 * eager < compiled < eager


def test_torchtune_compile_band_and_stacks_without_compile_ignore_it() -> None:
    tune = {"framework": "torchtune", "hardware": Hardware(gpu="h100-sxm", count=1)}
    tune |= {"sharding": "none", "model": "llama-3.2-3b", "seq_len": 4096}
    ratio = _plan(**tune).time.train_seconds / _plan(**tune, compile=True).time.train_seconds
    assert 6667 / 5762 <= ratio <= 8998 / 7075
    hf = {"framework": "hf-transformers"}
    ignored = _plan(**hf, compile=True)
    assert ignored.time.train_seconds == _plan(**hf).time.train_seconds
    assert any(
        w.code == "choice_not_supported" and w.args["key"] == "compile"
        for w in ignored.warning_details
    )
    assert get_stack("megatron").compile_effect() is None


@pytest.mark.parametrize("precision", ["mxfp8", "nvfp4"])
def test_block_scaled_formats_on_b200(precision: Precision) -> None:
    b200 = {"hardware": Hardware(gpu="b200", count=8)}
    bf16, low = _plan(**b200), _plan(**b200, precision=precision)
    ratio = bf16.time.train_seconds / low.time.train_seconds
    band = {"mxfp8": (1.16, 1.28), "nvfp4": (1.28, 1.37)}[precision]
    assert band[0] <= ratio <= band[1]


def test_default_precision_leaves_the_plan_unchanged() -> None:
    scenario = Scenario.model_validate(TITAN)
    assert scenario.precision == "bf16" and scenario.compile is False
    explicit = plan(scenario.model_copy(update={"precision": "bf16", "compile": False}))
    assert explicit.to_json_dict() == plan(scenario).to_json_dict()
    assert "precision_speedup" not in plan(scenario).explanations
    assert "precision" not in plan(scenario).to_json_dict().get("scenario", {})


def test_a_measured_throughput_is_not_sped_up() -> None:
    measured = {"tokens_per_second": 80000.0}
    assert _plan(**measured, precision="fp8", compile=True).time.train_seconds == (
        pytest.approx(1e9 / 80000.0)
    )
