"""Hardware in the reader's language: catalogue names and what a plan runs on.

The catalogues name their entries in English ("1x H100 rental", "8x H200 NVL training server
(two 4-way NVLink bridges)"). Their German forms are entries of the one translation
catalogue, context "Catalog", keyed by the English name, so a translator finds them beside
every other word. Product names ("HGX 8x H100 SXM") have no entry and read the same in every
language; a user's own server or GPU keeps the name as typed. The core hands the plan's
hardware over as ids and counts (`HardwareChoice`); the label is worded here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from llmplan.catalog.schema import GPU
from llmplan.core.plan import scenario_catalog
from llmplan.core.result import HardwareChoice, PlanResult
from llmplan.core.scenario import Scenario
from llmplan.presentation import formatting, i18n
from llmplan.units import GB, GIB

if TYPE_CHECKING:  # the advisor is loaded by `recommend`, not by every plan's words
    from llmplan.core.advisor.recommend import Option, Reason

CATALOG_CONTEXT = "Catalog"
_t = i18n.translator("Hardware")


def catalog_name(name: str, custom: bool = False) -> str:
    """A catalogue entry's display name in the current language; a custom entry's as typed."""
    return name if custom else i18n.translate(CATALOG_CONTEXT, name)


def gpu_text(choice: HardwareChoice) -> str:
    """The card: "NVIDIA H200 NVL", "NVIDIA GB200 (je Blackwell-GPU)"."""
    return catalog_name(choice.gpu_name, choice.gpu_custom)


def hardware_text(choice: HardwareChoice) -> str:
    """A server × nodes or GPUs × count × nodes: "1x H100 (Miete) × 2", "8x NVIDIA H200 NVL ×
    2 Knoten" (the English reads as the core's `hardware_label`)."""
    if choice.server is not None and choice.server_name is not None:
        server = catalog_name(choice.server_name, choice.server_custom)
        return server if choice.nodes == 1 else f"{server} × {choice.nodes}"
    gpus = f"{choice.gpus_per_node}x {gpu_text(choice)}"
    return gpus if choice.nodes == 1 else i18n.fill(_t("%1 × %2 nodes"), gpus, str(choice.nodes))


def plan_hardware(result: PlanResult) -> str:
    """What a plan runs on, as the user picked it (the server's name, or GPUs × count)."""
    return hardware_text(result.hardware)


def plan_gpu(result: PlanResult) -> str:
    """The card a plan runs on."""
    return gpu_text(result.hardware)


def option_hardware(option: Option) -> str:
    """The hardware of one of the advisor's options."""
    return plan_hardware(option.evaluated.result)


def reason_hardware(reason: Reason) -> str:
    """The hardware a reason names (the core's English label where it carries none)."""
    if reason.hardware is not None:
        return hardware_text(reason.hardware)
    return str(reason.args.get("label", ""))


def usable_gb(gpu: GPU) -> float:
    """A catalogue card's usable capacity in decimal GB, the unit plans carry it in."""
    return gpu.usable_memory_bytes / GB


def capacity_text(capacity_gb: float) -> str:
    """A card's usable capacity, written the same on every surface (GPU list, warnings,
    Memory fit, Recommend, report): "79.6 GiB" for the H100 SXM 80 GB, always one decimal."""
    return formatting.size_gb(capacity_gb, 1)


def gpu_choice_text(gpu: GPU, name: str) -> str:
    """A card in the GPU list: its name with the vendor's figure, then what fits on it:
    "NVIDIA H100 SXM 80 GB (79.6 GiB usable)"."""
    return i18n.fill(_t("%1 (%2 usable)"), name, capacity_text(usable_gb(gpu)))


def capacity_note(gpu: GPU) -> str:
    """Why a card's name and its capacity differ ("80 GB" vs 79.6 GiB): the GPU list's
    tooltip of that card (the report says it once for all cards: `capacity_footnote`)."""
    vendor = formatting.number(gpu.memory_gb, 0)
    gib = formatting.number(gpu.usable_memory_bytes / GIB, 1)
    if gpu.memory_mib is None:
        return i18n.fill(
            _t("%1 GB is the vendor's figure (10⁹ bytes); plans count it as %2 GiB."), vendor, gib
        )
    return i18n.fill(
        _t(
            "%1 GB in the name is the vendor's figure; plans count the %2 MiB the driver "
            "reports (nvidia-smi), which is %3 GiB (1 GiB = 1,024 MiB)."
        ),
        vendor,
        formatting.number(gpu.memory_mib, 0),
        gib,
    )


def capacity_footnote(scenario: Scenario, results: Sequence[PlanResult]) -> str:
    """The report's one footnote to its Memory fit table: where each card's capacity comes
    from ("NVIDIA H100 SXM 80 GB: 81,559 MiB = 79.6 GiB"); empty without a catalogue card."""
    catalog = scenario_catalog(scenario)
    cards: list[str] = []
    for result in results:
        gpu = catalog.gpus.get(result.hardware.gpu)
        if gpu is None:
            continue
        name = catalog_name(gpu.name, result.hardware.gpu_custom)
        capacity = result.memory.memory_per_gpu_gb.capacity
        gib = formatting.number(capacity * GB / GIB, 1)
        if abs(capacity - usable_gb(gpu)) > 1e-9 * capacity:  # the reference model
            card = i18n.fill(
                _t("%1: the vendor's %2 GB = %3 GiB (reference model, as the source documents)"),
                name,
                formatting.number(gpu.memory_gb, 0),
                gib,
            )
        elif gpu.memory_mib is None:
            card = i18n.fill(_t("%1: %2 GiB (the vendor's figure)"), name, gib)
        else:
            card = i18n.fill(
                _t("%1: %2 MiB = %3 GiB"), name, formatting.number(gpu.memory_mib, 0), gib
            )
        if card not in cards:
            cards.append(card)
    if not cards:
        return ""
    lead = _t(
        "Capacity per card is what the driver reports (nvidia-smi, MiB ÷ 1,024 = GiB); the GB "
        "in a card's name are the vendor's figure (10⁹ bytes)."
    )
    return f"{lead} {'; '.join(cards)}."
