"""`plan(scenario, catalog, prices)`: every figure of a training plan, each with its
explanation.

Pure: resolves the model and hardware from the catalogue it is given, asks the scenario's
training stack (core/stacks/registry.py) for memory and time, then calls one module per
remaining concern (communication, energy and rent, storage, timeline). Without a catalogue
or a price book it plans against the bundled ones — a convenience for scripts and tests; the
CLI and the GUI pass theirs.
"""

from __future__ import annotations

from functools import lru_cache, partial
from math import prod
from typing import get_args

from llmplan.catalog.load import Catalog, PriceBook, load_catalog, load_prices
from llmplan.catalog.schema import GPU, ModelArch
from llmplan.core.explain import GB, SRC_EAI, SRC_OWN_ARCHITECTURE, explain
from llmplan.core.hardware import (
    ResolvedHardware,
    hardware_choice,
    network_stated,
    resolve_hardware,
)
from llmplan.core.model.params import (
    ParameterCount,
    UnknownLoraTargetError,
    count_parameters,
    lora_parameters,
)
from llmplan.core.objectives import objective_spec
from llmplan.core.pilots import calibration as pilots
from llmplan.core.result import (
    CommunicationResult,
    Explanation,
    LayoutResult,
    MemoryResult,
    PlanResult,
    PlanWarning,
    Refusal,
    RefusalCode,
    RefusalError,
    TimeResult,
    WarningCode,
)
from llmplan.core.run.comm import COMM_BYTES_PER_PARAM, communication
from llmplan.core.run.energy import energy
from llmplan.core.run.parallel_comm import (
    layout_result,
    layout_traffic,
    node_link,
    with_layout_comm,
    with_pipeline_bubble,
)
from llmplan.core.run.pricing import hardware_prices
from llmplan.core.run.run_length import long_run_warning
from llmplan.core.run.storage import storage
from llmplan.core.run.timeline import timeline
from llmplan.core.scenario import ALL_LORA_TARGETS, Hardware, Precision, Scenario
from llmplan.core.serving.phases import serving_phases
from llmplan.core.stacks.choices import ignored_choices, planned_mfu
from llmplan.core.stacks.layout import Layout, LayoutError, gradient_accumulation, resolve_layout
from llmplan.core.stacks.objective import REFERENCE_SOURCES, objective_shape
from llmplan.core.stacks.precision import (
    SPEEDUP_KEYS,
    RefusalKind,
    card_refusal,
    recipe_refusal,
    refusal_kind,
)
from llmplan.core.stacks.protocol import Stack, StackJob
from llmplan.core.stacks.reference_states import ModelStates, ParamShape, model_states
from llmplan.core.stacks.registry import STACKS, get_stack
from llmplan.core.stacks.rl_models import (
    scoring_models,
    with_scoring_memory,
    with_scoring_time,
)
from llmplan.core.stacks.rollout import (
    Rollouts,
    beside_engine,
    rollouts,
    trained_tokens,
    training_scenario,
    whole_card_gb,
    with_colocated_engine,
    with_generation,
    with_rollout_gpus,
)
from llmplan.core.stacks.run_time import with_optimizer_offload, without_optimizer_offload
from llmplan.core.stacks.shared import shard_divisors
from llmplan.core.token_chain import chain_explanations

PADDING_WARN_FACTOR = 2.0  # padded sequences more than double what is trained


class PlanError(RefusalError):
    """A scenario that validates but cannot be planned: the field at fault, a code and its
    arguments (`refusal`; presentation/refusal_text.py words it), `str()` in English."""


def _refuse(field: str, code: RefusalCode, **args: str | float) -> PlanError:
    return PlanError(Refusal(field=field, code=code, args=args))


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


def plan_candidates(
    scenario: Scenario, catalog: Catalog | None = None, prices: PriceBook | None = None
) -> list[PlanResult]:
    """The main hardware first, then each of ``scenario.candidates``."""
    cat = scenario_catalog(scenario, catalog)
    book = prices if prices is not None else load_prices()
    derived = _derive(scenario, cat, book)
    first = _calibrated_plan(scenario, scenario.hardware, cat, book, derived)
    planned, refused = [first], []
    for hardware in scenario.candidates:
        # a candidate that cannot run this setup (a layout its GPU count does not divide,
        # a format its card lacks) leaves the comparison, saying why; the rest stays
        try:
            planned.append(_calibrated_plan(scenario, hardware, cat, book, derived))
        except PlanError as error:
            candidate = resolve_hardware(hardware, cat)
            refused.append(
                PlanWarning(
                    code="candidate_not_planned",
                    args={"hardware": candidate.label, "reason": str(error)},
                    refusal=error.refusal,
                    hardware=hardware_choice(candidate, scenario),
                )
            )
    if refused:
        warnings = [*first.warning_details, *refused]
        planned[0] = first.model_copy(update={"warning_details": warnings})
    return planned


def plan(
    scenario: Scenario, catalog: Catalog | None = None, prices: PriceBook | None = None
) -> PlanResult:
    """The plan of the scenario's hardware, against `catalog` and the price book `prices`
    (the bundled ones where not given)."""
    cat = scenario_catalog(scenario, catalog)
    book = prices if prices is not None else load_prices()
    return _calibrated_plan(scenario, scenario.hardware, cat, book, _derive(scenario, cat, book))


# ---- pilots (llmplan.core.pilots.calibration): derive once per scenario, apply per candidate
def _derive(
    scenario: Scenario, catalog: Catalog, prices: PriceBook
) -> pilots.DerivedCalibration | None:
    if not scenario.pilots:
        return None
    arch = resolve_model(scenario, catalog)
    return pilots.derive_calibration(scenario, catalog, arch, partial(_plan, prices=prices))


def _calibrated_plan(
    scenario: Scenario,
    hardware: Hardware,
    catalog: Catalog,
    prices: PriceBook,
    derived: pilots.DerivedCalibration | None,
) -> PlanResult:
    uncalibrated = _plan(scenario, hardware, catalog, prices=prices)
    if derived is None:
        return uncalibrated
    calibrated = _plan(scenario, hardware, catalog, prices=prices, derived=derived)
    return pilots.attach(calibrated, uncalibrated, derived)


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
    except UnknownLoraTargetError as error:
        raise _refuse(
            "lora_targets",
            "lora_targets_unknown",
            targets=",".join(error.unknown),
            model=error.model,
            known=",".join(error.known),
        ) from None
    except ValueError:  # a rank below 1 (the scenario's own limits refuse it first)
        raise _refuse("lora_targets", "lora_rank_below_one", rank=scenario.lora_rank) from None


def _plan(
    scenario: Scenario,
    hardware: Hardware,
    catalog: Catalog,
    *,
    prices: PriceBook,
    derived: pilots.DerivedCalibration | None = None,
) -> PlanResult:
    arch = resolve_model(scenario, catalog)
    hw = resolve_hardware(hardware, catalog)
    stack = get_stack(scenario.framework)  # the training stack (core/stacks/registry.py)
    _check_objective(scenario, stack)
    job = _stack_job(scenario, stack, arch, hw)
    scenario, counts, states, layout = job.scenario, job.counts, job.states, job.layout
    time, memory = _step_figures(job, stack, hw, derived)
    roll = None
    if objective_spec(scenario.objective).generates:
        time, memory, roll = _with_rollouts(job, hw, catalog, time, memory)
    comm, planned_layout = _communication(job, stack, hw, time)
    quoted = hardware_prices(hw, scenario, prices)  # each with its currency (rent: period)
    draw = stack.power_draw()
    power = energy(hw=hw, costs=scenario.costs, time=time, prices=quoted, draw=draw)
    if roll is not None:
        costs = scenario.costs
        factor = costs.pue if costs.pue is not None else 1 + costs.facility_overhead
        power = with_rollout_gpus(power, roll, hw=hw, draw=draw.fraction, factor=factor)
    disk = storage(
        scenario=scenario,
        vocab_size=arch.vocab_size,
        params_total=counts.total,
        params_trainable=states.trainable,
    )
    phases, phase_exps = timeline(
        scenario=scenario, time=time, checkpoint_gb=disk.checkpoint_gb, nodes=hw.nodes
    )
    after_evaluation, after_exps = serving_phases(scenario, arch)  # only with a serving section
    phases, phase_exps = phases + after_evaluation, phase_exps | after_exps
    warnings = _warnings(scenario=scenario, stack=stack, arch=arch, hw=hw, memory=memory, comm=comm)
    warnings += roll.warnings if roll is not None else []
    warnings += _layout_warnings(layout, job.grad_accumulation, hw)
    if time.optimizer_offload_seconds > 0:
        offload_args = {"step_s": time.optimizer_step_seconds}
        offload_args["total_s"] = time.optimizer_offload_seconds
        warnings.append(PlanWarning(code="optimizer_offload_time", args=offload_args))
    chain = scenario.token_chain  # explained where it is more than tokens × epochs
    chain_exps = {} if chain.is_identity else chain_explanations(chain)
    long_run = long_run_warning(time.train_seconds, hw.gpu_count, scenario.method, scenario.epochs)
    warnings += [long_run] if long_run is not None else []
    return PlanResult(
        framework=scenario.framework,
        model_name=arch.name,
        hardware_label=hw.label,
        hardware=hardware_choice(hw, scenario),
        gpu_name=hw.gpu.name,
        gpu_count=hw.gpu_count,
        params_total=counts.total,
        params_active=counts.active,
        params_trainable=states.trainable,
        trained_tokens=trained_tokens(scenario),
        time=time,
        memory=memory,
        communication=comm,
        energy=power,
        storage=disk,
        phases=phases,
        warning_details=warnings,
        explanations=_param_explanations(arch, counts)
        | time.explanations
        | states.explanations
        | memory.explanations
        | comm.explanations
        | power.explanations
        | disk.explanations
        | phase_exps
        | chain_exps
        | (planned_layout.explanations if planned_layout is not None else {}),
        token_chain=chain,
        rollout=roll.result if roll is not None else None,
        layout=planned_layout,
    )


def _check_objective(scenario: Scenario, stack: Stack) -> None:
    """Refuse an objective the stack has no trainer for, or the plan does not model
    (core/objectives.py says what each needs)."""
    objective = scenario.objective
    spec = objective_spec(objective)
    recipe = stack.single_device_recipe(objective)
    if recipe is not None:
        raise _refuse(
            "objective",
            "ppo_recipe_single_device",
            stack=stack.id,
            recipe=recipe,
        )
    if not stack.supports_objective(objective):
        able = [s.id for s in STACKS.values() if s.supports_objective(objective)]
        raise _refuse(
            "objective",
            "objective_no_trainer",
            stack=stack.id,
            objective=objective,
            able=",".join(able),
        )
    # refused at plan time: the form may hold these meanwhile
    if spec.full_tuning_only and scenario.method != "full":
        raise _refuse(
            "method",
            "ppo_full_only",
            method=scenario.method,
        )
    if spec.needs_reward_model and scenario.reward_model is None:
        raise _refuse(
            "reward_model",
            "ppo_needs_reward_model",
        )


def _stack_job(scenario: Scenario, stack: Stack, arch: ModelArch, hw: ResolvedHardware) -> StackJob:
    """What the stack plans, in this order: the step as it trains (RL: every generated
    completion), checked against the card's precision and the layout, its MFU resolved
    once, the model states, and the GPUs beside a colocated rollout engine."""
    counts: ParameterCount = _count(arch)
    if objective_spec(scenario.objective).generates:
        scenario = training_scenario(scenario)
    refusal = precision_refusal(scenario, stack, hw.gpu)
    if refusal is not None:
        raise PlanError(refusal)
    layout, accumulation = _layout(scenario, stack, arch, hw)
    scenario = scenario.model_copy(
        update={"mfu": planned_mfu(scenario, stack, counts.active, arch.is_moe)}
    )
    shape = ParamShape(
        total=counts.total,
        embedding=counts.embedding + counts.position_embedding,
        lm_head=counts.lm_head,
        num_layers=arch.num_layers,
        adapter=_adapter_params(scenario, arch),
    )
    return StackJob(
        scenario=scenario,
        arch=arch,
        counts=counts,
        shape=shape,
        states=model_states(shape=shape, scenario=scenario, gpus=hw.gpu_count),
        hw=beside_engine(hw, scenario),
        layout=layout,
        grad_accumulation=accumulation,
    )


def _step_figures(
    job: StackJob,
    stack: Stack,
    hw: ResolvedHardware,
    derived: pilots.DerivedCalibration | None,
) -> tuple[TimeResult, MemoryResult]:
    """The stack's time and memory, then the pipeline bubble, the pilots' calibration and
    the CPU optimizer step on top, in that order."""
    scenario, layout = job.scenario, job.layout
    time = stack.train_time(job)
    if layout.pipeline > 1:  # the pipeline's fill and drain idle every step
        time = with_pipeline_bubble(time, layout, job.grad_accumulation)
    memory = stack.memory_fit(job)
    if derived is not None:  # pilots: the measured throughput, scaled to this hardware
        time = pilots.calibrate_time(derived, time, scenario, hw.gpu, hw.gpu_count)
        # pilots: measured per-token memory, reserve and context
        memory = pilots.calibrate_fit(derived, memory, scenario, job.arch.max_position_embeddings)
    if scenario.offload_optimizer and scenario.tokens_per_second is None:
        # a measured throughput already holds the CPU steps; a pilot is measured without
        time = _with_cpu_optimizer(time, scenario, hw, job.states, layout, job.grad_accumulation)
    else:
        time = without_optimizer_offload(time, measured=scenario.tokens_per_second is not None)
    return time, memory


def _with_rollouts(
    job: StackJob,
    hw: ResolvedHardware,
    catalog: Catalog,
    time: TimeResult,
    memory: MemoryResult,
) -> tuple[TimeResult, MemoryResult, Rollouts]:
    """Online RL: the reward and value models (core/stacks/rl_models.py), then the
    rollouts (core/stacks/rollout.py) on what the step leaves."""
    scenario = job.scenario
    reward = None
    if scenario.reward_model is not None:
        reward_arch = catalog.model(scenario.reward_model)
        reward = (reward_arch, _count(reward_arch))
    scoring = scoring_models(
        scenario, reward=reward, policy=job.counts, states=job.states, hw=hw, time=time
    )
    time = with_scoring_time(time, scoring)
    memory = with_scoring_memory(memory, scoring)
    capacity_gb = whole_card_gb(memory.memory_per_gpu_gb.capacity, hw, job.hw)
    roll = rollouts(
        scenario, arch=job.arch, counts=job.counts, hw=hw, capacity_gb=capacity_gb, time=time
    )
    time = with_generation(time, roll)
    memory = with_colocated_engine(memory, roll, capacity_gb)
    return time, memory, roll


def _communication(
    job: StackJob, stack: Stack, hw: ResolvedHardware, time: TimeResult
) -> tuple[CommunicationResult, LayoutResult | None]:
    """The data-parallel traffic at the step's compute speed-up (a low-precision recipe
    gathers fewer bytes), and the layout's own traffic and steps where there is a layout
    or a global batch."""
    scenario, layout = job.scenario, job.layout
    recipe = None if scenario.precision == "bf16" else stack.precision_recipe(scenario.precision)
    speedups = [time.explanations[k].value for k in SPEEDUP_KEYS if k in time.explanations]
    comm = communication(
        scenario=scenario,
        hw=hw,
        params=job.counts,
        states=job.states,
        gathered_weight_bytes=recipe.gathered_weight_bytes if recipe else COMM_BYTES_PER_PARAM,
        compute_speedup=prod(s for s in speedups if s is not None),
    )
    if layout.trivial and scenario.global_batch is None:
        return comm, None
    traffic = layout_traffic(
        scenario=scenario,
        arch=job.arch,
        layout=layout,
        hw=hw,
        data_traffic_bytes=_data_traffic(comm.comm_bytes_per_micro_batch_gb, layout, hw),
    )
    if not layout.trivial:
        comm = with_layout_comm(comm, layout=layout, traffic=traffic, world=hw.gpu_count)
    planned = layout_result(
        scenario=scenario, layout=layout, grad_accumulation=job.grad_accumulation, traffic=traffic
    )
    return comm, planned


def _layout(
    scenario: Scenario, stack: Stack, arch: ModelArch, hw: ResolvedHardware
) -> tuple[Layout, int]:
    """The scenario's parallel layout, checked against the GPUs, the model and the stack,
    and the gradient accumulation its global batch gives."""
    try:
        layout = resolve_layout(
            scenario.parallelism,
            support=stack.parallel_support(),
            method=scenario.method,
            hw=hw,
            num_experts=arch.num_experts,
            stack_id=stack.id,
        )
        accumulation = gradient_accumulation(
            scenario.global_batch, scenario.micro_batch, layout.data
        )
    except LayoutError as error:
        raise PlanError(error.refusal) from None
    return layout, accumulation


def _data_traffic(traffic_gb: float, layout: Layout, hw: ResolvedHardware) -> float:
    """The data-parallel (ZeRO/FSDP) bytes of `comm.py`, for the states one GPU holds (÷ TP ×
    PP) over the shard group (DP × CP) instead of every GPU."""
    world, shard = hw.gpu_count, layout.shard_degree
    if world <= 1 or shard <= 1:
        return 0.0
    whole = traffic_gb * GB / ((world - 1) / world)
    return whole / (layout.tensor * layout.pipeline) * (shard - 1) / shard


def _nvlink_domain(hw: ResolvedHardware) -> int:
    """GPUs one NVLink (or Infinity Fabric) domain joins inside a node."""
    if hw.server is not None:
        return hw.server.nvlink_domain_size
    links = hw.gpu.interconnect
    if links.nvlink_bandwidth_gb_s is None:
        return 1
    return min(hw.gpus_per_node, links.nvlink_domain_max or 8)


def _layout_warnings(layout: Layout, accumulation: int, hw: ResolvedHardware) -> list[PlanWarning]:
    out: list[PlanWarning] = []
    domain = _nvlink_domain(hw)
    if layout.tensor > hw.gpus_per_node:
        args: dict[str, str | float] = {"tensor": layout.tensor, "per_node": hw.gpus_per_node}
        out.append(PlanWarning(code="tensor_parallel_across_nodes", args=args))
    elif layout.tensor > domain:
        link = node_link(hw)[0]
        args = {"tensor": layout.tensor, "domain": domain, "link": link}
        out.append(PlanWarning(code="tensor_parallel_outside_nvlink", args=args))
    if layout.pipeline > 1 and accumulation < layout.pipeline:
        args = {
            "bubble": layout.bubble_fraction(accumulation),
            "micro_batches": accumulation,
            "stages": layout.pipeline,
        }
        out.append(PlanWarning(code="pipeline_few_micro_batches", args=args))
    return out


def _with_cpu_optimizer(
    time: TimeResult,
    scenario: Scenario,
    hw: ResolvedHardware,
    states: ModelStates,
    layout: Layout,
    accumulation: int,
) -> TimeResult:
    """The optimizer step on the CPU, once per optimizer step: global_batch × seq_len tokens
    per step (without a global batch: one micro-batch on every data-parallel GPU)."""
    div_opt = shard_divisors(scenario.sharding, hw.gpu_count)[2]
    params_per_gpu = states.trainable / div_opt
    state_bytes = states.host_per_gpu / params_per_gpu if params_per_gpu else 0.0
    if layout.trivial and scenario.global_batch is None:
        tokens_per_step = hw.gpu_count * scenario.micro_batch * scenario.seq_len
    else:
        sequences = scenario.micro_batch * layout.data * accumulation
        tokens_per_step = sequences * scenario.seq_len
    if not layout.trivial:  # the optimizer states one GPU owns under the layout
        shard = layout.shard_degree if div_opt > 1 else 1
        params_per_gpu = states.trainable / (layout.tensor * layout.pipeline * shard)
    return with_optimizer_offload(
        time,
        steps=scenario.total_tokens / tokens_per_step,
        params_per_node=params_per_gpu * hw.gpus_per_node,
        state_bytes_per_param=state_bytes,
        host_memory_gb_s=hw.host_memory_gb_s,
        host_memory_source=hw.host_memory_source,
    )


def precision_refusal(scenario: Scenario, stack: Stack, gpu: GPU) -> Refusal | None:
    """Why the scenario's precision cannot be planned on this card with this stack (None:
    it can): the card has no tensor cores for the format, or the stack no recipe for it."""
    precision = scenario.precision
    card = card_refusal(gpu, precision)
    if card is not None:
        return card

    def refusal(candidate: Stack, able: list[str]) -> Refusal | None:
        return recipe_refusal(
            candidate.precision_recipe(precision),
            precision=precision,
            method=scenario.method,
            stack_id=candidate.id,
            able=able,
        )

    able: list[str] = [s.id for s in STACKS.values() if refusal(s, []) is None]
    return refusal(stack, able)


def precision_options(
    scenario: Scenario, catalog: Catalog | None = None
) -> tuple[str, dict[Precision, RefusalKind | None]]:
    """The scenario's card name and each training precision with why it cannot be planned
    for that card and stack (None: it can), for a picker to disable what it cannot do."""
    cat = scenario_catalog(scenario, catalog)
    try:
        gpu = resolve_hardware(scenario.hardware, cat).gpu
    except (KeyError, ValueError):
        return "", {}
    stack = get_stack(scenario.framework)
    return gpu.name, {
        precision: refusal_kind(gpu, precision, stack.precision_recipe(precision), scenario.method)
        for precision in get_args(Precision)
    }


def _param_explanations(arch: ModelArch, counts: ParameterCount) -> dict[str, Explanation]:
    stated = arch.stated_params_b
    return {
        "params_total": explain(
            "Parameters (total)",
            counts.total,
            "params",
            "embedding + layers × (attention + MLP or experts + norms) + final norm + head",
            arch.source or SRC_OWN_ARCHITECTURE,
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


# The published torchtitan runs with context parallelism (resources/validation/
# published-torchtitan.json, table 2 and 6 of its 2024 benchmark) trained inside the planned
# band at 32K tokens per sequence and 5-47 % below it from 64K on: attention's efficiency at
# long context is not modelled, so such a plan says so.
LONG_CONTEXT_BELOW_BAND = 65_536


def _warnings(
    *,
    scenario: Scenario,
    stack: Stack,
    arch: ModelArch,
    hw: ResolvedHardware,
    memory: MemoryResult,
    comm: CommunicationResult,
) -> list[PlanWarning]:
    """The plan's caveats as codes and arguments; presentation/warning_text.py words them."""
    out: list[PlanWarning] = []
    m = memory.memory_per_gpu_gb
    comm_s, compute_s = comm.comm_seconds_per_micro_batch, comm.compute_seconds_per_micro_batch

    def warn(code: WarningCode, **args: str | float) -> None:
        out.append(PlanWarning(code=code, args=args))

    gpu = hw.gpu
    if gpu.upper_bound:
        warn("upper_bound_tflops", tflops=gpu.bf16_dense_tflops, gpu=gpu.name)
    if arch.is_moe:
        warn("moe")
    if scenario.method == "qlora":
        warn("qlora_slower")
    if memory.fit_status == "does_not_fit":
        warn("does_not_fit", needed_gb=m.total, gpu=gpu.name, capacity_gb=m.capacity)
    elif memory.fit_status == "tight":
        warn("tight")
    if scenario.seq_len > arch.max_position_embeddings:
        warn(
            "seq_len_exceeds_positions",
            seq_len=scenario.seq_len,
            positions=arch.max_position_embeddings,
        )
    if hw.host_ram_gb is not None and memory.host_ram_gb > hw.host_ram_gb:
        warn("host_ram_short", needed_gb=memory.host_ram_gb, server_gb=hw.host_ram_gb)
    if hw.server is None:
        warn("no_server_cpu_zero" if hw.cpu_count == 0 else "no_server_cpus_given")
    if hw.server is not None and hw.nodes > 1 and not network_stated(hw.server):
        warn("network_not_stated", server=hw.server.name, assumed_gb_s=hw.link_gb_s)
    if comm_s > compute_s and hw.gpu_count > 1:
        warn("comm_exceeds_compute", comm_s=comm_s, compute_s=compute_s, link=hw.link_name)
    for key in ignored_choices(scenario, stack):
        # the stack has it, the method does not: say which method
        by_method = key == "optimizer_in_backward" and stack.supports_optimizer_in_backward("full")
        warn(
            "choice_not_supported",
            key=key,
            framework=scenario.framework,
            method=scenario.method if by_method else "",
        )
    padding = scenario.token_chain.padding_overhead
    if padding > PADDING_WARN_FACTOR:
        warn("padding_overhead_high", seq_len=scenario.seq_len, factor=padding)
    if not scenario.packing and scenario.document_lengths is None:
        warn("padding_not_measured")
    if m.paged_to_host > 0:
        warn("paged_states_spill", spilled_gb=m.paged_to_host)
    if scenario.tokens_per_second is not None:
        warn("measured_throughput")
    elif scenario.seq_len >= LONG_CONTEXT_BELOW_BAND:
        warn("long_context_below_band", seq_len=scenario.seq_len)
    if not objective_shape(scenario).uses_reference and scenario.reference in REFERENCE_SOURCES:
        warn("reference_not_used", objective=scenario.objective, reference=scenario.reference)
    return out
