"""The typed background task: progress, result, cancel and error reach the GUI thread."""

from __future__ import annotations

import threading

from llmplan.corpus.progress import ScanState
from llmplan.gui.workers import BackgroundTask
from llmplan.task_state import TaskState


def test_progress_and_result_arrive_in_the_gui_thread(qtbot) -> None:  # type: ignore[no-untyped-def]
    gui_thread = threading.current_thread()
    seen: list[tuple[str, object, bool]] = []

    def work(state: TaskState[str]) -> int:
        assert threading.current_thread() is not gui_thread
        state.report_progress("half", force=True)
        return 42

    task = BackgroundTask[int, str](work)
    task.on_progress(
        lambda p: seen.append(("progress", p, threading.current_thread() is gui_thread))
    )
    task.on_done(lambda r: seen.append(("done", r, threading.current_thread() is gui_thread)))
    with qtbot.waitSignal(task.sig_done, timeout=5000):
        task.start()
    task.wait()
    qtbot.waitUntil(lambda: len(seen) == 2, timeout=2000)
    assert seen == [("progress", "half", True), ("done", 42, True)]


def test_cancel_reaches_the_work_through_the_shared_state(qtbot) -> None:  # type: ignore[no-untyped-def]
    started = threading.Event()

    def work(state: TaskState[int]) -> str:
        started.set()
        steps = 0
        while not state.is_cancelled():
            steps += 1
            started.wait(0.001)
        return f"stopped after {steps} steps"

    task = BackgroundTask[str, int](work)
    results: list[str] = []
    task.on_done(results.append)
    task.start()
    assert started.wait(5)
    with qtbot.waitSignal(task.sig_done, timeout=5000):
        task.cancel()
    task.wait()
    assert task.state.is_cancelled() and results[0].startswith("stopped after")


def test_an_error_is_reported_as_one_line(qtbot) -> None:  # type: ignore[no-untyped-def]
    def work(_state: TaskState[None]) -> None:
        raise ValueError("disk unplugged")

    task = BackgroundTask[None, None](work)
    with qtbot.waitSignal(task.sig_error, timeout=5000) as blocker:
        task.start()
    task.wait()
    assert blocker.args == ["disk unplugged"]


def test_the_corpus_scan_state_is_the_task_state() -> None:
    assert ScanState().__class__ is TaskState
