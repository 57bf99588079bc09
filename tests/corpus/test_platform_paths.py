"""Issue 31: paths as Windows users have them, through the pure functions the walk and the
reader call (`llmplan.corpus.platform_paths`), driven with Windows forms on any system."""

from __future__ import annotations

import ntpath
import stat

import pytest

from llmplan.corpus.platform_paths import (
    absolute_root,
    is_fully_qualified,
    is_hidden,
    is_link,
    is_online_only,
    is_sharing_violation,
    listed_identity,
    system_path,
)

LONG_FOLDER = "\\".join(["Projekte 2024", "Kunde Müller GmbH", "Angebote und Verträge"] * 8)


def test_a_drive_letter_path_goes_to_the_system_in_the_extended_form() -> None:
    path = r"C:\Users\Anna\Dokumente\Angebot.docx"
    assert system_path(path, windows=True) == r"\\?\C:\Users\Anna\Dokumente\Angebot.docx"
    # as a user or a drop may write it: forward slashes, "." and "..", a lower-case drive
    messy = "c:/Users/Anna/./Downloads/../Dokumente/Angebot.docx"
    assert system_path(messy, windows=True) == r"\\?\c:\Users\Anna\Dokumente\Angebot.docx"


def test_a_unc_share_goes_to_the_system_in_the_extended_unc_form() -> None:
    path = r"\\fileserver\akten\Verträge\2024\Rahmenvertrag.pdf"
    assert (
        system_path(path, windows=True)
        == r"\\?\UNC\fileserver\akten\Verträge\2024\Rahmenvertrag.pdf"
    )
    assert (
        system_path("//fileserver/akten/a.txt", windows=True) == r"\\?\UNC\fileserver\akten\a.txt"
    )


def test_a_path_longer_than_260_characters_keeps_every_character() -> None:
    for root in (r"D:\Archiv", r"\\fileserver\akten"):
        path = ntpath.join(root, LONG_FOLDER, "Protokoll der Sitzung vom 12. März.docx")
        assert len(path) > 260
        prefix = "\\\\?\\" if root.startswith("D") else "\\\\?\\UNC"  # \\?\  \\?\UNC
        assert system_path(path, windows=True) == prefix + path.removeprefix("\\")


@pytest.mark.parametrize("name", ["CON", "con.txt", "NUL.txt", "aux.docx", "COM1", "LPT1.pdf"])
def test_a_reserved_name_stays_a_file_name_never_a_device(name: str) -> None:
    """Without the extended form Windows reads `...\\CON` as the console (a read would wait
    for the keyboard) and `...\\NUL.txt` as the null device."""
    for folder in (r"C:\Daten", r"\\fileserver\akten\Daten"):
        extended = system_path(ntpath.join(folder, name), windows=True)
        assert extended.startswith("\\\\?\\") and extended.endswith("\\Daten\\" + name)
        assert "\\\\.\\" not in extended
    assert absolute_root(r"C:\Daten\CON", windows=True) == r"C:\Daten\CON"  # not \\.\CON


def test_names_ending_in_a_dot_or_a_space_are_kept() -> None:
    """A share from a Mac or Linux server may hold "Bericht." and "Bericht " beside
    "Bericht": the Win32 layer would trim both to the third."""
    for name in ("Bericht.", "Bericht ", "Bericht"):
        assert system_path(rf"\\nas\team\{name}", windows=True) == rf"\\?\UNC\nas\team\{name}"


def test_names_that_differ_only_in_case_stay_apart() -> None:
    upper = system_path(r"\\nas\team\Angebot.docx", windows=True)
    lower = system_path(r"\\nas\team\angebot.docx", windows=True)
    assert upper != lower and upper.endswith("Angebot.docx") and lower.endswith("angebot.docx")


def test_only_fully_qualified_windows_paths_are_extended() -> None:
    assert [is_fully_qualified(p) for p in (r"C:\a", "C:/a", r"\\s\sh\a", "C:a", r"\a", "a")] == [
        True,
        True,
        True,
        False,
        False,
        False,
    ]
    for given in ("Dokumente\\a.txt", "C:a.txt", r"\\?\C:\x", r"\\.\pipe\x"):
        assert system_path(given, windows=True) == given
    # elsewhere a path is what the system takes, backslashes and all
    assert system_path(r"/home/anna/C:\odd name", windows=False) == r"/home/anna/C:\odd name"


def test_a_root_is_made_absolute_on_windows_and_a_bare_drive_or_share_is_its_root() -> None:
    assert absolute_root("E:", windows=True).startswith("E:")  # E:'s current folder
    assert absolute_root("E:/", windows=True) == "E:\\"
    assert absolute_root(r"\\fileserver\akten", windows=True) == "\\\\fileserver\\akten\\"
    assert absolute_root(r"\\fileserver\akten\2023\..\2024", windows=True) == (
        r"\\fileserver\akten\2024"
    )
    assert absolute_root("docs", windows=False) == "docs"


def test_a_listing_without_identity_gives_none() -> None:
    """Windows' DirEntry.stat() says st_dev = st_ino = 0: no identity, not (0, 0)."""
    assert listed_identity(0, 0) is None
    assert listed_identity(2049, 0) is None
    assert listed_identity(2049, 1234567) == (2049, 1234567)


def test_hidden_and_system_files_are_hidden_like_dot_names() -> None:
    hidden, system = stat.FILE_ATTRIBUTE_HIDDEN, stat.FILE_ATTRIBUTE_SYSTEM
    assert is_hidden(".git")
    assert is_hidden("Thumbs.db", attributes=hidden | system)
    assert is_hidden("desktop.ini", attributes=system)
    assert is_hidden("Icon\r", flags=stat.UF_HIDDEN)  # the Finder's hidden flag
    assert not is_hidden("Angebot.docx", attributes=stat.FILE_ATTRIBUTE_ARCHIVE)
    assert not is_hidden("Angebot.docx", attributes=stat.FILE_ATTRIBUTE_READONLY)


def test_junctions_are_links_and_cloud_placeholders_are_not_here() -> None:
    reparse = stat.FILE_ATTRIBUTE_REPARSE_POINT
    assert is_link(reparse | stat.FILE_ATTRIBUTE_DIRECTORY, 0xA0000003)  # junction
    assert is_link(reparse, 0xA000000C)  # symbolic link
    assert not is_link(reparse, 0x9000601A)  # OneDrive's cloud file: a file, read as one
    assert not is_link(0, 0)
    assert is_online_only(0x400000 | reparse)  # RECALL_ON_DATA_ACCESS: online only
    assert is_online_only(stat.FILE_ATTRIBUTE_OFFLINE)
    assert is_online_only(flags=0x40000000)  # macOS SF_DATALESS: evicted iCloud file
    assert not is_online_only(stat.FILE_ATTRIBUTE_ARCHIVE | stat.FILE_ATTRIBUTE_READONLY)


def test_a_sharing_violation_is_told_apart_from_a_denied_permission() -> None:
    locked = PermissionError(13, "The process cannot access the file")
    locked.winerror = 32  # type: ignore[attr-defined]  # what Windows sets: ERROR_SHARING_VIOLATION
    region = PermissionError(13, "locked region")
    region.winerror = 33  # type: ignore[attr-defined]  # ERROR_LOCK_VIOLATION
    denied = PermissionError(13, "Access is denied")
    denied.winerror = 5  # type: ignore[attr-defined]
    assert is_sharing_violation(locked) and is_sharing_violation(region)
    assert not is_sharing_violation(denied)
    assert not is_sharing_violation(PermissionError(13, "Permission denied"))  # POSIX
