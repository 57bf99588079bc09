"""No module branches on an objective's or a stack's name (issue 33): what an objective
does is read from its registry entry (core/objectives.py), what a stack does from its
profile (core/stacks/profiles.py) — the way `test_no_stack_names.py` keeps the idealised
stack's id in its declarations."""

from __future__ import annotations

import re
from pathlib import Path

from llmplan.core.objectives import OBJECTIVE_IDS
from llmplan.core.stacks.registry import FRAMEWORK_IDS

PACKAGE = Path(__file__).resolve().parents[2] / "desktop" / "llmplan"
# the probe's own registry of the steps it trains itself (probe/steps.py), by objective
OWN_STEPS: set[str] = set()
_IDS = "|".join(re.escape(name) for name in (*OBJECTIVE_IDS, *FRAMEWORK_IDS))
# an id compared, or listed in a membership test
NAMED = re.compile(
    rf"""(?:==|!=)\s*["'](?:{_IDS})["']|["'](?:{_IDS})["']\s*(?:==|!=)"""
    rf"""|\bin\s*[(\[{{][^)\]}}]*["'](?:{_IDS})["']"""
)
# Megatron's state layout shares the stack's name (core/stacks/shared.py StateLayout)
STATE_LAYOUT = re.compile(r"""state_layout\s*(?:==|!=)\s*["']megatron["']""")


def _named_lines(text: str) -> list[str]:
    return [
        line.strip()
        for line in text.splitlines()
        if NAMED.search(line) and not STATE_LAYOUT.search(line)
    ]


def test_the_detector_finds_a_branch_on_a_name() -> None:
    for line in (
        'if scenario.objective == "ppo":',
        'sequences = 2 if objective == "dpo" else 1',
        "if objective in ('grpo', 'ppo'):",
        'if scenario.objective not in ("cpt", "sft"):',
        'if scenario.framework == "torchtune":',
    ):
        assert _named_lines(line), line
    assert not _named_lines("objective_spec(scenario.objective).generates")
    assert not _named_lines('inp.profile.state_layout != "megatron"')


def test_no_module_compares_an_objective_or_stack_name() -> None:
    named = {
        str(path.relative_to(PACKAGE)): lines
        for path in PACKAGE.rglob("*.py")
        if (lines := _named_lines(path.read_text(encoding="utf-8")))
    }
    assert set(named) <= OWN_STEPS, {k: v for k, v in named.items() if k not in OWN_STEPS}
