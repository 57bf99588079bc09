"""Tiny architectures for the probe tests (import as `import tiny_models`: pytest puts this
folder on sys.path; there are no __init__.py files in tests)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from llmplan.catalog.schema import ModelArch
from llmplan.cli import main

# the tiny Llama as a scenario file: what `llmplan probe` reads
TINY = Path(__file__).resolve().parents[1] / "data" / "probe" / "tiny-llama.json"


def tiny_arch(architecture: str = "llama", **overrides: object) -> ModelArch:
    """A two-layer decoder small enough to build and step in a second on a CPU."""
    fields: dict[str, object] = {
        "id": f"tiny-{architecture}",
        "name": f"Tiny {architecture}",
        "family": "test",
        "architecture": architecture,
        "vocab_size": 1000,
        "hidden_size": 64,
        "intermediate_size": 128,
        "num_layers": 2,
        "num_heads": 4,
        "num_kv_heads": 2,
        "head_dim": 16,
        "max_position_embeddings": 256,
        "source": "test architecture",
    }
    fields.update(overrides)
    return ModelArch.model_validate(fields)


def tiny_scenario_file(tmp_path: Path, **changes: object) -> Path:
    """The tiny scenario with `changes`, written to `tmp_path`."""
    data = json.loads(TINY.read_text())
    data.update(changes)
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps(data))
    return path


def probe_tiny(tmp_path: Path, *args: str, **changes: object) -> tuple[int, dict[str, Any]]:
    """`llmplan probe` of the tiny scenario with `changes`: its exit code and its pilot file
    (empty where it wrote none)."""
    out = tmp_path / "pilot.json"
    code = main(["probe", str(tiny_scenario_file(tmp_path, **changes)), "--out", str(out), *args])
    return code, json.loads(out.read_text()) if out.exists() else {}
