"""The Windows build's scripts, checked on Linux: the NSIS installer script (per user, clean
uninstall, both languages, and that it compiles), wine-run.sh's path conversion, staging the
Windows Python from Linux, and the Wine check's folder and report comparison.

The whole chain (build under Wine, install, self-test, scans, uninstall) is
packaging/windows/wine-check.sh, which .ci/run runs."""

import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
WINDOWS = REPO_ROOT / "packaging" / "windows"
NSIS_SCRIPT = WINDOWS / "llmplan.nsi"
sys.path.insert(0, str(WINDOWS))

import compare_scans  # noqa: E402
import stage  # noqa: E402
from check_corpus import LONG_PATH_CHARS, write_check_corpus  # noqa: E402

from build import largest_parts, makensis_command, windows_installer_name  # noqa: E402


def nsis_lines() -> list[str]:
    return [
        line.strip()
        for line in NSIS_SCRIPT.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.strip().startswith(";")
    ]


def section(name: str) -> list[str]:
    lines = nsis_lines()
    start = lines.index(f'Section "{name}"')
    return lines[start : lines.index("SectionEnd", start)]


# ---- the installer script


def test_the_installer_installs_per_user_without_administrator_rights() -> None:
    lines = nsis_lines()
    assert "RequestExecutionLevel user" in lines
    assert 'InstallDir "$LOCALAPPDATA\\Programs\\${APP_NAME}"' in lines
    registry_writes = [line for line in lines if line.startswith(("WriteReg", "DeleteReg"))]
    assert registry_writes
    roots = {next(w for w in line.split()[1:] if not w.startswith("/")) for line in registry_writes}
    assert roots == {"HKCU"}, "HKLM needs administrator rights"
    assert not any("$PROGRAMFILES" in line or "SetShellVarContext all" in line for line in lines)


def test_the_uninstaller_removes_every_key_file_and_shortcut_the_installer_writes() -> None:
    install, uninstall = section("Install"), section("Uninstall")
    defines = dict(re.findall(r'^!define (\w+) "([^"]*)"', "\n".join(nsis_lines()), re.MULTILINE))

    def expand(text: str) -> str:
        for _ in range(3):
            text = re.sub(r"\$\{(\w+)\}", lambda m: defines.get(m.group(1), m.group(0)), text)
        return text

    written = {expand(line.split('"')[1]) for line in install if line.startswith("WriteReg")}
    deleted_keys = {
        expand(line.split('"')[1]) for line in uninstall if line.startswith("DeleteRegKey")
    }
    deleted_values = {
        expand(line.split('"')[1]) for line in uninstall if line.startswith("DeleteRegValue")
    }
    for key in written:
        assert key in deleted_values or any(
            key == gone or key.startswith(gone + "\\") for gone in deleted_keys
        ), f"{key} stays after uninstalling"
    assert any("CreateShortcut" in line for line in install)
    assert any(line.startswith('Delete "${SHORTCUT}"') for line in uninstall)
    for program in ("${APP_EXE}", "${CLI_EXE}", "uninstall.exe"):
        assert f'Delete "$INSTDIR\\{program}"' in uninstall
    assert 'RMDir /r "$INSTDIR\\_internal"' in uninstall
    # the folder itself only if empty: a folder the user chose may hold other files
    assert 'RMDir "$INSTDIR"' in uninstall and 'RMDir /r "$INSTDIR"' not in uninstall


def test_scenario_files_open_with_the_app_without_taking_json_over() -> None:
    install = "\n".join(section("Install"))
    command = r'"${CLASSES}\${PROGID}\shell\open\command" "" ' + "'" + r'"$INSTDIR\${APP_EXE}" "%1"'
    assert command + "'" in install
    assert r'WriteRegStr HKCU "${CLASSES}\.json\OpenWithProgids" "${PROGID}" ""' in install
    # .json's own default (another program's) is never written
    assert not re.search(r'WriteRegStr HKCU "\$\{CLASSES\}\\\.json" ""', install)
    # the scenario extension the Linux package registers (llmplan-mime.xml) is a .json one
    mime = (REPO_ROOT / "packaging" / "linux" / "llmplan-mime.xml").read_text(encoding="utf-8")
    assert '<glob pattern="*.llmplan.json"' in mime


def test_the_installer_speaks_english_and_german() -> None:
    lines = nsis_lines()
    assert '!include "MUI2.nsh"' in lines
    assert '!insertmacro MUI_LANGUAGE "English"' in lines
    assert '!insertmacro MUI_LANGUAGE "German"' in lines
    strings = re.findall(r"^LangString (\w+) \$\{LANG_(\w+)\}", "\n".join(lines), re.MULTILINE)
    names = {name for name, _language in strings}
    for name in names:
        assert {(name, "ENGLISH"), (name, "GERMAN")} <= set(strings), name


@pytest.mark.skipif(shutil.which("makensis") is None, reason="needs NSIS (apt install nsis)")
def test_the_installer_script_compiles_with_makensis(tmp_path: Path) -> None:
    bundle = tmp_path / "llmplan"
    (bundle / "_internal").mkdir(parents=True)
    for name in ("llmplan.exe", "llmplan-cli.exe", "_internal/python311.dll"):
        (bundle / name).write_bytes(b"MZ stand-in")
    target = tmp_path / windows_installer_name("1.2.3rc1")
    command = makensis_command("makensis", bundle, target, "1.2.3rc1")
    assert "-DVERSION4=1.2.3.0" in command
    result = subprocess.run(
        [*command[:-1], "-DCOMPRESSOR=zlib", command[-1]], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert target.read_bytes()[:2] == b"MZ"
    assert target.name == "LLMPlan-Setup-1.2.3rc1.exe"


def test_a_faster_compressor_is_passed_on_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LLMPLAN_NSIS_COMPRESSOR", "zlib")
    command = makensis_command("makensis", Path("b"), Path("o.exe"), "0.1.0")
    assert "-DCOMPRESSOR=zlib" in command and command[-1] == str(NSIS_SCRIPT)
    monkeypatch.delenv("LLMPLAN_NSIS_COMPRESSOR")
    assert not any(
        "COMPRESSOR" in part for part in makensis_command("m", Path("b"), Path("o"), "1")
    )


def test_the_bundle_report_names_its_largest_parts(tmp_path: Path) -> None:
    internal = tmp_path / "llmplan" / "_internal"
    (internal / "PySide6").mkdir(parents=True)
    (internal / "numpy").mkdir()
    (internal / "PySide6" / "Qt6Core.dll").write_bytes(b"x" * 5000)
    (internal / "numpy" / "core.pyd").write_bytes(b"x" * 3000)
    (tmp_path / "llmplan" / "llmplan.exe").write_bytes(b"x" * 4000)
    folders, files = largest_parts(tmp_path / "llmplan", count=2)
    assert folders == [(5000, "_internal/PySide6"), (3000, "_internal/numpy")]
    assert files == [(5000, "_internal/PySide6/Qt6Core.dll"), (4000, "llmplan.exe")]


# ---- wine-run.sh


@pytest.fixture
def fake_wine(tmp_path: Path) -> Path:
    """A stand-in for wine64 that prints its arguments, one a line, says whether its output
    is a pipe, and exits with $FAKE_WINE_EXIT."""
    wine = tmp_path / "wine64"
    wine.write_text(
        "#!/bin/sh\n"
        'for a in "$@"; do printf "arg:%s\\n" "$a"; done\n'
        '[ -p /dev/stdout ] && echo "stdout:pipe" || echo "stdout:other"\n'
        'exit "${FAKE_WINE_EXIT:-0}"\n',
        encoding="utf-8",
    )
    wine.chmod(0o755)
    return wine


def wine_run(
    fake_wine: Path, tmp_path: Path, *arguments: str, exit_code: int = 0
) -> subprocess.CompletedProcess[str]:
    exe = tmp_path / "install" / "llmplan-cli.exe"
    exe.parent.mkdir(exist_ok=True)
    exe.write_bytes(b"MZ")
    env = {
        **os.environ,
        "WINE": str(fake_wine),
        "LLMPLAN_WINDOWS_EXE": str(exe),
        "LLMPLAN_WINEPREFIX": str(tmp_path / "prefix"),
        "FAKE_WINE_EXIT": str(exit_code),
    }
    return subprocess.run(
        ["bash", str(WINDOWS / "wine-run.sh"), *arguments],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        check=False,
    )


def z_path(path: Path) -> str:
    return "Z:" + str(path).replace("/", "\\")


def test_wine_run_passes_linux_paths_as_windows_paths(fake_wine: Path, tmp_path: Path) -> None:
    folder = tmp_path / "Prüfordner mit Leerzeichen"
    folder.mkdir()
    (folder / "a.txt").write_text("x", encoding="utf-8")
    result = wine_run(
        fake_wine,
        tmp_path,
        "corpus",
        str(folder),
        "Prüfordner mit Leerzeichen/a.txt",  # relative, from the working folder
        f"--out={tmp_path}/new/../report.pdf",  # a file to be written, in an existing folder
        "--tokenizer",
        "llama-3.1",
        "--json",
    )
    assert result.returncode == 0, result.stderr
    args = [line[4:] for line in result.stdout.splitlines() if line.startswith("arg:")]
    assert args == [
        z_path(tmp_path / "install" / "llmplan-cli.exe"),
        "corpus",
        z_path(folder),
        z_path(folder / "a.txt"),
        f"--out={tmp_path}/new/../report.pdf",  # its folder "new" does not exist: unchanged
        "--tokenizer",
        "llama-3.1",
        "--json",
    ]
    assert "stdout:pipe" in result.stdout  # never a regular file, even when redirected


def test_wine_run_converts_an_option_path_and_passes_the_exit_code(
    fake_wine: Path, tmp_path: Path
) -> None:
    result = wine_run(fake_wine, tmp_path, f"--out={tmp_path}/report.pdf", exit_code=3)
    assert result.returncode == 3
    assert f"arg:--out={z_path(tmp_path / 'report.pdf')}" in result.stdout.splitlines()


def test_wine_run_says_what_to_do_before_the_app_is_installed(tmp_path: Path) -> None:
    env = {**os.environ, "LLMPLAN_WINEPREFIX": str(tmp_path / "no-prefix")}
    env.pop("LLMPLAN_WINDOWS_EXE", None)
    result = subprocess.run(
        ["bash", str(WINDOWS / "wine-run.sh"), "--self-test"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert result.returncode == 127
    assert "build.sh" in result.stderr


# ---- staging the Windows Python from Linux


def test_the_windows_requirements_decide_markers_for_windows() -> None:
    wanted = stage.requirements()
    names = [re.split(r"[<>=!~ ;\[]", line, maxsplit=1)[0].lower() for line in wanted]
    assert "pyinstaller" in names and "pyside6-essentials" in names
    assert {"pefile", "pywin32-ctypes"} <= set(names)  # PyInstaller's, for Windows only
    assert "fastokens" in names  # its marker names win32 on AMD64
    assert not any(";" in line for line in wanted)
    assert stage.for_windows("pyobjc>=10; sys_platform == 'darwin'") is None
    assert stage.for_windows("pywin32>=306; sys_platform == 'win32'") == "pywin32>=306"


def test_the_staged_app_has_the_metadata_about_and_pyinstaller_read(tmp_path: Path) -> None:
    site = tmp_path / "site-packages"
    site.mkdir()
    (site / "llmplan-0.0.1.dist-info").mkdir()  # an older staging
    (site / "llmplan-0.0.1.dist-info" / "METADATA").write_text("Name: llmplan\n")
    dist_info = stage.stage_app(site, REPO_ROOT / "desktop")
    assert [p.name for p in site.glob("llmplan-*.dist-info")] == [dist_info.name]
    assert (site / "llmplan.pth").read_text(encoding="utf-8") == (
        z_path(REPO_ROOT / "desktop") + "\n"
    )
    (found,) = importlib.metadata.distributions(path=[str(site)])
    assert found.metadata["Name"] == "llmplan"
    assert found.version == importlib.metadata.version("llmplan")
    assert any(r.startswith("PySide6-Essentials") for r in found.requires or [])


# ---- the Wine check's folder and its comparison


def test_the_check_folder_has_spaces_umlauts_a_long_path_and_files_to_skip(
    tmp_path: Path,
) -> None:
    spaced, deep = write_check_corpus(tmp_path)
    assert " " in spaced.name and "ü" in spaced.name
    assert len(str(deep)) > LONG_PATH_CHARS > 260
    assert deep.is_relative_to(spaced)
    files = [p for p in spaced.rglob("*") if p.is_file()]
    assert sum(p.stat().st_size for p in deep.rglob("*") if p.is_file()) > 8 * 1024**2
    assert any(p.stat().st_size == 0 for p in files)
    again = tmp_path / "again"
    write_check_corpus(again)  # the same bytes on every run
    for path in files:
        assert (again / path.relative_to(tmp_path)).read_bytes() == path.read_bytes()


def report(root: str, sep: str, tokens: int, reason: str) -> dict[str, object]:
    return {
        "roots": [root],
        "tokens_counted": tokens,
        "files_read": 2,
        "files_skipped": 1,
        "elapsed_seconds": 1.5 if sep == "/" else 9.0,
        "scanned_at": "2026-12-07T10:00:00+00:00" if sep == "/" else "2026-12-07T11:00:00",
        "skipped": [{"path": f"{root}{sep}Unterordner{sep}leer.txt", "reason": reason}],
        "tokens_per_byte": 0.1 + (1e-12 if sep == "\\" else 0.0),
    }


def test_two_reports_of_one_folder_compare_equal_across_path_forms(tmp_path: Path) -> None:
    linux = tmp_path / "linux.json"
    windows = tmp_path / "windows.json"
    linux.write_text(json.dumps(report("/tmp/a b/Prüf", "/", 120, "empty file")))
    windows.write_text(json.dumps(report("Z:\\tmp\\a b\\Prüf", "\\", 120, "empty file")))
    assert compare_scans.compare(linux, windows) == []
    windows.write_text(json.dumps(report("Z:\\tmp\\a b\\Prüf", "\\", 119, "corrupt PDF")))
    found = compare_scans.compare(linux, windows)
    assert "tokens_counted: 120 vs 119" in found
    assert "skipped[0].reason: 'empty file' vs 'corrupt PDF'" in found
    assert compare_scans.main([str(linux), str(windows)]) == 1


# ---- the frozen app's entry point


def test_the_wine_workaround_stays_off_outside_wine_and_keeps_pools_working(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from concurrent.futures import ProcessPoolExecutor, process

    import entry

    assert entry.running_under_wine() is False
    monkeypatch.setattr(process._ThreadWakeup, "wakeup", process._ThreadWakeup.wakeup)
    entry.wake_pool_managers_with_a_byte()
    with ProcessPoolExecutor(max_workers=2) as pool:
        assert sum(pool.map(abs, range(-20, 0))) == 210
