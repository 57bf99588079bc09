"""Which XLSX cells are dates, and the date a serial number stands for.

Excel stores a date as a number of days (44197 is 2021-01-01) and says it is a date only
by the cell's number format: the style index `s` of a cell points into `cellXfs` in
xl/styles.xml, whose `numFmtId` is a built-in date format or a custom code with date parts.
"""

from __future__ import annotations

import datetime
import re

from llmplan.corpus.extract import xmlsafe
from llmplan.corpus.extract.ooxml_names import transitional

_S = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
# ECMA-376 Part 1, 18.8.30: the built-in formats that show dates or times
_BUILTIN_DATES = frozenset({*range(14, 23), *range(27, 37), *range(45, 48), *range(50, 59)})
# Parts of a format code that are not date parts: quoted text, escaped characters, colours
# and conditions in brackets
_NOT_DATE_PARTS = re.compile(r'"[^"]*"|\\.|\[[^\]]*\]|_.|\*.')
_DATE_LETTERS = re.compile(r"[ymdhs]", re.IGNORECASE)
_EPOCH_1900 = datetime.datetime(1899, 12, 30)  # serial 61 = 1900-03-01 (after Lotus's 29 Feb)
_EPOCH_1904 = datetime.datetime(1904, 1, 1)
_MAX_SERIAL = 2958465  # 9999-12-31


def date_styles(styles: bytes) -> frozenset[int]:
    """The indexes into cellXfs of the styles that show a date or a time."""
    custom: dict[int, str] = {}
    formats: list[int] = []
    in_cell_xfs = False
    for event, element in xmlsafe.iter_events(styles):
        tag = transitional(element.tag)
        if tag == _S + "cellXfs":
            in_cell_xfs = event == "start"
        elif event != "end":
            continue
        elif tag == _S + "numFmt":
            custom[_number(element.get("numFmtId"))] = element.get("formatCode") or ""
        elif tag == _S + "xf" and in_cell_xfs:
            formats.append(_number(element.get("numFmtId")))
    return frozenset(
        index
        for index, number_format in enumerate(formats)
        if number_format in _BUILTIN_DATES
        or (number_format in custom and _is_date_code(custom[number_format]))
    )


def _number(text: str | None) -> int:
    try:
        return int(text or "0")
    except ValueError:
        return 0


def _is_date_code(code: str) -> bool:
    return bool(_DATE_LETTERS.search(_NOT_DATE_PARTS.sub("", code)))


def uses_1904(workbook: bytes) -> bool:
    """Whether the workbook counts days from 1904 (Excel for Mac before 2011)."""
    for event, element in xmlsafe.iter_events(workbook):
        if event == "end" and transitional(element.tag) == _S + "workbookPr":
            return element.get("date1904", "").lower() in ("1", "true")
    return False


def date_text(value: str, from_1904: bool) -> str | None:
    """A date cell as text (2021-01-01, 2021-01-01 12:30:00, or 12:30:00 for a time alone);
    None for text or a number out of range."""
    moment = serial_date(value, from_1904)
    if moment is None:
        return None
    if float(value) < 1:
        return moment.time().isoformat()
    return moment.date().isoformat() if moment.time() == datetime.time() else str(moment)


def serial_date(value: str, from_1904: bool) -> datetime.datetime | None:
    """The moment a serial number stands for; None for text or a number out of range."""
    try:
        serial = float(value)
    except ValueError:
        return None
    if not 0 <= serial <= _MAX_SERIAL:
        return None
    if from_1904:
        epoch = _EPOCH_1904
    else:
        epoch = _EPOCH_1900 if serial >= 61 else _EPOCH_1900 + datetime.timedelta(days=1)
    moment = epoch + datetime.timedelta(days=serial)
    # to the second, as Excel shows it: 0.999999 days is not a day early
    return moment.replace(microsecond=0) + datetime.timedelta(
        seconds=round(moment.microsecond / 1e6)
    )
