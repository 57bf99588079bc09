"""Open office zip containers safely: sizes are checked before inflating, and what is
actually inflated is counted against a hard cap while it streams (a member that
under-declares its size is stopped at the cap, not inflated in full)."""

from __future__ import annotations

import io
import os
import zipfile
import zlib
from collections.abc import Iterator
from typing import IO

from llmplan.corpus.extract.reading import OpenedFile
from llmplan.corpus.extract.types import Limits, SkipFile

_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
# Password-protected .docx/.pptx are OLE compound files holding this stream, not zips.
_ENCRYPTED_STREAM = "EncryptedPackage".encode("utf-16-le")
_BLOCK = 1024**2
_ZIP_ERRORS = (
    zipfile.BadZipFile,
    zipfile.LargeZipFile,
    NotImplementedError,
    OSError,
    ValueError,
    EOFError,
    zlib.error,
)


def open_zip(source: bytes | OpenedFile) -> zipfile.ZipFile:
    """A zip over bytes, or over the open file (only the members read are inflated)."""
    head = source[: 1024**2] if isinstance(source, bytes) else source.read_at(0, 1024**2)
    if head.startswith(_OLE_MAGIC):
        if _ENCRYPTED_STREAM in head:
            raise SkipFile("encrypted_office")
        raise SkipFile("renamed_legacy_office")
    if not head.startswith(b"PK"):
        raise SkipFile("not_zip")
    handle: IO[bytes]
    if isinstance(source, bytes):
        handle = io.BytesIO(source)
    else:
        handle = os.fdopen(os.dup(source.descriptor), "rb")
    try:
        return zipfile.ZipFile(handle)
    except _ZIP_ERRORS:
        handle.close()
        # Starts like a zip but its directory is damaged (truncated, flipped bytes).
        raise SkipFile("corrupt_zip") from None


def member_names(archive: zipfile.ZipFile) -> set[str]:
    return {info.filename for info in archive.infolist()}


class InflateBudget:
    """Bytes actually inflated from one container, against `limits.max_uncompressed_bytes`."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.inflated = 0

    def take(self, count: int) -> None:
        self.inflated += count
        if self.inflated > self.limits.max_uncompressed_bytes:
            raise SkipFile("zip_bomb_inflates", limit=self.limits.max_uncompressed_bytes)


def check_members(archive: zipfile.ZipFile, names: list[str], limits: Limits) -> None:
    """The bomb guards on the declared sizes, before anything is inflated."""
    infos = [archive.getinfo(name) for name in names]
    total = sum(info.file_size for info in infos)
    if total > limits.max_uncompressed_bytes:
        raise SkipFile("zip_bomb_size", size=total, limit=limits.max_uncompressed_bytes)
    for info in infos:
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size >= limits.zip_ratio_min_bytes and ratio > limits.max_zip_ratio:
            raise SkipFile("zip_bomb_ratio", ratio=round(ratio))


def member_chunks(archive: zipfile.ZipFile, name: str, budget: InflateBudget) -> Iterator[bytes]:
    """The inflated bytes of one member, block by block, counted as they come: the
    declared size may lie, the count does not."""
    info = archive.getinfo(name)
    limits = budget.limits
    inflated = 0
    try:
        with archive.open(info) as member:
            while block := member.read(_BLOCK):
                inflated += len(block)
                budget.take(len(block))
                ratio = inflated / max(info.compress_size, 1)
                if inflated >= limits.zip_ratio_min_bytes and ratio > limits.max_zip_ratio:
                    raise SkipFile("zip_bomb_ratio", ratio=round(ratio))
                yield block
    except RuntimeError:  # zipfile raises it for encrypted members
        raise SkipFile("encrypted_document") from None
    except _ZIP_ERRORS:
        raise SkipFile("corrupt_zip") from None


def read_members(archive: zipfile.ZipFile, names: list[str], limits: Limits) -> list[bytes]:
    """Whole members (small parts), after the declared-size guards, under the hard cap."""
    check_members(archive, names, limits)
    budget = InflateBudget(limits)
    return [b"".join(member_chunks(archive, name, budget)) for name in names]
