"""Published serving figures (resources/validation/serving/) against the serving plan:
the weights' size within 10 %, and the engine's own block arithmetic (blocks × block size /
context = the concurrency it logs)."""

from __future__ import annotations

import json
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field

from llmplan.catalog.load import Catalog, load_catalog
from llmplan.core.serving.formats import weight_bytes
from llmplan.core.serving.memory import BLOCK_SIZE
from llmplan.core.serving_inputs import ServingPrecision
from llmplan.resources import resource_path
from llmplan.units import GIB

TOLERANCE = 0.10  # issue 36: within 10 % of what the engine logged


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Source(_Record):
    title: str = Field(min_length=3)
    url: str = Field(min_length=10)
    date: str = ""
    note: str = ""


class Logged(_Record):
    weights_gib: float | None = Field(None, gt=0)
    gpu_blocks: int | None = Field(None, gt=0)
    max_model_len: int | None = Field(None, gt=0)
    logged_concurrency: float | None = Field(None, gt=0)


class ServingRecord(_Record):
    id: str
    source: Source
    model: str
    precision: ServingPrecision
    measured: Logged


class ServingRecordFile(_Record):
    group: str
    description: str
    records: list[ServingRecord]


@dataclass(frozen=True)
class ServingCheck:
    record: ServingRecord
    figure: str  # "weights_gib", "logged_concurrency"
    measured: float
    planned: float

    @property
    def error(self) -> float:
        return (self.planned - self.measured) / self.measured

    @property
    def within(self) -> bool:
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
    return checks
