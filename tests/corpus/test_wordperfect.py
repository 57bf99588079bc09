"""WordPerfect documents are read (4.2, 5.0, 5.1, 6.x; under their own names, a Word name and
none), and a PowerPoint 3/4 presentation gets its own reason, not "not a Word document"
(issue 34, defect 5)."""

from __future__ import annotations

from pathlib import Path

import ole_docs
import pytest
from renamed_copy import renamed_copy

from llmplan.corpus.extract import classify, extract_text
from llmplan.corpus.extract.types import SkipFile
from llmplan.corpus.reasons import english, reason

DATA = Path(__file__).parent.parent / "data" / "wordperfect"


# What Apache Tika's WordPerfectTest asserts of each file (an independent reader)
@pytest.mark.parametrize(
    ("source", "phrases"),
    [
        ("testWordPerfect.wpd", ["AND FURTHER", "test1-2"]),
        ("testWordPerfect_5_0.wp", ["Surrounded by her family"]),
        (
            "testWordPerfect_5_1.wp",
            ["STUDY RESULTS: Existing condition", "Seattle nonstop flights."],
        ),
    ],
)
@pytest.mark.parametrize("name", ["own", "report.doc", "document"])
def test_a_wordperfect_document_is_read_under_any_name(
    tmp_path: Path, source: str, phrases: list[str], name: str
) -> None:
    path = DATA / source if name == "own" else renamed_copy(DATA / source, tmp_path, name)
    found = extract_text(path)
    assert found.kind == "wpd"
    for phrase in phrases:
        assert phrase in found.text
    # the function codes are not text: only printable characters and line breaks
    assert not any(ch < " " and ch not in "\n\t" for ch in found.text)


def test_a_wordperfect_5_document_keeps_all_its_words() -> None:
    # every run of plain ASCII words in the file is the document's text (5.1 writes its
    # characters as bytes): the reader finds at least those words, and no more than 2 %
    # other words (extended characters, words split by codes)
    raw = (DATA / "testWordPerfect_5_1.wp").read_bytes()
    start = int.from_bytes(raw[4:8], "little")
    words = [w for w in raw[start:].decode("latin-1").split() if w.isascii() and w.isalpha()]
    found = extract_text(DATA / "testWordPerfect_5_1.wp").text.split()
    assert len(found) >= 0.98 * len([w for w in words if len(w) > 1]) > 1_000
    assert len(found) <= 1.02 * len(raw[start:].split())


def test_wordperfect_4_2_named_doc_is_read_not_refused_as_word() -> None:
    found = extract_text(DATA / "testWordPerfect_42.doc")
    raw = (DATA / "testWordPerfect_42.doc").read_bytes()
    assert found.kind == "wpd"
    # the file holds one sentence 12 times, some split by soft returns (and a function
    # code): every one read whole, nothing else
    sentence = "Sluwe Sjaantje sloeg de slome slager"
    text = " ".join(found.text.split())
    assert text.count(sentence) == raw.count(b"slager") == 12
    assert not text.replace(sentence, "").replace(".", "").strip()


def test_text_deleted_but_kept_for_undo_is_not_counted() -> None:
    raw = (DATA / "testWordPerfect.wpd").read_bytes()
    assert b"this was deleted." in raw.replace(b"\x80", b" ")
    assert "deleted" not in extract_text(DATA / "testWordPerfect.wpd").text


def test_a_nameless_wordperfect_file_is_classified_as_wordperfect(tmp_path: Path) -> None:
    assert classify(renamed_copy(DATA / "testWordPerfect_5_0.wp", tmp_path, "LETTER")) == "wpd"


@pytest.mark.parametrize("name", ["slides.doc", "slides.ppt", "slides"])
def test_a_powerpoint_4_mac_file_gets_its_own_reason(tmp_path: Path, name: str) -> None:
    path = renamed_copy(DATA / "powerpoint4_mac_minimal.doc", tmp_path, name)
    with pytest.raises(SkipFile) as raised:
        extract_text(path)
    assert raised.value.reason == reason("old_powerpoint", version=4)
    assert english(raised.value.reason) == (
        "PowerPoint 4 presentation (1992-1994 format): too old to read"
    )


@pytest.mark.parametrize("name", ["slides.ppt", "slides.doc", "slides"])
def test_a_powerpoint_4_pc_file_gets_its_own_reason(tmp_path: Path, name: str) -> None:
    # PowerPoint 4 for Windows: a compound file whose "PP40" stream holds the PowerPoint 3/4
    # records, little-endian (libmwaw's PowerPoint3Parser reads it so); no "PowerPoint
    # Document" stream
    header = bytes.fromhex("eddead0b") + (4).to_bytes(4, "little") + (24).to_bytes(4, "little")
    stream = header + b"\x01\x00" + bytes(10) + bytes(8) + b"Slide title\r"
    (tmp_path / name).write_bytes(ole_docs.compound_file({"PP40": stream}))
    with pytest.raises(SkipFile) as raised:
        extract_text(tmp_path / name)
    assert raised.value.reason == reason("old_powerpoint", version=4)


def test_an_encrypted_wordperfect_file_says_so(tmp_path: Path) -> None:
    raw = bytearray((DATA / "testWordPerfect_5_1.wp").read_bytes())
    raw[12:14] = b"\x34\x12"  # the prefix's encryption key
    (tmp_path / "locked.wpd").write_bytes(bytes(raw))
    with pytest.raises(SkipFile) as raised:
        extract_text(tmp_path / "locked.wpd")
    assert raised.value.reason.code == "encrypted_document"


@pytest.mark.parametrize(
    "source",
    [
        "testWordPerfect.wpd",
        "testWordPerfect_42.doc",
        "testWordPerfect_5_0.wp",
        "testWordPerfect_5_1.wp",
    ],
)
def test_the_text_agrees_with_libreoffice(source: str) -> None:
    # the reference: LibreOffice's WordPerfect import (libwpd), saved as UTF-8 text (see
    # tests/data/wordperfect/SOURCE.md); compared after whitespace is normalised, as
    # benchmarks/reader_agreement does
    reference = (DATA / (Path(source).stem + ".libreoffice.txt")).read_text(encoding="utf-8-sig")
    found = extract_text(DATA / source).text
    assert " ".join(found.split()) == " ".join(reference.split())


@pytest.mark.parametrize(
    ("offset", "value", "expected"),
    [
        (8, 0x0F, reason("wordperfect_not_document")),  # another Corel product's file
        (9, 0x01, reason("wordperfect_not_document")),  # a WordPerfect macro, not a document
        (10, 0x09, reason("wordperfect_version", version="9.1")),  # a major version unknown
    ],
)
def test_a_wordperfect_office_file_that_is_no_document_says_what_it_is(
    tmp_path: Path, offset: int, value: int, expected: object
) -> None:
    raw = bytearray((DATA / "testWordPerfect_5_1.wp").read_bytes())
    raw[offset] = value
    (tmp_path / "other.wpd").write_bytes(bytes(raw))
    with pytest.raises(SkipFile) as raised:
        extract_text(tmp_path / "other.wpd")
    assert raised.value.reason == expected
