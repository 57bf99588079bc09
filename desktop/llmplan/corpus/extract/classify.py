"""File type keys by extension (and by content for files without one)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

_BY_EXTENSION: dict[str, str] = {
    ".txt": "txt", ".text": "txt",
    ".md": "md", ".markdown": "md",
    ".rst": "rst",
    ".log": "log",
    ".csv": "csv",
    ".tsv": "tsv", ".tab": "tsv",
    ".json": "json",
    ".jsonl": "jsonl", ".ndjson": "jsonl",
    ".xml": "xml",
    ".html": "html", ".htm": "html", ".xhtml": "html",
    ".pdf": "pdf",
    ".docx": "docx", ".docm": "docx",
    ".odt": "odt",
    ".pptx": "pptx", ".pptm": "pptx",
    ".eml": "eml",
    ".rtf": "rtf",
}  # fmt: skip
SUPPORTED_KINDS: frozenset[str] = frozenset(_BY_EXTENSION.values())
_SNIFF_BYTES = 4096


def classify(path: Path) -> str:
    """Type key used in per-type reports, or 'unsupported'."""
    suffix = path.suffix.lower()
    if suffix:
        return _BY_EXTENSION.get(suffix, "unsupported")
    return _sniff(path)


def kind_of_name(name: str) -> str:
    """Type key from a bare file name (e-mail attachments), without reading anything."""
    return _BY_EXTENSION.get(Path(name).suffix.lower(), "unsupported")


def unsupported_reason(path: Path) -> str:
    suffix = path.suffix.lower()
    return f"unsupported type {suffix}" if suffix else "unsupported type (no extension)"


def _sniff(path: Path) -> str:
    """Files without an extension (README, exported mail): PDF by magic, text if it reads so."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return "unsupported"  # never open a FIFO or device: it could block forever
        with open(path, "rb") as handle:
            head = handle.read(_SNIFF_BYTES)
    except OSError:
        return "unsupported"
    return sniff_head(head)


def sniff_head(head: bytes) -> str:
    """The type of a file without an extension, from its first 4 KiB."""
    head = head[:_SNIFF_BYTES]
    if head.startswith(b"%PDF-"):
        return "pdf"
    if not head or b"\x00" in head:
        return "unsupported"
    controls = sum(1 for b in head if b < 0x20 and b not in (9, 10, 12, 13))
    return "txt" if controls / len(head) < 0.01 else "unsupported"
