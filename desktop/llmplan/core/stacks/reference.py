"""The `reference` stack: the idealised trainer of the source documents (mixed-precision
model states, Korthikanti activations, a planned overhead, 6·N·D at 40 % / 20 % MFU)."""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.core.explain import SRC_SEED_000
from llmplan.core.result import MemoryResult, RefusalCode, TimeResult
from llmplan.core.scenario import (
    MFU_CONSERVATIVE,
    MFU_OPTIMISTIC,
    Framework,
    Method,
    Objective,
    Precision,
)
from llmplan.core.stacks.layout import ParallelSupport
from llmplan.core.stacks.objective import objective_flops, objective_shape, with_reference_pass
from llmplan.core.stacks.precision import CompileEffect, PrecisionRecipe
from llmplan.core.stacks.protocol import MfuBand, PowerDraw, StackJob
from llmplan.core.stacks.reference_memory import memory_fit
from llmplan.core.stacks.run_time import train_time

# the source documents plan data parallelism with ZeRO sharding only (layout.py words it)
_IDEALISED_LAYOUT: RefusalCode = "layout_idealised"
REFERENCE_PARALLEL = ParallelSupport(
    source=SRC_SEED_000,
    refusals={
        "tensor": _IDEALISED_LAYOUT,
        "pipeline": _IDEALISED_LAYOUT,
        "virtual_pipeline": _IDEALISED_LAYOUT,
        "context": _IDEALISED_LAYOUT,
        "expert": _IDEALISED_LAYOUT,
    },
)
REFERENCE_BAND = MfuBand(MFU_CONSERVATIVE, MFU_OPTIMISTIC, f"{SRC_SEED_000}: 40 % / 20 %")


@dataclass(frozen=True)
class ReferenceStack:
    id: Framework = "reference"
    label: str = "Reference (idealised trainer, source documents)"
    idealised: bool = True

    def mfu_band(self, method: Method, params_active: float, moe: bool = False) -> MfuBand:
        return REFERENCE_BAND

    def planned_mfu(self, method: Method, params_active: float, moe: bool = False) -> float:
        return MFU_OPTIMISTIC  # the source documents plan at the optimistic end

    def memory_fit(self, job: StackJob) -> MemoryResult:
        return memory_fit(scenario=job.scenario, arch=job.arch, states=job.states, hw=job.hw)

    def train_time(self, job: StackJob) -> TimeResult:
        scenario = job.scenario
        # 2·N per token for each no-grad forward (the source documents' counting: no
        # attention term)
        extra = objective_flops(
            objective_shape(scenario),
            forward_per_token=2.0 * job.counts.active,
            trained_tokens=scenario.total_tokens,
            epochs=scenario.epochs,
        )
        time = train_time(
            scenario=scenario,
            compute_params=job.counts.active,
            gpu_count=job.hw.gpu_count,
            peak_tflops=job.hw.gpu.bf16_dense_tflops,
            objective_flops=extra.in_step + extra.reference_pass,
        )
        return with_reference_pass(time, extra)

    def power_draw(self) -> PowerDraw:
        return PowerDraw(1.0, "")  # board power, as the source documents count it

    def supports_optimizer_in_backward(self, method: Method) -> bool:
        return False

    def supports_activation_offload(self) -> bool:
        return False

    def supports_paged_optimizer(self) -> bool:
        return True  # counted as the same 8-bit states, on the card

    def supports_objective(self, objective: Objective) -> bool:
        return True  # the idealised trainer: every objective's mechanisms, no recipe

    def single_device_recipe(self, objective: Objective) -> str | None:
        return None

    def parallel_support(self) -> ParallelSupport:
        return REFERENCE_PARALLEL

    def precision_recipe(self, precision: Precision) -> PrecisionRecipe | None:
        return None  # the source documents plan bf16 mixed precision only

    def compile_effect(self) -> CompileEffect | None:
        return None


REFERENCE = ReferenceStack()
