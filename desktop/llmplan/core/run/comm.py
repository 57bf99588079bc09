"""Communication per micro-batch for data-parallel / sharded training, next to compute.

ZeRO-3/FSDP gathers the 16-bit weights twice (forward and backward) and reduce-scatters
the gradients once: ≈ 3 × weight bytes × (n−1)/n per GPU per micro-batch (seed 000).
Without weight sharding, gradients are all-reduced: 2 × gradient bytes × (n−1)/n (counted
per micro-batch too, an upper bound when gradient accumulation syncs only every step).
"""

from __future__ import annotations

from llmplan.core.explain import GB, SRC_SEED_000, SRC_ZERO, TFLOPS, explain
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.model.params import ParameterCount
from llmplan.core.result import CommunicationResult
from llmplan.core.scenario import MFU_OPTIMISTIC, Scenario
from llmplan.core.stacks.reference_states import ModelStates
from llmplan.core.stacks.run_time import flops_per_param_token

COMM_BYTES_PER_PARAM = 2.0  # weights and gradients travel in 16 bit


def communication(
    *,
    scenario: Scenario,
    hw: ResolvedHardware,
    params: ParameterCount,
    states: ModelStates,
    gathered_weight_bytes: float = COMM_BYTES_PER_PARAM,
    compute_speedup: float = 1.0,
) -> CommunicationResult:
    """Traffic and its time per micro-batch over the slowest link, next to compute time.

    `gathered_weight_bytes`: bytes per weight in the ZeRO-3/FSDP all-gather (1 where the
    stack all-gathers float8 weights: torchtitan enable_fsdp_float8_all_gather);
    `compute_speedup`: the precision's and compile's speed-up of the compute time
    (core/stacks/precision.py)."""
    method, sharding = scenario.method, scenario.sharding
    mfu = scenario.mfu if scenario.mfu is not None else MFU_OPTIMISTIC  # resolved by plan()
    gpus, link_name, link_gb_s = hw.gpu_count, hw.link_name, hw.link_gb_s
    peak_tflops = hw.gpu.bf16_dense_tflops
    params_total, params_trainable = params.total, states.trainable
    flops_per_token = flops_per_param_token(method != "full") * params.active
    tokens_per_micro_batch = scenario.seq_len * scenario.micro_batch
    measured = scenario.tokens_per_second
    gpu_tokens_per_second = measured / gpus if measured else None
    ring = (gpus - 1) / gpus
    grads = COMM_BYTES_PER_PARAM * params_trainable
    if sharding == "zero3":
        weights = gathered_weight_bytes * params_total if method == "full" else states.base_bytes
        traffic = (2 * weights + grads) * ring
        formula = "(2 × 16-bit weight gathers + 1 gradient reduce-scatter) × (n−1)/n"
        if method == "full" and gathered_weight_bytes != COMM_BYTES_PER_PARAM:
            formula = "(2 × float8 weight gathers + 1 gradient reduce-scatter) × (n−1)/n"
    else:
        traffic = 2 * grads * ring
        formula = "gradient all-reduce: 2 × 16-bit gradient bytes × (n−1)/n"
    seconds = traffic / (link_gb_s * GB)
    if gpu_tokens_per_second:
        compute = tokens_per_micro_batch / gpu_tokens_per_second
        compute_formula = "tokens per micro-batch / measured tokens per second per GPU"
    else:
        compute = flops_per_token * tokens_per_micro_batch / (peak_tflops * TFLOPS * mfu)
        compute_formula = "k·N·tokens per micro-batch / (peak × MFU)"
        if compute_speedup != 1.0:
            compute /= compute_speedup
            compute_formula += " ÷ speed-up"
    exps = {
        "comm_bytes_per_micro_batch_gb": explain(
            "Traffic per GPU and micro-batch",
            traffic / GB,
            "GB",
            formula,
            SRC_SEED_000 + "; " + SRC_ZERO,
            gpus=gpus,
            sharding=sharding,
            method=method,
            **(
                {"gathered_bytes_per_param": gathered_weight_bytes}
                if gathered_weight_bytes != COMM_BYTES_PER_PARAM
                else {}
            ),
        ),
        "comm_seconds_per_micro_batch": explain(
            "Communication time per micro-batch",
            seconds,
            "s",
            "traffic / bandwidth of the slowest link",
            SRC_SEED_000,
            traffic_gb=traffic / GB,
            link=link_name,
            link_gb_s=link_gb_s,
        ),
        "compute_seconds_per_micro_batch": explain(
            "Compute time per micro-batch",
            compute,
            "s",
            compute_formula,
            SRC_SEED_000,
            flops_per_token=flops_per_token,
            tokens_per_micro_batch=tokens_per_micro_batch,
            peak_tflops=peak_tflops,
            mfu=mfu,
            tokens_per_second_per_gpu=gpu_tokens_per_second,
            **({"speedup": compute_speedup} if compute_speedup != 1.0 else {}),
        ),
    }
    return CommunicationResult(
        comm_bytes_per_micro_batch_gb=traffic / GB,
        comm_seconds_per_micro_batch=seconds,
        compute_seconds_per_micro_batch=compute,
        slowest_link=link_name if gpus == 1 else f"{link_name} ({link_gb_s:g} GB/s)",
        explanations=exps,
    )
