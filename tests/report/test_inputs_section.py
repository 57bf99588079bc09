"""The report's Inputs section says what the plan used: the throughput row names the MFU
band of the plan's range (the scenario's own MFU inside it, or the framework's band), never a
band the plan did not use; the torchtune options are listed."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Scenario
from llmplan.presentation.labels import planned_mfu_band
from llmplan.presentation.tables import inputs_rows
from llmplan.report.markdown import export_markdown


def _throughput(scenario: Scenario) -> str:
    result = plan_candidates(scenario)[0]
    rows = dict(inputs_rows(scenario, result=result))
    return rows["Throughput assumption"]


@pytest.mark.parametrize("framework", ["hf-transformers", "torchtune"])
def test_an_explicit_mfu_is_shown_with_the_band_the_plan_used(framework: str) -> None:
    scenario = Scenario(framework=framework, mfu=0.35)
    band = planned_mfu_band(plan_candidates(scenario)[0])
    assert band is not None and band != (0.40, 0.20)
    text = _throughput(scenario)
    assert text == f"MFU 35 % (band {band[0] * 100:.0f} % / {band[1] * 100:.0f} %)"
    assert "40 %" not in text and "20 %" not in text


def test_the_frameworks_band_is_named_when_no_mfu_is_given() -> None:
    scenario = Scenario(framework="hf-transformers")
    band = planned_mfu_band(plan_candidates(scenario)[0])
    assert band is not None
    assert _throughput(scenario) == f"MFU band {band[0] * 100:.0f} % / {band[1] * 100:.0f} %"
    # the reference model's band is the source documents' 40 % / 20 %
    assert _throughput(Scenario(framework="reference")) == "MFU band 40 % / 20 %"


def test_a_measured_throughput_replaces_the_band() -> None:
    assert _throughput(Scenario(tokens_per_second=12_000)) == "measured 12,000 tokens/s"


def test_the_markdown_lists_the_torchtune_options(tmp_path: Path) -> None:
    scenario = Scenario(
        framework="torchtune",
        optimizer="adamw-8bit-paged",
        optimizer_in_backward=True,
        activation_offload=True,
        mfu=0.5,
    )
    path = tmp_path / "plan.md"
    export_markdown(scenario, plan_candidates(scenario), path)
    text = path.read_text(encoding="utf-8")
    assert "- Optimizer step in the backward pass: yes" in text
    assert "- Activation offloading to CPU RAM: yes" in text
    assert "Paged 8-bit AdamW" in text
    band = planned_mfu_band(plan_candidates(scenario)[0])
    assert band is not None
    assert f"- Throughput assumption: MFU 50 % (band {band[0] * 100:.0f} %" in text
