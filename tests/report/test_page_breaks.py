"""Issue 32, finding 8: page 5 of the German PDF held one orphaned table row — the second
line of "CO₂-Ausstoß (MFU 55–30 %)", the rest of its row at the foot of page 4. A table row
is never split across pages nor left alone on one; a table that runs on repeats its header.

The PDF is the document laid out here, printed page by page as it is (a paginated
QTextDocument is not laid out again for the printer), so the layout's pages are the PDF's.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.core.advisor.recommend import recommend
from llmplan.core.plan import plan
from llmplan.presentation import i18n
from llmplan.report.page_flow import _row_pages, _tables
from llmplan.report.pdf import build_document, export_pdf
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario
from pdf_pages import pdf_pages

EXAMPLES = (
    "llama-3.1-8b-8x-h200-nvl",
    "llama-3.1-70b-qlora-1x-h100",
    "qwen2.5-32b-8x-rtx-pro-6000",
    "grpo-qwen2.5-7b",
)


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("name", EXAMPLES)
def test_no_table_row_is_split_or_left_alone_on_a_page(qapp, name: str, language: str) -> None:  # type: ignore[no-untyped-def]
    scenario = load_scenario(resource_path("examples", f"{name}.json"))
    with i18n.language_in_use(language):
        advice = recommend(scenario, 1.0)
        document = build_document(scenario, [plan(scenario)], None, advice)
        for table in _tables(document):
            pages = [_row_pages(document, table, row) for row in range(table.rows())]
            split = [row for row, (top, bottom) in enumerate(pages) if top != bottom]
            assert split == [], f"{name} ({language}): rows {split} run over a page break"
            if pages[0][0] != pages[-1][1]:  # runs on: its header is repeated there
                assert table.format().headerRowCount() == 1
                if len(pages) > 3:
                    assert pages[-1][0] == pages[-2][1], "the last row alone on a page"


def test_the_german_pdf_keeps_the_co2_row_with_its_table(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The buyer's report: Llama 3.1 8B on 8x H200 NVL, in German."""
    scenario = load_scenario(resource_path("examples", "llama-3.1-8b-8x-h200-nvl.json"))
    path = tmp_path / "bericht.pdf"
    with i18n.language_in_use("de"):
        export_pdf(scenario, [plan(scenario)], None, path, recommend(scenario, 1.0))
    pages = [" ".join(text.split()) for text in pdf_pages(path)]
    heading = [i for i, text in enumerate(pages) if "Laufzeit, Energie und Kosten" in text]
    row = [i for i, text in enumerate(pages) if "CO₂-Ausstoß (MFU 55–30 %)" in text]
    assert len(heading) == 1 and row == heading
