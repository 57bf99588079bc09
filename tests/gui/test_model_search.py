"""Issue 32, finding 5: typing "qwen" in the model search box switched the plan to Qwen3 8B
without a click (the filter moved the table's current row, and the current row was the
choice). Typing filters; a click or Enter chooses."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from llmplan.gui.app import TAB_KEYS
from llmplan.gui.tabs.model_picker import ID_ROLE

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _listed(picker) -> list[str]:  # type: ignore[no-untyped-def]
    return [picker.proxy.index(row, 0).data(ID_ROLE) for row in range(picker.proxy.rowCount())]


def test_typing_filters_and_a_click_or_enter_chooses(default_window, qtbot) -> None:
    window = default_window("en")
    window.tabs.setCurrentIndex(TAB_KEYS.index("model"))
    picker = window.model_tab.picker
    store = window.store
    chosen = store.scenario.model
    assert chosen == "llama-3.1-8b"

    picker.search.setFocus()
    qtbot.keyClicks(picker.search, "qwen")
    qtbot.wait(50)
    listed = _listed(picker)
    assert listed and all(model.startswith("qwen") for model in listed)
    assert store.scenario.model == chosen  # filtered, not chosen
    assert window.summary.text("model") == "Llama 3.1 8B"

    qtbot.keyClick(picker.search, Qt.Key.Key_Return)  # Enter takes the first listed
    assert store.scenario.model == listed[0]

    picker.search.clear()  # the whole list again: still the model chosen
    assert store.scenario.model == listed[0]
    qtbot.keyClicks(picker.search, "llama")
    assert store.scenario.model == listed[0]
    row = _listed(picker).index("llama-3.1-70b")
    picker.table.scrollTo(picker.proxy.index(row, 1))
    rect = picker.table.visualRect(picker.proxy.index(row, 1))
    qtbot.mouseClick(picker.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert store.scenario.model == "llama-3.1-70b"


def test_a_click_on_the_row_the_filter_left_current_chooses_it(default_window, qtbot) -> None:
    """The filter leaves its first row current but not selected; a click on that row changes
    no current row, and still chooses it."""
    window = default_window("en")
    window.tabs.setCurrentIndex(TAB_KEYS.index("model"))
    picker = window.model_tab.picker
    qtbot.keyClicks(picker.search, "mistral")
    first = picker.proxy.index(0, 0)
    assert window.store.scenario.model == "llama-3.1-8b"
    rect = picker.table.visualRect(first)
    qtbot.mouseClick(picker.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert window.store.scenario.model == first.data(ID_ROLE)
