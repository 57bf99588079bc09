"""Prices in the user's hands: the price editor, the custom GPU/server dialogs' price fields,
and exchange rates in Preferences — each reaching the scenario, in its own currency."""

from __future__ import annotations

import pytest

from llmplan.core.money import Money
from llmplan.core.plan import plan
from llmplan.gui.dialogs.preferences_dialog import PreferencesDialog
from llmplan.gui.dialogs.price_editor import PriceEditorDialog
from llmplan.gui.dialogs.price_fields import parse_rates, price_override
from llmplan.gui.settings import Preferences
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.hardware_form import HardwareForm
from llmplan.presentation import formatting as fmt

pytestmark = pytest.mark.usefixtures("no_leaked_threads")


def _price_editor_on(qtbot, plan_date: str) -> tuple[ScenarioStore, PriceEditorDialog]:  # type: ignore[no-untyped-def]
    """Edit → Prices for a fresh scenario planned on `plan_date`: the book's prices are dated
    against that day."""
    store = ScenarioStore()
    store.update(costs=store.scenario.costs.model_copy(update={"plan_date": plan_date}))
    dialog = PriceEditorDialog(store.scenario)
    qtbot.addWidget(dialog)
    return store, dialog


def test_price_editor_shows_the_book_and_stores_your_price(qtbot) -> None:  # type: ignore[no-untyped-def]
    store, dialog = _price_editor_on(qtbot, "2026-12-01")
    row = dialog.keys.index(("server", "hgx-8x-h100"))
    # Lambda's dated on-demand rent (8 × $3.99 per GPU-hour), billed by the hour
    assert (
        dialog.table.item(row, 1).text() == f"rent {fmt.money(31.92, 'USD')} an hour (2026-09-20)"
    )
    assert "lambda.ai" in dialog.table.item(row, 6).text()  # its source, by address
    assert "× 8 GPUs" in dialog.table.item(row, 6).text()  # the derived step, said
    dialog.set_price("server", "hgx-8x-h100", "", "15000", "eur")
    dialog.set_price("gpu", "h100-sxm", "25000", "", "USD")
    assert dialog.try_accept()
    store.update(prices=dialog.prices())
    prices = {p.server or p.gpu: p for p in store.scenario.prices}
    assert prices["hgx-8x-h100"].rental_per_month == Money(amount=15000, currency="EUR")
    assert prices["h100-sxm"].purchase == Money(amount=25000, currency="USD")
    store.update(hardware={"server": "hgx-8x-h100"})
    result = plan(store.scenario)
    assert result.energy.rental_currency == "EUR"  # your price, in your currency


def test_price_editor_refuses_a_bad_amount_or_currency(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = PriceEditorDialog(ScenarioStore().scenario)
    qtbot.addWidget(dialog)
    dialog.set_price("server", "1x-h100", "", "abc", "EUR")
    assert not dialog.try_accept()
    assert "not a price: abc" in dialog.problem.text()
    dialog.set_price("server", "1x-h100", "", "2000", "dollars")
    assert not dialog.try_accept()
    assert "three-letter currency code" in dialog.problem.text()


@pytest.fixture
def form(qtbot) -> HardwareForm:  # type: ignore[no-untyped-def]
    """The hardware form on a fresh scenario."""
    form = HardwareForm(ScenarioStore())
    qtbot.addWidget(form)
    return form


def test_custom_gpu_dialog_takes_a_price(qtbot, form: HardwareForm) -> None:  # type: ignore[no-untyped-def]
    store = form.store
    dialog = form.gpu_dialog()
    qtbot.addWidget(dialog)
    dialog.set_value("id", "quoted-gpu")
    dialog.set_value("name", "Quoted GPU")
    dialog.set_value("prices.purchase", "9000")
    dialog.set_value("prices.currency", "CHF")
    assert dialog.try_accept()
    form.add_custom_gpu(dialog.entry)  # type: ignore[arg-type]
    form._add_price(price_override("gpu", "quoted-gpu", dialog.prices))
    price = next(p for p in store.scenario.prices if p.gpu == "quoted-gpu")
    assert price.purchase == Money(amount=9000, currency="CHF")


def test_custom_server_dialog_refuses_a_price_without_currency(qtbot, form: HardwareForm) -> None:  # type: ignore[no-untyped-def]
    dialog = form.server_dialog()
    qtbot.addWidget(dialog)
    dialog.set_value("id", "quote-1")
    dialog.set_value("prices.rental_per_month", "12000")
    dialog.set_value("prices.currency", "")
    assert not dialog.try_accept()
    assert "currency code" in dialog.errors["prices.currency"].text()


def test_exchange_rates_in_preferences(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.rates_edit.setText("USD=0.86; GBP=1.17")
    assert dialog.try_accept()
    assert parse_rates(dialog.preferences().exchange_rates) == {"USD": 0.86, "GBP": 1.17}
    dialog.rates_edit.setText("dollars are cheap")
    assert not dialog.try_accept()
    assert "Not an exchange rate" in dialog.rates_problem.text()


@pytest.mark.parametrize(
    ("plan_date", "lambda_stale", "hyperstack_stale"),
    [
        ("2026-12-01", False, False),
        # a price is stale once more than 6 whole months old: 2026-08-26 is 6 on 2027-03-25
        ("2027-03-25", False, False),
        ("2027-03-26", False, True),  # Hyperstack's read of 2026-08-26: 7 months
        ("2027-04-20", True, True),  # Lambda's read of 2026-09-20: 7 months
    ],
)
def test_the_price_editor_flags_stale_rents_against_the_plan_date(  # type: ignore[no-untyped-def]
    qtbot, plan_date: str, lambda_stale: bool, hyperstack_stale: bool
) -> None:
    _store, dialog = _price_editor_on(qtbot, plan_date)
    for server, day, stale in (
        ("hgx-8x-b200", "2026-09-20", lambda_stale),
        ("hgx-8x-b300", "2026-08-26", hyperstack_stale),
    ):
        text = dialog.table.item(dialog.keys.index(("server", server)), 1).text()
        assert text.endswith(f"({day}, stale)" if stale else f"({day})"), text


def test_preferences_rates_reach_the_scenario(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    preferences = window.preferences.model_copy(update={"exchange_rates": "USD=0.9"})
    window.apply_preferences(preferences)
    assert window.store.scenario.costs.exchange_rates == {"USD": 0.9}


def test_price_editor_dates_the_book_and_takes_an_hourly_rent(qtbot) -> None:  # type: ignore[no-untyped-def]
    store, dialog = _price_editor_on(qtbot, "2026-12-01")
    card = dialog.keys.index(("gpu", "rtx-4090"))
    # NVIDIA's launch price of 2022, more than the book's 6 months before the plan date
    assert dialog.table.item(card, 1).text() == f"buy {fmt.money(1599, 'USD')} (2022-09-20, stale)"
    dialog.set_price("server", "1x-h100", "", "2.5", "USD", per="hour")
    assert dialog.try_accept()
    (price,) = dialog.prices()
    assert price.rent == Money(amount=2.5, currency="USD") and price.rent_period == "hour"
    store.update(prices=dialog.prices(), hardware={"server": "1x-h100"})
    result = plan(store.scenario)
    # billed by the hour in the advisor; the plan's rent is pro rata: hours × hourly price
    hours = result.time.train_seconds / 3600
    assert result.energy.rental_cost == pytest.approx(2.5 * hours)


def test_ownership_terms_in_preferences_reach_the_scenario(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    assert "ECB reference rates of 2026-08-21" in dialog.reference_note.text()
    dialog.years_spin.setValue(5)
    dialog.residual_spin.setValue(20)
    dialog.hosting_spin.setValue(400)
    assert dialog.try_accept()
    window = make_window()
    window.apply_preferences(dialog.preferences())
    terms = window.store.scenario.costs.ownership
    assert (terms.depreciation_years, terms.residual_fraction, terms.hosting_per_month) == (
        5,
        0.2,
        400,
    )


def test_the_price_editor_names_the_books_sources_in_german(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Edit → Prices in German showed the book's sources in English."""
    from llmplan.gui.i18n import install_language

    install_language("de")
    try:
        dialog = PriceEditorDialog(ScenarioStore().scenario)
        qtbot.addWidget(dialog)
        row = dialog.keys.index(("server", "hgx-8x-b200"))
        source = dialog.table.item(row, 6).text()
    finally:
        install_language("en")
    assert "lambda.ai" in source and "gelesen am 2026-09-20" in source
    assert "6,69 $ je GPU-Stunde × 8 GPUs = 53,52 $ je Stunde" in source
    assert "on-demand" not in source and "per hour" not in source
