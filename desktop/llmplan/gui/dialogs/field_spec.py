"""One field of an entry dialog: its dotted name in the model, label, tooltip and kind."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

FieldKind = Literal["int", "float", "text", "bool", "choice"]


@dataclass(frozen=True)
class FieldSpec:
    name: str  # dotted for nested models: "cpu.tdp_w"
    label: str
    tooltip: str
    kind: FieldKind = "float"
    choices: tuple[tuple[str, str], ...] = ()  # (value, shown text)
