"""Archives a company folder holds (.zip, .tar, .tar.gz/.tgz, .gz): the documents inside are
read with the same extractors and the same bomb limits as office files, and each member is
read or left out by the same type rules as a file of its name and content on disk (a zip of
.eps images is not text, though PostScript reads as text).

Nothing is unpacked to disk: members are inflated in memory, after their declared sizes and
compression ratios passed the guards (zipguard for zip; a bounded inflater for gzip, whose
size field cannot be trusted). Archives inside archives (and inside e-mail attachments) are
opened down to MAX_DEPTH levels, and what all levels inflate together counts against the
one budget of the outermost file (`nesting`), so a nest of small bombs is still a bomb.
"""

from __future__ import annotations

import io
import tarfile
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile
from llmplan.corpus.extract.zipguard import open_zip, read_members

# Reads a member (its bytes, its name) as a file of that name and content is read on disk;
# None where the type rules read no document there (a .eps, a binary blob).
ReadMember = Callable[[bytes, str, Limits], ExtractedText | None]

ARCHIVE_KINDS = frozenset({"zip", "tar", "gz"})
MAX_MEMBERS = 20_000
_INFLATE_CHUNK = 4 * 1024**2
_GZIP_MAGIC = b"\x1f\x8b"
# Containers inside containers (zip in zip, a .msg attached to a .msg inside a zip): a real
# archive rarely goes past three; a self-including zip (a quine) must end.
MAX_DEPTH = 4
# (depth, bytes handed to inner documents so far) of the file being read in this thread
_NEST: ContextVar[tuple[int, int]] = ContextVar("archive_nest", default=(0, 0))


@contextmanager
def nesting(data: bytes, limits: Limits) -> Iterator[None]:
    """One level deeper into containers while `data` (an inner document) is read."""
    depth, total = _NEST.get()
    if depth >= MAX_DEPTH:
        raise SkipFile("nested_containers", levels=MAX_DEPTH)
    total += len(data) if depth else 0
    if total > limits.max_uncompressed_bytes:
        raise SkipFile("zip_bomb_nested", limit=limits.max_uncompressed_bytes)
    token = _NEST.set((depth + 1, total))
    try:
        yield
    finally:
        inner_total = _NEST.get()[1]
        _NEST.reset(token)
        if depth:  # the outer level keeps the count of everything read inside it
            _NEST.set((depth, inner_total))


def _read_members(
    items: Iterator[tuple[str, bytes]], limits: Limits, read: ReadMember, kind: str
) -> ExtractedText:
    texts: list[str] = []
    pages = 0
    for name, data in items:
        if not data:
            continue
        try:
            result = read(data, name, limits)
        except SkipFile:
            continue  # one bad member does not lose the others
        if result is None:
            continue
        texts.append(result.text)
        pages += result.pages or 0
    if not texts:
        raise SkipFile("no_documents_in_archive")
    return ExtractedText(text="\n\n".join(texts), kind=kind, pages=pages or None)


def extract_zip(data: bytes, limits: Limits, read: ReadMember) -> ExtractedText:
    archive = open_zip(data)
    infos = [info for info in archive.infolist() if not info.is_dir()]
    if len(infos) > MAX_MEMBERS:
        raise SkipFile("too_many_members", files=len(infos), limit=MAX_MEMBERS)
    names = [info.filename for info in infos]
    contents = read_members(archive, names, limits)  # checks total size and ratios first
    return _read_members(iter(zip(names, contents, strict=True)), limits, read, "zip")


def gunzip(data: bytes, limits: Limits) -> bytes:
    """Inflate a gzip stream, stopping at the size limit or a bomb's ratio. What it holds
    is read whole, so it must also leave room in the worker's memory budget to parse it
    (a 1 MB .gz of spaces otherwise grew a worker past 512 MiB before its ratio showed)."""
    ceiling = min(limits.max_uncompressed_bytes, limits.max_worker_growth_bytes // 4)
    ratio_ceiling = max(limits.zip_ratio_min_bytes, len(data) * limits.max_zip_ratio)
    inflater = zlib.decompressobj(wbits=31)
    out = bytearray()
    pending = data
    try:
        while pending:
            out += inflater.decompress(pending, _INFLATE_CHUNK)
            if len(out) > ceiling:
                raise SkipFile("zip_bomb_ceiling", limit=ceiling)
            if len(out) > ratio_ceiling:
                raise SkipFile("zip_bomb_ratio_over", ratio=limits.max_zip_ratio)
            pending = inflater.unconsumed_tail
            if inflater.eof:
                break
    except zlib.error:
        raise SkipFile("corrupt_gzip") from None
    if not inflater.eof:
        raise SkipFile("truncated_gzip")
    return bytes(out)


def _gzip_name(data: bytes) -> str:
    """The original file name a gzip header may carry (FNAME), else ''."""
    if len(data) < 10 or not data.startswith(_GZIP_MAGIC) or not data[3] & 0x08:
        return ""
    start = 10
    if data[3] & 0x04:  # FEXTRA: two length bytes, then the field
        start += 2 + int.from_bytes(data[10:12], "little")
    end = data.find(b"\x00", start, start + 1024)
    return data[start:end].decode("latin-1") if end > start else ""


def extract_tar(data: bytes, limits: Limits, read: ReadMember) -> ExtractedText:
    if data.startswith(_GZIP_MAGIC):
        data = gunzip(data, limits)
    try:
        archive = tarfile.open(fileobj=io.BytesIO(data), mode="r:")  # noqa: SIM115 (in memory)
        members = [m for m in archive.getmembers() if m.isfile()]
    except (tarfile.TarError, EOFError, OSError, ValueError):
        raise SkipFile("corrupt_tar") from None
    if len(members) > MAX_MEMBERS:
        raise SkipFile("too_many_members", files=len(members), limit=MAX_MEMBERS)

    def contents() -> Iterator[tuple[str, bytes]]:
        for member in members:
            handle = archive.extractfile(member)
            if handle is not None:
                yield member.name, handle.read()

    try:
        return _read_members(contents(), limits, read, "tar")
    except (tarfile.TarError, EOFError, OSError):
        raise SkipFile("corrupt_tar") from None


def extract_gz(data: bytes, limits: Limits, read: ReadMember) -> ExtractedText:
    """One gzip-compressed file (a .tar.gz is a tar inside): read what it holds."""
    inner = gunzip(data, limits)
    result = (
        extract_tar(inner, limits, read)
        if _is_tar(inner)
        else read(inner, _gzip_name(data), limits)
    )
    if result is None:
        raise SkipFile("no_document_in_gzip")
    return ExtractedText(text=result.text, kind="gz", pages=result.pages)


def _is_tar(data: bytes) -> bool:
    return len(data) >= 262 and data[257:262] == b"ustar"
