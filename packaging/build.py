"""Build the standalone app and this platform's installers: ``python packaging/build.py``.

Leaves the one-folder bundle at ``dist/llmplan/`` (executable ``dist/llmplan/llmplan``,
``llmplan.exe`` and ``llmplan-cli.exe`` on Windows) and, next to it in ``dist/``:

- Linux: ``llmplan_<version>_<arch>.deb`` and ``llmplan-<version>-linux-<machine>.tar.gz``
- Windows: ``LLMPlan-Setup-<version>.exe`` (NSIS's ``makensis``; ``bash
  packaging/windows/build.sh`` builds both into ``dist/windows/``, also from Linux under Wine)
- macOS: ``LLM Training Planner.app`` and ``llmplan-<version>-macos-<arch>.dmg``

Prints the size of every artefact, the bundle's largest parts, and how long each step took.
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

from bundle_filter import strip_debug_info, strip_extension_symbols
from version_meta import APP_NAME, DISPLAY_NAME, REPO_ROOT, read_version, version_tuple

PACKAGING_DIR = Path(__file__).resolve().parent
SPEC = PACKAGING_DIR / "llmplan.spec"
NSIS_SCRIPT = PACKAGING_DIR / "windows" / "llmplan.nsi"
MAX_BUNDLE_BYTES = 250_000_000  # what a bundle may take on disk (issue 31)
TARGETS = {"linux": "linux", "win32": "windows", "darwin": "macos"}
T = TypeVar("T")
Sizes = list[tuple[int, str]]  # (bytes, path inside the bundle)


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


def largest_parts(bundle: Path, count: int = 12) -> tuple[Sizes, Sizes]:
    """The `count` largest folders (one level below the bundle's ``_internal``, or the
    bundle itself) and files, by bytes on disk: (size, path inside the bundle) each."""
    inside = bundle / "_internal" if (bundle / "_internal").is_dir() else bundle
    folders = [
        (folder_size(path), path.relative_to(bundle).as_posix())
        for path in inside.iterdir()
        if path.is_dir() and not path.is_symlink()
    ]
    files = [
        (path.stat().st_size, path.relative_to(bundle).as_posix())
        for path in bundle.rglob("*")
        if path.is_file() and not path.is_symlink()
    ]

    def top(entries: Sizes) -> Sizes:
        return sorted(entries, reverse=True)[:count]

    return top(folders), top(files)


def report_bundle(bundle: Path) -> int:
    """Print what the bundle carries; returns its size."""
    size = folder_size(bundle)
    folders, files = largest_parts(bundle)
    print(f"    {bundle.name}: {human(size)} on disk (at most {human(MAX_BUNDLE_BYTES)})")
    for title, entries in (("largest folders", folders), ("largest files", files)):
        print(f"    {title}:")
        for entry_size, name in entries:
            print(f"    {human(entry_size):>12}  {name}")
    if size > MAX_BUNDLE_BYTES:
        print(f"    WARNING: the bundle is larger than {human(MAX_BUNDLE_BYTES)}")
    return size


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
        str(PACKAGING_DIR / "pyinstaller_run.py"),  # python -m PyInstaller, faster on Windows
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
        saved, files = strip_extension_symbols(bundle)
        print(f"    removed {human(saved)} of symbol tables from {len(files)} extension modules")
    return bundle


def windows_installer_name(version: str) -> str:
    return f"LLMPlan-Setup-{version}.exe"


def find_makensis() -> str:
    """NSIS's compiler: on PATH (Linux: apt install nsis), or where its Windows installer
    (choco install nsis) puts it."""
    found = shutil.which("makensis")
    if found:
        return found
    for folder in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if folder and (Path(folder) / "NSIS" / "makensis.exe").is_file():
            return str(Path(folder) / "NSIS" / "makensis.exe")
    raise SystemExit("NSIS's makensis is not on PATH (apt install nsis; choco install nsis)")


def makensis_command(makensis: str, bundle: Path, target: Path, version: str) -> list[str]:
    """makensis with what llmplan.nsi needs; LLMPLAN_NSIS_COMPRESSOR (e.g. zlib: about six
    times faster, a quarter larger) overrides its LZMA."""
    command = [
        makensis,
        "-V2",
        f"-DVERSION={version}",
        "-DVERSION4=" + ".".join(str(part) for part in version_tuple(version)),
        f"-DSOURCE_DIR={bundle}",
        f"-DOUTFILE={target}",
    ]
    compressor = os.environ.get("LLMPLAN_NSIS_COMPRESSOR")
    if compressor:
        command.append(f"-DCOMPRESSOR={compressor}")
    return [*command, str(NSIS_SCRIPT)]


def build_windows_installer(bundle: Path, dist: Path, version: str) -> Path:
    if not (bundle / f"{APP_NAME}-cli.exe").is_file():
        raise SystemExit(f"{bundle} holds no Windows bundle (llmplan-cli.exe)")
    target = dist / windows_installer_name(version)
    makensis = find_makensis()
    subprocess.run(makensis_command(makensis, bundle, target, version), check=True)
    return target


def build_macos_dmg(dist: Path, version: str) -> list[Path]:
    app = dist / f"{DISPLAY_NAME}.app"
    dmg = dist / f"{APP_NAME}-{version}-macos-{platform.machine()}.dmg"
    subprocess.run(
        ["bash", str(PACKAGING_DIR / "macos" / "make_dmg.sh"), str(app), str(dmg)], check=True
    )
    return [app, dmg]


def build_installers(bundle: Path, dist: Path, work: Path, version: str, target: str) -> list[Path]:
    if target == "linux":
        from linux_deb import build_deb, build_tarball

        deb = timed(".deb (dpkg-deb)", lambda: build_deb(bundle, dist, work, version))
        tarball = timed(".tar.gz", lambda: build_tarball(bundle, dist, version))
        return [deb, tarball]
    if target == "windows":
        return [timed("NSIS installer", lambda: build_windows_installer(bundle, dist, version))]
    if target == "macos":
        return timed(".dmg (hdiutil)", lambda: build_macos_dmg(dist, version))
    raise SystemExit(f"no installer recipe for {target}")


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
    parser.add_argument(
        "--target",
        choices=sorted(set(TARGETS.values())),
        default=TARGETS.get(sys.platform, "linux"),
        help="whose installers to build (another platform's only with --skip-bundle, from "
        "a bundle built there: the Windows installer on Linux from a bundle made under Wine)",
    )
    args = parser.parse_args(argv)
    if args.target != TARGETS.get(sys.platform) and not args.skip_bundle:
        parser.error(f"a {args.target} bundle is built on {args.target}: add --skip-bundle")
    return args


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
    report_bundle(bundle)
    artefacts = [bundle]
    if not args.no_installers:
        artefacts += build_installers(bundle, dist, work, version, args.target)
    files = [path for path in artefacts if path.is_file()]
    if files:
        artefacts.append(write_checksums(files, dist / "SHA256SUMS"))
    print(f"built in {time.perf_counter() - start:.1f} s:")
    for path in artefacts:
        print(f"    {human(folder_size(path)):>12}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
