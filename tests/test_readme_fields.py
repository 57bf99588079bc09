"""README's scenario table names every scenario field (a new field without a row there is a
setting no user can find)."""

from __future__ import annotations

import re
from pathlib import Path

from llmplan.core.scenario import Scenario

README = Path(__file__).parents[1] / "README.md"


def documented_fields() -> set[str]:
    names: set[str] = set()
    name = r"`[a-z][a-z0-9_]*`"  # tokens_ci95 has digits
    for row in re.findall(rf"^\| ({name}(?:, {name})*) \|", README.read_text("utf-8"), re.M):
        names.update(re.findall(r"`([a-z][a-z0-9_]*)`", row))
    return names


def test_every_scenario_field_has_a_row_in_readme() -> None:
    assert [name for name in Scenario.model_fields if name not in documented_fields()] == []
