"""Scanned PDF pages (an image, no text layer): counted apart as "needs OCR", with the tokens
they would add estimated from the text pages of the same scan.

The estimate is the tokens per page of the PDF pages of running text times the scanned
pages: scanned pages are letters, contracts and reports far more often than printed
spreadsheets, whose pages hold two to three times the tokens. So pages that read as a
table (mostly figures: `extract.pdf.reads_as_table`) are left out of the basis, their share
of a PDF's tokens by their share of its characters, and so is every other format (a
spreadsheet's "pages" are its sheets, a presentation's its slides). A scan without any
page of running text uses the planner's typical page (units.TOKENS_PER_PAGE: "200,000
tokens ≈ 500 pages"). It is not part of the token count unless the user includes it.
"""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.corpus.report import NeedsOcr
from llmplan.corpus.workers import FileOutcome
from llmplan.units import TOKENS_PER_PAGE


@dataclass
class OcrTally:
    """Scanned pages met so far, and the text PDF pages to estimate them from."""

    files: int = 0
    pages: int = 0
    text_pages: int = 0
    text_tokens: int = 0

    def add(self, outcome: FileOutcome, kind: str) -> None:
        if outcome.ocr_pages:
            self.files += 1
            self.pages += outcome.ocr_pages
        prose_pages = outcome.text_pages - outcome.table_pages
        if not (outcome.read_ok and kind == "pdf" and prose_pages > 0 and outcome.tokens):
            return
        # a PDF with both: its tables' tokens taken out by their share of the characters
        # (an approximation: figures take somewhat more tokens per character than words)
        prose_share = 1.0 - outcome.table_characters / max(outcome.characters, 1)
        self.text_pages += prose_pages
        self.text_tokens += round(outcome.tokens[0] * min(1.0, max(0.0, prose_share)))

    def estimate(self, included: bool) -> NeedsOcr:
        measured = self.text_pages > 0
        per_page = self.text_tokens / self.text_pages if measured else TOKENS_PER_PAGE
        return NeedsOcr(
            files=self.files,
            pages=self.pages,
            tokens_estimated=self.pages * per_page,
            tokens_per_page=per_page,
            per_page_from="this scan" if measured else "typical page",
            included=included and self.pages > 0,
        )
