"""Turn pydantic validation errors into short messages a person can act on."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from llmplan.presentation import formatting, i18n

_t = i18n.translator("Validation")

# pydantic's error type -> (template, the context key whose value fills %1)
_LIMITS = {
    "greater_than_equal": ("must be ≥ %1", "ge"),
    "greater_than": ("must be > %1", "gt"),
    "less_than_equal": ("must be ≤ %1", "le"),
    "less_than": ("must be < %1", "lt"),
}
_PLAIN = {
    "missing": "is required",
    "int_parsing": "must be a whole number",
    "int_type": "must be a whole number",
    "int_from_float": "must be a whole number",
    "float_parsing": "must be a number",
    "float_type": "must be a number",
    "finite_number": "must be a finite number",
    "bool_parsing": "must be true or false",
    "extra_forbidden": "is not a known field",
    "string_too_short": "must not be empty",
}
# the input models' own checks (`PydanticCustomError` codes in core/scenario.py and
# core/pilot.py) -> (template, the context key whose value fills %1, if any)
_OWN: dict[str, tuple[str, str | None]] = {
    "gpu_or_server": ("give either 'gpu' (with 'count') or 'server', not both or neither", None),
    "rollout_gpus": (
        "gpus: a separate rollout engine needs at least tensor_parallel GPUs of its own",
        None,
    ),
    "reference_needed": (
        "reference: %1 compares with a reference model; choose auto, model or precomputed "
        "(ORPO, SimPO and CPO need none)",
        "objective",
    ),
    "pilot_gpu": ("give 'gpu' (a catalogue id or the GPU's name)", None),
    "pilot_measurement": ("give 'peak_memory_in_use_gib' and/or 'tokens_per_second'", None),
    "reference_not_precomputable": (
        "reference: %1 scores completions generated in each step; its reference cannot be "
        "precomputed (choose auto, model or none)",
        "objective",
    ),
}


def _limit_text(limit: Any) -> str:
    return formatting.short_number(float(limit)) if isinstance(limit, int | float) else str(limit)


def message_text(item: ErrorDetails) -> str:
    """One pydantic error in the current language; messages of our own validators (already
    plain words) pass through."""
    kind = item["type"]
    if kind in _LIMITS:
        template, key = _LIMITS[kind]
        return i18n.fill(_t(template), _limit_text(item.get("ctx", {}).get(key)))
    if kind in _PLAIN:
        return _t(_PLAIN[kind])
    if kind in _OWN:
        own, own_key = _OWN[kind]
        # the objective's code in capitals is its name (DPO, GRPO)
        values = [str(item.get("ctx", {}).get(own_key)).upper()] if own_key else []
        return i18n.fill(_t(own), *values)
    return str(item["msg"]).removeprefix("Value error, ")


# the key of a check of the whole model (no field of its own; its words name the fields)
WHOLE = "value"


def field_messages(error: ValidationError) -> dict[str, str]:
    """Map "hardware.count" → "must be ≥ 1"-style messages (first message per field)."""
    messages: dict[str, str] = {}
    for item in error.errors():
        location = ".".join(str(part) for part in item["loc"]) or WHOLE
        messages.setdefault(location, message_text(item))
    return messages


def problem_lines(messages: dict[str, str]) -> str:
    """One line a problem, "seq_len: must be ≥ 1"; a check of the whole model by its words
    alone ("reference: DPO compares with …"), not behind a "value:" no field is called."""
    return "\n".join(
        message if field == WHOLE else f"{field}: {message}" for field, message in messages.items()
    )


def reasons(error: ValidationError) -> str:
    """The problems without field names, for a message next to the input itself."""
    return "; ".join(field_messages(error).values())


def describe(error: ValidationError) -> str:
    """All problems in one line each: "seq_len: must be ≥ 1"."""
    return problem_lines(field_messages(error))
