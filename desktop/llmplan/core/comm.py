"""Communication per micro-batch for data-parallel / sharded training, next to compute.

ZeRO-3/FSDP gathers the 16-bit weights twice (forward and backward) and reduce-scatters
the gradients once: ≈ 3 × weight bytes × (n−1)/n per GPU per micro-batch (seed 000).
Without weight sharding, gradients are all-reduced: 2 × gradient bytes × (n−1)/n (counted
per micro-batch too, an upper bound when gradient accumulation syncs only every step).
"""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.core.explain import GB, SRC_SEED_000, SRC_ZERO, TFLOPS, explain
from llmplan.core.result import Explanation
from llmplan.core.scenario import Method, Sharding

COMM_BYTES_PER_PARAM = 2.0  # weights and gradients travel in 16 bit


@dataclass(frozen=True)
class Communication:
    bytes_per_micro_batch: float
    seconds_per_micro_batch: float
    compute_seconds_per_micro_batch: float
    explanations: dict[str, Explanation]


def communication(
    method: Method,
    sharding: Sharding,
    gpus: int,
    params_total: float,
    params_trainable: float,
    frozen_base_bytes: float,
    link_name: str,
    link_gb_s: float,
    flops_per_token: float,
    tokens_per_micro_batch: int,
    peak_tflops: float,
    mfu: float,
    gpu_tokens_per_second: float | None,
) -> Communication:
    ring = (gpus - 1) / gpus
    grads = COMM_BYTES_PER_PARAM * params_trainable
    if sharding == "zero3":
        weights = COMM_BYTES_PER_PARAM * params_total if method == "full" else frozen_base_bytes
        traffic = (2 * weights + grads) * ring
        formula = "(2 × 16-bit weight gathers + 1 gradient reduce-scatter) × (n−1)/n"
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
        ),
    }
    return Communication(traffic, seconds, compute, exps)
