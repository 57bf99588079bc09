"""Version and identity metadata shared by the spec, the build script and the installers.

The single source of the version is ``llmplan.__version__`` (desktop/llmplan/__init__.py);
it is read as text here so that the build needs no import of the app.
"""

from __future__ import annotations

import re
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
APP_NAME = "llmplan"
DISPLAY_NAME = "LLM Training Planner"
BUNDLE_ID = "org.llmplan.planner"  # macOS CFBundleIdentifier, freedesktop app id
PUBLISHER = "LLM Training Planner project"
DESCRIPTION = (
    "Tokens, memory fit, run time, energy and cost of training a language model "
    "on your own documents, offline."
)

_VERSION_RE = re.compile(r'^__version__\s*=\s*"([^"]+)"', re.MULTILINE)


def read_version(root: Path = REPO_ROOT) -> str:
    """The app version, e.g. ``0.1.0``, from desktop/llmplan/__init__.py."""
    text = (root / "desktop" / "llmplan" / "__init__.py").read_text(encoding="utf-8")
    match = _VERSION_RE.search(text)
    if match is None:
        raise ValueError('no __version__ = "..." line in desktop/llmplan/__init__.py')
    return match.group(1)


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """Four numeric parts for Windows resources: ``0.1.0rc1`` -> (0, 1, 0, 0)."""
    numbers = [int(n) for n in re.findall(r"\d+", version.split("+")[0])[:3]]
    major, minor, patch = [*numbers, 0, 0, 0][:3]
    return (major, minor, patch, 0)


def debian_version(version: str) -> str:
    """A dpkg-sortable version: pre-releases sort before the release (``0.2.0~rc1``)."""
    return re.sub(r"(\d)\.?(a|b|rc|dev)", r"\1~\2", version.replace("-", "~"))


def windows_version_file(version: str, target: Path) -> Path:
    """Write a PyInstaller version-resource file (the exe's Properties > Details)."""
    numbers = version_tuple(version)
    dotted = ".".join(str(n) for n in numbers)
    strings = {
        "CompanyName": PUBLISHER,
        "FileDescription": DISPLAY_NAME,
        "FileVersion": dotted,
        "InternalName": APP_NAME,
        "OriginalFilename": f"{APP_NAME}.exe",
        "ProductName": DISPLAY_NAME,
        "ProductVersion": version,
        "LegalCopyright": PUBLISHER,
    }
    string_structs = ",\n".join(f"          StringStruct('{k}', '{v}')" for k, v in strings.items())
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(
        f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}, mask=0x3f, flags=0x0,
                    OS=0x40004, fileType=0x1, subtype=0x0, date=(0, 0)),
  kids=[
    StringFileInfo([StringTable('040904B0', [
{string_structs}
    ])]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
""",
        encoding="utf-8",
    )
    return target
