"""Every training objective the planner knows, by its scenario id, and what each one is.

Objectives are a registry as stacks are (core/stacks/registry.py): a module that needs to
know whether an objective trains on pairs, keeps a reference, generates rollouts or trains a
value model reads it here; none compares an objective's name. What an objective adds to a
step's memory and compute follows from these facts in core/stacks/objective.py (forwards,
reference source) and core/stacks/rollout.py, rl_models.py (generation, reward and value
models). Adding an objective is one entry here, its id in `Objective`, the stacks that have
a trainer for it (core/stacks/profiles.py) and its words (presentation/labels.py): see
ARCHITECTURE.md "Add an objective".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal, get_args

# The ids a scenario may name, in the order the form lists them
Objective = Literal["cpt", "sft", "dpo", "orpo", "simpo", "cpo", "kto", "grpo", "ppo"]
# What a step trains on decides which tensors it keeps: next-token batches, preference
# examples (pairs or rated examples, maybe a reference) or online RL (a rollout engine)
ObjectiveFamily = Literal["next_token", "preference", "rl"]
# Whether the objective compares with reference log-probabilities:
# - none: never (a reference named in the scenario is ignored, and the plan says so);
# - required: always, from a frozen copy, the adapters disabled or precomputed (DPO, KTO);
# - with_kl: only where the KL coefficient beta > 0, computed in the step (GRPO);
# - frozen_copy: always a frozen copy, computed in the step (TRL PPOTrainer).
ReferenceUse = Literal["none", "required", "with_kl", "frozen_copy"]
# How many completions a rollout samples per prompt: none (no rollouts), the scenario's
# group size (GRPO), or one (TRL PPO)
Completions = Literal["none", "group", "one"]


@dataclass(frozen=True)
class ObjectiveSpec:
    """One objective: how its step is shaped, as the libraries run it."""

    id: Objective
    family: ObjectiveFamily
    # chosen and rejected sequence of each example through the policy in one forward
    paired: bool = False
    reference: ReferenceUse = "none"
    # policy forwards under no_grad per example beyond its own (KTO's mismatched completions)
    kl_forwards: float = 0.0
    completions: Completions = "none"
    # trains `rollout.ppo_epochs` times on each batch of rollouts (TRL PPO num_ppo_epochs)
    repeats_rollouts: bool = False
    value_model: bool = False  # PPO trains a value model beside the policy
    needs_reward_model: bool = False  # a catalogue reward model, not a rule-based reward
    full_tuning_only: bool = False  # planned for full tuning only (PPO's value model)
    # TRL's DPO loss keeps its own per-sequence log-probabilities (peak.py trl_dpo_loss_bytes)
    trl_log_prob_loss: bool = False

    @property
    def sequences_per_example(self) -> int:
        """Sequences one example sends through the policy with gradients."""
        return 2 if self.paired else 1

    @property
    def next_token(self) -> bool:
        """Continued pretraining and SFT take the same step."""
        return self.family == "next_token"

    @property
    def generates(self) -> bool:
        """The step trains on completions a rollout engine generates in it."""
        return self.completions != "none"

    @property
    def reference_needed(self) -> bool:
        """A scenario must name a reference source (auto, model or precomputed)."""
        return self.reference == "required"

    def reference_chosen(self, beta: float) -> bool:
        """Whether the scenario's reference choice decides anything: DPO and KTO always,
        GRPO where its KL coefficient `beta` > 0 (PPO's is a frozen copy regardless)."""
        return self.reference == "required" or (self.reference == "with_kl" and beta > 0)

    @property
    def reference_precomputable(self) -> bool:
        """The reference scores fixed data (not completions generated in each step)."""
        return not self.generates


OBJECTIVES: Final[dict[Objective, ObjectiveSpec]] = {
    spec.id: spec
    for spec in (
        ObjectiveSpec("cpt", "next_token"),
        ObjectiveSpec("sft", "next_token"),
        ObjectiveSpec(
            "dpo", "preference", paired=True, reference="required", trl_log_prob_loss=True
        ),
        ObjectiveSpec("orpo", "preference", paired=True),  # odds ratio against the policy
        ObjectiveSpec("simpo", "preference", paired=True),  # length-normalised reward
        # CPO (Xu et al. 2024, TRL CPOTrainer loss_type "sigmoid"): DPO's loss without the
        # reference plus the chosen sequences' NLL
        ObjectiveSpec("cpo", "preference", paired=True),
        ObjectiveSpec("kto", "preference", reference="required", kl_forwards=1.0),
        ObjectiveSpec("grpo", "rl", reference="with_kl", completions="group"),
        ObjectiveSpec(
            "ppo",
            "rl",
            reference="frozen_copy",
            completions="one",
            repeats_rollouts=True,
            value_model=True,
            needs_reward_model=True,
            full_tuning_only=True,
        ),
    )
}
OBJECTIVE_IDS: Final[tuple[Objective, ...]] = get_args(Objective)


def objective_spec(objective: Objective) -> ObjectiveSpec:
    return OBJECTIVES[objective]


def same_step(one: Objective, other: Objective) -> bool:
    """Whether two objectives run the same step (cpt and sft do)."""
    a, b = OBJECTIVES[one], OBJECTIVES[other]
    return one == other or (a.next_token and b.next_token)
