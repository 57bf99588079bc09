"""The Corpus tab's "needs OCR" row and the option that puts the estimate into the count."""

from __future__ import annotations

from pathlib import Path

from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

from llmplan.corpus.report import CorpusReport, NeedsOcr
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.gui.tabs.corpus_results import CorpusResultsView
from llmplan.gui.tabs.scan_options import ScanOptionsPanel

NEEDS = NeedsOcr(files=3, pages=21, tokens_estimated=8400, tokens_per_page=400,
                 per_page_from="typical page", included=False)  # fmt: skip


def write_pdf(path: Path, pages: list[str]) -> None:
    """A page of text, or a scan: an image and no text layer."""
    from PIL import Image

    picture = ImageReader(Image.new("RGB", (120, 160), "white"))
    sheet = canvas.Canvas(str(path))
    for page in pages:
        if page == "text":
            sheet.drawString(72, 720, "Der Bericht über die Prüfung der Maßnahmen.")
        else:
            sheet.drawImage(picture, 72, 72, 300, 400)
        sheet.showPage()
    sheet.save()


def test_the_scanned_pages_row_shows_the_line_of_a_real_scan(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    write_pdf(tmp_path / "akte.pdf", ["text", "image", "image"])
    report = scan_corpus(tmp_path, ScanOptions(tokenizers=["gpt2"], workers=1))
    view = CorpusResultsView()
    qtbot.addWidget(view)
    view.show_report(report)
    text = view.totals["ocr"].text()
    assert text.startswith("needs OCR: 2 pages in 1 file ≈ ") and "not in the count" in text
    view.show_report(report.model_copy(update={"needs_ocr": NeedsOcr()}))
    assert view.totals["ocr"].text() == "none"


def test_the_row_and_the_option_read_in_german(qtbot) -> None:  # type: ignore[no-untyped-def]
    from llmplan.gui.i18n import install_language

    try:
        install_language("de")
        view = CorpusResultsView()
        panel = ScanOptionsPanel(default_tokenizer="gpt2")
        qtbot.addWidget(view)
        qtbot.addWidget(panel)
        view.show_report(CorpusReport(roots=[], primary_tokenizer="gpt2", needs_ocr=NEEDS))
        assert view.totals["ocr"].text().startswith("OCR nötig: 21 Seiten in 3 Dateien")
        assert panel.ocr_check.text() == "Gescannte Seiten zählen (&OCR-Schätzung)"
        assert not panel.ocr_check.isChecked()  # the estimate is not counted unless asked
    finally:
        install_language("en")
