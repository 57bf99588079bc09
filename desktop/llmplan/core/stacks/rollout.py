"""GRPO's rollouts: generating the completions a step trains on, where they are generated,
and what that adds to memory, time, energy and cost.

As TRL's GRPOTrainer does it (trl/trainer/grpo_trainer.py `_generate_and_score_completions`,
trl/trainer/grpo_config.py, commit f2cd577):
- each prompt gets `num_generations` completions of up to `max_completion_length` tokens;
  the policy is trained on prompt + completion of every one of them (the stack plans that
  step: `training_scenario`), scored first without gradients (objective.py: old-policy and,
  with beta > 0, reference log-probabilities);
- vLLM generates them either on the training GPUs (`vllm_mode="colocate"`: each GPU holds
  an engine that reserves `vllm_gpu_memory_utilization` = 0.3 of its memory for a bf16 copy
  of the weights and the KV cache) or on GPUs of their own (`vllm_mode="server"`, `trl
  vllm-serve`, gpu_memory_utilization 0.9: trl/scripts/vllm_serve.py); training waits for
  the completions either way (no overlap), so the step time is generation + training, and
  a separate engine's GPUs draw power and cost rent for the whole run.

Generation time per engine and wave of `c` sequences: prefill is compute-bound (2·N per
prompt token at the plan's MFU); each of the `completion_len` decode iterations reads the
weights once and the KV cache of the `c` sequences (at their mean length), bounded by the
card's memory bandwidth — or by compute (2·N·c FLOP) where the batch is large. An engine
holds at once what its KV cache reserve takes; more sequences run in waves. Not modelled:
vLLM's prefix caching of the shared prompt, completions that stop early (every completion
runs to full length: an upper bound), the weight sync to the engine after each step.
"""

from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from typing import Final

from llmplan.catalog.schema import ModelArch
from llmplan.core.explain import SRC_ASSUMPTION, explain, inputs_from
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.model.params import ParameterCount
from llmplan.core.objectives import objective_spec
from llmplan.core.result import (
    Band,
    EnergyResult,
    Explanation,
    MemoryResult,
    PlanWarning,
    RolloutResult,
    RolloutTokens,
    TimeResult,
    TrainedTokens,
)
from llmplan.core.scenario import MFU_CONSERVATIVE, MFU_OPTIMISTIC, Scenario
from llmplan.core.stacks.run_time import with_added_seconds
from llmplan.core.stacks.shared import with_breakdown
from llmplan.units import GB

SRC_TRL_GRPO: Final = (
    "TRL trl/trainer/grpo_config.py (num_generations, max_completion_length, vllm_mode, "
    "vllm_gpu_memory_utilization 0.3, beta 0.0), trl/trainer/grpo_trainer.py "
    "(_generate_and_score_completions), trl/scripts/vllm_serve.py (gpu_memory_utilization "
    "0.9), commit f2cd577"
)
SRC_VLLM_KV: Final = (
    "vLLM PagedAttention (Kwon et al. 2023): K and V of every layer and KV head per token, "
    "bf16; decode reads the weights and the KV cache once per generated token"
)
SRC_DECODE_SHARE: Final = (
    "share of the memory bandwidth decoding reaches: a planning assumption (70 %, band "
    "80–50 %, no measured vLLM figure per card is bundled)"
)
COLOCATED_SHARE: Final = 0.3  # TRL GRPOConfig.vllm_gpu_memory_utilization
SEPARATE_SHARE: Final = 0.9  # trl vllm-serve gpu_memory_utilization
WEIGHT_BYTES: Final = 2.0  # vLLM serves the policy in bf16
# share of the card's memory bandwidth a decode step reaches: planned, optimistic,
# conservative (planning assumption: no measured vLLM figure per card is bundled)
DECODE_BANDWIDTH: Final = (0.7, 0.8, 0.5)


def _passes(scenario: Scenario) -> int:
    """Times the step trains on each rollout: PPO's epochs, else once."""
    return scenario.rollout.ppo_epochs if objective_spec(scenario.objective).repeats_rollouts else 1


def training_scenario(scenario: Scenario) -> Scenario:
    """The step the stack plans for GRPO: every completion with its prompt is one sequence
    with gradients (prompts × generations × epochs of them), nothing packed or padded.
    PPO (TRL PPOTrainer) samples one completion per prompt and trains `ppo_epochs` times on
    each batch of rollouts (trl/experimental/ppo/ppo_config.py num_ppo_epochs = 4)."""
    r = scenario.rollout
    if objective_spec(scenario.objective).completions == "one":
        r = r.model_copy(update={"num_generations": 1})
    seq_len = r.prompt_len + r.completion_len
    return scenario.model_copy(
        update={
            "rollout": r,
            "tokens": float(r.prompts * r.num_generations * seq_len * _passes(scenario)),
            "seq_len": seq_len,
            "packing": True,
            "document_lengths": None,
            "replay_fraction": 0.0,
        }
    )


def trained_tokens(training: Scenario) -> TrainedTokens:
    """What the step trains on; `training` is the scenario as the step runs it (online RL:
    after `training_scenario`)."""
    chain = training.token_chain
    rollout = None
    if objective_spec(training.objective).generates:
        r = training.rollout
        rollout = RolloutTokens(
            prompts=r.prompts,
            completions_per_prompt=r.num_generations,
            sequence_tokens=training.seq_len,
            passes=_passes(training),
        )
    return TrainedTokens(
        total=chain.trained_tokens,
        per_epoch=chain.tokens_per_epoch,
        epochs=chain.epochs,
        rollout=rollout,
    )


def kv_bytes_per_token(arch: ModelArch) -> float:
    """Bytes of KV cache per token (bf16): K and V per layer and KV head; MLA caches its
    latent and the rope part of the key."""
    if arch.kv_lora_rank is not None:
        return 2.0 * arch.num_layers * (arch.kv_lora_rank + (arch.qk_rope_head_dim or 0))
    return 2.0 * 2 * arch.num_layers * arch.num_kv_heads * arch.head_dim


@dataclass(frozen=True)
class Rollouts:
    """The rollout figures of one plan and what they add to its results."""

    result: RolloutResult
    warnings: list[PlanWarning] = field(default_factory=list)


def rollouts(
    scenario: Scenario,
    *,
    arch: ModelArch,
    counts: ParameterCount,
    hw: ResolvedHardware,
    capacity_gb: float,
    time: TimeResult,
) -> Rollouts:
    """Where GRPO's completions are generated and how long that takes."""
    r = scenario.rollout
    separate = r.engine == "separate"
    tp = r.tensor_parallel
    generate_gpus = r.gpus if separate else hw.gpu_count
    engines = max(1, generate_gpus // tp)
    share = engine_share(scenario)
    capacity = capacity_gb * GB
    reserve = share * capacity  # per engine GPU
    weights = WEIGHT_BYTES * counts.total / tp  # per engine GPU
    kv_token = kv_bytes_per_token(arch)
    kv_pool = max(0.0, (reserve - weights) * tp)  # per engine
    seq_tokens = r.prompt_len + r.completion_len
    sequences = r.prompts_per_step * r.num_generations
    per_engine = math.ceil(sequences / engines)
    held = int(kv_pool // (seq_tokens * kv_token))
    fits = held >= 1
    concurrent = max(1, min(per_engine, held))
    waves = math.ceil(per_engine / concurrent)
    steps = math.ceil(r.prompts / r.prompts_per_step) * scenario.epochs
    gpu = hw.gpu
    bandwidth = gpu.memory_bandwidth_tb_s * 1e12 * tp
    peak = gpu.bf16_dense_tflops * 1e12 * tp
    mfus = (
        (time.mfu, time.mfu_band.optimistic, time.mfu_band.conservative)
        if time.mfu is not None and time.mfu_band is not None
        else (MFU_OPTIMISTIC, MFU_OPTIMISTIC, MFU_CONSERVATIVE)
    )
    mean_context = r.prompt_len + r.completion_len / 2
    read_bytes = WEIGHT_BYTES * counts.total + concurrent * mean_context * kv_token
    decode_flops = 2.0 * counts.active * concurrent
    prefill_flops = 2.0 * counts.active * concurrent * r.prompt_len

    def seconds(efficiency: float, mfu: float) -> float:
        iteration = max(read_bytes / (bandwidth * efficiency), decode_flops / (peak * mfu))
        wave = prefill_flops / (peak * mfu) + r.completion_len * iteration
        return steps * waves * wave

    planned, optimistic, conservative = (
        seconds(e, m) for e, m in zip(DECODE_BANDWIDTH, mfus, strict=True)
    )
    result = RolloutResult(
        engine=r.engine,
        train_gpus=hw.gpu_count,
        generate_gpus=generate_gpus,
        engines=engines,
        tensor_parallel=tp,
        engine_memory_per_gpu_gb=reserve / GB,
        weights_per_gpu_gb=weights / GB,
        kv_cache_per_engine_gb=kv_pool / GB,
        kv_bytes_per_token=kv_token,
        kv_needed_per_engine_gb=per_engine * seq_tokens * kv_token / GB,
        sequences_per_step=sequences,
        concurrent_sequences=concurrent,
        waves=waves,
        steps=steps,
        generation_seconds=planned,
        generation_seconds_optimistic=optimistic,
        generation_seconds_conservative=conservative,
        engine_fits=fits,
    )
    exps = _explanations(scenario, result, reserve, read_bytes, bandwidth)
    result = result.model_copy(update={"explanations": exps})
    warnings = []
    if not fits:
        warnings.append(
            PlanWarning(
                code="rollout_engine_short",
                args={
                    "reserve_gb": reserve / GB,
                    "needed_gb": (weights + seq_tokens * kv_token / tp) / GB,
                },
            )
        )
    return Rollouts(result, warnings)


def _explanations(
    scenario: Scenario, result: RolloutResult, reserve: float, read_bytes: float, bandwidth: float
) -> dict[str, Explanation]:
    """`reserve`: bytes per engine GPU; `read_bytes`, `bandwidth`: what a decode step reads
    and at how many bytes a second (the engine's GPUs together)."""
    r = scenario.rollout
    share = engine_share(scenario)
    per_engine = math.ceil(result.sequences_per_step / result.engines)
    key = "rollout."
    return {
        key + "placement": explain(
            "GPUs that train and GPUs that generate",
            float(result.generate_gpus),
            "GPU",
            "colocated: every training GPU also runs vLLM; separate: GPUs of its own",
            SRC_TRL_GRPO,
            separate_engine=r.engine == "separate",
            **inputs_from(result, "train_gpus", "generate_gpus"),
            tensor_parallel=r.tensor_parallel,
            engines=result.engines,
        ),
        key + "engine_memory_per_gpu_gb": explain(
            "Memory the rollout engine reserves per GPU",
            result.engine_memory_per_gpu_gb,
            "GB",
            "gpu_memory_utilization × card capacity (the weights copy and the KV cache in it)",
            SRC_TRL_GRPO,
            gpu_memory_share=share,
            capacity_gb=reserve / share / GB,
            weights_gb=result.weights_per_gpu_gb,
        ),
        key + "kv_cache_per_engine_gb": explain(
            "KV cache an engine holds",
            result.kv_cache_per_engine_gb,
            "GB",
            "(reserve − bf16 weights / tensor parallel) × tensor parallel; "
            "per token 2 (K, V) × layers × KV heads × head dim × 2 B",
            SRC_VLLM_KV,
            kv_bytes_per_token=result.kv_bytes_per_token,
            sequence_tokens=r.prompt_len + r.completion_len,
            sequences_per_engine=per_engine,
            **inputs_from(result, "concurrent_sequences", "waves"),
        ),
        key + "generation_seconds": explain(
            "Generation time (rollouts)",
            result.generation_seconds,
            "s",
            "steps × waves × (prefill 2·N·c·prompt / (peak × MFU) + completion tokens × "
            "max((bf16 weights + c × mean context × KV per token) / (bandwidth × share "
            "reached), 2·N·c / (peak × MFU)))",
            f"{SRC_TRL_GRPO}; {SRC_VLLM_KV}; {SRC_DECODE_SHARE}",
            steps=result.steps,
            **inputs_from(
                r, "prompts", "prompts_per_step", "num_generations", "prompt_len", "completion_len"
            ),
            **inputs_from(result, "concurrent_sequences", "waves"),
            bytes_per_decode_step=read_bytes,
            memory_bandwidth_tb_s=bandwidth / 1e12,
            decode_bandwidth_share=DECODE_BANDWIDTH[0],
        ),
    }


def with_generation(time: TimeResult, roll: Rollouts) -> TimeResult:
    """The run time with the generation added (training waits for the completions)."""
    r = roll.result
    optimistic, conservative = r.generation_seconds_optimistic, r.generation_seconds_conservative
    return with_added_seconds(
        time,
        (r.generation_seconds, optimistic, conservative),
        generation=Band(optimistic=optimistic, conservative=conservative),
        explanations=time.explanations | r.explanations,
    )


def engine_share(scenario: Scenario) -> float:
    """The share of each engine GPU's memory vLLM reserves."""
    r = scenario.rollout
    return r.gpu_memory_share or (SEPARATE_SHARE if r.engine == "separate" else COLOCATED_SHARE)


def training_share(scenario: Scenario) -> float:
    """The share of a training GPU's memory the training may use: all of it, less a
    colocated engine's reserve (GRPO)."""
    rl = objective_spec(scenario.objective).generates
    colocated = rl and scenario.rollout.engine == "colocated"
    return 1.0 - engine_share(scenario) if colocated else 1.0


def beside_engine(hw: ResolvedHardware, scenario: Scenario) -> ResolvedHardware:
    """The GPUs as the training step sees them: with a colocated engine, each card less the
    engine's reserve (the stack fits the step and finds its limits in the rest)."""
    keep = training_share(scenario)
    if keep == 1.0:
        return hw
    gpu = hw.gpu
    mib = None if gpu.memory_mib is None else max(1, round(gpu.memory_mib * keep))
    smaller = gpu.model_copy(update={"memory_gb": gpu.memory_gb * keep, "memory_mib": mib})
    return dataclasses.replace(hw, gpu=smaller)


def whole_card_gb(capacity_gb: float, hw: ResolvedHardware, seen: ResolvedHardware) -> float:
    """The whole card's capacity, in the figure the stack fitted `seen` against (the
    driver's total for the measured stacks, the vendor's GB for the reference stack)."""
    if math.isclose(capacity_gb, seen.gpu.usable_memory_bytes / GB, rel_tol=1e-9):
        return hw.gpu.usable_memory_bytes / GB
    if math.isclose(capacity_gb, seen.gpu.memory_gb, rel_tol=1e-9):
        return hw.gpu.memory_gb
    return capacity_gb


def with_colocated_engine(memory: MemoryResult, roll: Rollouts, capacity: float) -> MemoryResult:
    """A colocated engine's reserve on every training GPU, counted in overhead, against the
    whole card of `capacity` GB (the stack planned the step in what the reserve leaves:
    `beside_engine`)."""
    r = roll.result
    if r.engine != "colocated":
        return memory
    m = memory.memory_per_gpu_gb
    reserve = r.engine_memory_per_gpu_gb
    total = m.total + reserve
    figures = {
        "overhead": m.overhead + reserve,
        "total": total,
        "capacity": capacity,
        "free": capacity - total,
        "rollout_engine": reserve,
    }
    # the stack's explanations, at the whole card's figures; the reserve is one more input
    return with_breakdown(
        memory,
        figures,
        restated=("overhead", "total", "capacity", "free"),
        inputs={"rollout_engine_reserve_gb": reserve},
    )


def with_rollout_gpus(
    power: EnergyResult, roll: Rollouts, *, hw: ResolvedHardware, draw: float, factor: float
) -> EnergyResult:
    """A separate engine's GPUs: their power for the whole run (they wait while the policy
    trains) and their rent at the training hardware's rent per GPU."""
    r = roll.result
    if r.engine != "separate" or power.energy_kwh <= 0:
        return power
    extra_kw = r.generate_gpus * hw.gpu.board_power_w * draw * factor / 1000
    scale = (power.avg_power_kw + extra_kw) / power.avg_power_kw
    hours = power.energy_kwh / power.avg_power_kw
    rent_scale = (hw.gpu_count + r.generate_gpus) / hw.gpu_count
    rent = power.rental_cost * rent_scale if power.rental_cost is not None else None

    def scaled(band: Band) -> Band:
        return Band(optimistic=band.optimistic * scale, conservative=band.conservative * scale)

    exps = {
        "rollout.energy_kwh": explain(
            "Energy of the rollout GPUs",
            extra_kw * hours,
            "kWh",
            "generating GPUs × board power × draw × facility factor × run hours",
            SRC_TRL_GRPO,
            generate_gpus=r.generate_gpus,
            gpu_power_w=hw.gpu.board_power_w * draw,
            factor=factor,
            hours=hours,
        ),
        "rollout.rental_cost": explain(
            "Rent of the rollout GPUs",
            None if rent is None or power.rental_cost is None else rent - power.rental_cost,
            power.rental_currency or "",
            "training rent / training GPUs × generating GPUs",
            SRC_ASSUMPTION,
            train_gpus=hw.gpu_count,
            generate_gpus=r.generate_gpus,
        ),
    }
    return power.model_copy(
        update={
            "avg_power_kw": power.avg_power_kw * scale,
            "energy_kwh": power.energy_kwh * scale,
            "electricity_cost": power.electricity_cost * scale,
            "co2_kg": power.co2_kg * scale,
            "rental_cost": rent,
            "energy_kwh_band": scaled(power.energy_kwh_band),
            "electricity_cost_band": scaled(power.electricity_cost_band),
            "co2_kg_band": scaled(power.co2_kg_band),
            "explanations": power.explanations | exps,
        }
    )
