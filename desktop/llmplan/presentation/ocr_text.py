"""The "needs OCR" line of a scan (scanned PDF pages, counted apart) in the user's language,
for the Corpus tab, the report and the command line alike."""

from __future__ import annotations

from llmplan.corpus.report import NeedsOcr
from llmplan.presentation import formatting, i18n

_t = i18n.translator("NeedsOcr")


def needs_ocr_line(needs: NeedsOcr) -> str | None:
    """'needs OCR: 21 pages in 3 files ≈ 8.4 K tokens (400 per page, …); not in the count',
    or None when the scan met no scanned page."""
    if not needs.pages:
        return None
    basis = (
        _t("from this scan's text pages")
        if needs.per_page_from == "this scan"
        else _t("a typical page: 200,000 tokens ≈ 500 pages")
    )
    counted = _t("included in the count") if needs.included else _t("not in the count")
    return i18n.fill(
        _t("needs OCR: %1 in %2 ≈ %3 (%4 per page, %5); %6"),
        formatting.counted(needs.pages, _t("%1 page"), _t("%1 pages")),
        formatting.counted(needs.files, _t("%1 file"), _t("%1 files")),
        formatting.tokens(needs.tokens_estimated),
        formatting.number(needs.tokens_per_page),
        basis,
        counted,
    )
