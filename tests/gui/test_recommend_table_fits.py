"""Issue 22: at the default window size the Recommend tab's table needed sideways scrolling
(the Cost column and everything after it lay past the edge). Every column is in view at
1020 × 672, in English and German: short headers with the whole title in their tooltip, long
names and settings elided with the whole text in the cell's tooltip."""

from __future__ import annotations

import pytest

from buyer_scenario import BUYER

pytestmark = pytest.mark.usefixtures("no_leaked_threads")


def _searched_tab(default_window, qtbot, language: str):  # type: ignore[no-untyped-def]
    """The buyer's window at its default size, on the Recommend tab, its search done."""
    from llmplan.gui.app import TAB_KEYS

    # the buyer's scenario: the longest names (the user's quoted servers, "× 4") are listed
    window = default_window(language, BUYER)
    chars, lines = window.fontMetrics().averageCharWidth(), window.fontMetrics().height()
    assert (window.width(), window.height()) == (chars * 170, lines * 48)
    window.tabs.setCurrentIndex(TAB_KEYS.index("recommend"))
    tab = window.recommend_tab
    tab.start_search()
    tab.wait_for_search()
    qtbot.waitUntil(lambda: tab.advice is not None and tab.table.rowCount() > 10, timeout=60_000)
    return window, tab


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_options_table_fits_the_default_window_without_sideways_scrolling(
    default_window, qtbot, language: str
) -> None:
    _window, tab = _searched_tab(default_window, qtbot, language)
    table = tab.table
    qtbot.waitUntil(lambda: table.viewport().width() > 0)
    viewport = table.viewport().width()
    assert not table.horizontalScrollBar().isVisible()
    assert table.horizontalScrollBar().maximum() == 0
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        end = table.columnViewportPosition(column) + table.columnWidth(column)
        assert end <= viewport, (column, end, viewport)
        title = table.horizontalHeaderItem(column)
        if title is not None and title.text():
            assert title.toolTip(), column  # the whole title, however short the header
            # the header's words are whole (on two lines where they need them)
            assert table.columnWidth(column) >= header.sectionSizeHint(column) - 1, column
    # what is cut short keeps its whole text in the tooltip
    for row in range(table.rowCount()):
        for column in range(1, table.columnCount()):
            item = table.item(row, column)
            if item is not None and item.text():
                assert item.toolTip() == item.text(), (row, column)
    # the pick's row comes first, named in the window's language
    from llmplan.presentation.hardware_names import option_hardware

    assert tab.advice is not None and tab.advice.pick is not None
    assert table.item(0, 2).text() == option_hardware(tab.advice.pick)


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()
@pytest.mark.parametrize("language", ["en", "de"])
def test_the_options_table_shows_five_rows_without_scrolling_the_tab(
    default_window, qtbot, language: str
) -> None:
    """Issue 22: at the default window the Recommend tab scrolled and its table showed about
    two options; now the tab fits its page and the table shows at least five whole rows."""
    from PySide6.QtWidgets import QScrollArea

    from llmplan.gui.tabs.recommend_tab import TABLE_ROWS_SHOWN

    window, tab = _searched_tab(default_window, qtbot, language)
    assert tab.chart.isVisible()  # the chart shares the page, it is not hidden to make room
    page = window.tabs.currentWidget()
    assert isinstance(page, QScrollArea) and page.widget() is tab
    qtbot.waitUntil(lambda: tab.height() == page.viewport().height())
    assert page.verticalScrollBar().maximum() == 0  # the tab does not scroll
    table = tab.table
    viewport = table.viewport().height()
    whole = [
        row
        for row in range(table.rowCount())
        if table.rowViewportPosition(row) >= 0
        and table.rowViewportPosition(row) + table.rowHeight(row) <= viewport
    ]
    assert TABLE_ROWS_SHOWN == 5
    assert len(whole) >= TABLE_ROWS_SHOWN, (len(whole), viewport, table.rowHeight(0))
    assert whole[0] == 0  # from the pick down
