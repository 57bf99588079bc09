"""The one protocol every training stack implements, the idealised `reference` included.

`plan()` never branches on a stack's name: it asks the registry (`registry.py`) for the
scenario's `Stack` and calls what it holds — the memory fit (model states, activations and
logits, overheads and the limit search), the run time (step FLOPs at the throughput band),
the power draw, and which of the scenario's choices the stack can do.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from llmplan.catalog.schema import ModelArch
from llmplan.core.hardware import ResolvedHardware
from llmplan.core.model.params import ParameterCount
from llmplan.core.result import MemoryResult, TimeResult
from llmplan.core.scenario import Framework, Method, Objective, Precision, Scenario
from llmplan.core.stacks.layout import TRIVIAL, Layout, ParallelSupport
from llmplan.core.stacks.precision import CompileEffect, PrecisionRecipe
from llmplan.core.stacks.reference_states import ModelStates, ParamShape


@dataclass(frozen=True)
class MfuBand:
    """Conservative and optimistic MFU for one stack and method, with where they come from."""

    conservative: float
    optimistic: float
    source: str

    @property
    def planned(self) -> float:
        """The single MFU a plan uses: the middle of the band."""
        return (self.conservative + self.optimistic) / 2


@dataclass(frozen=True)
class StackJob:
    """What a stack is asked to plan: the scenario (its MFU resolved), the model, its
    parameters, the reference model states (sharding, ZeRO-3 gathered layers) and the
    hardware."""

    scenario: Scenario
    arch: ModelArch
    counts: ParameterCount
    shape: ParamShape
    states: ModelStates
    hw: ResolvedHardware
    layout: Layout = TRIVIAL  # tensor, pipeline, context, expert parallelism (layout.py)
    grad_accumulation: int = 1  # micro-batches per optimizer step (global_batch)


@dataclass(frozen=True)
class PowerDraw:
    fraction: float  # average draw as a fraction of board power
    source: str


class Stack(Protocol):
    """A training stack as the planner sees it."""

    @property
    def id(self) -> Framework: ...

    @property
    def label(self) -> str:
        """The stack's English name (the views word it through presentation/labels.py)."""
        ...

    @property
    def idealised(self) -> bool:
        """True for the source documents' idealised trainer: no measured runs to validate
        against, and pilots of any stack calibrate it."""
        ...

    def mfu_band(self, method: Method, params_active: float, moe: bool = False) -> MfuBand:
        """The throughput band measured (or assumed) for this stack and method."""
        ...

    def planned_mfu(self, method: Method, params_active: float, moe: bool = False) -> float:
        """The single MFU a plan uses when the scenario names none."""
        ...

    def memory_fit(self, job: StackJob) -> MemoryResult:
        """Peak memory per GPU, its fit, the longest sequence and largest micro-batch."""
        ...

    def train_time(self, job: StackJob) -> TimeResult:
        """FLOPs of the run and its time at `job.scenario.mfu` (resolved) and the band."""
        ...

    def power_draw(self) -> PowerDraw: ...

    def supports_optimizer_in_backward(self, method: Method) -> bool: ...

    def supports_activation_offload(self) -> bool: ...

    def supports_paged_optimizer(self) -> bool:
        """Whether paged 8-bit AdamW runs as paged (else as plain 8-bit AdamW)."""
        ...

    def supports_objective(self, objective: Objective) -> bool:
        """Whether the stack has a trainer or recipe for the objective (objective.py)."""
        ...

    def single_device_recipe(self, objective: Objective) -> str | None:
        """The stack's recipe for the objective where it trains on one GPU only, generating
        with the policy itself (not planned: the refusal names it); None: no such recipe."""
        ...

    def parallel_support(self) -> ParallelSupport:
        """The layout dimensions (tensor, pipeline, context, expert) the stack trains with."""
        ...

    def precision_recipe(self, precision: Precision) -> PrecisionRecipe | None:
        """The stack's recipe for a low-precision format (None: it has none; bf16 is every
        stack's own)."""
        ...

    def compile_effect(self) -> CompileEffect | None:
        """torch.compile's measured effect where the stack compiles (None: it does not)."""
        ...
