"""Locale-aware formatting: German and English renderings of the same figures."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from llmplan.gui.i18n import install_language
from llmplan.presentation import formatting as fmt


@pytest.fixture
def german(qapp) -> Iterator[None]:
    install_language("de")
    yield
    install_language("en")


def test_english_parameter_count(qapp) -> None:
    install_language("en")
    assert fmt.compact(8.03e9) == "8.03 B"
    assert fmt.compact(70.6e9) == "70.6 B"
    assert fmt.number(1234567.891, 1) == "1,234,567.9"


def test_german_parameter_count_reads_mrd(german: None) -> None:
    assert QLocale().decimalPoint() == ","
    assert fmt.compact(8.03e9) == "8,03 Mrd."
    assert fmt.compact(125e6) == "125 Mio."
    assert fmt.number(1234567.891, 1) == "1.234.567,9"


def test_duration_band_uses_one_unit(qapp) -> None:
    install_language("en")
    # seed 000: ≈ 50 h at 40 % and ≈ 100 h at 20 % MFU -> "2.1–4.2 days"
    assert fmt.duration_range(50 * 3600, 100 * 3600) == "2.1–4.2 days"
    assert fmt.duration_range(5 * 3600, 10 * 3600) == "5.0–10.0 h"
    assert fmt.duration(5000) == "83 min"


def test_sizes_follow_the_chosen_unit(qapp) -> None:
    install_language("en")
    try:
        assert fmt.size_gb(141.0) == "141.0 GB"
        fmt.set_memory_unit("GiB")
        assert fmt.size_gb(141.0) == "131.3 GiB"  # 141e9 / 2^30
    finally:
        fmt.set_memory_unit("GB")


def test_parsing_accepts_locale_and_plain_notation(german: None) -> None:
    assert fmt.parse_number("8.192") == 8192
    assert fmt.parse_number("0,4") == pytest.approx(0.4)
    assert fmt.parse_number("1e10") == 1e10
    assert fmt.parse_number("zehn") is None
    assert fmt.parse_size("2 TB") == 2e12
    assert fmt.parse_size("1,5 GiB") == pytest.approx(1.5 * 1024**3)
    assert fmt.parse_size("2 parsecs") is None
