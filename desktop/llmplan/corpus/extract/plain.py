"""Plain text formats (txt, md, rst, log, csv, tsv): the decoded text as it is."""

from __future__ import annotations

from llmplan.corpus.extract.decoding import decode_text
from llmplan.corpus.extract.types import ExtractedText


def extract_plain(data: bytes, kind: str) -> ExtractedText:
    text, encoding = decode_text(data)
    # Newline style is layout, not content: count "\r\n" files like "\n" files.
    text = text.replace("\r\n", "\n")
    return ExtractedText(text=text, kind=kind, encoding=encoding)
