"""A QObject in cyclic garbage is freed on the GUI thread, never by a collection that a
worker thread's allocations would trigger: such a collection ran the object's destructor on
the worker and froze the app (a Recommend search, while a closed window was deleted)."""

from __future__ import annotations

import gc
import subprocess
import sys
import threading
import weakref

from PySide6.QtCore import QObject

from llmplan.gui.main_thread_gc import INTERVAL_MS, collect_on_gui_thread


class _Holder:
    """Cyclic garbage that owns a QObject, as a closed window's Python side can be."""

    def __init__(self) -> None:
        self.qobject = QObject()
        self.me = self


def test_garbage_with_a_qobject_is_freed_on_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    collect_on_gui_thread()
    assert not gc.isenabled()
    holder = _Holder()
    freed_in: list[str] = []
    holder.qobject.destroyed.connect(lambda: freed_in.append(threading.current_thread().name))
    alive = weakref.ref(holder.qobject)
    del holder

    kept: list[list[list[int]]] = []

    def allocate() -> None:  # far past the youngest generation's threshold, and kept
        kept.append([[] for _ in range(20_000)])

    worker = threading.Thread(target=allocate, name="worker")
    worker.start()
    worker.join()
    assert alive() is not None and freed_in == []  # the worker did not collect it
    qtbot.waitUntil(lambda: alive() is None, timeout=20 * INTERVAL_MS)
    assert freed_in == [threading.main_thread().name]


# A Hardware form nobody holds any more: cyclic garbage (its fields' slots refer back to it)
# whose parallel-layout row was a parentless QHBoxLayout when its fields were added. Its own
# process, since the collection that clears it crashed Python (a segfault in gc.collect,
# from the collector's timer, while pytest-qt processed events after a test).
_DROPPED_FORM = """
import faulthandler, sys, time, weakref
faulthandler.enable()
from PySide6.QtWidgets import QApplication
app = QApplication([])
from llmplan.gui.main_thread_gc import collect_on_gui_thread
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.hardware_form import HardwareForm
collect_on_gui_thread()
form = HardwareForm(ScenarioStore())
deleted = []
form.destroyed.connect(lambda: deleted.append("form"))
field = form.layout_fields["tensor"]
field.destroyed.connect(lambda: deleted.append("field"))
alive = weakref.ref(form)
del form, field
deadline = time.monotonic() + 10
while alive() is not None and time.monotonic() < deadline:
    app.processEvents()
    time.sleep(0.01)
print("wrapper freed" if alive() is None else "wrapper alive", sorted(deleted))
"""


def test_a_dropped_form_is_deleted_by_qt_without_a_crash() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _DROPPED_FORM], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert "wrapper freed ['field', 'form']" in done.stdout, done.stdout + done.stderr[-3000:]
