"""`llmplan plan --json` of every bundled example against its saved output.

The golden files in `golden/` were written by `llmplan plan --json` before `PlanResult`
was rebuilt from frozen sub-results (issue 9), so a restructured core must reproduce the
documented JSON: the same keys at every level, in the same order, and the same figures.

Two kinds of change are intended elsewhere and are therefore not frozen here:
- wording (explanation labels, formulas and sources, phase labels, warning texts) moves to
  the presentation layer: those strings are checked for presence and type only;
- a deliberate change of the calculation model changes figures: regenerate the goldens
  with `llmplan plan --json resources/examples/X.json > tests/core/golden/plan_X.json` in
  the same commit and say why in its message.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from llmplan.cli import main
from llmplan.resources import resource_path

EXAMPLES = sorted(resource_path("examples").glob("*.json"))
GOLDEN = Path(__file__).parent / "golden"
WORDING = {"label", "formula", "source", "warnings", "text"}


def _compare(actual: object, expected: object, where: str) -> None:
    if isinstance(expected, dict):
        assert isinstance(actual, dict), where
        assert list(actual) == list(expected), f"{where}: keys differ"
        for key, value in expected.items():
            if key in WORDING:
                assert type(actual[key]) is type(value), f"{where}.{key}"
                if isinstance(value, list):
                    assert len(actual[key]) == len(value), f"{where}.{key}"
            else:
                _compare(actual[key], value, f"{where}.{key}")
    elif isinstance(expected, list):
        assert isinstance(actual, list) and len(actual) == len(expected), where
        for index, (a, e) in enumerate(zip(actual, expected, strict=True)):
            _compare(a, e, f"{where}[{index}]")
    elif isinstance(expected, float) and not isinstance(expected, bool):
        assert isinstance(actual, int | float), where
        assert math.isclose(actual, expected, rel_tol=1e-12, abs_tol=1e-12), where
    else:
        assert actual == expected, where


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda p: p.stem)
def test_plan_json_matches_golden(example: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plan", "--json", str(example)]) == 0
    actual = json.loads(capsys.readouterr().out)
    expected = json.loads((GOLDEN / f"plan_{example.name}").read_text(encoding="utf-8"))
    _compare(actual, expected, example.stem)


def test_every_example_has_a_golden() -> None:
    assert EXAMPLES
    assert {f"plan_{p.name}" for p in EXAMPLES} == {p.name for p in GOLDEN.glob("*.json")}
