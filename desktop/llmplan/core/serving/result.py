"""What the serving plan gives: per candidate, and the merge before it."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from llmplan.core.result import Explanation, HardwareChoice


class _Output(BaseModel):
    model_config = ConfigDict(frozen=True)


class Percentiles(_Output):
    """A figure at the 10th, 50th and 90th percentile of the published measurement spread."""

    p10: float
    p50: float
    p90: float


class ServingCandidate(_Output):
    """One candidate; its speed, traffic, energy and cost are None where not one request
    at the full context fits."""

    hardware: str = Field(description="Catalogue id of the server or GPU, or 'cpu'")
    hardware_name: str
    choice: HardwareChoice | None = Field(
        None, exclude=True, description="The server or cards, for the views to word; None: CPU"
    )
    kind: Literal["server", "gpu", "cpu"]
    engine: Literal["vllm", "llama.cpp"]
    precision: str = Field(description="The weights' format this candidate runs")
    gpus: int = Field(description="Cards serving (0 on the CPU)")
    tensor_parallel: int = Field(description="Cards one copy of the model spans")
    replicas: int = Field(description="Copies of the model served side by side")
    fits: bool = Field(description="The weights and `concurrency` requests at `context` fit")
    weights_gib: float
    kv_cache_bytes_per_token: float
    memory_per_device_gib: float = Field(description="Capacity of one card, or RAM for the CPU")
    kv_cache_gib: float = Field(description="Left for the KV cache, all replicas")
    kv_cache_tokens: int = Field(description="Tokens the KV cache holds, all replicas")
    max_concurrency: int = Field(description="Requests at the full context held at once")
    time_to_first_token_seconds: Percentiles | None
    decode_tokens_per_second: Percentiles | None = Field(
        description="Per request, at the batch served"
    )
    aggregate_tokens_per_second: Percentiles | None = Field(description="At full load")
    requests_per_day: Percentiles | None = Field(description="Requests it can carry in a day")
    carries_traffic: bool = Field(description="requests_per_day (p50) ≥ the expected traffic")
    power_kw: float
    kwh_per_million_tokens: Percentiles | None
    electricity_per_million_tokens: Percentiles | None = Field(
        description="The electricity alone, in `currency`"
    )
    cost_per_million_tokens: Percentiles | None = Field(
        description="Electricity plus rent (or the price written off), in `currency`"
    )
    currency: str
    hardware_cost_per_hour: float | None
    rent_per_month: float | None = Field(description="In `currency`; None: no rent known")
    purchase_price: float | None = Field(description="In `currency`; None: no price known")
    explanations: dict[str, Explanation] = Field(default_factory=dict, exclude=True)


class MergePlan(_Output):
    """Merging the LoRA adapter into the base (PEFT merge_and_unload) before serving."""

    needed: bool = Field(description="False for full fine-tuning or adapters served unmerged")
    host_ram_gib: float
    disk_gib: float
    seconds: float
    fits_host_ram: bool | None = Field(description="On the training server's RAM; None: unknown")
    quantise_seconds: float = Field(description="Quantising for serving; 0 for bf16")
    calibration_tokens: int = Field(description="Calibration data GPTQ/AWQ need; 0: none")
    explanations: dict[str, Explanation] = Field(default_factory=dict, exclude=True)


class ServingPlan(_Output):
    model: str
    model_name: str
    precision: str
    kv_cache_precision: str
    context: int
    concurrency: int
    candidates: tuple[ServingCandidate, ...]
    merge: MergePlan

    def to_json_dict(self) -> dict[str, object]:
        return self.model_dump(mode="json")
