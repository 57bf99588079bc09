"""The framework switch of `plan()`: the reference formulas, or a stack's profile.

Kept apart from plan.py so that plan() calls one function per concern whatever the
framework: memory fit, training time, and the average power draw.
"""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.catalog.schema import ModelArch
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.model.params import ParameterCount
from llmplan.core.result import MemoryResult, TimeResult
from llmplan.core.run.compute import train_time
from llmplan.core.scenario import ALL_LORA_TARGETS, MFU_OPTIMISTIC, Optimizer, Scenario
from llmplan.core.stacks.fit import stack_memory_fit
from llmplan.core.stacks.flops import stack_train_time
from llmplan.core.stacks.peak import StackInputs
from llmplan.core.stacks.profiles import (
    PROFILES,
    mfu_band,
    supports_activation_offload,
    supports_optimizer_in_backward,
    supports_paged_optimizer,
)
from llmplan.core.stacks.reference_memory import memory_fit
from llmplan.core.stacks.reference_states import ModelStates, ParamShape


@dataclass(frozen=True)
class PowerDraw:
    fraction: float  # average draw as a fraction of board power
    source: str


def planned_mfu(scenario: Scenario, params_active: float, moe: bool = False) -> float:
    """The scenario's MFU, or the framework's: 40 % (reference) or the middle of its band."""
    if scenario.mfu is not None:
        return scenario.mfu
    if scenario.framework == "reference":
        return MFU_OPTIMISTIC
    return mfu_band(scenario.framework, scenario.method, params_active, moe).planned


def framework_memory_fit(
    *,
    scenario: Scenario,
    arch: ModelArch,
    shape: ParamShape,
    states: ModelStates,
    hw: ResolvedHardware,
) -> MemoryResult:
    if scenario.framework == "reference":
        return memory_fit(scenario=scenario, arch=arch, states=states, hw=hw)
    targets = tuple(scenario.lora_targets)
    profile = PROFILES[scenario.framework]
    inputs = StackInputs(
        arch=arch,
        profile=profile,
        method=scenario.method,
        optimizer=stack_optimizer(scenario),
        sharding=scenario.sharding,
        gpus=hw.gpu_count,
        offload_optimizer=scenario.offload_optimizer,
        checkpointing=scenario.activation_checkpointing,
        chunked_loss=scenario.chunked_loss,
        shape=shape,
        lora_rank=scenario.lora_rank,
        lora_targets=targets if targets else ALL_LORA_TARGETS,
        gathered_bytes=states.gathered,
        optimizer_in_backward=optimizer_in_backward_applies(scenario),
        activation_offload=activation_offload_applies(scenario),
    )
    return stack_memory_fit(
        inputs,
        hw=hw,
        seq_len=scenario.seq_len,
        micro_batch=scenario.micro_batch,
        max_positions=arch.max_position_embeddings,
    )


def optimizer_in_backward_applies(scenario: Scenario) -> bool:
    """torchtune's optimizer_in_bwd: its full fine-tuning recipes only."""
    return scenario.optimizer_in_backward and supports_optimizer_in_backward(
        scenario.framework, scenario.method
    )


def activation_offload_applies(scenario: Scenario) -> bool:
    return scenario.activation_offload and supports_activation_offload(scenario.framework)


def stack_optimizer(scenario: Scenario) -> Optimizer:
    """The optimizer the stack runs: paged 8-bit AdamW where bitsandbytes' paged optimizers
    work, plain 8-bit AdamW elsewhere (the plan says so)."""
    if scenario.optimizer == "adamw-8bit-paged" and not supports_paged_optimizer(
        scenario.framework
    ):
        return "adamw-8bit"
    return scenario.optimizer


def ignored_choices(scenario: Scenario) -> list[str]:
    """Scenario keys set that the chosen training software cannot do (the plan ignores
    them and says so)."""
    ignored = []
    if scenario.optimizer_in_backward and not optimizer_in_backward_applies(scenario):
        ignored.append("optimizer_in_backward")
    if scenario.activation_offload and not activation_offload_applies(scenario):
        ignored.append("activation_offload")
    if stack_optimizer(scenario) != scenario.optimizer:
        ignored.append("adamw-8bit-paged")
    return ignored


def framework_train_time(
    *,
    scenario: Scenario,
    arch: ModelArch,
    counts: ParameterCount,
    adapter_params: float,
    hw: ResolvedHardware,
) -> TimeResult:
    """Run time; `scenario.mfu` is already resolved by plan() (planned_mfu)."""
    peak = hw.gpu.bf16_dense_tflops
    if scenario.framework == "reference":
        return train_time(
            scenario=scenario,
            compute_params=counts.active,
            gpu_count=hw.gpu_count,
            peak_tflops=peak,
        )
    return stack_train_time(
        scenario=scenario,
        arch=arch,
        params_active=counts.active,
        adapter_params=adapter_params,
        gpu_count=hw.gpu_count,
        peak_tflops=peak,
        mfu=planned_mfu(scenario, counts.active, arch.is_moe),
        band=mfu_band(scenario.framework, scenario.method, counts.active, arch.is_moe),
        framework_label=PROFILES[scenario.framework].label,
    )


def power_draw(scenario: Scenario) -> PowerDraw:
    if scenario.framework == "reference":
        return PowerDraw(1.0, "")
    profile = PROFILES[scenario.framework]
    return PowerDraw(profile.power_fraction, profile.power_source)
