"""`plan_serving(scenario, catalog)`: the serving plan of the scenario's trained model on
each candidate — the scenario's hardware and further candidates, one card of its kind, and
a laptop's CPU — and the merge of the adapter before it."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Final

from llmplan.catalog.load import Catalog, PriceBook
from llmplan.catalog.schema import ModelArch
from llmplan.core.explain import SRC_ASSUMPTION, SRC_SEED_000, explain
from llmplan.core.hardware import ResolvedHardware, hardware_choice, resolve_hardware
from llmplan.core.model.params import count_parameters
from llmplan.core.result import Explanation, HardwareChoice
from llmplan.core.scenario import Hardware, Scenario
from llmplan.core.serving import formats, memory, speed
from llmplan.core.serving.merge import adapter_parameters, plan_merge
from llmplan.core.serving.money import CandidatePrices, candidate_prices
from llmplan.core.serving.result import Percentiles, ServingCandidate, ServingPlan
from llmplan.core.serving_inputs import Serving, ServingPrecision
from llmplan.units import GIB, SECONDS_PER_DAY, SECONDS_PER_HOUR, TFLOPS


@dataclass(frozen=True)
class Laptop:
    """The CPU candidate: a consultant's laptop running llama.cpp (a planning assumption)."""

    name: str = "Laptop CPU (32 GB DDR5-5600, 8 cores)"
    ram_bytes: float = 32e9 * 0.8  # the system and other programs keep a fifth
    bandwidth_bytes_s: float = 2 * 5600e6 * 8  # two channels × 5600 MT/s × 8 bytes
    peak_flops: float = 8 * 2 * 2 * 8 * 4.0e9  # 8 cores × 2 FMA units × 2 × 8 fp32 lanes × 4 GHz
    power_w: float = 45.0


LAPTOP: Final = Laptop()


def plan_serving(
    scenario: Scenario, catalog: Catalog, prices: PriceBook | None = None
) -> ServingPlan:
    serving = scenario.serving or Serving()
    catalog = catalog.with_custom(scenario.custom_gpus, scenario.custom_servers)
    arch = (
        scenario.model if isinstance(scenario.model, ModelArch) else catalog.model(scenario.model)
    )
    candidates = [
        _gpu_candidate(scenario, serving, arch, resolve_hardware(hw, catalog), hw, prices)
        for hw in _hardware_choices(scenario, catalog)
    ]
    candidates.append(_cpu_candidate(scenario, serving, arch))
    training_hw = resolve_hardware(scenario.hardware, catalog)
    return ServingPlan(
        model=arch.id,
        model_name=arch.name,
        precision=serving.precision,
        kv_cache_precision=serving.kv_cache_precision,
        context=serving.context,
        concurrency=serving.concurrency,
        candidates=tuple(candidates),
        merge=plan_merge(scenario, serving, arch, training_hw.host_ram_gb),
    )


def _hardware_choices(scenario: Scenario, catalog: Catalog) -> list[Hardware]:
    """The scenario's hardware, its further candidates and one card of each GPU kind, once."""
    choices: list[Hardware] = []
    seen: set[tuple[str | None, str | None, int, int]] = set()
    for hw in [scenario.hardware, *scenario.candidates]:
        gpu = hw.gpu if hw.server is None else catalog.server(hw.server).gpu
        for choice in (hw, Hardware(gpu=gpu, count=1)):
            key = (choice.server, choice.gpu, choice.count, choice.nodes)
            if key not in seen:
                seen.add(key)
                choices.append(choice)
    return choices


def _adapter_bytes(scenario: Scenario, serving: Serving, arch: ModelArch) -> float:
    """N LoRA adapters held beside the base in bf16 (vLLM's --max-loras slots); none merged."""
    if serving.adapters == "merged":
        return 0.0
    return serving.adapters * adapter_parameters(scenario, arch) * 2


@dataclass(frozen=True)
class _Footprint:
    """One copy of the model as served: its format and engine, the bytes of its weights and
    of the adapters held beside them, and its KV cache per token (in the engine's format)."""

    precision: str
    engine: formats.Engine
    weights_bytes: float
    adapter_bytes: float
    kv_per_token: float


def _footprint(
    scenario: Scenario,
    serving: Serving,
    arch: ModelArch,
    precision: ServingPrecision,
    engine: formats.Engine,
) -> _Footprint:
    kv_precision = formats.engine_kv_precision(engine, serving.kv_cache_precision)
    return _Footprint(
        precision,
        engine,
        formats.weight_bytes(arch, precision).total,
        _adapter_bytes(scenario, serving, arch),
        formats.kv_bytes_per_token(arch, kv_precision),
    )


@dataclass(frozen=True)
class _Placement:
    """The copies on the hardware: the cards, the cards one copy spans (tensor parallel),
    the copies side by side, the memory of one device and how a copy's device fills it."""

    gpus: int
    tp: int
    replicas: int
    device_memory: float
    alloc: memory.KvAllocation


def _tensor_parallel_choices(arch: ModelArch, gpus: int) -> list[int]:
    """Powers of two that divide the card count and the attention heads (vLLM's rule)."""
    return [t for t in (1, 2, 4, 8, 16, 32, 64) if gpus % t == 0 and arch.num_heads % t == 0]


def _gpu_candidate(
    scenario: Scenario,
    serving: Serving,
    arch: ModelArch,
    hw: ResolvedHardware,
    choice: Hardware,
    prices: PriceBook | None,
) -> ServingCandidate:
    fmt = formats.WEIGHT_FORMATS[serving.precision]
    need = _footprint(scenario, serving, arch, serving.precision, fmt.engine)
    weights, adapters, kv_per_token = need.weights_bytes, need.adapter_bytes, need.kv_per_token
    gpus, capacity = hw.gpu_count, hw.gpu.usable_memory_bytes
    # the fewest cards one copy needs to hold the weights and one full context
    options = _tensor_parallel_choices(arch, hw.gpus_per_node) or [1]
    for tp in options:
        if fmt.engine == "vllm":
            alloc = memory.vllm_allocation(
                arch, capacity, weights, adapters, kv_per_token, serving.context, tp
            )
        else:  # llama.cpp splits the layers over the cards (-sm layer)
            alloc = memory.llama_cpp_allocation(
                arch, capacity * tp, weights, adapters, kv_per_token, serving.context
            )
        if alloc.max_concurrency >= 1:
            break
    # llama.cpp's layer split runs the cards in turn: one card's bandwidth and FLOPs
    parallel = tp if fmt.engine == "vllm" else 1
    device = speed.Device(
        bandwidth_bytes_s=hw.gpu.memory_bandwidth_tb_s * 1e12 * parallel,
        peak_flops=formats.matmul_tflops(hw.gpu, fmt) * TFLOPS * parallel,
        tensor_parallel=parallel,
        link_bytes_s=hw.link_gb_s * 1e9,
    )
    kind = "server" if choice.server is not None else "gpu"
    power_w = hw.gpu.board_power_w * gpus + hw.cpu_count * hw.cpu_tdp_w * hw.nodes
    quoted = candidate_prices(hw, scenario, prices)
    return _candidate(
        scenario,
        serving,
        arch,
        hardware=choice.server or f"{choice.count}x-{hw.gpu.id}",
        hardware_name=hw.label,
        choice=hardware_choice(hw, scenario),
        kind=kind,
        need=need,
        placement=_Placement(gpus, tp, gpus // tp, capacity, alloc),
        device=device,
        power_w=power_w,
        prices=quoted,
    )


def _cpu_candidate(scenario: Scenario, serving: Serving, arch: ModelArch) -> ServingCandidate:
    precision: ServingPrecision = formats.GGUF_COUNTERPART.get(serving.precision, serving.precision)
    need = _footprint(scenario, serving, arch, precision, "llama.cpp")
    alloc = memory.llama_cpp_allocation(
        arch,
        LAPTOP.ram_bytes,
        need.weights_bytes,
        need.adapter_bytes,
        need.kv_per_token,
        serving.context,
    )
    device = speed.Device(LAPTOP.bandwidth_bytes_s, LAPTOP.peak_flops, 1, 1.0)
    return _candidate(
        scenario,
        serving,
        arch,
        hardware="cpu",
        hardware_name=LAPTOP.name,
        kind="cpu",
        need=need,
        placement=_Placement(gpus=0, tp=1, replicas=1, device_memory=LAPTOP.ram_bytes, alloc=alloc),
        device=device,
        power_w=LAPTOP.power_w,
        prices=CandidatePrices(None, None, None, "a laptop already owned: electricity only"),
    )


def _candidate(
    scenario: Scenario,
    serving: Serving,
    arch: ModelArch,
    *,
    hardware: str,
    hardware_name: str,
    kind: str,
    choice: HardwareChoice | None = None,
    need: _Footprint,
    placement: _Placement,
    device: speed.Device,
    power_w: float,
    prices: CandidatePrices,
) -> ServingCandidate:
    tp, replicas, alloc = placement.tp, placement.replicas, placement.alloc
    max_concurrency = alloc.max_concurrency * replicas
    fits = max_concurrency >= serving.concurrency
    # the batch each copy decodes: the requests asked for, as far as its KV cache holds them
    batch = max(1, min(math.ceil(serving.concurrency / replicas), alloc.max_concurrency))
    params = count_parameters(arch)
    work = speed.Workload(
        weights_bytes=(need.weights_bytes + need.adapter_bytes),
        kv_per_token=need.kv_per_token,
        active_params=params.active_without_embedding,
        prompt_tokens=min(serving.prompt_tokens, serving.context),
        output_tokens=serving.output_tokens,
    )
    # at full load the KV cache holds requests of the average length, up to the engine's
    # sequence limit (vLLM max_num_seqs; llama.cpp: its slots at the full context)
    if need.engine == "vllm":
        limit = memory.vllm_batch_limits(placement.device_memory)[1]
        per_request = work.prompt_tokens + work.output_tokens
        full_batch = max(batch, min(limit, alloc.kv_tokens // per_request))
    else:
        full_batch = max(batch, alloc.max_concurrency)
    band = speed.speed_band(arch, work, device, batch, full_batch)
    rpd = tuple(r * replicas * SECONDS_PER_DAY for r in band.requests_per_second)
    costs = scenario.costs
    overhead = (costs.pue - 1) if costs.pue is not None else costs.facility_overhead
    power_kw = power_w * (1 + overhead) / 1000
    # tokens generated per hour at full load, at each end of the band
    tokens_per_hour = [r * serving.output_tokens * SECONDS_PER_HOUR / SECONDS_PER_DAY for r in rpd]
    kwh = [power_kw * 1e6 / t for t in reversed(tokens_per_hour)]  # p10 = the fast end
    cost_per_hour, cost_basis = prices.per_hour, prices.basis
    hourly = (cost_per_hour or 0.0) + power_kw * costs.electricity_price_per_kwh
    money = [hourly * 1e6 / t for t in reversed(tokens_per_hour)]
    kv_tokens = alloc.kv_tokens * replicas
    explanations = _explanations(serving, arch, need, placement, kv_tokens, band, kwh)
    explanations["cost_per_million_tokens"] = explain(
        "Cost per million tokens",
        money[1],
        costs.currency,
        "(hardware per hour + kW × price per kWh) × 10⁶ / tokens per hour",
        SRC_ASSUMPTION,
        hardware_per_hour=cost_per_hour,
        basis=cost_basis,
        kw=power_kw,
        price_per_kwh=costs.electricity_price_per_kwh,
    )
    serves = alloc.max_concurrency >= 1
    return ServingCandidate(
        hardware=hardware,
        hardware_name=hardware_name,
        choice=choice,
        kind=kind,
        engine=need.engine,
        precision=need.precision,
        gpus=placement.gpus,
        tensor_parallel=tp,
        replicas=replicas,
        fits=fits,
        weights_gib=need.weights_bytes / GIB,
        kv_cache_bytes_per_token=need.kv_per_token,
        memory_per_device_gib=placement.device_memory / GIB,
        kv_cache_gib=alloc.kv_bytes_per_device * tp * replicas / GIB,
        kv_cache_tokens=kv_tokens,
        max_concurrency=max_concurrency,
        time_to_first_token_seconds=_band(band.ttft) if serves else None,
        decode_tokens_per_second=_band(band.decode) if serves else None,
        aggregate_tokens_per_second=(
            _band([a * replicas for a in band.aggregate]) if serves else None
        ),
        requests_per_day=_band(rpd) if serves else None,
        carries_traffic=serves and rpd[1] >= serving.requests_per_day,
        power_kw=power_kw,
        kwh_per_million_tokens=_band(kwh) if serves else None,
        electricity_per_million_tokens=(
            _band([k * costs.electricity_price_per_kwh for k in kwh]) if serves else None
        ),
        cost_per_million_tokens=_band(money) if serves and cost_per_hour is not None else None,
        currency=costs.currency,
        hardware_cost_per_hour=cost_per_hour,
        rent_per_month=prices.rent_per_month,
        purchase_price=prices.purchase,
        explanations=explanations,
    )


def _band(values: tuple[float, ...] | list[float]) -> Percentiles:
    return Percentiles(p10=values[0], p50=values[1], p90=values[2])


def _explanations(
    serving: Serving,
    arch: ModelArch,
    need: _Footprint,
    placement: _Placement,
    kv_tokens: int,
    band: speed.SpeedBand,
    kwh: list[float],
) -> dict[str, Explanation]:
    alloc = placement.alloc
    return {
        "weights_gib": explain(
            "Served weights",
            need.weights_bytes / GIB,
            "GiB",
            "Σ tensors × bits of the format (scales included) / 8",
            f"{formats.SRC_VLLM_QUANT}; {formats.SRC_GGML_BLOCKS}",
            precision=need.precision,
            parameters=count_parameters(arch).total,
        ),
        "kv_cache_bytes_per_token": explain(
            "KV cache per token",
            need.kv_per_token,
            "bytes",
            "layers × KV heads × head size × 2 (K and V) × bytes per element",
            formats.SRC_KV_TYPES,
            layers=arch.num_layers,
            kv_heads=arch.num_kv_heads,
            head_dim=arch.head_dim,
            kv_cache_precision=serving.kv_cache_precision,
        ),
        "max_concurrency": explain(
            "Requests at the full context",
            kv_tokens // serving.context,
            "requests",
            "⌊KV memory / (block of 16 tokens × bytes per token)⌋ × 16 / context, × copies",
            f"{memory.SRC_VLLM_MEMORY}; {memory.SRC_LLAMA_CPP_MEMORY}",
            gpu_memory_utilization=memory.GPU_MEMORY_UTILIZATION,
            weights_per_device_gib=alloc.weights_per_device / GIB,
            working_memory_per_device_gib=alloc.working_per_device / GIB,
            kv_memory_per_device_gib=alloc.kv_bytes_per_device / GIB,
            tensor_parallel=placement.tp,
            context=serving.context,
        ),
        "time_to_first_token_seconds": explain(
            "Time to first token",
            band.ttft[1],
            "s",
            "(2·N·prompt + 2·layers·prompt²·heads·head size) / (peak FLOP/s × efficiency)",
            speed.SRC_PREFILL,
            prompt_tokens=serving.prompt_tokens,
            efficiency_p10_p50_p90=str(speed.PREFILL_COMPUTE_EFFICIENCY),
        ),
        "decode_tokens_per_second": explain(
            "Decode speed per request",
            band.decode[1],
            "tokens/s",
            "1 / max((weights + batch × context × KV per token) / (bandwidth × MBU), "
            "batch × 2·N / (peak × efficiency))",
            speed.SRC_MBU,
            mbu_p10_p50_p90=str(speed.DECODE_BANDWIDTH_EFFICIENCY),
        ),
        "kwh_per_million_tokens": explain(
            "Energy per million tokens",
            kwh[1],
            "kWh",
            "kW (boards + CPUs, + facility overhead) × 10⁶ / generated tokens per hour",
            SRC_SEED_000,
        ),
    }
