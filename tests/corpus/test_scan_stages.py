"""The scan's stages on a real folder, each through its typed hand-off: the listing sorts
out what is never read, the read plan makes one unit of a group of copies and skips empty
files, the tally counts a unit's copies as files read, and the report is built once and
frozen (a changed assumption is a new report)."""

from __future__ import annotations

from pathlib import Path

import fixture_docs as docs
import pytest
from pydantic import ValidationError

from llmplan.corpus.listing import list_folder
from llmplan.corpus.progress import ScanState
from llmplan.corpus.read_plan import find_exact_copies, plan_reads
from llmplan.corpus.scan import ScanOptions, _Scan, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Four letters, one of them three times over (byte-identical), an empty note and a
    picture the extractor never reads."""
    root = tmp_path_factory.mktemp("stages")
    letters = [docs.german_document(6 + index) + f"\nBrief {index}" for index in range(4)]
    for index, text in enumerate(letters):
        (root / f"brief_{index}.txt").write_text(text, encoding="utf-8")
    for copy in ("kopie_a.txt", "kopie_b.txt"):
        (root / copy).write_text(letters[0], encoding="utf-8")
    (root / "leer.txt").write_bytes(b"")
    (root / "bild.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(200))
    return root


def test_the_listing_and_the_read_plan(folder: Path) -> None:
    listing = list_folder([folder], True, lambda: False, lambda _walked: None)
    assert listing.readable_types == ("txt",)
    assert [Path(s.path).name for s in listing.skipped] == ["bild.png"]
    assert listing.files_seen == 8
    copies = find_exact_copies(listing, lambda: False)
    assert (copies.files, copies.complete) == (2, True)
    assert copies.bytes == 2 * (folder / "brief_0.txt").stat().st_size
    plan = plan_reads(listing, copies, seed=0, look_inside=True)
    # four letters to read (the copies ride on the first), the empty note not at all
    assert len(plan.units) == 4
    assert sorted(len(unit.copies) for unit in plan.units.values()) == [0, 0, 0, 2]
    assert [(Path(s.path).name, s.code) for s in plan.empty] == [("leer.txt", "empty_file")]
    assert plan.empty_files == {"txt": 1}
    assert plan.planned_bytes == sum(
        (folder / f"brief_{index}.txt").stat().st_size for index in range(4)
    )
    assert {stratum.type_key for stratum in plan.strata.values()} == {"txt"}


def test_the_tally_counts_copies_as_files_read(folder: Path) -> None:
    scan = _Scan([folder], ScanOptions(tokenizers=["gpt2"], in_process=True), ScanState())
    report = scan.run()
    assert scan.tally is not None
    row = scan.tally.types["txt"]
    assert (row.files, row.files_read, row.files_skipped) == (7, 6, 1)
    counter = load_tokenizer("gpt2")
    texts = [(folder / f"brief_{index}.txt").read_text(encoding="utf-8") for index in range(4)]
    counts = [counter.count(text) for text in texts]
    assert row.tokens == [counts[0] * 3 + sum(counts[1:])]
    assert report.by_type["txt"].tokens == report.tokens_counted == row.tokens[0]
    assert report.files_total == 8 and report.files_skipped == 2
    assert report.exact_duplicate_files == 2


def test_the_report_is_frozen_and_a_change_is_a_new_report(folder: Path) -> None:
    report = scan_corpus(folder, ScanOptions(tokenizers=["gpt2"], in_process=True))
    with pytest.raises(ValidationError):
        report.cleaning_loss = 0.2  # type: ignore[misc]
    with pytest.raises(ValidationError):
        report.by_type["txt"].tokens = 0  # type: ignore[misc]
    changed = report.model_copy(update={"cleaning_loss": 0.2})
    assert changed.usable_tokens == pytest.approx(0.8 * report.usable_tokens)
    assert report.cleaning_loss == 0.0
