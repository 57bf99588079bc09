"""Issue 33: the corpus engine's skip reasons are codes with arguments. Every code has its
English (what `corpus --json` writes) and its German; a German scan report words real skips
in German; the Corpus tab groups them by code; nothing reads a sentence back."""

from __future__ import annotations

import ast
import errno
import json
import os
import pickle
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import fixture_docs as docs
import pytest

import llmplan.corpus
from llmplan.corpus.extract import reading
from llmplan.corpus.reasons import (
    CATALOGUE,
    CATALOGUE_FILE,
    GROUPS,
    ReasonCatalogueError,
    entry,
    group_heading,
    load_catalogue,
    reason,
)
from llmplan.corpus.report import ArchiveEstimate, CorpusReport, ReportNote, SkippedFile
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.workers import FileOutcome, WorkItem
from llmplan.presentation import i18n
from llmplan.presentation.corpus_types import group_skipped
from llmplan.presentation.skip_reasons import CONTEXT, coded_text, group_text, reason_text
from llmplan.report.provenance import provenance_rows
from llmplan.resources import resource_path

CORPUS_SOURCES = Path(llmplan.corpus.__file__).parent
PLACEHOLDER = re.compile(r"%\d")


@pytest.fixture
def in_german() -> Iterator[None]:
    i18n.set_language("de")
    yield
    i18n.set_language("en")


@pytest.mark.usefixtures("in_german")
def test_every_code_and_group_has_its_german_with_the_same_arguments() -> None:
    english = {code: known.template for code, known in CATALOGUE.items()}
    english |= {f"group {group}": heading for group, heading in GROUPS.items()}
    missing, placeholders = [], []
    for key, source in english.items():
        german = i18n.lookup(CONTEXT, source)
        if german is None or german == source:
            missing.append(key)
        elif sorted(PLACEHOLDER.findall(german)) != sorted(PLACEHOLDER.findall(source)):
            placeholders.append(key)
    assert missing == [] and placeholders == []
    assert len(CATALOGUE) > 90  # the engine knows about a hundred reasons


def test_each_template_has_one_placeholder_per_argument() -> None:
    wrong = [
        code
        for code, known in CATALOGUE.items()
        if sorted(PLACEHOLDER.findall(known.template))
        != [f"%{n}" for n in range(1, len(known.arg_kinds) + 1)]
    ]
    assert wrong == []
    assert all(known.group in GROUPS or known.group in CATALOGUE for known in CATALOGUE.values())


def _shipped_catalogue() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(resource_path(*CATALOGUE_FILE).read_text(encoding="utf-8"))
    return data


def _broken(data: dict[str, Any], of: str, **changes: object) -> dict[str, Any]:
    """The catalogue with the entry of code `of` changed."""
    rows = [row for section in data["sections"] for row in section["reasons"]]
    next(row for row in rows if row["code"] == of).update(changes)
    return data


@pytest.mark.parametrize(
    ("broken", "message"),
    [
        (lambda d: _broken(d, "zip_bomb_ratio", english="zip bomb (ratio)"), "placeholders"),
        (lambda d: _broken(d, "too_large", english="too large (%1 > %3)"), "placeholders"),
        (lambda d: _broken(d, "zip_bomb_ratio", args={"ratio": "percent"}), "'percent'"),
        (lambda d: _broken(d, "zip_bomb_ratio", group="zip_bombs"), "no known group"),
        (lambda d: _broken(d, "not_doc", code="corrupt_pdf"), "listed twice"),
        (lambda d: {"sections": d["sections"]}, "malformed"),
    ],
)
def test_the_reason_catalogue_is_data_checked_on_load(
    tmp_path: Path, broken: Any, message: str
) -> None:
    """The catalogue is `resources/corpus/reasons.json`; a wrong entry is refused on load,
    naming the file and the code (issue 33: catalogues are data, validated on load)."""
    assert load_catalogue(resource_path(*CATALOGUE_FILE)) == (GROUPS, CATALOGUE)
    path = tmp_path / "reasons.json"
    path.write_text(json.dumps(broken(_shipped_catalogue())), encoding="utf-8")
    with pytest.raises(ReasonCatalogueError, match=message) as refused:
        load_catalogue(path)
    assert str(path) in str(refused.value)


def _codes_named_in_the_engine() -> set[str]:
    """String constants of the engine's source that are catalogue codes."""
    named: set[str] = set()
    for path in CORPUS_SOURCES.rglob("*.py"):
        if path.name == "reasons.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in CATALOGUE:
                named.add(str(node.value))
    return named


def test_every_code_of_the_catalogue_is_given_somewhere() -> None:
    assert set(CATALOGUE) - _codes_named_in_the_engine() == set()


def test_an_unknown_code_or_a_missing_argument_is_refused() -> None:
    with pytest.raises(KeyError):
        reason("no_such_reason")
    with pytest.raises(TypeError):
        reason("zip_bomb_ratio")


def test_the_english_is_the_sentence_the_json_always_had() -> None:
    """Worded from the code, with the engine's number forms (sizes in binary units)."""
    assert reason("zip_bomb_ratio", ratio=900).text == "zip bomb (ratio 900:1)"
    assert (
        reason("too_many_members", files=12_000, limit=10_000).text
        == "too many files in the archive (12,000 > 10,000)"
    )
    assert (
        reason("too_large", size=10**9, limit=600 * 1024**2).text == "too large (954 MiB > 600 MiB)"
    )
    assert reason("outlook_archive", size=3 * 1024**2).text == (
        "Outlook mailbox archive: export to .msg or .mbox to count it (3.0 MiB)"
    )
    assert reason("unsupported_type", extension=".png").text == "unsupported type .png"


def test_a_reason_pickles_flat_for_the_worker_processes() -> None:
    found = reason("extraction_failed", kind="pdf", error="KeyError")
    outcome = FileOutcome(WorkItem("pdf", 0, "/a.pdf", 10), reason=found)
    assert pickle.loads(pickle.dumps(outcome)).reason == found
    assert found.args == ("pdf", "KeyError")  # plain values only
    assert {type(value) for value in reason("too_large", size=1, limit=2).args} == {int}


@pytest.mark.usefixtures("in_german")
def test_arguments_follow_the_readers_number_format() -> None:
    assert reason_text(reason("too_many_members", files=12_000, limit=10_000)) == (
        "zu viele Dateien im Archiv (12.000 > 10.000)"
    )
    assert reason_text(reason("outlook_archive", size=2_306_867)).endswith("(2,2 MiB)")


@pytest.fixture
def skipping_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Real files the scan must skip: an image, an encrypted PDF, a page nested too deep and
    a file another program holds locked (what Windows says, as tests/corpus/
    test_windows_listing.py makes it), beside one readable letter."""
    folder = tmp_path / "akten"
    folder.mkdir()
    docs.write_text(folder / "brief.txt", docs.german_document(), "utf-8")
    (folder / "foto.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(200))
    docs.write_pdf(folder / "geheim.pdf", docs.german_pdf_pages(1), encrypt="geheim")
    deep = "<div>" * 1_500 + "tief unten steht ein Satz" + "</div>" * 1_500
    (folder / "tief.html").write_text(f"<html><body>{deep}</body></html>", encoding="utf-8")
    docs.write_text(folder / "offen.txt", docs.german_document(), "utf-8")
    real_open = os.open

    def sharing_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if os.fspath(path).endswith("offen.txt"):
            raise PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", sharing_open)
    monkeypatch.setattr(reading, "locked_for_reading", lambda path: path.endswith("offen.txt"))
    return folder


def test_a_german_scan_report_words_real_skips_in_german(skipping_folder: Path) -> None:
    report = scan_corpus(skipping_folder, ScanOptions(tokenizers=["gpt2"], in_process=True))
    codes = {Path(s.path).name: s.code for s in report.skipped}
    assert codes == {
        "foto.png": "unsupported_type",
        "geheim.pdf": "encrypted_pdf",
        "tief.html": "nested_levels",
        "offen.txt": "locked",
    }
    # `--json` keeps the English sentence and nothing more
    skipped = {Path(s["path"]).name: s for s in report.to_json_dict()["skipped"]}
    assert skipped["tief.html"] == {
        "path": str(skipping_folder / "tief.html"),
        "reason": "nested too deeply (more than 1,000 levels)",
    }
    with i18n.language_in_use("de"):
        worded = {Path(s.path).name: coded_text(s) for s in report.skipped}
        line = dict((row[0], row[-1]) for row in provenance_rows(report))["Übersprungen"]
    assert worded == {
        "foto.png": "nicht unterstützter Typ .png",
        "geheim.pdf": "verschlüsseltes PDF",
        "tief.html": "zu tief verschachtelt (mehr als 1.000 Ebenen)",
        "offen.txt": "von einem anderen Programm gesperrt (nicht gelesen)",
    }
    for heading in ("nicht unterstützter Typ", "verschlüsseltes PDF", "zu tief verschachtelt"):
        assert heading in line
    assert "unsupported" not in line and "encrypted" not in line and "nested" not in line


def test_skipped_files_group_by_their_codes_group_not_their_words() -> None:
    """Three zip bombs of three kinds are one group; 'not a Word document' and 'not a Word
    document (.doc)', alike in words, are two."""
    found = [
        ("/a/1.docx", reason("zip_bomb_ratio", ratio=900)),
        ("/a/2.docx", reason("zip_bomb_inflates", limit=1024**3)),
        ("/a/3.gz", reason("zip_bomb_ceiling", limit=128 * 1024**2)),
        ("/a/4.docx", reason("not_docx")),
        ("/a/5.doc", reason("not_doc")),
    ]
    groups = group_skipped([SkippedFile.of(path, why) for path, why in found])
    assert [(g.key, g.heading, g.files) for g in groups] == [
        ("zip_bomb", "zip bomb", 3),
        ("not_docx", "not a Word document", 1),
        ("not_doc", "not a Word document (.doc)", 1),
    ]
    assert groups[0].extensions() == [(".docx", ["/a/1.docx", "/a/2.docx"]), (".gz", ["/a/3.gz"])]
    with i18n.language_in_use("de"):
        german = group_skipped([SkippedFile.of(path, why) for path, why in found])
    assert german[0].heading == "ZIP-Bombe"


def test_a_saved_report_keeps_its_codes_and_an_old_one_its_sentences() -> None:
    """A scenario file saves the report whole (codes too); one saved before the codes has
    the sentence alone, shown as written and grouped by itself."""
    report = CorpusReport(
        roots=["/a"],
        primary_tokenizer="gpt2",
        skipped=[SkippedFile.of("/a/b.png", reason("unsupported_type", extension=".png"))],
    )
    again = CorpusReport.model_validate(report.model_dump(mode="json"))
    assert again.skipped[0].why() == reason("unsupported_type", extension=".png")
    old = SkippedFile.model_validate({"path": "/a/x.doc", "reason": "legacy binary format"})
    assert old.why() is None and coded_text(old) == "legacy binary format"
    assert [g.heading for g in group_skipped([old])] == ["legacy binary format"]


def test_every_group_heading_reads_from_the_catalogue() -> None:
    assert group_heading("zip_bomb") == "zip bomb"
    assert group_heading("encrypted_pdf") == entry("encrypted_pdf").template


def test_no_heading_of_a_file_group_shows_a_placeholder() -> None:
    """A group heads a list of files: its heading has no %1 of one file's (the old PowerPoint
    group read "PowerPoint %1 presentation"); the scan's notes are sentences, filled."""
    data = json.loads(resource_path(*CATALOGUE_FILE).read_text(encoding="utf-8"))
    file_groups = {
        row["group"]
        for section in data["sections"]
        if not section["about"].startswith("notes on the whole scan")
        for row in section["reasons"]
    }
    assert "old_powerpoint" in file_groups
    shown = {group: group_heading(group) for group in file_groups}
    assert [g for g, heading in shown.items() if PLACEHOLDER.search(heading)] == []
    with i18n.language_in_use("de"):
        assert group_text("old_powerpoint").startswith("PowerPoint-3- oder -4-Präsentation")
        assert group_text("wordperfect_version").startswith("WordPerfect-Dokument einer")


def test_notes_are_codes_worded_in_german_and_english_in_the_json(tmp_path: Path) -> None:
    """A scan with an archive size for a type the folder lacks: its notes in `--json` are
    the English sentences, in the report codes that read German."""
    for index in range(3):
        docs.write_text(tmp_path / f"brief{index}.txt", docs.german_document(), "utf-8")
    archive_bytes = {"txt": 10**9, "pdf": 10**9}
    options = ScanOptions(tokenizers=["gpt2"], in_process=True, total_bytes_by_type=archive_bytes)
    report = scan_corpus(tmp_path, options)
    archive = report.archive["gpt2"] if report.archive else None
    assert archive is not None
    assert [note.why() for note in archive.notes] == [
        reason("archive_extrapolated"),
        reason("archive_type_missing", kind="pdf"),
    ]
    data = report.to_json_dict()
    assert data["archive"]["gpt2"]["note"] == (
        "Extrapolated from the folder's tokens per byte of each type; the interval covers the "
        "sampling error only — that the folder is representative of the archive is an "
        "assumption. no pdf files in the folder: the folder's average tokens per byte used"
    )
    assert data["notes"] == [note.text for note in report.notes]
    assert all(isinstance(note, str) for note in data["notes"])
    with i18n.language_in_use("de"):
        german = coded_text(archive.notes[1])
    assert (
        german
        == "keine pdf-Dateien im Ordner: die durchschnittlichen Token je Byte des Ordners verwendet"
    )


def test_notes_saved_before_the_codes_are_read_as_written() -> None:
    saved = ArchiveEstimate.model_validate(
        {"bytes_by_type": {"pdf": 1}, "tokens_estimated": 1.0, "ci95_low": 1.0,
         "ci95_high": 1.0, "note": "from its size"}
    )  # fmt: skip
    assert saved.note == "from its size" and coded_text(saved.notes[0]) == "from its size"
    report = CorpusReport.model_validate(
        {"roots": ["/a"], "primary_tokenizer": "gpt2", "notes": ["an old note"]}
    )
    assert report.notes == [ReportNote(text="an old note")]
