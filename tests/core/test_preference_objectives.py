"""Preference tuning (issue 23): what DPO, ORPO, SimPO and KTO change in memory and time,
checked as mechanisms against SFT on the same setup (core/stacks/objective.py)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from llmplan.core.plan import PlanError, plan
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario

GB = 1e9
SETUP: dict[str, Any] = {
    "model": "llama-3.1-8b",
    "seq_len": 2048,
    "hardware": {"server": "8x-h200-nvl"},
    "sharding": "zero3",
    "tokens": 1e8,
}


def _plan(**changes: Any) -> PlanResult:
    return plan(Scenario(**(SETUP | changes)))


@pytest.mark.parametrize("framework", ["hf-transformers", "torchtune", "reference"])
@pytest.mark.parametrize("method", ["full", "lora"])
def test_dpo_needs_more_memory_than_sft_on_the_same_setup(framework: str, method: str) -> None:
    sft = _plan(framework=framework, method=method)
    dpo = _plan(framework=framework, method=method, objective="dpo")
    assert dpo.memory.memory_per_gpu_gb.total > sft.memory.memory_per_gpu_gb.total
    assert dpo.memory.memory_per_gpu_gb.activations > sft.memory.memory_per_gpu_gb.activations
    # chosen and rejected in one forward: half the pairs fit that single sequences would
    assert dpo.memory.max_micro_batch_that_fits < sft.memory.max_micro_batch_that_fits


def test_pairs_double_the_activations_of_the_linear_reference_model() -> None:
    sft = _plan(framework="reference", micro_batch=2)
    orpo = _plan(framework="reference", micro_batch=2, objective="orpo")
    assert orpo.memory.memory_per_gpu_gb.activations == pytest.approx(
        2 * sft.memory.memory_per_gpu_gb.activations
    )
    assert orpo.memory.memory_per_gpu_gb.logits == pytest.approx(
        2 * sft.memory.memory_per_gpu_gb.logits
    )


@pytest.mark.parametrize("framework", ["hf-transformers", "torchtune"])
def test_full_dpo_holds_a_sharded_reference_copy_loaded_as_the_policy(framework: str) -> None:
    sft = _plan(framework=framework)
    dpo = _plan(framework=framework, objective="dpo")
    inputs = dpo.explanations["memory_per_gpu_gb.weights"].inputs
    # HF Trainer keeps fp32 weights (4 B), torchtune bf16 (2 B); ZeRO-3 over 8 GPUs
    weight_bytes = 4.0 if framework == "hf-transformers" else 2.0
    expected = weight_bytes * sft.params_total / 8 / GB
    assert inputs["reference_model_gb"] == pytest.approx(expected, rel=1e-9)
    assert expected == pytest.approx(weight_bytes * 8.03 / 8, rel=0.01)  # Llama 3.1 8B


def test_the_reference_copy_is_whole_on_each_gpu_without_zero3() -> None:
    zero2 = _plan(framework="torchtune", objective="dpo", sharding="zero2")
    inputs = zero2.explanations["memory_per_gpu_gb.weights"].inputs
    assert inputs["reference_model_gb"] == pytest.approx(2.0 * zero2.params_total / GB)


@pytest.mark.parametrize("framework", ["hf-transformers", "torchtune", "reference"])
@pytest.mark.parametrize("method", ["lora", "qlora"])
def test_lora_dpo_holds_no_second_copy_of_the_weights(framework: str, method: str) -> None:
    sft = _plan(framework=framework, method=method)
    dpo = _plan(framework=framework, method=method, objective="dpo")
    assert dpo.memory.memory_per_gpu_gb.weights == pytest.approx(
        sft.memory.memory_per_gpu_gb.weights
    )
    assert "reference_model_gb" not in dpo.explanations["memory_per_gpu_gb.weights"].inputs


@pytest.mark.parametrize("framework", ["hf-transformers", "torchtune", "reference"])
def test_precomputed_reference_needs_less_memory_and_adds_a_pass(framework: str) -> None:
    model = _plan(framework=framework, objective="dpo", epochs=3)
    precomputed = _plan(framework=framework, objective="dpo", reference="precomputed", epochs=3)
    assert precomputed.memory.memory_per_gpu_gb.total < model.memory.memory_per_gpu_gb.total
    phases = {phase.key: phase for phase in precomputed.phases}
    assert "reference_pass" in phases
    assert "reference_pass" not in {phase.key for phase in model.phases}
    # one forward over one epoch's data, before training, instead of one per step per epoch
    assert phases["reference_pass"].seconds_optimistic > 0
    assert precomputed.time.train_seconds < model.time.train_seconds
    sft = _plan(framework=framework, epochs=3)
    assert precomputed.time.train_seconds > sft.time.train_seconds


def test_the_reference_stack_counts_forwards_at_two_flops_per_parameter() -> None:
    """6·N·D for SFT; DPO's reference forward adds 2·N·D, KTO's KL completions another
    policy and reference forward (4·N·D), the precomputed pass 2·N·D once per epoch."""
    sft = _plan(framework="reference", epochs=2)
    six_nd = sft.time.flops
    assert _plan(framework="reference", objective="dpo", epochs=2).time.flops == pytest.approx(
        six_nd * 8 / 6
    )
    kto = _plan(framework="reference", objective="kto", epochs=2)
    assert kto.time.flops == pytest.approx(six_nd * 12 / 6)
    pre = _plan(framework="reference", objective="dpo", reference="precomputed", epochs=2)
    assert pre.time.flops == pytest.approx(six_nd * (6 + 2 / 2) / 6)
    for objective in ("orpo", "simpo"):
        assert _plan(framework="reference", objective=objective).time.flops == pytest.approx(
            _plan(framework="reference").time.flops
        )


def test_orpo_and_simpo_need_no_reference_and_say_a_set_one_is_ignored() -> None:
    orpo = _plan(objective="orpo", reference="precomputed")
    assert "reference_pass" not in {phase.key for phase in orpo.phases}
    assert [w.code for w in orpo.warning_details].count("reference_not_used") == 1
    assert "reference_not_used" not in [w.code for w in _plan(objective="orpo").warning_details]


def test_dpo_without_a_reference_is_refused() -> None:
    with pytest.raises(ValidationError, match="reference"):
        Scenario(**(SETUP | {"objective": "dpo", "reference": "none"}))


@pytest.mark.parametrize(
    ("framework", "objective"),
    [("torchtitan", "dpo"), ("megatron", "orpo"), ("torchtune", "kto"), ("torchtune", "simpo")],
)
def test_a_stack_without_a_trainer_for_the_objective_is_refused(
    framework: str, objective: str
) -> None:
    with pytest.raises(PlanError, match="objective") as caught:
        _plan(framework=framework, objective=objective)
    assert caught.value.field == "objective"


def test_sft_and_cpt_plan_exactly_as_before() -> None:
    default = _plan()
    for objective in ("sft", "cpt"):
        result = _plan(objective=objective)
        assert result.memory == default.memory
        assert result.time == default.time


@pytest.mark.parametrize("framework", ["hf-transformers", "reference"])
def test_cpo_trains_pairs_without_a_reference(framework: str) -> None:
    """CPO (TRL CPOTrainer, loss_type "sigmoid"): both sequences of each pair through the
    policy, no reference: SimPO's step (CPOTrainer loss_type "simpo") in memory and compute,
    more than SFT's, and a named reference is ignored with a warning."""
    cpo = _plan(framework=framework, objective="cpo", method="lora")
    simpo = _plan(framework=framework, objective="simpo", method="lora")
    sft = _plan(framework=framework, method="lora")
    assert cpo.memory.memory_per_gpu_gb == simpo.memory.memory_per_gpu_gb
    assert cpo.time.flops == pytest.approx(simpo.time.flops)
    # the pairs' second sequence: more activations than SFT on the same setup
    assert cpo.memory.memory_per_gpu_gb.activations > sft.memory.memory_per_gpu_gb.activations
    named = _plan(framework=framework, objective="cpo", method="lora", reference="model")
    assert [w.code for w in named.warning_details].count("reference_not_used") == 1
    assert named.memory.memory_per_gpu_gb == cpo.memory.memory_per_gpu_gb


def test_cpo_on_a_stack_without_its_trainer_names_one_that_has() -> None:
    with pytest.raises(PlanError, match="objective") as caught:
        _plan(framework="torchtune", objective="cpo")
    assert caught.value.refusal.args["able"] == "hf-transformers,reference"
