"""`llmplan probe` on the CPU with a tiny architecture: real steps, pilot files, bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from tiny_models import probe_tiny, tiny_scenario_file

from llmplan.core.pilot import Pilot
from llmplan.core.plan import plan

REQUIRED_KEYS = {
    "schema_version",
    "gpu_name",
    "setup",
    "tokens_per_second",
    "out_of_memory",
    "measured_at",
    "device_kind",
    "simulated",
    "versions",
}


@pytest.mark.slow
@pytest.mark.parametrize(
    ("changes", "trainable_note"),
    [
        ({"method": "full", "optimizer": "adamw"}, "full"),
        ({"method": "lora", "lora_rank": 4, "optimizer": "adamw-bf16"}, "lora"),
        ({"method": "full", "activation_checkpointing": "full"}, "full"),
    ],
    ids=["full", "lora", "checkpointing"],
)
def test_probe_runs_on_the_cpu_and_writes_a_pilot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], changes: dict, trainable_note: str
) -> None:
    pytest.importorskip("torch")
    pytest.importorskip("peft")
    code, data = probe_tiny(tmp_path, "--steps", "3", "--device", "cpu", "--find-limits", **changes)
    assert code == 0
    assert data.keys() >= REQUIRED_KEYS
    pilot = Pilot.model_validate(data)
    assert pilot.device_kind == "cpu" and not pilot.simulated and not pilot.out_of_memory
    assert pilot.setup.method == changes["method"]
    assert pilot.setup.activation_checkpointing == changes.get("activation_checkpointing", "none")
    assert pilot.setup.seq_len == 32 and pilot.setup.micro_batch == 2
    assert pilot.steps == 3 and len(pilot.step_seconds) == 3
    expected_tps = 64 * 2 / sum(pilot.step_seconds[1:])
    assert pilot.tokens_per_second == pytest.approx(expected_tps, rel=0.02)
    assert pilot.peak_memory_in_use_gib is None  # a CPU run measures no GPU memory
    assert "torch" in pilot.versions and "transformers" in pilot.versions
    assert pilot.limits is None and "limits are searched on a GPU only" in pilot.notes
    err = capsys.readouterr()
    assert "step 3/3" in err.err
    assert "not measured (CPU smoke test" in err.out
    # a CPU smoke test never calibrates a GPU plan; it says why
    scenario = json.loads(tiny_scenario_file(tmp_path, **changes).read_text())
    from llmplan.core.scenario import Scenario

    result = plan(Scenario.model_validate({**scenario, "pilots": [data]}))
    assert result.calibration is not None
    assert any("CPU smoke test" in note for note in result.calibration.notes)
    assert result.memory.memory_per_gpu_gb == result.calibration.memory_per_gpu_gb_uncalibrated


def test_model_too_large_for_the_host_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("torch")
    code, data = probe_tiny(tmp_path, "--device", "cpu", model="llama-3.1-405b")
    assert code == 2 and data == {}
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    assert "Llama 3.1 405B needs about" in err[0] and "GiB of RAM available" in err[0]


@pytest.mark.slow
@pytest.mark.parametrize(
    "changes",
    [
        {"method": "full", "optimizer": "adamw"},
        {"method": "lora", "lora_rank": 4, "optimizer": "adamw-bf16"},
        {"method": "full", "activation_checkpointing": "full"},
    ],
    ids=["full", "lora", "checkpointing"],
)
def test_simulate_writes_a_simulated_pilot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], changes: dict
) -> None:
    code, data = probe_tiny(tmp_path, "--simulate", **changes)
    assert code == 0
    assert data.keys() >= REQUIRED_KEYS
    pilot = Pilot.model_validate(data)
    assert pilot.simulated and pilot.device_kind == "simulated"
    assert pilot.gpu == "h200-sxm" and pilot.tokens_per_second is None
    assert pilot.setup.method == changes["method"]
    # the allocated peak holds at least the weights (fp32 master or bf16 base) and the
    # trainable parameters' optimizer states; the in-use figure adds the planned overhead
    from llmplan.core.scenario import Scenario

    scenario = Scenario.model_validate(
        json.loads(tiny_scenario_file(tmp_path, **changes).read_text())
    )
    planned = plan(scenario).memory.memory_per_gpu_gb
    weights_gib = planned.weights * 1e9 / 2**30
    assert pilot.peak_allocated_gib is not None and pilot.peak_allocated_gib > weights_gib
    assert pilot.peak_memory_in_use_gib == pytest.approx(
        pilot.peak_allocated_gib + planned.overhead * 1e9 / 2**30, rel=1e-6
    )
    out = capsys.readouterr().out
    assert "(simulated)" in out and "fits on NVIDIA H200 SXM 141 GB (140.4 GiB)" in out
    # a simulated pilot of the same setup calibrates the per-token memory only
    result = plan(scenario.model_copy(update={"pilots": [pilot]}))
    assert result.calibration is not None
    assert result.calibration.factors["reserve_fraction"] is None
    assert result.calibration.factors["context_gib"] is None
