"""Before the window opens on Linux/X11: are the system libraries Qt's xcb plugin needs there?

Without one of them Qt aborts with "Could not load the Qt platform plugin xcb" and names the
wrong culprit (on a machine without libxcb-icccm4 it says "xcb-cursor0 is needed"). This check
runs before the QApplication is created, imports no Qt, and names every missing library with
the Debian/Ubuntu package that provides it and the apt command that installs them.
"""

from __future__ import annotations

import ctypes
import os
import sys
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path

# What libqxcb.so, libQt6XcbQpa and libQt6Gui load (readelf -d, PySide6 6.8+), each with its
# Debian/Ubuntu package. The C runtime, ICU and zlib are left out: Python needs those itself,
# or the wheel ships them.
XCB_LIBRARIES: Mapping[str, str] = {
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
}

LibraryLookup = Callable[[str], bool]


def uses_xcb(environ: Mapping[str, str] = os.environ, platform: str = sys.platform) -> bool:
    """True where Qt will load its xcb plugin: Linux/BSD with an X display, no other platform
    chosen (a Wayland session without QT_QPA_PLATFORM=xcb uses Qt's wayland plugin)."""
    if platform.startswith(("win", "darwin")):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").split(":")[0]
    if chosen:
        return chosen == "xcb"
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


def _bundled_folders() -> list[Path]:
    """Where a frozen app or the PySide6 wheel carries libraries of its own."""
    folders = [Path(getattr(sys, "_MEIPASS", ""))] if getattr(sys, "frozen", False) else []
    try:
        import importlib.util

        spec = importlib.util.find_spec("PySide6")
    except (ImportError, ValueError):
        spec = None
    if spec is not None and spec.origin:
        folders.append(Path(spec.origin).parent / "Qt" / "lib")
    return folders


def loader_finds(soname: str) -> bool:
    """The dynamic loader can load `soname` (as Qt will), or the app ships it itself."""
    if any((folder / soname).exists() for folder in _bundled_folders()):
        return True
    try:
        ctypes.CDLL(soname)
    except OSError:
        return False
    return True


def missing_libraries(
    lookup: LibraryLookup | None = None, libraries: Iterable[str] = XCB_LIBRARIES
) -> list[str]:
    """The libraries of `libraries` that `lookup` (default: `loader_finds`) cannot find, in
    their listed order."""
    found = lookup or loader_finds
    return [soname for soname in libraries if not found(soname)]


def missing_libraries_message(missing: Iterable[str]) -> str:
    """What to tell the user: the libraries, their packages and the command that installs
    them; empty when nothing is missing."""
    names = list(missing)
    if not names:
        return ""
    packages = list(dict.fromkeys(XCB_LIBRARIES.get(name, name) for name in names))
    return (
        "the window cannot open: Qt's X11 (xcb) platform needs system libraries that are "
        f"missing: {', '.join(names)}.\n"
        f"Install them (Debian/Ubuntu): sudo apt install {' '.join(packages)}\n"
        "Without a window meanwhile: `llmplan plan SCENARIO.json`, or "
        "`QT_QPA_PLATFORM=offscreen llmplan gui --screenshots DIR`."
    )
