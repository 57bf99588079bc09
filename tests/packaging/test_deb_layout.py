"""The .deb built from a bundle: its file layout, control fields and desktop entry.

Uses a small stand-in bundle folder (/bin/true named llmplan) so that the packaging
logic is checked in seconds with the real dpkg-deb; test_frozen_bundle.py installs the real
package built from the real bundle.
"""

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import llmplan
from linux_deb import build_deb, build_tarball
from version_meta import debian_version

pytestmark = pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="needs dpkg-deb")


@pytest.fixture(scope="module")
def deb(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("deb")
    bundle = root / "bundle" / "llmplan"
    (bundle / "_internal").mkdir(parents=True)
    launcher = bundle / "llmplan"
    shutil.copy2("/bin/true", launcher)  # a real ELF program, as the bootloader is
    (bundle / "_internal" / "data.txt").write_text("x" * 5000)
    (root / "out").mkdir()
    return build_deb(bundle, root / "out", root / "work", llmplan.__version__)


def _field(deb: Path, name: str) -> str:
    return subprocess.run(
        ["dpkg-deb", "-f", str(deb), name], capture_output=True, text=True, check=True
    ).stdout.strip()


def test_file_name_and_control_fields(deb: Path) -> None:
    version = debian_version(llmplan.__version__)
    assert deb.name == f"llmplan_{version}_{_field(deb, 'Architecture')}.deb"
    assert _field(deb, "Package") == "llmplan"
    assert _field(deb, "Version") == version
    depends = _field(deb, "Depends")
    for library in (
        "fonts-dejavu-core",
        "libxcb-icccm4",
        "libxcb-keysyms1",
        "libxcb-cursor0",
        "libxkbcommon-x11-0",
        "libegl1",
    ):
        assert library in depends
    assert int(_field(deb, "Installed-Size")) >= 5  # KiB, counts the 5,000-byte file


def test_depends_on_the_glibc_the_bundle_was_linked_against(deb: Path) -> None:
    match = re.search(r"libc6 \(>= ([\d.]+)\)", _field(deb, "Depends"))
    assert match is not None
    needed = tuple(int(n) for n in match.group(1).split("."))
    running = tuple(int(n) for n in os.confstr("CS_GNU_LIBC_VERSION").split()[1].split("."))
    assert (2, 2) <= needed <= running  # /bin/true runs here, so it cannot need more


def test_layout_launcher_desktop_entry_and_icons(deb: Path) -> None:
    listing = subprocess.run(
        ["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True
    ).stdout
    assert "./opt/llmplan/llmplan" in listing
    assert "./usr/bin/llmplan -> /opt/llmplan/llmplan" in listing
    assert "./usr/share/applications/llmplan.desktop" in listing
    for size in (16, 48, 256, 512):
        assert f"./usr/share/icons/hicolor/{size}x{size}/apps/llmplan.png" in listing
    assert "./usr/share/icons/hicolor/scalable/apps/llmplan.svg" in listing
    lines = listing.splitlines()
    launcher_line = next(line for line in lines if line.endswith(" ./opt/llmplan/llmplan"))
    assert launcher_line.startswith("-rwxr-xr-x root/root")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_entry_is_valid(deb: Path, tmp_path: Path) -> None:
    subprocess.run(["dpkg-deb", "-x", str(deb), str(tmp_path)], check=True)
    entry = tmp_path / "usr" / "share" / "applications" / "llmplan.desktop"
    result = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Icon=llmplan" in entry.read_text()


def test_tarball_holds_the_bundle_folder(tmp_path: Path) -> None:
    import tarfile

    bundle = tmp_path / "llmplan"
    bundle.mkdir()
    (bundle / "llmplan").write_text("#!/bin/sh\n")
    (bundle / "llmplan").chmod(0o755)
    tarball = build_tarball(bundle, tmp_path, "9.9.9")
    assert tarball.name.startswith("llmplan-9.9.9-linux-")
    with tarfile.open(tarball) as tar:
        member = tar.getmember("llmplan/llmplan")
    assert member.mode & 0o111


def test_scenario_files_open_by_double_click_and_the_readme_ships(
    deb: Path, tmp_path: Path
) -> None:
    """The desktop entry takes a file (%f) and claims the scenario MIME type, whose
    shared-mime-info XML is installed; the README that `plan --help` names is in the doc."""
    import xml.etree.ElementTree as ET

    subprocess.run(["dpkg-deb", "-x", str(deb), str(tmp_path)], check=True)
    entry = (tmp_path / "usr/share/applications/llmplan.desktop").read_text()
    assert "Exec=llmplan %f" in entry
    assert "MimeType=application/x-llmplan-scenario;" in entry
    mime = ET.parse(tmp_path / "usr/share/mime/packages/llmplan.xml").getroot()
    ns = "{http://www.freedesktop.org/standards/shared-mime-info}"
    kind = mime.find(f"{ns}mime-type")
    assert kind is not None and kind.get("type") == "application/x-llmplan-scenario"
    match = kind.find(f"{ns}magic/{ns}match")
    assert match is not None and match.get("value") == '"schema_version"'
    # what the app writes starts with that key, so the magic recognises every saved file
    from llmplan.core.scenario import Scenario
    from llmplan.scenario_file import scenario_to_json

    assert scenario_to_json(Scenario()).index('"schema_version"') < 16
    readme = tmp_path / "usr/share/doc/llmplan/README.md"
    assert "## Scenario files" in readme.read_text(encoding="utf-8")
    postinst = subprocess.run(
        ["dpkg-deb", "-I", str(deb), "postinst"], capture_output=True, text=True, check=True
    ).stdout
    assert "update-mime-database" in postinst


def test_tarball_carries_the_readme(tmp_path: Path) -> None:
    import tarfile

    bundle = tmp_path / "llmplan"
    bundle.mkdir()
    (bundle / "llmplan").write_text("#!/bin/sh\n")
    tarball = build_tarball(bundle, tmp_path, "9.9.9")
    with tarfile.open(tarball) as tar:
        assert "llmplan/README.md" in tar.getnames()
