"""Issue 22: on a machine with a display but without libxcb-icccm4, `llmplan` aborted with Qt's
"xcb-cursor0 is needed". Before Qt loads, the app names each missing library, its package and
the apt command."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
from pathlib import Path

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


# ---- The real check on the real system (no fake lookup)
def _loader_cache() -> set[str]:
    """The sonames the dynamic loader's cache lists (`ldconfig -p`): an independent look-up."""
    import subprocess

    listing = subprocess.run(
        ["ldconfig", "-p"], capture_output=True, text=True, check=True, timeout=30
    ).stdout
    return {line.split()[0] for line in listing.splitlines()[1:] if line.strip()}


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("ldconfig") is None,
    reason="the loader cache is Linux's",
)
def test_the_real_check_agrees_with_the_loader_cache_and_names_an_absent_library() -> None:
    from llmplan.gui.system_libraries import _bundled_folders

    cache = _loader_cache()
    bundled = {p.name for folder in _bundled_folders() if folder.is_dir() for p in folder.iterdir()}
    expected = [name for name in XCB_LIBRARIES if name not in cache | bundled]
    assert missing_libraries() == expected
    if Path("/usr/lib/x86_64-linux-gnu/libxcb-icccm.so.4").exists():
        assert expected == []  # a machine with the X11 libraries installed: none missing
    absent = "libllmplan-no-such-library.so.7"
    assert absent not in cache
    assert missing_libraries(libraries=["libxcb.so.1", absent]) == [
        name for name in ["libxcb.so.1", absent] if name not in cache | bundled
    ]
    assert absent in missing_libraries_message(missing_libraries(libraries=[absent]))


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs an X server (xvfb-run)")
def test_where_the_check_finds_nothing_missing_qt_opens_its_xcb_platform() -> None:
    """Under a real X server (Xvfb): the real check and Qt's xcb plugin agree."""
    import subprocess

    script = (
        "from llmplan.gui.system_libraries import missing_libraries, uses_xcb\n"
        "import os\n"
        "assert uses_xcb(os.environ), os.environ.get('DISPLAY')\n"
        "missing = missing_libraries()\n"
        "print('missing', missing)\n"
        "if not missing:\n"
        "    from PySide6.QtGui import QGuiApplication\n"
        "    app = QGuiApplication([])\n"
        "    print('platform', app.platformName())\n"
    )
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY",)}
    env["QT_QPA_PLATFORM"] = "xcb"
    done = subprocess.run(
        ["xvfb-run", "-a", sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    if "missing []" in done.stdout:
        assert "platform xcb" in done.stdout
