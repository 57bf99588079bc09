"""packaging/build.py helpers that every platform's build uses."""

import shutil
import subprocess
from pathlib import Path

import pytest

from build import folder_size, write_checksums


@pytest.mark.skipif(shutil.which("sha256sum") is None, reason="needs coreutils sha256sum")
def test_checksums_verify_with_sha256sum(tmp_path: Path) -> None:
    first, second = tmp_path / "a.deb", tmp_path / "b.tar.gz"
    first.write_bytes(b"\x00" * 3_000_000)  # more than one read block
    second.write_bytes(b"installer")
    sums = write_checksums([first, second], tmp_path / "SHA256SUMS")
    check = subprocess.run(["sha256sum", "-c", sums.name], cwd=tmp_path, capture_output=True)
    assert check.returncode == 0, check.stdout
    second.write_bytes(b"tampered")
    assert (
        subprocess.run(["sha256sum", "-c", sums.name], cwd=tmp_path, capture_output=True).returncode
        != 0
    )


def test_folder_size_counts_files_once_and_skips_links(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "lib.so").write_bytes(b"x" * 1000)
    (tmp_path / "top").write_bytes(b"y" * 24)
    (tmp_path / "link.so").symlink_to(tmp_path / "sub" / "lib.so")
    assert folder_size(tmp_path) == 1024
    assert folder_size(tmp_path / "top") == 24
