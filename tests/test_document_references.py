"""The documents the code and the tests cite are in the repository."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# the project's own documents: upper-case names (README.md, ARCHITECTURE.md) and docs/
CITED = re.compile(r"(?<![\w/])([A-Z][A-Z_]+\.md|docs/[a-z-]+\.md)\b")
# names that are not ours: torchtitan's docs/performance.md and Megatron-Bridge's
# performance pages (sources), a file inside a test archive
ELSEWHERE = {
    "docs/performance.md",
    "docs/notiz.md",
    "docs/performance-guide.md",
    "docs/performance-summary-archive.md",
}


def test_every_cited_document_exists() -> None:
    cited: dict[str, list[str]] = {}
    for folder in ("desktop", "tests"):
        for path in (ROOT / folder).rglob("*.py"):
            if path.name == Path(__file__).name:
                continue
            for name in CITED.findall(path.read_text(encoding="utf-8")):
                cited.setdefault(name, []).append(str(path.relative_to(ROOT)))
    assert "docs/calculation-model.md" in cited  # the seed tests cite the figures' table
    missing = {
        name: files
        for name, files in cited.items()
        if name not in ELSEWHERE and not (ROOT / name).is_file()
    }
    assert not missing, missing
