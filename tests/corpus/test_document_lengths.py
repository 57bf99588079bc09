"""The scan records the distribution of per-document token counts (log-spaced bins)."""

from __future__ import annotations

from pathlib import Path

import fixture_docs as docs
import pytest

from llmplan.corpus.extract import extract_text
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer


@pytest.mark.workers
def test_every_document_lands_in_its_power_of_two_bin(tmp_path: Path) -> None:
    root = tmp_path / "docs"
    root.mkdir()
    words = docs.german_document(40).split()
    # planted lengths from a few words to several thousand tokens
    for index, count in enumerate([3, 9, 30, 30, 120, 400, 1200, len(words)]):
        (root / f"doc{index}.txt").write_text(" ".join(words[:count]), encoding="utf-8")
    docs.write_docx(root / "angebot.docx")
    (root / "leer.txt").write_text("   \n", encoding="utf-8")  # no text: not a document
    report = scan_corpus(root, ScanOptions(tokenizers=["gpt2"], workers=1))
    counter = load_tokenizer("gpt2")
    own = sorted(
        counter.count(extract_text(path).text) for path in root.iterdir() if path.name != "leer.txt"
    )
    bins = report.document_tokens
    assert sum(b.documents for b in bins) == len(own) == report.files_read
    assert sum(b.tokens for b in bins) == sum(own) == report.tokens_counted
    for row in bins:
        inside = [n for n in own if row.low <= n < row.high]
        assert row.high == 2 * row.low and row.documents == len(inside)
        assert row.tokens == sum(inside)
    assert report.to_json_dict()["document_tokens"][0] == bins[0].model_dump()
