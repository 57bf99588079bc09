"""How well a stack's memory matched measured runs, in one line: the words beside every
memory verdict in the GUI, on the CLI's Framework line and in `plan --json`'s
`validation.note` (the figures are `llmplan.validation`'s; a plan's own verdict says
whether runs of its setup were measured, and which way the error went)."""

from __future__ import annotations

from llmplan.core.result import MeasuredSetup, ValidationVerdict
from llmplan.core.scenario import Framework
from llmplan.core.stacks.registry import is_idealised
from llmplan.presentation import formatting, i18n
from llmplan.validation import shipped_summary

_t = i18n.translator("Accuracy")


def accuracy_note(framework: Framework) -> str:
    """How well the plan's memory matched measured runs of this stack (any setup)."""
    if is_idealised(framework):
        return _t("idealised model of the source documents, not a training stack")
    summary = shipped_summary().get(framework)
    if summary is None or summary.runs == 0:
        return _t("not yet validated against measured runs of this stack")
    worst = summary.worst_abs_error
    return i18n.fill(
        _t("validated to ±%1 % on %2 runs of this stack"),
        formatting.number(worst * 100, 0),
        str(summary.runs),
    )


def _percent(share: float | None) -> str:
    return formatting.number((share or 0.0) * 100, 0)


def _sharding(value: str) -> str:
    return {
        "none": _t("no sharding"),
        "zero1": _t("ZeRO-1"),
        "zero2": _t("ZeRO-2"),
        "zero3": _t("ZeRO-3 / FSDP"),
    }.get(value, value)


def _method(value: str) -> str:
    return {"full": _t("full fine-tuning"), "lora": _t("LoRA"), "qlora": _t("QLoRA")}.get(
        value, value
    )


def _gpus(count: int) -> str:
    return _t("1 GPU") if count == 1 else _t("%1 GPUs").replace("%1", formatting.number(count))


def measured_setups_text(setups: list[MeasuredSetup]) -> str:
    """ "1 GPU, no sharding (full fine-tuning, LoRA); 8 GPUs, ZeRO-3 / FSDP (full fine-tuning)"."""
    groups: dict[tuple[int, str], list[str]] = {}
    for setup in setups:
        groups.setdefault((setup.gpus, setup.sharding), []).append(_method(setup.method))
    return "; ".join(
        f"{_gpus(gpus)}, {_sharding(sharding)} ({', '.join(methods)})"
        for (gpus, sharding), methods in groups.items()
    )


def _unmeasured_text(verdict: ValidationVerdict) -> str:
    """This plan's part of the setup that no run measured: "8 GPUs, ZeRO-3 / FSDP"."""
    gpus, sharding, method = verdict.setup.gpus, verdict.setup.sharding, verdict.setup.method
    parts = []
    for aspect in verdict.not_measured:
        if aspect == "objective":
            parts.append(_t("this training objective"))
        elif aspect == "gpu_count":
            parts.append(_gpus(gpus))
        elif aspect == "sharding":
            parts.append(_sharding(sharding))
        elif aspect == "method":
            parts.append(_method(method))
    if not parts:  # each part measured, never together
        parts = [_gpus(gpus), _sharding(sharding), _method(method)]
    return ", ".join(parts)


def validation_note(verdict: ValidationVerdict) -> str:
    """The plan's own accuracy: validated on its setup (with the direction of the error), or
    what was not measured, what was, and the margin the advisor keeps for it."""
    if is_idealised(verdict.stack):
        return accuracy_note(verdict.stack)
    if verdict.runs == 0:
        return _t("not yet validated against measured runs of this stack")
    if verdict.same_setup:
        return i18n.fill(
            _t(
                "validated on %1 measured runs of this setup: within ±%2 % (median %3 %); "
                "the plan was below the measurement in %4 of them"
            ),
            str(verdict.runs),
            _percent(verdict.worst_error),
            _percent(verdict.median_error),
            str(verdict.runs_below),
        )
    return i18n.fill(
        _t(
            "not measured on %1: the %2 runs of this stack were on %3 (within ±%4 %, the plan "
            "below the measurement in %5); the advisor keeps %6 % of memory free for it"
        ),
        _unmeasured_text(verdict),
        str(verdict.runs),
        measured_setups_text(verdict.measured_setups),
        _percent(verdict.worst_error),
        str(verdict.runs_below),
        _percent(verdict.margin),
    )
