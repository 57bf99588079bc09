"""README's desktop-app section names the window's tabs as the window has them (issue 32: it
said "four tabs (Ctrl+1…4)" where there are five): their number, their View-menu keys, each
tab's title as a bullet, and the screenshots' file names."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).parents[1] / "README.md"
NUMBERS = {"three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def _desktop_section() -> str:
    text = README.read_text("utf-8")
    start = text.index("## The desktop app")
    return text[start : text.index("\n## ", start + 1)]


@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_readme_names_every_tab_of_the_window(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from llmplan.gui.app import TAB_KEYS
    from llmplan.gui.main_window import MainWindow
    from llmplan.gui.settings import AppSettings

    window = MainWindow(AppSettings(tmp_path / "llmplan.ini"), restore_last=False)
    qtbot.addWidget(window)
    count = window.tabs.count()
    section = " ".join(_desktop_section().split())  # lines joined: a phrase may wrap
    said = re.search(r"View → the (\w+) tabs \(Ctrl\+1 … Ctrl\+(\d)\)", section)
    assert said is not None
    assert NUMBERS[said.group(1)] == count and int(said.group(2)) == count
    assert re.search(rf"The window has {said.group(1)} tabs", section)
    for index in range(count):
        title = window.tabs.tabText(index).replace("&&", "\0").replace("&", "").replace("\0", "&")
        assert f"**{title}**" in section, title
    shots = re.search(r"`DIR/<tab>_<lang>\.png` \(((?:`\w+`(?:, )?)+)\)", section)
    assert shots is not None
    assert re.findall(r"`(\w+)`", shots.group(1)) == list(TAB_KEYS)
    assert len(TAB_KEYS) == count
    window.mark_saved()
