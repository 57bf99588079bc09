"""`llmplan serve`: the JSON's fixed names, the terminal's words, a bad serving section."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llmplan.cli import EXIT_BAD_INPUT, main

CANDIDATE_KEYS = {
    "hardware",
    "fits",
    "weights_gib",
    "kv_cache_bytes_per_token",
    "max_concurrency",
    "time_to_first_token_seconds",
    "decode_tokens_per_second",
    "kwh_per_million_tokens",
    "cost_per_million_tokens",
}


def scenario_file(tmp_path: Path, serving: dict[str, object]) -> str:
    path = tmp_path / "serve.json"
    path.write_text(
        json.dumps(
            {
                "schema_version": 1,
                "model": "llama-3.1-70b",
                "method": "qlora",
                "hardware": {"server": "1x-h100"},
                "candidates": [{"server": "1x-h200"}],
                "serving": serving,
            }
        ),
        encoding="utf-8",
    )
    return str(path)


def test_json_names_and_the_seed_case(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = scenario_file(tmp_path, {"precision": "fp8", "context": 8192, "concurrency": 16})
    assert main(["serve", path, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert {"candidates", "merge"} <= data.keys()
    assert data["merge"]["host_ram_gib"] == pytest.approx(70.55e9 * 2 / 1024**3, rel=0.01)
    for candidate in data["candidates"]:
        assert candidate.keys() >= CANDIDATE_KEYS
    h200 = next(c for c in data["candidates"] if c["hardware"] == "1x-h200")
    assert h200["fits"] and h200["max_concurrency"] >= 16
    assert set(h200["decode_tokens_per_second"]) == {"p10", "p50", "p90"}
    h100 = next(c for c in data["candidates"] if c["hardware"] == "1x-h100")
    assert not h100["fits"] and h100["decode_tokens_per_second"] is None


def test_terminal_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["serve", scenario_file(tmp_path, {"precision": "fp8"})]) == 0
    out = capsys.readouterr().out
    assert "Requests at full context" in out and "merge_and_unload" in out
    assert "Laptop CPU" in out


def test_a_bad_serving_section_names_its_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["serve", scenario_file(tmp_path, {"precision": "int3"})]) == EXIT_BAD_INPUT
    assert "serving.precision" in capsys.readouterr().err
