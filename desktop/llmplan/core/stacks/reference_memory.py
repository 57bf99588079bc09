"""The reference model's memory per GPU: the breakdown against the card's capacity, fit
status and limits.

Everything that scales with the tokens on a GPU (activations, logits) is linear in
micro_batch × seq_len, so the longest sequence and the largest micro-batch that fit are
solved directly from that line, not searched.
"""

from __future__ import annotations

from llmplan.catalog.schema import ModelArch
from llmplan.core.explain import (
    GB,
    SRC_ASSUMPTION,
    SRC_KORTHIKANTI,
    SRC_SEED_003,
    SRC_ZERO,
    explain,
)
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.model.activations import (
    CHUNKED_LOSS_CHUNKS,
    LOGIT_BYTES,
    LayerActivations,
    layer_activations,
    logits_bytes_per_token,
)
from llmplan.core.result import (
    TIGHT_FREE_FRACTION,
    Explanation,
    FitStatus,
    MemoryBreakdown,
    MemoryResult,
)
from llmplan.core.scenario import Scenario
from llmplan.core.stacks.objective import SRC_TRL, objective_shape, reference_weight_bytes
from llmplan.core.stacks.reference_states import ModelStates
from llmplan.core.stacks.shared import (
    fit_explanations,
    fit_status,
    limit_explanations,
    limits,
    memory_result,
    shard_divisors,
)


def memory_fit(
    *, scenario: Scenario, arch: ModelArch, states: ModelStates, hw: ResolvedHardware
) -> MemoryResult:
    """The breakdown per GPU, its fit, the limits that still fit, and host RAM per server."""
    checkpointing, chunked_loss = scenario.activation_checkpointing, scenario.chunked_loss
    seq_len, micro_batch, overhead_gb = scenario.seq_len, scenario.micro_batch, scenario.overhead_gb
    capacity_gb = hw.gpu.memory_gb
    layer: LayerActivations = layer_activations(arch)
    act_per_token = layer.stored_per_token(checkpointing, arch.num_layers)
    logit_per_token = logits_bytes_per_token(arch.vocab_size, chunked_loss)
    objective = objective_shape(scenario)
    sequences = objective.sequences_per_example  # chosen + rejected of each pair
    tokens = micro_batch * seq_len * sequences
    div_w = shard_divisors(scenario.sharding, hw.gpu_count)[0]
    whole_model = states.weights * div_w if scenario.method == "full" else states.base_bytes
    reference = reference_weight_bytes(
        objective, model_bytes=whole_model, sharding=scenario.sharding, gpus=hw.gpu_count
    )
    fixed = states.weights + reference + states.gradients + states.optimizer + states.gathered
    fixed += overhead_gb * GB
    activations = act_per_token * tokens
    logits = logit_per_token * tokens
    total = fixed + activations + logits
    capacity = capacity_gb * GB
    breakdown = MemoryBreakdown(
        weights=(states.weights + reference) / GB,
        gradients=states.gradients / GB,
        optimizer=states.optimizer / GB,
        activations=activations / GB,
        logits=logits / GB,
        overhead=(overhead_gb * GB + states.gathered) / GB,
        total=total / GB,
        capacity=capacity_gb,
        free=(capacity - total) / GB,
    )
    max_tokens = max(capacity - fixed, 0.0) / (act_per_token + logit_per_token) / sequences
    max_seq, max_micro = limits(
        max_tokens,
        seq_len=seq_len,
        micro_batch=micro_batch,
        max_positions=arch.max_position_embeddings,
    )
    status = fit_status(breakdown.total, capacity_gb)
    exps = _explain(
        scenario,
        arch=arch,
        layer=layer,
        tokens=tokens,
        act_per_token=act_per_token,
        logit_per_token=logit_per_token,
        states=states,
        breakdown=breakdown,
        status=status,
    )
    exps |= limit_explanations(
        max_seq,
        max_micro,
        (
            "floor((capacity − fixed) / (per-token bytes × micro_batch)), capped at the "
            "model's max positions",
            "floor((capacity − fixed) / (per-token bytes × seq_len))",
        ),
        "",
        seq_len=seq_len,
        micro_batch=micro_batch,
        max_positions=arch.max_position_embeddings,
        capacity_gb=capacity_gb,
        fixed_gb=fixed / GB,
        per_token_gb=(act_per_token + logit_per_token) / GB,
    )
    if reference:
        exps["memory_per_gpu_gb.weights"] = explain(
            "Weights per GPU, policy and frozen reference",
            breakdown.weights,
            "GB",
            "the policy's weights + a frozen reference copy, loaded as the policy and "
            "sharded as its weights (ZeRO-3)",
            SRC_TRL,
            policy_gb=states.weights / GB,
            reference_model_gb=reference / GB,
        )
    host_ram_gb = states.host_per_gpu * hw.gpus_per_node / GB
    exps["host_ram_gb"] = explain(
        "Host RAM for the offloaded optimizer, per server",
        host_ram_gb,
        "GB",
        "optimizer bytes per GPU × GPUs per server (0 without offload)",
        SRC_ZERO + "; " + SRC_SEED_003,
        offload=scenario.offload_optimizer,
        gpus_per_server=hw.gpus_per_node,
        server_ram_gb=hw.host_ram_gb,
    )
    return memory_result(breakdown, states.gathered, status, host_ram_gb, max_seq, max_micro, exps)


def _explain(
    scenario: Scenario,
    *,
    arch: ModelArch,
    layer: LayerActivations,
    tokens: int,
    act_per_token: float,
    logit_per_token: float,
    states: ModelStates,
    breakdown: MemoryBreakdown,
    status: FitStatus,
) -> dict[str, Explanation]:
    checkpointing, chunked_loss = scenario.activation_checkpointing, scenario.chunked_loss
    formulas = {
        "none": "tokens × layers × per-layer bytes",
        "selective": "tokens × layers × (per-layer bytes − norm outputs − act(gate))",
        "full": "tokens × (layers × 2h + one layer's working set)",
    }
    key = "memory_per_gpu_gb."
    return {
        key + "activations": explain(
            "Activations per GPU",
            breakdown.activations,
            "GB",
            formulas[checkpointing]
            + "; per layer: norm inputs + 2h + 2h + 2(q+k+v+o) "
            + "+ 4·heads + "
            + ("8i (gated MLP)" if arch.gated_mlp else "4i (plain MLP)")
            + ", flash attention (no s² term)",
            SRC_KORTHIKANTI + " (adapted: GQA, gated MLP, bf16); " + SRC_SEED_003,
            tokens_per_gpu=tokens,
            checkpointing=checkpointing,
            layers=arch.num_layers,
            bytes_per_token_per_layer=layer.kept,
            bytes_per_token=act_per_token,
            hidden=arch.hidden_size,
        ),
        key + "logits": explain(
            "Logits per GPU",
            breakdown.logits,
            "GB",
            f"tokens × vocab × {LOGIT_BYTES:g} B (fp32)"
            + (f" ÷ {CHUNKED_LOSS_CHUNKS} chunks (chunked loss)" if chunked_loss else ""),
            SRC_SEED_003,
            tokens_per_gpu=tokens,
            vocab=arch.vocab_size,
            chunked_loss=chunked_loss,
            bytes_per_token=logit_per_token,
        ),
        key + "overhead": explain(
            "Overhead per GPU",
            breakdown.overhead,
            "GB",
            "CUDA context + allocator reserve + ZeRO-3 gathered layers",
            SRC_ASSUMPTION,
            overhead_gb=scenario.overhead_gb,
            gathered_layers_gb=states.gathered / GB,
        ),
        key + "total": explain(
            "Total per GPU",
            breakdown.total,
            "GB",
            "weights + gradients + optimizer + activations + logits + overhead",
        ),
        key + "capacity": explain("GPU memory", breakdown.capacity, "GB", "from the GPU entry"),
        **fit_explanations(
            breakdown.free,
            status,
            free_formula="capacity − total",
            fits_formula=f"total ≤ capacity; tight when free < {TIGHT_FREE_FRACTION:.0%} of "
            "capacity",
        ),
    }
