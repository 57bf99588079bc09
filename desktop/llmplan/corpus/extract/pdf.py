"""PDF -> text with pypdfium2 (BSD/Apache; 10-50x faster than pure-Python readers here)."""

from __future__ import annotations

import ctypes
import logging
import os

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from llmplan.corpus.extract.garbled import GarbledPages
from llmplan.corpus.extract.reading import OpenedFile
from llmplan.corpus.extract.types import (
    ExtractedText,
    Limits,
    ScannedPages,
    SkipFile,
    TextBudget,
)

# Larger PDFs are not copied into memory: pdfium reads them through the open descriptor.
_IN_MEMORY_BYTES = 64 * 1024**2

# A text page whose non-blank characters are at least this share digits reads as a table
# (a printed spreadsheet, a price list): running text has a few per cent (dates, figures in
# sentences), a price list a third and more
TABLE_DIGIT_SHARE = 0.25
_BLANKS = (" ", "\n", "\t", "\xa0")
_DIGITS = "0123456789"
# How far (points) a glyph's box may reach past the page box and still count as off it:
# text set at the very edge overhangs it a little.
_EDGE = 1.0
_FAR = 1e7  # points: a box around anything a page can draw
Box = tuple[float, float, float, float]  # left, bottom, right, top in PDF points

# pdfium marks line-end hyphenation and other artefacts with these; they are not content.
# Replaced one by one where present: str.translate with a table looks up every character
# and cost a seventh of the extraction time.
_ARTEFACTS = (("\r", ""), ("\x00", ""), ("\ufffe", ""), ("\x02", "-"))


def _open(source: bytes | str) -> pdfium.PdfDocument:
    try:
        return pdfium.PdfDocument(source)
    except pdfium.PdfiumError as exc:
        message = str(exc).lower()
        if "password" in message or "security" in message:
            raise SkipFile("encrypted_pdf") from None
        raise SkipFile("corrupt_pdf") from None


def _source(document: bytes | OpenedFile) -> bytes | str:
    """What pdfium opens: the bytes, or for a large file the descriptor's own name
    (/proc/self/fd/N names exactly the file already opened and checked)."""
    if isinstance(document, bytes):
        return document
    if document.size > _IN_MEMORY_BYTES:
        for own_name in (f"/proc/self/fd/{document.descriptor}", f"/dev/fd/{document.descriptor}"):
            if os.path.exists(own_name):
                return own_name
    return document.read_all(document.size)


def extract_pdf(document: bytes | OpenedFile, limits: Limits) -> ExtractedText:
    """Text of every page, pages joined by a newline; refused once the text passes
    `limits.max_text_chars`."""
    head = document[:1024] if isinstance(document, bytes) else document.read_at(0, 1024)
    if b"%PDF-" not in head:
        # pdfium accepts a header a little way in; without one the file is not a PDF.
        raise SkipFile("corrupt_pdf")
    pdf = _open(_source(document))
    budget = TextBudget(limits)
    scanned = with_text = tables = table_characters = 0
    garbled = GarbledPages()
    try:
        n_pages = len(pdf)
        if n_pages > limits.max_pdf_pages:
            raise SkipFile("too_many_pages", pages=n_pages, limit=limits.max_pdf_pages)
        forms = _init_forms(pdf)
        for index in range(n_pages):
            text, image_only = _page_text(pdf, index, forms)
            scanned += image_only
            if text.strip():
                with_text += 1
                if reads_as_table(text):
                    tables += 1
                    table_characters += len(text)
                garbled.add(text)
            budget.add(text)
            budget.chars += 1  # the newline between pages
    finally:
        pdf.close()
    text = budget.text("\n")
    if not text.strip():
        if scanned:
            raise ScannedPages(scanned)
        raise SkipFile("scanned_pdf" if n_pages else "corrupt_pdf")
    return ExtractedText(
        text=text,
        kind="pdf",
        pages=n_pages,
        ocr_pages=scanned,
        text_pages=with_text,
        table_pages=tables,
        table_characters=table_characters,
        notes=tuple(filter(None, [garbled.note()])),
    )


def reads_as_table(text: str) -> bool:
    """Whether a page's text is mostly figures (`TABLE_DIGIT_SHARE`): a printed spreadsheet
    holds two to three times the tokens of a page of running text, and is no model for the
    letters and reports that get scanned."""
    blank = sum(text.count(mark) for mark in _BLANKS)
    filled = len(text) - blank
    digits = sum(text.count(digit) for digit in _DIGITS)
    return filled > 0 and digits >= TABLE_DIGIT_SHARE * filled


def _init_forms(pdf: pdfium.PdfDocument) -> bool:
    """Whether the document has a form (AcroForm), whose fields' values are then drawn
    (pdfium makes the appearance a filled-in field lacks). Before any page is loaded.
    An XFA form is read through its AcroForm twin (this pdfium has no XFA engine):
    pypdfium2 logs a warning for each such file, which would tell a user nothing."""
    if pdfium_c.FPDF_GetFormType(pdf) == pdfium_c.FORMTYPE_NONE:
        return False
    log = logging.getLogger(pdfium.PdfDocument.__module__)
    was_disabled, log.disabled = log.disabled, True
    try:
        pdf.init_forms()
    finally:
        log.disabled = was_disabled
    return True


def _load_page(pdf: pdfium.PdfDocument, index: int, forms: bool) -> pdfium.PdfPage:
    """A page; in a document with a form, with its annotations (the fields as filled in)
    made part of the page, as pdftotext and a printout show them: pdfium's text of a page
    leaves annotations out."""
    page = pdf[index]
    if forms and pdfium_c.FPDFPage_GetAnnotCount(page) > 0:
        flattened = pdfium_c.FPDFPage_Flatten(page, pdfium_c.FLAT_NORMALDISPLAY)
        if flattened == pdfium_c.FLATTEN_SUCCESS:
            page.close()  # the flattened content shows once the page is loaded again
            page = pdf[index]
    return page


def _page_text(pdf: pdfium.PdfDocument, index: int, forms: bool) -> tuple[str, bool]:
    """One page's text (with its form fields' values, `forms`), and whether it is a scan
    (no text, but an image); a page pdfium cannot load counts as empty, not as a failed
    file."""
    try:
        page = _load_page(pdf, index, forms)
    except pdfium.PdfiumError:
        return "", False
    try:
        textpage = page.get_textpage()
        try:
            box = page.get_bbox()  # the crop box, within the media box
            # all of the page's text, as pypdfium2's own text extraction takes it, unless
            # some runs off the page: then only what shows on it
            raw = (
                _text_on_the_page(textpage, box)
                if _runs_off_the_page(textpage, box)
                else textpage.get_text_range()
            )
        finally:
            textpage.close()
        for artefact, replacement in _ARTEFACTS:
            if artefact in raw:
                raw = raw.replace(artefact, replacement)
        text = raw.strip("\n")
        return text, not text.strip() and _shows_an_image(page)
    except pdfium.PdfiumError:
        return "", False
    finally:
        page.close()


def _runs_off_the_page(textpage: pdfium.PdfTextPage, box: Box) -> bool:
    """Whether some of the page's text lies outside `box`: pdfium keeps text drawn off the
    page (a broken content stream's garbage, scraps past the crop box) that pdftotext and
    any viewer leave out. Two counts inside pdfium (what lies in the box against what lies
    anywhere) cost a few per cent of the extraction; each character's box asked from
    Python cost half of it."""
    left, bottom, right, top = box
    on_page = pdfium_c.FPDFText_GetBoundedText(textpage, left, top, right, bottom, None, 0)
    anywhere = pdfium_c.FPDFText_GetBoundedText(textpage, -_FAR, _FAR, _FAR, -_FAR, None, 0)
    return on_page != anywhere


def _text_on_the_page(textpage: pdfium.PdfTextPage, box: Box) -> str:
    """The text of the characters whose box touches `box` (pdftotext's rule: any part on
    the page keeps a character), with the spaces and line breaks pdfium added after them
    (pdfium's own bounded text drops those, and words run together). Taken from pdfium run
    by run of kept characters, so that its hyphenation and spacing stay as on any page."""
    left, bottom, right, top = box
    c_left, c_right, c_bottom, c_top = (ctypes.c_double() for _ in range(4))
    refs = tuple(ctypes.byref(cell) for cell in (c_left, c_right, c_bottom, c_top))
    runs: list[str] = []
    start = -1  # first character of the run of shown ones, -1 outside one
    count = pdfium_c.FPDFText_CountChars(textpage)
    for index in range(count + 1):
        if index < count and pdfium_c.FPDFText_IsGenerated(textpage, index):
            continue  # a space or line break pdfium added goes with the character before
        shown = False
        if index < count:
            pdfium_c.FPDFText_GetCharBox(textpage, index, *refs)
            shown = (
                c_right.value >= left - _EDGE
                and c_left.value <= right + _EDGE
                and c_top.value >= bottom - _EDGE
                and c_bottom.value <= top + _EDGE
            )
        if shown and start < 0:
            start = index
        elif not shown and start >= 0:
            runs.append(textpage.get_text_range(start, index - start))
            start = -1
    return "".join(runs)


def _shows_an_image(page: pdfium.PdfPage) -> bool:
    """A page without text is a scan when it draws an image (a blank page draws none)."""
    objects = page.get_objects(filter=[pdfium_c.FPDF_PAGEOBJ_IMAGE], max_depth=4)
    return next(iter(objects), None) is not None
