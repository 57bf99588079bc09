"""Spreadsheets: dates as dates, Excel binary workbooks (.xlsb), and the .xls files xlrd gives
up on, each on a real file."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from llmplan.corpus.extract import extract_text
from llmplan.corpus.extract.types import SkipFile

DATA = Path(__file__).parent.parent / "data" / "spreadsheets"


def _rows(path: Path) -> list[list[str]]:
    return [line.split("\t") for line in extract_text(path).text.splitlines()]


def test_xlsx_dates_are_read_as_dates_not_serial_numbers() -> None:
    # POI's DateFormatTests.xlsx: each test row is (Excel's rendering as text, format code,
    # the date value in that format, category); the values are three moments.
    categories = ("Date", "Time", "Date,Time")
    rows = [row for row in _rows(DATA / "DateFormatTests.xlsx") if row[-1] in categories]
    assert len(rows) >= 40
    moments = {datetime.datetime.fromisoformat(row[2]) for row in rows}
    assert moments == {
        datetime.datetime(1952, 10, 11, 14, 35, 27),
        datetime.datetime(2003, 2, 1, 4, 5, 6),
        datetime.datetime(2025, 1, 1),  # its own rendering: "01-01-2025"
    }


def test_xls_dates_in_both_date_systems() -> None:
    # The same day, 2000-01-01, stored from 1900 (serial 36526) and from 1904 (35064)
    for name in ("1900DateWindowing.xls", "1904DateWindowing.xls"):
        assert extract_text(DATA / name).text.split() == ["2000-01-01", "2000-01-01"]


def test_xlsb_cells_numbers_and_dates() -> None:
    # POI's testVarious.xlsb: a label in column A, the value of that type beside it
    result = extract_text(DATA / "testVarious.xlsb")
    assert result.kind == "xlsb"
    cells = {row[0]: row[1:] for row in _rows(DATA / "testVarious.xlsb")}
    assert cells["String"] == ["This is a string"]
    assert cells["integer"] == ["13"]
    assert cells["float"] == ["13.1211231321"]
    assert cells["long int"] == ["123456789012345"]
    assert cells["date"] == ["2017-03-09"]
    assert extract_text(DATA / "date.xlsb").text.split() == ["2013-01-12"]


def test_xls_that_xlrd_rejects_is_read_whole() -> None:
    # POI's 47251_1.xls: xlrd stops with an AssertionError; Excel and LibreOffice read it
    result = extract_text(DATA / "47251_1.xls")
    assert result.kind == "xls"
    expected = (DATA / "47251_1.libreoffice.txt").read_text(encoding="utf-8")
    assert _normalised(result.text) == _normalised(expected)


def _normalised(text: str) -> list[str]:
    return text.replace('"', "").split()


@pytest.mark.parametrize("cut", [0.3, 0.6, 0.9])
def test_a_truncated_xlsb_is_skipped_with_a_reason(tmp_path: Path, cut: float) -> None:
    # calamine's errors, and its Rust panics (a BaseException), end as a skip, never a crash
    data = (DATA / "testVarious.xlsb").read_bytes()
    path = tmp_path / "cut.xlsb"
    path.write_bytes(data[: int(len(data) * cut)])
    with pytest.raises(SkipFile):
        extract_text(path)


def test_an_xlsb_calamine_panics_on_is_skipped_with_a_reason() -> None:
    # POI's Simple.xlsb: calamine 0.37's reader panics on it ("no entry found for key");
    # pyo3 raises that as a BaseException, which must end as a skip, not end the worker
    with pytest.raises(SkipFile) as caught:
        extract_text(DATA / "Simple.xlsb")
    assert caught.value.reason.code == "extraction_failed"
