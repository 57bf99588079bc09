"""Issue 31: a scan reads a folder the way Windows lists it, and files the way Windows opens
them, on Linux: a listing that gives no identity (DirEntry.stat(): st_dev = st_ino =
st_nlink = 0), folders listed by name (no descriptors), attributes (hidden, system,
junction, online only), a file locked by another program; and the path forms that reach
Linux too (long paths, reserved names, names differing only in case)."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from llmplan.corpus import executor, walk
from llmplan.corpus.extract import reading
from llmplan.corpus.reasons import reason
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer

TEXT = (
    "Das Angebot umfasst die Lieferung von zwei Kreiselpumpen samt Montage und Wartung. "
    "Die Zahlung erfolgt innerhalb von dreißig Tagen nach Rechnungsstellung. "
)
_STAT_FIELDS = [name for name in dir(os.stat_result) if name.startswith("st_")]


def write(path: Path, times: int = 3) -> int:
    """A document of `times` paragraphs; its own token count (gpt2)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    text = f"{path.stem}: " + TEXT * times
    path.write_text(text, encoding="utf-8")
    return load_tokenizer("gpt2").count(text)


def options(**kwargs: Any) -> ScanOptions:
    return ScanOptions(tokenizers=["gpt2"], in_process=True, **kwargs)


def as_windows_lists(
    monkeypatch: pytest.MonkeyPatch, extra: Callable[[str], dict[str, int]] = lambda _n: {}
) -> None:
    """Make the walk see what Windows' os.scandir gives: no identity, no link count, each
    entry's attributes (`extra(name)`), and no descriptors for folders."""
    real = walk._lstat

    def listed(entry: os.DirEntry[str]) -> Any:
        info = real(entry)
        if isinstance(info, OSError):
            return info
        fields = {name: getattr(info, name) for name in _STAT_FIELDS if hasattr(info, name)}
        fields.update(st_dev=0, st_ino=0, st_nlink=0, **extra(entry.name))
        return SimpleNamespace(**fields)

    monkeypatch.setattr(walk, "_lstat", listed)
    monkeypatch.setattr(os, "supports_fd", os.supports_fd - {os.scandir})


def test_a_listing_without_identity_reads_every_file_in_every_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: every file "changed since the folder was listed", and every folder but the
    first "already scanned (loop)" (all had the identity (0, 0))."""
    counts = {
        name: write(tmp_path / name)
        for name in ("angebot.txt", "a/protokoll.md", "a/b/vertrag.txt", "c/notiz.txt")
    }
    linux = scan_corpus(tmp_path, options())
    as_windows_lists(monkeypatch)
    windows = scan_corpus(tmp_path, options())
    assert windows.skipped == [] and windows.files_read == 4
    assert windows.tokens_counted == linux.tokens_counted == sum(counts.values())


def test_without_identity_a_folder_loop_is_still_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same folder given twice (as a junction or a second root would make it) is
    listed once: its own identity stands in for the listing's."""
    write(tmp_path / "akten" / "brief.txt")
    as_windows_lists(monkeypatch)
    result = walk.walk([tmp_path / "akten", tmp_path / "akten"])
    assert result.files_total == 1
    assert result.skipped == [(str(tmp_path / "akten"), reason("folder_loop"))]


def test_without_identity_byte_identical_names_still_count_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No link count on Windows, so hard links are not told by the walk; the search for
    exact copies still reads the content once."""
    once = write(tmp_path / "original.txt")
    os.link(tmp_path / "original.txt", tmp_path / "zweiter_name.txt")
    as_windows_lists(monkeypatch)
    report = scan_corpus(tmp_path, options())
    assert report.files_total == 2 and report.exact_duplicate_files == 1
    assert report.exact_duplicate_tokens == once


def test_system_files_junctions_and_online_only_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kept = write(tmp_path / "angebot.txt")
    write(tmp_path / "desktop.ini")  # system attribute: left out like a dot name
    write(tmp_path / "nur_online.txt")  # a OneDrive placeholder: never downloaded
    write(tmp_path / "verknuepfung" / "doppelt.txt")  # a junction: never followed
    attributes = {
        "desktop.ini": {"st_file_attributes": stat.FILE_ATTRIBUTE_SYSTEM},
        "nur_online.txt": {"st_file_attributes": 0x400000 | stat.FILE_ATTRIBUTE_REPARSE_POINT},
        "verknuepfung": {
            "st_file_attributes": stat.FILE_ATTRIBUTE_DIRECTORY | stat.FILE_ATTRIBUTE_REPARSE_POINT,
            "st_reparse_tag": 0xA0000003,
        },
    }
    as_windows_lists(monkeypatch, lambda name: attributes.get(name, {}))
    report = scan_corpus(tmp_path, options())
    assert report.tokens_counted == kept and report.files_read == 1
    assert report.hidden_ignored == 1
    assert {s.path: s.reason for s in report.skipped} == {
        str(tmp_path / "nur_online.txt"): "online-only file (not downloaded)",
        str(tmp_path / "verknuepfung"): "symbolic link not followed",
    }


def _refuse_opening(monkeypatch: pytest.MonkeyPatch, name: str, winerror: int | None) -> None:
    """os.open of the file `name` raises what Windows raises opening a file another program
    holds unshared: a Win32 call gives the system's error (32, ERROR_SHARING_VIOLATION);
    os.open, through the C library, only errno EACCES, as for a denied permission (checked
    under Wine 8)."""
    real_open = os.open

    def refusing_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if os.fspath(path).endswith(name):
            error = PermissionError(errno.EACCES, "Permission denied", os.fspath(path))
            if winerror is not None:
                error.winerror = winerror  # type: ignore[attr-defined]
            raise error
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing_open)


@pytest.mark.parametrize(
    ("reader", "winerror"),
    [("in this process", 32), ("in worker processes", 32), ("in this process", None)],
)
def test_a_locked_file_is_skipped_with_its_reason_and_the_scan_goes_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, reader: str, winerror: int | None
) -> None:
    """A .docx open in Word, a mailbox open in Outlook: the file is named as locked (not as
    "permission denied": nothing the user's rights could change), every other file counts."""
    counts = {name: write(tmp_path / name) for name in ("a.txt", "offen.txt", "z.txt")}
    _refuse_opening(monkeypatch, "offen.txt", winerror)
    # errno alone: the reader asks the system whether that file is locked (CreateFileW on
    # Windows); here the system's answer is the lock of the patched open
    monkeypatch.setattr(reading, "locked_for_reading", lambda path: path.endswith("offen.txt"))
    if reader == "in worker processes":
        monkeypatch.setattr(executor, "start_method", lambda: "fork")  # they inherit the patch
        scan = ScanOptions(tokenizers=["gpt2"], workers=2, in_process_below_bytes=0)
    else:
        scan = options()
    report = scan_corpus(tmp_path, scan)
    assert [(s.path, s.reason) for s in report.skipped] == [
        (str(tmp_path / "offen.txt"), "locked by another program (not read)")
    ]
    assert report.tokens_counted == counts["a.txt"] + counts["z.txt"]


def test_a_denied_permission_is_not_called_a_lock(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(tmp_path / "geheim.txt")
    _refuse_opening(monkeypatch, "geheim.txt", None)
    report = scan_corpus(tmp_path, options())
    assert [s.reason for s in report.skipped] == ["unreadable: permission denied"]


def test_long_paths_reserved_names_and_names_differing_in_case_are_read(tmp_path: Path) -> None:
    """What reaches Linux of the Windows path forms (a share from a Linux or Mac server
    holds the same): each is a file and is read as one."""
    deep = tmp_path.joinpath(*["Kunde Müller GmbH – Angebote und Verträge"] * 8)
    names = ["CON", "NUL.txt", "aux.md", "Angebot.txt", "angebot.txt", "Bericht.", "Bericht "]
    counts = {str(deep / name): write(deep / name) for name in names}
    assert len(str(deep / "NUL.txt")) > 260
    report = scan_corpus(tmp_path, options())
    assert report.skipped == [] and report.files_read == len(names)
    assert report.tokens_counted == sum(counts.values())
