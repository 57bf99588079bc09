"""`plan(scenario)`: every figure of a training plan, each with its explanation.

Pure: resolves the model and hardware from the catalogue, then calls one module per
concern (compute, model states, memory, communication, energy, storage, timeline).
"""

from __future__ import annotations

from functools import lru_cache

from llmplan.catalog.load import Catalog, load_catalog
from llmplan.catalog.schema import ModelArch
from llmplan.core.comm import communication
from llmplan.core.compute import flops_per_param_token
from llmplan.core.energy import energy
from llmplan.core.explain import GB, SRC_EAI, SRC_ZERO, explain
from llmplan.core.framework_plan import (
    framework_memory_fit,
    framework_train_time,
    planned_mfu,
    power_draw,
)
from llmplan.core.hardware import ResolvedHardware, resolve_hardware
from llmplan.core.model_states import ParamShape, model_states
from llmplan.core.params import ParameterCount, count_parameters, lora_parameters
from llmplan.core.result import Explanation, PlanResult, PlanWarning
from llmplan.core.scenario import ALL_LORA_TARGETS, Hardware, Scenario
from llmplan.core.storage import storage
from llmplan.core.timeline import timeline


class PlanError(ValueError):
    """A scenario that validates but cannot be planned; names the field at fault."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason


# Architectures are frozen (hashable) models: count each one once per process.
_count = lru_cache(maxsize=256)(count_parameters)


@lru_cache(maxsize=1024)
def _lora_count(arch: ModelArch, rank: int, targets: tuple[str, ...] | None) -> int:
    return lora_parameters(arch, rank, targets)


def resolve_model(scenario: Scenario, catalog: Catalog) -> ModelArch:
    model = scenario.model
    return model if isinstance(model, ModelArch) else catalog.model(model)


def scenario_catalog(scenario: Scenario, catalog: Catalog | None = None) -> Catalog:
    """The bundled catalogue plus the scenario's own GPUs and servers."""
    base = catalog if catalog is not None else load_catalog()
    if scenario.custom_gpus or scenario.custom_servers:
        return base.with_custom(gpus=scenario.custom_gpus, servers=scenario.custom_servers)
    return base


def plan_candidates(scenario: Scenario, catalog: Catalog | None = None) -> list[PlanResult]:
    """The main hardware first, then each of ``scenario.candidates``."""
    cat = scenario_catalog(scenario, catalog)
    return [
        _plan(scenario, hardware, cat) for hardware in [scenario.hardware, *scenario.candidates]
    ]


def plan(scenario: Scenario, catalog: Catalog | None = None) -> PlanResult:
    return _plan(scenario, scenario.hardware, scenario_catalog(scenario, catalog))


def _adapter_params(scenario: Scenario, arch: ModelArch) -> float:
    if scenario.method == "full":
        return 0.0
    targets: tuple[str, ...] | None = tuple(scenario.lora_targets)
    # the default (the seven Llama projections) means "every linear projection" of any
    # architecture: MLA (DeepSeek-V3) and GPT-2 name theirs differently
    if "lora_targets" not in scenario.model_fields_set or targets == ALL_LORA_TARGETS:
        targets = None
    try:
        return float(_lora_count(arch, scenario.lora_rank, targets))
    except ValueError as error:
        raise PlanError("lora_targets", str(error)) from None


def _plan(scenario: Scenario, hardware: Hardware, catalog: Catalog) -> PlanResult:
    arch = resolve_model(scenario, catalog)
    hw = resolve_hardware(hardware, catalog)
    counts: ParameterCount = _count(arch)
    gpus = hw.gpu_count
    frozen = scenario.method != "full"
    exps: dict[str, Explanation] = _param_explanations(arch, counts)

    shape = ParamShape(
        total=counts.total,
        embedding=counts.embedding + counts.position_embedding,
        lm_head=counts.lm_head,
        num_layers=arch.num_layers,
        adapter=_adapter_params(scenario, arch),
    )
    # framework profile (core/framework_plan.py): reference formulas or a stack's profile
    mfu = planned_mfu(scenario, counts.active, arch.is_moe)
    time = framework_train_time(
        scenario, arch, counts.active, shape.adapter, gpus, hw.gpu.bf16_dense_tflops
    )
    exps.update(time.explanations)

    states = model_states(
        shape,
        scenario.method,
        scenario.optimizer,
        scenario.sharding,
        gpus,
        scenario.offload_optimizer,
    )
    exps.update(states.explanations)
    fit, _stack_peak = framework_memory_fit(scenario, arch, shape, states, hw.gpu, gpus)
    exps.update(fit.explanations)
    host_ram_gb = states.host_per_gpu * hw.gpus_per_node / GB
    exps["host_ram_gb"] = explain(
        "Host RAM for the offloaded optimizer, per server",
        host_ram_gb,
        "GB",
        "optimizer bytes per GPU × GPUs per server (0 without offload)",
        SRC_ZERO + "; seed 003",
        offload=scenario.offload_optimizer,
        gpus_per_server=hw.gpus_per_node,
        server_ram_gb=hw.host_ram_gb,
    )

    tokens_per_mb = scenario.seq_len * scenario.micro_batch
    gpu_tps = scenario.tokens_per_second / gpus if scenario.tokens_per_second else None
    comm = communication(
        scenario.method,
        scenario.sharding,
        gpus,
        counts.total,
        states.trainable,
        states.base_bytes,
        hw.link_name,
        hw.link_gb_s,
        flops_per_param_token(frozen) * counts.active,
        tokens_per_mb,
        hw.gpu.bf16_dense_tflops,
        mfu,
        gpu_tps,
    )
    exps.update(comm.explanations)

    server = hw.server
    draw = power_draw(scenario)
    power = energy(
        gpus,
        hw.gpu.board_power_w * draw.fraction,
        hw.cpu_count * hw.nodes,
        hw.cpu_tdp_w,
        time.seconds,
        scenario.costs,
        server.monthly_price_usd if server else None,
        hw.nodes,
        draw_note=draw.source,
    )
    exps.update(power.explanations)

    disk = storage(
        arch.vocab_size,
        scenario.tokens,
        scenario.total_tokens,
        counts.total,
        states.trainable,
        scenario.method,
        scenario.optimizer,
    )
    exps.update(disk.explanations)
    phases, phase_exps = timeline(
        scenario.timeline,
        scenario.epochs,
        time.seconds_optimistic,
        time.seconds_conservative,
        disk.checkpoint_gb,
        hw.nodes,
    )
    exps.update(phase_exps)

    warnings = _warnings(
        scenario,
        arch,
        hw,
        fit.fit_status,
        fit.breakdown.total,
        fit.breakdown.capacity,
        host_ram_gb,
        comm.seconds_per_micro_batch,
        comm.compute_seconds_per_micro_batch,
    )
    return PlanResult(
        framework=scenario.framework,
        model_name=arch.name,
        hardware_label=hw.label,
        gpu_name=hw.gpu.name,
        gpu_count=gpus,
        params_total=counts.total,
        params_active=counts.active,
        params_trainable=states.trainable,
        flops=time.flops,
        train_seconds=time.seconds,
        train_days=time.seconds / 86_400,
        train_seconds_optimistic=time.seconds_optimistic,
        train_seconds_conservative=time.seconds_conservative,
        memory_per_gpu_gb=fit.breakdown,
        gathered_layers_gb=states.gathered / GB,
        fits=fit.fit_status != "does_not_fit",
        fit_status=fit.fit_status,
        host_ram_gb=host_ram_gb,
        max_seq_len_that_fits=fit.max_seq_len,
        max_micro_batch_that_fits=fit.max_micro_batch,
        comm_bytes_per_micro_batch_gb=comm.bytes_per_micro_batch / GB,
        comm_seconds_per_micro_batch=comm.seconds_per_micro_batch,
        compute_seconds_per_micro_batch=comm.compute_seconds_per_micro_batch,
        slowest_link=hw.link_name if gpus == 1 else f"{hw.link_name} ({hw.link_gb_s:g} GB/s)",
        avg_power_kw=power.avg_power_kw,
        energy_kwh=power.energy_kwh,
        electricity_cost=power.electricity_cost,
        co2_kg=power.co2_kg,
        rental_months=power.rental_months,
        rental_cost=power.rental_cost,
        currency=scenario.costs.currency,
        rental_currency=power.rental_currency,
        token_storage_gb=disk.token_storage_gb,
        checkpoint_gb=disk.checkpoint_gb,
        weights_only_gb=disk.weights_only_gb,
        lora_adapter_gb=disk.lora_adapter_gb,
        pages_equivalent=disk.pages_equivalent,
        tokens_per_param=disk.tokens_per_param,
        chinchilla_tokens=disk.chinchilla_tokens,
        phases=phases,
        warnings=[warning.text for warning in warnings],
        warning_details=warnings,
        explanations=exps,
    )


def _param_explanations(arch: ModelArch, counts: ParameterCount) -> dict[str, Explanation]:
    stated = arch.stated_params_b
    return {
        "params_total": explain(
            "Parameters (total)",
            counts.total,
            "params",
            "embedding + layers × (attention + MLP or experts + norms) + final norm + head",
            arch.source,
            embedding=counts.embedding,
            lm_head=counts.lm_head,
            layers=arch.num_layers,
            stated_b=stated,
        ),
        "params_active": explain(
            "Parameters used per token",
            counts.active,
            "params",
            "total − idle experts (= total for dense models); compute uses this N",
            SRC_EAI,
            experts=arch.num_experts,
            experts_per_token=arch.experts_per_token,
        ),
    }


def _warnings(
    scenario: Scenario,
    arch: ModelArch,
    hw: ResolvedHardware,
    status: str,
    total_gb: float,
    capacity_gb: float,
    host_ram_gb: float,
    comm_s: float,
    compute_s: float,
) -> list[PlanWarning]:
    out: list[PlanWarning] = []

    def warn(code: str, text: str, **args: str | float) -> None:
        out.append(PlanWarning(code=code, args=args, text=text))

    gpu = hw.gpu
    if gpu.upper_bound:
        warn(
            "upper_bound_tflops",
            f"{gpu.bf16_dense_tflops:g} TFLOPS for {gpu.name} is an upper bound "
            "(no dense figure published): times are a lower bound.",
            tflops=gpu.bf16_dense_tflops,
            gpu=gpu.name,
        )
    if arch.is_moe:
        warn(
            "moe",
            "Mixture of experts: compute uses the active parameters, memory holds all "
            "experts; expert load imbalance lowers real MFU.",
        )
    if scenario.method == "qlora":
        warn(
            "qlora_slower",
            "QLoRA dequantizes the NF4 base on the fly: steps run slower than "
            "bf16 LoRA, plan a lower MFU.",
        )
    if status == "does_not_fit":
        warn(
            "does_not_fit",
            f"Does not fit: {total_gb:.1f} GB per GPU needed, {gpu.name} has {capacity_gb:.4g} GB.",
            needed_gb=total_gb,
            gpu=gpu.name,
            capacity_gb=capacity_gb,
        )
    elif status == "tight":
        warn("tight", "Tight: less than 10 % of GPU memory left; fragmentation may push it over.")
    if scenario.seq_len > arch.max_position_embeddings:
        warn(
            "seq_len_exceeds_positions",
            f"seq_len {scenario.seq_len} exceeds the model's "
            f"{arch.max_position_embeddings} positions.",
            seq_len=scenario.seq_len,
            positions=arch.max_position_embeddings,
        )
    if hw.host_ram_gb is not None and host_ram_gb > hw.host_ram_gb:
        warn(
            "host_ram_short",
            f"Offloaded optimizer needs {host_ram_gb:.0f} GB host RAM per server; "
            f"the server has {hw.host_ram_gb:g} GB.",
            needed_gb=host_ram_gb,
            server_gb=hw.host_ram_gb,
        )
    if hw.server is None:
        if hw.cpu_count == 0:
            warn("no_server_cpu_zero", "No server given: CPU power counted as 0, host RAM unknown.")
        else:
            warn("no_server_cpus_given", "No server given: CPUs as given, host RAM unknown.")
    if comm_s > compute_s and hw.gpu_count > 1:
        warn(
            "comm_exceeds_compute",
            f"Communication ({comm_s:.2f} s) exceeds compute ({compute_s:.2f} s) per "
            f"micro-batch over {hw.link_name}: expect a lower MFU.",
            comm_s=comm_s,
            compute_s=compute_s,
            link=hw.link_name,
        )
    if scenario.tokens_per_second is not None:
        warn(
            "measured_throughput", "Run time from the measured tokens/s; the MFU band is not used."
        )
    return out
