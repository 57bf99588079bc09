"""Issue 32: "after SIGTERM two worker processes stay alive". The desktop app starts its
scan's worker processes a second after its window opens and keeps them; terminated (a
logout, `kill`, the task manager), it leaves none of them behind."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from process_tree import terminate_and_list_survivors


@pytest.mark.slow
def test_terminating_the_app_ends_its_kept_worker_processes(tmp_path: Path) -> None:
    environment = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),  # never the user's settings or autosave
        XDG_DATA_HOME=str(tmp_path / "data"),
    )
    app = subprocess.Popen(
        [sys.executable, "-m", "llmplan", "gui"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=environment,
    )
    try:
        workers = min(2, os.cpu_count() or 1)
        survivors = terminate_and_list_survivors(
            app, workers=workers, start_seconds=120, end_seconds=20
        )
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    assert survivors == []
