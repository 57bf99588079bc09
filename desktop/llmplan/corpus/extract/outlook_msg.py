"""Outlook message (.msg) -> subject, body and the text of its attachments, from the property
streams of [MS-OXMSG] (extract-msg is GPL, so the few streams needed are read here).

A property is the stream `__substg1.0_<id><type>`: type 001F UTF-16, 001E 8-bit, 0102
bytes, 000D an embedded message (a storage). Subject 0x0037; body 0x1000, else the HTML body
0x1013, else the compressed RTF body 0x1009 ([MS-OXRTFCP]). Attachments are the storages
`__attach_version1.0_#NNNNNNNN`: name 0x3707 (or 0x3704), data 0x3701 — bytes read by the
extractor of their type, or an embedded message read like this one. Like .eml: headers,
recipients and transport data are left out; an attachment that fails is left out silently.
"""

from __future__ import annotations

import codecs
import struct
from collections.abc import Callable
from dataclasses import dataclass

from llmplan.corpus.extract.classify import kind_of_name
from llmplan.corpus.extract.decoding import decode_text
from llmplan.corpus.extract.html import html_to_text
from llmplan.corpus.extract.ole import OLE_MAGIC, OleDocument
from llmplan.corpus.extract.rtf import extract_rtf
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget

ExtractBytes = Callable[[bytes, str, Limits], ExtractedText]

_ATTACHMENT = "__attach_version1.0_#"
_PROPERTY = "__substg1.0_"
_MAX_NESTING = 3  # messages inside messages, like .eml
_MAX_ATTACHMENTS = 1_000


def extract_msg(data: bytes, limits: Limits, extract: ExtractBytes) -> ExtractedText:
    if not data.startswith(OLE_MAGIC):
        raise SkipFile("not_outlook_msg")
    with OleDocument(data, limits) as ole:
        tree = _Tree(ole.streams())
        if not tree.properties(()):
            raise SkipFile("not_outlook_msg")
        out = TextBudget(limits)
        _message(_Reading(ole, tree, limits, extract, out), (), 0)
    text = "\n".join(out.parts)
    if not text.strip():
        raise SkipFile("no_text")
    return ExtractedText(text=text, kind="msg")


class _Tree:
    """The streams of the file by the storage that holds them (one pass over the directory,
    so a message of many attachments stays linear)."""

    def __init__(self, paths: list[list[str]]) -> None:
        self.streams: dict[tuple[str, ...], list[str]] = {}
        self.storages: dict[tuple[str, ...], set[str]] = {}
        for path in paths:
            parent = tuple(path[:-1])
            self.streams.setdefault(parent, []).append(path[-1])
            for depth in range(len(path) - 1):
                self.storages.setdefault(tuple(path[:depth]), set()).add(path[depth])

    def properties(self, storage: tuple[str, ...]) -> dict[str, list[str]]:
        """'0037001F' -> the stream's path, for the properties stored in `storage`."""
        return {
            name[len(_PROPERTY) :].upper(): [*storage, name]
            for name in self.streams.get(storage, [])
            if name.startswith(_PROPERTY)
        }

    def substorages(self, storage: tuple[str, ...]) -> set[str]:
        return self.storages.get(storage, set())


@dataclass(frozen=True)
class _Reading:
    """What the walk over one .msg file shares: the file, its storages, the limits, the
    reader of attachments and the text gathered so far."""

    ole: OleDocument
    tree: _Tree
    limits: Limits
    extract: ExtractBytes
    out: TextBudget


def _message(reading: _Reading, prefix: tuple[str, ...], depth: int) -> None:
    """The text of the message stored at `prefix` (the root, or an embedded message)."""
    ole, tree, limits, out = reading.ole, reading.tree, reading.limits, reading.out
    properties = tree.properties(prefix)
    codepage = _codepage(ole, tree, prefix)
    _add(out, _string(ole, properties, "0037", codepage))
    body = _string(ole, properties, "1000", codepage)
    if not body.strip():
        body = _html_body(ole, properties, limits)
    if not body.strip() and "10090102" in properties:
        body = _rtf_body(ole.read(properties["10090102"]), limits)
    _add(out, body)
    attachments = sorted(s for s in tree.substorages(prefix) if s.startswith(_ATTACHMENT))
    for storage in attachments[:_MAX_ATTACHMENTS]:
        _attachment(reading, (*prefix, storage), depth)


def _attachment(reading: _Reading, prefix: tuple[str, ...], depth: int) -> None:
    ole, tree, limits, out = reading.ole, reading.tree, reading.limits, reading.out
    embedded = _PROPERTY + "3701000D"
    if embedded in tree.substorages(prefix) or embedded.lower() in tree.substorages(prefix):
        if depth < _MAX_NESTING:
            name = embedded if embedded in tree.substorages(prefix) else embedded.lower()
            _message(reading, (*prefix, name), depth + 1)
        return
    properties = tree.properties(prefix)
    name = _string(ole, properties, "3707", None) or _string(ole, properties, "3704", None)
    kind = kind_of_name(name) if name else "unsupported"
    if kind == "unsupported" or "37010102" not in properties:
        return
    if kind == "msg" and depth >= _MAX_NESTING:
        return
    try:
        payload = ole.read(properties["37010102"])
        if payload:
            _add(out, reading.extract(payload, kind, limits).text)
    except SkipFile:
        return


def _add(out: TextBudget, text: str) -> None:
    text = text.replace("\r\n", "\n").strip("\n\x00")
    if text.strip():
        out.add(text)


def _string(
    ole: OleDocument, properties: dict[str, list[str]], prop: str, codepage: str | None
) -> str:
    """A string property; 8-bit ones in the message's code page, else by detection."""
    if prop + "001F" in properties:
        return ole.read(properties[prop + "001F"]).decode("utf-16-le", "replace").rstrip("\x00")
    if prop + "001E" in properties:
        raw = ole.read(properties[prop + "001E"]).rstrip(b"\x00")
        if not raw:
            return ""
        return raw.decode(codepage, "replace") if codepage else decode_text(raw)[0]
    return ""


# PR_MESSAGE_CODEPAGE, then PR_INTERNET_CPID: the code page of the 8-bit strings
_CODEPAGE_TAGS = (0x3FFD0003, 0x3FDE0003)


def _codepage(ole: OleDocument, tree: _Tree, prefix: tuple[str, ...]) -> str | None:
    """The declared code page of a message's 8-bit strings, from its fixed-size property
    stream (a 32-byte header at the top, 24 in an embedded message; 16 bytes a property)."""
    if "__properties_version1.0" not in tree.streams.get(prefix, []):
        return None
    stream = ole.read([*prefix, "__properties_version1.0"])
    found: dict[int, int] = {}
    for offset in range(32 if not prefix else 24, len(stream) - 15, 16):
        tag, _flags, value = struct.unpack_from("<III", stream, offset)
        if tag in _CODEPAGE_TAGS:
            found[tag] = value
    for tag in _CODEPAGE_TAGS:
        if tag in found and (name := codepage_name(found[tag])) is not None:
            return name
    return None


# Windows code page numbers that Python does not know as cpNNNNN
_CODEPAGES = {20127: "ascii", 65001: "utf-8", 50220: "iso2022_jp", 51932: "euc_jp", 52936: "hz"}
_CODEPAGES |= {28590 + n: f"iso8859_{n}" for n in range(1, 16)}


def codepage_name(number: int) -> str | None:
    """Python's codec for a Windows code page number, or None when there is none."""
    try:
        return codecs.lookup(_CODEPAGES.get(number, f"cp{number}")).name
    except LookupError:
        return None


def _html_body(ole: OleDocument, properties: dict[str, list[str]], limits: Limits) -> str:
    if "10130102" in properties:
        raw = ole.read(properties["10130102"])
        return html_to_text(decode_text(raw)[0], limits) if raw.strip() else ""
    markup = _string(ole, properties, "1013", None)
    return html_to_text(markup, limits) if markup.strip() else ""


def _rtf_body(compressed: bytes, limits: Limits) -> str:
    try:
        rtf = decompress_rtf(compressed, limits.max_parsed_bytes)
        return extract_rtf(rtf).text
    except SkipFile:
        return ""


# [MS-OXRTFCP] 2.1.3.1.1: the dictionary starts with these 207 bytes
_RTF_PREBUF = (
    b"{\\rtf1\\ansi\\mac\\deff0\\deftab720{\\fonttbl;}{\\f0\\fnil \\froman \\fswiss "
    b"\\fmodern \\fscript \\fdecor MS Sans SerifSymbolArialTimes New RomanCourier"
    b"{\\colortbl\\red0\\green0\\blue0\r\n\\par \\pard\\plain\\f0\\fs20\\b\\i\\u\\tab\\tx"
)
_COMPRESSED, _UNCOMPRESSED = 0x75465A4C, 0x414C454D  # "LZFu", "MELA"


def decompress_rtf(data: bytes, cap: int) -> bytes:
    """The RTF of a compressed-RTF property, at most `cap` bytes."""
    if len(data) < 16:
        raise SkipFile("corrupt_compressed_rtf")
    _size, raw_size, kind, _crc = struct.unpack_from("<IIII", data, 0)
    if raw_size > cap:
        raise SkipFile("compressed_rtf_too_large")
    if kind == _UNCOMPRESSED:
        return data[16 : 16 + raw_size]
    if kind != _COMPRESSED:
        raise SkipFile("corrupt_compressed_rtf")
    dictionary = bytearray(4096)
    dictionary[: len(_RTF_PREBUF)] = _RTF_PREBUF
    write = len(_RTF_PREBUF)
    out = bytearray()
    position = 16
    while position < len(data) and len(out) < raw_size:
        control = data[position]
        position += 1
        for bit in range(8):
            if position >= len(data) or len(out) >= raw_size:
                break
            if not control & (1 << bit):
                byte = data[position]
                position += 1
                out.append(byte)
                dictionary[write] = byte
                write = (write + 1) % 4096
                continue
            if position + 2 > len(data):
                break
            reference = (data[position] << 8) | data[position + 1]
            position += 2
            offset, length = reference >> 4, (reference & 0xF) + 2
            if offset == write:
                return bytes(out)  # the end marker
            for step in range(length):
                byte = dictionary[(offset + step) % 4096]
                out.append(byte)
                dictionary[write] = byte
                write = (write + 1) % 4096
    return bytes(out[:raw_size])
