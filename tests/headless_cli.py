"""`python -m llmplan ...` in a fresh process with no display, for the command-line tests.
Import as `import headless_cli` (pytest puts tests/ on sys.path)."""

from __future__ import annotations

import os
import subprocess
import sys


def run_without_display(*args: str) -> subprocess.CompletedProcess[str]:
    """Run `python -m llmplan ARGS` without DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    return subprocess.run(
        [sys.executable, "-m", "llmplan", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
