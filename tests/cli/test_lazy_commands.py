"""Sub-commands load what they run, and no more: `--version`, `--help` and `plan` never
import the corpus engine, the domain tokenizer or Qt (issue 37). Each case runs `python -m
llmplan` in a fresh process and reads back the modules it had loaded when it ended."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from llmplan.cli import COMMANDS, build_parser, main
from llmplan.resources import resource_path

# runs `python -m llmplan ARGS` as the entry point does, then writes the names in
# sys.modules to the file named first (atexit: also after argparse's SystemExit)
_RUN_AND_LIST_MODULES = """
import atexit, json, runpy, sys
out = sys.argv[1]
atexit.register(lambda: open(out, "w", encoding="utf-8").write(json.dumps(sorted(sys.modules))))
sys.argv = ["llmplan", *sys.argv[2:]]
runpy.run_module("llmplan", run_name="__main__")
"""

_NEVER_FOR_PLAN = ("llmplan.corpus", "llmplan.gui", "llmplan.charts", "PySide6", "pyqtgraph")
_NEVER_FOR_VERSION = (*_NEVER_FOR_PLAN, "llmplan.core", "llmplan.catalog", "pydantic", "numpy")


def _modules_loaded(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess[str], set]:
    listing = tmp_path / "modules.json"
    done = subprocess.run(
        [sys.executable, "-c", _RUN_AND_LIST_MODULES, str(listing), *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    return done, set(json.loads(listing.read_text(encoding="utf-8")))


def _under(modules: set, roots: tuple[str, ...]) -> list[str]:
    return sorted(m for m in modules if any(m == r or m.startswith(f"{r}.") for r in roots))


@pytest.mark.parametrize("args", [("--version",), ("--help",)])
def test_version_and_help_load_no_engine(tmp_path: Path, args: tuple[str, ...]) -> None:
    done, modules = _modules_loaded(tmp_path, *args)
    assert done.returncode == 0, done.stderr
    assert "llmplan" in done.stdout
    assert _under(modules, _NEVER_FOR_VERSION) == []
    # every sub-command's module waits until it is chosen
    assert _under(modules, ("llmplan.commands",)) == ["llmplan.commands", "llmplan.commands.errors"]


def test_plan_loads_neither_corpus_nor_qt(tmp_path: Path) -> None:
    example = resource_path("examples", "scratch-125m-rtx-4090.json")
    done, modules = _modules_loaded(tmp_path, "plan", str(example), "--json")
    assert done.returncode == 0, done.stderr
    assert 0.1e9 < json.loads(done.stdout)["params_total"] < 0.13e9  # a "125M" model
    assert "llmplan.core.plan" in modules  # the sub-command ran, loading what it needs
    assert _under(modules, _NEVER_FOR_PLAN) == []
    assert _under(modules, ("llmplan.core.advisor", "llmplan.corpus.domain_tokenizer")) == []


def test_a_command_loads_its_module_and_runs(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["catalog", "gpus", "--json"]) == 0
    assert any(gpu["id"] == "h100-sxm" for gpu in json.loads(capsys.readouterr().out))


def test_a_commands_help_comes_from_its_module(capsys: pytest.CaptureFixture[str]) -> None:
    from llmplan.commands import corpus

    with pytest.raises(SystemExit) as exit_:
        build_parser().parse_args(["corpus", "--help"])
    assert exit_.value.code == 0
    text = " ".join(capsys.readouterr().out.split())
    assert " ".join(corpus.DESCRIPTION.split()) in text
    assert "--budget-seconds" in text


def test_the_table_names_every_command_module() -> None:
    package = Path(__file__).parents[2] / "desktop" / "llmplan" / "commands"
    helpers = {"__init__", "arguments", "errors"}
    modules = {p.stem for p in package.glob("*.py")} - helpers
    assert {command.name for command in COMMANDS} == modules
