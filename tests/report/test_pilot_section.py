"""The report says which figures rest on a pilot measurement, and which are planned only."""

from __future__ import annotations

from pathlib import Path

from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Hardware
from llmplan.report.markdown import report_markdown

ROOT = Path(__file__).resolve().parents[2]


def test_markdown_report_names_the_measured_figures(pilot_runs: dict) -> None:
    run = pilot_runs["l8b-lora-s4096-b2-full"]
    scenario = run.scenario.model_copy(
        update={"pilots": [run.pilot], "candidates": [Hardware(gpu="h100-sxm", count=1)]}
    )
    text = report_markdown(scenario, plan_candidates(scenario))
    section = text.split("## What rests on a measurement", 1)[1].split("\n## ", 1)[0]
    assert "- Memory per GPU, activations, logits" in section
    assert "calibrated by a pilot on 1x NVIDIA H200, 2026-11-30: 33.9 GiB measured" in section
    assert "6,320 tokens/s measured" in section
    assert "geometric mean" in section
    assert "Every other figure is planned from the model, not measured." in section


def test_no_section_without_pilots(pilot_runs: dict) -> None:
    run = pilot_runs["l8b-lora-s4096-b2-full"]
    text = report_markdown(run.scenario, plan_candidates(run.scenario))
    assert "What rests on a measurement" not in text
