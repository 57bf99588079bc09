"""A run of over a year is flagged with what would shorten it; energy/cost/CO₂ bands."""

from __future__ import annotations

import pytest

from llmplan.core.plan import plan
from llmplan.core.run.run_length import SECONDS_PER_YEAR
from llmplan.core.scenario import Hardware, Scenario
from llmplan.presentation.warning_text import warning_text


def test_a_run_over_a_year_is_warned_with_the_levers() -> None:
    # Llama 3.1 70B, 3 T tokens, full fine-tune on 8 H100: 6·70e9·3e12 FLOP at 40 % of
    # 8 × 989 TFLOPS ≈ 12.7 years (the 6–13 years the issue saw went unwarned)
    scenario = Scenario(
        framework="reference",  # the 6·N·D formula at 40 % MFU of the source documents
        model="llama-3.1-70b",
        tokens=3e12,
        hardware=Hardware(gpu="h100-sxm", count=8),
    )
    result = plan(scenario)
    years = result.time.train_seconds / SECONDS_PER_YEAR
    assert years == pytest.approx(
        6 * 70.6e9 * 3e12 / (0.4 * 8 * 989.4e12) / SECONDS_PER_YEAR, rel=0.02
    )
    warning = next(w for w in result.warning_details if w.code == "run_over_a_year")
    assert warning.args["years"] == pytest.approx(years)
    assert warning.args["gpus"] == 8
    # time falls in proportion to GPUs: this many would finish in a month
    assert warning.args["gpus_for_a_month"] == pytest.approx(8 * years * 12)
    assert warning.args["levers"] == "gpus,lora,tokens"
    text = warning_text(warning)  # worded by the presentation
    assert "years" in text and "LoRA" in text


def test_a_run_under_a_year_is_not_warned() -> None:
    result = plan(Scenario())
    assert "run_over_a_year" not in [w.code for w in result.warning_details]


def test_energy_and_co2_bands_follow_the_time_band() -> None:
    result = plan(Scenario(framework="reference", mfu=0.3))  # the 40–20 % band
    low, high = result.energy.energy_kwh_band.pair()
    assert low == pytest.approx(result.energy.energy_kwh * 0.3 / 0.4)
    assert high == pytest.approx(result.energy.energy_kwh * 0.3 / 0.2)
    assert result.energy.co2_kg_band.conservative == pytest.approx(result.energy.co2_kg * 1.5)
