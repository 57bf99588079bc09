"""Time to first token and decode speed: prefill is compute-bound, decoding reads every
weight and the batch's KV cache once per step and is bandwidth-bound until the batch's
matmuls outweigh the reads (the roofline of LLM-Viewer, Yuan et al. 2024).

The efficiencies are bands (10th, 50th, 90th percentile) over published measurements:
decode reaches 45-80 % of the memory bandwidth (memory-bandwidth utilisation, MBU),
prefill 30-65 % of the dense tensor-core peak (resources/validation/published-serving.json
holds the measurements the bands are judged against).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from llmplan.catalog.schema import ModelArch

# (p10, p50, p90) of the efficiency; the 10th percentile of a speed is the low efficiency
DECODE_BANDWIDTH_EFFICIENCY: Final = (0.45, 0.65, 0.80)
PREFILL_COMPUTE_EFFICIENCY: Final = (0.30, 0.50, 0.65)
# decode's matmuls at a large batch: the share of peak a decode step's GEMMs reach
DECODE_COMPUTE_EFFICIENCY: Final = (0.25, 0.40, 0.55)
# one all-reduce of a decode step (NCCL's small-message latency over NVLink or PCIe)
ALL_REDUCE_LATENCY_S: Final = 10e-6
SRC_MBU = (
    "Databricks, “LLM Inference Performance Engineering: Best Practices” (2023): decode is "
    "memory-bound, MBU about 60 % at batch 1; Yuan et al. 2024 (LLM-Viewer, roofline)"
)
SRC_PREFILL = "prefill FLOPs 2·N·P + 2·L·P²·H·d (Kaplan et al. 2020; causal attention halved)"


@dataclass(frozen=True)
class Device:
    """What one copy of the model runs on: its cards (or CPU) together."""

    bandwidth_bytes_s: float  # all cards of the copy together
    peak_flops: float  # all cards of the copy together, at the format's matmul rate
    tensor_parallel: int
    link_bytes_s: float  # between the copy's cards (unused at tensor_parallel 1)


@dataclass(frozen=True)
class Workload:
    weights_bytes: float  # read once per decode step (adapters included)
    kv_per_token: float
    active_params: float
    prompt_tokens: int
    output_tokens: int


def prefill_flops(arch: ModelArch, params: float, tokens: int) -> float:
    attention = 2 * arch.num_layers * tokens * tokens * arch.num_heads * arch.head_dim
    return 2 * params * tokens + attention


def prefill_seconds(arch: ModelArch, work: Workload, device: Device, efficiency: float) -> float:
    flops = prefill_flops(arch, work.active_params, work.prompt_tokens)
    return flops / (device.peak_flops * efficiency)


def decode_step_seconds(
    arch: ModelArch,
    work: Workload,
    device: Device,
    batch: int,
    bandwidth_efficiency: float,
    compute_efficiency: float,
) -> float:
    """One decode step of `batch` requests at the average context of their answers."""
    context = work.prompt_tokens + work.output_tokens / 2
    read = work.weights_bytes + batch * context * work.kv_per_token
    memory_time = read / (device.bandwidth_bytes_s * bandwidth_efficiency)
    attention = 4 * arch.num_layers * context * arch.num_heads * arch.head_dim
    flops = batch * (2 * work.active_params + attention)
    compute_time = flops / (device.peak_flops * compute_efficiency)
    comm = 0.0
    if device.tensor_parallel > 1:  # two all-reduces of the hidden state per layer
        t = device.tensor_parallel
        size = batch * arch.hidden_size * 2 * 2 * (t - 1) / t
        comm = 2 * arch.num_layers * (ALL_REDUCE_LATENCY_S + size / device.link_bytes_s)
    return max(memory_time, compute_time) + comm


@dataclass(frozen=True)
class SpeedBand:
    ttft: tuple[float, float, float]  # seconds, p10 ≤ p50 ≤ p90
    decode: tuple[float, float, float]  # tokens/s per request
    aggregate: tuple[float, float, float]  # tokens/s of the copy at full load
    requests_per_second: tuple[float, float, float]  # of the copy


def speed_band(
    arch: ModelArch, work: Workload, device: Device, batch: int, full_batch: int
) -> SpeedBand:
    """The figures at the three efficiencies: per request with `batch` requests decoding
    together; the requests carried at full load, `full_batch` of them at once."""
    ttft, decode, aggregate, rps = [], [], [], []
    for bw, prefill, compute in zip(
        DECODE_BANDWIDTH_EFFICIENCY,
        PREFILL_COMPUTE_EFFICIENCY,
        DECODE_COMPUTE_EFFICIENCY,
        strict=True,
    ):
        first = prefill_seconds(arch, work, device, prefill)
        step = decode_step_seconds(arch, work, device, batch, bw, compute)
        full_step = decode_step_seconds(arch, work, device, full_batch, bw, compute)
        ttft.append(first)
        decode.append(1 / step)
        aggregate.append(full_batch / full_step)
        # at full load each request costs its prefill and its share of the batch's steps
        rps.append(1 / (first + work.output_tokens * full_step / full_batch))
    return SpeedBand(
        ttft=(ttft[2], ttft[1], ttft[0]),
        decode=(decode[0], decode[1], decode[2]),
        aggregate=(aggregate[0], aggregate[1], aggregate[2]),
        requests_per_second=(rps[0], rps[1], rps[2]),
    )
