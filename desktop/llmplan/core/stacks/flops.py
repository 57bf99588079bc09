"""Compute and run time under a framework profile: the FLOPs the step really executes and the
MFU band measured for that stack and method.

FLOPs per token (Chinchilla appendix F / Narayanan et al. 2021 counting, causal attention):
- matmuls: 2·N forward; the backward computes input gradients (2·N) and, for trained
  weights, weight gradients (2·N): 6·N for full training, 4·N with a frozen base
  (LoRA/QLoRA), plus 6 per adapter parameter;
- attention scores and weighted values: 2 · layers · seq_len · (heads × head_dim) forward
  per token (each token attends to seq_len/2 positions on average), 3× with its backward
  (it has no weights, so a frozen base does not shrink it);
- full activation checkpointing runs the forward a second time: +2·N and +1× attention.
"""

from __future__ import annotations

from llmplan.catalog.schema import ModelArch
from llmplan.core.explain import explain
from llmplan.core.model.activations import attention_widths
from llmplan.core.result import TimeResult
from llmplan.core.scenario import Scenario
from llmplan.core.stacks.objective import (
    OBJECTIVE_FLOPS_FORMULA,
    objective_flops,
    objective_shape,
    with_reference_pass,
)
from llmplan.core.stacks.protocol import MfuBand
from llmplan.core.stacks.run_time import time_from_flops

SRC_FLOPS = "Hoffmann et al. 2022 (Chinchilla), appendix F; Narayanan et al. 2021 (recompute)"


def attention_flops_per_token(arch: ModelArch, seq_len: int) -> float:
    """Forward FLOPs of QKᵀ and AV per token, causal (half the positions on average)."""
    q_dim, _, _ = attention_widths(arch)
    return 2.0 * arch.num_layers * seq_len * q_dim


def step_flops_per_token(
    *, scenario: Scenario, arch: ModelArch, params_active: float, adapter_params: float
) -> tuple[float, float, float]:
    """(FLOPs per token, matmul multiplier k, attention multiplier) of the scenario's step."""
    full = scenario.method == "full"
    k = 6.0 if full else 4.0
    a = 3.0
    if scenario.activation_checkpointing == "full":
        k += 2.0
        a += 1.0
    adapters = 0.0 if full else 6.0 * adapter_params
    attention = attention_flops_per_token(arch, scenario.seq_len)
    return k * params_active + a * attention + adapters, k, a


def stack_train_time(
    *,
    scenario: Scenario,
    arch: ModelArch,
    params_active: float,
    adapter_params: float,
    gpu_count: int,
    peak_tflops: float,
    mfu: float,
    band: MfuBand,
    framework_label: str,
) -> TimeResult:
    per_token, k, a = step_flops_per_token(
        scenario=scenario, arch=arch, params_active=params_active, adapter_params=adapter_params
    )
    total_tokens = scenario.total_tokens
    attention = attention_flops_per_token(arch, scenario.seq_len)
    extra = objective_flops(
        objective_shape(scenario),
        forward_per_token=2.0 * params_active + attention,
        trained_tokens=total_tokens,
        epochs=scenario.epochs,
    )
    flops = per_token * total_tokens + extra.in_step + extra.reference_pass
    exps = {
        "flops": explain(
            "Training compute",
            flops,
            "FLOP",
            OBJECTIVE_FLOPS_FORMULA
            if extra.explanations
            else f"D × ({k:g}·N + {a:g}·2·layers·seq_len·q_dim"
            + (" + 6·adapter params" if scenario.method != "full" else "")
            + ")",
            SRC_FLOPS,
            N_params=params_active,
            D_tokens=total_tokens,
            flops_per_token=per_token,
            attention_flops_per_token=attention,
            checkpointing=scenario.activation_checkpointing,
            **(
                {
                    "objective": scenario.objective,
                    "objective_flops": extra.in_step + extra.reference_pass,
                }
                if extra.explanations
                else {}
            ),
        )
    }
    time = time_from_flops(
        flops,
        exps,
        total_tokens=total_tokens,
        tokens_per_second=scenario.tokens_per_second,
        gpu_count=gpu_count,
        peak_tflops=peak_tflops,
        mfu=mfu,
        band=(band.optimistic, band.conservative),
        source=band.source,
        framework=framework_label,
    )
    return with_reference_pass(time, extra)
