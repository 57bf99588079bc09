"""PDF -> text with pypdfium2 (BSD/Apache; 10-50x faster than pure-Python readers here)."""

from __future__ import annotations

import pypdfium2 as pdfium

from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile

# pdfium marks line-end hyphenation and other artefacts with these; they are not content.
_ARTEFACTS = str.maketrans({"\r": None, "\x00": None, "\ufffe": None, "\x02": "-"})


def _open(data: bytes) -> pdfium.PdfDocument:
    try:
        return pdfium.PdfDocument(data)
    except pdfium.PdfiumError as exc:
        message = str(exc).lower()
        if "password" in message or "security" in message:
            raise SkipFile("encrypted PDF") from None
        raise SkipFile("corrupt PDF") from None


def extract_pdf(data: bytes, limits: Limits) -> ExtractedText:
    """Text of every page, pages joined by a newline."""
    if b"%PDF-" not in data[:1024]:
        # pdfium accepts a header a little way in; without one the file is not a PDF.
        raise SkipFile("corrupt PDF")
    pdf = _open(data)
    try:
        n_pages = len(pdf)
        if n_pages > limits.max_pdf_pages:
            raise SkipFile(f"too many pages ({n_pages} > {limits.max_pdf_pages})")
        pages = [_page_text(pdf, index) for index in range(n_pages)]
    finally:
        pdf.close()
    text = "\n".join(pages)
    if not text.strip():
        raise SkipFile("no text layer (scanned PDF?)" if n_pages else "corrupt PDF")
    return ExtractedText(text=text, kind="pdf", pages=n_pages)


def _page_text(pdf: pdfium.PdfDocument, index: int) -> str:
    """One page's text; a page pdfium cannot load counts as empty, not as a failed file."""
    try:
        page = pdf[index]
    except pdfium.PdfiumError:
        return ""
    try:
        textpage = page.get_textpage()
        try:
            raw = textpage.get_text_bounded()
        finally:
            textpage.close()
    except pdfium.PdfiumError:
        return ""
    finally:
        page.close()
    return raw.translate(_ARTEFACTS).strip("\n")
