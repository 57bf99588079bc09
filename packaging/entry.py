"""Entry point of the frozen app: PyInstaller starts here, and this hands over to the CLI."""

import multiprocessing
import sys


def running_under_wine() -> bool:
    """True for a Windows program run by Wine (on Linux or macOS), never on Windows."""
    if sys.platform != "win32":
        return False
    import ctypes

    try:
        ctypes.windll.ntdll.wine_get_version  # type: ignore[attr-defined]  # noqa: B018
    except AttributeError:
        return False
    return True


def wake_pool_managers_with_a_byte() -> None:
    """Under Wine only: concurrent.futures wakes its process pool's manager thread with a
    zero-length pipe message, and Wine 8 mishandles zero-length messages on overlapped pipes:
    the manager then waits for data that never comes, and every scan in worker processes
    hangs (3 runs of 3 under Wine 8.0; with a one-byte message 9 of 9 finished). The
    manager reads and drops whatever the message holds, so one byte changes nothing else.
    On Windows, where the app is meant to run, nothing is changed."""
    from concurrent.futures import process

    def wakeup(self: "process._ThreadWakeup") -> None:
        if not self._closed:
            self._writer.send_bytes(b"\0")

    process._ThreadWakeup.wakeup = wakeup  # type: ignore[method-assign]


if __name__ == "__main__":
    # The corpus engine tokenizes in worker processes; a frozen executable must recognise
    # that it was started as such a worker (spawn on Windows/macOS) instead of running main.
    multiprocessing.freeze_support()
    if running_under_wine():
        wake_pool_managers_with_a_byte()
    from llmplan.cli import main

    sys.exit(main())
