"""Which of a scenario's choices its stack can do: the optimizer the stack really runs,
and the keys the plan ignores (and says so)."""

from __future__ import annotations

from llmplan.core.scenario import Optimizer, Scenario
from llmplan.core.stacks.protocol import Stack


def planned_mfu(scenario: Scenario, stack: Stack, params_active: float, moe: bool) -> float:
    """The scenario's MFU, or the stack's (reference 40 %, a profile the middle of its band)."""
    if scenario.mfu is not None:
        return scenario.mfu
    return stack.planned_mfu(scenario.method, params_active, moe)


def optimizer_in_backward_applies(scenario: Scenario, stack: Stack) -> bool:
    """torchtune's optimizer_in_bwd: its full fine-tuning recipes only."""
    return scenario.optimizer_in_backward and stack.supports_optimizer_in_backward(scenario.method)


def activation_offload_applies(scenario: Scenario, stack: Stack) -> bool:
    return scenario.activation_offload and stack.supports_activation_offload()


def stack_optimizer(scenario: Scenario, stack: Stack) -> Optimizer:
    """The optimizer the stack runs: paged 8-bit AdamW where bitsandbytes' paged optimizers
    work, plain 8-bit AdamW elsewhere (the plan says so)."""
    if scenario.optimizer == "adamw-8bit-paged" and not stack.supports_paged_optimizer():
        return "adamw-8bit"
    return scenario.optimizer


def ignored_choices(scenario: Scenario, stack: Stack) -> list[str]:
    """Scenario keys set that the chosen training software cannot do (the plan ignores
    them and says so)."""
    ignored = []
    if scenario.optimizer_in_backward and not optimizer_in_backward_applies(scenario, stack):
        ignored.append("optimizer_in_backward")
    if scenario.activation_offload and not activation_offload_applies(scenario, stack):
        ignored.append("activation_offload")
    if stack_optimizer(scenario, stack) != scenario.optimizer:
        ignored.append("adamw-8bit-paged")
    if scenario.compile and stack.compile_effect() is None:
        ignored.append("compile")
    return ignored
