"""Open what the walk listed, and only that: no link followed, nothing that can block.

Files and folders are opened with O_NOFOLLOW (a name swapped for a symbolic link fails
with ELOOP) and O_NONBLOCK (a name swapped for a FIFO cannot hang the open), then the
descriptor itself is checked with fstat: a regular file (or folder) with the device and
inode the walk saw. Whatever was swapped in between the listing and the read, only the
listed file is ever read — never something outside the scanned folder.

On Windows there is no O_NOFOLLOW and the walk's listing gives no identity (see
`platform_paths`): the descriptor is still checked to be a regular file, and each call
takes the extended form of the path (`platform_paths.system_path`: long paths, reserved
names such as CON read as the files they are).

Names are bytes on POSIX; one that is not UTF-8 reaches Python with lone surrogates
(PEP 383). `display_path` turns such names (and control characters) into printable,
valid Unicode for reports, JSON and the terminal.
"""

from __future__ import annotations

import errno
import os
import re
import stat
from collections.abc import Callable
from typing import Final

from llmplan.corpus.platform_paths import system_path
from llmplan.corpus.reasons import Reason, reason

Identity = tuple[int, int]

_NOFOLLOW: Final = getattr(os, "O_NOFOLLOW", 0)
_NONBLOCK: Final = getattr(os, "O_NONBLOCK", 0)
_DIRECTORY: Final = getattr(os, "O_DIRECTORY", 0)
_CLOEXEC: Final = getattr(os, "O_CLOEXEC", 0)
_BINARY: Final = getattr(os, "O_BINARY", 0)
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029\u202a-\u202e\u2066-\u2069]")


class NotTheListedFile(OSError):
    """What the name leads to now is not what the walk listed (swapped, or not regular)."""


def display_path(path: str | os.PathLike[str]) -> str:
    """`path` as printable, valid Unicode: undecodable bytes as \\xNN, controls escaped.

    Undecodable bytes come back from the surrogateescape error handler as U+DC80..U+DCFF;
    anything else unprintable (a newline, ESC, a bidi override) is shown by its escape.
    """
    text = os.fspath(path)
    if not _UNPRINTABLE.search(text):
        return text
    return _UNPRINTABLE.sub(_escape, text)


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    if 0xDC80 <= code <= 0xDCFF:  # surrogateescape: one undecodable byte
        return f"\\x{code - 0xDC00:02x}"
    if code <= 0xFF:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}"


def symlink_reason(path: str | os.PathLike[str]) -> Reason:
    """Why a symbolic link is skipped: a loop, a dangling link, or simply not followed."""
    try:
        os.stat(system_path(os.fspath(path)))
    except OSError as error:
        if error.errno == errno.ELOOP:
            return reason("symlink_loop")
        if error.errno == errno.ENOENT:
            return reason("broken_symlink")
        return reason("unreadable_symlink", error=error.strerror or type(error).__name__)
    return reason("symlink_not_followed")


def open_file(path: str | os.PathLike[str], expected: Identity | None = None) -> int:
    """Read-only descriptor of the regular file at `path`; raises OSError (ELOOP for a
    link) or NotTheListedFile. The caller closes it."""
    flags = os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC | _BINARY
    return _open_checked(path, flags, expected, "file")


def open_folder(path: str | os.PathLike[str], expected: Identity | None = None) -> int:
    """Descriptor of the folder at `path` (not through a link), checked against `expected`."""
    flags = os.O_RDONLY | _NOFOLLOW | _DIRECTORY | _NONBLOCK | _CLOEXEC
    return _open_checked(path, flags, expected, "folder")


# kind -> (mode test, errno and message when it is something else, message when replaced)
_KINDS: dict[str, tuple[Callable[[int], bool], int, str, str]] = {
    "file": (
        stat.S_ISREG,
        errno.EINVAL,
        "not a regular file",
        "file changed since the folder was listed",
    ),
    "folder": (stat.S_ISDIR, errno.ENOTDIR, "not a folder", "folder changed since it was listed"),
}


def _open_checked(
    path: str | os.PathLike[str], flags: int, expected: Identity | None, kind: str
) -> int:
    """Open, then check by fstat that the descriptor is the `kind` the walk listed; closed
    again on any failure."""
    is_kind, wrong_errno, wrong_kind, replaced = _KINDS[kind]
    descriptor = os.open(system_path(os.fspath(path)), flags)
    try:
        info = os.fstat(descriptor)
        if not is_kind(info.st_mode):
            raise NotTheListedFile(wrong_errno, wrong_kind)
        if expected is not None and (info.st_dev, info.st_ino) != expected:
            raise NotTheListedFile(errno.ESTALE, replaced)
        if kind == "file" and _NONBLOCK:  # reads of regular files never block: flag as it was
            os.set_blocking(descriptor, True)
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor
