"""A command started with its worker processes, terminated, and what it leaves behind (issue
32: "after SIGTERM two worker processes stay alive"). Import as `import process_tree`
(pytest puts tests/ on sys.path)."""

from __future__ import annotations

import signal
import subprocess
import time
from collections.abc import Callable

import psutil


def workers_of(parent: psutil.Process) -> list[psutil.Process]:
    """The multiprocessing workers below `parent` (forked: its own command line; spawned:
    `spawn_main`), not the resource tracker of a spawning parent."""
    found = []
    for child in parent.children(recursive=True):
        try:
            command = " ".join(child.cmdline())
        except psutil.Error:
            continue
        if "resource_tracker" not in command:
            found.append(child)
    return found


def wait_for(condition: Callable[[], bool], seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"not within {seconds:.0f} s: {what}")
        time.sleep(0.02)


def _gone(process: psutil.Process) -> bool:
    """Ended (a zombie not yet reaped by whoever adopted it counts as ended)."""
    try:
        return not process.is_running() or process.status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def terminate_and_list_survivors(
    command: subprocess.Popen[bytes], workers: int, start_seconds: float, end_seconds: float
) -> list[str]:
    """Wait until `command` runs `workers` worker processes, send it SIGTERM, and return
    the descendants (workers, resource tracker) still running `end_seconds` later."""
    parent = psutil.Process(command.pid)
    wait_for(
        lambda: len(workers_of(parent)) >= workers or command.poll() is not None,
        start_seconds,
        f"{workers} worker processes started",
    )
    assert command.poll() is None, "the command ended before it was terminated"
    descendants = parent.children(recursive=True)
    command.send_signal(signal.SIGTERM)
    command.wait(30)
    deadline = time.monotonic() + end_seconds
    while time.monotonic() < deadline and not all(map(_gone, descendants)):
        time.sleep(0.05)
    survivors = [p for p in descendants if not _gone(p)]
    names = [f"{p.pid}: {' '.join(p.cmdline())[:120]}" for p in survivors]
    for process in survivors:  # no test leaves processes behind, failed or not
        process.kill()
    return names
