"""The PDF's table cells break between words only (issue 22: "reStructuredTe xt" in the
corpus's table of file types): read back the lines of the document the PDF is printed from."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QTextCursor

from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Hardware, Scenario
from llmplan.corpus.report import CorpusReport
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.report.pdf import build_document
from text_layout import broken_words

# many kinds of documents, so the table of types has narrow columns
KINDS = ("txt", "md", "rst", "html", "py", "log", "csv", "json", "xml", "yaml", "tex", "js")
KINDS += ("java", "c", "cpp", "go", "rs", "sql", "ini", "toml", "sh", "rb", "php", "css")


@pytest.fixture(scope="module")
def many_types(tmp_path_factory: pytest.TempPathFactory) -> CorpusReport:
    root = tmp_path_factory.mktemp("types")
    for index, kind in enumerate(KINDS):
        for copy in range(2):
            text = "Wort " * 200 + f"{kind} {index} {copy}"
            (root / f"datei_{index}_{copy}.{kind}").write_text(text, encoding="utf-8")
    return scan_corpus(root, ScanOptions(tokenizers=["gpt2"], workers=1))


def test_no_table_cell_of_the_pdf_splits_a_word(qapp, many_types: CorpusReport) -> None:  # type: ignore[no-untyped-def]
    scenario = Scenario(
        hardware=Hardware(server="8x-h200-nvl"),
        candidates=[Hardware(gpu="rtx-4090", count=1), Hardware(server="hgx-8x-h100")],
    )
    document = build_document(scenario, plan_candidates(scenario), many_types)
    assert "reStructuredText" in document.toPlainText()
    assert broken_words(document) == []
    # the columns widened to their words and the tables still fit the page (borders aside)
    block, page_width = document.begin(), document.pageSize().width()
    while block.isValid():
        table = QTextCursor(block).currentTable()
        if table is not None:
            right = document.documentLayout().frameBoundingRect(table).right()
            assert right <= page_width + 3, block.text()
        block = block.next()


def test_the_checker_finds_a_split_word(qapp) -> None:  # type: ignore[no-untyped-def]
    """Qt's own default (break anywhere) splits a long word in a narrow column."""
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml("<table border='1' width='60'><tr><td>reStructuredText</td></tr></table>")
    document.setTextWidth(60)
    assert broken_words(document, tables_only=True)
