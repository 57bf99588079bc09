"""A smaller ICU data library for the Linux bundle: Qt's ICU without the parts Qt never asks for.

PySide6's Linux wheels carry ICU 73, whose data library (libicudata.so.73, 32 MB) was an
eighth of the bundle. Qt uses ICU on Linux for collation (QCollator: its file dialogs sort
names with it), case mapping and normalization; it has its own locale data, time zones
(the system's tz files), line breaking and text codecs for what the app uses. So the
bundle keeps the data those need — the properties and normalization tables, the collation
trees, the root locale and the locale index — and leaves out the converters, break
dictionaries, display names (languages, regions, currencies, units, zones), transliterators
and number spell-out rules. 4 MB instead of 32, and the same sort order
(tests/packaging/test_icu_data.py compares it with the full data).

The data is ICU's "common data" format (icu4c common/udata.cpp): a header, then a table of
contents (a count, then name and data offsets per item, sorted by name), the names, and the
items, each 16-byte aligned. This module reads that out of the library's exported
``icudt<version>_dat`` symbol, keeps what `needed` says, and compiles the rest into a
library of the same name and symbol (a C compiler: gcc or cc).
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from dataclasses import dataclass
from pathlib import Path

# item names below "icudt73l/": kept by folder or by exact name
KEPT_FOLDERS = ("coll/",)  # collation: every locale's tailoring, QCollator
KEPT_TOP_LEVEL_SUFFIXES = (".icu", ".nrm")  # character properties, case, normalization
KEPT_TOP_LEVEL_NAMES = ("root.res", "res_index.res", "pool.res")
ALIGNMENT = 16


@dataclass(frozen=True)
class CommonData:
    symbol: str  # icudt73_dat
    header: bytes  # the data header, up to the table of contents
    items: tuple[tuple[str, bytes], ...]  # (name, data), sorted by name


def _symbol(library: Path) -> tuple[str, int, int]:
    """(name, file offset, size) of the exported icudt<version>_dat symbol."""
    symbols = subprocess.run(
        ["readelf", "-W", "--dyn-syms", str(library)], capture_output=True, text=True, check=True
    ).stdout
    match = re.search(r"^\s*\d+:\s+([0-9a-f]+)\s+(\S+)\s+OBJECT.*\s(icudt\d+_dat)$", symbols, re.M)
    if match is None:
        raise ValueError(f"{library} exports no icudt<version>_dat")
    address, size = int(match.group(1), 16), int(match.group(2), 0)
    sections = subprocess.run(
        ["readelf", "-W", "-S", str(library)], capture_output=True, text=True, check=True
    ).stdout
    for line in sections.splitlines():
        fields = line.replace("[", " ").replace("]", " ").split()
        if len(fields) > 5 and fields[1].startswith("."):
            start, offset, length = int(fields[3], 16), int(fields[4], 16), int(fields[5], 16)
            if start <= address < start + length:
                return match.group(3), address - start + offset, size
    raise ValueError(f"no section of {library} holds {match.group(3)}")


def parse(blob: bytes, symbol: str = "icudt73_dat") -> CommonData:
    header_size = struct.unpack_from("<H", blob, 0)[0]
    if blob[2:4] != b"\xda\x27":
        raise ValueError("not ICU data (no 0xda27 magic)")
    toc = blob[header_size:]
    count = struct.unpack_from("<I", toc, 0)[0]
    offsets = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    items = []
    for index, (name_at, data_at) in enumerate(offsets):
        name = toc[name_at : toc.index(b"\0", name_at)].decode("ascii")
        end = offsets[index + 1][1] if index + 1 < count else len(toc)
        items.append((name, toc[data_at:end]))
    return CommonData(symbol, blob[:header_size], tuple(items))


def read(library: Path) -> CommonData:
    symbol, offset, size = _symbol(library)
    with library.open("rb") as stream:
        stream.seek(offset)
        return parse(stream.read(size), symbol)


def needed(name: str) -> bool:
    """Whether Qt (collation, case, normalization) needs this item of the data."""
    inside = name.split("/", 1)[1] if "/" in name else name
    if "/" in inside:
        return inside.startswith(KEPT_FOLDERS)
    return inside.endswith(KEPT_TOP_LEVEL_SUFFIXES) or inside in KEPT_TOP_LEVEL_NAMES


def _pad(length: int) -> int:
    return -length % ALIGNMENT


def serialize(data: CommonData) -> bytes:
    """The common data as ICU reads it: header, table of contents, names, aligned items."""
    count = len(data.items)
    names = b""
    name_offsets = []
    table_size = 4 + 8 * count
    for name, _item in data.items:
        name_offsets.append(table_size + len(names))
        names += name.encode("ascii") + b"\0"
    # items start 16-byte aligned, counted from the start of the whole blob
    body_start = table_size + len(names)
    body_start += _pad(len(data.header) + body_start)
    body = b""
    data_offsets = []
    for _name, item in data.items:
        data_offsets.append(body_start + len(body))
        body += item + b"\0" * _pad(len(item))
    table = struct.pack("<I", count) + b"".join(
        struct.pack("<II", name_at, data_at)
        for name_at, data_at in zip(name_offsets, data_offsets, strict=True)
    )
    between = b"\0" * (body_start - table_size - len(names))
    return data.header + table + names + between + body


def kept(data: CommonData) -> CommonData:
    return CommonData(data.symbol, data.header, tuple(i for i in data.items if needed(i[0])))


def write_library(data: CommonData, target: Path, soname: str) -> Path:
    """Compile `data` into a shared library exporting its symbol (needs gcc or cc). The
    blob goes in with the assembler's .incbin: a C array of 4 MB takes gcc 15 s."""
    compiler = shutil.which("gcc") or shutil.which("cc")
    if compiler is None:
        raise FileNotFoundError("no C compiler (gcc, cc) for the ICU data library")
    target.parent.mkdir(parents=True, exist_ok=True)
    blob = target.with_name(target.name + ".bin")
    blob.write_bytes(serialize(data))
    source = target.with_name(target.name + ".s")
    source.write_text(
        "/* ICU common data, cut down by packaging/icu_data.py */\n"
        ".section .rodata\n"
        f".global {data.symbol}\n"
        f".type {data.symbol}, @object\n"
        f".balign {ALIGNMENT}\n"
        f"{data.symbol}:\n"
        f'.incbin "{blob}"\n'
        f".size {data.symbol}, . - {data.symbol}\n"
        '.section .note.GNU-stack,"",@progbits\n',
        encoding="utf-8",
    )
    subprocess.run(
        [compiler, "-shared", "-s", f"-Wl,-soname,{soname}", "-o", str(target), str(source)],
        check=True,
    )
    blob.unlink()
    source.unlink()
    return target


def smaller_icu_data(library: Path, work: Path) -> Path | None:
    """A cut-down copy of `library` (libicudata.so.NN) in `work`; None if it cannot be made
    here (no compiler, not ELF, an unknown layout): then the bundle keeps the original."""
    try:
        return write_library(kept(read(library)), work / library.name, library.name)
    except (OSError, ValueError, subprocess.CalledProcessError) as error:
        print(f"icu_data: keeping the full {library.name}: {error}")
        return None
