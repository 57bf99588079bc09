"""What the spec leaves out of the bundle, and that nothing still needed goes with it."""

import shutil
import sys
from pathlib import Path

import PySide6
import pytest

from bundle_filter import (
    drop_orphan_libraries,
    has_debug_info,
    is_source_file,
    is_unused_binary,
    is_unused_translation,
    ldd_imports,
    qt_translation_datas,
    strip_debug_info,
)

QT = Path(PySide6.__file__).parent / "Qt"
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF/ldd only")


@pytest.mark.parametrize(
    ("dest", "unused"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", False),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", False),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", False),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", False),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", True),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", True),
        ("PySide6/Qt/plugins/generic/libqtuiotouchplugin.so", True),
        ("zstandard/_cffi.cpython-311-x86_64-linux-gnu.so", True),
        ("zstandard/backend_c.cpython-311-x86_64-linux-gnu.so", False),
        # Windows: PySide6 keeps its plugins in PySide6/plugins, names without "lib"
        ("PySide6/plugins/platforms/qwindows.dll", False),
        ("PySide6/plugins/platforms/qoffscreen.dll", False),
        ("PySide6/plugins/styles/qmodernwindowsstyle.dll", False),
        ("PySide6/plugins/imageformats/qsvg.dll", False),
        ("PySide6\\plugins\\platforms\\qdirect2d.dll", True),
        ("PySide6/plugins/generic/qtuiotouchplugin.dll", True),
        ("PySide6/opengl32sw.dll", True),
        ("PySide6/Qt6Network.dll", True),
        ("PySide6/Qt6Core.dll", False),
        ("PySide6/Qt6OpenGL.dll", False),  # pyqtgraph imports QtOpenGL
    ],
)
def test_unused_binaries(dest: str, unused: bool) -> None:
    assert is_unused_binary(dest) is unused


@pytest.mark.parametrize(
    ("dest", "unused"),
    [
        ("PySide6/Qt/translations/qtbase_de.qm", False),
        ("PySide6/Qt/translations/qt_en.qm", False),
        ("PySide6/Qt/translations/qtbase_fr.qm", True),
        ("PySide6/Qt/translations/qt_zh_CN.qm", True),
        ("resources/translations/llmplan_de.qm", False),  # ours are never touched
    ],
)
def test_only_the_app_languages_of_qt_translations_stay(dest: str, unused: bool) -> None:
    assert is_unused_translation(dest) is unused


def test_sources_and_stubs_go_but_code_and_data_stay() -> None:
    assert is_source_file("selectolax/lexbor.c")
    assert is_source_file("selectolax/lexbor.pyi")
    assert not is_source_file("selectolax/lexbor.cpython-311-x86_64-linux-gnu.so")
    assert not is_source_file("resources/tokenizers/qwen3/tokenizer.json.zst")


@linux_only
def test_a_qt_library_no_remaining_binary_needs_is_dropped() -> None:
    pytest.importorskip("PyInstaller")  # ldd_imports is PyInstaller's scan (package extra)
    core_module = next(Path(PySide6.__file__).parent.glob("QtCore.abi3.so"))
    binaries = [
        ("PySide6/QtCore.abi3.so", str(core_module), "EXTENSION"),
        ("PySide6/Qt/lib/libQt6Core.so.6", str(QT / "lib" / "libQt6Core.so.6"), "BINARY"),
        ("PySide6/Qt/lib/libicuuc.so.73", str(QT / "lib" / "libicuuc.so.73"), "BINARY"),
        ("PySide6/Qt/lib/libQt6Network.so.6", str(QT / "lib" / "libQt6Network.so.6"), "BINARY"),
    ]
    kept, dropped = drop_orphan_libraries(binaries, ldd_imports)
    assert dropped == ["PySide6/Qt/lib/libQt6Network.so.6"]  # QtCore never links QtNetwork
    assert [entry[0] for entry in kept] == [entry[0] for entry in binaries[:3]]


@linux_only
@pytest.mark.skipif(shutil.which("strip") is None, reason="needs binutils")
def test_strip_debug_info_keeps_a_working_library(tmp_path: Path) -> None:
    import ctypes

    version = f"{sys.version_info[0]}.{sys.version_info[1]}"
    source = Path(sys.base_prefix) / "lib" / f"libpython{version}.so.1.0"
    if not source.is_file() or not has_debug_info(source):
        pytest.skip("no libpython with debug sections here")
    copy = tmp_path / source.name
    shutil.copy2(source, copy)
    saved, stripped = strip_debug_info(tmp_path)
    assert stripped == [copy]
    assert saved > 0 and not has_debug_info(copy)
    assert hasattr(ctypes.CDLL(str(copy)), "Py_GetVersion")  # dynamic symbols stay


def test_the_spec_names_qts_german_catalogue() -> None:
    """Qt's German dialogs need qtbase_de.qm in the bundle, where llmplan.gui.i18n looks."""
    datas = qt_translation_datas(Path(PySide6.__file__).parent)
    names = {Path(source).name: folder for source, folder in datas}
    assert names == {"qtbase_de.qm": "PySide6/Qt/translations"}
    for source, folder in datas:
        assert not is_unused_translation(f"{folder}/{Path(source).name}")  # trim keeps it
