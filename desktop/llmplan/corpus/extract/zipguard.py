"""Open office zip containers safely: declared sizes and ratios are checked before inflating."""

from __future__ import annotations

import io
import zipfile
import zlib
from collections.abc import Iterable

from llmplan.corpus.extract.types import Limits, SkipFile, human_bytes

_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
# Password-protected .docx/.pptx are OLE compound files holding this stream, not zips.
_ENCRYPTED_STREAM = "EncryptedPackage".encode("utf-16-le")


def open_zip(data: bytes) -> zipfile.ZipFile:
    if data.startswith(_OLE_MAGIC):
        if _ENCRYPTED_STREAM in data[: 1024**2]:
            raise SkipFile("encrypted Office document")
        raise SkipFile("legacy Office format (renamed .doc/.ppt?)")
    if not data.startswith(b"PK"):
        raise SkipFile("not a zip container")
    try:
        return zipfile.ZipFile(io.BytesIO(data))
    except (
        zipfile.BadZipFile,
        zipfile.LargeZipFile,
        NotImplementedError,
        OSError,
        ValueError,
        EOFError,
    ):
        # Starts like a zip but its directory is damaged (truncated, flipped bytes).
        raise SkipFile("corrupt zip container") from None


def member_names(archive: zipfile.ZipFile) -> set[str]:
    return {info.filename for info in archive.infolist()}


def read_members(archive: zipfile.ZipFile, names: Iterable[str], limits: Limits) -> list[bytes]:
    """Inflate the named members after checking the bomb guards on all of them.

    zipfile stops each member at its declared size and verifies the CRC, so the declared
    sizes checked here bound what is actually inflated.
    """
    infos = [archive.getinfo(name) for name in names]
    total = sum(info.file_size for info in infos)
    if total > limits.max_uncompressed_bytes:
        raise SkipFile(
            f"zip bomb ({human_bytes(total)} uncompressed > "
            f"{human_bytes(limits.max_uncompressed_bytes)})"
        )
    for info in infos:
        ratio = info.file_size / max(info.compress_size, 1)
        if info.file_size >= limits.zip_ratio_min_bytes and ratio > limits.max_zip_ratio:
            raise SkipFile(f"zip bomb (ratio {ratio:.0f}:1)")
    try:
        return [archive.read(info) for info in infos]
    except RuntimeError:  # zipfile raises it for encrypted members
        raise SkipFile("encrypted document") from None
    except (zipfile.BadZipFile, zlib.error, OSError, EOFError, ValueError, NotImplementedError):
        raise SkipFile("corrupt zip container") from None
