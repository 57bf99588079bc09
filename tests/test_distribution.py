"""The wheel carries the package and its resources, and finds them once installed."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def test_pyproject_lists_every_package_under_desktop() -> None:
    config = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"]) - {"llmplan._resources"}
    found = {
        ".".join(path.parent.relative_to(REPO / "desktop").parts)
        for path in (REPO / "desktop" / "llmplan").rglob("*.py")
    }
    assert listed == found


@pytest.mark.slow
def test_installed_wheel_finds_its_bundled_resources(tmp_path: Path) -> None:
    wheels, target = tmp_path / "wheels", tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "--no-build-isolation",
            "-w",
            str(wheels),
            str(REPO),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = wheels.glob("llmplan-*.whl")
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
        capture_output=True,
    )
    probe = (
        "from llmplan.resources import resources_dir; "
        "from llmplan.catalog.load import load_catalog; "
        "print(resources_dir()); print(len(load_catalog().models))"
    )
    env = {**os.environ, "PYTHONPATH": str(target)}
    env.pop("LLMPLAN_RESOURCES", None)
    out = subprocess.run(
        [sys.executable, "-c", probe],
        check=True,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
    ).stdout.split()
    assert Path(out[0]).is_relative_to(target)
    assert int(out[1]) >= 30
    assert (Path(out[0]) / "tokenizers" / "tokenizers.json").is_file()
