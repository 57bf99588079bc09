"""Compound files (OLE, version 3) written by hand, sound or broken on purpose, and the Word,
PowerPoint and Outlook streams that go inside them; for the legacy readers' tests.
Import as `import ole_docs` (pytest puts this folder on sys.path).

Every stream is padded to the 4,096-byte mini-stream cut-off, so all of them live in the
FAT and one hand-made FAT sector describes the whole file.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
SECTOR = 512
END_OF_CHAIN, FREE, FAT_SECTOR = 0xFFFFFFFE, 0xFFFFFFFF, 0xFFFFFFFD
_NO_ENTRY = 0xFFFFFFFF
_CUTOFF = 4096


@dataclass
class Damage:
    """What to break: a stream's chain looping back, starting past the end, or its size."""

    loop: set[str] = field(default_factory=set)
    past_end: set[str] = field(default_factory=set)
    declared_size: dict[str, int] = field(default_factory=dict)


@dataclass
class _Entry:
    name: str
    kind: int  # 1 storage, 2 stream, 5 root
    data: bytes = b""
    children: list[_Entry] = field(default_factory=list)
    start: int = END_OF_CHAIN
    size: int = 0
    child: int = _NO_ENTRY
    right: int = _NO_ENTRY


def compound_file(streams: dict[str, bytes], damage: Damage | None = None) -> bytes:
    """A compound file of `streams` ("a/b/c" names a stream c in storages a/b)."""
    damage = damage or Damage()
    root = _Entry("Root Entry", 5)
    for path, data in streams.items():
        *storages, leaf = path.split("/")
        parent = root
        for name in storages:
            found = next((c for c in parent.children if c.name == name), None)
            if found is None:
                found = _Entry(name, 1)
                parent.children.append(found)
            parent = found
        parent.children.append(_Entry(leaf, 2, data.ljust(_CUTOFF, b"\x00")))
    entries = _flatten(root)
    directory_sectors = -(-len(entries) * 128 // SECTOR)
    stream_sectors = sum(-(-len(e.data) // SECTOR) for e in entries if e.kind == 2)
    fat_sectors = 1
    while fat_sectors * (SECTOR // 4) < fat_sectors + directory_sectors + stream_sectors:
        fat_sectors += 1
    if fat_sectors > 109:
        raise ValueError("too large for the header's FAT list")
    fat = [FAT_SECTOR] * fat_sectors
    fat += [fat_sectors + i + 1 for i in range(directory_sectors - 1)] + [END_OF_CHAIN]
    body = bytearray()
    next_sector = fat_sectors + directory_sectors
    for entry in entries:
        if entry.kind != 2:
            continue
        count = -(-len(entry.data) // SECTOR)
        entry.start, entry.size = next_sector, len(entry.data)
        fat += [next_sector + i + 1 for i in range(count - 1)] + [END_OF_CHAIN]
        if entry.name in damage.loop:
            fat[-1] = entry.start  # the chain's last sector points back to its first
        if entry.name in damage.past_end:
            entry.start = 0x00FFFFF0
        entry.size = damage.declared_size.get(entry.name, entry.size)
        body += entry.data.ljust(count * SECTOR, b"\x00")
        next_sector += count
    per_sector = SECTOR // 4
    fat += [FREE] * (fat_sectors * per_sector - len(fat))
    fat_bytes = struct.pack(f"<{len(fat)}I", *fat)
    directory = b"".join(_directory_entry(e) for e in entries).ljust(
        directory_sectors * SECTOR, b"\x00"
    )
    return _header(fat_sectors, fat_sectors) + fat_bytes + directory + bytes(body)


def _flatten(root: _Entry) -> list[_Entry]:
    """Entries in directory order; siblings chained through their right links."""
    entries = [root]
    pending = [root]
    while pending:
        storage = pending.pop(0)
        first = len(entries)
        for index, child in enumerate(storage.children):
            entries.append(child)
            if index + 1 < len(storage.children):
                child.right = first + index + 1
            if child.kind == 1:
                pending.append(child)
        if storage.children:
            storage.child = first
    return entries


def _directory_entry(entry: _Entry) -> bytes:
    name = entry.name.encode("utf-16-le")[:62]
    return (
        name.ljust(64, b"\x00")
        + struct.pack("<HBB", len(name) + 2, entry.kind, 1)
        + struct.pack("<III", _NO_ENTRY, entry.right, entry.child)
        + bytes(16 + 4 + 16)
        + struct.pack("<IQ", entry.start, entry.size)
    )


def _header(fat_sectors: int, first_directory: int) -> bytes:
    header = MAGIC + bytes(16) + struct.pack("<HHHHH", 0x3E, 3, 0xFFFE, 9, 6) + bytes(6)
    header += struct.pack(
        "<IIIIIIIII", 0, fat_sectors, first_directory, 0, _CUTOFF, END_OF_CHAIN, 0,
        END_OF_CHAIN, 0,
    )  # fmt: skip
    difat = list(range(fat_sectors)) + [FREE] * (109 - fat_sectors)
    return header + struct.pack("<109I", *difat)


# ---- Word 97: a FIB, a piece table, the text
def word_streams(pieces: list[tuple[str, bool]], *, encrypted: bool = False) -> dict[str, bytes]:
    """WordDocument and 1Table for a main text made of `pieces` (text, 8-bit?)."""
    text_start = 1024
    word = bytearray(text_start)
    cps, descriptors = [0], []
    offset = text_start
    for text, compressed in pieces:
        raw = text.encode("cp1252") if compressed else text.encode("utf-16-le")
        fc = (offset * 2) | 0x40000000 if compressed else offset
        descriptors.append(struct.pack("<HIH", 0, fc, 0))
        cps.append(cps[-1] + len(text))
        word += raw
        offset += len(raw)
    plc = struct.pack(f"<{len(cps)}I", *cps) + b"".join(descriptors)
    clx = b"\x02" + struct.pack("<I", len(plc)) + plc
    flags = 0x0200 | (0x0100 if encrypted else 0)
    struct.pack_into("<HHHHHH", word, 0, 0xA5EC, 0xC1, 0, 0x0407, 0, flags)
    fib = 32
    struct.pack_into("<H", word, fib, 14)
    lw = fib + 2 + 28
    struct.pack_into("<H", word, lw, 22)
    struct.pack_into("<i", word, lw + 2 + 3 * 4, cps[-1])  # ccpText
    fc_lcb = lw + 2 + 22 * 4
    struct.pack_into("<H", word, fc_lcb, 93)
    struct.pack_into("<II", word, fc_lcb + 2 + 33 * 8, 0, len(clx))  # fcClx, lcbClx
    return {"WordDocument": bytes(word), "1Table": clx}


# ---- PowerPoint: records
def record(kind: int, body: bytes, *, instance: int = 0, container: bool = False) -> bytes:
    version_instance = (instance << 4) | (0xF if container else 0)
    return struct.pack("<HHI", version_instance, kind, len(body)) + body


def text_chars(text: str) -> bytes:
    return record(0x0FA0, text.encode("utf-16-le"))


def text_bytes(text: str) -> bytes:
    return record(0x0FA8, text.encode("latin-1"))


def powerpoint_stream(slide_texts: list[str]) -> bytes:
    """A DocumentContainer whose slide list holds each text (no edit chain: walked whole)."""
    atoms = b"".join(record(0x03F3, struct.pack("<I", i + 1)) + text_chars(t)
                     for i, t in enumerate(slide_texts))  # fmt: skip
    slide_list = record(0x0FF0, atoms, container=True)
    slides = b"".join(record(0x03EE, b"", container=True) for _ in slide_texts)
    return record(0x03E8, slide_list, container=True) + slides


# ---- Outlook: property streams
def unicode_property(prop: str, text: str) -> tuple[str, bytes]:
    return f"__substg1.0_{prop}001F", text.encode("utf-16-le")


def message_streams(
    subject: str, body: str, attachments: list[dict[str, bytes]] | None = None, prefix: str = ""
) -> dict[str, bytes]:
    """The streams of a message (under `prefix`, for an embedded one)."""
    streams = dict([unicode_property("0037", subject), unicode_property("1000", body)])
    for index, attachment in enumerate(attachments or []):
        storage = f"__attach_version1.0_#{index:08X}"
        for name, data in attachment.items():
            streams[f"{storage}/{name}"] = data
    return {f"{prefix}{name}": data for name, data in streams.items()}


def nested_messages(depth: int, subject: str = "Ebene") -> dict[str, bytes]:
    """A message carrying a message carrying ... `depth` levels down, each with its level in
    the subject ("Ebene 0", "Ebene 1", ...)."""
    streams: dict[str, bytes] = {}
    prefix = ""
    for level in range(depth + 1):
        streams |= message_streams(
            f"{subject} {level}", f"Inhalt der Ebene {level}.", prefix=prefix
        )
        prefix += "__attach_version1.0_#00000000/__substg1.0_3701000D/"
    return streams
