"""The serving plan against figures worked out by hand from the architecture, the card and
the seeds: 70B at FP8 on one H200 (seed 003), the merge's ~140 GB of host RAM (seed 003), a
125M model at 4 bits under 100 MB (seed 002), Llama 3's KV cache per token (GQA, 8 KV heads)."""

from __future__ import annotations

from typing import Any

import pytest

from llmplan.catalog.load import Catalog
from llmplan.core.model.params import count_parameters
from llmplan.core.scenario import Scenario
from llmplan.core.serving.plan import plan_serving
from llmplan.core.serving.result import ServingCandidate, ServingPlan
from llmplan.units import GIB


def serve(catalog: Catalog, serving: dict[str, Any], **fields: Any) -> ServingPlan:
    return plan_serving(Scenario.model_validate({**fields, "serving": serving}), catalog, {})


def candidate(result: ServingPlan, hardware: str) -> ServingCandidate:
    return next(c for c in result.candidates if c.hardware == hardware)


def on_gpu(catalog: Catalog, model: str, gpu: str, **serving: Any) -> ServingCandidate:
    """The candidate of one `gpu` card serving `model` (the serving section as keywords)."""
    return candidate(serve(catalog, serving, model=model, hardware={"gpu": gpu}), f"1x-{gpu}")


def on_server(catalog: Catalog, model: str, server: str, concurrency: int) -> ServingPlan:
    """The model at bf16 on a server, `concurrency` requests at once."""
    serving = {"precision": "bf16", "concurrency": concurrency}
    return serve(catalog, serving, model=model, hardware={"server": server})


@pytest.mark.parametrize(("model", "layers"), [("llama-3.1-8b", 32), ("llama-3.1-70b", 80)])
@pytest.mark.parametrize(("kv", "element_bytes"), [("bf16", 2), ("fp8", 1)])
def test_kv_cache_per_token_is_layers_kv_heads_head_size_k_and_v(
    catalog: Catalog, model: str, layers: int, kv: str, element_bytes: int
) -> None:
    # Llama 3: grouped-query attention, 8 KV heads of 128; K and V each
    expected = layers * 8 * 128 * 2 * element_bytes
    result = serve(catalog, {"kv_cache_precision": kv}, model=model)
    assert {c.kv_cache_bytes_per_token for c in result.candidates if c.kind != "cpu"} == {expected}
    assert expected == (131_072 if model == "llama-3.1-8b" else 327_680) // (2 // element_bytes)


def test_70b_at_fp8_fits_one_h200_with_8k_context_and_16_requests(catalog: Catalog) -> None:
    serving = {"precision": "fp8", "context": 8192, "concurrency": 16}
    h200 = on_gpu(catalog, "llama-3.1-70b", "h200-sxm", **serving)
    arch = catalog.model("llama-3.1-70b")
    count = count_parameters(arch)
    sixteen_bit = count.embedding + count.lm_head  # vLLM leaves these unquantised
    weights = (count.total - sixteen_bit) * 1 + sixteen_bit * 2
    assert h200.weights_gib * GIB == pytest.approx(weights, rel=0.01)
    assert 67 < h200.weights_gib < 68.5  # vLLM logs "Loading model weights took 67.72 GB"
    # 90 % of the card less the weights, less 1-4 GiB of working memory, in 8K requests
    per_request = 327_680 * 8192
    budget = catalog.gpu("h200-sxm").usable_memory_bytes * 0.9 - weights
    assert (budget - 4 * GIB) // per_request <= h200.max_concurrency <= budget // per_request
    assert h200.fits and h200.max_concurrency >= 16
    # the same at bf16 (141 GB of weights) does not fit the card at all
    bf16 = on_gpu(catalog, "llama-3.1-70b", "h200-sxm", **{**serving, "precision": "bf16"})
    assert not bf16.fits
    assert bf16.max_concurrency == 0


def test_fp8_kv_cache_holds_about_twice_the_requests(catalog: Catalog) -> None:
    both = [
        on_gpu(
            catalog, "llama-3.1-70b", "h200-sxm", precision="fp8", kv_cache_precision=kv
        ).max_concurrency
        for kv in ("bf16", "fp8")
    ]
    assert both[1] == pytest.approx(2 * both[0], abs=2)


def test_merge_needs_the_bf16_base_in_host_ram(catalog: Catalog) -> None:
    # seed 003: merge_and_unload() needs the base in BF16, about 140 GB, in the 225 GB of
    # the 1x H100 server
    result = serve(
        catalog, {}, model="llama-3.1-70b", method="qlora", hardware={"server": "1x-h100"}
    )
    assert result.merge.needed
    assert result.merge.host_ram_gib * GIB == pytest.approx(70.55e9 * 2, rel=0.01)
    assert result.merge.fits_host_ram is True
    unmerged = serve(catalog, {"adapters": 4}, model="llama-3.1-70b", method="qlora")
    assert not unmerged.merge.needed


def test_a_125m_model_at_4_bits_is_under_100_mb_on_a_cpu(catalog: Catalog) -> None:
    # seed 002: 125M parameters quantised to 4 bits take under 100 MB and run on a CPU
    result = serve(
        catalog,
        {"precision": "gguf_q4_k_m", "context": 2048, "concurrency": 1},
        model="scratch-125m",
        hardware={"gpu": "rtx-4090"},
    )
    cpu = candidate(result, "cpu")
    weights = cpu.weights_gib * GIB
    assert 125e6 * 4 / 8 < weights < 100e6
    assert cpu.fits and cpu.engine == "llama.cpp"
    assert cpu.decode_tokens_per_second is not None
    # the laptop reads the weights once per token: at most its bandwidth / the weights
    assert cpu.decode_tokens_per_second.p90 < 89.6e9 / weights


def test_decode_at_one_request_is_bandwidth_bound(catalog: Catalog) -> None:
    h100 = on_gpu(
        catalog,
        "llama-3.1-8b",
        "h100-sxm",
        precision="bf16",
        concurrency=1,
        prompt_tokens=128,
        output_tokens=128,
        context=4096,
    )
    assert h100.decode_tokens_per_second is not None
    ceiling = 3.35e12 / (h100.weights_gib * GIB)  # every weight read once per token
    assert h100.decode_tokens_per_second.p90 < ceiling
    assert h100.decode_tokens_per_second.p50 == pytest.approx(0.65 * ceiling, rel=0.05)
    band = h100.decode_tokens_per_second
    assert band.p10 < band.p50 < band.p90


def test_time_to_first_token_is_prefill_flops_over_the_peak(catalog: Catalog) -> None:
    h100 = on_gpu(
        catalog, "llama-3.1-8b", "h100-sxm", precision="bf16", prompt_tokens=2048, concurrency=1
    )
    ttft = h100.time_to_first_token_seconds
    assert ttft is not None
    # every weight but the input embedding (a lookup) multiplies each prompt token; the
    # attention term adds a few per cent at 2K
    matmul = count_parameters(catalog.model("llama-3.1-8b")).active_without_embedding
    flops = 2 * matmul * 2048
    assert flops / (989.4e12 * 0.65) < ttft.p10 < ttft.p90 < 1.3 * flops / (989.4e12 * 0.30)


def test_a_server_serves_copies_side_by_side(catalog: Catalog) -> None:
    result = on_server(catalog, "llama-3.1-8b", "8x-h200-nvl", concurrency=32)
    server = candidate(result, "8x-h200-nvl")
    one = candidate(result, "1x-h200-nvl")
    assert (server.tensor_parallel, server.replicas) == (1, 8)
    assert server.max_concurrency == 8 * one.max_concurrency
    assert server.requests_per_day is not None and one.requests_per_day is not None
    assert server.requests_per_day.p50 > 4 * one.requests_per_day.p50
    assert server.kwh_per_million_tokens is not None
    # electricity: kW × hours per million tokens
    assert server.power_kw == pytest.approx((8 * 600 + 2 * 360) * 1.15 / 1000)


def test_70b_bf16_spans_cards_of_a_server(catalog: Catalog) -> None:
    result = on_server(catalog, "llama-3.1-70b", "8x-h200-nvl", concurrency=8)
    server = candidate(result, "8x-h200-nvl")
    assert server.tensor_parallel == 2 and server.replicas == 4 and server.fits


def test_a_rented_server_prices_its_tokens(catalog: Catalog) -> None:
    from llmplan.catalog.load import load_prices

    scenario = Scenario.model_validate(
        {"model": "llama-3.1-8b", "hardware": {"server": "1x-h200"}, "serving": {}}
    )
    result = plan_serving(scenario, catalog, load_prices())
    rented = candidate(result, "1x-h200")
    assert rented.hardware_cost_per_hour is not None and rented.kwh_per_million_tokens
    assert rented.cost_per_million_tokens is not None
    electricity = rented.electricity_per_million_tokens
    assert electricity is not None
    assert electricity.p50 == pytest.approx(rented.kwh_per_million_tokens.p50 * 0.25)
    # the rent of an hour over the tokens of an hour, beside the electricity
    assert rented.requests_per_day is not None
    tokens_per_hour = rented.requests_per_day.p50 * 256 / 24
    rent = rented.hardware_cost_per_hour / tokens_per_hour * 1e6
    assert rented.cost_per_million_tokens.p50 == pytest.approx(rent + electricity.p50)
    band = rented.cost_per_million_tokens
    assert band.p10 < band.p50 < band.p90


def test_each_engine_gets_the_kv_format_it_has(catalog: Catalog) -> None:
    # llama.cpp has no FP8 cache: q8_0, 8.5 bits an element; vLLM no q4_0: FP8, 8 bits
    llama_cpp = on_gpu(
        catalog, "llama-3.1-8b", "rtx-4090", precision="gguf_q4_k_m", kv_cache_precision="fp8"
    )
    assert llama_cpp.kv_cache_bytes_per_token == 32 * 8 * 128 * 2 * 8.5 / 8
    vllm = on_gpu(catalog, "llama-3.1-8b", "rtx-4090", precision="fp8", kv_cache_precision="q4_0")
    assert vllm.kv_cache_bytes_per_token == 32 * 8 * 128 * 2


def test_quantising_for_serving_time_and_calibration(catalog: Catalog) -> None:
    # GPTQ: OPT-175B in about four GPU-hours, calibrated on 128 segments of 2,048 tokens
    gptq = serve(catalog, {"precision": "int4_gptq"}, model="llama-3.1-70b", method="qlora")
    assert gptq.merge.quantise_seconds == pytest.approx(4 * 3600 * 70.55e9 / 175e9, rel=0.01)
    assert gptq.merge.calibration_tokens == 128 * 2048
    fp8 = serve(catalog, {"precision": "fp8"}, model="llama-3.1-70b", method="qlora")
    assert fp8.merge.calibration_tokens == 0
    assert 0 < fp8.merge.quantise_seconds < gptq.merge.quantise_seconds
    bf16 = serve(catalog, {"precision": "bf16"}, model="llama-3.1-70b", method="qlora")
    assert bf16.merge.quantise_seconds == 0


@pytest.mark.parametrize("method", ["full", "qlora"])
def test_every_model_and_format_plans_at_the_limits(catalog: Catalog, method: str) -> None:
    """No catalogue model, format or extreme serving input breaks the plan: finite figures,
    bands in order (DeepSeek's MLA, GPT-2's own projection names, MoE included)."""
    from llmplan.commands.plan import finite_json
    from llmplan.core.serving_inputs import SERVING_PRECISIONS

    for model in catalog.models:
        for precision in SERVING_PRECISIONS:
            for context, concurrency in ((1, 1), (10_000_000, 1_000_000)):
                result = serve(
                    catalog,
                    {
                        "precision": precision,
                        "context": context,
                        "concurrency": concurrency,
                        "prompt_tokens": 10_000_000,
                        "adapters": 10_000,
                    },
                    model=model,
                    method=method,
                    candidates=[{"gpu": "rtx-4090", "count": 3}],
                )
                finite_json(result.to_json_dict())  # raises on a NaN or an infinity
                for c in result.candidates:
                    for band in (c.time_to_first_token_seconds, c.decode_tokens_per_second):
                        assert band is None or band.p10 <= band.p50 <= band.p90
