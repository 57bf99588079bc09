"""The Timeline tab draws the core's durations and energy, unchanged (issue 5)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from llmplan.core.result import PlanResult
from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.timeline_tab import TimelineTab
from llmplan.presentation import formatting, i18n
from seed_prices import seed003_prices

DAY = 86400.0


pytestmark = pytest.mark.usefixtures("english_gb")


def seed_scenario(**changes: object) -> Scenario:
    """Seed 000: Llama 3.1 8B, 10 B tokens, 8x H200 NVL, MFU 40 %; two more candidates."""
    scenario = Scenario(
        framework="reference",
        model="llama-3.1-8b",
        tokens=1e10,
        hardware=Hardware(server="8x-h200-nvl"),
        candidates=[Hardware(server="8x-rtx-pro-6000-server"), Hardware(server="hgx-8x-b200")],
    )
    return scenario.model_copy(update=changes)


def test_training_bar_length_equals_the_core_train_seconds(store_tab) -> None:  # type: ignore[no-untyped-def]
    tab, store = store_tab(TimelineTab, seed_scenario())
    results = store.results
    assert len(results) == 3
    for index, result in enumerate(results):
        assert tab.chart.training_bar_seconds(index) == pytest.approx(
            result.time.train_seconds, rel=1e-9
        )
        low, high = tab.chart.band(index, "training")
        start, _ = tab.chart.bar(index, "training")
        assert (high - start) * tab.chart.unit_seconds == pytest.approx(
            result.time.train_seconds_conservative, rel=1e-9
        )
        assert (low - start) * tab.chart.unit_seconds == pytest.approx(
            result.time.train_seconds_optimistic, rel=1e-9
        )
    # seed 000: ≈ 50 h at 40 % on 8x H200 NVL, so the axis is in days; the band is the
    # P10–P90 of the odds (issue 35), no longer the MFU range's 2.1–4.2 days
    assert tab.chart.unit_seconds == DAY
    assert results[0].time.train_seconds / 3600 == pytest.approx(50, rel=0.03)
    q = results[0].train_seconds_quantiles
    assert q is not None
    assert f"{q.p10 / DAY:.1f}–{q.p90 / DAY:.1f} days" in tab.totals.text()


def test_totals_give_energy_and_cost_as_bands_like_the_time(store_tab) -> None:  # type: ignore[no-untyped-def]
    """Time is a band, so energy, cost and CO2 on the same line are bands too (issue 13)."""
    tab, store = store_tab(TimelineTab, seed_scenario())
    result = store.results[0]
    energy, cost = result.energy.energy_kwh_band, result.energy.electricity_cost_band
    assert energy.conservative > 1.5 * energy.optimistic  # 40 % to 20 % MFU
    text = tab.totals.text()
    low, high = (formatting.number(kwh) for kwh in energy.pair())
    assert f"energy {low}–{high} kWh" in text
    # the band's currency once: "€79–159"
    low, high = (formatting.number(amount) for amount in cost.pair())
    assert f"electricity €{low}–{high}" in text


def test_phases_follow_one_another(store_tab) -> None:  # type: ignore[no-untyped-def]
    tab, store = store_tab(TimelineTab, seed_scenario())
    keys = [p.key for p in store.results[0].phases]
    for previous, following in itertools.pairwise(keys):
        start, length = tab.chart.bar(0, previous)
        assert tab.chart.bar(0, following)[0] == pytest.approx(start + length)


def test_measured_throughput_and_short_runs_use_minutes(store_tab) -> None:  # type: ignore[no-untyped-def]
    # seed 001: 2,000 tokens/s measured, 10 M tokens -> about 5,000 s: no MFU band, only the
    # spread of repeating a measurement (core/odds.py MIN_SPREAD); under 90 minutes in all,
    # the axis counts minutes, as the duration reads ("83 min")
    tab, store = store_tab(
        TimelineTab, seed_scenario(tokens=1e7, tokens_per_second=2000.0, candidates=[])
    )
    result = store.results[0]
    assert result.time.train_seconds == pytest.approx(5000, rel=0.01)
    assert tab.chart.training_bar_seconds(0) == pytest.approx(result.time.train_seconds, rel=1e-9)
    low, high = tab.chart.band(0, "training")
    start, _ = tab.chart.bar(0, "training")
    assert 1 < (high - start) / (low - start) < 1.1
    assert tab.chart.unit_seconds == 60
    assert "measured" in tab.caption.text()


def test_energy_curve_reaches_the_core_energy_and_updates(qtbot, store_tab) -> None:  # type: ignore[no-untyped-def]
    tab, store = store_tab(TimelineTab, seed_scenario())
    for index, result in enumerate(store.results):
        xs, ys = tab.chart.energy_curve(index)
        assert ys[0] == 0 and max(ys) == pytest.approx(result.energy.energy_kwh)
        start, length = tab.chart.bar(index, "training")
        assert xs[1] == pytest.approx(start + length)
    main = store.results[0]
    band = main.energy.electricity_cost_band.pair()
    assert formatting.money_range(*band, main.energy.currency) in tab.totals.text()
    first_energy = main.energy.energy_kwh
    with qtbot.waitSignal(store.sig_result_changed, timeout=5000):
        store.update(tokens=2e10)
    xs, ys = tab.chart.energy_curve(0)
    assert max(ys) == pytest.approx(2 * first_energy, rel=1e-6)


def test_table_lists_phases_and_totals_and_copies(qtbot, store_tab) -> None:  # type: ignore[no-untyped-def]
    tab, store = store_tab(TimelineTab, seed_scenario())
    qtbot.mouseClick(tab.table.copy_button, Qt.MouseButton.LeftButton)
    lines = QGuiApplication.clipboard().text().splitlines()
    labels = [line.split("\t")[0] for line in lines]
    for expected in (
        "Data preparation",
        "Pilot run",
        "Training",
        "Checkpoint writes",
        "Evaluation",
    ):
        assert expected in labels
    energy = next(line for line in lines if line.startswith("Energy for training")).split("\t")

    # a band like the time's P10–P90 (issue 35), in one unit
    def at(r: PlanResult, seconds: float) -> float:
        return r.energy.energy_kwh * seconds / r.time.train_seconds

    assert energy[1:] == [
        f"{at(r, r.time.train_seconds_optimistic):,.0f}–"
        f"{at(r, r.time.train_seconds_conservative):,.0f} kWh"
        for r in store.results
    ]


def test_a_candidate_that_does_not_fit_stays_off_the_axis_range_and_is_marked(
    qtbot, store_tab
) -> None:  # type: ignore[no-untyped-def]
    # 8B full fine-tune on one RTX 4090 (24 GB) cannot run: its 80x longer bars must not
    # squeeze the runnable plan into a sliver (a 2-day plan on a 200-day axis); they run off
    # the edge, marked, with their length written at the edge
    scenario = seed_scenario(candidates=[Hardware(gpu="rtx-4090", count=1)])
    tab, store = store_tab(TimelineTab, scenario)
    fits, too_small = store.results
    assert fits.memory.fit_status != "does_not_fit"
    assert too_small.memory.fit_status == "does_not_fit"
    assert too_small.time.train_seconds > 10 * fits.time.train_seconds
    low, high = tab.chart.x_range()
    assert low == pytest.approx(0)
    assert tab.chart.extent(0) <= high < 1.1 * tab.chart.extent(0)
    assert tab.chart.extent(1) > high
    headers = tab.chart.header_texts()
    assert "does not fit" not in headers[0]
    assert "✗ does not fit in memory — times shown for reference" in headers[1]
    assert "1x" in headers[1] and "4090" in headers[1]
    texts = [
        formatting.duration_range(
            r.time.train_seconds_optimistic, r.time.train_seconds_conservative
        )
        for r in store.results
    ]
    assert tab.chart.duration_texts() == [texts[0], f"{texts[1]} →"]
    # energy is a band too: from the optimistic to the conservative end
    (o_x, o_kwh), (c_x, c_kwh) = tab.chart.energy_band(0)
    assert o_kwh == pytest.approx(
        fits.energy.energy_kwh * fits.time.train_seconds_optimistic / fits.time.train_seconds
    )
    assert c_kwh == pytest.approx(
        fits.energy.energy_kwh * fits.time.train_seconds_conservative / fits.time.train_seconds
    )
    assert c_x > o_x
    # ... and stops where the conservative run ends, not at the axis edge
    assert tab.chart.band_right_end(0) == pytest.approx(c_x)
    assert c_x < tab.chart.x_range()[1]


def test_main_hardware_that_does_not_fit_is_marked_in_the_totals(store_tab) -> None:  # type: ignore[no-untyped-def]
    tab, store = store_tab(
        TimelineTab, seed_scenario(hardware=Hardware(gpu="rtx-4090"), candidates=[])
    )
    assert store.results[0].memory.fit_status == "does_not_fit"
    assert "does not fit in memory" in tab.totals.text()
    assert "does not fit in memory" in tab.chart.header_texts()[0]


def test_an_hourly_rent_is_named_by_its_rate_not_a_fraction_of_a_month(store_tab) -> None:  # type: ignore[no-untyped-def]
    """The book's rents are hourly (issue 22): "rent $197 for 0.0 months" said nothing."""
    tab, store = store_tab(TimelineTab, seed_scenario(hardware=Hardware(server="hgx-8x-h100")))
    result = store.results[0]
    assert result.energy.rental_cost is not None
    text = tab.totals.text()
    # Lambda's 8x H100: 8 × $3.99 = $31.92 an hour, the run pro rata
    rent = formatting.money(result.time.train_seconds / 3600 * 31.92, "USD")
    assert f"rent {rent} at $31.92 per hour" in text
    assert "months" not in text


def _table_row(tab: TimelineTab, label: str) -> list[str]:
    """The cells of the tab's table row `label`, as the window shows them."""
    rows = [line.split("\t") for line in tab.table.to_tsv().splitlines()]
    return next(row[1:] for row in rows if row[0] == label)


@pytest.mark.parametrize("language", ["en", "de"])
def test_an_hourly_rent_is_needed_for_hours_a_monthly_one_for_months(
    store_tab, language: str, qtbot
) -> None:  # type: ignore[no-untyped-def]
    """Issue 22: "Rental months needed: 0.1" for the book's hourly rent; the row follows the
    rent's billing period — hours for the shipped book, months for seed 003's book."""
    scenario = seed_scenario(hardware=Hardware(server="hgx-8x-h100"), candidates=[])
    with i18n.language_in_use(language):
        tab, store = store_tab(TimelineTab, scenario)
        hours = store.results[0].time.train_seconds / 3600
        label = {"en": "Rental hours needed", "de": "Benötigte Mietstunden"}[language]
        assert _table_row(tab, label) == [formatting.number(hours, 1)]
        months_label = {"en": "Rental months needed", "de": "Benötigte Mietmonate"}[language]
        assert months_label not in tab.table.to_tsv()

        seed_store = ScenarioStore(scenario, prices=seed003_prices())
        seed_tab = TimelineTab(seed_store)
        qtbot.addWidget(seed_tab)
        months = seed_store.results[0].time.train_seconds / (30.44 * DAY)
        assert _table_row(seed_tab, months_label) == [formatting.number(months, 1)]
        assert label not in seed_tab.table.to_tsv()
