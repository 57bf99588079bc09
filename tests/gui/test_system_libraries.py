"""Issue 22: on a machine with a display but without libxcb-icccm4, `llmplan` aborted with Qt's
"xcb-cursor0 is needed". Before Qt loads, the app names each missing library, its package and
the apt command."""

from __future__ import annotations

import argparse

import pytest

from llmplan.commands import gui as gui_command
from llmplan.commands.errors import UserError
from llmplan.gui.system_libraries import (
    XCB_LIBRARIES,
    missing_libraries,
    missing_libraries_message,
    uses_xcb,
)


def test_a_missing_library_is_named_with_its_package_and_the_apt_command() -> None:
    absent = {"libxcb-icccm.so.4", "libxcb-keysyms.so.1"}
    missing = missing_libraries(lambda soname: soname not in absent)
    assert missing == ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"]
    message = missing_libraries_message(missing)
    assert "missing: libxcb-icccm.so.4, libxcb-keysyms.so.1." in message
    assert "sudo apt install libxcb-icccm4 libxcb-keysyms1\n" in message
    assert "xcb-cursor" not in message  # Qt's own message blamed this one
    assert missing_libraries(lambda soname: True) == []
    assert missing_libraries_message([]) == ""


def test_the_list_covers_what_the_deb_depends_on() -> None:
    """Every xcb/xkb package the .deb declares is one the check can name."""
    from pathlib import Path

    control = Path(__file__).parents[2] / "packaging" / "linux" / "control.in"
    depends = next(line for line in control.read_text().splitlines() if line.startswith("Depends"))
    declared = {p.strip().split(" ")[0] for p in depends.removeprefix("Depends:").split(",")}
    wanted = {p for p in declared if p.startswith(("libxcb", "libxkbcommon", "libegl", "libgl"))}
    assert wanted <= set(XCB_LIBRARIES.values())


@pytest.mark.parametrize(
    ("environ", "platform", "xcb"),
    [
        ({"DISPLAY": ":0"}, "linux", True),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, "linux", False),
        ({"WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"DISPLAY": ":0"}, "darwin", False),
        ({}, "linux", False),
    ],
)
def test_only_the_xcb_platform_is_checked(environ: dict, platform: str, xcb: bool) -> None:
    assert uses_xcb(environ, platform) is xcb


def test_llmplan_stops_before_qt_with_that_message(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("DISPLAY", ":99")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(
        "llmplan.gui.system_libraries.loader_finds", lambda soname: soname != "libxcb-icccm.so.4"
    )
    with pytest.raises(UserError, match="sudo apt install libxcb-icccm4\n"):
        gui_command.run(argparse.Namespace(scenario=None, screenshots=None))


def test_the_readme_lists_them_next_to_the_first_command() -> None:
    from pathlib import Path

    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    first_command = readme.index("pip install -e . && llmplan")
    apt = readme.index("sudo apt install libxcb1", first_command)
    assert apt - first_command < 400  # the very next block, not far down the README
    listed = readme[apt : readme.index("```", apt)].split()
    assert set(XCB_LIBRARIES.values()) <= set(listed)
