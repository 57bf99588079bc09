"""Python's cyclic garbage is collected on the GUI thread only.

A collection runs in whichever thread happens to allocate when a threshold is passed. When
it frees a PySide wrapper that owns a QObject (a closed window's menu, a dialog), the
object's destructor runs there: on a worker thread (a Recommend search, a small folder's
scan) it locked the object's Qt mutex and asked for the GIL, which the GUI thread held
while it waited for that same mutex — the app froze (seen in the test suite: a search froze
while the previous test's window was being deleted). So automatic collection is off while
the app runs, and a timer on the GUI thread collects by the same thresholds Python uses.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 250  # often enough that garbage does not pile up between two looks


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
                gc.collect(generation)
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
