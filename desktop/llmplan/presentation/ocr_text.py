"""The "needs OCR" line of a scan (scanned PDF pages, counted apart) in the user's language,
for the Corpus tab, the report and the command line alike."""

from __future__ import annotations

from collections.abc import Mapping

from llmplan.presentation import formatting, i18n

_t = i18n.translator("NeedsOcr")


def needs_ocr_line(needs_ocr: Mapping[str, object] | None) -> str | None:
    """'needs OCR: 21 pages in 3 files ≈ 8.4 K tokens (400 per page, …); not in the count',
    or None when the scan met no scanned page."""
    if not needs_ocr or not _number(needs_ocr.get("pages")):
        return None
    basis = (
        _t("from this scan's text pages")
        if needs_ocr.get("per_page_from") == "this scan"
        else _t("a typical page: 200,000 tokens ≈ 500 pages")
    )
    counted = _t("included in the count") if needs_ocr.get("included") else _t("not in the count")
    return i18n.fill(
        _t("needs OCR: %1 pages in %2 files ≈ %3 (%4 per page, %5); %6"),
        formatting.number(_number(needs_ocr.get("pages"))),
        formatting.number(_number(needs_ocr.get("files"))),
        formatting.tokens(_number(needs_ocr.get("tokens_estimated"))),
        formatting.number(_number(needs_ocr.get("tokens_per_page"))),
        basis,
        counted,
    )


def _number(value: object) -> float:
    return float(value) if isinstance(value, int | float) else 0.0
