"""In German, at the main window's default size: the Memory fit controls and the summary
strip's figures show whole (the German words are longer than the English ones)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QWidget

from llmplan.gui.app import TAB_KEYS


def _inside(widget: QWidget, area: QWidget) -> bool:
    left = widget.mapTo(area, widget.rect().topLeft()).x()
    return left >= 0 and left + widget.width() <= area.width()


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()
def test_memory_controls_and_strip_figures_fit_the_default_window_in_german(
    default_window, qtbot
) -> None:
    from llmplan.core.scenario import Hardware, Scenario

    window = default_window("de", Scenario(hardware=Hardware(server="8x-h200-nvl")))
    window.tabs.setCurrentIndex(TAB_KEYS.index("memory"))
    tab = window.memory_tab
    qtbot.waitUntil(lambda: tab.width() > 0)
    assert tab.width() <= window.width()
    controls = [tab.framework, tab.seq_len, tab.micro_batch, tab.method, tab.checkpointing]
    controls += [tab.sharding, tab.offload]
    qtbot.waitUntil(lambda: all(_inside(c, tab) for c in controls), timeout=2000)
    # German at this width: in as many rows as show every choice whole, not one row cut off
    assert tab.controls_rows() in (2, 3)
    for control in (tab.framework, tab.method, tab.checkpointing, tab.sharding):
        assert control.shown_text() == control.currentText(), control.objectName()
    assert _inside(tab.explanation, tab)  # the panel beside the chart is not pushed out
    strip = window.summary
    for key in ("tokens", "days", "energy", "cost"):  # figures whole, never "2,3–4,2 …"
        value = strip.values[key]
        assert "…" not in value.text() and value.width() >= value.sizeHint().width(), key

    window.resize(1500, 980)  # a wide window: the controls take one row
    qtbot.waitUntil(lambda: tab.controls_rows() == 1)
    qtbot.waitUntil(lambda: all(_inside(c, tab) for c in controls), timeout=2000)


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_no_tab_scrolls_sideways_at_the_default_window_in_german(default_window, qtbot) -> None:
    """Issue 22's new-user look: at the default size a German page that is wider than its
    scroll area cuts words at the edge ("EP…", "Gen…"); every tab's content fits its width
    (forms wrap a field under its label, long rows break in two)."""
    from PySide6.QtWidgets import QScrollArea

    window = default_window("de")
    for index, key in enumerate(TAB_KEYS):
        window.tabs.setCurrentIndex(index)
        page = window.tabs.currentWidget()
        qtbot.waitUntil(lambda page=page: page.width() > 0)
        for area in [page, *page.findChildren(QScrollArea)]:
            if not isinstance(area, QScrollArea) or area.widget() is None:
                continue
            if not area.isVisible():
                continue
            needed = area.widget().minimumSizeHint().width()
            assert needed <= area.viewport().width(), (key, needed, area.viewport().width())
