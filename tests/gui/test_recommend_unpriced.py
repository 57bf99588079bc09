"""Issue 32, finding 1 in the window: the Recommend tab answered "Use 8x NVIDIA B200 × 4 nodes
(electricity €41.38)" for a 1-day deadline, its table showed €41–€565 for unpriced clusters
and "(no price known)" cut off. An option without a price is never the answer, its row asks
for a quote and shows no amount, and the chart draws only priced options."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt

from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.recommend_tab import RecommendTab
from llmplan.presentation import formatting as fmt
from llmplan.presentation.recommend_words import set_in_app
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario

EXAMPLE = resource_path("examples", "llama-3.1-8b-8x-h200-nvl.json")
PAYMENT, COST = 3, 4  # the table's columns (0 holds Use / Compare)


def _searched(qtbot, deadline: float) -> RecommendTab:  # type: ignore[no-untyped-def]
    tab = RecommendTab(ScenarioStore(load_scenario(EXAMPLE)))
    qtbot.addWidget(tab)
    tab.deadline.setValue(deadline)
    tab.start_search()
    qtbot.waitUntil(lambda: tab.task is None and tab.advice is not None, timeout=120_000)
    return tab


@pytest.fixture
def one_day(qtbot) -> RecommendTab:  # type: ignore[no-untyped-def]
    return _searched(qtbot, 1.0)


def test_the_answer_is_a_priced_option_and_unpriced_rows_ask_for_a_quote(one_day) -> None:  # type: ignore[no-untyped-def]
    advice = one_day.advice
    assert advice is not None and advice.pick is not None and advice.pick.priced
    answer = one_day.answer.text()
    assert answer.startswith("<b") and "Rent HGX 8x B200 for" in answer
    assert "electricity" not in answer.lower()
    # the unpriced clusters that would make it safely, and what to do about them
    assert "enter a quote to compare them" in answer
    rows = advice.top_with_your_quotes(one_day.table.rowCount())
    unpriced = [row for row, option in enumerate(rows) if not option.priced]
    assert unpriced, "the fastest options here have no price"
    for row in unpriced:
        assert one_day.table.item(row, PAYMENT).text() == "needs a price"
        assert one_day.table.item(row, COST).text() == "–"
    for row, option in enumerate(rows):
        if option.priced and option.cost is not None:
            amount = fmt.money(option.cost.amount, option.cost.currency)
            assert one_day.table.item(row, COST).text() == amount


def test_the_chart_draws_only_priced_options(one_day) -> None:  # type: ignore[no-untyped-def]
    advice = one_day.advice
    assert advice is not None
    chart = one_day.chart
    drawn = [
        advice.options[int(spot.data())]
        for item in (chart.others, chart.front, chart.pick)
        for spot in item.points()
    ]
    priced = [o for o in advice.options if o.comparable_cost is not None]
    assert drawn and all(o.priced for o in drawn)
    # every priced option once (the pick is drawn as a star over its front dot)
    assert len({id(o) for o in drawn}) == len(priced) < len(advice.options)
    assert chart.isVisibleTo(one_day)


def test_where_nothing_priced_meets_the_deadline_the_tab_says_so(qtbot) -> None:  # type: ignore[no-untyped-def]
    set_in_app(True)  # as the app sets it: its words point to its menus
    try:
        tab = _searched(qtbot, 0.25)
    finally:
        set_in_app(False)
    assert tab.advice is not None and tab.advice.pick is None
    answer = tab.answer.text()
    assert "Nothing with a known price meets 0.25 days" in answer
    assert "Edit → Prices" in answer  # in the window, where to enter a quote
    assert "€" not in answer and "electricity" not in answer.lower()


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()
@pytest.mark.parametrize(("language", "words"), [("en", "needs a price"), ("de", "Preis fehlt")])
def test_the_payment_cell_of_an_unpriced_option_is_whole_at_the_default_size(
    default_window, qtbot, language: str, words: str
) -> None:  # type: ignore[no-untyped-def]
    """Issue 32: "(no price known)" was cut off at the default window size."""
    from llmplan.gui.app import TAB_KEYS

    window = default_window(language, load_scenario(EXAMPLE))
    window.tabs.setCurrentIndex(TAB_KEYS.index("recommend"))
    tab = window.recommend_tab
    tab.deadline.setValue(1.0)
    tab.start_search()
    tab.wait_for_search()
    qtbot.waitUntil(lambda: tab.advice is not None and tab.table.rowCount() > 3, timeout=60_000)
    table = tab.table
    metrics = table.fontMetrics()
    rows = tab.advice.top_with_your_quotes(table.rowCount())
    unpriced = [row for row, option in enumerate(rows) if not option.priced]
    assert unpriced
    for row in unpriced:
        item = table.item(row, PAYMENT)
        assert item.text() == words
        # the cell's two lines hold it whole (its margins: a character either side)
        room = table.columnWidth(PAYMENT) - 2 * metrics.averageCharWidth()
        wrapped = metrics.boundingRect(QRect(0, 0, room, 1000), Qt.TextFlag.TextWordWrap, words)
        assert wrapped.width() <= room and wrapped.height() <= 2 * metrics.lineSpacing()
