"""Hardware in the reader's language: catalogue names and what a plan runs on.

The catalogues name their entries in English ("1x H100 rental", "8x H200 NVL training server
(two 4-way NVLink bridges)"). Their German forms are entries of the one translation
catalogue, context "Catalog", keyed by the English name, so a translator finds them beside
every other word. Product names ("HGX 8x H100 SXM") have no entry and read the same in every
language; a user's own server or GPU keeps the name as typed. The core hands the plan's
hardware over as ids and counts (`HardwareChoice`); the label is worded here.
"""

from __future__ import annotations

from llmplan.core.advisor.recommend import Option, Reason
from llmplan.core.result import HardwareChoice, PlanResult
from llmplan.presentation import i18n

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
