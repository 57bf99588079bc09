"""A real ODT (Tika's testODFwithOOo3.odt): a footnote, a bibliography index and its
template, against LibreOffice's reading of the same file."""

from __future__ import annotations

from pathlib import Path

from llmplan.corpus.extract import extract_text

ODT = Path(__file__).parent.parent / "data" / "sniffing" / "testODFwithOOo3.odt"


def test_an_index_template_is_not_text_and_a_footnote_is_not_glued() -> None:
    text = extract_text(ODT).text
    # The bibliography's entry template (": , , :" per entry type) is layout, not text:
    # LibreOffice shows only the index's entries
    assert ": , ," not in text
    assert "Bibliography\nSolr: Various, Solr website, 2009, http://lucene.apache.org/solr" in text
    # The footnote's own text is kept, apart from the word it hangs on
    words = text.split()
    assert "ratherThis" not in text and "rather" in words and "footnote" in words
