"""RTF -> text with striprtf (BSD), decoding \\'xx escapes in the file's \\ansicpg code page."""

from __future__ import annotations

import codecs
import contextlib
import re

from striprtf.striprtf import rtf_to_text

from llmplan.corpus.extract.types import ExtractedText, SkipFile

_CODEPAGE = re.compile(rb"\\ansicpg(\d+)")


def extract_rtf(data: bytes) -> ExtractedText:
    if not data.lstrip().startswith(b"{\\rtf"):
        raise SkipFile("corrupt_rtf")
    encoding = "cp1252"  # RTF's default ANSI code page
    declared = _CODEPAGE.search(data[:4096])
    if declared:
        with contextlib.suppress(LookupError):
            encoding = codecs.lookup(f"cp{int(declared.group(1))}").name
    # RTF itself is 7-bit; latin-1 maps any stray 8-bit byte one-to-one for the parser.
    text = rtf_to_text(data.decode("latin-1"), encoding=encoding, errors="replace")
    text = text.replace("\r\n", "\n").strip("\n")
    return ExtractedText(text=text, kind="rtf", encoding=encoding)
