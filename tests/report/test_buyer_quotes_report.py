"""Issue 22, finding 2, in the PDF: the buyer's EUR quotes, the dollar rents they are set
against at the dated ECB rate, and buy against rent — in English and German, the options
still on one page."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from buyer_scenario import BUYER
from llmplan.core.advisor.recommend import recommend
from llmplan.core.plan import plan_candidates
from llmplan.presentation import i18n
from llmplan.report.pdf import export_pdf
from pdf_pages import pdf_pages

WORDS = {
    "en": {
        "options": "Options considered",
        "note": "Options without a known price",
        "quotes": ("€280,000", "€110,000"),
        "rate": "1 USD = 0.8548 EUR (ECB reference rate of 2026-08-21)",
        "own": "8x RTX PRO 6000 Blackwell Server Edition (your quote, not planned here): "
        "buy €110,000",
        "break_even": "Buying is cheaper from 111.5 runs a year on",
    },
    "de": {
        "options": "Geprüfte Optionen",
        "note": "Optionen ohne bekannten Preis",
        "quotes": ("280.000 €", "110.000 €"),
        "rate": "1 USD = 0,8548 EUR (EZB-Referenzkurs vom 2026-08-21)",
        "own": "8x RTX PRO 6000 Blackwell Server Edition (Ihr Angebot, hier nicht geplant): "
        "Kauf 110.000 €",
        "break_even": "Kaufen ist ab 111,5 Läufen im Jahr günstiger",
    },
}


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_pdf_shows_the_quotes_the_rate_and_buy_against_rent(
    qapp,  # type: ignore[no-untyped-def]
    tmp_path: Path,
    language: str,
) -> None:
    words = WORDS[language]
    advice = recommend(BUYER, 14)
    target = tmp_path / "report.pdf"
    with i18n.language_in_use(language):
        export_pdf(BUYER, plan_candidates(BUYER), None, target, advice)
    pages = [" ".join(p.split()) for p in pdf_pages(target)]
    whole = " ".join(pages)
    assert words["own"] in whole  # the quote for hardware the plan does not run on
    options = next(p for p in pages if words["options"] in p)
    for quote in words["quotes"]:
        assert quote in options
    assert words["rate"] in options
    assert words["note"] in options  # the table and its note on the section's one page
    # €93,333 a year to own (280,000 / 3) against the cheapest rent that meets 14 days even
    # if it runs slowly: eight B200 for 0.83 days, 20 hours begun × $53.52 (Lambda,
    # 8 × $6.69) = $1,070.40 = €914.95 at 1.1699, less €77.92 electricity a run:
    # 93,333 / 837.03 = 111.5 runs a year
    assert advice.pick is not None and advice.pick.evaluated.hardware.server == "hgx-8x-b200"
    hours = math.ceil(advice.pick.train_days * 24)
    assert hours == 20
    assert (280_000 / 3) / (hours * 8 * 6.69 / 1.1699 - 77.92) == pytest.approx(111.5, abs=0.05)
    assert words["break_even"] in whole
