"""The command line: one line naming the field and the reason (exit 2) for every bad input,
`llmplan FILE.json` opening a scenario, and the help the installers ship."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from headless_cli import run_without_display
from llmplan.cli import main
from llmplan.resources import resource_path


def _scenario(tmp_path: Path, **fields: object) -> Path:
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps({"schema_version": 1, **fields}), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"model": "nope-1b"}, "model: unknown model 'nope-1b'"),
        ({"hardware": {"gpu": "zzz", "count": 1}}, "hardware.gpu: unknown GPU 'zzz'"),
    ],
)
def test_report_with_an_unknown_id_names_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], fields: dict, expected: str
) -> None:
    code = main(["report", str(_scenario(tmp_path, **fields)), "--out", str(tmp_path / "r.md")])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert len(err.splitlines()) == 1
    assert err.startswith(f"llmplan: error: {expected}")


@pytest.mark.parametrize("command", ["plan", "serve"])
@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({"model": "nope-1b"}, "model: unknown model 'nope-1b'"),
        ({"hardware": {"gpu": "zzz", "count": 1}}, "hardware.gpu: unknown GPU 'zzz'"),
        ({"tokens": "many"}, "tokens"),
    ],
)
def test_plan_and_serve_word_a_bad_scenario_alike(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str, fields: dict, expected: str
) -> None:
    """One mapping of the scenario's and the catalogue's errors serves both commands."""
    code = main([command, str(_scenario(tmp_path, **fields))])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert len(err.splitlines()) == 1
    assert err.startswith("llmplan: error: ") and expected in err


@pytest.mark.parametrize(
    ("option", "value", "flag"),
    [
        ("--budget-seconds", "-1", "--budget-seconds: must be > 0"),
        ("--cleaning-loss", "2", "--cleaning-loss: must be < 1"),
        ("--sample-files", "0", "--sample-files: must be > 0"),
    ],
)
def test_corpus_bad_option_is_one_line_with_the_flag(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str, value: str, flag: str
) -> None:
    (tmp_path / "a.txt").write_text("hello", encoding="utf-8")
    code = main(["corpus", str(tmp_path), option, value])
    err = capsys.readouterr().err.strip()
    assert code == 2
    assert len(err.splitlines()) == 1, err
    assert err.startswith(f"llmplan: error: {flag}"), err
    assert "pydantic" not in err and "validation error" not in err


def test_a_scenario_path_as_the_only_argument_opens_it(tmp_path: Path) -> None:
    """`llmplan my_plan.json` (as a double-click runs it): here without a display, so it
    prints that scenario's plan instead of the window."""
    scenario = _scenario(tmp_path, model="qwen3-14b")
    completed = run_without_display(str(scenario))
    assert completed.returncode == 0, completed.stderr
    assert str(scenario) in completed.stderr
    assert "Qwen3 14B" in completed.stdout or "qwen3-14b" in completed.stdout.lower()


def test_a_missing_scenario_path_is_one_line_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([str(tmp_path / "gone.json")]) == 2
    assert "gone.json: scenario file not found" in capsys.readouterr().err


def test_plan_help_names_where_the_readme_is_installed(
    capsys: pytest.CaptureFixture[str],
) -> None:
    with pytest.raises(SystemExit):
        main(["plan", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "/usr/share/doc/llmplan/README.md" in out
    assert resource_path("examples").is_dir()


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        (
            {"objective": "ppo", "method": "lora", "reward_model": "qwen2.5-1.5b"},
            "method: ppo is planned for full tuning only (the value model's states under LoRA "
            "are not modelled)",
        ),
        (
            {
                "framework": "torchtitan",
                "hardware": {"gpu": "a100-80gb-sxm", "count": 8},
                "precision": "fp8",
            },
            "precision: NVIDIA A100 SXM 80 GB has no FP8 tensor cores (Ampere and older): "
            "train in bf16",
        ),
        (
            {
                "framework": "torchtitan",
                "hardware": {"gpu": "h200-sxm", "count": 8},
                "parallelism": {"tensor": 3},
            },
            "parallelism: tensor × pipeline × context = 3 does not divide the 8 GPUs",
        ),
    ],
)
@pytest.mark.parametrize("command", ["plan", "report"])
def test_a_refused_scenario_is_one_line_in_the_words_it_always_had(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    command: str,
    fields: dict[str, object],
    expected: str,
) -> None:
    """The CLI words the core's refusal code through presentation/refusal_text.py, as the
    GUI does: in English the same words as the core's own message."""
    path = str(_scenario(tmp_path, **fields))
    extra = ["--out", str(tmp_path / "r.md")] if command == "report" else []
    code = main([command, path, *extra])
    err = capsys.readouterr().err
    assert code == 2
    assert err == f"llmplan: error: {expected}\n"
    if fields.get("objective") == "ppo":  # no hardware the advisor tries can change it
        assert main(["recommend", path, "--deadline-days", "30"]) == 2
        assert capsys.readouterr().err == f"llmplan: error: {expected}\n"
