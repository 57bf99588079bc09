"""The frozen app: runs its self-test with no Python environment, from anywhere, and as
installed by its .deb.

Runs when dist/llmplan/llmplan exists and is newer than the sources (after
`python packaging/build.py`), or with LLMPLAN_TEST_BUNDLE=1, which first builds the bundle
and installers from this checkout (a few minutes: a clean CI run opts in). Otherwise it is
skipped, saying why: a stale bundle would test yesterday's app.
"""

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import llmplan

REPO_ROOT = Path(__file__).resolve().parents[2]
DIST = REPO_ROOT / "dist"
EXE_NAME = "llmplan.exe" if sys.platform == "win32" else "llmplan"
BUILD_REQUESTED = os.environ.get("LLMPLAN_TEST_BUNDLE") == "1"

pytestmark = [
    pytest.mark.skipif(
        not BUILD_REQUESTED and not (DIST / "llmplan" / EXE_NAME).is_file(),
        reason="no dist/llmplan bundle; build it, or set LLMPLAN_TEST_BUNDLE=1",
    ),
    pytest.mark.skipif(sys.platform == "win32", reason="POSIX environment handling below"),
    pytest.mark.slow,
    pytest.mark.timeout(1800),  # includes the build when LLMPLAN_TEST_BUNDLE=1
]


def newest_source_change() -> tuple[float, Path]:
    """The most recently changed file the bundle is made from (code and resources)."""
    files = [
        path
        for folder in (REPO_ROOT / "desktop" / "llmplan", REPO_ROOT / "resources")
        for path in folder.rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and path.suffix != ".pyd"  # the Windows build's C extensions (build.sh)
    ]
    newest = max(files, key=lambda path: path.stat().st_mtime)
    return newest.stat().st_mtime, newest


@pytest.fixture(scope="module")
def dist() -> Path:
    if BUILD_REQUESTED:
        subprocess.run([sys.executable, str(REPO_ROOT / "packaging" / "build.py")], check=True)
        return DIST
    changed_at, changed = newest_source_change()
    if changed_at > (DIST / "llmplan" / EXE_NAME).stat().st_mtime:
        pytest.skip(
            f"dist/llmplan is older than {changed.relative_to(REPO_ROOT)}: rebuild it "
            "(python packaging/build.py) or set LLMPLAN_TEST_BUNDLE=1"
        )
    return DIST


def bare_environment(home: Path) -> dict[str, str]:
    """What `env -i PATH=/usr/bin:/bin HOME=...` leaves: no venv, no PYTHONPATH, no display."""
    home.mkdir(parents=True, exist_ok=True)
    return {"PATH": "/usr/bin:/bin", "HOME": str(home)}


def run_bare(command: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command,
        cwd="/",
        env=bare_environment(home),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def assert_self_test_passed(result: subprocess.CompletedProcess[str], resources: Path) -> None:
    output = result.stdout + result.stderr[-4000:]
    assert result.returncode == 0, output
    assert "FAIL" not in result.stdout, output
    assert f"resources: {resources}" in result.stdout  # its own copy, not the source tree
    first_paint = re.search(r"window first paint .*?([\d.]+) s from process start", result.stdout)
    assert first_paint is not None, output
    print(f"cold start to first paint: {first_paint.group(1)} s")


def test_bundle_copied_elsewhere_passes_its_self_test_without_python(
    dist: Path, tmp_path: Path
) -> None:
    copy = tmp_path / "elsewhere" / "llmplan"
    shutil.copytree(dist / "llmplan", copy, symlinks=True)
    result = run_bare([str(copy / EXE_NAME), "--self-test"], tmp_path / "home")
    assert_self_test_passed(result, copy / "_internal" / "resources")


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="needs xvfb-run (apt: xvfb xauth)")
def test_bundle_passes_its_self_test_on_a_real_x_server(dist: Path, tmp_path: Path) -> None:
    """The xcb platform plugin and the system libraries it needs (the .deb's Depends)."""
    env = {**bare_environment(tmp_path / "home"), "QT_QPA_PLATFORM": "xcb"}
    result = subprocess.run(
        ["xvfb-run", "-a", str(dist / "llmplan" / EXE_NAME), "--self-test"],
        cwd="/",
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert_self_test_passed(result, dist / "llmplan" / "_internal" / "resources")
    assert "(xcb)" in result.stdout


def test_bundle_reports_the_source_version(dist: Path, tmp_path: Path) -> None:
    result = run_bare([str(dist / "llmplan" / EXE_NAME), "--version"], tmp_path / "home")
    assert result.stdout.strip() == f"llmplan {llmplan.__version__}"


def _installed_version() -> str | None:
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status} ${Version}", "llmplan"],
        capture_output=True,
        text=True,
        check=False,
    )
    # anything dpkg still knows (even "config-files" after a plain -r) counts as installed
    return result.stdout.split()[-1] if result.returncode == 0 and result.stdout else None


@pytest.mark.skipif(shutil.which("dpkg") is None, reason="needs dpkg")
@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="dpkg -i needs root")
def test_deb_installs_and_its_launcher_passes_the_self_test(dist: Path, tmp_path: Path) -> None:
    debs = sorted(dist.glob("llmplan_*.deb"), key=lambda p: p.stat().st_mtime)
    if not debs:
        pytest.skip("no .deb in dist/ (python packaging/build.py builds it)")
    if _installed_version() is not None:
        pytest.skip("an llmplan package is already installed here; not touching it")
    install = subprocess.run(["dpkg", "-i", str(debs[-1])], capture_output=True, text=True)
    try:
        assert install.returncode == 0, install.stdout + install.stderr
        assert os.path.realpath("/usr/bin/llmplan") == "/opt/llmplan/llmplan"
        assert Path("/usr/share/applications/llmplan.desktop").is_file()
        assert Path("/usr/share/icons/hicolor/256x256/apps/llmplan.png").is_file()
        result = run_bare(["llmplan", "--self-test"], tmp_path / "home")
        assert_self_test_passed(result, Path("/opt/llmplan/_internal/resources"))
    finally:
        subprocess.run(["dpkg", "--purge", "llmplan"], capture_output=True, check=False)
    assert _installed_version() is None
    assert not Path("/opt/llmplan").exists()
