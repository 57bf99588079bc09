"""The window opens without the corpus engine's readers, workers and tokenizers: they load
when a scan or a tokenizer training starts (issue 37: "the window shown ≤ 1.5 s"; the
readers and the worker pool were a third of the window's imports). A fresh process builds
the main window and lists the modules it had loaded by then."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

_BUILD_WINDOW_AND_LIST_MODULES = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from llmplan.gui.main_window import MainWindow
from llmplan.gui.settings import AppSettings
window = MainWindow(AppSettings(), restore_last=False)
print(json.dumps(sorted(sys.modules)))
"""

# what a scan or a training run needs, and a window that only shows a plan does not
_LOADED_WHEN_USED = (
    "llmplan.corpus.executor",
    "llmplan.corpus.in_process",
    "llmplan.corpus.workers",
    "llmplan.corpus.extract",
    "llmplan.corpus.tokenizers",
    "llmplan.corpus.domain_tokenizer",
    "fastokens",
    "tokenizers",
)


def test_the_window_opens_without_the_readers_and_workers(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path)}
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    listed = subprocess.check_output(
        [sys.executable, "-c", _BUILD_WINDOW_AND_LIST_MODULES], text=True, timeout=180, env=env
    )
    modules = set(json.loads(listed.strip().splitlines()[-1]))
    assert "llmplan.gui.tabs.corpus_tab" in modules  # the Corpus tab itself is there
    loaded = sorted(
        m for m in modules if any(m == r or m.startswith(f"{r}.") for r in _LOADED_WHEN_USED)
    )
    assert loaded == []
