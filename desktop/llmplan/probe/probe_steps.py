"""The steps the probe trains itself (`probe/steps.py`), by objective: the probe's own
registry, as `core/objectives.py` is the planner's. An objective whose step the probe does
not run is refused with the reason in `NOT_PROBED`, before PyTorch is loaded."""

from __future__ import annotations

from enum import Enum


class ProbeStep(Enum):
    NEXT_TOKEN = "next_token"  # continued pretraining and SFT: one causal-LM step
    DPO_PAIR = "dpo_pair"  # TRL's DPO step: chosen and rejected in one forward, a reference


PROBE_STEPS: dict[str, ProbeStep] = {
    "cpt": ProbeStep.NEXT_TOKEN,
    "sft": ProbeStep.NEXT_TOKEN,
    "dpo": ProbeStep.DPO_PAIR,
}

NOT_PROBED = {
    "orpo": "ORPO's step (policy-only odds ratio plus the chosen sequences' NLL)",
    "simpo": "SimPO's step (length-normalised rewards, no reference)",
    "cpo": "CPO's step (DPO's loss without a reference plus the chosen sequences' NLL)",
    "kto": "KTO's step (unpaired examples and the KL completions)",
    "grpo": "a GRPO step: it generates completions with a rollout engine (vLLM) and scores "
    "them before it trains, and the probe has no rollout engine",
    "ppo": "a PPO step: it generates completions with a rollout engine and trains a value "
    "model beside the policy, and the probe has neither",
}


def probe_step(objective: str) -> ProbeStep | None:
    """The step the probe runs for `objective`, None where it runs none."""
    return PROBE_STEPS.get(objective)


def takes_pairs(objective: str) -> bool:
    """Whether the probe's step for `objective` is the DPO pair step."""
    return probe_step(objective) is ProbeStep.DPO_PAIR


def recorded_objective(objective: str) -> str:
    """The objective a pilot records as having run: the DPO step's own, else next-token
    training as SFT (continued pretraining takes the same step)."""
    return objective if takes_pairs(objective) else "sft"
