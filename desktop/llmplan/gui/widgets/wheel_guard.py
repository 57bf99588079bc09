"""The mouse wheel scrolls the page, not the combo box or spin box it passes over.

Qt lets a wheel turn over any combo box or spin box change its value, so scrolling down a long
form silently changed the server ("1x B300 rental"). One application-wide event filter:
such a box takes the wheel only once it has the focus (a click or Tab); until then the wheel
goes to the page's scroll area. Its focus policy becomes StrongFocus, so the wheel itself no
longer gives it the focus.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QWidget,
)

_GUARDED = (QComboBox, QAbstractSpinBox)


def _guarded_box(target: QObject) -> QWidget | None:
    """The combo box or spin box `target` is, or whose line edit it is."""
    if isinstance(target, _GUARDED):
        return target
    parent = target.parent() if isinstance(target, QWidget) else None
    return parent if isinstance(parent, _GUARDED) else None


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
