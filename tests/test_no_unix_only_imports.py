"""Issue 31: the app did not start on Windows — `corpus/workers.py` imported `resource` at
module level. Every module of the package imports where the Unix-only modules do not exist
(here: made unimportable in a fresh interpreter), and nothing reads /proc or calls
os.sysconf outside a platform guard."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import llmplan

PACKAGE = Path(llmplan.__file__).parent
UNIX_ONLY = ("resource", "fcntl", "termios", "pwd", "grp", "posix_ipc")

IMPORT_EVERYTHING = f"""
import importlib, pkgutil, sys
import psutil  # its Linux backend uses resource and pwd (its Windows one does not): first
for name in {UNIX_ONLY!r}:
    sys.modules[name] = None  # "import resource" now raises ImportError, as on Windows
import llmplan
failed = []
for info in pkgutil.walk_packages(llmplan.__path__, "llmplan."):
    if info.name == "llmplan.__main__":  # runs the command line
        continue
    try:
        importlib.import_module(info.name)
    except Exception as error:
        failed.append(f"{{info.name}}: {{error!r}}")
print("\\n".join(failed) or "all imported")
"""


def test_every_module_imports_without_the_unix_only_modules() -> None:
    environment = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", IMPORT_EVERYTHING],
        capture_output=True,
        text=True,
        env=environment,
        timeout=240,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.strip() == "all imported"


def test_no_proc_file_or_sysconf_outside_a_platform_guard() -> None:
    """/proc and os.sysconf exist on Linux alone (under Wine /proc is the host's): the
    process's memory and age come from psutil; /proc/self/fd and /proc/self/status are
    read only where their absence is handled (tried, with a fallback)."""
    allowed = {
        "corpus/extract/pdf.py",  # /proc/self/fd/N if it exists, else the bytes
        "file_modes.py",  # /proc/self/status's Umask under contextlib.suppress(OSError)
    }
    found = []
    for path in PACKAGE.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        if re.search(r"os\.sysconf|^\s*(import|from) (resource|fcntl)\b|[\"']/proc/", source, re.M):
            found.append(path.relative_to(PACKAGE).as_posix())
    assert sorted(found) == sorted(allowed)
