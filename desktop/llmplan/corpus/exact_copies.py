"""Byte-identical copies for the whole folder, found by size and hash — not estimated.

As file-deduplication tools do (fdupes, jdupes, rmlint): two files can only be identical if
their sizes are, and the walk already knows every size. So only files whose size occurs more
than once are opened; those are hashed first on their first 64 KiB, and only files still
alike after that are hashed in full (blake2b of the raw bytes, streamed in 1 MiB chunks).
Files are compared within one type (extension) only: the same bytes under another
extension are extracted differently, so they are different documents to the scan.

Hashing is bounded: it stops when the scan is cancelled or its deadline passes (the files
not yet compared count as unique, and a note says so); the largest files are compared
first. A file that cannot be opened counts as unique. Each file is opened as the walk
listed it (same device and inode).
"""

from __future__ import annotations

import hashlib
import os
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from llmplan.corpus.safe_open import open_file

HEAD_BYTES = 64 * 1024
CHUNK_BYTES = 1024**2

Identity = tuple[int, int]


@dataclass
class CopyGroups:
    """`first_of[i]` is the index of the first file with the same bytes as file i (i itself
    for a unique file or a group's first file)."""

    first_of: list[int]
    files_hashed: int = 0
    bytes_hashed: int = 0
    complete: bool = True  # False when hashing stopped before every candidate was compared
    copies_of: dict[int, list[int]] = field(default_factory=dict)  # first -> further copies


def _digest(path: str, identity: Identity | None, limit: int | None) -> tuple[bytes | None, int]:
    """blake2b of the first `limit` bytes (None: all), or None if the file cannot be read;
    and the bytes read."""
    try:
        descriptor = open_file(path, identity)
    except OSError:
        return None, 0
    digest = hashlib.blake2b(digest_size=16)
    left = limit
    read = 0
    try:
        while left is None or left > 0:
            chunk = os.read(descriptor, CHUNK_BYTES if left is None else min(CHUNK_BYTES, left))
            if not chunk:
                break
            digest.update(chunk)
            read += len(chunk)
            if left is not None:
                left -= len(chunk)
    except OSError:
        return None, read
    finally:
        os.close(descriptor)
    return digest.digest(), read


def find_copies(
    paths: Sequence[str],
    sizes: Sequence[int],
    identities: Sequence[Identity | None],
    should_stop: Callable[[], bool] = lambda: False,
) -> CopyGroups:
    """Groups of byte-identical files among `paths` (one type); empty files are never copies."""
    groups = CopyGroups(first_of=list(range(len(paths))))
    for members in candidate_groups(sizes):
        if should_stop():
            groups.complete = False
            break
        size = sizes[members[0]]
        alike = _split(members, paths, identities, HEAD_BYTES, groups)
        if size > HEAD_BYTES:
            alike = [
                part
                for same_head in alike
                for part in _split(same_head, paths, identities, None, groups)
            ]
        for part in alike:
            first = min(part)
            groups.copies_of[first] = sorted(i for i in part if i != first)
            for index in part:
                groups.first_of[index] = first
    return groups


def candidate_groups(sizes: Sequence[int]) -> list[list[int]]:
    """Files that share a size (empty ones never count), largest size first: a search cut
    short by a time budget has then grouped the copies of the largest files, which carry
    the most tokens per read and are the costliest to sample one copy at a time."""
    by_size: dict[int, list[int]] = defaultdict(list)
    for index, size in enumerate(sizes):
        if size > 0:
            by_size[size].append(index)
    return [by_size[size] for size in sorted(by_size, reverse=True) if len(by_size[size]) > 1]


def _split(
    members: list[int],
    paths: Sequence[str],
    identities: Sequence[Identity | None],
    limit: int | None,
    groups: CopyGroups,
) -> list[list[int]]:
    """Members grouped by the hash of their first `limit` bytes; only groups of two or more."""
    by_digest: dict[bytes, list[int]] = defaultdict(list)
    for index in members:
        digest, read = _digest(paths[index], identities[index], limit)
        groups.files_hashed += 1
        groups.bytes_hashed += read
        if digest is not None:
            by_digest[digest].append(index)
    return [part for part in by_digest.values() if len(part) > 1]
