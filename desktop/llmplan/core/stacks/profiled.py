"""A measured stack (hf-transformers, torchtune, torchtitan, megatron) as a `Stack`: its
profile (profiles.py) through the peak model (peak.py, fit.py) and the step FLOPs
(flops.py)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from llmplan.core.explain import GB, explain
from llmplan.core.result import MemoryResult, TimeResult
from llmplan.core.scenario import (
    ALL_LORA_TARGETS,
    Framework,
    Method,
    Objective,
    Precision,
    Scenario,
)
from llmplan.core.stacks.choices import (
    activation_offload_applies,
    optimizer_in_backward_applies,
    stack_optimizer,
)
from llmplan.core.stacks.fit import stack_memory_fit
from llmplan.core.stacks.flops import stack_train_time, step_flops_per_token
from llmplan.core.stacks.layout import ParallelSupport
from llmplan.core.stacks.objective import objective_shape
from llmplan.core.stacks.peak import StackInputs, quantised_params
from llmplan.core.stacks.precision import (
    BF16_BYTES,
    CompileEffect,
    PrecisionRecipe,
    format_peak_tflops,
    matmul_share,
    with_compile,
    with_precision,
)
from llmplan.core.stacks.profiles import Profile
from llmplan.core.stacks.protocol import MfuBand, PowerDraw, StackJob
from llmplan.core.stacks.reference_states import GATHERED_WEIGHT_UNITS
from llmplan.core.stacks.shared import shard_divisors


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

    def _recipe(self, precision: Precision) -> PrecisionRecipe | None:
        return None if precision == "bf16" else self.precision_recipe(precision)

    def _compile(self, scenario: Scenario) -> CompileEffect | None:
        effect = self.compile_effect() if scenario.compile else None
        if effect is not None and effect.compiles_loss and not scenario.compile_loss:
            # torchtitan --compile.components model: the fp32 loss runs eager
            return replace(effect, compiles_loss=False)
        return effect

    def memory_fit(self, job: StackJob) -> MemoryResult:
        scenario, arch = job.scenario, job.arch
        targets = tuple(scenario.lora_targets)
        recipe = self._recipe(scenario.precision)
        gathered = job.states.gathered
        gather_saving = 0.0
        if recipe is not None and gathered and scenario.method == "full":
            # FSDP2 float8 all-gather: the gathered units arrive in fp8, not bf16
            gather_saving = (
                job.shape.largest_unit
                * GATHERED_WEIGHT_UNITS
                * (BF16_BYTES - recipe.gathered_weight_bytes)
            )
            gathered = max(0.0, gathered - gather_saving)
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
            gathered_bytes=gathered,
            optimizer_in_backward=optimizer_in_backward_applies(scenario, self),
            activation_offload=activation_offload_applies(scenario, self),
            objective=objective_shape(scenario),
            layout=job.layout,
            micro_batches=job.grad_accumulation,
            micro_batch=scenario.micro_batch,
            expert_params=float(job.counts.experts_total),
            precision=recipe,
            compile_effect=self._compile(scenario),
        )
        if not job.layout.trivial:  # FSDP gathers each layer's TP shard, over DP × CP
            sharded = job.layout.shard_degree > 1
            gathered = job.states.gathered / job.layout.tensor if sharded else 0.0
            inputs = replace(inputs, gathered_bytes=gathered)
        memory = stack_memory_fit(
            inputs,
            hw=job.hw,
            seq_len=scenario.seq_len,
            micro_batch=scenario.micro_batch,
            max_positions=arch.max_position_embeddings,
        )
        exps = dict(memory.explanations)
        if recipe is not None:
            div_w = shard_divisors(scenario.sharding, job.hw.gpu_count)[0]
            cache = recipe.weight_cache_bytes * quantised_params(job.shape) / div_w
            exps["precision_memory"] = explain(
                "Memory of the training precision",
                cache / GB,
                "GB",
                "quantised weight cache = cache bytes × matmul params ÷ shards; saved "
                "linear inputs at the format's bytes; FSDP all-gather at its bytes",
                recipe.memory_source,
                precision=recipe.precision,
                recipe=recipe.recipe,
                cache_bytes_per_param=recipe.weight_cache_bytes,
                saved_input_bytes=recipe.saved_input_bytes,
                gathered_bytes_per_param=recipe.gathered_weight_bytes,
                gathered_saving_gb=gather_saving / GB,
            )
        effect = inputs.compile_effect
        if effect is not None:
            exps["compile_memory"] = explain(
                "Saved activations under torch.compile",
                effect.activation_factor,
                "share",
                "activations × measured share left by Inductor's fused elementwise chains",
                effect.source,
            )
        return memory.model_copy(update={"explanations": exps})

    def train_time(self, job: StackJob) -> TimeResult:
        scenario, active = job.scenario, job.counts.active
        band = self.mfu_band(scenario.method, active, job.arch.is_moe)
        time = stack_train_time(
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
        if scenario.tokens_per_second is not None:  # a measured throughput is what it is
            return time
        recipe = self._recipe(scenario.precision)
        peak = format_peak_tflops(job.hw.gpu, scenario.precision)
        if recipe is not None and peak is not None:
            per_token, k, _a = step_flops_per_token(
                scenario=scenario,
                arch=job.arch,
                params_active=active,
                adapter_params=job.shape.adapter,
            )
            quantised = max(0.0, active - job.shape.embedding - job.shape.lm_head)
            share = matmul_share(matmul_flops_per_token=k * quantised, flops_per_token=per_token)
            time = with_precision(
                time,
                recipe,
                share=share,
                bf16_peak=job.hw.gpu.bf16_dense_tflops,
                format_peak=peak,
            )
        effect = self._compile(scenario)
        if effect is not None:
            time = with_compile(time, effect)
        return time

    def power_draw(self) -> PowerDraw:
        return self.profile.power

    def supports_optimizer_in_backward(self, method: Method) -> bool:
        """torchtune's optimizer_in_bwd, in its full fine-tuning recipes only."""
        return self.profile.optimizer_in_backward and method == "full"

    def supports_activation_offload(self) -> bool:
        return self.profile.activation_offload

    def supports_paged_optimizer(self) -> bool:
        return self.profile.paged_optimizer

    def supports_objective(self, objective: Objective) -> bool:
        return objective in self.profile.objectives

    def single_device_recipe(self, objective: Objective) -> str | None:
        return self.profile.single_device_recipes.get(objective)

    def parallel_support(self) -> ParallelSupport:
        return self.profile.parallel

    def precision_recipe(self, precision: Precision) -> PrecisionRecipe | None:
        return self.profile.precisions.get(precision)

    def compile_effect(self) -> CompileEffect | None:
        return self.profile.compile_effect
