"""What the training objective changes in a step: preference tuning (DPO, ORPO, SimPO, CPO, KTO)
against supervised next-token training (continued pretraining and SFT plan alike).

Mechanisms, as the libraries do them:
- paired objectives (DPO, ORPO, SimPO, CPO) put the chosen and the rejected sequence of each
  pair through the policy in one forward, concatenated along the batch (TRL
  `DPOTrainer._compute_loss` / `concatenated_forward` of `ORPOTrainer` and `CPOTrainer`,
  torchtune `recipes/*_dpo_*.py` `concatenated_forward`): a micro-batch of b pairs is 2·b
  sequences with gradients, so activations and logits double;
- the reference log-probabilities (DPO, KTO) come from
  - a frozen copy of the model (full tuning): loaded as the policy is and sharded the way the
    policy's weights are (TRL `prepare_deepspeed` keeps ZeRO-3, `prepare_fsdp`; torchtune
    `full_dpo_distributed.py` `_setup_reference_model` + `training.shard_model`), one
    forward per sequence under `no_grad` after the policy's forward;
  - the base with the adapters disabled (LoRA/QLoRA: TRL `use_adapter(..., None)`, torchtune
    `disable_adapter`): no extra weights, the same forward;
  - precomputed log-probabilities (`precompute_ref_log_probs`, TRL `_precompute_ref_logps`):
    one forward over the data before training, nothing on the card during it;
  - none: ORPO (odds ratio against the policy itself), SimPO (length-normalised reward,
    TRL `CPOTrainer` loss_type "simpo") and CPO (`CPOTrainer` loss_type "sigmoid": DPO's
    loss on the policy's own log-ratios plus the chosen sequences' NLL) have no reference;
- KTO scores unpaired examples and estimates its KL term from mismatched completions of the
  same batch (TRL `KTOTrainer._compute_kl_logps`): one more policy forward under `no_grad`
  and a reference forward for them.
- GRPO (online RL, core/stacks/rollout.py for the generation) scores each step's completions
  with the policy under `no_grad` for the importance-sampling ratio against vLLM (TRL
  `_generate_and_score_completions`: `old_per_token_logps` whenever vLLM generates, with
  `vllm_importance_sampling_correction` on by default), and with the reference only where
  `beta` > 0 (TRL's default beta = 0 loads no reference model; LoRA disables the adapters).
The reference's no-grad forwards hold one layer's working set and their bf16 logits
(2 B per vocabulary entry per token) for a moment. Under the stacks' next-token loss (12 B
per logit in fp32 in its backward) that stays the higher mark; TRL's DPO log-probabilities
keep less per logit, and there the reference's forward is the peak (peak.py
`trl_dpo_loss_bytes`, checked against the simulated DPO steps).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from llmplan.core.explain import explain, inputs_from
from llmplan.core.objectives import Objective, ObjectiveSpec, objective_spec
from llmplan.core.result import Band, Explanation, TimeResult
from llmplan.core.scenario import Scenario, Sharding
from llmplan.core.stacks.shared import shard_divisors

SRC_TRL: Final = (
    "TRL trl/trainer/dpo_trainer.py (DPOTrainer._compute_loss, compute_ref_log_probs, "
    "_precompute_ref_logps), trl/trainer/kto_trainer.py (_compute_kl_logps), "
    "trl/experimental/orpo, trl/experimental/cpo (loss_type simpo), commit f2cd577"
)
SRC_TORCHTUNE_DPO: Final = (
    "torchtune recipes/full_dpo_distributed.py, lora_dpo_distributed.py, "
    "lora_dpo_single_device.py (concatenated_forward, disable_adapter), commit bd2a0fc"
)

# the training compute's formula where an objective adds forwards (its own line explains them)
OBJECTIVE_FLOPS_FORMULA: Final = (
    "C = D × step FLOPs per token + the preference objective's no-grad forwards"
)

ReferenceSource = Literal["none", "model", "adapters-disabled", "precomputed"]
# the scenario's `reference` values that name a source (auto and none do not)
REFERENCE_SOURCES: Final = frozenset({"model", "precomputed"})


@dataclass(frozen=True)
class ObjectiveShape:
    """What one training step of the objective does beyond next-token training."""

    objective: Objective
    reference: ReferenceSource
    sequences_per_example: int  # sequences an example sends through the policy with gradients
    no_grad_forwards: float  # forward passes per trained token during training (reference, KL)
    precompute_forwards: float  # forward passes per token of one epoch, before training

    @property
    def uses_reference(self) -> bool:
        return self.reference != "none"

    @property
    def holds_reference_weights(self) -> bool:
        return self.reference == "model"


NEXT_TOKEN: Final = ObjectiveShape("sft", "none", 1, 0.0, 0.0)


def _rollout_reference(scenario: Scenario, spec: ObjectiveSpec) -> ReferenceSource:
    """RL: a frozen copy always (PPO), or where beta > 0 (GRPO) a frozen copy for full
    tuning and the adapters disabled for LoRA; computed in each step, never precomputed."""
    if spec.reference == "frozen_copy":
        return "model"
    if spec.reference == "none" or scenario.rollout.beta == 0 or scenario.reference == "none":
        return "none"
    full = scenario.reference == "model" or scenario.method == "full"
    return "model" if full else "adapters-disabled"


def _example_reference(scenario: Scenario, spec: ObjectiveSpec) -> ReferenceSource:
    """Preference: precomputed where the scenario says so, else a frozen copy for full
    tuning (or where named) and the adapters disabled for LoRA."""
    if spec.reference == "none":
        return "none"
    if scenario.reference == "precomputed":
        return "precomputed"
    if scenario.reference == "model" or scenario.method == "full":
        return "model"
    return "adapters-disabled"


def objective_shape(scenario: Scenario) -> ObjectiveShape:
    """The scenario's objective as the step runs it (its `reference` resolved).

    GRPO scores each step's completions with the policy under no_grad (old log-probs) and
    with its reference; PPO (TRL PPOTrainer, trl/experimental/ppo/ppo_trainer.py, commit
    f2cd577) likewise once per rollout token, and trains `ppo_epochs` times on each rollout
    (`training_scenario`), so per trained token its forwards are 2 / ppo_epochs. A
    preference objective's reference scores the examples and (KTO) the KL completions."""
    spec = objective_spec(scenario.objective)
    if spec.generates:
        reference = _rollout_reference(scenario, spec)
        forwards = 1.0 + (reference != "none")
        if spec.repeats_rollouts:  # forwards per rollout token, trained ppo_epochs times
            forwards /= scenario.rollout.ppo_epochs
        return ObjectiveShape(spec.id, reference, 1, forwards, 0.0)
    reference = _example_reference(scenario, spec)
    kl = spec.kl_forwards
    in_step = reference in ("model", "adapters-disabled")
    reference_forwards = (1.0 + kl) if in_step else 0.0
    precompute = (1.0 + kl) if reference == "precomputed" else 0.0
    return ObjectiveShape(
        spec.id, reference, spec.sequences_per_example, kl + reference_forwards, precompute
    )


def reference_weight_bytes(
    shape: ObjectiveShape, *, model_bytes: float, sharding: Sharding, gpus: int
) -> float:
    """Bytes per GPU of the frozen reference model. TRL and torchtune load it as the policy
    is loaded (`model_bytes`: the policy's weights, whole model — fp32, bf16 or the NF4 base
    with its quantization config) and shard it where the policy's weights are sharded."""
    if not shape.holds_reference_weights:
        return 0.0
    return model_bytes / shard_divisors(sharding, gpus)[0]


@dataclass(frozen=True)
class ObjectiveFlops:
    """The compute an objective adds to next-token training, and what it rests on."""

    in_step: float  # reference and KL forwards during the steps, every epoch
    reference_pass: float  # precomputed reference log-probs: once, before training
    explanations: dict[str, Explanation]


def objective_flops(
    shape: ObjectiveShape, *, forward_per_token: float, trained_tokens: float, epochs: float
) -> ObjectiveFlops:
    """FLOPs of the no-grad forwards (2·N + attention per token each): in every step for a
    reference model, the base with adapters disabled and KTO's KL completions; once over one
    epoch's data for precomputed reference log-probabilities."""
    in_step = shape.no_grad_forwards * forward_per_token * trained_tokens
    reference_pass = shape.precompute_forwards * forward_per_token * trained_tokens / epochs
    exps: dict[str, Explanation] = {}
    if in_step or reference_pass:
        exps["objective_flops"] = explain(
            "Compute the RL objective adds (old-policy and reference log-probabilities)"
            if objective_spec(shape.objective).generates
            else "Compute the preference objective adds",
            in_step + reference_pass,
            "FLOP",
            "(no-grad forwards per token × D + forwards before training × D / epochs) × "
            "(2·N + attention)",
            SRC_TRL,
            **inputs_from(shape, "objective", "reference"),
            no_grad_forwards_per_token=shape.no_grad_forwards,
            precompute_forwards_per_token=shape.precompute_forwards,
            forward_flops_per_token=forward_per_token,
            D_tokens=trained_tokens,
            epochs=epochs,
        )
    return ObjectiveFlops(in_step, reference_pass, exps)


def with_reference_pass(time: TimeResult, extra: ObjectiveFlops) -> TimeResult:
    """The share of the run time that is the precomputed reference pass (same MFU), kept
    on the result for the timeline; the training time itself includes it (the GPUs draw
    power and cost rent through both)."""
    if not extra.reference_pass or not time.flops:
        # the forwards in every step are explained all the same
        update = {"explanations": time.explanations | extra.explanations}
        return time.model_copy(update=update) if extra.explanations else time
    share = extra.reference_pass / time.flops
    return time.model_copy(
        update={
            "reference_pass": Band(
                optimistic=share * time.train_seconds_optimistic,
                conservative=share * time.train_seconds_conservative,
            ),
            "explanations": time.explanations | extra.explanations,
        }
    )
