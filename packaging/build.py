"""Build the standalone app and this platform's installers: ``python packaging/build.py``.

Leaves the one-folder bundle at ``dist/llmplan/`` (executable ``dist/llmplan/llmplan``,
``llmplan.exe`` on Windows) and, next to it in ``dist/``:

- Linux: ``llmplan_<version>_<arch>.deb`` and ``llmplan-<version>-linux-<machine>.tar.gz``
- Windows: ``llmplan-<version>-windows-x64-setup.exe`` (Inno Setup's ``iscc`` on PATH)
- macOS: ``LLM Training Planner.app`` and ``llmplan-<version>-macos-<arch>.dmg``

Prints the size of every artefact and how long each step took.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import os
import platform
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from bundle_filter import strip_debug_info
from version_meta import APP_NAME, DISPLAY_NAME, REPO_ROOT, read_version

PACKAGING_DIR = Path(__file__).resolve().parent
SPEC = PACKAGING_DIR / "llmplan.spec"
T = TypeVar("T")


def folder_size(path: Path) -> int:
    """Bytes of all regular files under `path` (symlinks not followed)."""
    if path.is_file():
        return path.stat().st_size
    return sum(
        (Path(d) / f).stat().st_size
        for d, _dirs, files in os.walk(path)
        for f in files
        if not (Path(d) / f).is_symlink()
    )


def human(size: int) -> str:
    return f"{size / 1e6:,.1f} MB"


def timed(label: str, step: Callable[[], T]) -> T:
    """Run one build step and print how long it took."""
    print(f"==> {label}", flush=True)
    start = time.perf_counter()
    result = step()
    print(f"    {label}: {time.perf_counter() - start:.1f} s", flush=True)
    return result


def run_pyinstaller(dist: Path, work: Path, clean: bool) -> Path:
    if importlib.util.find_spec("PyInstaller") is None:
        raise SystemExit("PyInstaller is not installed here: pip install -e '.[package]'")
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(SPEC),
        "--noconfirm",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        "--log-level",
        "WARN",
    ]
    if clean:
        command.append("--clean")
    subprocess.run(command, check=True, cwd=REPO_ROOT)
    bundle = dist / APP_NAME
    executable = bundle / (f"{APP_NAME}.exe" if sys.platform == "win32" else APP_NAME)
    if not executable.is_file():
        raise SystemExit(f"PyInstaller finished but {executable} is missing")
    if sys.platform.startswith("linux"):
        saved, files = strip_debug_info(bundle)
        print(f"    removed {human(saved)} of debug sections from {len(files)} files")
    return bundle


def build_windows_installer(bundle: Path, dist: Path, version: str) -> Path:
    iscc = shutil.which("iscc") or shutil.which("ISCC")
    if iscc is None:
        raise SystemExit("Inno Setup's iscc is not on PATH (choco install innosetup)")
    subprocess.run(
        [
            iscc,
            f"/DAppVersion={version}",
            f"/DSourceDir={bundle}",
            f"/DOutputDir={dist}",
            str(PACKAGING_DIR / "windows" / "llmplan.iss"),
        ],
        check=True,
    )
    return dist / f"{APP_NAME}-{version}-windows-x64-setup.exe"


def build_macos_dmg(dist: Path, version: str) -> list[Path]:
    app = dist / f"{DISPLAY_NAME}.app"
    dmg = dist / f"{APP_NAME}-{version}-macos-{platform.machine()}.dmg"
    subprocess.run(
        ["bash", str(PACKAGING_DIR / "macos" / "make_dmg.sh"), str(app), str(dmg)], check=True
    )
    return [app, dmg]


def build_installers(bundle: Path, dist: Path, work: Path, version: str) -> list[Path]:
    if sys.platform.startswith("linux"):
        from linux_deb import build_deb, build_tarball

        deb = timed(".deb (dpkg-deb)", lambda: build_deb(bundle, dist, work, version))
        tarball = timed(".tar.gz", lambda: build_tarball(bundle, dist, version))
        return [deb, tarball]
    if sys.platform == "win32":
        return [timed("Inno Setup", lambda: build_windows_installer(bundle, dist, version))]
    if sys.platform == "darwin":
        return timed(".dmg (hdiutil)", lambda: build_macos_dmg(dist, version))
    raise SystemExit(f"no installer recipe for {sys.platform}")


def write_checksums(files: list[Path], target: Path) -> Path:
    """``sha256sum``-format list of the installers, for whoever downloads them."""
    lines = []
    for path in files:
        digest = hashlib.sha256()
        with path.open("rb") as stream:
            for block in iter(lambda: stream.read(1 << 20), b""):
                digest.update(block)
        lines.append(f"{digest.hexdigest()}  {path.name}\n")
    target.write_text("".join(lines), encoding="utf-8")
    return target


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=REPO_ROOT / "dist")
    parser.add_argument("--work", type=Path, default=REPO_ROOT / "build")
    parser.add_argument("--clean", action="store_true", help="empty PyInstaller's cache first")
    parser.add_argument(
        "--skip-bundle", action="store_true", help="reuse dist/llmplan, only build installers"
    )
    parser.add_argument("--no-installers", action="store_true", help="only the bundle")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    dist, work = args.dist.resolve(), args.work.resolve()
    version = read_version()
    print(
        f"llmplan {version} on {sys.platform} ({platform.machine()}), Python "
        f"{platform.python_version()}"
    )
    start = time.perf_counter()
    if args.skip_bundle:
        bundle = dist / APP_NAME
    else:
        bundle = timed(
            "PyInstaller bundle", lambda: run_pyinstaller(dist, work / "pyinstaller", args.clean)
        )
    artefacts = [bundle]
    if not args.no_installers:
        artefacts += build_installers(bundle, dist, work, version)
    files = [path for path in artefacts if path.is_file()]
    if files:
        artefacts.append(write_checksums(files, dist / "SHA256SUMS"))
    print(f"built in {time.perf_counter() - start:.1f} s:")
    for path in artefacts:
        print(f"    {human(folder_size(path)):>12}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
