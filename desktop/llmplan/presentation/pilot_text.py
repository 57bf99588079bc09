"""The report's statement of which figures rest on a measurement (pilot runs)."""

from __future__ import annotations

from collections.abc import Sequence

from llmplan.core.result import PlanResult
from llmplan.presentation import i18n

_t = i18n.translator("ReportPilot")

# explanation keys -> the figure a reader knows
_FIGURES = {
    "memory_per_gpu_gb.total": "memory per GPU",
    "memory_per_gpu_gb.activations": "activations",
    "memory_per_gpu_gb.logits": "logits",
    "memory_per_gpu_gb.overhead": "CUDA context and allocator reserve",
    "max_seq_len_that_fits": "longest sequence that fits",
    "max_micro_batch_that_fits": "largest micro-batch that fits",
    "train_seconds": "training time (and with it energy, cost and the timeline)",
}


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")


def measured_lines(results: Sequence[PlanResult]) -> list[str]:
    """Plain sentences: which pilot each calibrated figure rests on, the assumptions, and
    which figures are planned only. Empty when no pilot is in the scenario."""
    calibrated = [r for r in results if r.calibration is not None]
    if not calibrated:
        return []
    cal = calibrated[0].calibration
    assert cal is not None
    keys = set(cal.calibrated_keys)
    lines: list[str] = []
    if cal.memory_pilot:
        figures = ", ".join(_FIGURES[k] for k in _FIGURES if k in keys and "memory" in k)
        lines.append(_sentence(f"{figures}: {cal.memory_pilot}"))
    if cal.throughput_pilot:
        lines.append(_sentence(f"{_FIGURES['train_seconds']}: {cal.throughput_pilot}"))
    lines += [_sentence(text) for text in cal.assumptions + cal.notes]
    if not cal.memory_pilot and not cal.throughput_pilot:
        lines.append(_t("No pilot matches this plan: every figure is planned."))
    else:
        lines.append(_t("Every other figure is planned from the model, not measured."))
    return lines


def pilot_title() -> str:
    return _t("What rests on a measurement")
