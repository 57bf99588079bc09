"""Whether an input is small, asked before a scan starts and answered cheaply: the files'
sizes summed until the answer is known (a large folder answers "no" after its first
entries)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

MAX_ENTRIES = 2_000  # a folder with more entries than this is not small, whatever its bytes


def total_size_below(paths: Iterable[str | Path], limit: int) -> bool:
    """Whether the files at and under `paths` hold fewer than `limit` bytes in all. Stops
    at the limit or after `MAX_ENTRIES` entries; links are not followed; anything that
    cannot be listed makes the answer "no" (not known to be small)."""
    total = 0
    entries = 0
    folders: list[str] = []
    try:
        for path in paths:
            info = os.stat(path)
            if os.path.isdir(path):
                folders.append(os.fspath(path))
            else:
                total += info.st_size
        while folders:
            with os.scandir(folders.pop()) as listing:
                for entry in listing:
                    entries += 1
                    if entry.is_dir(follow_symlinks=False):
                        folders.append(entry.path)
                    elif entry.is_file(follow_symlinks=False):
                        total += entry.stat(follow_symlinks=False).st_size
                    if total >= limit or entries > MAX_ENTRIES:
                        return False
    except OSError:
        return False
    return total < limit
