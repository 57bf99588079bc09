"""The Serve tab under pytest-qt: the real store, the real serving plan, edits that reach
the scenario's serving section, English and German."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.serve_tab import ServeTab
from llmplan.presentation import i18n
from seed_serving import SEED003_SERVED


def _cell(tab: ServeTab, row_label: str, column: int) -> str:
    model = tab.table.model
    for row in range(model.rowCount()):
        if model.item(row, 0).text() == row_label:
            return model.item(row, column).text()
    raise KeyError(row_label)


def _column(tab: ServeTab, header_start: str) -> int:
    model = tab.table.model
    for column in range(1, model.columnCount()):
        if model.horizontalHeaderItem(column).text().startswith(header_start):
            return column
    raise KeyError(header_start)


def test_70b_at_fp8_fits_the_h200_not_the_h100(
    store_tab: Callable[..., tuple[ServeTab, ScenarioStore]],
) -> None:
    tab, _store = store_tab(ServeTab, SEED003_SERVED)
    h200, h100 = _column(tab, "1x H200 rental"), _column(tab, "1x H100 rental")
    assert _cell(tab, "Fits?", h200) == "yes"
    assert _cell(tab, "Fits?", h100) == "no"
    assert _cell(tab, "Tokens/s per request", h100) == "—"
    assert "merge_and_unload" in tab.merge.text() and "holds it" in tab.merge.text()
    assert "16 requests at once" in tab.heading.text()
    # training (the store's plan) and three years of serving, three ways
    assert "36 months of serving" in tab.lifecycle.text()
    assert "Rent for training and for serving: €" in tab.lifecycle.text()


def test_edits_reach_the_serving_section(
    store_tab: Callable[..., tuple[ServeTab, ScenarioStore]],
) -> None:
    tab, store = store_tab(ServeTab, SEED003_SERVED)
    assert tab.numbers["concurrency"].set_text("32") is None
    assert store.scenario.serving is not None and store.scenario.serving.concurrency == 32
    h200 = _column(tab, "1x H200 rental")
    assert (
        _cell(tab, "Fits?", h200) == "no"
    )  # 32 requests of 8K: 80 GiB of KV cache beside 68 GiB of weights
    tab.precision.setCurrentIndex(tab.precision.findData("int4_awq"))
    assert store.scenario.serving.precision == "int4_awq"
    assert _cell(tab, "Fits?", h200) == "yes"
    assert tab.adapters.set_text("4") is None
    assert store.scenario.serving.adapters == 4
    assert "No merge" in tab.merge.text()
    assert tab.adapters.set_text("") is None
    assert store.scenario.serving.adapters == "merged"
    assert tab.numbers["context"].set_text("0")  # refused with its reason, scenario kept
    assert store.scenario.serving.context == 8192


def test_german(store_tab: Callable[..., tuple[ServeTab, ScenarioStore]]) -> None:
    with i18n.language_in_use("de"):
        tab, _store = store_tab(ServeTab, SEED003_SERVED)
        h200 = _column(tab, "1x H200 (")  # the rented server, in German words
        assert "rental" not in tab.table.model.horizontalHeaderItem(h200).text()
        assert _cell(tab, "Passt?", h200) == "ja"
        assert "Arbeitsspeicher" in tab.merge.text()
        assert "Perzentil" in tab.note.text()


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()
def test_nothing_is_cut_at_the_default_window_size(
    qtbot,  # type: ignore[no-untyped-def]
    store_tab: Callable[..., tuple[ServeTab, ScenarioStore]],
) -> None:
    from window_fit import cut_texts

    for language in ("en", "de"):
        with i18n.language_in_use(language):
            tab, _store = store_tab(ServeTab, SEED003_SERVED)
            tab.resize(1020, 560)  # the window less its menu, summary strip and tab bar
            tab.show()
            qtbot.waitExposed(tab)
            assert cut_texts(tab) == [], language
