"""Spreadsheets -> text: the cell contents of XLSX and ODS, one line per row, cells by tab;
then the text of XLSX drawings (text boxes, shapes), one line per paragraph.

XLSX keeps text cells in one shared-string table and numbers inline; a row's cells are read
in order, a text cell looked up in that table. A Strict Open XML workbook reads the same
(`ooxml_names`). ODS keeps everything in content.xml.
Formulas are not text (only their cached values are read). A number in a date format is
written as the date (2021-01-01), not its serial number (`sheet_dates`).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
import zipfile
from collections.abc import Iterator
from typing import NamedTuple

from llmplan.corpus.extract import ooxml_package, xmlsafe
from llmplan.corpus.extract.ooxml_names import transitional
from llmplan.corpus.extract.pptx_parts import paragraph_lines
from llmplan.corpus.extract.sheet_dates import date_styles, date_text, uses_1904
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile
from llmplan.corpus.extract.zipguard import member_names, open_zip, read_members

_S = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_WORKBOOK, _SHARED, _STYLES = "xl/workbook.xml", "xl/sharedStrings.xml", "xl/styles.xml"
_SHEET = re.compile(r"xl/worksheets/sheet(\d+)\.xml")
_DRAWING = re.compile(r"xl/drawings/drawing(\d+)\.xml")
_TABLE = "{urn:oasis:names:tc:opendocument:xmlns:table:1.0}"
_TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
# ODS writes an empty row repeated to the sheet's end (1,048,576 rows): never expand repeats
# beyond this, so a tiny file cannot turn into millions of lines
_MAX_REPEAT = 100


def _ends(data: bytes) -> Iterator[tuple[str, ET.Element]]:
    """(tag, element) as each element of a workbook part ends, Strict's namespaces read as
    the transitional ones."""
    for event, element in xmlsafe.iter_events(data):
        if event == "end":
            yield transitional(element.tag), element


def _shared_strings(data: bytes) -> list[str]:
    strings: list[str] = []
    parts: list[str] = []
    for tag, element in _ends(data):
        if tag == _S + "t":
            parts.append(element.text or "")
        elif tag == _S + "si":
            strings.append("".join(parts))
            parts = []
            element.clear()
    return strings


class _Dates(NamedTuple):
    styles: frozenset[int]  # cellXfs indexes that show dates
    from_1904: bool


def _sheet_lines(data: bytes, shared: list[str], dates: _Dates) -> list[str]:
    lines: list[str] = []
    row: list[str] = []
    value: str | None = None
    inline: list[str] = []
    for tag, element in _ends(data):
        if tag == _S + "v":
            value = element.text
        elif tag == _S + "t":
            inline.append(element.text or "")
        elif tag == _S + "c":
            kind = element.get("t")
            if kind == "s" and value is not None and value.strip().isdigit():
                index = int(value)
                row.append(shared[index] if index < len(shared) else "")
            elif kind == "inlineStr":
                row.append("".join(inline))
            elif value is not None:
                row.append(_number_text(value, kind, element.get("s"), dates))
            value, inline = None, []
            element.clear()
        elif tag == _S + "row":
            if any(cell.strip() for cell in row):
                lines.append("\t".join(row).rstrip("\t"))
            row = []
            element.clear()
    return lines


def _number_text(value: str, kind: str | None, style: str | None, dates: _Dates) -> str:
    """A value cell as stored, or the date it stands for where its style shows a date."""
    if kind in (None, "n") and style is not None and style.isdigit() and int(style) in dates.styles:
        return date_text(value, dates.from_1904) or value
    return value


def extract_xlsx(data: bytes, limits: Limits) -> ExtractedText:
    archive = open_zip(data)
    present = member_names(archive)
    book = _workbook_parts(archive, present, limits)
    names = book.sheets
    if not names:
        raise SkipFile("not_xlsx")
    drawings = _numbered(present, _DRAWING)
    shared_name = [book.shared] if book.shared else []
    parts = read_members(archive, [*names, *drawings, *shared_name], limits)
    shared = _shared_strings(parts[-1]) if book.shared else []
    dates = _read_dates(archive, book, limits)
    lines: list[str] = []
    for part in parts[: len(names)]:
        lines.extend(_sheet_lines(part, shared, dates))
    for part in parts[len(names) : len(names) + len(drawings)]:
        lines.extend(paragraph_lines(part))  # charts hold no a:p
    return ExtractedText(text="\n".join(lines), kind="xlsx", pages=len(names))


class _Workbook(NamedTuple):
    """Where a workbook's parts are: its sheets in order, shared strings, styles."""

    workbook: str | None
    sheets: list[str]
    shared: str | None
    styles: str | None


def _workbook_parts(archive: zipfile.ZipFile, present: set[str], limits: Limits) -> _Workbook:
    """By the package's relationships, else by the usual names (sheets in number order)."""
    main = ooxml_package.main_part(archive, limits) or _WORKBOOK
    if main in present:
        (data,) = read_members(archive, [main], limits)
        sheets = ooxml_package.ordered_parts(archive, main, data, "}sheet", "worksheet", limits)
        if sheets:
            shared = ooxml_package.related_of_kind(archive, main, "sharedStrings", limits)
            styles = ooxml_package.related_of_kind(archive, main, "styles", limits)
            return _Workbook(main, sheets, next(iter(shared), None), next(iter(styles), None))
    return _Workbook(
        _WORKBOOK if _WORKBOOK in present else None,
        _numbered(present, _SHEET),
        _SHARED if _SHARED in present else None,
        _STYLES if _STYLES in present else None,
    )


def _read_dates(archive: zipfile.ZipFile, book: _Workbook, limits: Limits) -> _Dates:
    styles, workbook = book.styles, book.workbook
    found = [name for name in (styles, workbook) if name is not None]
    parts = dict(zip(found, read_members(archive, found, limits), strict=True))
    return _Dates(
        date_styles(parts[styles]) if styles is not None else frozenset(),
        uses_1904(parts[workbook]) if workbook is not None else False,
    )


def _numbered(names: set[str], pattern: re.Pattern[str]) -> list[str]:
    """The names matching `pattern` (its group 1 a number), in number order."""
    found = [(int(m.group(1)), name) for name in names if (m := pattern.fullmatch(name))]
    return [name for _, name in sorted(found)]


def _repeat(element: object, attribute: str) -> int:
    try:
        return max(1, min(int(element.get(attribute, "1")), _MAX_REPEAT))  # type: ignore[attr-defined]
    except ValueError:
        return 1


def extract_ods(data: bytes, limits: Limits) -> ExtractedText:
    archive = open_zip(data)
    if "content.xml" not in member_names(archive):
        raise SkipFile("not_opendocument")
    (content,) = read_members(archive, ["content.xml"], limits)
    lines: list[str] = []
    row: list[str] = []
    paragraphs: list[str] = []
    sheets = 0
    for event, element in xmlsafe.iter_events(content):
        if event != "end":
            continue
        tag = element.tag
        if tag == _TEXT + "p":
            paragraphs.append("".join(element.itertext()))
        elif tag in (_TABLE + "table-cell", _TABLE + "covered-table-cell"):
            cell = "\n".join(paragraphs)
            row.extend(
                [cell] * (_repeat(element, _TABLE + "number-columns-repeated") if cell else 1)
            )
            paragraphs = []
            element.clear()
        elif tag == _TABLE + "table-row":
            if any(cell.strip() for cell in row):
                line = "\t".join(row).rstrip("\t")
                lines.extend([line] * _repeat(element, _TABLE + "number-rows-repeated"))
            row = []
            element.clear()
        elif tag == _TABLE + "table":
            sheets += 1
    return ExtractedText(text="\n".join(lines), kind="ods", pages=sheets or None)
