"""The probe tests need the optional 'probe' extra (PyTorch, Transformers, PEFT)."""

from __future__ import annotations

import importlib.util

import pytest
from tiny_models import tiny_arch

from llmplan.catalog.schema import ModelArch


def _missing(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is None
    except ImportError:
        return True


# Without the extra the folder is not collected (a skip raised while a conftest is imported
# is an error, not a skip)
if any(_missing(name) for name in ("torch", "transformers", "peft")):
    collect_ignore_glob = ["test_*.py"]


@pytest.fixture
def tiny_llama() -> ModelArch:
    return tiny_arch()
