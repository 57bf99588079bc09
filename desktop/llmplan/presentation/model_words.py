"""The model in use, in words: what the help page (F1), the report's assumptions and the
tooltips say about how a plan is computed, read from the plan itself — the active stack's
MFU band, bytes per parameter, logits, overheads and power draw — never a fixed description
of the reference model. One source: every view words these facts through here."""

from __future__ import annotations

from llmplan.core.result import TIGHT_FREE_FRACTION, PlanResult
from llmplan.core.scenario import Framework, Optimizer
from llmplan.core.stacks.profiles import PROFILES
from llmplan.core.stacks.registry import get_stack
from llmplan.core.stacks.shared import ByteSplit, StateLayout, optimizer_bytes
from llmplan.presentation import formatting, i18n
from llmplan.presentation.explanations import explanation_text
from llmplan.presentation.labels import choice_label, source_text

_t = i18n.translator("ModelWords")

# the memory parts whose formulas the active stack states, in the order of the bar
MEMORY_PARTS = ("weights", "gradients", "optimizer", "activations", "logits")


# the reference model's layout (EleutherAI's mixed precision: reference_states.py)
REFERENCE_LAYOUT: StateLayout = "mixed-precision"


def state_bytes(framework: Framework, optimizer: Optimizer) -> ByteSplit:
    """(weights, gradients, optimizer states) bytes per trained parameter as `framework`'s
    stack holds them: the same table its memory model counts with."""
    profile = PROFILES.get(framework)
    layout = profile.state_layout if profile is not None else REFERENCE_LAYOUT
    return optimizer_bytes(layout, optimizer)


def optimizer_label(optimizer: Optimizer, framework: Framework) -> str:
    """ "AdamW, mixed precision (16 bytes/param)" — the optimizer's name with the bytes the
    active stack counts per trained parameter (weights + gradients + states)."""
    return i18n.fill(
        _t("%1 (%2 bytes/param)"),
        choice_label("optimizer", optimizer),
        formatting.short_number(sum(state_bytes(framework, optimizer))),
    )


def optimizer_bytes_text(optimizer: Optimizer, framework: Framework) -> str:
    """ "Hugging Face Transformers (Trainer): weights 4 + gradients 4 + optimizer states 8
    bytes per trained parameter" — the split behind `optimizer_label`."""
    weights, gradients, states = state_bytes(framework, optimizer)
    number = formatting.short_number
    return i18n.fill(
        _t("%1: weights %2 + gradients %3 + optimizer states %4 bytes per trained parameter"),
        choice_label("framework", framework),
        number(weights),
        number(gradients),
        number(states),
    )


def stack_name(result: PlanResult) -> str:
    return choice_label("framework", result.framework)


def band_text(result: PlanResult) -> str:
    """ "Hugging Face Transformers: MFU 55 % (optimistic) to 30 % (conservative), this plan
    40 %", or the measured throughput that replaces the band."""
    band = result.time.mfu_band
    if band is None or result.time.mfu is None:
        return i18n.fill(
            _t("%1: the run time comes from a measured throughput, not from an MFU band."),
            stack_name(result),
        )
    return i18n.fill(
        _t("%1: MFU %2 (optimistic) to %3 (conservative); this plan uses %4."),
        stack_name(result),
        formatting.percent(band.optimistic),
        formatting.percent(band.conservative),
        formatting.percent(result.time.mfu),
    )


def memory_lines(result: PlanResult) -> list[tuple[str, str]]:
    """(part, the active stack's formula) for each memory part the plan explains."""
    lines = []
    for part in MEMORY_PARTS:
        explanation = result.explanations.get(f"memory_per_gpu_gb.{part}")
        if explanation is not None:
            shown = explanation_text(f"memory_per_gpu_gb.{part}", explanation)
            lines.append((shown.label, shown.formula))
    return lines


def overhead_text(result: PlanResult) -> str:
    """The overhead per card as this plan counts it, with its parts."""
    m = result.memory.memory_per_gpu_gb
    gathered = result.memory.gathered_layers_gb
    size = formatting.size_gb
    if m.context is not None and m.reserve is not None:
        text = i18n.fill(
            _t("Overhead per card: %1 (CUDA context %2 + allocator reserve %3"),
            size(m.overhead),
            size(m.context),
            size(m.reserve),
        )
    else:  # the reference model states one figure for context and reserve
        text = i18n.fill(
            _t("Overhead per card: %1 (stated CUDA context and allocator reserve %2"),
            size(m.overhead),
            size(m.overhead - gathered - m.rollout_engine),
        )
    if gathered > 0:
        text += i18n.fill(_t(" + ZeRO-3 gathered layers %1"), size(gathered))
    if m.rollout_engine > 0:  # GRPO: the colocated vLLM engine (core/stacks/rollout.py)
        text += i18n.fill(_t(" + the rollout engine's reserve %1"), size(m.rollout_engine))
    return text + ")."


def tight_text() -> str:
    return i18n.fill(
        _t("Tight means less than %1 of the card is free."),
        formatting.percent(TIGHT_FREE_FRACTION),
    )


def power_text(result: PlanResult) -> str:
    """ "544 W per GPU while training (91 % of the 600 W board power; source), plus CPUs ×
    TDP, +15 % for the rest of the server"."""
    explanation = result.explanations.get("avg_power_kw")
    draw = get_stack(result.framework).power_draw()
    inputs = explanation.inputs if explanation is not None else {}
    per_gpu = inputs.get("gpu_power_w")
    factor = inputs.get("factor")
    if not isinstance(per_gpu, int | float) or not isinstance(factor, int | float):
        return _t("Power: GPUs × their draw while training, plus CPUs × TDP.")
    board = per_gpu / draw.fraction if draw.fraction else per_gpu
    return i18n.fill(
        _t(
            "Power: %1 W per GPU while training (%2 of the %3 W board power: %4), plus "
            "CPUs × TDP, × %5 for the rest of the server."
        ),
        formatting.number(per_gpu),
        formatting.percent(draw.fraction),
        formatting.number(board),
        source_text(draw.source) or _t("board power"),
        formatting.number(factor, 2),
    )
