"""A QObject in cyclic garbage is freed on the GUI thread, never by a collection that a
worker thread's allocations would trigger: such a collection ran the object's destructor on
the worker and froze the app (a Recommend search, while a closed window was deleted)."""

from __future__ import annotations

import gc
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
