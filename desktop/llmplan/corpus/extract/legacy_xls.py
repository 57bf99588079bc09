"""Excel 97–2003 (.xls) -> cell text, one line per row, cells by tab (like the XLSX reader).

The Workbook stream is taken out of the compound file by our guarded OLE reader and handed
to xlrd (BSD) as a raw BIFF stream, so a hostile container is refused before xlrd sees it.
Text boxes and shapes (TXO records) follow the cells. Numbers are written as Excel shows a
general number (1, 2.5), formulas as their cached values; empty and error cells are left
out (as in the XLSX reader, which only meets cells that hold something).
"""

from __future__ import annotations

import struct

import xlrd

from llmplan.corpus.extract.calamine_sheets import general_number, workbook_text
from llmplan.corpus.extract.ole import (
    EXCEL_DEFAULT_PASSWORD,
    OLE_MAGIC,
    OleDocument,
    refuse_encrypted,
)
from llmplan.corpus.extract.sheet_dates import date_text
from llmplan.corpus.extract.sheets import extract_xlsx
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget

_STREAMS = ("Workbook", "Book")  # BIFF8 (Excel 97+), BIFF5 (Excel 5/95)
_TXO, _CONTINUE, _OBJ = 0x01B6, 0x003C, 0x005D
_COMMENT = 0x19  # OBJ type of a cell note
# What xlrd raises past its own XLRDError on records it does not expect
_XLRD_FAILURES = (
    AssertionError, struct.error, IndexError, KeyError, ValueError, UnicodeDecodeError,
    xlrd.compdoc.CompDocError, xlrd.formula.FormulaError,
)  # fmt: skip
_BIFF_BOF = frozenset({b"\x09\x00", b"\x09\x02", b"\x09\x04"})  # BIFF2, BIFF3, BIFF4


def extract_xls(data: bytes, limits: Limits) -> ExtractedText:
    if data.startswith(b"PK\x03\x04"):  # an XLSX named .xls
        result = extract_xlsx(data, limits)
        return ExtractedText(text=result.text, kind="xls", pages=result.pages)
    name: str | None = ""
    if data[:2] in _BIFF_BOF:
        stream = data  # Excel 2.x-4.0 wrote the BIFF stream bare, not in a compound file
    elif not data.startswith(OLE_MAGIC):
        raise SkipFile("not_xls")
    else:
        data = refuse_encrypted(data, EXCEL_DEFAULT_PASSWORD)  # write-protected: read
        with OleDocument(data, limits) as ole:
            name = next((s for s in _STREAMS if ole.exists(s)), None)
            if name is None:
                raise SkipFile("not_xls")
            stream = ole.read(name)
    try:
        book = xlrd.open_workbook(
            file_contents=stream, ragged_rows=True, logfile=_Silent(), verbosity=0
        )
    except xlrd.XLRDError as exc:
        if "encrypt" in str(exc).lower():
            raise SkipFile("encrypted_document") from None
        return _by_calamine(data, limits, SkipFile("corrupt_xls"))
    except _XLRD_FAILURES as exc:
        # xlrd gives up on records it does not expect (an assertion, a formula token) that
        # Excel and LibreOffice read: calamine reads the whole workbook
        error = SkipFile("extraction_failed", kind="xls", error=type(exc).__name__)
        return _by_calamine(data, limits, error)
    out = TextBudget(limits)
    boxes = text_boxes(stream) if name == "Workbook" else []
    for sheet in book.sheets():
        for row in range(sheet.nrows):
            # the cells that hold something, as the XLSX reader reads them
            line = "\t".join(
                text for cell in sheet.row(row) if (text := _cell_text(cell, book.datemode))
            )
            if line.strip():
                out.add(line)
    for box in boxes:  # after the cells, as the XLSX reader puts drawings after the sheets
        out.add(box)
    return ExtractedText(text="\n".join(out.parts), kind="xls", pages=book.nsheets or None)


def _by_calamine(data: bytes, limits: Limits, failure: SkipFile) -> ExtractedText:
    """The workbook as calamine reads it; xlrd's `failure` when calamine cannot either."""
    if not data.startswith(OLE_MAGIC):
        raise failure  # a bare BIFF2-4 stream: calamine reads compound files only
    try:
        return workbook_text(data, limits, "xls")
    except SkipFile as skip:
        if skip.reason.code == "extraction_failed":
            raise failure from None
        raise


def text_boxes(stream: bytes) -> list[str]:
    """Text of the text boxes and shapes of a BIFF8 stream (not cell comments): each TXO
    record (0x01B6) gives
    the length, the CONTINUE records after it the characters (each starting with a flag
    byte: 1 for UTF-16, 0 for 8-bit)."""
    boxes: list[str] = []
    position = 0
    shape = -1  # the object type of the last OBJ record: a TXO belongs to it
    while position + 4 <= len(stream):
        kind, size = struct.unpack_from("<HH", stream, position)
        body, position = position + 4, position + 4 + size
        if kind == _OBJ and size >= 6:
            (shape,) = struct.unpack_from("<H", stream, body + 4)  # ftCmo's ot
            continue
        if kind != _TXO or size < 12 or shape == _COMMENT:
            continue  # cell comments are left out, as in the other readers
        (remaining,) = struct.unpack_from("<H", stream, body + 10)
        parts: list[str] = []
        while remaining > 0 and position + 5 <= len(stream):
            kind, size = struct.unpack_from("<HH", stream, position)
            if kind != _CONTINUE or size < 1:
                break
            chunk = stream[position + 5 : position + 4 + size]
            wide = stream[position + 4] & 0x01
            text = chunk.decode("utf-16-le" if wide else "latin-1", "replace")[:remaining]
            parts.append(text)
            remaining -= len(text)
            position += 4 + size
        text = "".join(parts).replace("\r", "\n").strip()
        if text:
            boxes.append(text)
    return boxes


def _cell_text(cell: xlrd.sheet.Cell, datemode: int) -> str:
    if cell.ctype == xlrd.XL_CELL_TEXT:
        return str(cell.value)
    if cell.ctype == xlrd.XL_CELL_DATE:
        # a date as a date, not its serial number (44197 is 2021-01-01), as the XLSX reader
        value = repr(float(cell.value))
        return date_text(value, datemode == 1) or general_number(float(cell.value))
    if cell.ctype == xlrd.XL_CELL_NUMBER:
        return general_number(float(cell.value))
    if cell.ctype == xlrd.XL_CELL_BOOLEAN:
        return "TRUE" if cell.value else "FALSE"
    return ""


class _Silent:
    """xlrd writes warnings about damaged records to a log file; a scan keeps quiet."""

    def write(self, _text: str) -> int:
        return 0

    def flush(self) -> None:
        pass
