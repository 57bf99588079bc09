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

from llmplan.corpus.extract.types import Limits, SkipFile
from llmplan.corpus.platform_paths import (
    is_sharing_violation,
    locked_for_reading,
    system_path,
)
from llmplan.corpus.reasons import Reason, reason
from llmplan.corpus.safe_open import Identity, NotTheListedFile, open_file, symlink_reason

# an OS error number -> the code of its reason (corpus/reasons.py)
_ERRNO_REASONS = {
    errno.EACCES: "permission_denied",
    errno.EPERM: "permission_denied",
    errno.ELOOP: "symlink_not_followed",
    errno.ENAMETOOLONG: "name_too_long",
    errno.ENOENT: "file_not_found",
    errno.EISDIR: "not_regular_file",
    errno.ENXIO: "not_regular_file",
    errno.EIO: "io_error",
}
_BLOCK = 1024**2
_MAX_READ = 1024**3  # one system call; Linux returns at most about 2 GiB anyway


def _read_at(descriptor: int, length: int, offset: int) -> bytes:
    if hasattr(os, "pread"):
        return os.pread(descriptor, length, offset)
    os.lseek(descriptor, offset, os.SEEK_SET)  # Windows: no pread; one reader per process
    return os.read(descriptor, length)


def os_error_reason(path: Path, exc: OSError) -> Reason:
    """Why opening or reading `path` failed, from the OS error met."""
    if isinstance(exc, NotTheListedFile):
        return reason("changed_since_listed" if exc.errno == errno.ESTALE else "not_regular_file")
    if is_sharing_violation(exc) or (
        exc.errno == errno.EACCES and locked_for_reading(system_path(os.fspath(path)))
    ):
        return reason("locked")
    linked = exc.errno in (errno.ELOOP, errno.ENOENT, errno.EMLINK)
    if linked and os.path.islink(system_path(os.fspath(path))):
        return symlink_reason(path)
    code = _ERRNO_REASONS.get(exc.errno or 0)
    if code is not None:
        return reason(code)
    return reason("unreadable", error=exc.strerror or type(exc).__name__)


class OpenedFile:
    """A checked, open, regular, non-empty file within the size limit."""

    def __init__(self, path: Path, limits: Limits, identity: Identity | None = None) -> None:
        self.path = path
        try:
            self.descriptor = open_file(path, identity)
        except OSError as exc:
            raise SkipFile.of(os_error_reason(path, exc)) from None
        try:
            self.size = os.fstat(self.descriptor).st_size
            if self.size == 0:
                raise SkipFile("empty_file")
            if self.size > limits.max_file_bytes:
                raise SkipFile("too_large", size=self.size, limit=limits.max_file_bytes)
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
            raise SkipFile.of(os_error_reason(self.path, exc)) from None
        return parts[0] if len(parts) == 1 else b"".join(parts)

    def read_all(self, cap: int) -> bytes:
        """The whole content, refusing a file over `cap` bytes (also one that grew)."""
        if self.size > cap:
            raise SkipFile("too_large_to_read", size=self.size, limit=cap)
        data = self.read_at(0, min(self.size, cap) + 1)
        if len(data) > cap:
            raise SkipFile("grew_too_large_to_read", limit=cap)
        if not data:
            raise SkipFile("empty_file")
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
