"""One number style (issue 32): counts as whole numbers, plurals in English and German,
durations that never read "0–0", energies in a unit their size needs."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from llmplan.corpus.report import NeedsOcr
from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n
from llmplan.presentation.ocr_text import needs_ocr_line
from llmplan.presentation.row_units import in_unit, time_unit


def _speaking(language: str) -> Iterator[None]:
    """`language` for the test; the previous one back afterwards."""
    previous = i18n.language()
    i18n.set_language(language)
    yield
    i18n.set_language(previous)


@pytest.fixture
def english() -> Iterator[None]:
    yield from _speaking("en")


@pytest.fixture
def german() -> Iterator[None]:
    yield from _speaking("de")


@pytest.mark.usefixtures("english")
def test_counts_are_whole_numbers() -> None:
    assert fmt.tokens(7) == "7 tokens"  # was "7.00 tokens"
    assert fmt.compact(7) == "7" and fmt.compact(8.0) == "8"  # pages equivalent: "8", not "8.0"
    assert fmt.compact(386_804.51) == "387 k"
    assert fmt.tokens(1) == "1 token"
    assert fmt.compact(8.03e9) == "8.03 B"  # large counts keep their three digits


def test_one_and_many_in_german(german: None) -> None:
    assert fmt.tokens(1) == "1 Token" and fmt.tokens(2) == "2 Token"
    one, other = (i18n.translate("CleaningView", t) for t in ("%1 example", "%1 examples"))
    assert fmt.counted(1, one, other) == "1 Beispiel"  # was "1 Beispiele"
    assert fmt.counted(2, one, other) == "2 Beispiele"
    assert fmt.counted(1_200, one, other) == "1.200 Beispiele"


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("en", "needs OCR: 1 page in 1 file ≈ 400 tokens (400 per page"),
        ("de", "OCR nötig: 1 Seite in 1 Datei ≈ 400 Token (400 je Seite"),
    ],
)
def test_one_scanned_page_in_one_file(language: str, line: str) -> None:
    needs = NeedsOcr(files=1, pages=1, tokens_estimated=400, tokens_per_page=400,
                     per_page_from="typical page", included=False)  # fmt: skip
    with i18n.language_in_use(language):
        assert (needs_ocr_line(needs) or "").startswith(line)  # was "1 pages in 1 files"


@pytest.mark.usefixtures("english")
@pytest.mark.parametrize(
    ("low", "high", "text"),
    [
        (3.0, 20.0, "3–20 s"),  # was "0–0 min"
        (0.1, 0.3, "< 1 s"),  # a moment, never "0–0"
        (56.0, 56.3, "56 s"),  # ends that read the same: one figure, not "56–56 s"
        (120.0, 300.0, "2–5 min"),
        (10.0, 3 * 3600.0, "10 s – 3.0 h"),  # the short end in its own unit, not "0.0–3.0 h"
        (5 * 3600.0, 10 * 3600.0, "5.0–10.0 h"),
        (50 * 3600.0, 100 * 3600.0, "2.1–4.2 days"),
    ],
)
def test_duration_bands_never_read_zero_to_zero(low: float, high: float, text: str) -> None:
    assert fmt.duration_range(low, high) == text


@pytest.mark.usefixtures("english")
def test_a_row_of_durations_keeps_its_unit_and_says_a_moment() -> None:
    row = [(0.1, 0.2), (56.0, 56.2), (30.0, 80.0)]
    unit = time_unit(row)
    assert [in_unit(cell, unit) for cell in row] == ["< 1 s", "56 s", "30–80 s"]  # was 0–0 s
    hours = time_unit([(2 * 3600.0, 3 * 3600.0)])
    assert in_unit((30.0, 60.0), hours) == "30–60 s"  # not "0.0–0.0 h"
    assert fmt.duration(0.2) == "< 1 s" and fmt.duration(0) == "0 s"


@pytest.mark.usefixtures("english")
def test_small_energies_and_masses_in_a_unit_their_size_needs() -> None:
    assert fmt.energy_kwh(0.000174) == "0.174 Wh"  # was "0.000174 kWh"
    assert fmt.energy_kwh(0.42) == "0.420 kWh" and fmt.energy_kwh(12_300) == "12.3 MWh"
    assert fmt.mass_kg_range(0.0000360, 0.0000661) == "0.0360–0.0661 g"
    assert fmt.mass_kg_range(105, 192) == "105–192 kg"
