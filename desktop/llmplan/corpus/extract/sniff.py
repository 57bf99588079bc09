"""The type a file's content proves: for files without an extension (Maildir mails, exported
messages) and for names that lie (an Outlook .msg saved as .eml, a Word HTML file named .doc).

`head_kind` looks at the first bytes only; a compound file or a zip says only that it is a
container, and `container_kind` opens it to tell which document it holds: an OLE file by its
streams (.msg/.doc/.xls/.ppt), a zip by the ODF `mimetype` or the OOXML `[Content_Types].xml`.
"""

from __future__ import annotations

import re

from llmplan.corpus.extract.legacy_ppt import old_powerpoint_version
from llmplan.corpus.extract.ole import OLE_MAGIC, OleDocument
from llmplan.corpus.extract.reading import OpenedFile
from llmplan.corpus.extract.types import Limits, SkipFile
from llmplan.corpus.extract.wordperfect import is_wordperfect
from llmplan.corpus.extract.zipguard import member_names, open_zip, read_members

OLE, ZIP = "ole", "zip"
# Kinds whose files are never text: text found in one (a Word HTML export named .doc, a mail
# named .msg) is read as what it is.
BINARY_DOCUMENT_KINDS = frozenset(
    {"doc", "xls", "ppt", "msg", "docx", "xlsx", "xlsb", "pptx", "wpd"}
)
_LEADING_MARKUP = re.compile(rb"(\s*(<!--.*?-->|<\?xml[^>]*>))+", re.DOTALL)
_HEADER = re.compile(rb"[!-9;-~]+:")  # RFC 5322 field name: printable ASCII but ':'
# Fields that make a header block a mail (one alone is not enough: "Note: ..." starts notes)
_MAIL_FIELDS = frozenset(
    b"from to cc subject date received return-path message-id mime-version delivered-to "
    b"reply-to content-type x-mailer".split()
)
_ODF_MIMETYPES = {
    b"application/vnd.oasis.opendocument.text": "odt",
    b"application/vnd.oasis.opendocument.text-template": "odt",
    b"application/vnd.oasis.opendocument.spreadsheet": "ods",
    b"application/vnd.oasis.opendocument.spreadsheet-template": "ods",
    b"application/vnd.oasis.opendocument.presentation": "odp",
    b"application/vnd.oasis.opendocument.presentation-template": "odp",
    b"application/vnd.oasis.opendocument.graphics": "odg",
    b"application/epub+zip": "epub",
}
# The main part's content type (documents, templates, macro-enabled and slide shows alike)
_OOXML_MAIN = tuple(
    (re.compile(pattern, re.IGNORECASE), kind)
    for pattern, kind in (
        (rb"ms-excel\.sheet\.binary\.macroEnabled\.main", "xlsb"),
        (rb"wordprocessingml\.(document|template)\.main\+xml|ms-word\.[a-z.]+\.main", "docx"),
        (rb"spreadsheetml\.(sheet|template)\.main\+xml|ms-excel\.[a-z.]+\.main", "xlsx"),
        (rb"presentationml\.[a-z]+\.main\+xml|ms-powerpoint\.[a-z.]+\.main", "pptx"),
    )
)
# Stream names that tell the compound files apart (MS-OXMSG, MS-DOC, MS-XLS, MS-PPT)
_OLE_STREAMS = (
    ("__properties_version1.0", "msg"),
    ("WordDocument", "doc"),
    ("Workbook", "xls"),
    ("Book", "xls"),
    ("PowerPoint Document", "ppt"),
    ("PP40", "ppt"),  # PowerPoint 4 for Windows: its reader says it is too old
    ("EncryptedPackage", "docx"),  # encrypted OOXML: the zip reader says it is encrypted
)


def head_kind(head: bytes) -> str | None:
    """The kind the first bytes prove (OLE and ZIP still to be opened), or None."""
    if head.startswith(b"%PDF-"):
        return "pdf"
    if head.startswith(OLE_MAGIC):
        return OLE
    if head.startswith(b"PK\x03\x04"):
        return ZIP
    if is_wordperfect(head):
        return "wpd"
    if old_powerpoint_version(head):
        return "ppt"  # PowerPoint 3 or 4 (a Mac file): its reader says it is too old
    text = head.removeprefix(b"\xef\xbb\xbf").lstrip()
    if text.startswith(b"{\\rtf"):
        return "rtf"
    if _is_html(text):
        return "html"
    if text.startswith(b"From ") and _is_mail_header(text.partition(b"\n")[2]):
        return "mbox"
    if _is_mail_header(text):
        return "eml"
    return None


def _is_html(text: bytes) -> bool:
    """An HTML document: its doctype or root element first, after comments and an XML
    declaration (a licence comment often comes first)."""
    text = _LEADING_MARKUP.sub(b"", text).lstrip()
    return text[:16].lower().startswith((b"<!doctype html", b"<html"))


def _is_mail_header(text: bytes) -> bool:
    """A header block: every line up to the first empty one a field or its continuation,
    with at least two mail fields (the block may go on past the bytes seen)."""
    fields = 0
    lines = text.split(b"\n")
    for number, line in enumerate(lines):
        line = line.rstrip(b"\r")
        if not line:
            return fields >= 2 and number > 0
        if line[:1] in (b" ", b"\t"):
            if number == 0:
                return False
            continue
        match = _HEADER.match(line)
        if match is None:
            # the last line may be cut by the end of the bytes read
            return number == len(lines) - 1 and fields >= 2
        fields += match.group()[:-1].lower() in _MAIL_FIELDS
    return fields >= 2


def ole_kind(ole: OleDocument) -> str | None:
    """The document an open compound file holds, by its streams, or None."""
    return next((found for name, found in _OLE_STREAMS if ole.exists(name)), None)


def container_kind(kind: str, source: bytes | OpenedFile, limits: Limits) -> str | None:
    """The document an OLE or zip container holds, or None when it is none the readers know."""
    if kind == OLE:
        data = source if isinstance(source, bytes) else source.read_all(limits.max_parsed_bytes)
        with OleDocument(data, limits) as ole:
            return ole_kind(ole)
    if kind == ZIP:
        with open_zip(source) as archive:
            names = member_names(archive)
            if "mimetype" in names:
                (mimetype,) = read_members(archive, ["mimetype"], limits)
                return _ODF_MIMETYPES.get(mimetype.strip())
            if "[Content_Types].xml" in names:
                (types,) = read_members(archive, ["[Content_Types].xml"], limits)
                return next(
                    (found for pattern, found in _OOXML_MAIN if pattern.search(types)), None
                )
        return None
    return kind


def content_kind(source: bytes | OpenedFile, head: bytes, limits: Limits) -> str | None:
    """The document kind the content proves, opening a container to tell; None if nothing
    is proven (plain text, or a container none of the readers know)."""
    found = head_kind(head)
    if found is None:
        return None
    try:
        return container_kind(found, source, limits)
    except SkipFile:
        return None  # a damaged container: the reader its name chose says what is wrong
