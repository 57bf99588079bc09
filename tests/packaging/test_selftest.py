"""`llmplan --self-test` from the source tree: passes on a complete app, fails on a broken one.

Runs in a subprocess, as a user would start it: the self-test creates its own QApplication
and installs its own Qt message handler, which must not mix with pytest-qt's.
"""

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from llmplan.resources import resources_dir

CHECK_LINE = re.compile(r"^(OK  |FAIL)  (.+?)\s+(\d+\.\d\d) s")


def run_self_test(env_overrides: dict[str, str]) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", **env_overrides}
    return subprocess.run(
        [sys.executable, "-m", "llmplan", "--self-test"],
        capture_output=True,
        text=True,
        env=env,
        timeout=240,
        check=False,
    )


def checks(stdout: str) -> dict[str, bool]:
    found = {}
    for line in stdout.splitlines():
        if match := CHECK_LINE.match(line):
            found[match.group(2)] = match.group(1) == "OK  "
    return found


@pytest.mark.timeout(280)
def test_self_test_passes_on_the_source_tree() -> None:
    result = run_self_test({})
    found = checks(result.stdout)
    failed = [name for name, ok in found.items() if not ok]
    assert result.returncode == 0, f"failed: {failed}\n{result.stdout}\n{result.stderr[-3000:]}"
    assert not failed
    # every part the issue names was checked
    expected = {
        "window first paint",
        "catalogues",
        "tokenizer list",
        "sample corpus",
        "sample corpus, worker processes",
        "C extensions",
        "example scenarios",
        "PDF report",
        "library versions (About)",
        "render tabs",
        "Qt's German dialogs",
        "Qt warnings",
    }
    assert expected <= found.keys()
    assert any(name.startswith("tokenizer llama") for name in found)
    assert sum(name.startswith("tab ") for name in found) == 6  # the Serve tab the sixth
    assert any(name.startswith("plan ") for name in found)


@pytest.mark.timeout(280)
def test_self_test_fails_and_names_a_broken_catalogue(tmp_path: Path) -> None:
    broken = tmp_path / "resources"
    shutil.copytree(resources_dir(), broken)
    gpus = broken / "catalog" / "gpus.json"
    data = json.loads(gpus.read_text(encoding="utf-8"))
    gpus.write_text(json.dumps(data)[: len(json.dumps(data)) // 2], encoding="utf-8")
    result = run_self_test({"LLMPLAN_RESOURCES": str(broken)})
    found = checks(result.stdout)
    assert result.returncode == 1
    assert found["catalogues"] is False
    assert "gpus.json" in result.stdout


def test_the_self_test_says_whether_the_c_loops_or_their_python_twins_run(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A Windows build may ship without its C extensions (no compiler at hand): the self-test
    must say which way the scan runs, either way."""
    from llmplan.corpus import native
    from llmplan.corpus.cleaning import lines
    from llmplan.selftest import check_c_extensions

    if native.loops is None or lines._native is None:
        pytest.skip("the C extensions are not built here (pip install -e . with a compiler)")
    assert check_c_extensions() == "native: corpus._read_native, corpus.cleaning._native"
    monkeypatch.setattr(lines, "_native", None)
    assert check_c_extensions() == (
        "native: corpus._read_native; Python twins: corpus.cleaning._native"
    )
    monkeypatch.setattr(native, "loops", None)
    assert check_c_extensions() == "Python twins: corpus._read_native, corpus.cleaning._native"


def test_the_sample_corpus_check_fails_when_a_sample_file_is_skipped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every bundled sample file is readable: a skipped one means a reader broke in this
    build (seen once under Wine: the legacy .doc went missing and only the total showed it)."""
    from llmplan import selftest

    sample = tmp_path / "sample_corpus"
    sample.mkdir()
    shutil.copyfile(
        resources_dir() / "sample_corpus" / "protokoll_projektsitzung.txt", sample / "protokoll.txt"
    )
    monkeypatch.setattr(selftest, "resource_path", lambda name: tmp_path / name)
    assert "1 files" in selftest.check_sample_corpus()
    (sample / "kaputt.pdf").write_bytes(b"%PDF-1.7\nnot a PDF body\n")
    with pytest.raises(
        ValueError, match=r"1 of the sample files skipped: kaputt\.pdf \(corrupt PDF\)"
    ):
        selftest.check_sample_corpus()
