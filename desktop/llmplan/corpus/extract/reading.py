"""Open a user's file read-only and safely, turning every OS failure into a SkipFile.

The file is opened through `safe_open` (no link followed, no FIFO blocking, the descriptor
checked to be the regular file the walk listed); everything afterwards reads that
descriptor, never the name again.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path
from types import TracebackType

from llmplan.corpus.extract.types import Limits, SkipFile, human_bytes
from llmplan.corpus.platform_paths import (
    is_sharing_violation,
    locked_for_reading,
    system_path,
)
from llmplan.corpus.safe_open import Identity, NotTheListedFile, open_file, symlink_reason

CHANGED_REASON = "changed since the folder was listed (not read)"
NOT_REGULAR_REASON = "not a regular file"
# open on Windows while another program holds it unshared (a mailbox in Outlook) or locked
LOCKED_REASON = "locked by another program (not read)"
_ERRNO_REASONS = {
    errno.EACCES: "unreadable: permission denied",
    errno.EPERM: "unreadable: permission denied",
    errno.ELOOP: "symbolic link not followed",
    errno.ENAMETOOLONG: "unreadable: name too long",
    errno.ENOENT: "unreadable: file not found",
    errno.EISDIR: "not a regular file",
    errno.ENXIO: "not a regular file",
    errno.EIO: "unreadable: I/O error",
}
# every fixed phrase `os_error_reason` gives (each has its German in the SkipReasons context)
OPEN_FAILURE_REASONS = (
    CHANGED_REASON,
    NOT_REGULAR_REASON,
    LOCKED_REASON,
    *sorted(set(_ERRNO_REASONS.values())),
)
_BLOCK = 1024**2
_MAX_READ = 1024**3  # one system call; Linux returns at most about 2 GiB anyway


def _read_at(descriptor: int, length: int, offset: int) -> bytes:
    if hasattr(os, "pread"):
        return os.pread(descriptor, length, offset)
    os.lseek(descriptor, offset, os.SEEK_SET)  # Windows: no pread; one reader per process
    return os.read(descriptor, length)


def os_error_reason(path: Path, exc: OSError) -> str:
    """A stable phrase for an OS error met while opening or reading `path`."""
    if isinstance(exc, NotTheListedFile):
        return CHANGED_REASON if exc.errno == errno.ESTALE else NOT_REGULAR_REASON
    if is_sharing_violation(exc) or (
        exc.errno == errno.EACCES and locked_for_reading(system_path(os.fspath(path)))
    ):
        return LOCKED_REASON
    linked = exc.errno in (errno.ELOOP, errno.ENOENT, errno.EMLINK)
    if linked and os.path.islink(system_path(os.fspath(path))):
        return symlink_reason(path)
    return _ERRNO_REASONS.get(exc.errno or 0, f"unreadable: {exc.strerror or type(exc).__name__}")


class OpenedFile:
    """A checked, open, regular, non-empty file within the size limit."""

    def __init__(self, path: Path, limits: Limits, identity: Identity | None = None) -> None:
        self.path = path
        try:
            self.descriptor = open_file(path, identity)
        except OSError as exc:
            raise SkipFile(os_error_reason(path, exc)) from None
        try:
            self.size = os.fstat(self.descriptor).st_size
            if self.size == 0:
                raise SkipFile("empty file")
            if self.size > limits.max_file_bytes:
                raise SkipFile(
                    f"too large ({human_bytes(self.size)} > {human_bytes(limits.max_file_bytes)})"
                )
        except BaseException:
            self.close()
            raise

    def close(self) -> None:
        if self.descriptor >= 0:
            os.close(self.descriptor)
            self.descriptor = -1

    def __enter__(self) -> OpenedFile:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def read_at(self, offset: int, length: int) -> bytes:
        """Up to `length` bytes from `offset` (fewer only at the end of the file)."""
        parts: list[bytes] = []
        try:
            while length > 0:
                part = _read_at(self.descriptor, min(length, _MAX_READ), offset)
                if not part:
                    break
                parts.append(part)
                offset += len(part)
                length -= len(part)
        except OSError as exc:
            raise SkipFile(os_error_reason(self.path, exc)) from None
        return parts[0] if len(parts) == 1 else b"".join(parts)

    def read_all(self, cap: int) -> bytes:
        """The whole content, refusing a file over `cap` bytes (also one that grew)."""
        if self.size > cap:
            raise SkipFile(
                f"too large to read whole ({human_bytes(self.size)} > {human_bytes(cap)})"
            )
        data = self.read_at(0, min(self.size, cap) + 1)
        if len(data) > cap:
            raise SkipFile(f"too large to read whole (> {human_bytes(cap)})")
        if not data:
            raise SkipFile("empty file")
        return data

    def blocks(self, start: int = 0, size: int = _BLOCK) -> list[tuple[int, int]]:
        """(offset, length) of the blocks from `start` to the size seen at open."""
        return [(o, min(size, self.size - o)) for o in range(start, self.size, size)]


def read_file_bytes(path: Path, limits: Limits, identity: Identity | None = None) -> bytes:
    """Whole content of a checked regular file (opened read-only, never written)."""
    with OpenedFile(path, limits, identity) as opened:
        return opened.read_all(limits.max_file_bytes)


def check_regular_file(path: Path, limits: Limits) -> int:
    """Size of `path` if it is a regular, non-empty file within the size limit."""
    with OpenedFile(path, limits) as opened:
        return opened.size
