"""Turn pydantic validation errors into short messages a person can act on."""

from __future__ import annotations

from pydantic import ValidationError


def field_messages(error: ValidationError) -> dict[str, str]:
    """Map "hardware.count" → "must be ≥ 1"-style messages (first message per field)."""
    messages: dict[str, str] = {}
    for item in error.errors():
        location = ".".join(str(part) for part in item["loc"]) or "value"
        message = str(item["msg"])
        message = message.removeprefix("Value error, ")
        message = message.replace("Input should be greater than or equal to", "must be ≥")
        message = message.replace("Input should be greater than", "must be >")
        message = message.replace("Input should be less than or equal to", "must be ≤")
        message = message.replace("Input should be less than", "must be <")
        messages.setdefault(location, message)
    return messages


def reasons(error: ValidationError) -> str:
    """The problems without field names, for a message next to the input itself."""
    return "; ".join(field_messages(error).values())


def describe(error: ValidationError) -> str:
    """All problems in one line each: "seq_len: must be ≥ 1"."""
    return "\n".join(f"{field}: {message}" for field, message in field_messages(error).items())
