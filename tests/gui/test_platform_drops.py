"""Issue 31: drag and drop from Explorer and Finder (and Linux file managers that write the
host), with the URL forms each puts in a drag; settings and autosave where each platform
keeps an app's files."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import platformdirs.windows
import pytest
from platformdirs.macos import MacOS
from platformdirs.unix import Unix
from platformdirs.windows import Windows
from PySide6.QtCore import QUrl

from llmplan.core.scenario import Scenario
from llmplan.gui import settings as settings_module
from llmplan.gui.settings import AUTOSAVE_NAME, AppSettings, app_folders
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.corpus_tab import CorpusTab
from llmplan.gui.widgets import drop_area
from llmplan.gui.widgets.drop_area import dropped_path

# (what a file manager puts in the drag, the path on Windows, the path on Linux/macOS)
URL_FORMS = [
    # Explorer: a drive, with a space and an umlaut (percent-encoded in the URL)
    (
        "file:///C:/Users/Anna/Dokumente/Angebot%20K%C3%BCche.docx",
        r"C:\Users\Anna\Dokumente\Angebot Küche.docx",
        "/C:/Users/Anna/Dokumente/Angebot Küche.docx",  # a Linux name, odd as it is
    ),
    ("file:///D:/", "D:\\", "/D:/"),
    # Explorer: a folder on the customer's file server (UNC), and a file in it
    ("file://fileserver/akten/Vertr%C3%A4ge", r"\\fileserver\akten\Verträge", None),
    ("file://fileserver/akten/a.pdf", r"\\fileserver\akten\a.pdf", None),
    ("file://fileserver/", None, None),  # a server alone is no folder
    ("file:////fileserver/akten/a.pdf", r"\\fileserver\akten\a.pdf", "//fileserver/akten/a.pdf"),
    # Finder (Qt resolves file references through Cocoa before the app sees the drop)
    ("file:///Users/anna/Dokumente/K%C3%BCche", None, "/Users/anna/Dokumente/Küche"),
    ("file:///.file/id=6571367.2773272/", None, None),  # unresolved: names no path
    # Linux file managers; some write the host
    ("file:///home/anna/Akten", None, "/home/anna/Akten"),
    ("file://localhost/home/anna/Akten", None, "/home/anna/Akten"),
    ("file://localhost/C:/Akten", r"C:\Akten", "/C:/Akten"),
    # never a local path
    ("https://example.com/angebot.pdf", None, None),
    ("file:relative/angebot.pdf", None, None),
]


@pytest.mark.parametrize(("url", "windows", "posix"), URL_FORMS)
def test_each_file_managers_url_form_names_the_path(
    url: str, windows: str | None, posix: str | None
) -> None:
    assert dropped_path(QUrl(url), "windows") == windows
    assert dropped_path(QUrl(url), "posix") == posix


@pytest.fixture
def tab(qtbot, monkeypatch: pytest.MonkeyPatch) -> tuple[CorpusTab, list[list[str]]]:  # type: ignore[no-untyped-def]
    """The Corpus tab; what a drop asks it to scan is recorded, not scanned."""
    corpus = CorpusTab(ScenarioStore(Scenario()))
    qtbot.addWidget(corpus)
    scans: list[list[str]] = []
    monkeypatch.setattr(corpus, "scan", lambda paths: scans.append([str(p) for p in paths]))
    return corpus, scans


def _drag(drag, urls: list[str]):  # type: ignore[no-untyped-def]
    dragged = drag([])
    dragged.mime.setUrls([QUrl(url) for url in urls])
    return dragged


def test_a_drop_with_this_computers_host_scans_the_folder(tab, drag, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Before: `file://localhost/...` was scanned as "//localhost/..." (not found)."""
    corpus, scans = tab
    dragged = _drag(drag, [f"file://localhost{tmp_path}"])
    assert dragged.enter(corpus).isAccepted()
    dragged.drop(corpus)
    assert scans == [[str(tmp_path)]]


def test_explorers_drop_of_a_share_and_a_drive_scans_both(  # type: ignore[no-untyped-def]
    tab, drag, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(drop_area, "SYSTEM", "windows")
    corpus, scans = tab
    urls = ["file://fileserver/akten/2024", "file:///C:/Users/Anna/Dokumente"]
    dragged = _drag(drag, urls)
    assert dragged.enter(corpus).isAccepted()
    dragged.drop(corpus)
    assert scans == [[r"\\fileserver\akten\2024", r"C:\Users\Anna\Dokumente"]]


@pytest.mark.parametrize(
    "url", ["file:///.file/id=6571367.2773272/", "file://fileserver/akten/2024"]
)
def test_a_drop_that_names_no_local_path_is_refused(tab, drag, url: str) -> None:  # type: ignore[no-untyped-def]
    """An unresolved file reference, another computer's file (Linux, macOS): the drag is
    not accepted, and nothing is scanned."""
    corpus, scans = tab
    dragged = _drag(drag, [url])
    assert not dragged.enter(corpus).isAccepted()
    dragged.drop(corpus)
    assert scans == []


@pytest.mark.parametrize("platform", [Windows, MacOS, Unix], ids=lambda p: p.__name__)
def test_settings_and_autosave_live_where_each_platform_keeps_them(
    platform: type[platformdirs.api.PlatformDirsABC],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Not a hard-coded ~/.config: Windows %APPDATA% (settings, roaming) and %LOCALAPPDATA%
    (the autosave, which carries a scan's report), macOS ~/Library/Application Support,
    Linux the XDG folders."""
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    # the known folders Windows' shell would name (asked of the shell on Windows alone)
    known = {"CSIDL_APPDATA": "Roaming", "CSIDL_LOCAL_APPDATA": "Local"}
    monkeypatch.setattr(
        platformdirs.windows, "get_win_folder", lambda name: str(tmp_path / known[name])
    )
    if platform is MacOS:  # platformdirs lets XDG variables win on a Mac, where set
        monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
        monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setattr(settings_module, "app_folders", lambda: app_folders(platform))
    expected = {
        "Windows": (tmp_path / "Roaming" / "llmplan", tmp_path / "Local" / "llmplan"),
        "MacOS": (tmp_path / "home/Library/Application Support/llmplan",) * 2,
        "Unix": (tmp_path / "xdg-config" / "llmplan", tmp_path / "xdg-data" / "llmplan"),
    }[platform.__name__]
    settings = AppSettings()
    settings.add_recent_file(tmp_path / "plan.json")
    settings.sync()
    assert Path(settings.file_name) == expected[0] / "llmplan.ini"
    assert Path(settings.file_name).is_file()
    assert settings.autosave_file == expected[1] / AUTOSAVE_NAME


def test_an_autosave_beside_the_settings_moves_to_the_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Where earlier versions kept it; the next start still reopens that work."""
    config, data = tmp_path / "config", tmp_path / "data"
    monkeypatch.setattr(settings_module, "app_folders", lambda: (config, data))
    config.mkdir()
    (config / AUTOSAVE_NAME).write_text('{"the": "work of last time"}', encoding="utf-8")
    settings = AppSettings()
    assert settings.autosave_file == data / AUTOSAVE_NAME
    assert settings.autosave_file.read_text(encoding="utf-8") == '{"the": "work of last time"}'
    assert not (config / AUTOSAVE_NAME).exists()


def test_settings_given_a_file_keep_the_autosave_beside_it(tmp_path: Path) -> None:
    settings = AppSettings(tmp_path / "eigen" / "llmplan.ini")
    assert settings.autosave_file == tmp_path / "eigen" / AUTOSAVE_NAME
