"""Every row of the table "Figures the core must reproduce" (docs/calculation-model.md).

Tolerance 5 % unless the seed is exact. The activation row is in binary units, as the seed
itself counts there ("8,192 bf16 values (16 KB)" is 16 KiB): 25 MiB per token, 200 GiB per
8,192 tokens (in decimal units our figures are 26.6 MB / 218 GB; see activations.py).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from llmplan.core.model.activations import layer_activations
from llmplan.core.result import PlanResult
from llmplan.core.stacks.run_time import training_flops

PlanFn = Callable[..., PlanResult]


@pytest.fixture
def run_plan(run_plan: PlanFn) -> PlanFn:
    """The seeds describe the idealised trainer: every figure here is planned under the
    `reference` framework (the other profiles model what real stacks keep on top)."""

    def _run(**fields: object) -> PlanResult:
        return run_plan(**{"framework": "reference", **fields})

    return _run


HOUR, DAY = 3600.0, 86_400.0
REL = 0.05

H200_NVL_8 = {"gpu": "h200-nvl", "count": 8}
RTX_PRO_8 = {"gpu": "rtx-pro-6000-server", "count": 8}


def model_states_gb(result: PlanResult) -> float:
    """Weights + gradients + optimizer per GPU: what the seeds call the sharded states."""
    m = result.memory.memory_per_gpu_gb
    return m.weights + m.gradients + m.optimizer


def approx(expected: float, rel: float = REL) -> object:
    return pytest.approx(expected, rel=rel)


def test_six_n_d_for_8b_on_10b_tokens(run_plan: PlanFn) -> None:
    result = run_plan(model="llama-3.1-8b", tokens=1e10, hardware=H200_NVL_8)
    assert result.params_total == approx(8.03e9, 0.005)
    assert result.time.flops == approx(4.8e20, 0.01)


@pytest.mark.parametrize(
    ("tokens", "optimistic_h", "conservative_h"),
    [(1e10, 2.1 * 24, 4.2 * 24), (1e10, 50.0, 100.0), (1e9, 5.0, 10.0)],
)
def test_8b_on_8x_h200_nvl(
    run_plan: PlanFn, tokens: float, optimistic_h: float, conservative_h: float
) -> None:
    result = run_plan(model="llama-3.1-8b", tokens=tokens, hardware=H200_NVL_8, mfu=0.4)
    assert result.time.train_seconds / HOUR == approx(optimistic_h)
    assert result.time.train_seconds_optimistic / HOUR == approx(optimistic_h)
    assert result.time.train_seconds_conservative / HOUR == approx(conservative_h)


def test_8b_on_8x_rtx_pro_6000_one_billion_tokens(run_plan: PlanFn) -> None:
    result = run_plan(model="llama-3.1-8b", tokens=1e9, hardware=RTX_PRO_8)
    assert result.time.train_seconds_optimistic / HOUR == approx(8.3)
    assert result.time.train_seconds_conservative / HOUR == approx(16.6)
    assert "upper_bound_tflops" in [w.code for w in result.warning_details]


def test_8b_on_8x_rtx_pro_6000_ten_billion_tokens(run_plan: PlanFn) -> None:
    result = run_plan(model="llama-3.1-8b", tokens=1e10, hardware=RTX_PRO_8, mfu=0.4)
    assert result.time.train_days == approx(3.5)


@pytest.mark.parametrize(("model", "days"), [("qwen2.5-32b", 8.5), ("llama-3.1-70b", 18.0)])
def test_bigger_models_on_8x_h200_nvl(run_plan: PlanFn, model: str, days: float) -> None:
    result = run_plan(model=model, tokens=1e10, hardware=H200_NVL_8, mfu=0.4)
    assert result.time.train_days == approx(days)


@pytest.mark.parametrize("method", ["lora", "qlora"])
def test_frozen_base_takes_two_thirds_of_the_time(run_plan: PlanFn, method: str) -> None:
    full = run_plan(model="llama-3.1-8b", hardware=H200_NVL_8)
    frozen = run_plan(model="llama-3.1-8b", hardware=H200_NVL_8, method=method)
    assert frozen.time.train_seconds / full.time.train_seconds == pytest.approx(2 / 3, rel=1e-9)


@pytest.mark.parametrize(("hardware", "free_gb"), [(RTX_PRO_8, 80.0), (H200_NVL_8, 125.0)])
def test_zero3_free_per_card_for_8b(run_plan: PlanFn, hardware: dict, free_gb: float) -> None:
    result = run_plan(model="llama-3.1-8b", hardware=hardware, sharding="zero3")
    assert model_states_gb(result) == approx(16 * 8.03 / 8, 0.005)
    assert result.memory.memory_per_gpu_gb.capacity - model_states_gb(result) == approx(free_gb)


def test_32b_on_8x_96gb_leaves_30gb(run_plan: PlanFn) -> None:
    result = run_plan(model="qwen2.5-32b", hardware=RTX_PRO_8, sharding="zero3")
    assert result.memory.memory_per_gpu_gb.capacity - model_states_gb(result) == approx(30.0)


def test_70b_with_8bit_adam_on_8x_96gb_leaves_7_8gb(run_plan: PlanFn) -> None:
    result = run_plan(
        model="llama-3.1-70b", hardware=RTX_PRO_8, sharding="zero3", optimizer="adamw-8bit"
    )
    assert model_states_gb(result) == approx(10 * 70.55 / 8, 0.005)
    assert result.memory.memory_per_gpu_gb.capacity - model_states_gb(result) == approx(7.8)


@pytest.mark.parametrize("server", ["8x-rtx-pro-6000-server", "8x-h200-nvl"])
def test_sharded_step_traffic_over_pcie(run_plan: PlanFn, server: str) -> None:
    # the H200 NVL server has two 4-GPU NVLink domains joined by PCIe (seed 000)
    result = run_plan(model="llama-3.1-8b", hardware={"server": server}, sharding="zero3")
    assert result.communication.comm_bytes_per_micro_batch_gb == approx(42.0)
    assert result.communication.comm_seconds_per_micro_batch == approx(0.66)
    assert "PCIe" in result.communication.slowest_link


def test_compute_per_micro_batch_of_16k_tokens(run_plan: PlanFn) -> None:
    result = run_plan(
        model="llama-3.1-8b", hardware=RTX_PRO_8, seq_len=16_384, micro_batch=1, mfu=0.4
    )
    assert result.communication.compute_seconds_per_micro_batch == approx(3.9)


def test_power_and_energy_of_the_8x_h200_nvl_server(run_plan: PlanFn) -> None:
    result = run_plan(model="llama-3.1-8b", tokens=1e10, hardware={"server": "8x-h200-nvl"})
    assert result.energy.avg_power_kw == approx(6.3)
    assert result.energy.avg_power_kw == pytest.approx((8 * 600 + 2 * 360) * 1.15 / 1000)
    assert result.time.train_seconds / HOUR == approx(50.0)
    assert result.energy.energy_kwh == approx(315.0)


def test_pages_equivalent(run_plan: PlanFn) -> None:
    assert run_plan(tokens=200_000).storage.pages_equivalent == pytest.approx(500)
    assert run_plan(tokens=1e10).storage.pages_equivalent == pytest.approx(25e6)


def test_token_id_storage(run_plan: PlanFn) -> None:
    llama = run_plan(model="llama-3.1-8b", tokens=1e10)  # vocab 128,256 -> 4 bytes
    assert llama.storage.token_storage_gb == pytest.approx(40.0)
    gpt2 = run_plan(model="gpt2-124m", tokens=1e10, hardware={"gpu": "rtx-4090", "count": 1})
    assert gpt2.storage.token_storage_gb == pytest.approx(20.0)  # vocab 50,257 -> 2 bytes


def test_resumable_checkpoint_of_8b(run_plan: PlanFn) -> None:
    assert run_plan(model="llama-3.1-8b").storage.checkpoint_gb == approx(112.0, 0.01)


@pytest.mark.parametrize(
    ("optimizer", "total_tb", "per_card_gb"),
    [("adamw", 1.12, 140.0), ("adamw-fp32-grads", 1.4, 175.0)],
)
def test_70b_full_fine_tune_states(
    run_plan: PlanFn, optimizer: str, total_tb: float, per_card_gb: float
) -> None:
    unsharded = run_plan(
        model="llama-3.1-70b",
        optimizer=optimizer,
        sharding="none",
        hardware={"gpu": "b200", "count": 1},
    )
    assert model_states_gb(unsharded) / 1000 == approx(total_tb)
    sharded = run_plan(
        model="llama-3.1-70b",
        optimizer=optimizer,
        sharding="zero3",
        hardware={"server": "hgx-8x-h200"},
    )
    assert model_states_gb(sharded) == approx(per_card_gb)


def test_70b_optimizer_offloaded_to_host(run_plan: PlanFn) -> None:
    result = run_plan(
        model="llama-3.1-70b",
        hardware={"server": "8x-h200-nvl"},
        sharding="zero3",
        offload_optimizer=True,
    )
    assert result.memory.host_ram_gb == approx(840.0)
    assert result.memory.memory_per_gpu_gb.optimizer == 0.0


# the seed's Llama 3.1 70B figures are for one sequence of 8,192 tokens
SEVENTY_B_ONE_8K_SEQUENCE = {"model": "llama-3.1-70b", "seq_len": 8192, "micro_batch": 1}


def test_70b_activations_without_checkpointing(run_plan: PlanFn, catalog) -> None:
    arch = catalog.model("llama-3.1-70b")
    per_token = layer_activations(arch).stored_per_token("none", arch.num_layers)
    assert per_token / 2**20 == approx(25.0, 0.02)  # the seed's MB read as MiB
    result = run_plan(
        **SEVENTY_B_ONE_8K_SEQUENCE,
        activation_checkpointing="none",
        hardware={"server": "hgx-8x-h200"},
    )
    assert result.memory.memory_per_gpu_gb.activations * 1e9 / 2**30 == approx(200.0, 0.02)


def test_70b_with_full_checkpointing(run_plan: PlanFn, catalog) -> None:
    arch = catalog.model("llama-3.1-70b")
    layers = layer_activations(arch)
    assert layers.layer_input == 16_384  # 8,192 bf16 values per token per layer
    inputs_gb = 8192 * arch.num_layers * layers.layer_input / 1e9
    assert inputs_gb == approx(11.0)
    result = run_plan(
        **SEVENTY_B_ONE_8K_SEQUENCE,
        activation_checkpointing="full",
        hardware={"server": "hgx-8x-h200"},
    )
    working_set_gb = result.memory.memory_per_gpu_gb.activations - inputs_gb
    assert 1.0 < working_set_gb < 5.0  # "+ a few GB" for the recomputed layer


def test_logits_of_one_8k_sequence(run_plan: PlanFn) -> None:
    result = run_plan(**SEVENTY_B_ONE_8K_SEQUENCE)
    assert result.memory.memory_per_gpu_gb.logits == approx(4.2, 0.01)


def test_lora_rank_16_on_70b(run_plan: PlanFn) -> None:
    result = run_plan(
        model="llama-3.1-70b",
        method="lora",
        lora_rank=16,
        sharding="none",
        hardware={"server": "1x-b200"},
    )
    assert result.params_trainable == approx(207e6, 0.01)
    m = result.memory.memory_per_gpu_gb
    adapter_weights_gb = 2 * result.params_trainable / 1e9
    assert adapter_weights_gb + m.gradients + m.optimizer == approx(3.3)
    assert result.storage.lora_adapter_gb == approx(0.4)


def test_70b_lora_bf16_one_8k_sequence_totals_160gb(run_plan: PlanFn) -> None:
    result = run_plan(
        **SEVENTY_B_ONE_8K_SEQUENCE,
        method="lora",
        sharding="none",
        activation_checkpointing="full",
        hardware={"server": "1x-b200"},
    )
    assert result.memory.memory_per_gpu_gb.total == approx(160.0)


def test_70b_qlora_fits_one_h100(run_plan: PlanFn) -> None:
    result = run_plan(
        **SEVENTY_B_ONE_8K_SEQUENCE,
        method="qlora",
        sharding="none",
        activation_checkpointing="full",
        hardware={"gpu": "h100-sxm", "count": 1},
    )
    m = result.memory.memory_per_gpu_gb
    adapter_weights_gb = 2 * result.params_trainable / 1e9
    assert m.weights - adapter_weights_gb == approx(40.0)
    assert 3.0 <= adapter_weights_gb + m.gradients + m.optimizer <= 4.0
    assert m.activations == approx(14.0)
    assert result.memory.fits and m.capacity == 80.0


def test_15m_params_on_300m_tokens() -> None:
    assert training_flops(15e6, 300e6, frozen_base=False) == pytest.approx(2.7e16)


def test_measured_throughput_replaces_mfu(run_plan: PlanFn) -> None:
    result = run_plan(tokens=10e6, tokens_per_second=2000.0)
    assert result.time.train_seconds == pytest.approx(5000.0)
    assert result.time.train_seconds_conservative == pytest.approx(5000.0)


# Further figures from seed 003 that are not rows of the DESIGN table.


def test_70b_without_activations_lora_145gb_qlora_40_to_45gb(run_plan: PlanFn) -> None:
    kw = {"model": "llama-3.1-70b", "sharding": "none", "hardware": {"server": "1x-b200"}}
    lora, qlora = run_plan(method="lora", **kw), run_plan(method="qlora", **kw)
    assert model_states_gb(lora) == approx(145.0)
    assert 40.0 <= model_states_gb(qlora) <= 45.0


@pytest.mark.parametrize(
    ("server", "low", "high"),
    [
        ("hgx-8x-b200", 35.0, 45.0),  # "about 40 GB per GPU for activations and buffers"
        ("hgx-8x-b300", 100.0, 288.0),  # "much more than 100 GB per GPU"
    ],
)
def test_70b_full_fine_tune_room_left_on_b200_and_b300(
    run_plan: PlanFn, server: str, low: float, high: float
) -> None:
    result = run_plan(model="llama-3.1-70b", sharding="zero3", hardware={"server": server})
    assert low <= result.memory.memory_per_gpu_gb.capacity - model_states_gb(result) <= high


def test_70b_lora_base_sharded_over_8_gpus(run_plan: PlanFn) -> None:
    result = run_plan(
        model="llama-3.1-70b", method="lora", sharding="zero3", hardware={"server": "hgx-8x-h100"}
    )
    base_gb = result.memory.memory_per_gpu_gb.weights - 2 * result.params_trainable / 1e9 / 8
    assert base_gb == approx(17.5)
