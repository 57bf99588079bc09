"""A folder of broken and nasty files: the scan finishes, names every bad file with its
reason, reads the good ones, and leaves the folder byte-for-byte as it was."""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

import fixture_docs as docs
import pytest

from llmplan.corpus import executor, workers
from llmplan.corpus.extract import ExtractedText, Limits, StreamedText
from llmplan.corpus.reasons import reason
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer
from llmplan.corpus.workers import ReadSettings


def snapshot(root: Path) -> dict[str, tuple[str, int, float, str]]:
    """Every entry under root without following links: kind, mode, mtime, content hash."""
    entries = {}
    for folder, dirnames, filenames in os.walk(root, followlinks=False):
        for name in dirnames + filenames:
            path = Path(folder) / name
            info = path.lstat()
            rel = str(path.relative_to(root))
            if stat.S_ISLNK(info.st_mode):
                content = os.readlink(path)
            elif stat.S_ISREG(info.st_mode):
                mode = info.st_mode
                path.chmod(mode | stat.S_IRUSR)
                content = hashlib.sha256(path.read_bytes()).hexdigest()
                path.chmod(stat.S_IMODE(mode))
            else:
                content = ""  # folder or FIFO: never opened
            entries[rel] = (stat.filemode(info.st_mode), info.st_size, info.st_mtime, content)
    return entries


@pytest.mark.workers
@pytest.mark.parametrize("workers", [1, 2])
def test_hostile_folder(tmp_path: Path, workers: int) -> None:
    root = tmp_path / "hostile"
    expected = docs.make_hostile_folder(root)
    (root / ".versteckt").mkdir()
    (root / ".versteckt" / "geheim.txt").write_text("verborgen", encoding="utf-8")
    before = snapshot(root)

    options = ScanOptions(tokenizers=["gpt2"], workers=workers, in_process_below_bytes=0)
    report = scan_corpus(root, options)

    assert not report.cancelled
    reasons = {str(Path(s.path).relative_to(root)): s.reason for s in report.skipped}
    for rel, keyword in expected.items():
        if keyword:
            assert rel in reasons, rel
            assert keyword.lower() in reasons[rel].lower(), (rel, reasons[rel])
        else:
            assert rel not in reasons, (rel, reasons.get(rel))
    good = [rel for rel, keyword in expected.items() if not keyword]
    assert report.files_read == len(good)
    assert report.tokens_counted > 0
    assert report.hidden_ignored == 1
    assert not any(".versteckt" in s.path for s in report.skipped)
    assert sum(report.skipped_by_reason.values()) == report.files_skipped
    assert report.files_read + report.files_skipped == report.files_total
    assert snapshot(root) == before


@pytest.mark.parametrize("culprit", ["aaa_absturz.txt", "brief_05_absturz.txt"])
def test_a_file_that_kills_its_worker_is_skipped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, culprit: str
) -> None:
    """A native library dying on a file takes its worker process down; the scan restarts the
    pool, finds the culprit by retrying files one at a time, and reads all the others."""
    # distinct texts: byte-identical copies would be read once, by their first file
    for index in range(12):
        text = f"{docs.german_document()}\nBrief {index}"
        docs.write_text(tmp_path / f"brief_{index:02d}.txt", text, "utf-8")
    docs.write_text(tmp_path / culprit, docs.german_document() + "\nAbsturz", "utf-8")
    real_extract = workers.extract_document

    def dying_extract(
        path: Path, limits: Limits, identity: tuple[int, int] | None
    ) -> ExtractedText | StreamedText:
        if "absturz" in path.name:
            os._exit(3)  # as a segfault in a C library would
        return real_extract(path, limits, identity)

    # worker processes are forked from this one, so they inherit the patch
    monkeypatch.setattr(executor, "start_method", lambda: "fork")
    monkeypatch.setattr(workers, "extract_document", dying_extract)
    options = ScanOptions(tokenizers=["gpt2"], workers=2, in_process_below_bytes=0)
    report = scan_corpus(tmp_path, options)
    assert [(Path(s.path).name, s.reason) for s in report.skipped] == [
        (culprit, reason("reader_crashed").text)
    ]
    assert report.files_read == 12
    counter = load_tokenizer("gpt2")
    expected = sum(counter.count(f"{docs.german_document()}\nBrief {i}") for i in range(12))
    assert report.tokens_counted == expected


def test_workers_that_cannot_start_fall_back_to_reading_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """E.g. a frozen app whose worker processes cannot start: read in-process instead of
    reporting every file as crashed."""
    for index in range(6):
        docs.write_text(tmp_path / f"brief_{index}.txt", docs.german_document(), "utf-8")
    parent = os.getpid()
    real_init = executor.init_worker

    def init_only_here(
        settings: ReadSettings, single_threaded: bool, reports: object = None
    ) -> None:
        if os.getpid() != parent:
            os._exit(1)
        real_init(settings, single_threaded, reports)

    monkeypatch.setattr(executor, "start_method", lambda: "fork")
    monkeypatch.setattr(executor, "init_worker", init_only_here)
    options = ScanOptions(tokenizers=["gpt2"], workers=2, in_process_below_bytes=0)
    report = scan_corpus(tmp_path, options)
    assert report.files_read == 6 and report.files_skipped == 0
    assert report.tokens_counted == 6 * load_tokenizer("gpt2").count(docs.german_document())
