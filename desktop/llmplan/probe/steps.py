"""The training steps the probe runs and simulates: next-token (the HF Trainer's) and DPO
(TRL's), on real tensors or under FakeTensorMode alike.

DPO follows TRL's DPOTrainer (trl/trainer/dpo_trainer.py `_compute_loss`, commit f2cd577):
the chosen and rejected sequences of ``micro_batch`` pairs go through the policy in one
forward, concatenated along the batch; the reference log-probabilities come from a frozen
copy of the model (full tuning), the policy with its adapters disabled (LoRA), or from
before training (``precompute_ref_log_probs``: no reference forward in the step); the
sigmoid loss, backward, optimizer step.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Literal, cast

from llmplan.catalog.schema import ModelArch
from llmplan.probe.build import BuiltModel, ProbeSetupError, TrainingSetup, build_model

if TYPE_CHECKING:
    import torch
    from torch import nn

# Where the reference log-probabilities come from (core/stacks/objective.py ReferenceSource)
ReferenceKind = Literal["model", "adapters-disabled", "precomputed"]
DPO_BETA = 0.1  # TRL DPOConfig.beta


@dataclass
class DpoReference:
    """The reference of a DPO step: a frozen model, the adapters disabled, or log-probs."""

    kind: ReferenceKind
    model: nn.Module | None = None  # kind "model"
    logps: torch.Tensor | None = None  # kind "precomputed": one per sequence


def default_reference(method: str) -> ReferenceKind:
    """TRL's reference when none is given: a frozen copy for full tuning, the base with the
    adapters disabled for LoRA/QLoRA (DPOTrainer.__init__, `use_adapter(..., None)`)."""
    return "model" if method == "full" else "adapters-disabled"


def frozen_reference(arch: ModelArch, setup: TrainingSetup, device: str) -> nn.Module:
    """TRL's reference model: the model loaded again with the policy's init kwargs (its
    dtype; bf16 for a LoRA base), frozen, in eval mode (DPOTrainer.__init__:
    create_model_from_path with model_init_kwargs; accelerator.prepare_model(evaluation_mode=
    True)). On "meta" nothing is allocated; the simulator swaps in fake tensors."""
    if setup.method == "qlora":
        raise ProbeSetupError(
            "a separate reference for QLoRA (a second NF4 model) is not built by the probe: "
            "choose reference 'auto' (the base with the adapters disabled)"
        )
    optimizer = setup.optimizer if setup.method == "full" else "adamw-bf16"
    reference_setup = replace(
        setup, method="full", optimizer=optimizer, activation_checkpointing="none"
    )
    reference = build_model(arch, reference_setup, device=device).model
    reference.requires_grad_(False)
    reference.eval()
    return reference


def training_step(built: BuiltModel, optimizer: Any, tokens: torch.Tensor) -> torch.Tensor:
    """One step as the HF Trainer takes it: the model computes its own causal-LM loss."""
    with built.forward_context(built.device.type):
        loss: torch.Tensor = built.model(input_ids=tokens, labels=tokens).loss
    loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach()


def sequence_logps(logits: torch.Tensor, tokens: torch.Tensor) -> torch.Tensor:
    """TRL trl/trainer/utils.py selective_log_softmax on the shifted logits, summed per
    sequence: bf16 logits are log-softmaxed row by row (fp32 under CUDA autocast)."""
    import torch
    import torch.nn.functional as F

    shift_logits, labels = logits[..., :-1, :], tokens[..., 1:].unsqueeze(-1)
    if shift_logits.dtype in (torch.float32, torch.float64):
        selected = torch.gather(shift_logits, dim=-1, index=labels)
        logsumexp = torch.stack([torch.logsumexp(row, dim=-1) for row in shift_logits])
        per_token = selected - logsumexp.unsqueeze(-1)
    else:
        per_token = torch.stack(
            [
                F.log_softmax(row, dim=-1).gather(dim=-1, index=row_labels)
                for row, row_labels in zip(shift_logits, labels, strict=True)
            ]
        )
    return per_token.squeeze(-1).sum(dim=1)


def dpo_step(
    built: BuiltModel, optimizer: Any, tokens: torch.Tensor, reference: DpoReference
) -> torch.Tensor:
    """One step of TRL's DPOTrainer on ``tokens`` (the chosen rows, then the rejected):
    the policy's forward on both, then the reference's forward under no_grad (where it is
    not precomputed), the sigmoid DPO loss, backward, optimizer step. The policy's and the
    reference's outputs stay referenced until the loss is returned, as in TRL."""
    import torch
    import torch.nn.functional as F

    ref_outputs = None
    with built.forward_context(built.device.type):
        outputs = built.model(input_ids=tokens)
        logps = sequence_logps(outputs.logits, tokens)
        with torch.no_grad():
            if reference.kind == "precomputed":
                ref_logps = cast("torch.Tensor", reference.logps)
            else:
                if reference.kind == "model":
                    ref_outputs = cast("nn.Module", reference.model)(input_ids=tokens)
                else:
                    with cast(Any, built.model).disable_adapter():  # PEFT
                        ref_outputs = built.model(input_ids=tokens)
                ref_logps = sequence_logps(ref_outputs.logits, tokens)
        chosen, rejected = logps.chunk(2)
        ref_chosen, ref_rejected = ref_logps.chunk(2)
        margin = (chosen - ref_chosen) - (rejected - ref_rejected)
        loss = -F.logsigmoid(DPO_BETA * margin).mean()
    del outputs, ref_outputs  # TRL's compute_loss returns: its outputs go out of scope
    loss.backward()
    optimizer.step()
    optimizer.zero_grad(set_to_none=True)
    return loss.detach()
