"""PPO and the reward model in the RL plan (issue 23): mechanisms of core/stacks/rl_models.py.

Expected figures from the sources: Qwen2.5-1.5B's config.json parameters (the catalogue's
count) in bf16 = 2 B each for the frozen reward model (TRL grpo_trainer.py / ppo_trainer.py,
commit f2cd577); TRL PPOConfig.num_ppo_epochs = 4 and one completion per prompt."""

from __future__ import annotations

from typing import Any

import pytest

from llmplan.catalog.load import load_catalog
from llmplan.commands.plan import refusal_words
from llmplan.core.model.params import count_parameters
from llmplan.core.plan import PlanError, plan
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.units import GB

SETUP: dict[str, Any] = {
    "model": "qwen2.5-7b",
    "hardware": {"server": "hgx-8x-h200"},
    "sharding": "zero3",
    "rollout": {"prompts": 1000},
}
REWARD = "qwen2.5-1.5b"


def _plan(**changes: Any) -> PlanResult:
    return plan(Scenario(**(SETUP | changes)))


def test_ppo_needs_more_memory_than_grpo_for_the_value_model_states() -> None:
    # GRPO with beta > 0 holds the same frozen reference as PPO
    grpo = _plan(objective="grpo", reward_model=REWARD, rollout={"prompts": 1000, "beta": 0.04})
    ppo = _plan(objective="ppo", reward_model=REWARD)
    gm, pm = grpo.memory.memory_per_gpu_gb, ppo.memory.memory_per_gpu_gb
    value = ppo.explanations["rl_models.value_states_gb"].value
    assert value is not None and value > 0
    # the value model: weights, gradients and optimizer states as the policy's, scaled
    policy = count_parameters(load_catalog().model("qwen2.5-7b")).total
    reward = count_parameters(load_catalog().model(REWARD)).total
    ratio = reward / policy
    assert pm.optimizer > gm.optimizer
    assert pm.total > gm.total
    states = (pm.weights + pm.gradients + pm.optimizer) - (gm.weights + gm.gradients + gm.optimizer)
    assert states == pytest.approx(value, rel=1e-6)
    # as the policy's own states (mixed-precision Adam: 16 B per parameter, ZeRO paper,
    # Rajbhandari et al. 2020), ZeRO-3 sharded over the 8 GPUs; the value model has the
    # reward model's parameters (TRL examples/scripts/ppo/ppo.py)
    assert value == pytest.approx(16.0 * reward / 8 / GB, rel=1e-6)
    assert ratio < 1
    assert "rl_models.value_states_gb" not in grpo.explanations


def test_reward_model_adds_its_bf16_weights_and_a_forward() -> None:
    rule = _plan(objective="grpo")
    model = _plan(objective="grpo", reward_model=REWARD)
    n = count_parameters(load_catalog().model(REWARD)).total
    per_gpu = 2.0 * n / 8 / GB  # bf16, ZeRO-3 shards it over the 8 GPUs as the reference
    weights = model.memory.memory_per_gpu_gb.weights - rule.memory.memory_per_gpu_gb.weights
    assert weights == pytest.approx(per_gpu, rel=1e-6)
    assert model.explanations["rl_models.reward_weights_gb"].value == pytest.approx(per_gpu)
    assert model.time.train_seconds > rule.time.train_seconds
    added = model.explanations["rl_models.seconds"].value
    assert added is not None
    assert model.time.train_seconds - rule.time.train_seconds == pytest.approx(added, rel=1e-6)


def test_rule_based_rewards_add_nothing() -> None:
    rule = _plan(objective="grpo")
    assert not any(k.startswith("rl_models.") for k in rule.explanations)
    model = _plan(objective="grpo", reward_model=REWARD)
    assert model.memory.memory_per_gpu_gb.total > rule.memory.memory_per_gpu_gb.total
    assert rule.time.flops < model.time.flops


def test_ppo_samples_one_completion_and_trains_ppo_epochs_times() -> None:
    ppo = _plan(objective="ppo", reward_model=REWARD, rollout={"prompts": 1000})
    assert ppo.rollout is not None
    # TRL PPO: one completion per prompt, whatever num_generations says
    assert ppo.rollout.sequences_per_step == 32
    fewer = _plan(objective="ppo", reward_model=REWARD, rollout={"prompts": 1000, "ppo_epochs": 1})
    assert ppo.time.train_seconds > fewer.time.train_seconds


def test_ppo_needs_a_reward_model_and_full_tuning() -> None:
    with pytest.raises(PlanError) as refused:
        plan(Scenario(**(SETUP | {"objective": "ppo"})))
    assert "reward model" in refusal_words(refused.value)
    with pytest.raises(PlanError) as refused:
        plan(Scenario(**(SETUP | {"objective": "ppo", "reward_model": REWARD, "method": "lora"})))
    assert "full tuning" in refusal_words(refused.value)


def test_stacks_without_ppo_refuse_with_a_reason() -> None:
    scenario = Scenario(**(SETUP | {"objective": "ppo", "reward_model": REWARD}))
    # torchtune has a single-device PPO recipe that generates with the policy: not planned
    with pytest.raises(PlanError) as refused:
        plan(scenario.model_copy(update={"framework": "torchtune"}))
    assert "ppo_full_finetune_single_device" in refusal_words(refused.value)
    for framework in ("torchtitan", "megatron"):
        with pytest.raises(PlanError) as refused:
            plan(scenario.model_copy(update={"framework": framework}))
        assert "no trainer or recipe for PPO" in refusal_words(refused.value)
