"""Plain text formats (txt, md, rst, log, csv, tsv): the decoded text as it is.

Small files are decoded whole (the encoding decided on all of it); large ones are streamed
block by block with the encoding decided on the first block, so memory stays flat however
large the file. Every block is checked for binary data.
"""

from __future__ import annotations

import codecs
from collections.abc import Iterator

from llmplan.corpus.extract.decoding import (
    _checked,
    check_binary_bytes,
    decode_text,
    stream_encoding,
)
from llmplan.corpus.extract.reading import OpenedFile
from llmplan.corpus.extract.types import ExtractedText

STREAM_BLOCK_BYTES = 4 * 1024**2


def extract_plain(data: bytes, kind: str) -> ExtractedText:
    text, encoding = decode_text(data)
    return ExtractedText(text=without_crlf(text), kind=kind, encoding=encoding)


def without_crlf(text: str) -> str:
    """Newline style is layout, not content: count "\r\n" files like "\n" files. (Looking
    for a "\r" first: a search for the pair is a slow loop in a text beyond Latin-1.)"""
    return text.replace("\r\n", "\n") if "\r" in text else text


def stream_plain(opened: OpenedFile) -> Iterator[str]:
    """The text of a large plain file in pieces of about one block each."""
    head = opened.read_at(0, STREAM_BLOCK_BYTES)
    encoding, bom_length = stream_encoding(head)
    decoder = codecs.getincrementaldecoder(encoding)(errors="replace")
    wide = encoding.startswith(("utf-16", "utf-32"))
    carry = ""
    blocks = opened.blocks(bom_length, STREAM_BLOCK_BYTES)
    for number, (offset, length) in enumerate(blocks):
        block = head[offset : offset + length] if offset + length <= len(head) else b""
        if len(block) != length:
            block = opened.read_at(offset, length)
        if not wide:
            check_binary_bytes(block)
        text = carry + decoder.decode(block, final=number == len(blocks) - 1)
        if wide:
            _checked(text)
        carry = "\r" if text.endswith("\r") else ""
        text = text[:-1] if carry else text
        yield without_crlf(text)
    if carry:
        yield carry
