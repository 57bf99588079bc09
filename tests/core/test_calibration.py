"""Calibration by pilots: corrections from measured runs, applied to every candidate."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from llmplan.catalog.load import load_catalog
from llmplan.core.pilot import Pilot, resolve_pilot_gpu
from llmplan.core.plan import plan, plan_candidates
from llmplan.core.scenario import Hardware, Scenario
from llmplan.units import GIB

GB = 1e9
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def loo(pilot_loo: ModuleType) -> ModuleType:
    return pilot_loo


@pytest.fixture(scope="module")
def runs(pilot_runs: dict[str, object]) -> dict[str, object]:
    return pilot_runs


def test_leave_one_out_brings_other_runs_closer(loo: ModuleType) -> None:
    """One pilot of a model makes the plans of that model's other runs closer to measured."""
    s = loo.summary(loo.leave_one_out(loo.load_runs()))
    assert s["pairs"] == 20  # 1B: 3 runs, 3B: 2, 8B: 4
    assert s["memory_mean_after"] < s["memory_mean_before"]
    assert s["memory_improved"] >= 2 and s["memory_improved"] >= s["memory_worse"]
    # no two runs of a model in this set share method, checkpointing and optimizer: speed
    # never transfers between them (the same-setup test below shows it where it does)
    assert s["speed_worse"] == 0


def test_pilot_of_the_same_setup_reproduces_its_measurement(runs: dict) -> None:
    run = runs["q3-8b-lora-s4096-b1-none"]
    before = plan(run.scenario)
    after = plan(run.scenario.model_copy(update={"pilots": [run.pilot]}))
    measured = run.pilot.peak_memory_in_use_gib
    assert before.memory.memory_per_gpu_gb.total * GB / GIB != pytest.approx(measured, rel=0.01)
    assert after.memory.memory_per_gpu_gb.total * GB / GIB == pytest.approx(measured, rel=0.01)
    assert run.scenario.tokens / after.time.train_seconds == pytest.approx(7835.0, rel=1e-6)
    cal = after.calibration
    assert cal is not None
    assert cal.memory_per_gpu_gb_uncalibrated == before.memory.memory_per_gpu_gb
    assert cal.train_seconds_uncalibrated == before.time.train_seconds
    exp = after.explanations["memory_per_gpu_gb.total"]
    assert exp.source.startswith(
        f"calibrated by a pilot on 1x NVIDIA H200, 2026-11-30: {measured:.1f} GiB measured, "
        f"{before.memory.memory_per_gpu_gb.total * GB / GIB:.1f} GiB planned before"
    )
    assert "memory_per_gpu_gb.activations" in cal.calibrated_keys
    assert "train_seconds" in cal.calibrated_keys
    assert after.explanations["train_seconds"].source.startswith(
        "calibrated by a pilot on 1x NVIDIA H200, 2026-11-30: 7,835 tokens/s measured"
    )


def test_other_hardware_scales_by_compute_and_bandwidth(runs: dict) -> None:
    run = runs["l8b-lora-s4096-b2-full"]
    scenario = run.scenario.model_copy(
        update={"pilots": [run.pilot], "candidates": [Hardware(gpu="a100-80gb-sxm", count=2)]}
    )
    h200, a100 = plan_candidates(scenario)
    catalog = load_catalog()
    compute = catalog.gpu("a100-80gb-sxm").bf16_dense_tflops / 989.4
    bandwidth = catalog.gpu("a100-80gb-sxm").memory_bandwidth_tb_s / 4.8
    tps_h200 = scenario.tokens / h200.time.train_seconds
    tps_a100 = scenario.tokens / a100.time.train_seconds
    assert tps_h200 == pytest.approx(6320.2, rel=1e-6)
    assert tps_a100 == pytest.approx(2 * 6320.2 * (compute * bandwidth) ** 0.5, rel=1e-6)
    assert scenario.tokens / a100.time.train_seconds_optimistic == pytest.approx(
        2 * 6320.2 * bandwidth, rel=1e-6
    )
    assert "geometric mean" in a100.explanations["train_seconds"].source
    assert a100.calibration is not None and a100.calibration.assumptions
    # the memory correction is per GPU: it carries over to the other card
    assert a100.memory.memory_per_gpu_gb.activations == pytest.approx(
        h200.memory.memory_per_gpu_gb.activations, rel=1e-9
    )
    assert (
        a100.memory.memory_per_gpu_gb.total > a100.calibration.memory_per_gpu_gb_uncalibrated.total
    )


def test_hand_typed_pilot_needs_only_gpu_setup_and_a_figure() -> None:
    pilot = Pilot.model_validate(
        {
            "gpu": "NVIDIA H200",
            "setup": {"model": "qwen3-8b", "method": "lora", "lora_rank": 16, "seq_len": 4096},
            "peak_memory_in_use_gib": 90.0,
        }
    )
    assert resolve_pilot_gpu(pilot, load_catalog()).id == "h200-sxm"
    scenario = Scenario(
        model="qwen3-8b",
        method="lora",
        hardware=Hardware(gpu="h100-sxm", count=1),
        sharding="none",
        seq_len=4096,
        activation_checkpointing="none",
        pilots=[pilot],
    )
    result = plan(scenario)
    assert result.calibration is not None
    # a customer's own stack measured 90 GiB in use: the 80 GB card no longer holds it
    assert result.calibration.fit_status_uncalibrated != "does_not_fit"
    assert result.memory.fit_status == "does_not_fit"
    assert result.memory.memory_per_gpu_gb.total * GB / GIB == pytest.approx(90.0, rel=0.01)
    assert result.calibration.throughput_pilot is None  # no tokens/s typed in


def test_pilots_of_other_models_or_cpu_runs_are_not_used(runs: dict) -> None:
    other = runs["gpt2-amp-s1024-b8-none"].pilot
    cpu = runs["q3-8b-lora-s4096-b1-none"].pilot.model_copy(update={"device_kind": "cpu"})
    scenario = runs["q3-8b-lora-s4096-b1-none"].scenario.model_copy(update={"pilots": [other, cpu]})
    result = plan(scenario)
    base = plan(runs["q3-8b-lora-s4096-b1-none"].scenario)
    assert result.memory.memory_per_gpu_gb == base.memory.memory_per_gpu_gb
    assert result.time.train_seconds == base.time.train_seconds
    notes = " | ".join(result.calibration.notes)
    assert "ran GPT-2 124M, not Qwen3 8B: not used" in notes
    assert "CPU smoke test: not used" in notes


def test_states_dominated_pilot_gives_no_per_token_factor(runs: dict) -> None:
    pilot = runs["l8b-bf16-s4096-b1-full"].pilot
    target = runs["l8b-lora-s4096-b2-full"].scenario
    result = plan(target.model_copy(update={"pilots": [pilot]}))
    assert result.calibration.factors["per_token_factor"] is None
    assert any("model states dominate" in note for note in result.calibration.notes)


def test_scenario_with_pilots_round_trips_through_json(runs: dict) -> None:
    run = runs["l1b-bf16-s4096-b1-none"]
    scenario = run.scenario.model_copy(update={"pilots": [run.pilot]})
    again = Scenario.model_validate_json(scenario.model_dump_json())
    assert again == scenario


def test_pilot_without_any_figure_is_refused() -> None:
    with pytest.raises(ValueError, match="peak_memory_in_use_gib"):
        Pilot.model_validate({"gpu": "h200-sxm", "setup": {"model": "qwen3-8b", "seq_len": 8}})


def test_plan_command_says_what_rests_on_the_pilot(
    runs: dict, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from llmplan.cli import main

    run = runs["q3-8b-lora-s4096-b1-none"]
    path = tmp_path / "scenario.json"
    path.write_text(run.scenario.model_copy(update={"pilots": [run.pilot]}).model_dump_json())
    assert main(["plan", str(path)]) == 0
    out = capsys.readouterr().out
    before = plan(run.scenario).memory.memory_per_gpu_gb.total
    assert (
        "Measured   memory calibrated by a pilot on 1x NVIDIA H200, 2026-11-30: 65.9 GiB "
        f"measured, {before * GB / GIB:.1f} GiB planned before; uncalibrated: " in out
    )
    assert main(["plan", str(path), "--json"]) == 0
    data = __import__("json").loads(capsys.readouterr().out)
    assert data["calibration"]["memory_per_gpu_gb_uncalibrated"]["total"] == pytest.approx(
        before, rel=1e-9
    )


def _sft_pilot(micro_batch: int, day: str, gib: float, context_gib: float) -> Pilot:
    setup = {"model": "qwen3-8b", "method": "lora", "lora_rank": 16, "seq_len": 2048}
    return Pilot.model_validate(
        {
            "gpu": "NVIDIA H200",
            "setup": setup | {"micro_batch": micro_batch},
            "peak_memory_in_use_gib": gib,
            "context_gib": context_gib,
            "measured_at": day,
        }
    )


@pytest.mark.parametrize("objective", ["dpo", "orpo", "simpo", "cpo"])
def test_paired_objectives_rank_pilots_by_both_sequences_of_a_pair(objective: str) -> None:
    """A paired objective's micro-batch of 2 pairs puts 4 sequences through the policy (core/
    objectives.py): of two next-token pilots, the one that ran 4 sequences is the closer —
    for ORPO, SimPO and CPO as for DPO (the pilot ranking once counted DPO's pairs only)."""
    one_side = _sft_pilot(2, "2026-11-01", 40.0, 0.5)  # the chosen sequences alone
    both_sides = _sft_pilot(4, "2026-11-02", 50.0, 0.75)  # chosen + rejected
    scenario = Scenario(
        model="qwen3-8b",
        method="lora",
        objective=objective,
        hardware=Hardware(gpu="h200-sxm", count=1),
        sharding="none",
        seq_len=2048,
        micro_batch=2,
        activation_checkpointing="none",
        pilots=[one_side, both_sides],
    )
    result = plan(scenario)
    calibration = result.calibration
    # another objective's pilot lends only its CUDA context: that of the closer pilot
    assert calibration is not None and calibration.memory_pilot is not None
    assert "2026-11-02" in calibration.memory_pilot
    assert result.memory.memory_per_gpu_gb.context == pytest.approx(0.75 * GIB / GB)


def test_a_pilot_narrows_the_run_time_by_its_own_repeat_spread(runs: dict) -> None:
    """A throughput pilot's odds rest on its own steps: the steady steps' log spread (the
    first, warm-up step left out) × sqrt(1 + 1/n), t with n - 1 df; noisier steps give a wider
    P10-P90; on other hardware the calibrated band (compute vs bandwidth scaling) as P10-P90
    is added in quadrature."""
    import math
    import statistics

    from llmplan.core.odds import student_t_quantile
    from llmplan.validation import with_validation

    run = runs["l8b-lora-s4096-b2-full"]
    pilot = run.pilot
    steps = list(pilot.step_seconds)
    assert len(steps) >= 3  # a warm-up and at least two steady steps

    def odds(steps: list[float], candidates: list[Hardware] | None = None) -> list:  # type: ignore[type-arg]
        measured = pilot.model_copy(update={"step_seconds": steps})
        scenario = run.scenario.model_copy(
            update={"pilots": [measured], "candidates": candidates or []}
        )
        return [with_validation(r, scenario) for r in plan_candidates(scenario)]

    (own,) = odds(steps)
    q = own.train_seconds_quantiles
    assert q is not None and own.evidence is not None and own.evidence.throughput_runs == ()
    steady = [math.log(t) for t in steps[1:]]
    n = len(steady)
    spread = statistics.stdev(steady) * math.sqrt(1 + 1 / n)
    t90 = student_t_quantile(0.9, n - 1)
    # P90 / P10 of the train part (the interruptions' expected time is the same at both ends)
    lost = q.p50 - own.time.train_seconds
    assert (q.p90 - lost) / (q.p10 - lost) == pytest.approx(math.exp(2 * spread * t90), rel=1e-6)
    assert f"{n} steady steps" in own.evidence.why
    from llmplan.presentation import i18n
    from llmplan.presentation.odds_text import evidence_line

    with i18n.language_in_use("en"):  # memory and run time both rest on the pilot
        assert (
            evidence_line(own)
            == "Rests on measurements of this setup (a pilot or measured tokens/s)"
        )
    with i18n.language_in_use("de"):
        assert evidence_line(own).startswith("Beruht auf Messungen dieses Aufbaus")
    # a pilot whose steps scatter five times as much gives a wider interval; so does one
    # scaled to other hardware
    mean = statistics.fmean(steps[1:])
    noisy = [steps[0], *(mean + 5 * (t - mean) for t in steps[1:])]
    (wide,) = odds(noisy)
    qw = wide.train_seconds_quantiles
    assert qw is not None and math.log(qw.p90 / qw.p10) > 3 * math.log(q.p90 / q.p10)
    _h200, a100 = odds(steps, [Hardware(gpu="a100-80gb-sxm", count=2)])
    qa = a100.train_seconds_quantiles
    assert qa is not None and a100.evidence is not None
    catalog = load_catalog()
    ran_on, a100_gpu = resolve_pilot_gpu(pilot, catalog), catalog.gpu("a100-80gb-sxm")
    assert ran_on is not None
    compute = a100_gpu.bf16_dense_tflops / ran_on.bf16_dense_tflops
    bandwidth = a100_gpu.memory_bandwidth_tb_s / ran_on.memory_bandwidth_tb_s
    transfer = abs(math.log(compute / bandwidth)) / (2 * 1.2815515655446004)
    lost = qa.p50 - a100.time.train_seconds
    expected = math.exp(2 * math.hypot(spread, transfer) * t90)
    assert (qa.p90 - lost) / (qa.p10 - lost) == pytest.approx(expected, rel=1e-6)
    assert "scaled to this hardware" in a100.evidence.why


def test_a_memory_pilot_narrows_p_fits_by_its_own_residuals(runs: dict) -> None:
    """The sizes a pilot's limit search measured are its own residuals: ln(measured ÷ the
    plan of that size calibrated by the pilot); their root mean square is P(fits)' spread,
    t with one degree of freedom per residual (out-of-memory tries and the pilot's own size
    are not residuals)."""
    import math

    from llmplan.core.odds import student_t_cdf
    from llmplan.core.pilot import PilotLimits, PilotTry
    from llmplan.validation import with_validation

    run = runs["q3-8b-lora-s4096-b1-none"]
    pilot = run.pilot
    own = (pilot.setup.seq_len, pilot.setup.micro_batch)

    def calibrated_gib(seq_len: int, micro_batch: int) -> float:
        at = run.scenario.model_copy(
            update={"seq_len": seq_len, "micro_batch": micro_batch, "pilots": [pilot]}
        )
        return plan(at).memory.memory_per_gpu_gb.total * GB / GIB

    sizes, off = [(own[0] // 2, 1), (own[0], 2)], [1.04, 0.98]
    tries = [
        PilotTry(seq_len=s, micro_batch=b, out_of_memory=False, peak_memory_in_use_gib=f * g)
        for (s, b), f, g in zip(sizes, off, (calibrated_gib(*size) for size in sizes), strict=True)
    ]
    tries += [
        PilotTry(seq_len=own[0] * 4, micro_batch=4, out_of_memory=True),
        PilotTry(
            seq_len=own[0],
            micro_batch=own[1],
            out_of_memory=False,
            peak_memory_in_use_gib=pilot.peak_memory_in_use_gib,
        ),
    ]
    searched = pilot.model_copy(update={"limits": PilotLimits(tries=tries)})
    scenario = run.scenario.model_copy(update={"pilots": [searched]})
    result = with_validation(plan(scenario), scenario)
    cal, p = result.calibration, result.probabilities
    assert cal is not None and p is not None and result.evidence is not None
    assert cal.memory_pilot_residuals == pytest.approx([math.log(f) for f in off], rel=1e-6)
    spread = math.sqrt(sum(math.log(f) ** 2 for f in off) / 2)
    m = result.memory.memory_per_gpu_gb
    assert p.fits == pytest.approx(student_t_cdf(math.log(m.capacity / m.total) / spread, 2))
    assert p.fits < 0.9995  # t(2)'s tails: more than twice the card is not a certainty
    assert "2 other sizes measured" in result.evidence.why
    # without the search, the stand-in 2 % (no residuals of its own)
    bare = run.scenario.model_copy(update={"pilots": [pilot]})
    plain = with_validation(plan(bare), bare)
    assert plain.calibration is not None and plain.calibration.memory_pilot_residuals == ()
    assert "other sizes measured" not in (plain.evidence.why if plain.evidence else "")
