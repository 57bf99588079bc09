"""Read a user's file into memory, read-only, turning every OS failure into a SkipFile."""

from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

from llmplan.corpus.extract.types import Limits, SkipFile, human_bytes

_ERRNO_REASONS = {
    errno.EACCES: "unreadable: permission denied",
    errno.EPERM: "unreadable: permission denied",
    errno.ELOOP: "unreadable: symlink loop",
    errno.ENAMETOOLONG: "unreadable: name too long",
    errno.ENOENT: "unreadable: file not found",
    errno.EISDIR: "not a regular file",
    errno.EIO: "unreadable: I/O error",
}


def os_error_reason(path: Path, exc: OSError) -> str:
    """A stable phrase for an OS error met while stat-ing or reading `path`."""
    if exc.errno == errno.ENOENT and os.path.islink(path):
        return "unreadable: broken symlink"
    return _ERRNO_REASONS.get(exc.errno or 0, f"unreadable: {exc.strerror or type(exc).__name__}")


def check_regular_file(path: Path, limits: Limits) -> int:
    """Size of `path` if it is a regular, non-empty file within the size limit."""
    try:
        st = os.stat(path)  # follows links: a link to a good file is a good file
    except OSError as exc:
        raise SkipFile(os_error_reason(path, exc)) from None
    if not stat.S_ISREG(st.st_mode):
        # FIFOs would block on open, devices never end: never open them.
        raise SkipFile("not a regular file")
    if st.st_size == 0:
        raise SkipFile("empty file")
    if st.st_size > limits.max_file_bytes:
        raise SkipFile(
            f"too large ({human_bytes(st.st_size)} > {human_bytes(limits.max_file_bytes)})"
        )
    return st.st_size


def read_file_bytes(path: Path, limits: Limits) -> bytes:
    """Whole content of a checked regular file (opened read-only, never written)."""
    check_regular_file(path, limits)
    try:
        with open(path, "rb") as handle:
            # Read one byte past the limit so a file that grew after stat is still caught.
            data = handle.read(limits.max_file_bytes + 1)
    except OSError as exc:
        raise SkipFile(os_error_reason(path, exc)) from None
    if not data:
        raise SkipFile("empty file")
    if len(data) > limits.max_file_bytes:
        raise SkipFile(f"too large (> {human_bytes(limits.max_file_bytes)})")
    return data
