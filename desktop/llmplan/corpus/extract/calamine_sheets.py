"""Excel binary workbooks (.xlsb), and the .xls files xlrd gives up on, read by calamine
(python-calamine, MIT: a Rust reader of .xlsb/.xls/.xlsx/.ods from wheels).

Cells as the other spreadsheet readers write them: one line per row, the cells that hold
something by tab, numbers as Excel shows a general number, dates as dates (2021-01-01).
"""

from __future__ import annotations

import datetime
import io

import python_calamine

from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget
from llmplan.corpus.extract.zipguard import check_members, member_names, open_zip

CellValue = str | int | float | bool | datetime.date | datetime.time | datetime.timedelta


def workbook_text(data: bytes, limits: Limits, kind: str) -> ExtractedText:
    """The cell text of a workbook calamine reads; SkipFile when it cannot."""
    try:
        book = python_calamine.CalamineWorkbook.from_filelike(io.BytesIO(data))
        names = book.sheet_names
        sheets = [book.get_sheet_by_name(name).to_python(skip_empty_area=True) for name in names]
    except python_calamine.PasswordError:
        raise SkipFile("encrypted_document") from None
    except BaseException as exc:
        if not _calamine_failure(exc):
            raise
        raise SkipFile("extraction_failed", kind=kind, error=type(exc).__name__) from None
    out = TextBudget(limits)
    for rows in sheets:
        for row in rows:
            line = "\t".join(text for cell in row if (text := cell_text(cell)))
            if line.strip():
                out.add(line)
    return ExtractedText(text="\n".join(out.parts), kind=kind, pages=len(names) or None)


def _calamine_failure(exc: BaseException) -> bool:
    """calamine's own errors, and its Rust panics on records it does not expect (pyo3 raises
    those as PanicException, a BaseException: no `except Exception` sees them)."""
    return isinstance(exc, python_calamine.CalamineError | ValueError | OSError) or (
        type(exc).__name__ == "PanicException"
    )


def cell_text(value: CellValue) -> str:
    """A cell as Excel shows it in a general format; a date without its midnight."""
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, float):
        return general_number(value)
    if isinstance(value, datetime.datetime):
        return value.date().isoformat() if value.time() == datetime.time() else str(value)
    if isinstance(value, datetime.date | datetime.time):
        return value.isoformat()
    return str(value)


def general_number(value: float) -> str:
    """Excel keeps 15 significant digits: 42.420519999999996 is shown as 42.42052."""
    value = float(f"{value:.15g}")
    return str(int(value)) if value.is_integer() and abs(value) < 1e21 else repr(value)


def extract_xlsb(data: bytes, limits: Limits) -> ExtractedText:
    with open_zip(data) as archive:  # the zip guards, before calamine inflates anything
        check_members(archive, sorted(member_names(archive)), limits)
    return workbook_text(data, limits, "xlsb")
