"""GRPO (issue 23): the rollout engine's memory, time, energy and rent as mechanisms
(core/stacks/rollout.py), and the advisor's placement and GPU split (core/advisor/placement.py).

Expected figures come from the sources: Qwen2.5-7B's config.json (28 layers, 4 KV heads of
128 dims: 2 · 28 · 4 · 128 · 2 B = 57,344 B of bf16 KV cache per token) and TRL's
GRPOConfig defaults (trl/trainer/grpo_config.py, commit f2cd577: vllm_gpu_memory_utilization
0.3, beta 0.0, num_generations 8)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from pydantic import ValidationError

from llmplan.catalog.load import load_catalog
from llmplan.cli import main
from llmplan.core.advisor.recommend import recommend
from llmplan.core.plan import plan
from llmplan.core.result import PlanResult
from llmplan.core.scenario import Scenario
from llmplan.resources import resource_path

EXAMPLE = resource_path("examples") / "grpo-qwen2.5-7b.json"
SETUP: dict[str, Any] = {
    "model": "qwen2.5-7b",
    "objective": "grpo",
    "hardware": {"server": "hgx-8x-h200"},
    "sharding": "zero3",
    "rollout": {"prompts": 1000},
}


def _plan(**rollout: Any) -> PlanResult:
    changes = SETUP | {"rollout": SETUP["rollout"] | rollout}
    return plan(Scenario(**changes))


def _generation_s(result: PlanResult) -> float:
    assert result.rollout is not None
    return result.rollout.generation_seconds


def test_trl_defaults_no_reference_and_eight_generations() -> None:
    scenario = Scenario(model="qwen2.5-7b", objective="grpo")
    assert scenario.rollout.num_generations == 8
    assert scenario.rollout.beta == 0.0
    result = plan(scenario)
    assert result.rollout is not None and result.rollout.engine == "colocated"
    # beta 0: no reference model is loaded; the trainer still scores the old policy
    assert "objective_flops" in result.explanations
    assert result.explanations["objective_flops"].inputs["reference"] == "none"
    assert result.explanations["objective_flops"].inputs["no_grad_forwards_per_token"] == 1.0


@pytest.mark.parametrize(
    ("knob", "low", "high"), [("num_generations", 4, 16), ("completion_len", 256, 1024)]
)
def test_grpo_time_grows_with_generations_and_completion_length(
    knob: str, low: int, high: int
) -> None:
    small, large = _plan(**{knob: low}), _plan(**{knob: high})
    assert _generation_s(large) > _generation_s(small)
    assert large.time.train_seconds > small.time.train_seconds
    assert large.time.train_seconds_conservative > small.time.train_seconds_conservative
    # the policy trains on every completion: the step's compute grows with them too
    assert large.time.flops > small.time.flops


def test_decoding_more_sequences_at_once_reads_the_weights_fewer_times() -> None:
    """Decode is bound by memory bandwidth: every step reads the weights once for all the
    sequences an engine holds, so twice the prompts per step (half the steps) generates
    the same completions in less time."""
    one, two = _plan(prompts_per_step=32), _plan(prompts_per_step=64)
    assert one.rollout is not None and two.rollout is not None
    assert two.rollout.concurrent_sequences == 2 * one.rollout.concurrent_sequences
    assert _generation_s(two) < 0.75 * _generation_s(one)


def test_kv_cache_per_token_from_the_model_config() -> None:
    result = _plan()
    assert result.rollout is not None
    assert result.rollout.kv_bytes_per_token == 2 * 28 * 4 * 128 * 2 == 57_344


def test_colocated_engine_share_and_kv_cache_are_on_the_card() -> None:
    colocated, separate = _plan(), _plan(engine="separate", gpus=2)
    assert colocated.rollout is not None
    m, m_sep = colocated.memory.memory_per_gpu_gb, separate.memory.memory_per_gpu_gb
    # TRL's vllm_gpu_memory_utilization: 0.3 of each training card
    assert m.rollout_engine == pytest.approx(0.3 * m.capacity)
    assert colocated.rollout.engine_memory_per_gpu_gb == pytest.approx(0.3 * m.capacity)
    # the training step is the same; the colocated GPU holds the engine's share on top
    assert m.total == pytest.approx(m_sep.total + 0.3 * m.capacity)
    assert m_sep.rollout_engine == 0.0
    # the share holds the bf16 weights (2 B per parameter) and the KV cache
    weights_gb = 2 * colocated.params_total / 1e9
    assert colocated.rollout.weights_per_gpu_gb == pytest.approx(weights_gb)
    assert colocated.rollout.kv_cache_per_engine_gb == pytest.approx(0.3 * m.capacity - weights_gb)
    # what is left beside the engine bounds the micro-batch
    assert colocated.memory.max_micro_batch_that_fits < separate.memory.max_micro_batch_that_fits
    # a larger share: more memory on the card
    wider = _plan(gpu_memory_share=0.5).memory.memory_per_gpu_gb
    assert wider.total == pytest.approx(m.total + 0.2 * m.capacity)


def test_a_share_too_small_for_the_weights_is_a_warning() -> None:
    result = _plan(gpu_memory_share=0.05)  # 7 GB of 141 GB: not the 15 GB of weights
    assert result.rollout is not None and not result.rollout.engine_fits
    assert "rollout_engine_short" in [w.code for w in result.warning_details]


def test_separate_engine_adds_its_gpus_to_energy_and_cost() -> None:
    colocated, separate = _plan(), _plan(engine="separate", gpus=2)
    gpu = load_catalog().gpu("h200-sxm")
    draw_kw = 2 * gpu.board_power_w * 1.15 / 1000  # board power, +15 % facility
    c, s = colocated.energy, separate.energy
    # power: the training hardware's (same as colocated) plus the two generating GPUs
    # (hf-transformers draws a measured share of board power: the ratio is that share)
    extra = s.avg_power_kw - c.avg_power_kw
    assert 0.8 * draw_kw < extra <= draw_kw
    hours_c = c.energy_kwh / c.avg_power_kw
    hours_s = s.energy_kwh / s.avg_power_kw
    assert s.energy_kwh == pytest.approx(s.avg_power_kw * hours_s)
    assert s.electricity_cost == pytest.approx(s.energy_kwh * 0.25)
    # rent: 8 + 2 GPUs at the server's rent per GPU, for the run's time
    assert c.rental_cost is not None and s.rental_cost is not None
    assert s.rental_cost / hours_s == pytest.approx(c.rental_cost / hours_c * 10 / 8)
    assert "rollout.energy_kwh" in separate.explanations
    # the training cards do not hold the engine
    assert separate.memory.memory_per_gpu_gb.rollout_engine == 0.0


def test_beta_loads_a_reference_model_for_full_tuning() -> None:
    without, with_kl = _plan(), _plan(beta=0.04)
    assert with_kl.memory.memory_per_gpu_gb.weights > without.memory.memory_per_gpu_gb.weights
    assert with_kl.time.flops > without.time.flops
    assert with_kl.explanations["objective_flops"].inputs["reference"] == "model"


def test_timeline_has_a_generation_phase() -> None:
    result = _plan()
    phases = {phase.key: phase for phase in result.phases}
    assert "generation" in phases
    assert result.time.generation is not None
    assert phases["generation"].seconds_optimistic == pytest.approx(
        result.time.generation.optimistic
    )
    train = phases["training"].seconds_optimistic + phases["generation"].seconds_optimistic
    assert train == pytest.approx(result.time.train_seconds_optimistic)


def test_every_rollout_figure_is_explained() -> None:
    result = _plan()
    for key in ("placement", "engine_memory_per_gpu_gb", "kv_cache_per_engine_gb"):
        exp = result.explanations[f"rollout.{key}"]
        assert exp.formula and ("TRL" in exp.source or "vLLM" in exp.source)
    assert "bandwidth" in result.explanations["rollout.generation_seconds"].formula


def test_invalid_rollout_settings_are_refused() -> None:
    with pytest.raises(ValidationError, match="gpus"):
        Scenario(objective="grpo", rollout={"engine": "separate"})
    with pytest.raises(ValidationError, match="precomputed"):
        Scenario(objective="grpo", reference="precomputed")
    with pytest.raises(ValidationError):
        Scenario(objective="grpo", rollout={"gpu_memory_share": 1.2})


def test_advisor_answers_with_a_placement_and_a_split() -> None:
    """ "GRPO on Qwen2.5 7B, 8 generations of 1,024 tokens, 5,000 prompts, in 3 days"."""
    scenario = Scenario.model_validate_json(EXAMPLE.read_text(encoding="utf-8"))
    assert scenario.rollout.prompts == 5000 and scenario.rollout.completion_len == 1024
    advice = recommend(scenario, 3.0)
    assert advice.pick is not None and advice.pick.meets_deadline
    placements = {
        (o.evaluated.result.rollout.engine, o.evaluated.result.rollout.generate_gpus)
        for o in advice.options
        if o.evaluated.result.rollout is not None
    }
    assert ("colocated", 8) in placements and ("separate", 2) in placements
    split = advice.pick.placement_dict()
    assert split["engine"] in ("colocated", "separate")
    assert int(split["train_gpus"]) >= 1 and int(split["generate_gpus"]) >= 1


def test_recommend_command_prints_placement_and_split(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["recommend", str(EXAMPLE), "--deadline-days", "3"]) == 0
    out = capsys.readouterr().out
    assert "Placement: rollouts" in out and "training" in out and "GPU(s)" in out
    assert main(["recommend", str(EXAMPLE), "--deadline-days", "3", "--json"]) == 0
    pick = json.loads(capsys.readouterr().out)["pick"]
    assert set(pick["placement"]) >= {"engine", "train_gpus", "generate_gpus"}
