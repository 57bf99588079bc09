"""The default scan opens no socket: only `--engine ray` ever does.

The scan runs in a child process with an audit hook (inherited by the forked worker
processes) that records every socket created, bound or connected, and every
``getaddrinfo``; the hook writes what it saw to a file the test reads.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import fixture_docs as docs
import pytest

from llmplan.resources import resource_path

WATCHED = ("socket.__new__", "socket.bind", "socket.connect", "socket.getaddrinfo")

CHILD = """
import json, os, socket, sys
log = sys.argv[1]

def hook(event, args):
    if event in {watched!r}:
        family = args[1] if event == "socket.__new__" else None
        if family == socket.AF_UNIX:  # a local pipe between processes, not the network
            return
        with open(log, "a") as out:
            out.write(json.dumps([os.getpid(), event, repr(args)[:200]]) + "\\n")

sys.addaudithook(hook)
from llmplan.cli import main
sys.exit(main(sys.argv[2:]))
"""


@pytest.mark.parametrize("mode", [[], ["--workers", "1"]], ids=["workers", "one-worker"])
def test_default_scan_opens_no_socket(tmp_path: Path, mode: list[str]) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    for path in resource_path("sample_corpus").iterdir():
        (folder / path.name).write_bytes(path.read_bytes())
    docs.write_pdf(folder / "bericht.pdf", docs.german_pdf_pages(2))
    log = tmp_path / "sockets.log"
    log.touch()
    done = subprocess.run(
        [sys.executable, "-c", CHILD.format(watched=WATCHED), str(log),
         "corpus", str(folder), "--json", *mode],
        capture_output=True, text=True, timeout=240,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout)
    assert report["files_read"] >= 10  # the scan really ran, in worker processes
    assert log.read_text() == ""
