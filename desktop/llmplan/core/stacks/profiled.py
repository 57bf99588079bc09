"""A measured stack (hf-transformers, torchtune, torchtitan, megatron) as a `Stack`: its
profile (profiles.py) through the peak model (peak.py, fit.py) and the step FLOPs
(flops.py)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from llmplan.core.result import MemoryResult, TimeResult
from llmplan.core.scenario import ALL_LORA_TARGETS, Framework, Method, Objective
from llmplan.core.stacks.choices import (
    activation_offload_applies,
    optimizer_in_backward_applies,
    stack_optimizer,
)
from llmplan.core.stacks.fit import stack_memory_fit
from llmplan.core.stacks.flops import stack_train_time
from llmplan.core.stacks.layout import ParallelSupport
from llmplan.core.stacks.objective import objective_shape
from llmplan.core.stacks.peak import StackInputs
from llmplan.core.stacks.profiles import Profile
from llmplan.core.stacks.protocol import MfuBand, PowerDraw, StackJob


@dataclass(frozen=True)
class ProfiledStack:
    profile: Profile
    idealised: bool = False
    # the profile's own, copied so that a stack reads like any other
    id: Framework = field(init=False)
    label: str = field(init=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "id", self.profile.id)  # frozen: set once, here
        object.__setattr__(self, "label", self.profile.label)

    def mfu_band(self, method: Method, params_active: float, moe: bool = False) -> MfuBand:
        return self.profile.mfu_band(method, params_active, moe)

    def planned_mfu(self, method: Method, params_active: float, moe: bool = False) -> float:
        return self.mfu_band(method, params_active, moe).planned

    def memory_fit(self, job: StackJob) -> MemoryResult:
        scenario, arch = job.scenario, job.arch
        targets = tuple(scenario.lora_targets)
        inputs = StackInputs(
            arch=arch,
            profile=self.profile,
            method=scenario.method,
            optimizer=stack_optimizer(scenario, self),
            sharding=scenario.sharding,
            gpus=job.hw.gpu_count,
            offload_optimizer=scenario.offload_optimizer,
            checkpointing=scenario.activation_checkpointing,
            chunked_loss=scenario.chunked_loss,
            shape=job.shape,
            lora_rank=scenario.lora_rank,
            lora_targets=targets if targets else ALL_LORA_TARGETS,
            gathered_bytes=job.states.gathered,
            optimizer_in_backward=optimizer_in_backward_applies(scenario, self),
            activation_offload=activation_offload_applies(scenario, self),
            objective=objective_shape(scenario),
            layout=job.layout,
            micro_batches=job.grad_accumulation,
            expert_params=float(job.counts.experts_total),
        )
        if not job.layout.trivial:  # FSDP gathers each layer's TP shard, over DP × CP
            sharded = job.layout.shard_degree > 1
            gathered = job.states.gathered / job.layout.tensor if sharded else 0.0
            inputs = replace(inputs, gathered_bytes=gathered)
        return stack_memory_fit(
            inputs,
            hw=job.hw,
            seq_len=scenario.seq_len,
            micro_batch=scenario.micro_batch,
            max_positions=arch.max_position_embeddings,
        )

    def train_time(self, job: StackJob) -> TimeResult:
        scenario, active = job.scenario, job.counts.active
        band = self.mfu_band(scenario.method, active, job.arch.is_moe)
        return stack_train_time(
            scenario=scenario,
            arch=job.arch,
            params_active=active,
            adapter_params=job.shape.adapter,
            gpu_count=job.hw.gpu_count,
            peak_tflops=job.hw.gpu.bf16_dense_tflops,
            mfu=scenario.mfu if scenario.mfu is not None else band.planned,
            band=band,
            framework_label=self.label,
        )

    def power_draw(self) -> PowerDraw:
        return PowerDraw(self.profile.power_fraction, self.profile.power_source)

    def supports_optimizer_in_backward(self, method: Method) -> bool:
        """torchtune's optimizer_in_bwd, in its full fine-tuning recipes only."""
        return self.profile.optimizer_in_backward and method == "full"

    def supports_activation_offload(self) -> bool:
        return self.profile.activation_offload

    def supports_paged_optimizer(self) -> bool:
        return self.profile.paged_optimizer

    def supports_objective(self, objective: Objective) -> bool:
        return objective in self.profile.objectives

    def parallel_support(self) -> ParallelSupport:
        return self.profile.parallel
