"""Trim what PyInstaller collected: Qt plugins the app never loads, Qt translations for
languages the app does not offer, and (Linux) system libraries nothing left needs.

Used by llmplan.spec after Analysis. PyInstaller's PySide6 hooks take every plugin of a
kind; some of them drag in large dependency chains (the GTK3 platform theme pulls half of
GTK and cairo, the VNC platform and TUIO touch pull QtNetwork and Kerberos) that the app
never uses. A GTK stack copied from the build machine can even clash with the user's own.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import PurePosixPath

# PyInstaller TOC entry: (name inside the bundle, source path, type code)
TocEntry = tuple[str, str, str]

QT_PLUGIN_DIR = "PySide6/Qt/plugins/"
# plugin folders or files (relative to QT_PLUGIN_DIR) left out, with why
UNUSED_QT_PLUGINS = {
    "platforms/libqvnc": "VNC server platform; pulls QtNetwork and Kerberos",
    "platforms/libqvkkhrdisplay": "Vulkan display platform, embedded only",
    "platforms/libqlinuxfb": "framebuffer platform, embedded only",
    "platforms/libqeglfs": "EGLFS platform, embedded only",
    "platforms/libqminimalegl": "minimal EGL platform, embedded only",
    "egldeviceintegrations/": "only used by the EGLFS platform",
    "generic/": "evdev/TUIO input for embedded platforms; TUIO pulls QtNetwork",
    "platformthemes/libqgtk3": "GTK3 theme: drags in GTK, cairo and pango from the build machine",
}
APP_LANGUAGES = ("en", "de")  # the UI languages; Qt's own translations for others go
# always kept at the top level although no ELF file names them: loaded by the bootloader
ALWAYS_KEEP_PREFIXES = ("libpython",)


def is_unused_qt_plugin(dest: str) -> bool:
    dest = dest.replace("\\", "/")
    if not dest.startswith(QT_PLUGIN_DIR):
        return False
    inside = dest[len(QT_PLUGIN_DIR):]
    return any(inside.startswith(prefix) for prefix in UNUSED_QT_PLUGINS)


def is_unused_translation(dest: str) -> bool:
    """Qt's own .qm files for languages other than the app's (qtbase_fr.qm, ...)."""
    path = PurePosixPath(dest.replace("\\", "/"))
    if "translations" not in path.parts[:-1] or path.suffix != ".qm":
        return False
    if path.parts[0] != "PySide6":
        return False
    return not path.stem.endswith(tuple(f"_{lang}" for lang in APP_LANGUAGES))


def without(entries: Iterable[TocEntry], unwanted: Callable[[str], bool]) -> list[TocEntry]:
    return [entry for entry in entries if not unwanted(entry[0])]


def drop_orphan_libraries(
    binaries: list[TocEntry], imports_of: Callable[[str], Iterable[str]]
) -> tuple[list[TocEntry], list[str]]:
    """Remove top-level shared libraries that no remaining binary needs.

    `imports_of(path)` gives the (transitive, as ldd reports them) library names a binary
    needs. Every binary inside a package folder is a root (extension modules, Qt libraries,
    plugins, ctypes-loaded libraries); top-level libraries stay only if a root needs them.
    Linux only: on Windows and macOS the dependency scan is not transitive.
    """
    needed: set[str] = set()
    for dest, source, _kind in binaries:
        if "/" in dest.replace("\\", "/"):
            needed.update(imports_of(source))
    kept, dropped = [], []
    for entry in binaries:
        dest = entry[0]
        top_level = "/" not in dest.replace("\\", "/")
        if top_level and dest not in needed and not dest.startswith(ALWAYS_KEEP_PREFIXES):
            dropped.append(dest)
        else:
            kept.append(entry)
    return kept, dropped


def ldd_imports(path: str) -> list[str]:
    """Names of the libraries `path` needs, directly or not (PyInstaller's own ldd scan)."""
    from PyInstaller.depend.bindepend import get_imports

    return [name for name, _resolved in get_imports(path)]


def trim(binaries: list[TocEntry], datas: list[TocEntry]) -> tuple[list[TocEntry], list[TocEntry]]:
    """The spec's single call: returns the trimmed binaries and datas, reporting what went."""
    binaries = without(binaries, is_unused_qt_plugin)
    datas = without(datas, is_unused_translation)
    if sys.platform.startswith("linux"):
        binaries, dropped = drop_orphan_libraries(binaries, ldd_imports)
        print(f"bundle_filter: dropped {len(dropped)} unneeded system libraries: "
              f"{', '.join(sorted(dropped))}")
    return binaries, datas
