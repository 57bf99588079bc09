"""Published and simulated validation records: complete setups, sources, plausible numbers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from llmplan.catalog.load import load_catalog
from llmplan.core.scenario import Scenario

VALIDATION = Path(__file__).resolve().parents[2] / "resources" / "validation"
GIB = 2**30
FRAMEWORKS = {"hf-transformers", "torchtune", "torchtitan", "megatron", "reference"}
MEASURED_KEYS = {
    "memory_in_use_gib",
    "peak_allocated_gib",
    "peak_reserved_gib",
    "tokens_per_second",
    "power_w",
}


def _records(pattern: str) -> list[dict[str, Any]]:
    records: list[dict[str, Any]] = []
    for path in sorted(VALIDATION.glob(pattern)):
        document = json.loads(path.read_text(encoding="utf-8"))
        assert document["group"] == path.stem
        records += document["records"]
    return records


PUBLISHED = _records("published-*.json")
SIMULATED = _records("simulated-*.json")


def _scenario(record: dict[str, Any]) -> Scenario:
    fields = dict(record["scenario"])
    assert fields["framework"] in FRAMEWORKS
    if "framework" not in Scenario.model_fields:  # the key arrives with the framework profiles
        fields.pop("framework")
    return Scenario.model_validate(fields)


def test_published_evidence_spans_frameworks_and_gpus() -> None:
    assert len(PUBLISHED) >= 15
    assert len({r["id"] for r in PUBLISHED + SIMULATED}) == len(PUBLISHED + SIMULATED)
    assert len({r["scenario"]["framework"] for r in PUBLISHED}) >= 3
    assert len({r["scenario"]["hardware"]["gpu"] for r in PUBLISHED}) >= 5


@pytest.mark.parametrize("record", PUBLISHED, ids=[r["id"] for r in PUBLISHED])
def test_published_record_has_its_setup_source_and_a_number(record: dict[str, Any]) -> None:
    assert record["kind"] == "measured"
    source = record["source"]
    assert source["url"].startswith("https://") and len(source["note"]) > 100
    assert source["title"] and source["date"][:2] == "20"
    assert set(record["measured"]) == MEASURED_KEYS
    assert any(record["measured"][key] is not None for key in MEASURED_KEYS)
    _scenario(record)


@pytest.mark.parametrize("record", PUBLISHED, ids=[r["id"] for r in PUBLISHED])
def test_published_memory_fits_the_card_it_was_measured_on(record: dict[str, Any]) -> None:
    scenario = _scenario(record)
    catalog = load_catalog().with_custom(gpus=scenario.custom_gpus, servers=[])
    assert scenario.hardware.gpu is not None
    capacity_bytes = catalog.gpu(scenario.hardware.gpu).memory_gb * 1e9
    measured = record["measured"]
    for key in ("memory_in_use_gib", "peak_allocated_gib", "peak_reserved_gib"):
        if measured[key] is not None:
            assert 0 < measured[key] * GIB <= capacity_bytes * 1.03  # "80 GB" cards hold ~80 GiB
    if measured["tokens_per_second"] is not None:
        assert measured["tokens_per_second"] > 0


@pytest.mark.parametrize("record", SIMULATED, ids=[r["id"] for r in SIMULATED])
def test_simulated_point_is_a_valid_scenario_with_an_allocated_peak(record: dict[str, Any]) -> None:
    assert record["kind"] == "simulated"
    assert record["scenario"]["framework"] == "hf-transformers"
    measured = record["measured"]
    assert set(measured) == MEASURED_KEYS
    assert measured["peak_allocated_gib"] > 0
    assert all(measured[key] is None for key in MEASURED_KEYS - {"peak_allocated_gib"})
    _scenario(record)
