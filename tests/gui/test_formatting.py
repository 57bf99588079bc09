"""Locale-aware formatting: German and English renderings of the same figures."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from llmplan.gui.i18n import install_language
from llmplan.presentation import formatting as fmt
from llmplan.presentation.number_style import locale_float


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
    previous = fmt.memory_unit()  # process-wide (the app's default is GiB)
    try:
        fmt.set_memory_unit("GB")
        assert fmt.size_gb(141.0) == "141.0 GB"
        fmt.set_memory_unit("GiB")
        assert fmt.size_gb(141.0) == "131.3 GiB"  # 141e9 / 2^30
    finally:
        fmt.set_memory_unit(previous)


def test_parsing_accepts_locale_and_plain_notation(german: None) -> None:
    assert fmt.parse_number("8.192") == 8192
    assert fmt.parse_number("0,4") == pytest.approx(0.4)
    assert fmt.parse_number("1e10") == 1e10
    assert fmt.parse_number("zehn") is None
    assert fmt.parse_size("2 TB") == 2e12
    assert fmt.parse_size("1,5 GiB") == pytest.approx(1.5 * 1024**3)
    assert fmt.parse_size("2 parsecs") is None


@pytest.mark.parametrize(
    ("language", "locale"),
    [
        ("en", QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)),
        ("de", QLocale(QLocale.Language.German, QLocale.Country.Germany)),
    ],
)
def test_the_qt_free_number_format_writes_what_qt_writes(language: str, locale: QLocale) -> None:
    """The presentation formats without Qt; its numbers must read as Qt's locale writes them."""
    from llmplan.presentation import i18n

    values = [0.0, 0.4, 7.25, 12.0, 999.5, 1234.5678, 65_536.0, 1_234_567.891, -1234.5, 3.2e10]
    try:
        i18n.set_language(language)
        for value in values:
            for decimals in (0, 1, 2):
                assert fmt.number(value, decimals) == locale.toString(value, "f", decimals)
        for amount in (0.0, 5.5, 78.75, 79.0, 1234.0, 1_234_567.0):
            for symbol, code in (("€", "EUR"), ("$", "USD")):
                decimals = 0 if amount >= 100 else 2
                expected = locale.toCurrencyString(amount, symbol, decimals)
                assert fmt.money(amount, code) == expected
        for text in ("1.234,5", "1,234.5", "8.192", "0,4", "0.4", "12,34", "-3", "1 234"):
            parsed, ok = locale.toDouble(text)
            ours = locale_float(text)
            assert (ours is not None) == ok, text
            if ok:
                assert ours == pytest.approx(parsed)
    finally:
        i18n.set_language("en")
