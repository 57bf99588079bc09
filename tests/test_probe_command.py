"""`llmplan probe` without PyTorch: bad input is one message and exit code 2, and
`llmplan --help` never imports torch (these run where the probe extra is absent too)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from llmplan.cli import main

TINY = Path(__file__).resolve().parent / "data" / "probe" / "tiny-llama.json"


def _probe(tmp_path: Path, *args: str, **changes: object) -> tuple[int, dict]:
    data = json.loads(TINY.read_text())
    data.update(changes)
    scenario = tmp_path / "scenario.json"
    scenario.write_text(json.dumps(data))
    out = tmp_path / "pilot.json"
    code = main(["probe", str(scenario), "--out", str(out), *args])
    return code, json.loads(out.read_text()) if out.exists() else {}


def test_unknown_model_is_one_message(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _ = _probe(tmp_path, model="llama-9-900b")
    assert code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "llama-9-900b" in err[0]


def test_without_torch_says_how_to_install(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "torch", None)  # import torch -> ImportError
    code, data = _probe(tmp_path)
    assert code == 2 and data == {}
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "pip install 'llmplan[probe]'" in err[0]


def test_help_works_without_importing_torch() -> None:
    code = (
        "import sys; from llmplan.cli import build_parser; build_parser(); "
        "print('torch' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
