"""The walk: links never followed, hidden entries optional, deep trees, cancel, type keys."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from llmplan.corpus.reasons import reason
from llmplan.corpus.walk import NO_EXTENSION, is_known_unsupported, type_key, walk


def write(path: Path, text: str = "Inhalt") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def test_links_are_listed_not_followed(tmp_path: Path) -> None:
    target = write(tmp_path / "outside" / "doc.txt", "x" * 100)
    root = tmp_path / "root"
    write(root / "a.txt")
    (root / "to_outside").symlink_to(target.parent, target_is_directory=True)
    (root / "file_link.txt").symlink_to(target)
    result = walk([root])
    assert result.files_total == 1 and result.bytes_total == len("Inhalt")
    reasons = dict(result.skipped)
    assert reasons[str(root / "to_outside")] == reason("symlink_not_followed")
    assert reasons[str(root / "file_link.txt")] == reason("symlink_not_followed")


def test_hidden_entries(tmp_path: Path) -> None:
    write(tmp_path / "sichtbar.txt")
    write(tmp_path / ".hidden.txt")
    write(tmp_path / ".git" / "config.txt")
    hidden_skipped = walk([tmp_path])
    assert hidden_skipped.files_total == 1 and hidden_skipped.hidden_ignored == 2
    everything = walk([tmp_path], skip_hidden=False)
    assert everything.files_total == 3 and everything.hidden_ignored == 0


def test_deep_tree_files_and_missing_roots(tmp_path: Path) -> None:
    deep = tmp_path.joinpath(*["d"] * 300)
    write(deep / "tief.md")
    single = write(tmp_path / "einzeln.html")
    result = walk([tmp_path / "d", single, tmp_path / "fehlt"])
    assert result.files_total == 2
    assert set(result.strata) == {"md", "html"}
    assert dict(result.skipped) == {str(tmp_path / "fehlt"): reason("not_found")}


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads folders whatever their mode")
def test_unreadable_folder_is_skipped_with_reason(tmp_path: Path) -> None:
    locked = tmp_path / "gesperrt"
    write(locked / "geheim.txt")
    locked.chmod(0)
    try:
        result = walk([tmp_path])
    finally:
        locked.chmod(0o755)
    assert dict(result.skipped)[str(locked)].code == "unreadable_folder"


def test_cancel_stops_the_walk(tmp_path: Path) -> None:
    for index in range(5):
        write(tmp_path / f"ordner{index}" / "a.txt")
    result = walk([tmp_path], should_stop=lambda: True)
    assert result.cancelled and result.files_total == 0


def test_type_keys() -> None:
    assert type_key("bericht.HTM") == "html"
    assert type_key("bild.JPG") == "jpg" and is_known_unsupported("jpg")
    assert type_key("README") == NO_EXTENSION and not is_known_unsupported(NO_EXTENSION)
    assert not is_known_unsupported("pdf")
