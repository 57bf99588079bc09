"""Issue 34, defect 2: text pdfium finds off the page (outside the crop box) is not counted,
as pdftotext and any viewer leave it out, while the text on the page is all kept."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from reportlab.pdfgen import canvas

from llmplan.corpus.extract import SkipFile, extract_text

DATA = Path(__file__).parent.parent / "data" / "readers_a"
# A govdocs1 report from Apache Tika's test documents whose 12th page has a broken content
# stream: pdfium reads its operators as text drawn right of the page (x > 612 pt)
BAD_PAGE = DATA / "testPDF_bad_page_303226.pdf"
OFF_PAGE_GARBAGE = "Sectiionuseineg"


def _words(text: str) -> Counter[str]:
    return Counter(text.split())


def _shared_share(ours: Counter[str], reference: Counter[str]) -> float:
    """The share of the reference's words (with repeats) that ours has too."""
    return sum((ours & reference).values()) / sum(reference.values())


def test_text_off_the_page_is_left_out_as_pdftotext_does() -> None:
    reference = _words((DATA / "testPDF_bad_page_303226.pdftotext.txt").read_text("utf-8"))
    text = extract_text(BAD_PAGE).text
    assert OFF_PAGE_GARBAGE not in text
    ours = _words(text)
    # whitespace-normalised word counts within 0.5 % of pdftotext's (today: +0.3 %)
    assert sum(ours.values()) == pytest.approx(sum(reference.values()), rel=0.005)
    # and no page text lost: 99 % of pdftotext's words are in ours, and the reverse
    assert _shared_share(ours, reference) > 0.99
    assert _shared_share(reference, ours) > 0.99


def test_text_outside_the_crop_box_is_left_out(tmp_path: Path) -> None:
    """A page whose crop box shows a part of its media box (a print layout's trim)."""
    path = tmp_path / "cropped.pdf"
    pdf = canvas.Canvas(str(path), pagesize=(600, 800), cropBox=(100, 100, 500, 700))
    pdf.setFont("Helvetica", 11)
    pdf.drawString(120, 650, "Shown inside the crop box")
    pdf.drawString(95, 400, "Straddling the left edge")  # partly shown: kept (pdftotext too)
    pdf.drawString(10, 750, "Cut marks outside")
    pdf.drawString(120, 40, "Printer slug below")
    pdf.drawString(-300, 300, "Off the media box")
    pdf.showPage()
    pdf.save()
    text = extract_text(path).text
    assert text.split("\n") == ["Shown inside the crop box", "Straddling the left edge"]


def test_a_page_whose_only_text_is_off_the_page_has_no_text(tmp_path: Path) -> None:
    path = tmp_path / "off.pdf"
    pdf = canvas.Canvas(str(path), pagesize=(600, 800))
    pdf.setFont("Helvetica", 11)
    pdf.drawString(700, 400, "Nobody sees this")
    pdf.showPage()
    pdf.save()
    with pytest.raises(SkipFile):
        extract_text(path)
