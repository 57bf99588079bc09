"""A pilot: what one short training run measured on a real GPU (or a simulated one).

`llmplan probe` writes this as JSON; a scenario carries pilots in `pilots` and the planner
calibrates its figures by them (`llmplan.core.pilots.calibration`). A pilot typed in by hand needs
only `gpu` (a catalogue id or the GPU's name), `setup`, and `peak_memory_in_use_gib` and/or
`tokens_per_second`. Memory figures are GiB (2^30 bytes), what `nvidia-smi` and PyTorch print.
"""

from __future__ import annotations

import re
from typing import Final, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from pydantic_core import PydanticCustomError

from llmplan.catalog.load import Catalog
from llmplan.catalog.schema import GPU, ModelArch
from llmplan.core.objectives import objective_spec

PILOT_SCHEMA_VERSION: Final = 1

DeviceKind = Literal["cuda", "cpu", "simulated"]


class _PilotPart(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PilotSetup(_PilotPart):
    """The scenario fields the pilot ran (one GPU, no sharding)."""

    model: str | ModelArch
    method: Literal["full", "lora", "qlora"] = "full"
    framework: str = "hf-transformers"
    optimizer: Literal[
        "adamw", "adamw-fp32-grads", "adamw-8bit", "adamw-8bit-paged", "adamw-bf16"
    ] = "adamw"
    seq_len: int = Field(ge=1, le=10_000_000)
    micro_batch: int = Field(1, ge=1, le=100_000)
    activation_checkpointing: Literal["none", "selective", "full"] = "none"
    lora_rank: int | None = Field(None, ge=1, le=65_536)
    lora_targets: list[str] | None = None
    chunked_loss: bool = False
    # what the step optimised: next-token training, or DPO on `micro_batch` pairs (chosen
    # and rejected: two sequences each) with its reference as the scenario names it
    objective: Literal["cpt", "sft", "dpo"] = "sft"
    reference: Literal["auto", "model", "precomputed", "none"] | None = None

    @property
    def sequences_per_example(self) -> int:
        return objective_spec(self.objective).sequences_per_example

    @property
    def tokens_per_micro_batch(self) -> int:
        """Tokens through the policy per micro-batch (a DPO pair is two sequences)."""
        return self.seq_len * self.micro_batch * self.sequences_per_example


class PilotTry(_PilotPart):
    """One size `--find-limits` tried."""

    seq_len: int
    micro_batch: int
    out_of_memory: bool
    peak_memory_in_use_gib: float | None = None


class PilotLimits(_PilotPart):
    """The largest sizes that fit, found by bounded search (None: not searched)."""

    max_micro_batch: int | None = None
    max_seq_len: int | None = None
    tries: list[PilotTry] = Field(default_factory=list)


class Pilot(_PilotPart):
    schema_version: Literal[1] = PILOT_SCHEMA_VERSION
    gpu: str | None = Field(None, description="Catalogue id or the GPU's name")
    gpu_name: str | None = Field(None, description="Name the driver reports")
    gpu_count: int = Field(1, ge=1)
    device_kind: DeviceKind = "cuda"
    simulated: bool = False
    device_total_mib: float | None = Field(None, gt=0)
    setup: PilotSetup
    context_gib: float | None = Field(None, ge=0, description="CUDA context, before the model")
    peak_allocated_gib: float | None = Field(None, ge=0)
    peak_reserved_gib: float | None = Field(None, ge=0)
    peak_memory_in_use_gib: float | None = Field(
        None, ge=0, description="Context + reserved: what nvidia-smi shows"
    )
    tokens_per_second: float | None = Field(None, gt=0, description="Steady state, all GPUs")
    steps: int | None = Field(None, ge=0)
    step_seconds: list[float] = Field(default_factory=list)
    avg_power_w: float | None = Field(None, gt=0)
    out_of_memory: bool = False
    failure: str | None = Field(None, description="What failed (out of memory: the size)")
    limits: PilotLimits | None = None
    measured_at: str | None = Field(None, description="ISO date (and time) of the run")
    versions: dict[str, str] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list)

    @model_validator(mode="after")
    def _enough_to_use(self) -> Pilot:
        if not (self.gpu or self.gpu_name):
            raise PydanticCustomError("pilot_gpu", "give 'gpu' (a catalogue id or the GPU's name)")
        measured = (self.peak_memory_in_use_gib, self.peak_allocated_gib, self.tokens_per_second)
        if not self.out_of_memory and all(value is None for value in measured):
            raise PydanticCustomError(
                "pilot_measurement", "give 'peak_memory_in_use_gib' and/or 'tokens_per_second'"
            )
        return self

    @property
    def device_label(self) -> str:
        return self.gpu_name or self.gpu or "?"

    @property
    def date(self) -> str:
        return (self.measured_at or "")[:10]

    @property
    def usable(self) -> bool:
        """A CPU smoke test or a failed run says nothing about a GPU plan."""
        return self.device_kind != "cpu" and not self.out_of_memory

    def describe(self) -> str:
        """'1x NVIDIA H200, 2026-11-30' (simulated runs say so)."""
        what = f"{self.gpu_count}x {self.device_label}"
        if self.simulated:
            what += " (simulated)"
        return f"{what}, {self.date}" if self.date else what

    def describe_setup(self) -> str:
        s = self.setup
        model = s.model if isinstance(s.model, str) else s.model.name
        method = f"{s.method} r{s.lora_rank or 16}" if s.method != "full" else "full"
        if not objective_spec(s.objective).next_token:
            method += f" {s.objective.upper()}"
        return (
            f"{model} {method}, {s.optimizer}, seq {s.seq_len:,} × {s.micro_batch}, "
            f"checkpointing {s.activation_checkpointing}"
        )


def _words(name: str) -> set[str]:
    # "80 GB" in a catalogue name and "80GB" in a driver's name are one word
    glued = re.sub(r"(\d)\s+gb\b", r"\1gb", name.lower())
    return {w for w in re.split(r"[^a-z0-9]+", glued) if w and w not in {"nvidia"}}


def resolve_pilot_gpu(pilot: Pilot, catalog: Catalog) -> GPU | None:
    """The catalogue GPU a pilot ran on: by id, else the best match of the driver's name.

    The driver's name ("NVIDIA H200", "NVIDIA H100 80GB HBM3") must share its model word
    (the one with a digit, e.g. "h200") with the catalogue name; ties go to the entry with
    the fewest words the driver did not report (the plain SXM part before its NVL sibling).
    """
    for candidate in (pilot.gpu, pilot.gpu_name):
        if candidate and candidate in catalog.gpus:
            return catalog.gpus[candidate]
    name = pilot.gpu_name or pilot.gpu or ""
    words = _words(name)
    model_words = {w for w in words if any(c.isdigit() for c in w) and any(c.isalpha() for c in w)}
    best: tuple[float, GPU] | None = None
    for gpu in catalog.gpus.values():
        entry = _words(gpu.name)
        if not model_words & entry:
            continue
        score = len(words & entry) - 0.1 * len(entry - words)
        if best is None or score > best[0]:
            best = (score, gpu)
    return best[1] if best else None
