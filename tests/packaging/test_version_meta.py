"""Version metadata: one source (llmplan.__version__), written into every artefact."""

import ast
import shutil
import subprocess
from pathlib import Path

import pytest

import llmplan
from version_meta import (
    REPO_ROOT,
    debian_version,
    read_version,
    version_tuple,
    windows_version_file,
)


def test_version_is_read_from_the_package() -> None:
    assert read_version(REPO_ROOT) == llmplan.__version__


@pytest.mark.parametrize(
    ("version", "expected"),
    [("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.0.1rc3", (2, 0, 1, 0))],
)
def test_windows_version_has_four_numbers(version: str, expected: tuple[int, ...]) -> None:
    assert version_tuple(version) == expected


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="needs dpkg")
@pytest.mark.parametrize(
    ("older", "newer"), [("0.2.0rc1", "0.2.0"), ("0.1.0", "0.1.1"), ("0.9.0", "0.10.0")]
)
def test_debian_versions_sort_like_the_releases(older: str, newer: str) -> None:
    result = subprocess.run(
        ["dpkg", "--compare-versions", debian_version(older), "lt", debian_version(newer)],
        check=False,
    )
    assert result.returncode == 0


def test_windows_version_resource_names_the_version(tmp_path: Path) -> None:
    path = windows_version_file("1.2.3", tmp_path / "version_info.txt")
    text = path.read_text(encoding="utf-8")
    ast.parse(text)  # PyInstaller evaluates this file as a Python expression
    assert "filevers=(1, 2, 3, 0)" in text
    assert "StringStruct('ProductVersion', '1.2.3')" in text
