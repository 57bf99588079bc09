"""Issue 22: the mouse wheel over the Model & hardware form changed the server ("1x B300
rental") instead of scrolling the page. An unfocused combo box or spin box passes the wheel on
to the page that scrolls; once the user has clicked into it, the wheel changes it as usual."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QDoubleSpinBox, QScrollArea, QWidget

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()


def _wheel_down(widget: QWidget) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120),  # one notch towards the user: scroll down / next entry
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def _page_of(widget: QWidget) -> QScrollArea:
    parent = widget.parentWidget()
    while not isinstance(parent, QScrollArea):
        assert parent is not None
        parent = parent.parentWidget()
    return parent


def test_the_wheel_over_an_unfocused_combo_scrolls_the_form(qtbot, make_window) -> None:
    window = make_window(restore_last=False)
    window.resize(900, 420)  # short enough that the Model & hardware page scrolls
    window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentIndex(1)
    combo = window.model_tab.hardware.server_combo
    area = _page_of(combo)
    bar = area.verticalScrollBar()
    assert bar.maximum() > 0
    window.tabs.setFocus()
    assert not combo.hasFocus()
    before_index, before_server = combo.currentIndex(), window.store.scenario.hardware.server
    _wheel_down(combo)
    assert combo.currentIndex() == before_index
    assert window.store.scenario.hardware.server == before_server
    assert bar.value() > 0  # the page scrolled instead
    assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus  # a wheel gives no focus


def test_a_focused_combo_or_spin_box_still_takes_the_wheel(qtbot, make_window) -> None:
    window = make_window(restore_last=False)
    window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentIndex(1)
    combo = window.model_tab.hardware.server_combo
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    before = combo.currentIndex()
    _wheel_down(combo)
    assert combo.currentIndex() != before
    spin = QDoubleSpinBox()  # any spin box of the app: the guard is application-wide
    qtbot.addWidget(spin)
    spin.setRange(-10.0, 10.0)
    spin.show()
    _wheel_down(spin)
    assert spin.value() == 0.0  # unfocused: unchanged
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    _wheel_down(spin)
    assert spin.value() == -1.0  # one step down


def _wheel(widget: QWidget, modifiers: Qt.KeyboardModifier) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(
        centre,
        QPointF(widget.mapToGlobal(centre.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120),
        Qt.MouseButton.NoButton,
        modifiers,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


@pytest.mark.parametrize("tab", ["memory", "timeline", "recommend"])
def test_the_wheel_over_a_chart_scrolls_the_page(qtbot, make_window, tab: str) -> None:
    """Issue 32: scrolling down a page stopped dead over a chart (pyqtgraph's view took the
    wheel). It scrolls the page; Ctrl+wheel zooms the chart that zooms."""
    from llmplan.gui.app import TAB_KEYS

    window = make_window(restore_last=False)
    window.resize(900, 420)  # short enough that every page scrolls
    window.show()
    qtbot.waitExposed(window)
    window.tabs.setCurrentIndex(TAB_KEYS.index(tab))
    page = {"memory": window.memory_tab, "timeline": window.timeline_tab}.get(
        tab, window.recommend_tab
    )
    chart = page.chart
    if tab == "recommend":
        page.start_search()
        page.wait_for_search()
        qtbot.waitUntil(lambda: page.advice is not None, timeout=60_000)
    qtbot.waitUntil(chart.isVisible, timeout=5000)
    area = _page_of(chart)
    bar = area.verticalScrollBar()
    assert bar.maximum() > 0
    bar.setValue(0)
    view_range = chart.getPlotItem().viewRange() if tab != "timeline" else None
    _wheel(chart.viewport(), Qt.KeyboardModifier.NoModifier)
    assert bar.value() > 0
    if view_range is not None:
        assert chart.getPlotItem().viewRange() == view_range  # not zoomed
    if tab == "recommend":  # the one chart that zooms: with Ctrl, on purpose
        bar.setValue(0)
        _wheel(chart.viewport(), Qt.KeyboardModifier.ControlModifier)
        assert bar.value() == 0
        assert chart.getPlotItem().viewRange() != view_range
        page.shutdown()
