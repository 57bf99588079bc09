"""The mouse wheel scrolls the page, not the combo box or spin box it passes over.

Qt lets a wheel turn over any combo box or spin box change its value, so scrolling down a long
form silently changed the server ("1x B300 rental"). One application-wide event filter:
such a box takes the wheel only once it has the focus (a click or Tab); until then the wheel
goes to the page's scroll area. Its focus policy becomes StrongFocus, so the wheel itself no
longer gives it the focus.

A chart (pyqtgraph draws on a QGraphicsView, a scroll area of its own) took every wheel turn
too: scrolling down a page stopped dead over it (issue 32). The wheel over a chart scrolls the
page; a chart that zooms zooms with Ctrl held — on purpose.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsView,
    QWidget,
)

_GUARDED = (QComboBox, QAbstractSpinBox)


def _guarded_box(target: QObject) -> QWidget | None:
    """The combo box or spin box `target` is, or whose line edit it is."""
    if isinstance(target, _GUARDED):
        return target
    parent = target.parent() if isinstance(target, QWidget) else None
    return parent if isinstance(parent, _GUARDED) else None


def _chart(target: QObject) -> QGraphicsView | None:
    """The chart `target` is, or whose drawing area it is."""
    if isinstance(target, QGraphicsView):
        return target
    parent = target.parent() if isinstance(target, QWidget) else None
    return parent if isinstance(parent, QGraphicsView) else None


def zooms(chart: QGraphicsView) -> bool:
    """Whether a plot in the chart zooms with the mouse (the Recommend tab's does)."""
    scene = chart.scene()
    boxes = [item for item in scene.items() if isinstance(item, pg.ViewBox)] if scene else []
    return any(any(box.state["mouseEnabled"]) for box in boxes)


def _scroll_area_around(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QAbstractScrollArea):
        parent = parent.parentWidget()
    return parent


def _has_focus(box: QWidget) -> bool:
    focused = QApplication.focusWidget()
    return focused is not None and (focused is box or box.isAncestorOf(focused))


class WheelGuard(QObject):
    """The filter; install it once with `install_wheel_guard()`."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Polish and isinstance(watched, _GUARDED):
            if watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            return False
        if kind != QEvent.Type.Wheel:
            return False
        chart = _chart(watched)
        if chart is not None:
            assert isinstance(event, QWheelEvent)
            ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
            if ctrl and zooms(chart):
                return False
            area = _scroll_area_around(chart)
            if area is not None:
                QCoreApplication.sendEvent(area.viewport(), event)
                return True
            event.ignore()
            return True
        box = _guarded_box(watched)
        if box is None or _has_focus(box):
            return False
        area = _scroll_area_around(box)
        if area is not None:
            QCoreApplication.sendEvent(area.viewport(), event)
        else:
            event.ignore()
        return True


def install_wheel_guard() -> None:
    """Guard every combo box and spin box of the running application (idempotent)."""
    app = QCoreApplication.instance()
    if app is None or app.findChild(WheelGuard) is not None:
        return
    app.installEventFilter(WheelGuard(app))
