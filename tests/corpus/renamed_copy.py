"""A real test file under another name: what a reader that decides by content must read."""

from __future__ import annotations

import shutil
from pathlib import Path


def renamed_copy(source: Path, folder: Path, name: str) -> Path:
    """`source` copied into `folder` as `name` (no name: no extension at all)."""
    target = folder / name
    shutil.copyfile(source, target)
    return target
