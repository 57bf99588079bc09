"""The models beside the policy in online RL: a reward model (GRPO, PPO) and PPO's value
model, what they hold on the training GPUs and what their passes add to a step.

As TRL does it (commit f2cd577):
- GRPO: `reward_funcs` are callables (rule-based rewards: nothing on the card) or model ids,
  loaded as `AutoModelForSequenceClassification` and prepared as the reference is
  (trl/trainer/grpo_trainer.py `__init__`: `prepare_deepspeed` keeps ZeRO-3 sharding, else
  `accelerator.prepare_model(..., evaluation_mode=True)`); each scores prompt + completion of
  every generated sequence once, under no_grad;
- PPO (trl/experimental/ppo/ppo_trainer.py, ppo_config.py): a reward model (required), a
  frozen reference, and a value model trained beside the policy (`PolicyAndValueWrapper`:
  one optimizer over both, so the value model has weights, gradients and optimizer states
  as the policy's); examples/scripts/ppo/ppo.py loads the value model from
  `reward_model_path`, so it has the reward model's architecture. Per rollout token: one
  reward and one value forward under no_grad, then `num_ppo_epochs` (4) forward/backward
  passes of the value model with the policy's.

Memory: the reward model in bf16 (2 B per parameter), sharded where the stack shards the
reference; the value model's states are the policy's per-GPU states (weights, gradients,
optimizer: reference_states.model_states, the optimizer-state precision and sharding of the
scenario, no reference copy) scaled by N_value / N_policy. Time: the passes' FLOPs
(forward 2·N + attention, forward/backward 3× that) at the plan's MFU on the training GPUs.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Final

from llmplan.catalog.schema import ModelArch
from llmplan.core.explain import explain
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.model.params import ParameterCount
from llmplan.core.objectives import objective_spec
from llmplan.core.result import Explanation, MemoryResult, TimeResult
from llmplan.core.scenario import Scenario
from llmplan.core.stacks.flops import attention_flops_per_token
from llmplan.core.stacks.reference_states import ModelStates
from llmplan.core.stacks.run_time import with_added_seconds
from llmplan.core.stacks.shared import shard_divisors, with_breakdown
from llmplan.units import GB

SRC_TRL_REWARD: Final = (
    "TRL trl/trainer/grpo_trainer.py (reward_funcs: callables or "
    "AutoModelForSequenceClassification, prepare_deepspeed / prepare_model evaluation_mode), "
    "trl/experimental/ppo/ppo_trainer.py (reward_model, value_model, PolicyAndValueWrapper, "
    "prepare_deepspeed), trl/experimental/ppo/ppo_config.py (num_ppo_epochs 4), "
    "examples/scripts/ppo/ppo.py (value model from reward_model_path), commit f2cd577"
)
REWARD_WEIGHT_BYTES: Final = 2.0  # bf16, frozen


@dataclass(frozen=True)
class ScoringModels:
    """What the reward and value models add to one plan."""

    reward_weights_gb: float = 0.0  # per GPU
    value_split: tuple[float, float, float] = (0.0, 0.0, 0.0)  # GB per GPU
    flops: float = 0.0
    seconds: tuple[float, float, float] = (0.0, 0.0, 0.0)  # planned, optimistic, conservative
    explanations: dict[str, Explanation] = field(default_factory=dict)

    @property
    def value_states_gb(self) -> float:
        """Per GPU: the value model's weights + gradients + optimizer states."""
        return sum(self.value_split)


def scoring_models(
    scenario: Scenario,
    *,
    reward: tuple[ModelArch, ParameterCount] | None,
    policy: ParameterCount,
    states: ModelStates,
    hw: ResolvedHardware,
    time: TimeResult,
) -> ScoringModels:
    """The reward model's weights and forward, PPO's value model's states and passes.
    `scenario` is the training scenario (`rollout.training_scenario`): its tokens count the
    rollout tokens `ppo_epochs` times for PPO."""
    if reward is None:  # rule-based rewards: a Python function, nothing on the GPUs
        return ScoringModels()
    arch, counts = reward
    r = scenario.rollout
    spec = objective_spec(scenario.objective)
    value_model = spec.value_model
    passes = r.ppo_epochs if spec.repeats_rollouts else 1
    rollout_tokens = scenario.total_tokens / passes
    gpus = hw.gpu_count
    divisor = shard_divisors(scenario.sharding, gpus)[0]
    reward_bytes = REWARD_WEIGHT_BYTES * counts.total / divisor
    forward = 2.0 * counts.active + attention_flops_per_token(arch, scenario.seq_len)
    flops = forward * rollout_tokens  # the reward model scores every sequence once
    value_split = (0.0, 0.0, 0.0)
    if value_model:  # value forward (no_grad) + ppo_epochs × forward/backward
        flops += forward * rollout_tokens * (1 + 3 * passes)
        ratio = counts.total / policy.total
        value_split = tuple(  # type: ignore[assignment]
            b * ratio / GB for b in (states.weights, states.gradients, states.optimizer)
        )
    mfu = time.mfu if time.mfu is not None else scenario.mfu or 0.4
    band = time.mfu_band
    peak = hw.gpu.bf16_dense_tflops * 1e12 * gpus

    def seconds(m: float) -> float:
        return flops / (peak * m)

    planned = seconds(mfu)
    optimistic = seconds(band.optimistic) if band is not None else planned
    conservative = seconds(band.conservative) if band is not None else planned
    key = "rl_models."
    exps = {
        key + "reward_weights_gb": explain(
            "Reward model weights per GPU",
            reward_bytes / GB,
            "GB",
            "2 B (bf16, frozen) × reward model parameters / weight shards (as the reference)",
            SRC_TRL_REWARD,
            reward_model=arch.id,
            reward_params=counts.total,
            weight_shards=divisor,
        ),
        key + "flops": explain(
            "Compute of the reward and value models",
            flops,
            "FLOP",
            "rollout tokens × (2·N_reward + attention) × (1 reward forward"
            + (
                " + 1 value forward + 3 × ppo_epochs value forward/backward)"
                if value_model
                else ")"
            ),
            SRC_TRL_REWARD,
            rollout_tokens=rollout_tokens,
            forward_flops_per_token=forward,
            ppo_epochs=passes if value_model else 0,
        ),
        key + "seconds": explain(
            "Time of the reward and value models' passes",
            planned,
            "s",
            "FLOPs / (GPUs × bf16 peak × MFU)",
            SRC_TRL_REWARD,
            gpus=gpus,
            peak_tflops=hw.gpu.bf16_dense_tflops,
            mfu=mfu,
        ),
    }
    if value_model:
        exps[key + "value_states_gb"] = explain(
            "Value model states per GPU (weights, gradients, optimizer)",
            sum(value_split),
            "GB",
            "policy's (weights + gradients + optimizer) per GPU × N_value / N_policy "
            "(value model: the reward model's architecture, trained with the policy)",
            SRC_TRL_REWARD,
            value_model=arch.id,
            value_params=counts.total,
            policy_params=policy.total,
        )
    return ScoringModels(
        reward_weights_gb=reward_bytes / GB,
        value_split=value_split,
        flops=flops,
        seconds=(planned, optimistic, conservative),
        explanations=exps,
    )


def with_scoring_memory(memory: MemoryResult, extra: ScoringModels) -> MemoryResult:
    """The reward model's weights and the value model's states on every training GPU."""
    if not extra.reward_weights_gb and not extra.value_states_gb:
        return memory
    m = memory.memory_per_gpu_gb
    w, g, o = extra.value_split
    total = m.total + extra.reward_weights_gb + w + g + o
    figures = {
        "weights": m.weights + extra.reward_weights_gb + w,
        "gradients": m.gradients + g,
        "optimizer": m.optimizer + o,
        "total": total,
        "free": m.capacity - total,
    }
    return with_breakdown(
        memory,
        figures,
        restated=("weights", "total", "free"),
        inputs={
            "reward_weights_gb": extra.reward_weights_gb,
            "value_states_gb": extra.value_states_gb,
        },
        added=extra.explanations,
    )


def with_scoring_time(time: TimeResult, extra: ScoringModels) -> TimeResult:
    """The run time with the reward and value passes added (in every step)."""
    if not extra.flops:
        return time
    return with_added_seconds(
        time,
        extra.seconds,
        flops=time.flops + extra.flops,
        explanations=time.explanations | extra.explanations,
    )
