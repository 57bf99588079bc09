"""PowerPoint 97–2003 (.ppt) -> the text of its slides, from the text atoms of [MS-PPT].

The "PowerPoint Document" stream is a tree of records (8-byte header: version/instance,
type, length; version 0xF marks a container). Slide text lives in TextCharsAtom (UTF-16)
and TextBytesAtom (the low bytes of UTF-16, i.e. Latin-1) records: placeholders' text in
the slide list (SlideListWithText, instance 0), free text boxes in the slides' drawings.
Like the PPTX reader, masters, notes and handouts are left out. The walk is iterative,
bounded in depth and records, and a length past its parent's end ends that branch.
"""

from __future__ import annotations

import struct

from llmplan.corpus.extract.ole import OLE_MAGIC, OleDocument, refuse_encrypted
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget

_STREAM = "PowerPoint Document"
_SLIDE_LIST = 0x0FF0
_SLIDE = 0x03EE
_LEFT_OUT = frozenset({0x03F8, 0x03F0, 0x0FC9})  # MainMaster, Notes, Handout
_TEXT_CHARS = 0x0FA0
_TEXT_BYTES = 0x0FA8
_MAX_DEPTH = 64
_MAX_RECORDS = 2_000_000
_LAYOUT = str.maketrans({"\r": "\n", "\x0b": "\n", "\x00": None})


def extract_ppt(data: bytes, limits: Limits) -> ExtractedText:
    if data.startswith(b"PK\x03\x04"):
        raise SkipFile("a PPTX named .ppt (rename it to .pptx to count it)")
    if not data.startswith(OLE_MAGIC):
        raise SkipFile("not a PowerPoint 97–2003 presentation")
    refuse_encrypted(data)
    with OleDocument(data, limits) as ole:
        if not ole.exists(_STREAM):
            raise SkipFile("not a PowerPoint 97–2003 presentation")
        stream = ole.read(_STREAM)
    texts, slides = slide_texts(stream, limits)
    return ExtractedText(text="\n".join(texts), kind="ppt", pages=slides or None)


def slide_texts(stream: bytes, limits: Limits) -> tuple[list[str], int]:
    """The texts of the slides in stream order, and the number of slides."""
    out = TextBudget(limits)
    listed: set[str] = set()
    slides = 0
    records = 0
    # (start, end, depth, inside the slide list, inside a slide's drawing)
    pending: list[tuple[int, int, int, bool, bool]] = [(0, len(stream), 0, False, False)]
    while pending:
        start, end, depth, in_list, in_slide = pending.pop()
        position = start
        children: list[tuple[int, int, int, bool, bool]] = []
        while position + 8 <= end:
            records += 1
            if records > _MAX_RECORDS:
                raise SkipFile("corrupt PowerPoint file (too many records)")
            version_instance, kind, length = struct.unpack_from("<HHI", stream, position)
            body, position = position + 8, position + 8 + length
            if position > end:
                break  # a length past its parent's end: the rest of this branch is damaged
            if version_instance & 0x000F == 0x000F:
                if kind in _LEFT_OUT or depth >= _MAX_DEPTH:
                    continue
                if kind == _SLIDE_LIST:
                    if version_instance >> 4 != 0:
                        continue  # the masters' and notes' lists
                    children.append((body, position, depth + 1, True, in_slide))
                    continue
                slides += kind == _SLIDE
                children.append((body, position, depth + 1, in_list, in_slide or kind == _SLIDE))
            elif kind in (_TEXT_CHARS, _TEXT_BYTES) and (in_list or in_slide):
                raw = stream[body:position]
                text = raw.decode("utf-16-le" if kind == _TEXT_CHARS else "latin-1", "replace")
                text = text.translate(_LAYOUT).strip()
                if not text or (not in_list and text in listed):
                    continue  # a drawing may repeat a placeholder's text
                if in_list:
                    listed.add(text)
                out.add(text)
        pending.extend(reversed(children))  # depth first, in stream order
    return out.parts, slides
