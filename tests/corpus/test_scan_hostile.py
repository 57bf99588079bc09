"""A folder of broken and nasty files: the scan finishes, names every bad file with its
reason, reads the good ones, and leaves the folder byte-for-byte as it was."""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

import fixture_docs as docs
import pytest

from llmplan.corpus.scan import ScanOptions, scan_corpus


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
