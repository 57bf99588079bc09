"""Report tests read English text back, so they pin the language (and GB) while they run."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _english_gb(english_gb: None) -> None:
    """Every report test reads English (UK) numbers in GB back."""
