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
REFERENCE = re.compile(r"""["']reference["']""")


def test_the_reference_id_is_written_only_where_stacks_are_declared() -> None:
    written = {
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if REFERENCE.search(path.read_text(encoding="utf-8"))
    }
    assert written <= DECLARED, written - DECLARED
