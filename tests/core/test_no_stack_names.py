"""`plan()` and everything around it never branch on a stack's name (issue 21): the id
"reference" is written only where stacks are declared, registered and named."""

from __future__ import annotations

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "desktop" / "llmplan"
# the Literal of ids, the stack itself, the result's default, the presentation's word for it
DECLARED = {
    "core/scenario.py",
    "core/result.py",
    "core/stacks/reference.py",
    "presentation/labels.py",
}
# the stack id compared, assigned as a framework or listed in a membership test; the
# scenario field `reference` of DPO/KTO (issue 23) shares the word but is not the stack
REFERENCE = re.compile(
    r"""(?:==|!=)\s*["']reference["']|["']reference["']\s*(?:==|!=)"""
    r"""|framework\s*=\s*["']reference["']|\bin\s*[(\[{][^)\]}]*["']reference["']"""
)


def test_the_detector_finds_a_branch_on_the_stack_name() -> None:
    for line in (
        'if scenario.framework == "reference":',
        "if 'reference' != stack.id:",
        'Scenario(framework="reference")',
        'if framework in ("torchtune", "reference"):',
    ):
        assert REFERENCE.search(line), line
    assert not REFERENCE.search('self._row("reference")')


def test_the_reference_id_is_written_only_where_stacks_are_declared() -> None:
    written = {
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if REFERENCE.search(path.read_text(encoding="utf-8"))
    }
    assert written <= DECLARED, written - DECLARED
