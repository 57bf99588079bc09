"""Trim what PyInstaller collected: Qt plugins the app never loads, Qt translations for
languages the app does not offer, and (Linux) system libraries nothing left needs.

Used by llmplan.spec after Analysis. PyInstaller's PySide6 hooks take every plugin of a
kind; some of them drag in large dependency chains (the GTK3 platform theme pulls half of
GTK and cairo, the VNC platform and TUIO touch pull QtNetwork and Kerberos) that the app
never uses. A GTK stack copied from the build machine can even clash with the user's own.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

# PyInstaller TOC entry: (name inside the bundle, source path, type code)
TocEntry = tuple[str, str, str]

# Where PySide6 keeps Qt's plugins: Qt/plugins on Linux and macOS, plugins on Windows
QT_PLUGIN_DIRS = ("PySide6/Qt/plugins/", "PySide6/plugins/")
# plugin folders or files (relative to the plugin folder, the file name without its "lib"
# prefix and suffix) left out, with why
UNUSED_QT_PLUGINS = {
    "platforms/qvnc": "VNC server platform; pulls QtNetwork and Kerberos",
    "platforms/qvkkhrdisplay": "Vulkan display platform, embedded only",
    "platforms/qlinuxfb": "framebuffer platform, embedded only",
    "platforms/qeglfs": "EGLFS platform, embedded only",
    "platforms/qminimalegl": "minimal EGL platform, embedded only",
    "platforms/qdirect2d": "Direct2D platform (Windows), experimental: the app runs on qwindows",
    "egldeviceintegrations/": "only used by the EGLFS platform",
    "generic/": "evdev/TUIO input for embedded platforms; TUIO pulls QtNetwork",
    "platformthemes/qgtk3": "GTK3 theme: drags in GTK, cairo and pango from the build machine",
}
# Compiled-from sources and stubs some wheels ship next to their binaries (selectolax's
# 3 MB lexbor.c, .pyx/.pxd/.pyi files): never read at run time.
SOURCE_SUFFIXES = (".c", ".cpp", ".h", ".pyx", ".pxd", ".pxi", ".pyi")
# Binaries (path prefixes inside the bundle) the app never loads, with why
UNUSED_BINARIES = {
    "zstandard/_cffi": "zstandard's CFFI back end duplicates its C extension (12 MB); the C "
    "one is used by default",
    "PySide6/opengl32sw.dll": "Windows: Mesa's software OpenGL (20 MB) for OpenGL windows on "
    "machines without a graphics driver; the app's widgets and charts are drawn without OpenGL",
    "PySide6/Qt6Network.dll": "Windows: only the TUIO touch plugin (left out) loads it",
}
QT_LIB_DIR = "PySide6/Qt/lib/"
APP_LANGUAGES = ("en", "de")  # the UI languages; Qt's own translations for others go
# always kept at the top level although no ELF file names them: loaded by the bootloader
ALWAYS_KEEP_PREFIXES = ("libpython",)


def is_unused_qt_plugin(dest: str) -> bool:
    dest = dest.replace("\\", "/")
    folder = next((f for f in QT_PLUGIN_DIRS if dest.startswith(f)), None)
    if folder is None:
        return False
    kind, _, name = dest[len(folder) :].rpartition("/")
    name = name.removeprefix("lib")  # libqvnc.so (Linux), qvnc.dll (Windows)
    return any(f"{kind}/{name}".startswith(prefix) for prefix in UNUSED_QT_PLUGINS)


QT_CATALOGUES = ("qtbase",)  # Qt's own words the app shows: file dialogs, standard buttons


def qt_translation_datas(qt_package: Path) -> list[tuple[str, str]]:
    """(file, folder in the bundle) for Qt's own catalogues in the app's languages
    (qtbase_de.qm), named in the spec so the bundle carries them whatever PyInstaller's hooks
    collect; llmplan.gui.i18n loads them from the same folder under PySide6."""
    folders = [qt_package / "Qt" / "translations", qt_package / "translations"]
    folder = next((f for f in folders if f.is_dir()), None)
    if folder is None:
        return []
    inside = folder.relative_to(qt_package.parent).as_posix()
    return [
        (str(path), inside)
        for name in QT_CATALOGUES
        for lang in APP_LANGUAGES
        if lang != "en" and (path := folder / f"{name}_{lang}.qm").is_file()
    ]


def is_unused_translation(dest: str) -> bool:
    """Qt's own .qm files for languages other than the app's (qtbase_fr.qm, ...)."""
    path = PurePosixPath(dest.replace("\\", "/"))
    if "translations" not in path.parts[:-1] or path.suffix != ".qm":
        return False
    if path.parts[0] != "PySide6":
        return False
    return not path.stem.endswith(tuple(f"_{lang}" for lang in APP_LANGUAGES))


def is_source_file(dest: str) -> bool:
    return dest.endswith(SOURCE_SUFFIXES)


def is_unused_binary(dest: str) -> bool:
    dest = dest.replace("\\", "/")
    return is_unused_qt_plugin(dest) or dest.startswith(tuple(UNUSED_BINARIES))


def _prunable(dest: str) -> bool:
    """Top-level libraries and Qt's own libraries stay only if a remaining binary needs them."""
    dest = dest.replace("\\", "/")
    if dest.startswith(ALWAYS_KEEP_PREFIXES):
        return False
    return "/" not in dest or dest.startswith(QT_LIB_DIR)


def without(entries: Iterable[TocEntry], unwanted: Callable[[str], bool]) -> list[TocEntry]:
    return [entry for entry in entries if not unwanted(entry[0])]


def drop_orphan_libraries(
    binaries: list[TocEntry], imports_of: Callable[[str], Iterable[str]]
) -> tuple[list[TocEntry], list[str]]:
    """Remove shared libraries that no remaining extension module or Qt plugin needs.

    `imports_of(path)` gives the library names a binary needs, directly or not (ldd's
    view). Extension modules, Qt plugins and ctypes-loaded libraries are the roots; top-level
    libraries and Qt's own libraries stay only if a root needs them. Linux only: on Windows
    and macOS PyInstaller's dependency scan is not transitive.
    """
    needed: set[str] = set()
    for dest, source, _kind in binaries:
        if not _prunable(dest):
            needed.update(imports_of(source))
    kept, dropped = [], []
    for entry in binaries:
        name = entry[0].replace("\\", "/").rsplit("/", 1)[-1]
        if _prunable(entry[0]) and name not in needed:
            dropped.append(entry[0])
        else:
            kept.append(entry)
    return kept, dropped


def ldd_imports(path: str) -> list[str]:
    """Names of the libraries `path` needs, directly or not (PyInstaller's own ldd scan)."""
    from PyInstaller.depend.bindepend import get_imports

    return [name for name, _resolved in get_imports(path)]


ICU_DATA = re.compile(r"^PySide6/Qt/lib/libicudata\.so\.\d+$")


def with_smaller_icu_data(binaries: list[TocEntry], work: Path) -> list[TocEntry]:
    """Qt's ICU data library (Linux, 32 MB) replaced by the part Qt uses (icu_data.py)."""
    from icu_data import smaller_icu_data

    replaced = []
    for dest, source, kind in binaries:
        if ICU_DATA.match(dest.replace("\\", "/")):
            smaller = smaller_icu_data(Path(source), work / "icu")
            if smaller is not None:
                before, after = Path(source).stat().st_size, smaller.stat().st_size
                print(
                    f"bundle_filter: {Path(source).name} cut from {before / 1e6:.1f} "
                    f"to {after / 1e6:.1f} MB"
                )
                source = str(smaller)
        replaced.append((dest, source, kind))
    return replaced


def trim(
    binaries: list[TocEntry], datas: list[TocEntry], work: Path | None = None
) -> tuple[list[TocEntry], list[TocEntry]]:
    """The spec's single call: returns the trimmed binaries and datas, reporting what went.
    `work` (PyInstaller's work folder) is where a smaller ICU data library is made."""
    binaries = without(binaries, is_unused_binary)
    datas = without(without(datas, is_unused_translation), is_source_file)
    if sys.platform.startswith("linux"):
        binaries, dropped = drop_orphan_libraries(binaries, ldd_imports)
        print(
            f"bundle_filter: dropped {len(dropped)} libraries nothing needs: "
            f"{', '.join(sorted(dropped))}"
        )
        if work is not None:
            binaries = with_smaller_icu_data(binaries, work)
    return binaries, datas


def _section_headers(path: Path) -> str:
    """readelf's list of the file's sections; "" for a file that is not ELF."""
    result = subprocess.run(
        ["readelf", "-S", "-W", str(path)], capture_output=True, text=True, check=False
    )
    return result.stdout if result.returncode == 0 else ""


def has_debug_info(path: Path) -> bool:
    """True for an ELF file carrying DWARF sections (.debug_info)."""
    return ".debug_info" in _section_headers(path)


def _strip_each(paths: Iterable[Path], option: str) -> tuple[int, list[Path]]:
    """``strip <option>`` on each file (none where binutils are missing: `paths` is read
    only after the check, as choosing them runs readelf). Returns the bytes saved and the
    files stripped."""
    if shutil.which("strip") is None or shutil.which("readelf") is None:
        return 0, []
    saved, stripped = 0, []
    for path in paths:
        before = path.stat().st_size
        subprocess.run(["strip", option, str(path)], check=True)
        saved += before - path.stat().st_size
        stripped.append(path)
    return saved, stripped


def strip_debug_info(bundle: Path) -> tuple[int, list[Path]]:
    """Remove DWARF debug sections (``strip --strip-debug``) from the bundle's ELF files.

    The Python interpreter, its lib-dynload modules and a few wheels (zstandard, regex) ship
    with debug sections: about 40 MB nobody uses. Only files that have them are touched, and
    only their .debug_* sections go; symbols stay. Full stripping (PyInstaller's strip=True)
    is what breaks numpy's OpenBLAS; the wheels' vendored libraries carry no debug sections
    and are left alone. Linux only. Returns the bytes saved and the files stripped.
    """
    files = (
        path
        for path in sorted(bundle.rglob("*.so*"))
        if not path.is_symlink() and path.is_file() and has_debug_info(path)
    )
    return _strip_each(files, "--strip-debug")


def is_extension_module(path: Path) -> bool:
    """A Python extension module of a wheel (not a library vendored in a ``*.libs`` folder,
    which auditwheel patched: stripping those breaks their load commands)."""
    name = path.name
    module = name.endswith(".abi3.so") or (".cpython-" in name and name.endswith(".so"))
    return module and not any(part.endswith(".libs") for part in path.parts)


def has_symbol_table(path: Path) -> bool:
    return " .symtab " in _section_headers(path)


def strip_extension_symbols(bundle: Path) -> tuple[int, list[Path]]:
    """Remove the symbol tables Python's import never reads (``strip --strip-unneeded``) from
    the bundle's extension modules: 11 MB, mostly in the Rust and C++ ones (cryptography,
    tokenizers, fastokens, NumPy, PySide6). Their dynamic symbols (PyInit_*) stay; vendored
    libraries (numpy.libs' OpenBLAS and gfortran) are left alone. Linux only."""
    files = (
        path
        for path in sorted(bundle.rglob("*.so"))
        if not path.is_symlink() and is_extension_module(path) and has_symbol_table(path)
    )
    return _strip_each(files, "--strip-unneeded")
