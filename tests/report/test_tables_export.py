"""Markdown and CSV carry the same rows as the tables on screen, with the core's figures."""

from __future__ import annotations

import csv
import io
from pathlib import Path

import pytest

from llmplan.core.plan import plan_candidates
from llmplan.core.result import MemoryBreakdown
from llmplan.core.scenario import Hardware, Scenario
from llmplan.presentation.tables import memory_fit_table, timeline_table
from llmplan.report.csv import export_csv
from llmplan.report.markdown import export_markdown

# the plan's server first, then the two it is compared with
SERVERS = ("8x-rtx-pro-6000-server", "8x-h200-nvl", "hgx-8x-b200")
SCENARIO = Scenario(
    framework="reference",
    name="Compare three servers",
    model="qwen2.5-32b",
    tokens=1e9,
    hardware=Hardware(server=SERVERS[0]),
    candidates=[Hardware(server=server) for server in SERVERS[1:]],
)


@pytest.fixture(scope="module")
def results():  # type: ignore[no-untyped-def]
    return plan_candidates(SCENARIO)


def test_csv_holds_the_raw_figures_of_every_candidate(results, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "plan.csv"
    export_csv(results, target)
    rows = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8-sig"))))
    header, body = rows[0], rows[1:]
    assert header[:4] == ["table", "key", "figure", "unit"]
    assert len(header) == 4 + len(results)
    by_key = {(row[0], row[1]): row for row in body}
    for field, spec in MemoryBreakdown.model_fields.items():
        if spec.exclude:  # parts of a segment, not rows of the breakdown
            continue
        row = by_key[("memory_fit", field)]
        assert row[3] == "GB"
        expected = [getattr(r.memory.memory_per_gpu_gb, field) for r in results]
        assert [float(v) for v in row[4:]] == pytest.approx(expected, rel=1e-9)
    training = by_key[("timeline", "phase.training.conservative")]
    assert [float(v) for v in training[4:]] == pytest.approx(
        [r.time.train_seconds_conservative for r in results], rel=1e-9
    )
    # energy is a band like time: its two ends (power is constant, so kWh ∝ run time)
    for bound in ("optimistic", "conservative"):
        energy = by_key[("timeline", f"energy_kwh.{bound}")]
        seconds = [getattr(r.time, f"train_seconds_{bound}") for r in results]
        assert [float(v) for v in energy[4:]] == pytest.approx(
            [
                r.energy.energy_kwh * s / r.time.train_seconds
                for r, s in zip(results, seconds, strict=True)
            ]
        )
    # seed 000: 32.76 B on 8x 96 GB under ZeRO-3 leaves ≈ 30 GB free per card before
    # activations; with them (and overhead) still well over 10 GB
    assert float(by_key[("memory_fit", "free")][4]) > 10


def test_markdown_has_verdict_and_a_row_per_figure(results, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "plan.md"
    export_markdown(SCENARIO, results, target)
    text = target.read_text(encoding="utf-8")
    assert text.startswith("# Compare three servers")
    assert "**Fits on 8x NVIDIA RTX PRO 6000" in text
    lines = text.splitlines()
    for table in (memory_fit_table(results), timeline_table(results)):
        for row in table.rows:
            matching = [line for line in lines if line.startswith(f"| {row.label} |")]
            assert len(matching) == 1, row.label
            assert matching[0].count("|") == len(results) + 2
    header = next(line for line in lines if line.startswith("| Figure |"))
    assert "8x NVIDIA H200 NVL" in header and "8x NVIDIA B200" in header
    capacity = next(line for line in lines if line.startswith("| Capacity per card |"))
    assert "96.0 GB" in capacity and "141.0 GB" in capacity
