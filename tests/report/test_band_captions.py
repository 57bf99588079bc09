"""Issue 22: a caption over an energy or cost range states the MFU band the range spans (the
summary strip's "Energy (MFU 55–30 %)"); the run-time table that the Timeline tab, the
report, Markdown and CSV share did not ("Energy for training" over "321–589 kWh")."""

from __future__ import annotations

from typing import Any

from llmplan.core.plan import plan
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Hardware, Scenario
from llmplan.presentation import i18n
from llmplan.presentation.tables import timeline_table

RANGES = ("energy_kwh", "electricity_cost", "co2_kg")
SERVERS = ("8x-h200-nvl", "hgx-8x-h100")


def _results(**update: Any) -> list[PlanResult]:
    return [plan(Scenario(hardware=Hardware(server=server), **update)) for server in SERVERS]


def test_the_energy_and_cost_rows_name_the_band_of_the_stack_in_use() -> None:
    hf = timeline_table(_results())  # the default stack: Hugging Face Transformers
    assert hf.row("energy_kwh").label == "Energy for training (MFU 55–30 %)"
    assert hf.row("electricity_cost").label == "Electricity cost (MFU 55–30 %)"
    assert hf.row("co2_kg").label == "CO₂ emitted (MFU 55–30 %)"
    reference = timeline_table(_results(framework="reference"))
    for key in RANGES:
        assert reference.row(key).label.endswith(" (MFU 40–20 %)"), key
    with i18n.language_in_use("de"):
        german = timeline_table(_results())
    assert german.row("energy_kwh").label == "Energie für das Training (MFU 55–30 %)"


def test_a_measured_throughput_has_no_band_to_name() -> None:
    measured = timeline_table(_results(tokens_per_second=50_000.0))
    for key in RANGES:
        assert "MFU" not in measured.row(key).label, key
