"""Python's cyclic garbage is collected on the GUI thread only, and Qt deletes the widgets in it.

A collection runs in whichever thread happens to allocate when a threshold is passed. When
it frees a PySide wrapper that owns a QObject (a closed window's menu, a dialog), the
object's destructor runs there: on a worker thread (a Recommend search, a small folder's
scan) it locked the object's Qt mutex and asked for the GIL, which the GUI thread held
while it waited for that same mutex — the app froze (seen in the test suite: a search froze
while the previous test's window was being deleted). So automatic collection is off while
the app runs, and a timer on the GUI thread collects by the same thresholds Python uses.

Nor may the collector itself tear a widget tree down. A row built as a parentless
QHBoxLayout, filled, then added to a form leaves PySide believing the layout's wrapper owns
the row's widgets, although Qt made them children of the form. When such a form is cyclic
garbage (its fields' slots refer back to it), clearing the cycle deletes the form's C++ tree
from one wrapper and then frees another wrapper of a widget already gone: a segfault inside
`gc.collect` (the Hardware form's NumberFields). `collect` therefore first finds the garbage
without freeing it, lets Qt delete every QObject Python owns in it, whole trees, with all
wrappers still alive (PySide is told of each deletion), and only then frees the wrappers.
"""

from __future__ import annotations

import gc

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 250  # often enough that garbage does not pile up between two looks


def collect(generation: int = 2) -> None:
    """`gc.collect(generation)`, with the QObjects that Python owns in the garbage deleted by
    Qt before their wrappers are freed (call on the GUI thread)."""
    previous_debug, first = gc.get_debug(), len(gc.garbage)
    gc.set_debug(previous_debug | gc.DEBUG_SAVEALL)  # find the garbage, free nothing yet
    try:
        gc.collect(generation)
    finally:
        gc.set_debug(previous_debug)
    garbage = gc.garbage[first:]
    del gc.garbage[first:]
    if not garbage:
        return  # a second pass over the generation (the cost: a full one after a full one)
    _delete_python_owned(garbage)
    garbage.clear()
    # the saved garbage was moved one generation up: collect that one too
    gc.collect(min(generation + 1, 2))


def _delete_python_owned(garbage: list[object]) -> None:
    """Delete each QObject whose wrapper would delete it when freed; a parent deleted first
    took its children along (their wrappers are invalid by then)."""
    for obj in garbage:
        if isinstance(obj, QObject) and shiboken6.isValid(obj) and shiboken6.ownedByPython(obj):
            shiboken6.delete(obj)


class MainThreadCollector(QObject):
    """The timer; install it once with `collect_on_gui_thread()`."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect_due)
        self.timer.start(INTERVAL_MS)

    def collect_due(self) -> None:
        """The oldest generation whose count passed its threshold, as Python would have."""
        counts, thresholds = gc.get_count(), gc.get_threshold()
        for generation in (2, 1, 0):
            if counts[generation] > thresholds[generation]:
                collect(generation)
                return


def collect_on_gui_thread() -> None:
    """Turn automatic collection off and collect from the GUI thread's timer (idempotent;
    call on the GUI thread once the application exists)."""
    app = QCoreApplication.instance()
    if app is None:
        return
    if app.findChild(MainThreadCollector) is None:
        MainThreadCollector(app)
    gc.disable()
