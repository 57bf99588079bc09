"""Files we create honour the user's umask, like every other program.

`tempfile.mkstemp` / `NamedTemporaryFile` create 0600 files; an atomic write renames such a
file into place, so without this a saved scenario or an exported report would be unreadable
for the user's group even where their umask (typically 022 or 002) allows it.
"""

from __future__ import annotations

import contextlib
import os
import threading
from pathlib import Path

_UMASK_LOCK = threading.Lock()


def current_umask() -> int:
    """The process umask, read without changing it where the system allows."""
    with contextlib.suppress(OSError, ValueError):
        for line in Path("/proc/self/status").read_text(encoding="ascii").splitlines():
            if line.startswith("Umask:"):
                return int(line.split()[1], 8)
    with _UMASK_LOCK:  # elsewhere: set and restore (the only portable way to read it)
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


def apply_umask(path: str | os.PathLike[str]) -> None:
    """Give a freshly created temporary file the mode a plain `open(path, "w")` would."""
    with contextlib.suppress(OSError, NotImplementedError):
        os.chmod(path, 0o666 & ~current_umask())
