"""List the files under one or more roots: sizes and types only, nothing is opened.

`os.scandir` with an explicit stack (deep nesting cannot overflow the call stack). Symbolic
links are never followed — a link to a folder could loop, a link to a file could count a
document twice — so each link is listed as skipped with its reason, as is every folder or
file that cannot be listed or stat'ed. Hidden entries (dot names, or the Windows hidden
attribute) are left out when asked, and counted.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from llmplan.corpus.extract.classify import SUPPORTED_KINDS, kind_of_name

NO_EXTENSION = "(none)"
_WINDOWS_HIDDEN = getattr(stat, "FILE_ATTRIBUTE_HIDDEN", 2)


def extension_of(path: str) -> str:
    """Lower-case extension without the dot."""
    suffix = os.path.splitext(os.path.basename(path))[1]
    return suffix[1:].lower() if len(suffix) > 1 else NO_EXTENSION


def type_key(path: str) -> str:
    """Key of a per-type row and sampling stratum: the extractor's type for a supported
    extension (.htm and .html are both 'html'), else the bare extension ('png')."""
    kind = kind_of_name(os.path.basename(path))
    return kind if kind != "unsupported" else extension_of(path)


def is_known_unsupported(key: str) -> bool:
    """A type the extractor never reads; files without an extension are sniffed, so not."""
    return key not in SUPPORTED_KINDS and key != NO_EXTENSION


@dataclass
class Stratum:
    """All files of one extension: paths and sizes in walk order (kept as two flat lists)."""

    paths: list[str] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)

    @property
    def bytes(self) -> int:
        return sum(self.sizes)


@dataclass
class WalkResult:
    strata: dict[str, Stratum] = field(default_factory=dict)
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (path, reason)
    hidden_ignored: int = 0
    cancelled: bool = False

    @property
    def files_total(self) -> int:
        return sum(len(s.paths) for s in self.strata.values())

    @property
    def bytes_total(self) -> int:
        return sum(s.bytes for s in self.strata.values())

    def add_file(self, path: str, size: int) -> None:
        stratum = self.strata.setdefault(type_key(path), Stratum())
        stratum.paths.append(path)
        stratum.sizes.append(size)


def _is_hidden(entry: os.DirEntry[str]) -> bool:
    if entry.name.startswith("."):
        return True
    try:
        attributes = getattr(entry.stat(follow_symlinks=False), "st_file_attributes", 0)
    except OSError:
        return False
    return bool(attributes & _WINDOWS_HIDDEN)


def symlink_reason(path: str) -> str:
    """Why a symbolic link is skipped: a loop, a dangling link, or simply not followed."""
    try:
        os.stat(path)
    except OSError as error:
        if error.errno == errno.ELOOP:
            return "symlink loop"
        if error.errno == errno.ENOENT:
            return "broken symlink"
        return _reason(error, "unreadable symlink")
    return "symbolic link not followed"


def _reason(error: OSError, what: str) -> str:
    return f"{what}: {error.strerror or type(error).__name__}"


def walk(
    roots: Iterable[Path | str],
    skip_hidden: bool = True,
    should_stop: Callable[[], bool] = lambda: False,
    on_file: Callable[[WalkResult], None] | None = None,
) -> WalkResult:
    """Walk `roots` (folders or single files); `should_stop` is polled for cancel."""
    result = WalkResult()
    seen_dirs: set[tuple[int, int]] = set()  # (st_dev, st_ino): a folder listed twice is skipped
    stack: list[str] = []
    for root in reversed([os.fspath(r) for r in roots]):
        if os.path.islink(root):
            result.skipped.append((root, symlink_reason(root)))
        elif os.path.isdir(root):
            stack.append(root)
        elif os.path.isfile(root):
            result.add_file(root, os.stat(root).st_size)
        else:
            result.skipped.append((root, "not found or not a regular file"))
    while stack:
        if should_stop():
            result.cancelled = True
            break
        folder = stack.pop()
        try:
            info = os.stat(folder)
        except OSError as error:
            result.skipped.append((folder, _reason(error, "unreadable folder")))
            continue
        if (info.st_dev, info.st_ino) in seen_dirs:
            result.skipped.append((folder, "folder already scanned (loop)"))
            continue
        seen_dirs.add((info.st_dev, info.st_ino))
        try:
            with os.scandir(folder) as listing:
                entries = sorted(listing, key=lambda e: e.name)
        except OSError as error:
            result.skipped.append((folder, _reason(error, "unreadable folder")))
            continue
        subfolders: list[str] = []
        for entry in entries:
            if skip_hidden and _is_hidden(entry):
                result.hidden_ignored += 1
                continue
            try:
                if entry.is_symlink():
                    result.skipped.append((entry.path, symlink_reason(entry.path)))
                elif entry.is_dir(follow_symlinks=False):
                    subfolders.append(entry.path)
                elif entry.is_file(follow_symlinks=False):
                    result.add_file(entry.path, entry.stat(follow_symlinks=False).st_size)
                    if on_file is not None:
                        on_file(result)
                else:
                    result.skipped.append((entry.path, "not a regular file (device, pipe, socket)"))
            except OSError as error:
                result.skipped.append((entry.path, _reason(error, "unreadable file")))
        stack.extend(reversed(subfolders))  # depth-first, in name order
    return result
