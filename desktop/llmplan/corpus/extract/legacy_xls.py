"""Excel 97–2003 (.xls) -> cell text, one line per row, cells by tab (like the XLSX reader).

The Workbook stream is taken out of the compound file by our guarded OLE reader and handed
to xlrd (BSD) as a raw BIFF stream, so a hostile container is refused before xlrd sees it.
Numbers are written as Excel shows a general number (1, 2.5), formulas as their cached
values; empty and error cells are left out (as in the XLSX reader, which only meets cells
that hold something).
"""

from __future__ import annotations

import xlrd

from llmplan.corpus.extract.ole import OLE_MAGIC, OleDocument, refuse_encrypted
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget

_STREAMS = ("Workbook", "Book")  # BIFF8 (Excel 97+), BIFF5 (Excel 5/95)
_BIFF_BOF = frozenset({b"\x09\x00", b"\x09\x02", b"\x09\x04"})  # BIFF2, BIFF3, BIFF4


def extract_xls(data: bytes, limits: Limits) -> ExtractedText:
    if data.startswith(b"PK\x03\x04"):
        raise SkipFile("an XLSX named .xls (rename it to .xlsx to count it)")
    if data[:2] in _BIFF_BOF:
        stream = data  # Excel 2.x-4.0 wrote the BIFF stream bare, not in a compound file
    elif not data.startswith(OLE_MAGIC):
        raise SkipFile("not an Excel workbook (.xls)")
    else:
        refuse_encrypted(data)
        with OleDocument(data, limits) as ole:
            name = next((s for s in _STREAMS if ole.exists(s)), None)
            if name is None:
                raise SkipFile("not an Excel workbook (.xls)")
            stream = ole.read(name)
    try:
        book = xlrd.open_workbook(
            file_contents=stream, ragged_rows=True, logfile=_Silent(), verbosity=0
        )
    except xlrd.XLRDError as exc:
        if "encrypt" in str(exc).lower():
            raise SkipFile("encrypted document") from None
        raise SkipFile("corrupt Excel workbook") from None
    out = TextBudget(limits)
    for sheet in book.sheets():
        for row in range(sheet.nrows):
            # the cells that hold something, as the XLSX reader reads them
            line = "\t".join(text for cell in sheet.row(row) if (text := _cell_text(cell)))
            if line.strip():
                out.add(line)
    return ExtractedText(text="\n".join(out.parts), kind="xls", pages=book.nsheets or None)


def _cell_text(cell: xlrd.sheet.Cell) -> str:
    if cell.ctype == xlrd.XL_CELL_TEXT:
        return str(cell.value)
    if cell.ctype in (xlrd.XL_CELL_NUMBER, xlrd.XL_CELL_DATE):
        # Excel keeps 15 significant digits: 42.420519999999996 is shown as 42.42052
        value = float(f"{float(cell.value):.15g}")
        return str(int(value)) if value.is_integer() and abs(value) < 1e21 else repr(value)
    if cell.ctype == xlrd.XL_CELL_BOOLEAN:
        return "TRUE" if cell.value else "FALSE"
    return ""


class _Silent:
    """xlrd writes warnings about damaged records to a log file; a scan keeps quiet."""

    def write(self, _text: str) -> int:
        return 0

    def flush(self) -> None:
        pass
