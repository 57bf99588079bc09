"""What every stack's memory model shares: sharding divisors, the quantised frozen base,
the optimizer byte layouts, the fit status, the limits that still fit, and the breakdown
changed by models beside the stack's (`with_breakdown`)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Final, Literal

from llmplan.core.explain import GB, InputValue, explain
from llmplan.core.result import (
    TIGHT_FREE_FRACTION,
    Explanation,
    FitStatus,
    MemoryBreakdown,
    MemoryResult,
)
from llmplan.core.scenario import Method, Optimizer, Sharding

BF16_BYTES: Final = 2.0
FP32_BYTES: Final = 4.0
NF4_BYTES: Final = 0.5  # 4 bits per weight
# NF4 blocks of 64 with double-quantized absmax: 8/64 + 32/(64·256) ≈ 0.127 bits per weight
QLORA_CONSTANT_BITS: Final = 0.127

# How a stack holds parameters and optimizer states: the reference model's mixed precision
# (EleutherAI, Transformer Math 101: bf16 weights and grads, fp32 master and moments), HF
# (fp32 master = the model's own fp32 weights under autocast), torchtune (bf16 parameters,
# states in the parameter dtype), FSDP2 (fp32 sharded parameters, bf16 compute), Megatron's
# distributed optimizer.
StateLayout = Literal["mixed-precision", "hf-autocast", "bf16-params", "fsdp2-fp32", "megatron"]
ByteSplit = tuple[float, float, float]  # (weights, gradients, optimizer) per trained parameter

# (weights, gradients, optimizer) bytes per trained parameter, one column per layout:
# - mixed precision: fp32-grads adds an fp32 accumulation/reduce buffer, 8-bit AdamW
#   two 1-byte moments beside the fp32 master (paged: the same bytes, on the card);
# - fp32 parameters (HF autocast, FSDP2): the fp32 master is the parameter itself;
# - bf16 parameters (torchtune `dtype: bf16`): moments in the parameter dtype, 8-bit
#   AdamW (bitsandbytes/torchao) 1 byte per moment;
# - Megatron: bf16 params, fp32 main grads, fp32 main params + moments.
_BYTES: dict[Optimizer, tuple[ByteSplit, ByteSplit, ByteSplit, ByteSplit]] = {
    # optimizer: (mixed precision, fp32 params, bf16 params, Megatron)
    "adamw": ((2.0, 2.0, 12.0), (4.0, 4.0, 8.0), (2.0, 2.0, 4.0), (2.0, 4.0, 12.0)),
    "adamw-fp32-grads": ((2.0, 6.0, 12.0), (4.0, 4.0, 8.0), (2.0, 4.0, 4.0), (2.0, 4.0, 12.0)),
    "adamw-8bit": ((2.0, 2.0, 6.0), (4.0, 4.0, 2.0), (2.0, 2.0, 2.0), (2.0, 4.0, 6.0)),
    "adamw-8bit-paged": ((2.0, 2.0, 6.0), (4.0, 4.0, 2.0), (2.0, 2.0, 2.0), (2.0, 4.0, 6.0)),
    "adamw-bf16": ((2.0, 2.0, 4.0), (2.0, 2.0, 4.0), (2.0, 2.0, 4.0), (2.0, 2.0, 4.0)),
}
_COLUMN: Final[dict[StateLayout, int]] = {
    "mixed-precision": 0,
    "hf-autocast": 1,
    "fsdp2-fp32": 1,
    "bf16-params": 2,
    "megatron": 3,
}
PAGED_OPTIMIZERS: Final[tuple[Optimizer, ...]] = ("adamw-8bit-paged",)
EIGHT_BIT_OPTIMIZERS: Final[tuple[Optimizer, ...]] = ("adamw-8bit", *PAGED_OPTIMIZERS)


def optimizer_bytes(layout: StateLayout, optimizer: Optimizer) -> ByteSplit:
    """(weights, gradients, optimizer) bytes per trained parameter."""
    return _BYTES[optimizer][_COLUMN[layout]]


def shard_divisors(sharding: Sharding, gpus: int) -> tuple[int, int, int]:
    """(weights, gradients, optimizer) divisors of the data-parallel sharding: ZeRO-1 the
    optimizer, ZeRO-2 also the gradients, ZeRO-3 (= FSDP full shard) everything."""
    div_opt = gpus if sharding in ("zero1", "zero2", "zero3") else 1
    div_grad = gpus if sharding in ("zero2", "zero3") else 1
    div_w = gpus if sharding == "zero3" else 1
    return div_w, div_grad, div_opt


def frozen_base_bytes(total: float, sixteen_bit: float, method: Method) -> float:
    """The frozen base of LoRA (bf16) or QLoRA (NF4 linear layers + constants; the
    `sixteen_bit` embedding and head parameters stay bf16), whole model, unsharded."""
    if method == "lora":
        return BF16_BYTES * total
    quantized = total - sixteen_bit
    return quantized * (NF4_BYTES + QLORA_CONSTANT_BITS / 8) + BF16_BYTES * sixteen_bit


def fit_status(total_gb: float, capacity_gb: float) -> FitStatus:
    free = capacity_gb - total_gb
    if free < 0:
        return "does_not_fit"
    return "tight" if free < TIGHT_FREE_FRACTION * capacity_gb else "fits"


def with_breakdown(
    memory: MemoryResult,
    figures: Mapping[str, float],
    *,
    restated: tuple[str, ...],
    inputs: Mapping[str, float],
    added: Mapping[str, Explanation] | None = None,
) -> MemoryResult:
    """`memory` with `figures` of its per-GPU breakdown replaced and its fit judged again
    (models beside the stack's: the reward and value models, a colocated rollout engine).
    The explanations of the `restated` figures take their new value, with `inputs` as more
    inputs; `added` explanations join them."""
    breakdown = memory.memory_per_gpu_gb.model_copy(update=dict(figures))
    status = fit_status(breakdown.total, breakdown.capacity)
    exps = dict(memory.explanations)
    for name in restated:
        key = "memory_per_gpu_gb." + name
        old = exps.get(key)
        if old is not None:
            exps[key] = old.model_copy(
                update={"value": figures[name], "inputs": old.inputs | dict(inputs)}
            )
    return memory.model_copy(
        update={
            "memory_per_gpu_gb": breakdown,
            "fit_status": status,
            "fits": status != "does_not_fit",
            "explanations": exps | dict(added or {}),
        }
    )


def fit_explanations(
    free_gb: float, status: FitStatus, *, free_formula: str, fits_formula: str
) -> dict[str, Explanation]:
    """The free memory per GPU and whether it fits, explained (each model names what it
    compares: the reference model its total, a stack what the card shows)."""
    return {
        "memory_per_gpu_gb.free": explain(
            "Free per GPU", free_gb, "GB", free_formula, status=status
        ),
        "fits": explain("Fits", float(free_gb >= 0), "bool", fits_formula, status=status),
    }


def limits(
    max_tokens: float, *, seq_len: int, micro_batch: int, max_positions: int
) -> tuple[int, int]:
    """(longest sequence, largest micro-batch) within `max_tokens` per micro-step; the
    sequence capped at the model's positions."""
    return min(math.floor(max_tokens / micro_batch), max_positions), math.floor(
        max_tokens / seq_len
    )


def limit_explanations(
    max_seq: int,
    max_micro: int,
    formulas: tuple[str, str],
    source: str,
    *,
    seq_len: int,
    micro_batch: int,
    max_positions: int,
    **bounds: InputValue,
) -> dict[str, Explanation]:
    """The longest sequence and the largest micro-batch that fit, explained alike by every
    stack: the `bounds` the memory sets (its own inputs), then the other dimension held."""
    seq_formula, micro_formula = formulas
    return {
        "max_seq_len_that_fits": explain(
            "Longest sequence that fits",
            max_seq,
            "tokens",
            seq_formula,
            source,
            **bounds,
            micro_batch=micro_batch,
            max_positions=max_positions,
        ),
        "max_micro_batch_that_fits": explain(
            "Largest micro-batch that fits",
            max_micro,
            "sequences",
            micro_formula,
            source,
            **bounds,
            seq_len=seq_len,
        ),
    }


def memory_result(
    breakdown: MemoryBreakdown,
    gathered_bytes: float,
    status: FitStatus,
    host_ram_gb: float,
    max_seq: int,
    max_micro: int,
    exps: dict[str, Explanation],
) -> MemoryResult:
    """The result: it fits unless the status says it does not."""
    return MemoryResult(
        memory_per_gpu_gb=breakdown,
        gathered_layers_gb=gathered_bytes / GB,
        fits=status != "does_not_fit",
        fit_status=status,
        host_ram_gb=host_ram_gb,
        max_seq_len_that_fits=max_seq,
        max_micro_batch_that_fits=max_micro,
        explanations=exps,
    )
