"""Report tests read English text back, so they pin the locale (and GB) while they run."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from llmplan.presentation import formatting


@pytest.fixture(autouse=True)
def english_gb() -> Iterator[None]:
    previous_locale, previous_unit = QLocale(), formatting.memory_unit()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    formatting.set_memory_unit("GB")
    yield
    QLocale.setDefault(previous_locale)
    formatting.set_memory_unit(previous_unit)
