"""Strict Open XML ("Strict Open XML Spreadsheet/Document" in Excel's and Word's Save As)
reads like the usual transitional files: a Strict workbook with text read as "no text"."""

from __future__ import annotations

import zipfile
from pathlib import Path

import fixture_docs as fd
import pytest

from llmplan.corpus.extract import extract_text
from llmplan.corpus.scan import ScanOptions, scan_corpus

DATA = Path(__file__).parents[1] / "data" / "strict_ooxml"
# Transitional namespace -> Strict one, as ISO/IEC 29500 Strict names them
STRICT = {
    b"http://schemas.openxmlformats.org/wordprocessingml/2006/main": (
        b"http://purl.oclc.org/ooxml/wordprocessingml/main"
    ),
    b"http://schemas.openxmlformats.org/drawingml/2006/main": (
        b"http://purl.oclc.org/ooxml/drawingml/main"
    ),
    b"http://schemas.openxmlformats.org/presentationml/2006/main": (
        b"http://purl.oclc.org/ooxml/presentationml/main"
    ),
    b"http://schemas.openxmlformats.org/officeDocument/2006/relationships": (
        b"http://purl.oclc.org/ooxml/officeDocument/relationships"
    ),
}


def as_strict(source: Path, target: Path) -> None:
    """A copy of an OOXML package with every XML part in the Strict namespaces."""
    with zipfile.ZipFile(source) as inside, zipfile.ZipFile(target, "w") as outside:
        for info in inside.infolist():
            data = inside.read(info)
            if info.filename.endswith((".xml", ".rels")):
                for transitional, strict in STRICT.items():
                    data = data.replace(transitional, strict)
            outside.writestr(info, data)


def test_a_strict_workbook_saved_by_excel_reads_its_cells() -> None:
    """Apache POI's sample.strict.xlsx (Excel 2013): text cells, numbers, rich-text runs and a
    formula's cached value, three sheets."""
    result = extract_text(DATA / "sample.strict.xlsx")
    lines = result.text.splitlines()
    assert result.kind == "xlsx" and result.pages == 3
    assert lines[:3] == ["Lorem\t111", "ipsum\t222", "dolor\t333"]
    assert "at\t4995" in lines  # SUM(B1:B9): the cached value, not the formula
    assert "The quick brown fox jumps over the lazy dog" in lines
    assert "hello, xssf\thello, xssf" in lines  # runs of one shared string joined


def test_a_strict_workbook_is_counted_in_a_scan(tmp_path: Path) -> None:
    (tmp_path / "tabelle.xlsx").write_bytes((DATA / "sample.strict.xlsx").read_bytes())
    report = scan_corpus(tmp_path, ScanOptions(tokenizers=["gpt2"], workers=1))
    assert report.files_read == 1 and report.files_skipped == 0
    assert report.tokens_counted > 40


@pytest.mark.parametrize("kind", ["docx", "pptx"])
def test_strict_word_and_powerpoint_files_read_like_transitional_ones(
    tmp_path: Path, kind: str
) -> None:
    transitional = tmp_path / f"usual.{kind}"
    if kind == "docx":
        fd.write_docx(transitional)
    else:
        fd.write_pptx(transitional)
    strict = tmp_path / f"strict.{kind}"
    as_strict(transitional, strict)
    assert b"purl.oclc.org" in zipfile.ZipFile(strict).read(
        "word/document.xml" if kind == "docx" else "ppt/slides/slide1.xml"
    )
    expected = extract_text(transitional)
    assert extract_text(strict) == expected and expected.text.strip()
