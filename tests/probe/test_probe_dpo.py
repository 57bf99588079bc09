"""The pilot probe runs TRL's DPO step: for real on the CPU, simulated under FakeTensorMode,
and its pilot calibrates DPO plans; objectives it cannot run are refused with the reason."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import torch
from tiny_models import TINY, probe_tiny, tiny_arch

from llmplan.catalog.schema import ModelArch
from llmplan.core.pilot import Pilot
from llmplan.core.plan import plan
from llmplan.core.scenario import Scenario
from llmplan.probe.build import TrainingSetup, build_model
from llmplan.probe.simulate import simulate_training_memory
from llmplan.probe.steps import DpoReference, dpo_step, frozen_reference

LORA = {"method": "lora", "lora_rank": 4, "optimizer": "adamw-bf16"}


@pytest.mark.parametrize(
    ("changes", "reference_words"),
    [
        ({"method": "full"}, "a frozen copy of the model"),
        (LORA, "the policy with its adapters disabled"),
        ({**LORA, "reference": "precomputed"}, "computed before training"),
    ],
    ids=["full-frozen-copy", "lora-adapters-disabled", "lora-precomputed"],
)
def test_probe_runs_a_dpo_step_on_the_cpu_and_writes_a_dpo_pilot(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], changes: dict, reference_words: str
) -> None:
    code, data = probe_tiny(tmp_path, "--steps", "3", "--device", "cpu", objective="dpo", **changes)
    assert code == 0
    pilot = Pilot.model_validate(data)
    assert pilot.setup.objective == "dpo" and pilot.setup.method == changes["method"]
    assert pilot.setup.reference == changes.get("reference", "auto")
    assert pilot.steps == 3 and not pilot.out_of_memory
    # a micro-batch of 2 pairs is 4 sequences of 32 tokens through the policy per step
    assert pilot.setup.tokens_per_micro_batch == 4 * 32
    assert pilot.tokens_per_second == pytest.approx(
        4 * 32 * 2 / sum(pilot.step_seconds[1:]), rel=0.02
    )
    assert any("DPO step as TRL's DPOTrainer" in n and reference_words in n for n in pilot.notes)
    out = capsys.readouterr().out
    assert "Tiny Llama" in out and " DPO, " in out


def _tiny_dpo(arch: ModelArch, setup: TrainingSetup, kind: str) -> tuple[Any, Any, Any]:
    torch.manual_seed(0)
    built = build_model(arch, setup, device="cpu")
    reference = DpoReference(kind)  # type: ignore[arg-type]
    if kind == "model":
        reference.model = frozen_reference(arch, setup, "cpu")
    tokens = torch.randint(0, arch.vocab_size, (4, 32))
    if kind == "precomputed":
        reference.logps = torch.zeros(4)
    return built, reference, tokens


def test_the_dpo_step_trains_the_policy_and_leaves_the_frozen_reference_alone() -> None:
    arch = tiny_arch()
    built, reference, tokens = _tiny_dpo(arch, TrainingSetup(optimizer="adamw"), "model")
    optimizer = built.make_optimizer(lr=1e-2)
    policy_before = [p.detach().clone() for p in built.model.parameters()]
    reference_before = [p.detach().clone() for p in reference.model.parameters()]
    losses = [float(dpo_step(built, optimizer, tokens, reference)) for _ in range(3)]
    # the first step: policy = random reference init differs, but the loss is finite and
    # the policy moves; the reference never does and holds no gradients
    assert all(torch.isfinite(torch.tensor(losses)))
    assert any(
        not torch.equal(a, b) for a, b in zip(policy_before, built.model.parameters(), strict=True)
    )
    for before, after in zip(reference_before, reference.model.parameters(), strict=True):
        assert torch.equal(before, after) and after.grad is None and not after.requires_grad
    # two separate models: the frozen copy has the policy's size and dtype
    assert sum(p.numel() for p in reference.model.parameters()) == built.params_total
    assert next(reference.model.parameters()).dtype == built.param_dtype


def test_lora_dpo_builds_no_second_model() -> None:
    # the reference is the policy with its adapters disabled: at the first step (adapters
    # B = 0) it equals the policy, so every margin is 0 and the loss is log 2
    arch = tiny_arch()
    setup = TrainingSetup(method="lora", lora_rank=4, optimizer="adamw-bf16")
    built, reference, tokens = _tiny_dpo(arch, setup, "adapters-disabled")
    assert reference.model is None
    loss = dpo_step(built, built.make_optimizer(), tokens, reference)
    assert float(loss) == pytest.approx(0.6931, abs=2e-3)


def _tracked_real_dpo_peak(arch: ModelArch, setup: TrainingSetup, kind: str) -> int:
    """Two DPO steps for real on the CPU under the simulator's memory tracker (hooks on
    trainable parameters only: the frozen reference takes none) and its patches (CUDA
    autocast's fp32 operators: the log-softmax of the log-probabilities runs in fp32)."""
    from llmplan.probe.simulate import _simulation_patches, _trainable_only_tracker

    built, reference, tokens = _tiny_dpo(arch, setup, kind)
    optimizer = built.make_optimizer()
    dpo_step(built, optimizer, tokens, reference)
    tracker = _trainable_only_tracker()
    tracker.track_external(built.model, optimizer, tokens)
    if reference.model is not None:
        tracker.track_external(reference.model)
    with _simulation_patches(), tracker:
        dpo_step(built, optimizer, tokens, reference)
    (snapshot,) = tracker.get_tracker_snapshot("peak").values()
    return int(snapshot["Total"])


@pytest.mark.parametrize("kind", ["model", "precomputed"])
def test_simulated_dpo_peak_equals_the_real_cpu_run_of_the_same_program(kind: str) -> None:
    arch = tiny_arch(tied_embeddings=True)
    setup = TrainingSetup(optimizer="adamw")
    simulated = simulate_training_memory(
        arch,
        setup,
        seq_len=32,
        micro_batch=2,
        objective="dpo",
        reference=kind,  # type: ignore[arg-type]
    )
    real = _tracked_real_dpo_peak(arch, setup, kind)
    assert simulated.peak_allocated_bytes == pytest.approx(real, rel=0.02)


def test_a_frozen_reference_costs_its_weights_and_dpo_more_than_sft() -> None:
    arch = tiny_arch(hidden_size=128, intermediate_size=256)
    setup = TrainingSetup(optimizer="adamw")  # fp32 policy: the copy is fp32 too

    def peak(objective: str, reference: str | None = None) -> int:
        return simulate_training_memory(
            arch,
            setup,
            seq_len=64,
            micro_batch=2,
            objective=objective,
            reference=reference,  # type: ignore[arg-type]
        ).peak_allocated_bytes

    sft, precomputed, with_copy = peak("sft"), peak("dpo", "precomputed"), peak("dpo", "model")
    assert precomputed > sft  # chosen and rejected: twice the sequences through the policy
    # the copy's fp32 weights, and at most the reference's bf16 logits (held until the loss
    # returns, as TRL holds its outputs) with one row's fp32 log-softmax
    params = build_model(arch, setup, device="meta").params_total
    reference_logits = 4 * 64 * arch.vocab_size * 2 + 64 * arch.vocab_size * 4
    assert 4 * params <= with_copy - precomputed <= 1.01 * (4 * params + reference_logits)


@pytest.mark.parametrize(
    ("objective", "words"),
    [
        ("grpo", "rollout engine (vLLM)"),
        ("ppo", "value model"),
        ("kto", "KTO's step"),
        ("orpo", "ORPO's step"),
    ],
)
def test_objectives_the_probe_cannot_run_are_refused_with_the_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], objective: str, words: str
) -> None:
    extra = {"reward_model": "qwen2.5-0.5b"} if objective == "ppo" else {}
    for args in (["--device", "cpu"], ["--simulate"]):
        code, data = probe_tiny(tmp_path, *args, objective=objective, **extra)
        assert code == 2 and data == {}
        err = capsys.readouterr().err
        assert f"objective '{objective}'" in err and words in err
        assert "the probe runs next-token (cpt, sft) and DPO steps" in err


def test_a_dpo_pilot_calibrates_dpo_plans_and_not_sft_plans(tmp_path: Path) -> None:
    code, data = probe_tiny(tmp_path, "--simulate", objective="dpo")
    assert code == 0
    pilot = Pilot.model_validate(data)
    assert pilot.simulated and pilot.setup.objective == "dpo"
    base = json.loads(TINY.read_text())
    dpo = plan(Scenario.model_validate({**base, "objective": "dpo", "pilots": [data]}))
    assert dpo.calibration is not None
    assert dpo.calibration.factors["per_token_factor"] is not None
    assert dpo.calibration.calibrated_keys
    # the pilot's own plan is the DPO plan of its setup: measured against planned DPO memory
    uncalibrated = plan(Scenario.model_validate({**base, "objective": "dpo"}))
    assert dpo.memory.memory_per_gpu_gb != uncalibrated.memory.memory_per_gpu_gb
    sft = plan(Scenario.model_validate({**base, "pilots": [data]}))
    assert sft.calibration is not None
    assert any("not transferred" in n and "DPO full" in n for n in sft.calibration.notes)
    assert sft.memory.memory_per_gpu_gb == sft.calibration.memory_per_gpu_gb_uncalibrated


def test_pilot_files_without_an_objective_are_sft_pilots() -> None:
    setup = {"model": "llama-3.2-1b", "seq_len": 2048}
    pilot = Pilot.model_validate({"gpu": "h200-sxm", "setup": setup, "peak_memory_in_use_gib": 30})
    assert pilot.setup.objective == "sft" and pilot.setup.reference is None
    assert pilot.setup.tokens_per_micro_batch == 2048


def test_a_separate_qlora_reference_is_refused_with_the_alternative() -> None:
    from llmplan.probe.build import ProbeSetupError

    setup = TrainingSetup(method="qlora", lora_rank=4, optimizer="adamw-bf16")
    with pytest.raises(ProbeSetupError, match="choose reference 'auto'"):
        frozen_reference(tiny_arch(), setup, "meta")
