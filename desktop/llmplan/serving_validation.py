"""Published serving figures (resources/validation/serving/) against the serving plan:
sizes within 10 % of what the engine logged (the weights; the memory vLLM's profiling left
for the KV cache on a named card), the engine's own block arithmetic (blocks × block size /
context = the concurrency it logs), and measured tokens/s inside the planned band (issue 36:
at least 75 % of them)."""

from __future__ import annotations

import json
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field

from llmplan.catalog.load import Catalog, load_catalog
from llmplan.core.scenario import Scenario
from llmplan.core.serving.formats import kv_bytes_per_token, weight_bytes
from llmplan.core.serving.memory import BLOCK_SIZE, GPU_MEMORY_UTILIZATION, vllm_allocation
from llmplan.core.serving.plan import plan_serving
from llmplan.core.serving_inputs import ServingPrecision
from llmplan.resources import resource_path
from llmplan.units import GIB

TOLERANCE = 0.10  # sizes: within 10 % of what the engine logged
INSIDE_BAND_SHARE = 0.75  # speeds: at least this share of the measurements inside the band
GENERATED = 128  # llama-bench's tg128; a record's answer length where none is stated


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Source(_Record):
    title: str = Field(min_length=3)
    url: str = Field(min_length=10)
    date: str = ""
    note: str = ""


class Logged(_Record):
    weights_gib: float | None = Field(None, gt=0)
    kv_cache_gib: float | None = Field(
        None, gt=0, description="vLLM's available KV-cache memory on one card (needs gpu)"
    )
    gpu_blocks: int | None = Field(None, gt=0)
    max_model_len: int | None = Field(None, gt=0)
    logged_concurrency: float | None = Field(None, gt=0)
    prompt_tokens_per_second: float | None = Field(None, gt=0, description="one request")
    decode_tokens_per_second: float | None = Field(None, gt=0, description="one request")


class ServingRecord(_Record):
    id: str
    source: Source
    model: str
    precision: ServingPrecision
    gpu: str | None = Field(None, description="The card measured (speeds and KV cache need it)")
    tensor_parallel: int = Field(1, ge=1)
    gpu_memory_utilization: float = Field(GPU_MEMORY_UTILIZATION, gt=0, le=1)
    max_num_batched_tokens: int | None = Field(
        None, gt=0, description="the profiling run's tokens, where the engine did not pick"
    )
    prompt_tokens: int = Field(512, ge=1)
    measured: Logged


class ServingRecordFile(_Record):
    group: str
    description: str
    records: list[ServingRecord]


@dataclass(frozen=True)
class ServingCheck:
    record: ServingRecord
    figure: str  # weights_gib, kv_cache_gib, logged_concurrency, prompt_/decode_tokens_per_second
    measured: float
    planned: float
    band: tuple[float, float] | None = None  # a speed's planned p10 and p90

    @property
    def error(self) -> float:
        return (self.planned - self.measured) / self.measured

    @property
    def within(self) -> bool:
        if self.band is not None:
            return self.band[0] <= self.measured <= self.band[1]
        return abs(self.error) <= TOLERANCE


def load_records() -> list[ServingRecord]:
    folder = resource_path("validation", "serving")
    records: list[ServingRecord] = []
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        records += ServingRecordFile.model_validate(data).records
    return records


def validate_serving(catalog: Catalog | None = None) -> list[ServingCheck]:
    catalog = catalog or load_catalog()
    checks: list[ServingCheck] = []
    for record in load_records():
        logged = record.measured
        if logged.weights_gib is not None:
            planned = weight_bytes(catalog.model(record.model), record.precision).total / GIB
            checks.append(ServingCheck(record, "weights_gib", logged.weights_gib, planned))
        if logged.gpu_blocks and logged.max_model_len and logged.logged_concurrency:
            concurrency = logged.gpu_blocks * BLOCK_SIZE / logged.max_model_len
            checks.append(
                ServingCheck(record, "logged_concurrency", logged.logged_concurrency, concurrency)
            )
        if logged.kv_cache_gib and logged.max_model_len and record.gpu is not None:
            planned = _kv_cache_bytes(record, logged.max_model_len, catalog) / GIB
            checks.append(ServingCheck(record, "kv_cache_gib", logged.kv_cache_gib, planned))
        if record.gpu is not None and (
            logged.prompt_tokens_per_second or logged.decode_tokens_per_second
        ):
            checks += _speed_checks(record, catalog)
    return checks


def _kv_cache_bytes(record: ServingRecord, context: int, catalog: Catalog) -> float:
    """What the plan leaves for vLLM's KV cache on one card of the record's run: the card's
    capacity × utilisation less the weights, the profiling peak and the non-torch memory."""
    assert record.gpu is not None
    arch = catalog.model(record.model)
    allocation = vllm_allocation(
        arch,
        catalog.gpu(record.gpu).usable_memory_bytes,
        weight_bytes(arch, record.precision).total,
        0.0,
        kv_bytes_per_token(arch, "bf16"),
        context,
        record.tensor_parallel,
        utilization=record.gpu_memory_utilization,
        batched_tokens=record.max_num_batched_tokens,
    )
    return allocation.kv_bytes_per_device


def _speed_checks(record: ServingRecord, catalog: Catalog) -> list[ServingCheck]:
    """One request alone on the record's card, as llama-bench and a single chat measure."""
    scenario = Scenario.model_validate(
        {
            "model": record.model,
            "hardware": {"gpu": record.gpu, "count": 1},
            "serving": {
                "precision": record.precision,
                "concurrency": 1,
                "context": record.prompt_tokens + GENERATED,
                "prompt_tokens": record.prompt_tokens,
                "output_tokens": GENERATED,
            },
        }
    )
    plan = plan_serving(scenario, catalog, {})
    card = next(c for c in plan.candidates if c.hardware == f"1x-{record.gpu}")
    logged = record.measured
    checks: list[ServingCheck] = []
    ttft = card.time_to_first_token_seconds
    if logged.prompt_tokens_per_second is not None and ttft is not None:
        prompt = record.prompt_tokens
        band = (prompt / ttft.p90, prompt / ttft.p10)
        checks.append(
            ServingCheck(
                record,
                "prompt_tokens_per_second",
                logged.prompt_tokens_per_second,
                prompt / ttft.p50,
                band,
            )
        )
    decode = card.decode_tokens_per_second
    if logged.decode_tokens_per_second is not None and decode is not None:
        checks.append(
            ServingCheck(
                record,
                "decode_tokens_per_second",
                logged.decode_tokens_per_second,
                decode.p50,
                (decode.p10, decode.p90),
            )
        )
    return checks
