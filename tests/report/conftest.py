"""Report tests read English text back, so they pin the language (and GB) while they run."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _english(english_gb: None) -> None:
    """Every report test runs with the shared `english_gb` settings."""
