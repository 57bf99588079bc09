"""Scanned PDF pages (an image, no text layer) are counted apart as "needs OCR": per page in
the extractor, per scan in the report and its JSON, in the count only when asked."""

from __future__ import annotations

import json
from pathlib import Path

import fixture_docs as fd
import pytest
from PIL import Image
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from llmplan.cli import main
from llmplan.corpus.extract import SkipFile, extract_text
from llmplan.corpus.extract.types import ScannedPages
from llmplan.corpus.reasons import Reason, entry, group_heading, reason
from llmplan.corpus.report import NeedsOcr
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer
from llmplan.presentation import i18n
from llmplan.presentation.ocr_text import needs_ocr_line
from llmplan.units import TOKENS_PER_PAGE

TEXT = "Die Prüfung der Maßnahmen ergab keine Änderungen an den Verträgen."


def write_pdf(path: Path, pages: list[str]) -> None:
    """Pages of 'text' (one line), 'image' (a scan: a picture, no text) or 'blank'."""
    picture = ImageReader(Image.new("RGB", (120, 160), "white"))
    sheet = canvas.Canvas(str(path))
    for page in pages:
        if page == "text":
            sheet.drawString(72, 720, TEXT)
        elif page == "image":
            sheet.drawImage(picture, 72, 72, 300, 400)
        sheet.showPage()
    sheet.save()


def test_a_page_with_an_image_and_no_text_is_a_scan_a_blank_page_is_not(tmp_path: Path) -> None:
    write_pdf(tmp_path / "gemischt.pdf", ["text", "image", "blank", "image"])
    result = extract_text(tmp_path / "gemischt.pdf")
    assert (result.pages, result.text_pages, result.ocr_pages) == (4, 1, 2)
    assert result.text.strip() == TEXT


def test_a_pdf_of_scans_only_is_skipped_with_its_pages(tmp_path: Path) -> None:
    write_pdf(tmp_path / "scan.pdf", ["image", "image", "image"])
    with pytest.raises(ScannedPages) as skipped:
        extract_text(tmp_path / "scan.pdf")
    assert skipped.value.reason.code == "scanned_pdf" and skipped.value.pages == 3
    write_pdf(tmp_path / "leer.pdf", ["blank"])
    with pytest.raises(SkipFile) as blank:
        extract_text(tmp_path / "leer.pdf")
    assert not isinstance(blank.value, ScannedPages)  # nothing to OCR on a blank page


def test_the_scan_estimates_scanned_pages_from_its_text_pages(tmp_path: Path) -> None:
    write_pdf(tmp_path / "bericht.pdf", ["text", "text", "image"])
    write_pdf(tmp_path / "scan.pdf", ["image", "image"])
    report = scan_corpus(tmp_path, ScanOptions(tokenizers=["gpt2"], workers=1))
    text_tokens = load_tokenizer("gpt2").count(extract_text(tmp_path / "bericht.pdf").text)
    needs = report.to_json_dict()["needs_ocr"]
    assert (needs["files"], needs["pages"]) == (2, 3)
    assert needs["tokens_per_page"] == pytest.approx(text_tokens / 2, abs=0.05)
    assert needs["tokens_estimated"] == round(3 * text_tokens / 2)
    assert needs["per_page_from"] == "this scan" and needs["included"] is False
    assert report.tokens_estimated == report.tokens_counted == text_tokens  # not in the count


def test_without_text_pages_the_typical_page_is_used_and_the_flag_adds_it(tmp_path: Path) -> None:
    write_pdf(tmp_path / "scan.pdf", ["image"] * 5)
    (tmp_path / "notiz.txt").write_text(TEXT, encoding="utf-8")
    options = ScanOptions(tokenizers=["gpt2"], workers=1, include_ocr_estimate=True)
    report = scan_corpus(tmp_path, options)
    assert report.needs_ocr.per_page_from == "typical page"
    assert report.needs_ocr.tokens_estimated == 5 * TOKENS_PER_PAGE == 2000
    counted = load_tokenizer("gpt2").count(TEXT)
    assert report.tokens_counted == counted
    assert report.tokens_estimated == counted + 2000 and report.needs_ocr.included


def test_the_command_line_flag_and_the_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_pdf(tmp_path / "akte.pdf", ["text", "image"])
    assert main(["corpus", str(tmp_path), "--tokenizer", "gpt2", "--json",
                 "--include-ocr-estimate"]) == 0  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert data["needs_ocr"]["included"] is True and data["needs_ocr"]["pages"] == 1
    assert (
        data["tokens_estimated"] == data["tokens_counted"] + data["needs_ocr"]["tokens_estimated"]
    )
    assert main(["corpus", str(tmp_path), "--tokenizer", "gpt2"]) == 0
    table = capsys.readouterr().out
    assert "needs OCR: 1 page in 1 file ≈" in table and "not in the count" in table


def test_the_line_reads_in_german() -> None:
    needs = NeedsOcr(files=3, pages=21, tokens_estimated=8400, tokens_per_page=400,
                     per_page_from="typical page", included=False)  # fmt: skip
    try:
        i18n.set_language("de")
        line = needs_ocr_line(needs) or ""
    finally:
        i18n.set_language("en")
    assert line.startswith("OCR nötig: 21 Seiten in 3 Dateien ≈ 8,40 Tsd. Token (400 je Seite")
    assert "nicht in der Zählung" in line and "typische Seite" in line
    assert needs_ocr_line(NeedsOcr(files=0, pages=0)) is None


@pytest.mark.parametrize(
    ("found", "german"),
    [
        (reason("outlook_archive", size=2_306_867),
         "Outlook-Postfacharchiv: als .msg oder .mbox exportieren, um es zu zählen (2,2 MiB)"),
        (reason("corrupt_ole_chain_loop"), "beschädigte OLE-Datei (Sektorkette im Kreis)"),
        (reason("nested_containers", levels=4),
         "zu tief verschachtelt (Container mehr als 4 Ebenen tief)"),
        (reason("not_doc"), "kein Word-Dokument (.doc)"),
    ],
)  # fmt: skip
def test_the_new_skip_reasons_read_in_german(found: Reason, german: str) -> None:
    from llmplan.presentation.skip_reasons import group_text, reason_text

    group = entry(found.code).group
    try:
        i18n.set_language("de")
        assert reason_text(found) == german
        # the Corpus tab's group line is German too
        assert group_text(group) != group_heading(group)
    finally:
        i18n.set_language("en")


PRICE_ROWS = [
    f"{40000 + row:>6}  Dichtung KP{400 + row % 7}-{row % 13:02d}  {12 + row % 9},{row % 100:02d}  "
    f"{1 + row % 5}  {(12 + row % 9) * (1 + row % 5)},{row % 100:02d}  2024-{1 + row % 12:02d}-15"
    for row in range(180)
]


def write_price_list(path: Path, rows: list[str], rows_per_page: int = 60) -> None:
    """A spreadsheet printed to PDF: a dense table of figures in a small font."""
    sheet = canvas.Canvas(str(path))
    for start in range(0, len(rows), rows_per_page):
        sheet.setFont("Helvetica", 8)
        for line, row in enumerate(rows[start : start + rows_per_page]):
            sheet.drawString(36, 810 - 13 * line, row)
        sheet.showPage()
    sheet.save()


def test_printed_spreadsheets_and_workbooks_do_not_set_the_scanned_pages_estimate(
    tmp_path: Path,
) -> None:
    """A scanned PDF beside a price list printed to PDF and a big workbook: the scanned pages
    are estimated from the pages of running text only (the letter's), not from the tables'
    dense pages nor from the workbook's sheets."""
    import openpyxl

    write_pdf(tmp_path / "scan.pdf", ["image"] * 4)
    letter = ["Sehr geehrte Damen und Herren,", *[TEXT] * 25, "Mit freundlichen Grüßen"]
    fd.write_pdf(tmp_path / "brief.pdf", [letter, letter])
    write_price_list(tmp_path / "preisliste.pdf", PRICE_ROWS)
    book = openpyxl.Workbook()
    for row in PRICE_ROWS * 20:
        book.active.append(row.split())
    book.save(tmp_path / "preisliste.xlsx")
    report = scan_corpus(tmp_path, ScanOptions(tokenizers=["gpt2"], workers=1))
    counter = load_tokenizer("gpt2")
    letter_tokens = counter.count(extract_text(tmp_path / "brief.pdf").text)
    table_tokens = counter.count(extract_text(tmp_path / "preisliste.pdf").text)
    assert table_tokens / 3 > 1.5 * letter_tokens / 2  # the tables' pages are the dense ones
    needs = report.needs_ocr
    assert (needs.files, needs.pages, needs.per_page_from) == (1, 4, "this scan")
    assert needs.tokens_per_page == pytest.approx(letter_tokens / 2, abs=0.5)
    assert needs.tokens_estimated == pytest.approx(4 * letter_tokens / 2, abs=2)


def test_a_page_of_figures_reads_as_a_table_a_page_of_prose_does_not() -> None:
    from llmplan.corpus.extract.pdf import reads_as_table

    assert reads_as_table("\n".join(PRICE_ROWS[:50]))
    assert not reads_as_table(" ".join([TEXT] * 20) + " Vertrag Nr. 2024-117 vom 3. März 2024.")
