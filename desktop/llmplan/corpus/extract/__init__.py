"""Text extraction from real documents: one entry point, one module per format family.

extract_text(path, limits) -> ExtractedText, or raises SkipFile(reason) - never anything
else, whatever the file holds. The user's file is only read; nothing is written anywhere.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from llmplan.corpus.extract.classify import (
    SUPPORTED_KINDS,
    classify,
    unsupported_reason,
)
from llmplan.corpus.extract.email_msg import extract_eml
from llmplan.corpus.extract.html import extract_html
from llmplan.corpus.extract.odf import extract_odt
from llmplan.corpus.extract.ooxml import extract_docx, extract_pptx
from llmplan.corpus.extract.pdf import extract_pdf
from llmplan.corpus.extract.plain import extract_plain
from llmplan.corpus.extract.reading import check_regular_file, read_file_bytes
from llmplan.corpus.extract.rtf import extract_rtf
from llmplan.corpus.extract.structured import extract_json, extract_jsonl, extract_xml
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile

__all__ = [
    "SUPPORTED_KINDS",
    "ExtractedText",
    "Limits",
    "SkipFile",
    "classify",
    "extract_bytes",
    "extract_text",
]

Extractor = Callable[[bytes, Limits], ExtractedText]

_PLAIN_KINDS = ("txt", "md", "rst", "log", "csv", "tsv")


def _plain(kind: str) -> Extractor:
    return lambda data, _limits: extract_plain(data, kind)


_EXTRACTORS: dict[str, Extractor] = {
    "html": lambda data, _limits: extract_html(data),
    "pdf": extract_pdf,
    "docx": extract_docx,
    "odt": extract_odt,
    "pptx": extract_pptx,
    "json": lambda data, _limits: extract_json(data),
    "jsonl": lambda data, _limits: extract_jsonl(data),
    "xml": lambda data, _limits: extract_xml(data),
    "rtf": lambda data, _limits: extract_rtf(data),
    "eml": lambda data, limits: extract_eml(data, limits, extract_bytes),
}
_EXTRACTORS.update({kind: _plain(kind) for kind in _PLAIN_KINDS})


def extract_text(path: Path, limits: Limits = Limits()) -> ExtractedText:  # noqa: B008
    """Text of the document at `path`; SkipFile(reason) for anything not extractable."""
    path = Path(path)
    check_regular_file(path, limits)  # empty/unreadable/special files before type checks
    kind = classify(path)
    if kind not in _EXTRACTORS:
        raise SkipFile(unsupported_reason(path))
    return extract_bytes(read_file_bytes(path, limits), kind, limits)


def extract_bytes(data: bytes, kind: str, limits: Limits = Limits()) -> ExtractedText:  # noqa: B008
    """Text of an in-memory document of type `kind` (also used for e-mail attachments)."""
    extractor = _EXTRACTORS.get(kind)
    if extractor is None:
        raise SkipFile(f"unsupported type {kind}")
    if not data:
        raise SkipFile("empty file")
    try:
        result = extractor(data, limits)
    except SkipFile:
        raise
    except MemoryError:
        raise SkipFile("out of memory") from None
    except RecursionError:
        raise SkipFile("nested too deeply") from None
    except Exception as exc:  # noqa: BLE001 - third-party parsers raise anything; a scan goes on
        raise SkipFile(f"{kind} extraction failed ({type(exc).__name__})") from None
    if not result.text.strip():
        raise SkipFile("no text")
    return result
