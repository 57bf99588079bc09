"""Scanned PDF pages (an image, no text layer): counted apart as "needs OCR", with the tokens
they would add estimated from the text pages of the same scan.

The estimate is the text PDF pages' tokens per page times the scanned pages; a scan without
any text PDF page uses the planner's typical page (units.TOKENS_PER_PAGE: "200,000 tokens ≈
500 pages"). It is not part of the token count unless the user includes it.
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
        if outcome.read_ok and kind == "pdf" and outcome.text_pages:
            self.text_pages += outcome.text_pages
            self.text_tokens += outcome.tokens[0] if outcome.tokens else 0

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
