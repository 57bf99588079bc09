"""The auxiliary size of a file for the ratio estimator: the bytes its text comes from.

For most types that is the file's size. A gzip file's tokens follow the size of what it
inflates to, not of the compressed bytes (changelogs compress 3 to 10 times, and a few
repetitive ones far more), so its stratum and its ratio use the inflated size, which the
gzip trailer states in its last four bytes (ISIZE, RFC 1952 §2.3.1: the size modulo 2³²).
Reading those four bytes costs one open per file, no inflating. A trailer that cannot be
read or is implausible (smaller than the compressed data: a file over 4 GiB inflated, or
not gzip at all) leaves the file's own size.
"""

from __future__ import annotations

import os

from llmplan.corpus.safe_open import open_file

GZIP_MAGIC = b"\x1f\x8b"
Identity = tuple[int, int]


def gzip_inflated_size(path: str, size: int, identity: Identity | None = None) -> int:
    """The size a gzip file says it inflates to, or `size` if that cannot be told."""
    if size < 18:  # header (10) + trailer (8): not a gzip stream
        return size
    try:
        descriptor = open_file(path, identity)
    except OSError:
        return size
    try:
        magic = os.read(descriptor, 2)
        os.lseek(descriptor, size - 4, os.SEEK_SET)
        trailer = os.read(descriptor, 4)
    except OSError:
        return size
    finally:
        os.close(descriptor)
    if magic != GZIP_MAGIC or len(trailer) != 4:
        return size
    inflated = int.from_bytes(trailer, "little")
    return inflated if inflated >= size else size


def auxiliary_size(type_key: str, path: str, size: int, identity: Identity | None) -> int:
    """Bytes of text a file of this type stands for (see the module docstring)."""
    if type_key == "gz":
        return gzip_inflated_size(path, size, identity)
    return size
