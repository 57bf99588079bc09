"""What the GUI thread's safe collection costs against a plain `gc.collect`.

    python benchmarks/gc_collect_cost.py [--rounds 15]

With the main window open (offscreen), each round makes the same cyclic garbage — a
Hardware form nobody holds, and a few hundred plain Python cycles — then collects it,
alternating between `gc.collect(generation)` and `main_thread_gc.collect(generation)`, for
the youngest and the oldest generation; and once more with no garbage at all. The plain
collection is given only Python cycles (a dropped form crashes it, see main_thread_gc).
Reports the median CPU time of the collecting thread per call (CPU time: the load of a
shared machine stretches the wall clock, not the work). Not a test: the figures depend on
the machine.
"""

from __future__ import annotations

import argparse
import gc
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path


class _Cycle:
    def __init__(self) -> None:
        self.me = self


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=15)
    rounds = parser.parse_args().rounds
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication([])
    from llmplan.gui.main_thread_gc import collect
    from llmplan.gui.main_window import MainWindow
    from llmplan.gui.settings import AppSettings
    from llmplan.gui.store import ScenarioStore
    from llmplan.gui.tabs.hardware_form import HardwareForm

    window = MainWindow(AppSettings(Path(tempfile.mkdtemp()) / "llmplan.ini"))
    app.processEvents()
    gc.disable()
    print(f"objects tracked by the collector: {len(gc.get_objects()):,}")

    def python_cycles() -> None:
        for _ in range(300):
            _Cycle()

    def a_dropped_form_too() -> None:
        python_cycles()
        HardwareForm(ScenarioStore())

    def nothing() -> None:
        pass

    cases: list[tuple[str, Callable[[], None], Callable[[int], object]]] = [
        ("gc.collect, Python cycles", python_cycles, gc.collect),
        ("collect, Python cycles", python_cycles, collect),
        ("collect, cycles and a dropped form", a_dropped_form_too, collect),
        ("gc.collect, no garbage", nothing, gc.collect),
        ("collect, no garbage", nothing, collect),
    ]
    for generation in (0, 2):
        times: dict[str, list[float]] = {name: [] for name, _, _ in cases}
        for _ in range(rounds):
            for name, make_garbage, collector in cases:
                collector(2)  # the same start for each: no garbage left over
                make_garbage()
                start = time.thread_time()
                collector(generation)
                times[name].append(time.thread_time() - start)
        for name, spent in times.items():
            print(f"generation {generation}: {name:36} {statistics.median(spent) * 1e3:8.2f} ms")
    window.close()


if __name__ == "__main__":
    main()
