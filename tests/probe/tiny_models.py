"""Tiny architectures for the probe tests (import as `import tiny_models`: pytest puts this
folder on sys.path; there are no __init__.py files in tests)."""

from __future__ import annotations

from llmplan.catalog.schema import ModelArch


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
