"""Every training stack the planner knows, by its scenario id. Adding a stack is adding one
module that implements `Stack` (protocol.py) and one entry here (see ARCHITECTURE.md)."""

from __future__ import annotations

from typing import Final

from llmplan.core.scenario import Framework, Method
from llmplan.core.stacks.profiled import ProfiledStack
from llmplan.core.stacks.profiles import PROFILES
from llmplan.core.stacks.protocol import MfuBand, Stack
from llmplan.core.stacks.reference import REFERENCE

STACKS: Final[dict[Framework, Stack]] = {
    **{framework: ProfiledStack(profile) for framework, profile in PROFILES.items()},
    REFERENCE.id: REFERENCE,
}
FRAMEWORK_IDS: Final[tuple[Framework, ...]] = tuple(STACKS)
DEFAULT_FRAMEWORK: Final[Framework] = "hf-transformers"


def get_stack(framework: Framework) -> Stack:
    return STACKS[framework]


def framework_label(framework: Framework) -> str:
    return get_stack(framework).label


def is_idealised(framework: Framework) -> bool:
    """The source documents' idealised trainer (no measured runs to validate against)."""
    return get_stack(framework).idealised


def mfu_band(
    framework: Framework, method: Method, params_active: float, moe: bool = False
) -> MfuBand:
    return get_stack(framework).mfu_band(method, params_active, moe)


def supports_optimizer_in_backward(framework: Framework, method: Method) -> bool:
    return get_stack(framework).supports_optimizer_in_backward(method)


def supports_activation_offload(framework: Framework) -> bool:
    return get_stack(framework).supports_activation_offload()


def supports_compile(framework: Framework) -> bool:
    """Whether the stack has torch.compile with a measured effect (precision.py)."""
    return get_stack(framework).compile_effect() is not None
