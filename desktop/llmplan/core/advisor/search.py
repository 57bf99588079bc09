"""Try every catalogue configuration for a scenario and keep, per hardware, the best that fits.

The space: every server × nodes (1–4) and every GPU type × cards (1, 2, 4, 8) × nodes (1–4),
each × sharding × activation checkpointing × micro-batch × optimizer offload — about 37,000
configurations for the bundled catalogue. Every figure comes from `plan()`; nothing is
re-derived here. What makes it fast is what the plan itself documents:

- the memory a GPU needs depends on the hardware only through the number of GPUs that share
  the model states (capacity is compared afterwards), so one plan per (GPUs, sharding,
  checkpointing, offload) serves every card and server with that many GPUs;
- activations and logits are linear in the tokens per micro-batch (core.memory), so the plan
  at micro-batch 1 gives every micro-batch: total(m) = total(1) + (m − 1) × (activations +
  logits)(1).

Both are checked on every hardware: its own plan (at the scenario's settings) must agree with
the table, else that hardware is searched with one plan per configuration.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field, replace
from itertools import product
from typing import Generic, TypeVar

from llmplan.catalog.load import Catalog, PriceBook
from llmplan.catalog.schema import GPU
from llmplan.core.hardware import hardware_choice, network_stated, resolve_hardware
from llmplan.core.money import Money
from llmplan.core.plan import plan
from llmplan.core.result import HardwareChoice, MemoryBreakdown, PlanResult
from llmplan.core.run.pricing import HardwarePrices, hardware_prices
from llmplan.core.scenario import (
    Checkpointing,
    Hardware,
    Parallelism,
    Precision,
    Scenario,
    Sharding,
)
from llmplan.core.stacks.precision import card_refusal, refusal_kind
from llmplan.core.stacks.registry import get_stack
from llmplan.core.stacks.shared import fit_status

SERVER_NODES = (1, 2, 3, 4)
GPU_COUNTS = (1, 2, 4, 8)
GPU_NODES = (1, 2, 3, 4)
SHARDINGS: tuple[Sharding, ...] = ("none", "zero1", "zero2", "zero3")
CHECKPOINTINGS: tuple[Checkpointing, ...] = ("none", "selective", "full")
MICRO_BATCHES = (1, 2, 4, 8)
OFFLOADS = (False, True)
# less recomputation, less traffic and no offload run faster in practice: prefer them
_CHECKPOINT_RANK = {"none": 0, "selective": 1, "full": 2}
_SHARDING_RANK = {"none": 0, "zero1": 1, "zero2": 2, "zero3": 3}
_AGREE_GB = 1e-6  # the table and a hardware's own plan must agree to a kilobyte
# Tensor × pipeline layouts tried where the stack has both and 16 GPUs or more share the
# model (issue 24): TP inside a node (its per-layer all-reduces need NVLink), PP over nodes
LAYOUT_MIN_GPUS = 16
LAYOUT_TENSOR = (2, 4, 8)
LAYOUT_PIPELINE = (1, 2, 4)
LAYOUT_SHARDINGS: tuple[Sharding, ...] = ("zero1", "zero3")
LAYOUT_CHECKPOINTINGS: tuple[Checkpointing, ...] = ("selective", "full")
# a layout replaces plain data parallelism only when that does not fit or is this much slower
LAYOUT_GAIN = 0.05


def advised_precision(scenario: Scenario, gpu: GPU) -> Precision:
    """The matmuls' format the advisor plans on a card: the scenario's own where the card
    and the stack can do it, else FP8 where they can (the format whose recipes the stacks
    measured for training, core/stacks/precision.py), else BF16. MXFP8 and NVFP4 only when
    the scenario asks for them."""
    stack = get_stack(scenario.framework)
    for precision in (scenario.precision, "fp8"):
        recipe = stack.precision_recipe(precision)
        if precision != "bf16" and refusal_kind(gpu, precision, recipe, scenario.method) is None:
            return precision
    return "bf16"


def fits_with_margin(total_gb: float, capacity_gb: float, margin: float) -> bool:
    return fit_status(total_gb * (1.0 + margin), capacity_gb) != "does_not_fit"


@dataclass(frozen=True)
class Knobs:
    """The settings the search varies besides the hardware."""

    sharding: Sharding
    activation_checkpointing: Checkpointing
    micro_batch: int
    offload_optimizer: bool
    precision: Precision = "bf16"  # the card's and stack's format (`advised_precision`)
    tensor: int = 1
    pipeline: int = 1
    global_batch: int | None = None

    @property
    def layered(self) -> bool:
        return (self.tensor, self.pipeline) != (1, 1)

    def as_update(self) -> dict[str, object]:
        """The settings as scenario fields (the field names are the scenario's)."""
        update = asdict(self)
        tensor, pipeline = update.pop("tensor"), update.pop("pipeline")
        # the layout the option was planned with (plain data parallelism: the defaults)
        update["parallelism"] = Parallelism(tensor=tensor, pipeline=pipeline)
        return update


@dataclass(frozen=True)
class LayoutWhy:
    """Why a tensor × pipeline layout was chosen over plain data parallelism: the codes
    (`data_parallel_does_not_fit`, `data_parallel_slower`, `tensor_inside_node`,
    `pipeline_across_nodes`) and the figures they quote."""

    codes: tuple[str, ...]
    args: dict[str, float]


ALL_KNOBS = tuple(
    Knobs(s, c, m, o) for s, c, m, o in product(SHARDINGS, CHECKPOINTINGS, MICRO_BATCHES, OFFLOADS)
)


FigureT = TypeVar("FigureT")


class _PlanFigure(Generic[FigureT]):
    """A read-only attribute of `Evaluated`: one figure of its plan."""

    def __init__(self, read: Callable[[PlanResult], FigureT]) -> None:
        self._read = read

    def __get__(self, option: Evaluated, owner: type[Evaluated] | None = None) -> FigureT:
        return self._read(option.result)


@dataclass(frozen=True)
class Evaluated:
    """One hardware configuration at its best fitting settings, planned in full."""

    hardware: Hardware
    knobs: Knobs
    result: PlanResult
    prices: HardwarePrices
    tight: bool
    layout_why: LayoutWhy | None = None  # a tensor × pipeline layout, and why

    # ---- The plan's figures the advisor uses: the one place that knows PlanResult's layout
    memory = _PlanFigure(lambda result: memory_of(result))
    fit_status = _PlanFigure(lambda result: result.memory.fit_status)
    label = _PlanFigure(lambda result: result.hardware_label)
    gpu_count = _PlanFigure(lambda result: result.gpu_count)
    train_seconds = _PlanFigure(lambda result: result.time.train_seconds)
    train_seconds_conservative = _PlanFigure(lambda result: result.time.train_seconds_conservative)
    train_seconds_optimistic = _PlanFigure(lambda result: result.time.train_seconds_optimistic)
    energy_kwh = _PlanFigure(lambda result: result.energy.energy_kwh)
    co2_kg = _PlanFigure(lambda result: result.energy.co2_kg)
    rental_months = _PlanFigure(lambda result: result.energy.rental_months)

    @property
    def electricity(self) -> Money:
        energy = self.result.energy
        return Money(amount=energy.electricity_cost, currency=energy.currency)

    @property
    def rent_for_run(self) -> Money | None:
        """The plan's rent for the run (pro rata), in the price's own currency."""
        cost, currency = self.result.energy.rental_cost, self.result.energy.rental_currency
        return None if cost is None or currency is None else Money(amount=cost, currency=currency)


def memory_of(result: PlanResult) -> MemoryBreakdown:
    """Memory per GPU of a plan (decimal GB)."""
    return result.memory.memory_per_gpu_gb


@dataclass(frozen=True)
class Misfit:
    """The configuration that came closest to fitting (for "nothing fits" messages)."""

    label: str
    need_gb: float
    capacity_gb: float
    hardware: HardwareChoice | None = None  # the same as ids, for the views to word


@dataclass
class SearchResult:
    evaluated: list[Evaluated] = field(default_factory=list)
    searched: int = 0
    hardware_count: int = 0
    closest_misfit: Misfit | None = None
    cancelled: bool = False


ProgressCallback = Callable[[int, int], None]


@dataclass(frozen=True)
class SearchControl:
    """What the caller passes through a search: where progress goes, whether to stop, and
    the share of the planned memory a configuration must keep free to count as fitting."""

    on_progress: ProgressCallback | None = None
    is_cancelled: Callable[[], bool] | None = None
    margin: float = 0.0

    def each_hardware(
        self, hardware_list: list[Hardware], out: SearchResult, report_every: int = 1
    ) -> Iterator[Hardware]:
        """The hardware in turn, with progress every `report_every` and at the end; stops
        (and marks `out` cancelled) once the caller cancels."""
        for index, hardware in enumerate(hardware_list):
            if self.is_cancelled is not None and self.is_cancelled():
                out.cancelled = True
                break
            if self.on_progress is not None and index % report_every == 0:
                self.on_progress(index, len(hardware_list))
            yield hardware
        if self.on_progress is not None:
            self.on_progress(len(hardware_list), len(hardware_list))


PLAIN_SEARCH = SearchControl()  # no progress reports, never cancelled, no margin


def candidate_hardware(catalog: Catalog) -> list[Hardware]:
    """Every server × nodes, then every GPU type × cards × nodes.

    Several servers are joined only where their network is stated (a catalogue entry names
    its source): separately rented single-GPU instances on a network nobody states are no
    cluster to plan on; one server type with more GPUs is offered instead.
    Bare cards split over more boxes than needed are left out: 2 cards × 2 nodes has the
    cards of 4 × 1, the same run time, power and price, and a network in place of NVLink
    or PCIe, so it is never the better choice; `pruned_hardware` counts them.
    """
    servers = [
        Hardware(server=server_id, nodes=n)
        for server_id, server in catalog.servers.items()
        for n in SERVER_NODES
        if n == 1 or network_stated(server)
    ]
    gpus: list[Hardware] = []
    for gpu in catalog.gpus:
        seen: set[int] = set()
        for nodes in GPU_NODES:
            for count in GPU_COUNTS:
                if count * nodes not in seen:
                    seen.add(count * nodes)
                    gpus.append(Hardware(gpu=gpu, count=count, nodes=nodes))
    return servers + gpus


def pruned_hardware(catalog: Catalog) -> int:
    """Bare-card splits left out as dominated (see `candidate_hardware`)."""
    every = len(catalog.gpus) * len(GPU_COUNTS) * len(GPU_NODES)
    return every - sum(1 for h in candidate_hardware(catalog) if h.server is None)


class _MemoryTable:
    """Memory per GPU for every (GPUs, knobs), from one plan per (GPUs, sharding,
    checkpointing, offload) at micro-batch 1."""

    def __init__(self, scenario: Scenario, catalog: Catalog) -> None:
        self._scenario = scenario
        self._catalog = catalog
        self._lines: dict[tuple[int, Sharding, Checkpointing, bool, str], tuple[float, float]] = {}
        self._rows: dict[tuple[int, str], list[tuple[Knobs, float]]] = {}

    def _reference_gpu(self, precision: Precision) -> str:
        """A card that runs the format (memory does not depend on which)."""
        return next(
            (i for i, g in self._catalog.gpus.items() if card_refusal(g, precision) is None),
            next(iter(self._catalog.gpus)),
        )

    def total_gb(self, gpus: int, knobs: Knobs) -> float:
        key = (
            gpus,
            knobs.sharding,
            knobs.activation_checkpointing,
            knobs.offload_optimizer,
            knobs.precision,
        )
        line = self._lines.get(key)
        if line is None:
            update = {**knobs.as_update(), "micro_batch": 1}
            update["hardware"] = Hardware(gpu=self._reference_gpu(knobs.precision), count=gpus)
            memory = plan(self._scenario.model_copy(update=update), self._catalog)
            m = memory_of(memory)
            line = (m.total, m.activations + m.logits)
            self._lines[key] = line
        at_one, per_sequence = line
        return at_one + (knobs.micro_batch - 1) * per_sequence

    def totals(self, gpus: int, precision: Precision = "bf16") -> list[tuple[Knobs, float]]:
        """Every setting with its memory per GPU, when `gpus` GPUs share the states."""
        row = self._rows.get((gpus, precision))
        if row is None:
            row = self._rows[gpus, precision] = [
                (k, self.total_gb(gpus, k)) for k in knobs_at(precision)
            ]
        return row


def knobs_at(precision: Precision) -> tuple[Knobs, ...]:
    return (
        ALL_KNOBS
        if precision == "bf16"
        else tuple(replace(k, precision=precision) for k in ALL_KNOBS)
    )


def search(
    scenario: Scenario, cat: Catalog, book: PriceBook, control: SearchControl = PLAIN_SEARCH
) -> SearchResult:
    """Every configuration for the scenario's model, method, framework and tokens.

    `control.margin`: the share of the planned memory a configuration must keep free on top to
    count as fitting: the validated error of the scenario's training software
    (`llmplan.validation.memory_margin`), which the callers above the core look up.
    `cat` and `book`: what to search and rank by."""
    # the merged catalogue already holds the custom entries: plans need not merge again
    # the search picks the layout itself (plain data parallelism, or TP × PP where it helps)
    base = scenario.model_copy(
        update={
            "candidates": [],
            "custom_gpus": [],
            "custom_servers": [],
            "parallelism": Parallelism(),
            "global_batch": None,
        }
    )
    table = _MemoryTable(base, cat)
    hardware_list = candidate_hardware(cat)
    out = SearchResult(hardware_count=len(hardware_list))
    capacities: dict[str, float] = {}  # per GPU id, as the plan states it
    margin = control.margin
    for hardware in control.each_hardware(hardware_list, out, report_every=16):
        before = len(out.evaluated)
        try:
            _search_hardware(out, hardware, base, (cat, book), table, capacities, margin)
            gpu = resolve_hardware(hardware, cat).gpu.id
            if gpu in capacities:
                _with_layouts(out, hardware, base, (cat, book), capacities[gpu], margin, before)
        except ValueError:  # e.g. a custom GPU the plan cannot use: skip it, never stop
            continue
    return out


def _search_hardware(
    out: SearchResult,
    hardware: Hardware,
    base: Scenario,
    data: tuple[Catalog, PriceBook],
    table: _MemoryTable,
    capacities: dict[str, float],
    margin: float,
) -> None:
    """Pick the best fitting settings of one hardware from the table, then plan it in full
    and check the plan agrees with the table (else search this hardware plan by plan)."""
    catalog, book = data
    hw = resolve_hardware(hardware, catalog)
    precision = advised_precision(base, hw.gpu)
    capacity = capacities.get(hw.gpu.id)
    if capacity is None:
        update = {"hardware": Hardware(gpu=hw.gpu.id), "precision": precision}
        probe = plan(base.model_copy(update=update), *data)
        capacity = capacities[hw.gpu.id] = memory_of(probe).capacity
    label = (hw.label, hardware_choice(hw, base))
    totals = table.totals(hw.gpu_count, precision)
    best = _best_knobs(out, label, capacity, margin, base.micro_batch, totals)
    if best is None:
        return
    knobs, total = best
    result = _replan(base, hardware, knobs, data)
    memory = memory_of(result)
    if abs(memory.total - total) > _AGREE_GB or abs(memory.capacity - capacity) > _AGREE_GB:
        # the shortcut does not hold for this hardware: one plan per configuration
        out.searched -= len(ALL_KNOBS)
        capacity = memory.capacity
        best = _best_knobs(
            out,
            label,
            capacity,
            margin,
            base.micro_batch,
            [(k, memory_of(_replan(base, hardware, k, data)).total) for k in knobs_at(precision)],
        )
        if best is None:
            return
        knobs, total = best
        result = _replan(base, hardware, knobs, data)
    prices = hardware_prices(hw, base, book)
    tight = fit_status(total, capacity) == "tight"
    out.evaluated.append(Evaluated(hardware, knobs, result, prices, tight))


def _with_layouts(
    out: SearchResult,
    hardware: Hardware,
    base: Scenario,
    data: tuple[Catalog, PriceBook],
    capacity: float,
    margin: float,
    before: int,
) -> None:
    """Where the stack has tensor and pipeline parallelism and 16+ GPUs share the model, try
    TP (inside a node) × PP layouts and keep one when plain data parallelism does not fit
    or is slower by more than LAYOUT_GAIN (seconds per token with the traffic that cannot
    hide behind compute); the hardware's entry then carries the layout and why."""
    catalog, book = data
    hw = resolve_hardware(hardware, catalog)
    support = get_stack(base.framework).parallel_support()
    method_ok = support.refusal("tensor", base.method) is None
    if not (method_ok and "pipeline" in support.dims) or hw.gpu_count < LAYOUT_MIN_GPUS:
        return
    plain = out.evaluated[-1] if len(out.evaluated) > before else None
    best: tuple[tuple[float, ...], Knobs, PlanResult] | None = None
    for tensor, pipeline, sharding, checkpointing in product(
        LAYOUT_TENSOR, LAYOUT_PIPELINE, LAYOUT_SHARDINGS, LAYOUT_CHECKPOINTINGS
    ):
        if tensor > hw.gpus_per_node or hw.gpu_count % (tensor * pipeline):
            continue
        if pipeline > 1 and pipeline > hw.nodes * max(1, hw.gpus_per_node // tensor):
            continue
        knobs = Knobs(
            sharding,
            checkpointing,
            base.micro_batch,
            False,
            precision=advised_precision(base, hw.gpu),
            tensor=tensor,
            pipeline=pipeline,
            # the tokens per step of plain data parallelism
            global_batch=base.micro_batch * hw.gpu_count,
        )
        out.searched += 1
        try:
            result = _replan(base, hardware, knobs, data)
        except ValueError:
            continue
        memory = memory_of(result)
        if not fits_with_margin(memory.total, memory.capacity, margin):
            continue
        tight = fit_status(memory.total, memory.capacity) == "tight"
        key = (
            float(tight),
            _CHECKPOINT_RANK[checkpointing],
            run_seconds(result),
            tensor * pipeline,
        )
        if best is None or key < best[0]:
            best = (key, knobs, result)
    if best is None:
        return
    _, knobs, result = best
    layered = run_seconds(result)
    if plain is not None:
        flat = run_seconds(plain.result)
        if plain.result.memory.fit_status != "does_not_fit" and layered > flat * (1 - LAYOUT_GAIN):
            return
    why = _layout_why(result, plain, knobs, capacity)
    prices = hardware_prices(hw, base, book)
    tight = result.memory.fit_status == "tight"
    entry = Evaluated(hardware, knobs, result, prices, tight, why)
    if plain is not None:
        out.evaluated[-1] = entry
    else:
        out.evaluated.append(entry)


def run_seconds(result: PlanResult) -> float:
    """The planned run time with the traffic that cannot hide behind compute: the training
    time (pipeline bubble included) × (compute + exposed traffic) ÷ compute per micro-batch,
    plus the CPU optimizer steps. Exposed: tensor, context and expert traffic (on the
    critical path of each layer) and what data-parallel and pipeline traffic exceeds
    compute."""
    comm = result.communication
    compute = comm.compute_seconds_per_micro_batch
    layout = result.layout
    if layout is None or layout.trivial:
        exposed = max(0.0, comm.comm_seconds_per_micro_batch - compute)
    else:
        kinds = ("tensor", "context", "expert")
        critical = sum(t.seconds for t in layout.traffic if t.kind in kinds)
        hidden = sum(t.seconds for t in layout.traffic if t.kind not in kinds)
        exposed = critical + max(0.0, hidden - compute)
    offload = result.time.optimizer_offload_seconds
    gpu_seconds = result.time.train_seconds - offload
    return gpu_seconds * (compute + exposed) / compute + offload if compute else gpu_seconds


def _layout_why(
    result: PlanResult, plain: Evaluated | None, knobs: Knobs, capacity: float
) -> LayoutWhy:
    layout = result.layout
    assert layout is not None
    codes: list[str] = []
    args: dict[str, float] = {
        "tensor": knobs.tensor,
        "pipeline": knobs.pipeline,
        "data": layout.data,
        "bubble": layout.bubble_fraction,
        "global_batch": layout.global_batch,
        "memory_gb": result.memory.memory_per_gpu_gb.total,
        "capacity_gb": capacity,
    }
    if plain is not None and (
        _CHECKPOINT_RANK[knobs.activation_checkpointing]
        < _CHECKPOINT_RANK[plain.knobs.activation_checkpointing]
    ):
        codes.append("less_recompute")  # the split activations need less recomputation
    if plain is None or plain.result.memory.fit_status == "does_not_fit":
        codes.append("data_parallel_does_not_fit")
        if plain is not None:
            args["plain_memory_gb"] = plain.memory.total
    else:
        codes.append("data_parallel_slower")
        args["plain_comm_gb"] = plain.result.communication.comm_bytes_per_micro_batch_gb
        args["gain"] = 1 - run_seconds(result) / run_seconds(plain.result)
    tensor = next((t for t in layout.traffic if t.kind == "tensor"), None)
    if tensor is not None:
        codes.append("tensor_inside_node" if tensor.within_node else "tensor_across_nodes")
        args["tensor_gb"] = tensor.gb
        args["tensor_link_gb_s"] = tensor.link_gb_s
    stage = next((t for t in layout.traffic if t.kind == "pipeline"), None)
    if stage is not None:
        codes.append("pipeline_across_nodes" if not stage.within_node else "pipeline_in_node")
        args["pipeline_gb"] = stage.gb
        args["pipeline_link_gb_s"] = stage.link_gb_s
    return LayoutWhy(tuple(codes), args)


def _best_knobs(
    out: SearchResult,
    label: tuple[str, HardwareChoice],
    capacity: float,
    margin: float,
    wanted_micro_batch: int,
    totals: list[tuple[Knobs, float]],
) -> tuple[Knobs, float] | None:
    best: tuple[tuple[float, ...], Knobs, float] | None = None
    out.searched += len(totals)
    for knobs, total in totals:
        if not fits_with_margin(total, capacity, margin):
            _note_misfit(out, label, total, capacity)
            continue
        tight = fit_status(total, capacity) == "tight"
        key = (float(tight), *_settings_rank(knobs, wanted_micro_batch))
        if best is None or key < best[0]:
            best = (key, knobs, total)
    return None if best is None else (best[1], best[2])


def _replan(
    base: Scenario, hardware: Hardware, knobs: Knobs, data: tuple[Catalog, PriceBook]
) -> PlanResult:
    return plan(base.model_copy(update={"hardware": hardware, **knobs.as_update()}), *data)


@functools.cache
def _settings_rank(knobs: Knobs, wanted_micro_batch: int) -> tuple[float, ...]:
    """Smaller is better (after room to spare, which `_best_knobs` puts first): the settings
    that run fastest in practice, then the micro-batch closest to the scenario's."""
    distance = abs(math.log2(knobs.micro_batch / wanted_micro_batch))
    return (
        float(knobs.offload_optimizer),
        _CHECKPOINT_RANK[knobs.activation_checkpointing],
        _SHARDING_RANK[knobs.sharding],
        distance,
        -knobs.micro_batch,
    )


def _note_misfit(
    out: SearchResult, label: tuple[str, HardwareChoice], total_gb: float, capacity_gb: float
) -> None:
    closest = out.closest_misfit
    if closest is None or total_gb / capacity_gb < closest.need_gb / closest.capacity_gb:
        out.closest_misfit = Misfit(label[0], total_gb, capacity_gb, label[1])
