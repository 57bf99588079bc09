"""Training compute: FLOPs (6·N·D, ≈4·N·D with a frozen base) and run time.

Recomputation from activation checkpointing shows up as a lower MFU, not as extra FLOPs
(seed 000 is explicit about this), so no recompute term is added here.
"""

from __future__ import annotations

from llmplan.core.explain import (
    SRC_EAI,
    SRC_SEED_000,
    SRC_SEED_001,
    TFLOPS,
    InputValue,
    explain,
)
from llmplan.core.result import Band, Explanation, TimeResult
from llmplan.core.scenario import MFU_CONSERVATIVE, MFU_OPTIMISTIC, Scenario
from llmplan.core.stacks.objective import OBJECTIVE_FLOPS_FORMULA
from llmplan.units import SECONDS_PER_DAY

FLOPS_PER_PARAM_TOKEN_FULL = 6.0  # 2 forward + 4 backward (weights and inputs)
FLOPS_PER_PARAM_TOKEN_FROZEN = 4.0  # forward + input gradients only (LoRA, QLoRA)


def flops_per_param_token(frozen_base: bool) -> float:
    return FLOPS_PER_PARAM_TOKEN_FROZEN if frozen_base else FLOPS_PER_PARAM_TOKEN_FULL


def training_flops(compute_params: float, tokens: float, frozen_base: bool) -> float:
    """C = k·N·D, k = 6 for full training, ≈ 4 with a frozen base."""
    return flops_per_param_token(frozen_base) * compute_params * tokens


def seconds_at_mfu(flops: float, *, gpu_count: int, peak_tflops: float, mfu: float) -> float:
    """t = C / (GPUs × dense peak × MFU)."""
    return flops / (gpu_count * peak_tflops * TFLOPS * mfu)


def train_time(
    *,
    scenario: Scenario,
    compute_params: float,
    gpu_count: int,
    peak_tflops: float,
    objective_flops: float = 0.0,
) -> TimeResult:
    """FLOPs and run time at the scenario's MFU and at the 40 % / 20 % band.

    A measured throughput (whole cluster, tokens/s) replaces the MFU model: then all three
    times are the same measured figure. `objective_flops`: what a preference objective adds
    (core/stacks/objective.py).
    """
    total_tokens, frozen_base = scenario.total_tokens, scenario.method != "full"
    # plan() resolves a missing MFU to the framework's (reference: 40 %) before this
    mfu = scenario.mfu if scenario.mfu is not None else MFU_OPTIMISTIC
    tokens_per_second = scenario.tokens_per_second
    k = flops_per_param_token(frozen_base)
    flops = k * compute_params * total_tokens + objective_flops
    exps = {
        "flops": explain(
            "Training compute",
            flops,
            "FLOP",
            OBJECTIVE_FLOPS_FORMULA if objective_flops else f"C = {k:g}·N·D",
            SRC_EAI + "; " + SRC_SEED_000,
            N_params=compute_params,
            D_tokens=total_tokens,
            flops_per_param_token=k,
            frozen_base=frozen_base,
            **({"objective_flops": objective_flops} if objective_flops else {}),
        )
    }
    return time_from_flops(
        flops,
        exps,
        total_tokens=total_tokens,
        tokens_per_second=tokens_per_second,
        gpu_count=gpu_count,
        peak_tflops=peak_tflops,
        mfu=mfu,
        band=(MFU_OPTIMISTIC, MFU_CONSERVATIVE),
        source=SRC_SEED_000,
    )


def time_from_flops(
    flops: float,
    exps: dict[str, Explanation],
    *,
    total_tokens: float,
    tokens_per_second: float | None,
    gpu_count: int,
    peak_tflops: float,
    mfu: float,
    band: tuple[float, float],
    source: str,
    **more_inputs: InputValue,
) -> TimeResult:
    """Run time of `flops` at `mfu` and at the optimistic/conservative `band`, explained
    from `source` (and `more_inputs`); a measured throughput (whole cluster, tokens/s)
    replaces the MFU model, and then all three times are the same measured figure."""
    if tokens_per_second is not None:
        seconds = optimistic = conservative = total_tokens / tokens_per_second
        exps["train_seconds"] = measured_time_explanation(total_tokens, tokens_per_second)
    else:

        def at(used: float) -> float:
            return seconds_at_mfu(flops, gpu_count=gpu_count, peak_tflops=peak_tflops, mfu=used)

        seconds, optimistic, conservative = at(mfu), at(band[0]), at(band[1])
        exps["train_seconds"] = explain(
            "Training time",
            seconds,
            "s",
            "t = C / (GPUs × dense BF16 peak × MFU)",
            source,
            C_flops=flops,
            gpus=gpu_count,
            peak_tflops=peak_tflops,
            mfu=mfu,
            **more_inputs,
        )
    times = (seconds, optimistic, conservative)
    return time_result(flops, times, exps, tokens_per_second, band, source, mfu)


def measured_time_explanation(total_tokens: float, tokens_per_second: float) -> Explanation:
    """t = D / measured tokens per second: a measured throughput replaces the MFU model."""
    return explain(
        "Training time (measured throughput)",
        total_tokens / tokens_per_second,
        "s",
        "t = D / measured tokens per second",
        SRC_SEED_001,
        D_tokens=total_tokens,
        tokens_per_second=tokens_per_second,
    )


def time_result(
    flops: float,
    times: tuple[float, float, float],
    exps: dict[str, Explanation],
    tokens_per_second: float | None,
    band: tuple[float, float],
    source: str,
    mfu: float,
) -> TimeResult:
    """The optimistic/conservative and days explanations added to `exps`, and the result;
    `times` are the planned, optimistic and conservative seconds."""
    seconds, optimistic, conservative = times
    for key, value, label, used_mfu in (
        ("train_seconds_optimistic", optimistic, "Training time, optimistic", band[0]),
        ("train_seconds_conservative", conservative, "Training time, conservative", band[1]),
    ):
        exps[key] = explain(
            label,
            value,
            "s",
            "t = D / measured tokens per second"
            if tokens_per_second
            else "t = C / (GPUs × dense BF16 peak × MFU)",
            source,
            mfu=None if tokens_per_second else used_mfu,
            tokens_per_second=tokens_per_second,
        )
    exps["train_days"] = days_explained(seconds)
    return TimeResult(
        flops=flops,
        train_seconds=seconds,
        train_days=seconds / SECONDS_PER_DAY,
        train_seconds_optimistic=optimistic,
        train_seconds_conservative=conservative,
        mfu=None if tokens_per_second else mfu,
        mfu_band=None if tokens_per_second else Band(optimistic=band[0], conservative=band[1]),
        explanations=exps,
    )


# ---- Optimizer offload: the optimizer step runs on the CPU, once per optimizer step.
# DeepSpeed's CPU Adam (csrc/adam/cpu_adam_impl.cpp, Adam_Optimizer::Step_*) streams every
# parameter once: it reads the fp32 gradient, weight and both moments and writes the weight
# and the moments back — a few FLOPs per 28 bytes, so host memory bandwidth sets its time
# (Ren et al. 2021, ZeRO-Offload: the CPU step is the offload's cost).
SRC_CPU_ADAM = (
    "Ren et al. 2021 (ZeRO-Offload); DeepSpeed csrc/adam/cpu_adam_impl.cpp "
    "(one pass over fp32 weights, gradients and moments per step)"
)
CPU_GRADIENT_BYTES = 4.0  # the gradient arrives in fp32 (the CPU step asserts weight dtype)
# Where no CPU is stated (rentals, bare cards): one socket of 8 channels of DDR5-4800.
ASSUMED_HOST_MEMORY_GB_S = 307.2
ASSUMED_HOST_MEMORY = "assumed: one socket, 8 channels of DDR5-4800 (no CPU stated)"


def with_optimizer_offload(
    time: TimeResult,
    *,
    steps: float,
    params_per_node: float,
    state_bytes_per_param: float,
    host_memory_gb_s: float | None,
    host_memory_source: str,
) -> TimeResult:
    """`time` plus the CPU optimizer step: per optimizer step, every node's CPUs read and
    write the optimizer states (fp32 weights and moments) of the parameters its GPUs own
    and read their fp32 gradients, at the host's peak memory bandwidth; the same seconds at
    both ends of the MFU band (the CPU does not get faster with the GPUs)."""
    stated = host_memory_gb_s is not None
    bandwidth = host_memory_gb_s if host_memory_gb_s is not None else ASSUMED_HOST_MEMORY_GB_S
    bytes_per_step = params_per_node * (2 * state_bytes_per_param + CPU_GRADIENT_BYTES)
    step_s = bytes_per_step / (bandwidth * 1e9)
    extra = step_s * steps
    exps = dict(time.explanations)
    exps["optimizer_offload_seconds"] = explain(
        "Optimizer steps on the CPU",
        extra,
        "s",
        "optimizer steps × params per node × (2 × state bytes + 4 B fp32 gradient) "
        "/ host memory bandwidth",
        SRC_CPU_ADAM + "; " + (host_memory_source if stated else ASSUMED_HOST_MEMORY),
        optimizer_steps=steps,
        params_per_node=params_per_node,
        state_bytes_per_param=state_bytes_per_param,
        host_memory_gb_s=bandwidth,
        seconds_per_step=step_s,
    )
    seconds = time.train_seconds + extra
    for key, value in (
        ("train_seconds", seconds),
        ("train_seconds_optimistic", time.train_seconds_optimistic + extra),
        ("train_seconds_conservative", time.train_seconds_conservative + extra),
    ):
        before = exps.get(key)
        if before is not None:  # the same figure, the CPU steps named in it
            exps[key] = before.model_copy(
                update={
                    "value": value,
                    "formula": before.formula + " + optimizer steps on the CPU",
                    "inputs": {**before.inputs, "optimizer_offload_s": extra},
                }
            )
    exps["train_days"] = explain(
        "Training time in days",
        seconds / SECONDS_PER_DAY,
        "days",
        "days = (t + optimizer steps on the CPU) / 86,400 s",
        train_seconds=seconds,
        optimizer_offload_seconds=extra,
    )
    return with_added_seconds(
        time,
        (extra, extra, extra),
        optimizer_offload_seconds=extra,
        optimizer_step_seconds=step_s,
        explanations=exps,
    )


def with_added_seconds(
    time: TimeResult, added: tuple[float, float, float], **update: object
) -> TimeResult:
    """`time` with `added` seconds (planned, optimistic, conservative) on its three times
    and its days; `update` sets the other fields the addition changes."""
    planned, optimistic, conservative = added
    train = time.train_seconds + planned
    return time.model_copy(
        update={
            "train_seconds": train,
            "train_days": train / SECONDS_PER_DAY,
            "train_seconds_optimistic": time.train_seconds_optimistic + optimistic,
            "train_seconds_conservative": time.train_seconds_conservative + conservative,
            **update,
        }
    )


def days_explained(seconds: float) -> Explanation:
    """The training time in days, as each stage that sets the time (the planned time, the
    pipeline bubble) explains it."""
    return explain(
        "Training time in days",
        seconds / SECONDS_PER_DAY,
        "days",
        "days = t / 86,400 s",
        train_seconds=seconds,
    )


def without_optimizer_offload(time: TimeResult, measured: bool) -> TimeResult:
    """`time` with the CPU optimizer steps explained as none (or as in the measured figure)."""
    formula = (
        "in the measured tokens per second" if measured else "0: the optimizer steps on the GPU"
    )
    exps = dict(time.explanations)
    exps["optimizer_offload_seconds"] = explain("Optimizer steps on the CPU", 0.0, "s", formula)
    return time.model_copy(update={"explanations": exps})
