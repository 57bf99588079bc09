"""The probe tests need the optional 'probe' extra (PyTorch, Transformers, PEFT)."""

from __future__ import annotations

import pytest
from tiny_models import tiny_arch

from llmplan.catalog.schema import ModelArch

pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("peft")


@pytest.fixture
def tiny_llama() -> ModelArch:
    return tiny_arch()
