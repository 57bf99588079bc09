"""How the plan reacts to sharding, offload, method, checkpointing, hardware and limits."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from llmplan.core.plan import PlanError, plan, plan_candidates
from llmplan.core.result import MemoryBreakdown, PlanResult
from llmplan.core.scenario import Scenario
from llmplan.core.stacks.shared import fit_status, optimizer_bytes
from seed_prices import seed003_prices

PlanFn = Callable[..., PlanResult]
HGX = {"server": "hgx-8x-h200"}
P8B = 8_030_261_248  # Llama 3.1 8B, counted from its config


@pytest.fixture
def run_plan(run_plan: PlanFn) -> PlanFn:
    """These behaviours are those of the reference formulas (bytes per parameter, seed
    power, 40 %/20 % band); tests/core/test_frameworks.py covers the stack profiles."""

    def _run(**fields: object) -> PlanResult:
        return run_plan(**{"framework": "reference", **fields})

    return _run


def states(result: PlanResult) -> tuple[float, float, float]:
    m = result.memory.memory_per_gpu_gb
    return m.weights, m.gradients, m.optimizer


@pytest.mark.parametrize(
    ("optimizer", "total"),
    [("adamw", 16), ("adamw-fp32-grads", 20), ("adamw-8bit", 10), ("adamw-bf16", 8)],
)
def test_bytes_per_parameter_of_each_optimizer(
    run_plan: PlanFn, optimizer: str, total: float
) -> None:
    assert sum(optimizer_bytes("mixed-precision", optimizer)) == total
    result = run_plan(
        model="llama-3.1-8b",
        optimizer=optimizer,
        sharding="none",
        hardware={"gpu": "b200", "count": 1},
    )
    assert sum(states(result)) == pytest.approx(total * P8B / 1e9)


def test_each_zero_stage_shards_one_more_state(run_plan: PlanFn) -> None:
    full = {
        s: states(run_plan(model="llama-3.1-8b", sharding=s, hardware=HGX))
        for s in ("none", "zero1", "zero2", "zero3")
    }
    w, g, o = full["none"]
    assert (w, g, o) == pytest.approx((2 * P8B / 1e9, 2 * P8B / 1e9, 12 * P8B / 1e9))
    assert full["zero1"] == pytest.approx((w, g, o / 8))
    assert full["zero2"] == pytest.approx((w, g / 8, o / 8))
    assert full["zero3"] == pytest.approx((w / 8, g / 8, o / 8))


def test_zero3_gathered_layers_sit_in_overhead_not_in_the_states(run_plan: PlanFn) -> None:
    sharded = run_plan(model="llama-3.1-8b", sharding="zero3", hardware=HGX, overhead_gb=2.0)
    assert sharded.memory.gathered_layers_gb > 0
    assert sharded.memory.memory_per_gpu_gb.overhead == pytest.approx(
        2.0 + sharded.memory.gathered_layers_gb
    )
    assert sum(states(sharded)) == pytest.approx(16 * P8B / 8 / 1e9)
    unsharded = run_plan(model="llama-3.1-8b", sharding="zero2", hardware=HGX)
    assert unsharded.memory.gathered_layers_gb == 0.0
    assert unsharded.memory.memory_per_gpu_gb.overhead == pytest.approx(2.0)


def test_sharding_divides_by_all_gpus_across_nodes(run_plan: PlanFn) -> None:
    one = run_plan(model="llama-3.1-70b", hardware={"server": "8x-h200-nvl"})
    two = run_plan(model="llama-3.1-70b", hardware={"server": "8x-h200-nvl", "nodes": 2})
    assert two.gpu_count == 16
    assert sum(states(two)) == pytest.approx(sum(states(one)) / 2)
    assert two.time.train_seconds == pytest.approx(one.time.train_seconds / 2)
    assert "network" in two.communication.slowest_link
    assert (
        two.communication.comm_seconds_per_micro_batch
        > one.communication.comm_seconds_per_micro_batch
    )


def test_offload_moves_the_optimizer_to_host_ram(run_plan: PlanFn) -> None:
    kept = run_plan(model="llama-3.1-8b", hardware=HGX, sharding="zero1")
    moved = run_plan(model="llama-3.1-8b", hardware=HGX, sharding="zero1", offload_optimizer=True)
    assert kept.memory.host_ram_gb == 0.0
    assert moved.memory.memory_per_gpu_gb.optimizer == 0.0
    assert moved.memory.host_ram_gb == pytest.approx(kept.memory.memory_per_gpu_gb.optimizer * 8)
    assert moved.memory.memory_per_gpu_gb.total == pytest.approx(
        kept.memory.memory_per_gpu_gb.total - kept.memory.memory_per_gpu_gb.optimizer
    )


def test_offload_beyond_server_ram_warns(run_plan: PlanFn) -> None:
    result = run_plan(
        model="llama-3.1-405b", hardware={"server": "8x-h200-nvl"}, offload_optimizer=True
    )
    assert result.memory.host_ram_gb > 2300
    assert "host_ram_short" in [w.code for w in result.warning_details]


def test_lora_trains_adapters_on_a_frozen_bf16_base(run_plan: PlanFn) -> None:
    result = run_plan(
        model="llama-3.1-8b",
        method="lora",
        sharding="none",
        lora_rank=8,
        lora_targets=["q_proj", "v_proj"],
        hardware={"gpu": "h100-sxm", "count": 1},
    )
    # q: 4096 -> 4096, v: 4096 -> 1024; r·(d_in + d_out) per layer, 32 layers
    adapters = 32 * 8 * ((4096 + 4096) + (4096 + 1024))
    assert result.params_trainable == adapters
    w, g, o = states(result)
    assert w == pytest.approx((2 * P8B + 2 * adapters) / 1e9)
    assert (g, o) == pytest.approx((2 * adapters / 1e9, 12 * adapters / 1e9))
    assert result.storage.checkpoint_gb == pytest.approx(14 * adapters / 1e9)


def test_lora_base_is_sharded_only_under_zero3(run_plan: PlanFn) -> None:
    zero2 = run_plan(model="llama-3.1-70b", method="lora", sharding="zero2", hardware=HGX)
    zero3 = run_plan(model="llama-3.1-70b", method="lora", sharding="zero3", hardware=HGX)
    assert zero2.memory.memory_per_gpu_gb.weights == pytest.approx(141.1, rel=0.01)
    assert zero3.memory.memory_per_gpu_gb.weights == pytest.approx(17.6, rel=0.01)  # seed 003: 17.5


def test_qlora_base_is_a_quarter_of_lora_plus_16bit_embeddings(run_plan: PlanFn) -> None:
    kw = {"model": "llama-3.1-8b", "sharding": "none", "hardware": {"gpu": "h100-sxm", "count": 1}}
    lora, qlora = run_plan(method="lora", **kw), run_plan(method="qlora", **kw)
    embed_and_head = 2 * 128_256 * 4096
    quantized = P8B - embed_and_head
    adapter_w = 2 * qlora.params_trainable
    expected = quantized * (0.5 + 0.127 / 8) + 2 * embed_and_head + adapter_w
    assert qlora.memory.memory_per_gpu_gb.weights == pytest.approx(expected / 1e9)
    assert qlora.memory.memory_per_gpu_gb.weights < lora.memory.memory_per_gpu_gb.weights / 2.5
    assert "qlora_slower" in [w.code for w in qlora.warning_details]


def test_unknown_lora_target_names_the_field(run_plan: PlanFn) -> None:
    with pytest.raises(PlanError, match="lora_targets"):
        run_plan(method="lora", lora_targets=["qkv_weird"])


def test_checkpointing_orders_activation_memory(run_plan: PlanFn) -> None:
    acts = {
        mode: run_plan(
            model="llama-3.1-8b", activation_checkpointing=mode
        ).memory.memory_per_gpu_gb.activations
        for mode in ("none", "selective", "full")
    }
    assert acts["none"] > acts["selective"] > acts["full"] > 0


@pytest.mark.parametrize("mode", ["none", "selective", "full"])
def test_activations_and_logits_are_linear_in_tokens(run_plan: PlanFn, mode: str) -> None:
    one = run_plan(activation_checkpointing=mode, seq_len=4096, micro_batch=1)
    four = run_plan(activation_checkpointing=mode, seq_len=8192, micro_batch=2)
    assert four.memory.memory_per_gpu_gb.activations == pytest.approx(
        4 * one.memory.memory_per_gpu_gb.activations
    )
    assert four.memory.memory_per_gpu_gb.logits == pytest.approx(
        4 * one.memory.memory_per_gpu_gb.logits
    )


def test_chunked_loss_divides_the_logits(run_plan: PlanFn) -> None:
    plain = run_plan(chunked_loss=False)
    chunked = run_plan(chunked_loss=True)
    assert chunked.memory.memory_per_gpu_gb.logits == pytest.approx(
        plain.memory.memory_per_gpu_gb.logits / 8
    )


# a dense model, a larger one under full checkpointing, a mixture of experts
LIMIT_CASES = [
    ("llama-3.1-8b", "adamw", "selective"),
    ("qwen2.5-32b", "adamw", "full"),
    ("mixtral-8x7b", "adamw-8bit", "full"),
]


@pytest.mark.parametrize(("model", "optimizer", "checkpointing"), LIMIT_CASES)
def test_longest_sequence_and_largest_micro_batch_are_exact_limits(
    run_plan: PlanFn, model: str, optimizer: str, checkpointing: str
) -> None:
    base = {
        "model": model,
        "optimizer": optimizer,
        "activation_checkpointing": checkpointing,
        "hardware": {"server": "8x-rtx-pro-6000-server"},
        "chunked_loss": True,
    }
    result = run_plan(seq_len=1024, micro_batch=2, **base)
    longest = result.memory.max_seq_len_that_fits
    assert longest > 0
    assert run_plan(seq_len=longest, micro_batch=2, **base).memory.fits
    assert not run_plan(seq_len=longest + 1, micro_batch=2, **base).memory.fits
    largest = result.memory.max_micro_batch_that_fits
    assert run_plan(seq_len=1024, micro_batch=largest, **base).memory.fits
    assert not run_plan(seq_len=1024, micro_batch=largest + 1, **base).memory.fits


def test_longest_sequence_is_capped_at_the_model_positions(run_plan: PlanFn) -> None:
    result = run_plan(
        model="gpt2-124m", hardware={"gpu": "b200", "count": 1}, seq_len=512, sharding="none"
    )
    assert result.memory.max_seq_len_that_fits == 1024


def test_nothing_fits_gives_zero_limits_and_a_warning(run_plan: PlanFn) -> None:
    result = run_plan(
        model="llama-3.1-70b", sharding="none", hardware={"gpu": "rtx-4090", "count": 1}
    )
    assert result.memory.fit_status == "does_not_fit" and not result.memory.fits
    assert result.memory.memory_per_gpu_gb.free < 0
    assert result.memory.max_seq_len_that_fits == 0 and result.memory.max_micro_batch_that_fits == 0
    assert "does_not_fit" in [w.code for w in result.warning_details]


def test_fit_status_thresholds() -> None:
    assert fit_status(80.0, 100.0) == "fits"
    assert fit_status(95.0, 100.0) == "tight"
    assert fit_status(100.0, 100.0) == "tight"
    assert fit_status(100.5, 100.0) == "does_not_fit"


def test_moe_computes_with_active_and_stores_all_parameters(run_plan: PlanFn) -> None:
    result = run_plan(model="mixtral-8x7b", hardware=HGX, sharding="zero3")
    assert result.params_active == pytest.approx(12.9e9, rel=0.01)
    assert result.time.flops == pytest.approx(6 * result.params_active * 1e10)
    assert sum(states(result)) == pytest.approx(16 * result.params_total / 8 / 1e9)
    assert "moe" in [w.code for w in result.warning_details]


def test_single_gpu_has_no_traffic(run_plan: PlanFn) -> None:
    result = run_plan(hardware={"gpu": "h100-sxm", "count": 1}, sharding="zero3")
    assert result.communication.comm_seconds_per_micro_batch == 0.0
    assert result.memory.gathered_layers_gb == 0.0


def test_bare_gpus_use_nvlink_when_they_have_it(run_plan: PlanFn) -> None:
    assert "NVLink" in run_plan(hardware={"gpu": "h100-sxm", "count": 8}).communication.slowest_link
    assert "PCIe" in run_plan(hardware={"gpu": "h100-sxm", "count": 16}).communication.slowest_link
    assert "PCIe" in run_plan(hardware={"gpu": "rtx-4090", "count": 4}).communication.slowest_link


def test_bare_nvl_cards_cross_pcie_beyond_their_bridge(run_plan: PlanFn) -> None:
    # seed 000: 8x H200 NVL are two 4-way NVLink domains; sharding over all 8 goes over PCIe
    assert "NVLink" in run_plan(hardware={"gpu": "h200-nvl", "count": 4}).communication.slowest_link
    eight = run_plan(hardware={"gpu": "h200-nvl", "count": 8}, model="llama-3.1-8b")
    assert "PCIe" in eight.communication.slowest_link
    assert eight.communication.comm_seconds_per_micro_batch == pytest.approx(0.66, rel=0.03)


def test_ddp_all_reduces_gradients(run_plan: PlanFn) -> None:
    result = run_plan(model="llama-3.1-8b", hardware=HGX, sharding="zero1")
    assert result.communication.comm_bytes_per_micro_batch_gb == pytest.approx(
        2 * 2 * P8B * 7 / 8 / 1e9
    )


def test_pue_replaces_the_facility_overhead(run_plan: PlanFn) -> None:
    result = run_plan(hardware={"server": "8x-h200-nvl"}, costs={"pue": 1.4})
    assert result.energy.avg_power_kw == pytest.approx((8 * 600 + 2 * 360) * 1.4 / 1000)


def test_money_and_co2_follow_the_energy(run_plan: PlanFn) -> None:
    result = run_plan(
        hardware={"server": "hgx-8x-h100"},
        costs={"electricity_price_per_kwh": 0.3, "grid_gco2_per_kwh": 400},
    )
    assert result.energy.electricity_cost == pytest.approx(result.energy.energy_kwh * 0.3)
    assert result.energy.co2_kg == pytest.approx(result.energy.energy_kwh * 0.4)
    months = result.time.train_seconds / (30.44 * 86_400)
    assert result.energy.rental_months == pytest.approx(months)
    # the shipped book: 8x H100 at Lambda's $3.99 per GPU-hour × 8, pro rata
    hours = result.time.train_seconds / 3600
    assert result.energy.rental_cost == pytest.approx(hours * 8 * 3.99)
    assert result.energy.rental_currency == "USD"
    seed = plan(
        Scenario.model_validate({"framework": "reference", "hardware": {"server": "hgx-8x-h100"}}),
        prices=seed003_prices(),
    )
    assert seed.energy.rental_cost == pytest.approx(months * 16_900)  # seed 003: 8x H100
    own = run_plan(
        hardware={"server": "hgx-8x-h100"},
        costs={"rental_price_per_gpu_month": 1000, "currency": "EUR"},
    )
    assert own.energy.rental_cost == pytest.approx(months * 8 * 1000)
    assert own.energy.rental_currency == "EUR"


def test_epochs_multiply_compute_but_not_token_storage(run_plan: PlanFn) -> None:
    one, three = run_plan(tokens=1e9), run_plan(tokens=1e9, epochs=3)
    assert three.time.flops == pytest.approx(3 * one.time.flops)
    assert three.storage.token_storage_gb == one.storage.token_storage_gb
    assert three.storage.tokens_per_param == pytest.approx(3 * one.storage.tokens_per_param)


def test_timeline_phases(run_plan: PlanFn) -> None:
    result = run_plan(timeline={"corpus_bytes": 40e9, "prep_mb_per_second": 20})
    phases = {p.key: p for p in result.phases}
    assert list(phases) == ["data_prep", "pilot", "training", "checkpoints", "evaluation"]
    assert phases["data_prep"].seconds_optimistic == pytest.approx(2000.0)
    assert phases["training"].seconds_optimistic == pytest.approx(
        result.time.train_seconds_optimistic
    )
    assert phases["training"].seconds_conservative == pytest.approx(
        2 * phases["training"].seconds_optimistic
    )
    assert phases["pilot"].seconds_optimistic == pytest.approx(0.01 * result.time.train_seconds)
    assert phases["evaluation"].seconds_optimistic == pytest.approx(
        0.02 * result.time.train_seconds
    )
    writes = int(result.time.train_seconds // (6 * 3600)) + 1
    assert phases["checkpoints"].seconds_optimistic == pytest.approx(
        writes * result.storage.checkpoint_gb / 2.0
    )


def test_candidates_follow_the_main_hardware(catalog) -> None:
    scenario = Scenario(
        hardware={"server": "8x-h200-nvl"},
        candidates=[{"server": "hgx-8x-b200"}, {"gpu": "h100-sxm", "count": 4}],
    )
    results = plan_candidates(scenario, catalog)
    assert [r.gpu_count for r in results] == [8, 8, 4]
    assert results[0] == plan(scenario, catalog)
    assert "B200" in results[1].gpu_name


def test_custom_gpu_from_the_scenario(catalog) -> None:
    custom = catalog.gpu("h100-sxm").model_copy(
        update={"id": "my-card", "name": "My card", "memory_gb": 200.0}
    )
    scenario = Scenario(
        framework="reference", hardware={"gpu": "my-card", "count": 2}, custom_gpus=[custom]
    )
    result = plan(scenario, catalog)
    assert result.gpu_name == "My card" and result.memory.memory_per_gpu_gb.capacity == 200.0


def test_inline_architecture(catalog) -> None:
    arch = catalog.model("llama-3.1-8b").model_copy(update={"id": "mine", "num_layers": 16})
    result = plan(Scenario(model=arch), catalog)
    assert result.params_total < plan(Scenario(model="llama-3.1-8b"), catalog).params_total


def figure_keys(result: PlanResult) -> list[str]:
    """Every number of the plan, by its `--json` key: the counts and each sub-result's
    numeric fields (the memory breakdown field by field)."""
    keys = ["params_total", "params_active", "params_trainable"]
    for part in (result.time, result.memory, result.communication, result.energy, result.storage):
        for name, field in type(part).model_fields.items():
            if field.exclude:  # typed parts of a figure (its explanation names them too)
                continue
            if field.annotation is MemoryBreakdown:
                keys += [
                    f"{name}.{k}" for k, f in MemoryBreakdown.model_fields.items() if not f.exclude
                ]
            elif field.annotation in (float, int, bool, float | None):
                keys.append(name)
    return keys


@pytest.mark.parametrize("method", ["full", "lora", "qlora"])
def test_every_figure_is_explained(run_plan: PlanFn, method: str) -> None:
    result = run_plan(method=method)
    keys = figure_keys(result)
    numbers = {k for k, v in result.to_json_dict().items() if isinstance(v, int | float)}
    assert numbers - {"gpu_count"} <= set(keys)
    assert {"fits", "host_ram_gb", "checkpoint_gb"} <= numbers
    for key in keys:
        explanation = result.explanations[key]
        assert explanation.formula and explanation.label, key
    # the explained value is the value shown
    assert result.explanations["train_seconds"].value == result.time.train_seconds
    assert result.explanations["memory_per_gpu_gb.weights"].value == pytest.approx(
        result.memory.memory_per_gpu_gb.weights
    )
    assert "Korthikanti" in result.explanations["memory_per_gpu_gb.activations"].source


def test_bare_gpus_count_cpus_only_when_given(run_plan: PlanFn) -> None:
    bare = run_plan(hardware={"gpu": "h200-nvl", "count": 8})
    assert bare.energy.avg_power_kw == pytest.approx(8 * 600 * 1.15 / 1000)
    assert "CPUs counted as 0" in bare.explanations["avg_power_kw"].source
    given = run_plan(hardware={"gpu": "h200-nvl", "count": 8, "cpu_count": 2, "cpu_tdp_w": 360})
    server = run_plan(hardware={"server": "8x-h200-nvl"})
    assert given.energy.avg_power_kw == pytest.approx(server.energy.avg_power_kw)
