"""A folder of broken and nasty files: every file gives text or a SkipFile with the right
reason (never another exception), and the folder is byte-for-byte unchanged afterwards."""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path

import fixture_docs as fd
import pytest

from llmplan.corpus.extract import SkipFile, extract_text

Snapshot = dict[str, tuple[object, ...]]


def snapshot(root: Path) -> Snapshot:
    """Every entry (links not followed): type, mode, size, mtime and content hash."""
    entries: Snapshot = {}
    pending = [root]
    while pending:
        folder = pending.pop()
        with os.scandir(folder) as listing:
            for entry in listing:
                rel = os.path.relpath(entry.path, root)
                info = entry.stat(follow_symlinks=False)
                if entry.is_symlink():
                    entries[rel] = ("link", os.readlink(entry.path))
                elif entry.is_dir(follow_symlinks=False):
                    entries[rel] = ("dir", info.st_mode, info.st_mtime_ns)
                    pending.append(Path(entry.path))
                elif stat.S_ISREG(info.st_mode):
                    entries[rel] = (
                        "file",
                        info.st_mode,
                        info.st_size,
                        info.st_mtime_ns,
                        _sha256(Path(entry.path)),
                    )
                else:
                    entries[rel] = ("special", info.st_mode, info.st_mtime_ns)
    return entries


def _sha256(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except PermissionError:
        return None  # chmod 000 as a normal user: the mode and size still prove it intact


@pytest.fixture
def hostile(tmp_path: Path) -> Iterator[tuple[Path, dict[str, str]]]:
    root = tmp_path / "hostile"
    expected = fd.make_hostile_folder(root)
    yield root, expected
    (root / "locked.txt").chmod(0o600)  # let pytest clean tmp_path up as a normal user


def test_every_hostile_file_gives_text_or_its_reason(
    hostile: tuple[Path, dict[str, str]],
) -> None:
    root, expected = hostile
    outcomes: dict[str, str] = {}
    for rel in expected:
        try:
            result = extract_text(root / rel)
        except SkipFile as skip:
            outcomes[rel] = skip.reason.text
        else:
            assert result.text.strip(), rel
            outcomes[rel] = ""
    mismatched = {
        rel: (outcomes[rel], keyword)
        for rel, keyword in expected.items()
        if (keyword == "") != (outcomes[rel] == "") or keyword not in outcomes[rel]
    }
    assert not mismatched
    with pytest.raises(SkipFile, match="symbolic link not followed"):
        extract_text(root / "sub" / "up")  # a link is never followed, to a folder neither


def test_the_folder_is_unchanged_after_extraction(
    hostile: tuple[Path, dict[str, str]],
) -> None:
    root, expected = hostile
    before = snapshot(root)
    for rel in expected:
        with contextlib.suppress(SkipFile):
            extract_text(root / rel)
    assert snapshot(root) == before
    assert len(before) >= len(expected) + 60  # the nested folders were walked too


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads chmod-000 files; no denial to see")
def test_unreadable_file_is_skipped_with_permission_reason(tmp_path: Path) -> None:
    path = tmp_path / "gesperrt.txt"
    path.write_text("geheim", encoding="utf-8")
    path.chmod(0)
    try:
        with pytest.raises(SkipFile, match="permission denied"):
            extract_text(path)
    finally:
        path.chmod(0o600)


def test_file_name_that_is_not_utf8(tmp_path: Path) -> None:
    path = fd.write_undecodable_name(tmp_path)
    assert extract_text(path).text == "Dateiname in cp1252 " + fd.GERMAN
