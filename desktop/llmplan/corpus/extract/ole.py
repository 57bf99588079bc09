"""OLE compound files (the container of .doc, .xls, .ppt, .msg), opened so that a hostile one
ends as a SkipFile: olefile (BSD), strict where it can be, streams refused when
they declare more bytes than the whole file holds (a looping sector chain cannot grow one
past that), and encryption told apart by msoffcrypto-tool (MIT) before anything is parsed.
"""

from __future__ import annotations

import io
import logging
import struct

import msoffcrypto
import olefile

from llmplan.corpus.extract.types import Limits, SkipFile

OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"
_MAX_ENTRIES = 100_000  # directory entries: a real .msg with many attachments has a few hundred

# olefile logs every defect it tolerates; a scan of a hostile folder must not flood the log
logging.getLogger("olefile").setLevel(logging.CRITICAL)


_OPEN_ERRORS = (OSError, ValueError, IndexError, struct.error, TypeError, KeyError)


def _open(data: bytes) -> olefile.OleFileIO:
    """Strict first (every defect fatal); a file with tolerable defects (a wrong CLSID, an
    entry listed twice: real files have them) is opened again as olefile reads it by
    default. Either way each stream's chain is checked by `OleDocument.read`, and olefile
    marks directory entries used, so a cyclic directory ends."""
    try:
        return olefile.OleFileIO(io.BytesIO(data), raise_defects=olefile.DEFECT_INCORRECT)
    except _OPEN_ERRORS:
        pass
    try:
        return olefile.OleFileIO(io.BytesIO(data))
    except _OPEN_ERRORS:
        raise SkipFile("corrupt_ole_header") from None


class OleDocument:
    """An opened compound file over bytes already read (at most `limits.max_parsed_bytes`)."""

    def __init__(self, data: bytes, limits: Limits) -> None:
        if not data.startswith(OLE_MAGIC):
            raise SkipFile("not_ole")
        self.size = len(data)
        self.limits = limits
        self.ole = _open(data)
        if len(self.ole.direntries) > _MAX_ENTRIES:
            raise SkipFile("corrupt_ole_entries", entries=_MAX_ENTRIES)

    def exists(self, path: str) -> bool:
        try:
            return bool(self.ole.exists(path))
        except (OSError, ValueError, IndexError, TypeError):
            return False

    def streams(self) -> list[list[str]]:
        """Every stream's path (storages left out)."""
        try:
            return [entry for entry in self.ole.listdir(streams=True, storages=False)]
        except (OSError, ValueError, IndexError, RecursionError, TypeError):
            raise SkipFile("corrupt_ole_directory") from None

    def read(self, path: str | list[str]) -> bytes:
        """One whole stream; refused when it claims more than the file could hold."""
        try:
            declared = self.ole.get_size(path)
        except (OSError, ValueError, IndexError, TypeError, KeyError):
            raise SkipFile("corrupt_ole_directory") from None
        if declared > self.size or declared > self.limits.max_parsed_bytes:
            raise SkipFile("corrupt_ole_stream_size")
        self._check_chain(path, declared)
        try:
            with self.ole.openstream(path) as stream:
                data: bytes = stream.read(declared)
        except (OSError, ValueError, IndexError, TypeError, KeyError, struct.error):
            raise SkipFile("corrupt_ole_chain") from None
        return data

    def _check_chain(self, path: str | list[str], size: int) -> None:
        """The stream's sector chain visits each sector once and stays in its table
        (olefile follows a looping chain round and round until the declared size)."""
        ole = self.ole
        try:
            entry = ole.direntries[ole._find(path)]
            if size < ole.minisectorcutoff:
                if ole.minifat is None:
                    ole.loadminifat()
                table, sector_size = ole.minifat, ole.minisectorsize
            else:
                table, sector_size = ole.fat, ole.sectorsize
        except (OSError, ValueError, IndexError, TypeError, KeyError, AttributeError):
            raise SkipFile("corrupt_ole_chain") from None
        sector, seen = entry.isectStart, set()
        for _ in range(-(-size // sector_size)):
            if sector in seen:
                raise SkipFile("corrupt_ole_chain_loop")
            if not 0 <= sector < len(table):
                raise SkipFile("corrupt_ole_chain")
            seen.add(sector)
            sector = table[sector]

    def close(self) -> None:
        self.ole.close()

    def __enter__(self) -> OleDocument:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()


# Excel encrypts a workbook that is only write-protected with this published default
# password ([MS-OFFCRYPTO] 2.3.6.4 note); such a file opens without asking, so it is read.
EXCEL_DEFAULT_PASSWORD = "VelvetSweatshop"


def refuse_encrypted(data: bytes, default_password: str | None = None) -> bytes:
    """`data`, or SkipFile('encrypted document') for a password-protected .doc/.xls/.ppt;
    with `default_password`, a file encrypted with it comes back decrypted."""
    try:
        office = msoffcrypto.OfficeFile(io.BytesIO(data))
        encrypted = bool(office.is_encrypted())
    except Exception:  # noqa: BLE001 - its parsers raise anything on damaged files; ours decide
        return data
    if not encrypted:
        return data
    if default_password is not None:
        try:
            office.load_key(password=default_password)
            decrypted = io.BytesIO()
            office.decrypt(decrypted)
            return decrypted.getvalue()
        except Exception:  # noqa: BLE001 - a wrong key or a damaged file: both stay encrypted
            pass
    raise SkipFile("encrypted_document")
