"""One number format: measured figures to significant digits, a band with its unit once.

Issue 22 found "0–0 kWh", "€80.28–€147" and "157.925 kg" in the report and the side panel.
"""

from __future__ import annotations

import pytest

from llmplan.core.explain import explain
from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n
from llmplan.presentation.cells import display_text
from llmplan.presentation.explanations import explanation_text
from llmplan.presentation.row_units import energy_range, in_unit, money_range


@pytest.fixture(autouse=True)
def _english() -> object:
    with i18n.language_in_use("en"):
        yield


@pytest.mark.parametrize(
    ("value", "text"),
    [(0.04213, "0.0421"), (4.213, "4.21"), (42.13, "42.1"), (157.925, "158"), (4213.0, "4,213")],
)
def test_significant_digits_never_cut_the_whole_part(value: float, text: str) -> None:
    assert fmt.significant(value) == text


def test_a_small_energy_band_is_not_zero_to_zero() -> None:
    # a 125 M model for a few minutes: 0.12–0.25 kWh, which "%1–%2 kWh" at 0 decimals wrote "0–0"
    assert energy_range((0.123, 0.246)) == "0.123–0.246 kWh"
    assert fmt.energy_kwh(0.42) == "0.420 kWh"
    assert fmt.energy_kwh(379.4) == "379 kWh"
    assert fmt.energy_kwh(12_345) == "12.3 MWh"


def test_money_band_writes_the_currency_once_in_either_language() -> None:
    # "€80.28–€147": two symbols and cents on one end only
    assert money_range((80.28, 147.2), "EUR") == "€80–147"
    assert money_range((1.7, 5.32), "EUR") == "€1.70–5.32"
    assert money_range((147.0, 147.2), "EUR") == "€147"
    with i18n.language_in_use("de"):
        assert money_range((80.28, 147.2), "EUR") == "80–147\xa0€"
        assert fmt.money_range(1.7, 5.32, "USD") == "1,70–5,32\xa0$"


def test_table_cells_write_a_band_with_one_unit() -> None:
    assert display_text("money", (68.89, 126.3), "EUR") == "€69–126"
    assert display_text("kg", (104.7, 191.9), "EUR") == "105–192 kg"
    assert display_text("kg", 157.925, "EUR") == "158 kg"
    assert in_unit((7.04, 21.2), (1.0, "%1 kWh", "%1–%2 kWh", 0)) == "7.0–21.2 kWh"


def test_an_explained_figure_has_significant_digits_not_three_decimals() -> None:
    co2 = explain("CO₂ emissions", 157.925, "kg", "kWh × intensity")
    assert explanation_text("co2_kg", co2).value == "158 kg"
    fits = explain("Fits", 1.0, "bool", "total ≤ capacity")
    assert explanation_text("fits", fits).value == "yes"


def test_a_calibrated_figure_shows_its_value_before_in_the_same_unit() -> None:
    # a pilot recalibrates "fits" and "free": the input "uncalibrated" is the figure before
    fits = explain(
        "Fits",
        1.0,
        "bool",
        "calibrated total ≤ capacity; before calibration: total ≤ capacity",
        "pilot",
        uncalibrated=0.0,
    )
    assert dict(explanation_text("fits", fits).inputs)["uncalibrated"] == "no"
    free = explain("Free", 12.3, "GB", "capacity − total", uncalibrated=13.4567)
    with fmt.memory_unit_in_use("GB"):
        assert dict(explanation_text("memory_per_gpu_gb.free", free).inputs)["uncalibrated"] == (
            "13.5 GB"
        )
