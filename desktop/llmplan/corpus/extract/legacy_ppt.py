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
from llmplan.corpus.extract.ooxml import extract_pptx
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget

_STREAM = "PowerPoint Document"
_PP40 = "PP40"  # PowerPoint 4 for Windows keeps its (3/4) records in this stream
# PowerPoint 3 and 4 (1992-1994; libmwaw's reader documents the layout): 0x0BADDEED and the
# version 3 or 4, big-endian in a Mac file, little-endian in the PP40 stream of a PC one
_OLD_MAGIC = {b"\x0b\xad\xde\xed": ">I", b"\xed\xde\xad\x0b": "<I"}
_DUAL = "PP97_DUALSTORAGE/"
_TEXT_CONTENT = "Text_Content"
_SLIDE_LIST = 0x0FF0
_SLIDE = 0x03EE
_LEFT_OUT = frozenset({0x03F8, 0x03F0, 0x0FC9})  # MainMaster, Notes, Handout
_TEXT_CHARS = 0x0FA0
_TEXT_BYTES = 0x0FA8
_SLIDE_PERSIST = 0x03F3
_USER_EDIT = 0x0FF5
_PERSIST_DIRECTORY = 0x1772
_MAX_EDITS = 10_000
_MAX_SLIDES = 100_000
_MAX_DEPTH = 64
_MAX_RECORDS = 2_000_000
_LAYOUT = str.maketrans({"\r": "\n", "\x0b": "\n", "\x00": None})


def extract_ppt(data: bytes, limits: Limits) -> ExtractedText:
    if data.startswith(b"PK\x03\x04"):  # a PPTX named .ppt
        result = extract_pptx(data, limits)
        return ExtractedText(text=result.text, kind="ppt", pages=result.pages)
    if not data.startswith(OLE_MAGIC):
        version = old_powerpoint_version(data)
        raise SkipFile("old_powerpoint", version=version) if version else SkipFile("not_ppt")
    refuse_encrypted(data)
    with OleDocument(data, limits) as ole:
        # PowerPoint 95 saved "dual" keeps the PowerPoint 97 records in a storage of its own
        folder = _DUAL if ole.exists(_DUAL + _STREAM) else ""
        if not ole.exists(folder + _STREAM):
            if ole.exists(_PP40):
                raise SkipFile(
                    "old_powerpoint", version=old_powerpoint_version(ole.read(_PP40)[:8]) or 4
                )
            raise SkipFile("not_ppt")
        stream = ole.read(folder + _STREAM)
        user = ole.read(folder + "Current User") if ole.exists(folder + "Current User") else b""
        texts, slides = slide_texts(stream, user, limits)
        if not texts and ole.exists(_TEXT_CONTENT):
            # PowerPoint 95 alone: its records are another format, but it also writes the
            # slides' text as one 8-bit stream
            return ExtractedText(text=_text_content(ole.read(_TEXT_CONTENT)), kind="ppt")
    return ExtractedText(text="\n".join(texts), kind="ppt", pages=slides or None)


def old_powerpoint_version(head: bytes) -> int:
    """3 or 4 where `head` starts a PowerPoint 3 or 4 document, else 0."""
    order = _OLD_MAGIC.get(head[:4])
    if order is None or len(head) < 8:
        return 0
    (version,) = struct.unpack_from(order, head, 4)
    return version if version in (3, 4) else 0


def _text_content(raw: bytes) -> str:
    text = raw.rstrip(b"\x00").decode("cp1252", errors="replace")
    return "\n".join(line.strip() for line in text.translate(_LAYOUT).split("\n") if line.strip())


def slide_texts(stream: bytes, current_user: bytes, limits: Limits) -> tuple[list[str], int]:
    """The texts of the slides, and the number of slides.

    A presentation saved incrementally holds old copies of its records too: the current
    edit's persist directory says which document and slide records are live. Without a
    usable one (damaged files), every record of the stream is walked instead.
    """
    walk = _Walk(stream, limits)
    live = _live_records(stream, current_user)
    if live is None:
        walk.records_in(0, len(stream), in_list=False, in_slide=False)
        return walk.out.parts, walk.slides
    document, persist = live
    slide_ids = walk.document(document)
    for persist_id in slide_ids:
        offset = persist.get(persist_id)
        if offset is not None and offset != document and offset + 8 <= len(stream):
            walk.records_in(offset, len(stream), in_list=False, in_slide=False, first_only=True)
    return walk.out.parts, len(slide_ids)


def _live_records(stream: bytes, current_user: bytes) -> tuple[int, dict[int, int]] | None:
    """(offset of the live DocumentContainer, persist id -> offset), from the edit chain."""
    if len(current_user) < 20:
        return None
    (edit,) = struct.unpack_from("<I", current_user, 16)  # offsetToCurrentEdit
    persist: dict[int, int] = {}
    document_id: int | None = None
    seen: set[int] = set()
    while edit and edit not in seen and len(seen) < _MAX_EDITS and edit + 36 <= len(stream):
        seen.add(edit)
        _vi, kind, _length = struct.unpack_from("<HHI", stream, edit)
        if kind != _USER_EDIT:
            return None
        last_edit, directory, doc_ref = struct.unpack_from("<III", stream, edit + 16)
        document_id = doc_ref if document_id is None else document_id
        for persist_id, offset in _directory(stream, directory):
            persist.setdefault(persist_id, offset)  # the newest edit's entry wins
        edit = last_edit
    if document_id is None or document_id not in persist:
        return None
    return persist[document_id], persist


def _directory(stream: bytes, offset: int) -> list[tuple[int, int]]:
    """(persist id, offset) entries of one PersistDirectoryAtom."""
    if offset + 8 > len(stream):
        return []
    _vi, kind, length = struct.unpack_from("<HHI", stream, offset)
    if kind != _PERSIST_DIRECTORY:
        return []
    entries: list[tuple[int, int]] = []
    position, end = offset + 8, min(offset + 8 + length, len(stream))
    while position + 4 <= end and len(entries) < _MAX_RECORDS:
        (word,) = struct.unpack_from("<I", stream, position)
        first, count = word & 0xFFFFF, word >> 20
        position += 4
        for index in range(count):
            if position + 4 > end:
                break
            entries.append((first + index, struct.unpack_from("<I", stream, position)[0]))
            position += 4
    return entries


class _Walk:
    """Collects text atoms of record subtrees, bounded in depth and record count."""

    def __init__(self, stream: bytes, limits: Limits) -> None:
        self.stream = stream
        self.out = TextBudget(limits)
        self.listed: set[str] = set()
        self.slides = 0
        self.records = 0
        self.slide_ids: list[int] = []

    def document(self, offset: int) -> list[int]:
        """Text of the live document's slide list; the persist ids of its slides."""
        self.records_in(offset, len(self.stream), in_list=False, in_slide=False, first_only=True)
        ids, self.slide_ids = self.slide_ids, []
        # a persist entry may point back at the document: its slide list is not read twice
        return list(dict.fromkeys(ids))[:_MAX_SLIDES]

    def records_in(
        self, start: int, end: int, *, in_list: bool, in_slide: bool, first_only: bool = False
    ) -> None:
        stream = self.stream
        # (start, end, depth, inside the slide list, inside a slide's drawing, one record)
        pending = [(start, end, 0, in_list, in_slide, first_only)]
        while pending:
            start, end, depth, in_list, in_slide, only_one = pending.pop()
            position = start
            children: list[tuple[int, int, int, bool, bool, bool]] = []
            while position + 8 <= end:
                self.records += 1
                if self.records > _MAX_RECORDS:
                    raise SkipFile("corrupt_ppt_records")
                version_instance, kind, length = struct.unpack_from("<HHI", stream, position)
                body, position = position + 8, position + 8 + length
                if position > end:
                    break  # a length past its parent's end: the rest of this branch is damaged
                if version_instance & 0x000F == 0x000F:
                    if kind not in _LEFT_OUT and depth < _MAX_DEPTH:
                        if kind == _SLIDE_LIST and version_instance >> 4 != 0:
                            pass  # the masters' and notes' lists
                        else:
                            self.slides += kind == _SLIDE
                            listed = in_list or kind == _SLIDE_LIST
                            slide = in_slide or kind == _SLIDE
                            children.append((body, position, depth + 1, listed, slide, False))
                elif kind == _SLIDE_PERSIST and in_list and length >= 4:
                    self.slide_ids.append(struct.unpack_from("<I", stream, body)[0])
                elif kind in (_TEXT_CHARS, _TEXT_BYTES) and (in_list or in_slide):
                    self._text(stream[body:position], kind, in_list)
                if only_one:
                    break
            pending.extend(reversed(children))  # depth first, in stream order

    def _text(self, raw: bytes, kind: int, in_list: bool) -> None:
        text = raw.decode("utf-16-le" if kind == _TEXT_CHARS else "latin-1", "replace")
        text = text.translate(_LAYOUT).strip()
        if not text or (not in_list and text in self.listed):
            return  # a drawing may repeat a placeholder's text
        if in_list:
            self.listed.add(text)
        self.out.add(text)
