"""Make the Windows CPython under Wine ready to freeze the app, from Linux (build.sh runs it).

Nothing here runs under Wine: pip's installs and unpacking there were the slowest steps of
the build (about 270 s for the libraries, 160 s for the app). Instead, on Linux:

- ``requirements``: prints what the Windows interpreter needs: the app's dependencies with
  their markers decided for 64-bit Windows, PyInstaller, and the Windows-only libraries that
  pip, deciding markers for Linux, would not pull (PyInstaller's pefile and pywin32-ctypes).
  build.sh hands the list to the Linux pip with ``--platform win_amd64 --target ...``.
- ``app SITE_PACKAGES SOURCE``: puts the app on the interpreter's path the way
  ``pip install -e .`` would, without running pip: a ``.pth`` file naming the source folder
  (as Windows sees it) and the ``llmplan-<version>.dist-info`` that Help > About, the
  self-test and PyInstaller's ``copy_metadata`` read.
"""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

WINDOWS_DIR = Path(__file__).resolve().parent
REPO_ROOT = WINDOWS_DIR.parents[1]
sys.path.insert(0, str(REPO_ROOT / "packaging"))
from version_meta import read_version  # noqa: E402

# pip decides environment markers for the machine it runs on, not for --platform:
# these Windows-only dependencies of PyInstaller would be left out on Linux.
WINDOWS_ONLY = ("pefile>=2022.5.30", "pywin32-ctypes>=0.2.1")
WINDOWS_MARKERS = {
    "os_name": "nt",
    "sys_platform": "win32",
    "platform_system": "Windows",
    "platform_machine": "AMD64",
    "platform_python_implementation": "CPython",
    "implementation_name": "cpython",
    "python_version": "3.11",
    "python_full_version": "3.11.9",
    "extra": "",
}


def _markers() -> type:
    try:
        from packaging.markers import Marker
    except ImportError:  # a Python without the library: pip carries it
        from pip._vendor.packaging.markers import Marker
    return Marker


def for_windows(requirement: str) -> str | None:
    """The requirement without its marker, if it applies on 64-bit Windows; else None."""
    if ";" not in requirement:
        return requirement.strip()
    name, marker = requirement.split(";", 1)
    applies = _markers()(marker.strip()).evaluate(WINDOWS_MARKERS)
    return name.strip() if applies else None


def requirements(root: Path = REPO_ROOT) -> list[str]:
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    wanted = [*project["dependencies"], *project["optional-dependencies"]["package"]]
    kept = [line for line in map(for_windows, wanted) if line is not None]
    return kept + list(WINDOWS_ONLY)


def metadata_text(root: Path = REPO_ROOT) -> str:
    """The METADATA of the app's distribution, from pyproject.toml."""
    project = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    lines = [
        "Metadata-Version: 2.1",
        f"Name: {project['name']}",
        f"Version: {read_version(root)}",
        f"Summary: {project['description']}",
        f"License: {project['license']['text']}",
        f"Requires-Python: {project['requires-python']}",
    ]
    lines += [f"Requires-Dist: {requirement}" for requirement in project["dependencies"]]
    return "\n".join(lines) + "\n"


def windows_form(path: Path) -> str:
    """A Linux path as Windows programs under Wine see it (drive Z: is the Linux root)."""
    return "Z:" + str(path.resolve()).replace("/", "\\")


def stage_app(site_packages: Path, source: Path, root: Path = REPO_ROOT) -> Path:
    """Write llmplan.pth and llmplan-<version>.dist-info into `site_packages`; returns the
    dist-info folder. Earlier ones (another version) are removed first."""
    for old in site_packages.glob("llmplan-*.dist-info"):
        for file in old.iterdir():
            file.unlink()
        old.rmdir()
    (site_packages / "llmplan.pth").write_text(windows_form(source) + "\n", encoding="utf-8")
    dist_info = site_packages / f"llmplan-{read_version(root)}.dist-info"
    dist_info.mkdir()
    (dist_info / "METADATA").write_text(metadata_text(root), encoding="utf-8")
    (dist_info / "INSTALLER").write_text("packaging/windows/stage.py\n", encoding="utf-8")
    (dist_info / "top_level.txt").write_text("llmplan\n", encoding="utf-8")
    (dist_info / "RECORD").write_text("", encoding="utf-8")
    return dist_info


def main(argv: list[str]) -> int:
    if argv[:1] == ["requirements"] and len(argv) == 1:
        print("\n".join(requirements()))
        return 0
    if argv[:1] == ["app"] and len(argv) == 3:
        print(stage_app(Path(argv[1]), Path(argv[2])))
        return 0
    print("usage: stage.py requirements | stage.py app SITE_PACKAGES SOURCE", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
