"""The `reference` stack: the idealised trainer of the source documents (mixed-precision
model states, Korthikanti activations, a planned overhead, 6·N·D at 40 % / 20 % MFU)."""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.catalog.schema import ModelArch
from llmplan.core.explain import SRC_SEED_000
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.model.params import ParameterCount
from llmplan.core.result import MemoryResult, TimeResult
from llmplan.core.run.compute import train_time
from llmplan.core.scenario import MFU_CONSERVATIVE, MFU_OPTIMISTIC, Framework, Method, Scenario
from llmplan.core.stacks.protocol import MfuBand, PowerDraw
from llmplan.core.stacks.reference_memory import memory_fit
from llmplan.core.stacks.reference_states import ModelStates, ParamShape

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

    def memory_fit(
        self,
        *,
        scenario: Scenario,
        arch: ModelArch,
        shape: ParamShape,
        states: ModelStates,
        hw: ResolvedHardware,
    ) -> MemoryResult:
        return memory_fit(scenario=scenario, arch=arch, states=states, hw=hw)

    def train_time(
        self,
        *,
        scenario: Scenario,
        arch: ModelArch,
        counts: ParameterCount,
        adapter_params: float,
        hw: ResolvedHardware,
    ) -> TimeResult:
        return train_time(
            scenario=scenario,
            compute_params=counts.active,
            gpu_count=hw.gpu_count,
            peak_tflops=hw.gpu.bf16_dense_tflops,
        )

    def power_draw(self) -> PowerDraw:
        return PowerDraw(1.0, "")  # board power, as the source documents count it

    def supports_optimizer_in_backward(self, method: Method) -> bool:
        return False

    def supports_activation_offload(self) -> bool:
        return False

    def supports_paged_optimizer(self) -> bool:
        return True  # counted as the same 8-bit states, on the card


REFERENCE = ReferenceStack()
