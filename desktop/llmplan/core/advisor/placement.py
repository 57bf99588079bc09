"""GRPO's placements for the advisor: on every catalogue server, the rollout engine
colocated on the training GPUs, or separate on 1, 2 or 4 GPUs of the same card beside
them (core/stacks/rollout.py). Each one is planned in full by `plan()`; a separate engine's
GPUs are priced at the hardware's rent (and purchase price) per GPU.

The memory-table shortcut of `search.py` does not hold here: a colocated engine reserves a
share of the card, so the memory per GPU depends on the card, and each placement is one
plan (tens of plans, not thousands).
"""

from __future__ import annotations

import dataclasses

from llmplan.catalog.load import Catalog, PriceBook
from llmplan.core.advisor.search import (
    PLAIN_SEARCH,
    Evaluated,
    Knobs,
    Misfit,
    SearchControl,
    SearchResult,
    fits_with_margin,
    memory_of,
)
from llmplan.core.hardware import hardware_choice, resolve_hardware
from llmplan.core.plan import plan
from llmplan.core.result import HardwareChoice, PlanResult
from llmplan.core.run.pricing import HardwarePrices, PriceQuote, hardware_prices
from llmplan.core.scenario import Hardware, Scenario
from llmplan.core.stacks.shared import fit_status

GENERATE_GPUS = (1, 2, 4)  # GPUs a separate engine is tried on, beside each hardware


def placement_candidates(scenario: Scenario, catalog: Catalog) -> list[Hardware]:
    """The scenario's hardware, then every catalogue server (one node)."""
    out = [scenario.hardware]
    out += [Hardware(server=i) for i in catalog.servers if Hardware(server=i) != out[0]]
    return out


def _scaled(quote: PriceQuote | None, factor: float) -> PriceQuote | None:
    if quote is None or factor == 1.0:
        return quote
    return dataclasses.replace(quote, total=quote.total.times(factor))


def search_placements(
    scenario: Scenario, cat: Catalog, book: PriceBook, control: SearchControl = PLAIN_SEARCH
) -> SearchResult:
    """Every placement of the rollout engine on every candidate hardware, planned."""
    base = scenario.model_copy(update={"candidates": [], "custom_gpus": [], "custom_servers": []})
    knobs = Knobs(
        scenario.sharding,
        scenario.activation_checkpointing,
        scenario.micro_batch,
        scenario.offload_optimizer,
    )
    hardware_list = placement_candidates(scenario, cat)
    out = SearchResult(hardware_count=len(hardware_list))
    tp = scenario.rollout.tensor_parallel
    splits = [("colocated", 0), *(("separate", k) for k in GENERATE_GPUS if k >= tp)]
    for hardware in control.each_hardware(hardware_list, out):
        try:
            hw = resolve_hardware(hardware, cat)
        except ValueError:
            continue
        listed = hardware_prices(hw, base, book)
        for engine, gpus in splits:
            rollout = base.rollout.model_copy(update={"engine": engine, "gpus": gpus})
            result = plan(base.model_copy(update={"hardware": hardware, "rollout": rollout}), cat)
            out.searched += 1
            if not _fits(out, result, control.margin, hw.label, hardware_choice(hw, base)):
                continue
            factor = (hw.gpu_count + gpus) / hw.gpu_count
            priced = HardwarePrices(_scaled(listed.rent, factor), _scaled(listed.purchase, factor))
            memory = memory_of(result)
            tight = fit_status(memory.total, memory.capacity) == "tight"
            out.evaluated.append(Evaluated(hardware, knobs, result, priced, tight))
    return out


def _fits(
    out: SearchResult, result: PlanResult, margin: float, label: str, choice: HardwareChoice
) -> bool:
    memory = memory_of(result)
    engine_ok = result.rollout is None or result.rollout.engine_fits
    if engine_ok and fits_with_margin(memory.total, memory.capacity, margin):
        return True
    closest = out.closest_misfit
    if closest is None or memory.total / memory.capacity < closest.need_gb / closest.capacity_gb:
        out.closest_misfit = Misfit(label, memory.total, memory.capacity, choice)
    return False
