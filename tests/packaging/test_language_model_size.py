"""The language identifier ships small: the bundle grows by its package, at most 15 MB
(issue 18), and the spec takes its model file and its licence."""

from __future__ import annotations

import re
from importlib import metadata
from pathlib import Path

LIMIT_BYTES = 15 * 10**6


def test_the_language_identifier_adds_at_most_15_mb() -> None:
    import py3langid

    package = Path(py3langid.__file__).parent
    shipped = [p for p in package.rglob("*") if p.is_file() and "__pycache__" not in p.parts]
    size = sum(p.stat().st_size for p in shipped)
    assert any(p.name.startswith("model") for p in shipped)  # the model file is inside
    assert size <= LIMIT_BYTES, f"{size / 1e6:.1f} MB"


def test_the_spec_ships_its_model_and_licence() -> None:
    spec = (Path(__file__).resolve().parents[2] / "packaging" / "llmplan.spec").read_text("utf-8")
    # the model file (data) and the dist-info with the licence (metadata)
    data = re.search(r"for package in \(([^)]*)\):\s*\n\s*datas \+= collect_data_files", spec)
    assert data is not None and '"py3langid"' in data.group(1)
    meta = re.search(r"for distribution in \(([^)]*)\):", spec)
    assert meta is not None and '"py3langid"' in meta.group(1)
    licence = metadata.distribution("py3langid").metadata["License-Expression"]
    assert licence == "BSD-3-Clause"
