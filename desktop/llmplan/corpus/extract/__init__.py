"""Text extraction from real documents: one entry point, one module per format family.

extract_text(path, limits) -> ExtractedText, or raises SkipFile(code, **args) - never anything
else, whatever the file holds. The user's file is only read; nothing is written anywhere.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from llmplan.corpus.extract.archives import extract_gz, extract_tar, extract_zip, nesting
from llmplan.corpus.extract.calamine_sheets import extract_xlsb
from llmplan.corpus.extract.classify import (
    SUPPORTED_KINDS,
    TEXT_BY_CONTENT,
    classify,
    kind_of_name,
    looks_like_text,
    unsupported_reason,
)
from llmplan.corpus.extract.email_msg import extract_eml
from llmplan.corpus.extract.epub import extract_epub
from llmplan.corpus.extract.html import extract_html
from llmplan.corpus.extract.legacy_doc import extract_doc
from llmplan.corpus.extract.legacy_ppt import extract_ppt
from llmplan.corpus.extract.legacy_xls import extract_xls
from llmplan.corpus.extract.mbox import extract_mbox, stream_mbox
from llmplan.corpus.extract.odf import extract_odg, extract_odp, extract_odt
from llmplan.corpus.extract.ole import OLE_MAGIC
from llmplan.corpus.extract.ooxml import extract_docx, extract_pptx
from llmplan.corpus.extract.outlook_msg import extract_msg
from llmplan.corpus.extract.pdf import extract_pdf
from llmplan.corpus.extract.plain import STREAM_BLOCK_BYTES, extract_plain, stream_plain
from llmplan.corpus.extract.reading import OpenedFile
from llmplan.corpus.extract.rtf import extract_rtf
from llmplan.corpus.extract.sheets import extract_ods, extract_xlsx
from llmplan.corpus.extract.sniff import BINARY_DOCUMENT_KINDS, content_kind
from llmplan.corpus.extract.structured import extract_json, extract_jsonl, extract_xml
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile
from llmplan.corpus.extract.wordperfect import extract_wordperfect
from llmplan.corpus.safe_open import Identity

__all__ = [
    "SUPPORTED_KINDS",
    "ExtractedText",
    "Limits",
    "SkipFile",
    "StreamedText",
    "classify",
    "extract_bytes",
    "extract_document",
    "extract_text",
]

Extractor = Callable[[bytes, Limits], ExtractedText]

_HEAD_BYTES = 4096  # what a type is told by
_PLAIN_KINDS = ("txt", "md", "rst", "log", "csv", "tsv", "code", "config")
# Plain files (and text found by content) above this are streamed block by block, not
# decoded whole.
STREAM_ABOVE_BYTES = 2 * STREAM_BLOCK_BYTES
_STREAMABLE_KINDS = (*_PLAIN_KINDS, TEXT_BY_CONTENT)
NO_NAME = ""  # the kind by name of a file without an extension: its content decides
# Magic numbers of formats that are never plain text, whatever the file is called.
_BINARY_MAGIC = (
    b"PK\x03\x04", b"\xd0\xcf\x11\xe0", b"\x89PNG", b"\xff\xd8\xff", b"GIF8", b"\x1f\x8b",
    b"\x7fELF", b"BZh", b"\xfd7zXZ", b"7z\xbc\xaf", b"Rar!", b"\x28\xb5\x2f\xfd", b"%!PS",
)  # fmt: skip
# Read through the open descriptor (pdfium, zip directories), never copied whole; the same
# readers take the bytes of a member of an archive (in _EXTRACTORS).
_FILE_OBJECT_KINDS: dict[str, Callable[[bytes | OpenedFile, Limits], ExtractedText]] = {
    "pdf": extract_pdf,
    "docx": extract_docx,
    "odt": extract_odt,
    "odp": extract_odp,
    "odg": extract_odg,
    "pptx": extract_pptx,
}


@dataclass
class StreamedText:
    """A large plain file read piece by piece; the file stays open until `pieces` ends."""

    kind: str
    pieces: Iterator[str]


def _plain(kind: str) -> Extractor:
    return lambda data, _limits: extract_plain(data, kind)


def _text_by_content(data: bytes, _limits: Limits) -> ExtractedText:
    """A file of an unknown extension: text when its content reads as text."""
    if not looks_like_text(data[:4096]):
        raise SkipFile("binary_data")
    return extract_plain(data, TEXT_BY_CONTENT)


_EXTRACTORS: dict[str, Extractor] = {
    "html": extract_html,
    **_FILE_OBJECT_KINDS,
    "doc": lambda data, limits: extract_doc(data, limits, extract_bytes),
    "xls": extract_xls,
    "ppt": extract_ppt,
    "wpd": extract_wordperfect,
    "msg": lambda data, limits: extract_msg(data, limits, extract_bytes),
    "epub": extract_epub,
    "mbox": lambda data, limits: extract_mbox(data, limits, extract_bytes),
    "json": extract_json,
    "jsonl": extract_jsonl,
    "xml": extract_xml,
    "rtf": lambda data, _limits: extract_rtf(data),
    "eml": lambda data, limits: extract_eml(data, limits, extract_bytes),
    "xlsx": extract_xlsx,
    "xlsb": extract_xlsb,
    "ods": extract_ods,
    "zip": lambda data, limits: extract_zip(data, limits, _read_member),
    "tar": lambda data, limits: extract_tar(data, limits, _read_member),
    "gz": lambda data, limits: extract_gz(data, limits, _read_member),
    TEXT_BY_CONTENT: _text_by_content,
}
_EXTRACTORS.update({kind: _plain(kind) for kind in _PLAIN_KINDS})


def extract_document(
    path: Path,
    limits: Limits = Limits(),  # noqa: B008
    identity: Identity | None = None,
) -> ExtractedText | StreamedText:
    """Text of the document at `path` (whole, or streamed for large plain files);
    SkipFile(reason) for anything not extractable. `identity` is the (device, inode) the
    walk saw: a file swapped since is refused."""
    path = Path(path)
    opened = OpenedFile(path, limits, identity)
    streamed = False
    try:
        head = opened.read_at(0, _HEAD_BYTES)
        kind = document_kind(path.name, opened, head, limits)
        if kind is None:
            raise SkipFile.of(unsupported_reason(path, opened.size))
        if kind in _STREAMABLE_KINDS and opened.size > STREAM_ABOVE_BYTES:
            streamed = True
            return StreamedText(kind, _stream(opened))
        if kind == "mbox" and opened.size > STREAM_ABOVE_BYTES:
            streamed = True  # a big mailbox: one message at a time
            return StreamedText(kind, _stream(opened, stream_mbox(opened, limits, extract_bytes)))
        if kind in _FILE_OBJECT_KINDS:
            extractor = _FILE_OBJECT_KINDS[kind]
            return _guarded(kind, lambda: extractor(opened, limits))
        cap = limits.max_file_bytes if kind in _STREAMABLE_KINDS else limits.max_parsed_bytes
        if opened.size > cap:
            raise SkipFile("too_large_for_type", kind=kind, size=opened.size, limit=cap)
        data = opened.read_all(cap)
    finally:
        if not streamed:
            opened.close()
    return extract_bytes(data, kind, limits)


def document_kind(name: str, source: bytes | OpenedFile, head: bytes, limits: Limits) -> str | None:
    """The reader of a document called `name` whose content is `source` (beginning with
    `head`), None where none reads it: the one rule for a file on disk and a member of an
    archive. By name, checked against the content where the name says nothing or the
    content can disprove it (`_kind_by_content`); a file is never reopened by name."""
    named = kind_of_name(name) if PurePosixPath(name).suffix else NO_NAME
    kind = _kind_by_content(named, source, head, limits)
    if kind not in _EXTRACTORS:
        return None
    if kind == TEXT_BY_CONTENT and not looks_like_text(head):
        return None  # an unknown extension, not text
    return kind


def _read_member(data: bytes, name: str, limits: Limits) -> ExtractedText | None:
    """A member of an archive, by the rule of a file on disk; None where it is no document."""
    kind = document_kind(name, data, data[:_HEAD_BYTES], limits)
    return None if kind is None else extract_bytes(data, kind, limits)


def _stream(opened: OpenedFile, pieces: Iterator[str] | None = None) -> Iterator[str]:
    try:
        yield from (stream_plain(opened) if pieces is None else pieces)
    finally:
        opened.close()


# Named kinds whose content is checked: a name that says nothing, or a document whose
# container the content proves or disproves (an Outlook .msg saved as .eml, HTML named .doc).
_SNIFFED_KINDS = frozenset({NO_NAME, TEXT_BY_CONTENT, "eml", "rtf", *BINARY_DOCUMENT_KINDS})
_OOXML_KINDS = ("docx", "xlsx", "pptx")
_LEGACY_OF_OOXML = {"docx": "doc", "xlsx": "xls", "pptx": "ppt"}
_COMPOUND_KINDS = ("doc", "xls", "ppt", "msg")
_PACKAGE_KINDS = (*_OOXML_KINDS, "xlsb")
_ENCRYPTED_PACKAGE = "EncryptedPackage".encode("utf-16-le")


def _kind_by_content(kind: str, source: bytes | OpenedFile, head: bytes, limits: Limits) -> str:
    """The type the content proves, where the name says plain text, nothing, or a document
    the content is not."""
    if kind in _PLAIN_KINDS or kind == "unsupported":
        if head.startswith(b"%PDF-"):
            return "pdf"
        if kind in _PLAIN_KINDS and head.startswith(_BINARY_MAGIC):
            raise SkipFile("binary_data")
        return kind
    if kind not in _SNIFFED_KINDS:
        return kind
    if kind in _OOXML_KINDS and head.startswith(OLE_MAGIC) and _ENCRYPTED_PACKAGE in head:
        return kind  # an encrypted OOXML file: the zip reader says so
    if (head.startswith(OLE_MAGIC) and kind in _COMPOUND_KINDS) or (
        head.startswith(b"PK\x03\x04") and kind in _PACKAGE_KINDS
    ):
        return kind  # the container its name says: its reader, not a second parse, tells
    proven = content_kind(source, head, limits)
    if proven is None and kind in _LEGACY_OF_OOXML and head.startswith(OLE_MAGIC):
        # a compound file under an OOXML name that none could open: its own format's
        # reader says what is wrong with it ("corrupt OLE file")
        return _LEGACY_OF_OOXML[kind]
    if proven is None or (kind == "eml" and proven in ("mbox", "html")):
        # nothing proven: a nameless file is text if it reads so (README)
        return ("txt" if looks_like_text(head) else "unsupported") if kind == NO_NAME else kind
    return proven


def extract_text(
    path: Path,
    limits: Limits = Limits(),  # noqa: B008
    identity: Identity | None = None,
) -> ExtractedText:
    """Text of the document at `path`, whole (a large plain file is joined)."""
    document = extract_document(path, limits, identity)
    if isinstance(document, ExtractedText):
        return document
    text = "".join(document.pieces)
    if not text.strip():
        raise SkipFile("no_text")
    return ExtractedText(text=text, kind=document.kind)


def _guarded(kind: str, run: Callable[[], ExtractedText]) -> ExtractedText:
    try:
        result = run()
    except SkipFile:
        raise
    except MemoryError:
        raise SkipFile("out_of_memory") from None
    except RecursionError:
        raise SkipFile("nested_too_deeply") from None
    except Exception as exc:  # noqa: BLE001 - third-party parsers raise anything; a scan goes on
        raise SkipFile("extraction_failed", kind=kind, error=type(exc).__name__) from None
    if not result.text.strip():
        raise SkipFile("no_text")
    return result


def extract_bytes(data: bytes, kind: str, limits: Limits = Limits()) -> ExtractedText:  # noqa: B008
    """Text of an in-memory document of type `kind` (also used for e-mail attachments)."""
    extractor = _EXTRACTORS.get(kind)
    if extractor is None:
        raise SkipFile("unsupported_type", extension=kind)
    if not data:
        raise SkipFile("empty_file")
    with nesting(data, limits):  # archives and attachments inside each other, bounded
        return _guarded(kind, lambda: extractor(data, limits))
