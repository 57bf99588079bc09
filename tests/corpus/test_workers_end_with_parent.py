"""Issue 32: "after SIGTERM two worker processes stay alive". A scan's worker processes end
with the command that started them, however it ends (SIGTERM here; on Windows the closed
console or CTRL_BREAK end the parent alike): each worker watches its parent."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from process_tree import terminate_and_list_survivors

START_METHOD_VARIABLE = "LLMPLAN_START_METHOD"  # spawn as Windows and macOS do
SENTENCE = "Die Wartung der Kreiselpumpe erfolgt halbjährlich durch den Kundendienst. "


@pytest.fixture(scope="module")
def big_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """12 MB of text: above the size a spawning scan reads in its own process (8 MiB),
    and more than two workers read before the test has terminated the scan."""
    root = tmp_path_factory.mktemp("archiv")
    for index in range(300):
        text = f"Dokument {index}. " + SENTENCE * (540 + index % 7)
        (root / f"bericht_{index:03d}.txt").write_text(text, encoding="utf-8")
    return root


@pytest.mark.slow
@pytest.mark.parametrize("method", ["fork", "spawn"])
def test_terminating_a_scan_ends_its_worker_processes(big_folder: Path, method: str) -> None:
    environment = dict(os.environ)
    environment.pop(START_METHOD_VARIABLE, None)
    if method == "spawn":
        environment[START_METHOD_VARIABLE] = "spawn"
    command = subprocess.Popen(
        [sys.executable, "-m", "llmplan", "corpus", str(big_folder), "--workers", "2"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=environment,
    )
    try:
        survivors = terminate_and_list_survivors(
            command, workers=2, start_seconds=120, end_seconds=15
        )
    finally:
        if command.poll() is None:
            command.kill()
            command.wait()
    assert survivors == []
