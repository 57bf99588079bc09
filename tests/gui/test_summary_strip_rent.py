"""Issue 32, finding 6 (part): a rented plan's summary strip showed "Electricity cost" and no
rent. A plan on rented hardware shows the rent for the run, and says the electricity is in
it (the tenant does not pay it on top); a plan on hardware one owns keeps its electricity."""

from __future__ import annotations

import pytest

from llmplan.core.plan import plan
from llmplan.presentation import formatting as fmt
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario
from llmplan.validation import with_validation

pytestmark = pytest.mark.usefixtures("no_leaked_threads")

RENTED = resource_path("examples", "llama-3.1-70b-qlora-1x-h100.json")


def test_a_rented_plan_shows_its_rent_with_the_electricity_in_it(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    scenario = load_scenario(RENTED)
    expected = with_validation(plan(scenario), scenario)  # as the window plans: with its odds
    # Lambda's 1x H100 at $4.29 an hour (2026-09-20), prorated over the P10 to P90 hours
    band, hours = expected.energy.rental_cost_band, expected.train_seconds_quantiles
    assert band is not None and hours is not None
    assert band.optimistic == pytest.approx(4.29 * hours.p10 / 3600)
    assert band.conservative == pytest.approx(4.29 * hours.p90 / 3600)
    window = make_window()
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=10000):
        window.store.replace(scenario)
    strip = window.summary
    assert strip.captions["cost"].text() == "Rent incl. electricity"
    assert strip.text("cost") == fmt.money_range(band.optimistic, band.conservative, "USD")
    tooltip = strip.values["cost"].toolTip()
    electricity = expected.energy.electricity_cost_band
    assert fmt.money_range(electricity.optimistic, electricity.conservative, "EUR") in tooltip
    assert "includes the electricity" in tooltip


def test_a_plan_on_owned_hardware_keeps_its_electricity(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    strip = window.summary
    assert strip.captions["cost"].text().startswith("Electricity cost")
    result = with_validation(plan(window.store.scenario), window.store.scenario)
    band = result.energy.electricity_cost_band
    assert strip.text("cost") == fmt.money_range(band.optimistic, band.conservative, "EUR")


def test_the_rent_caption_is_german_in_german(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.apply_preferences(window.preferences.model_copy(update={"language": "de"}))
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=10000):
        window.store.replace(load_scenario(RENTED))
    assert window.summary.captions["cost"].text() == "Miete inkl. Strom"
    assert "enthält den Strom" in window.summary.values["cost"].toolTip()
