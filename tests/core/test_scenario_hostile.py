"""Bad scenario files (issue 14): every one is one line naming the field, exit 2, no
traceback; the file is type- and size-checked before it is read; --json stays JSON."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from llmplan.cli import main
from llmplan.commands.errors import EXIT_BAD_INPUT
from llmplan.resources import resource_path

BASE: dict[str, Any] = json.loads(
    resource_path("examples", "llama-3.1-8b-8x-h200-nvl.json").read_text("utf-8")
)
GPU = {
    "id": "eigene-gpu",
    "name": "Eigene GPU",
    "vendor": "NVIDIA",
    "memory_gb": 80,
    "memory_bandwidth_tb_s": 3,
    "bf16_dense_tflops": 900,
    "board_power_w": 700,
    "form_factor": "SXM",
    "source": "test",
}


def with_fields(**fields: Any) -> str:
    return json.dumps({**BASE, **fields})


def replaced(old: str, new: str) -> str:
    text = json.dumps(BASE)
    assert old in text
    return text.replace(old, new, 1)


BAD_SCENARIOS = {
    "infinity": (replaced('"mfu": 0.4', '"mfu": Infinity'), "Infinity"),
    "nan": (replaced('"mfu": 0.4', '"mfu": NaN'), "NaN"),
    "overflowing number": (replaced('"mfu": 0.4', '"mfu": 1e309'), "1e309"),
    "huge integer": (replaced('"seq_len": 8192', '"seq_len": ' + "9" * 5000), "out of range"),
    "deep nesting": ('{"a": ' * 50_000 + "1" + "}" * 50_000, "nested too deeply"),
    "duplicate key": (json.dumps(BASE)[:-1] + ', "tokens": 5}', "tokens: duplicate key"),
    "boolean tokens": (with_fields(tokens=True), "tokens: must be a number"),
    "quoted number": (with_fields(tokens="1e10"), "tokens: must be a number"),
    "tokens times epochs overflow": (with_fields(tokens=1e300, epochs=1000), "tokens:"),
    "mfu near zero": (with_fields(mfu=1e-300), "mfu:"),
    "price 1e999": (
        with_fields(costs={"electricity_price_per_kwh": 1e300}),
        "costs.electricity_price_per_kwh:",
    ),
    "zero pcie bandwidth": (
        with_fields(
            hardware={"gpu": "eigene-gpu", "count": 2},
            custom_gpus=[{**GPU, "interconnect": {"pcie_bandwidth_gb_s": 0}}],
        ),
        "custom_gpus.0.interconnect.pcie_bandwidth_gb_s:",
    ),
    "negative nvlink bandwidth": (
        with_fields(
            hardware={"gpu": "eigene-gpu", "count": 2},
            custom_gpus=[{**GPU, "interconnect": {"nvlink_bandwidth_gb_s": -900}}],
        ),
        "custom_gpus.0.interconnect.nvlink_bandwidth_gb_s:",
    ),
    "control characters in the currency": (
        with_fields(costs={"currency": "\x1b[31mEUR\x07"}),
        "costs.currency: contains control characters",
    ),
    "a 1 MB name": (with_fields(name="x" * 1_000_000), "name: too long"),
    "terminal escapes in an unknown field's name": (
        json.dumps({**BASE, "\x1b[2J\x1b[31mrot": 1}),
        "\\x1b[2J\\x1b[31mrot: unknown field",
    ),
    "a 1 MB unknown field name": (json.dumps({**BASE, "k" * 1_000_000: 1}), "kkkk"),
    "a lone surrogate in the name": (
        replaced('"name": "', '"name": "\\ud800'),
        "name: not valid Unicode",
    ),
    "a lone surrogate in a field's name": (
        json.dumps({**BASE, "\ud800x": 1}),
        "\\ud800x: not valid Unicode",
    ),
    "not UTF-8": ("\udcff", "not UTF-8"),
}


@pytest.mark.parametrize("case", list(BAD_SCENARIOS))
@pytest.mark.parametrize("command", ["plan", "plan --json"])
def test_a_bad_scenario_is_one_line_naming_the_field(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str, command: str
) -> None:
    text, expected = BAD_SCENARIOS[case]
    path = tmp_path / "szenario.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    assert main([*command.split(), str(path)]) == EXIT_BAD_INPUT
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("llmplan: error: "), captured.err
    assert expected in lines[0]
    assert "\x1b" not in lines[0] and "\x07" not in lines[0]
    assert len(lines[0]) < 400


def test_scenario_file_that_is_not_a_regular_file_is_never_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "rohr.json"
    os.mkfifo(fifo)
    codes: list[int] = []
    reader = threading.Thread(target=lambda: codes.append(main(["plan", str(fifo)])), daemon=True)
    reader.start()
    reader.join(timeout=30)
    if reader.is_alive():  # unblock it, then fail
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
    assert codes == [EXIT_BAD_INPUT], "reading a FIFO blocked"
    assert "not a regular file" in capsys.readouterr().err
    assert main(["plan", "/dev/zero"]) == EXIT_BAD_INPUT
    assert "not a regular file" in capsys.readouterr().err
    assert main(["plan", str(tmp_path)]) == EXIT_BAD_INPUT
    assert "not a regular file" in capsys.readouterr().err


def test_a_huge_scenario_file_is_refused_by_its_size(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "riesig.json"
    with path.open("wb") as handle:  # sparse: 2 GiB on paper, nothing on disk
        handle.truncate(2 * 1024**3)
    assert main(["plan", str(path)]) == EXIT_BAD_INPUT
    assert "too large for a scenario file" in capsys.readouterr().err


@pytest.mark.parametrize("price", [1e12, 1e300])
def test_plan_json_is_strict_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], price: float
) -> None:
    """Big inputs (1e12: allowed; 1e300: costs overflowed to Infinity in --json): whatever
    comes out is standard JSON (no Infinity/NaN), or a one-line refusal."""
    path = tmp_path / "gross.json"
    path.write_text(
        with_fields(
            tokens=1e16,
            epochs=1000,
            mfu=1e-6,
            costs={"electricity_price_per_kwh": price, "rental_price_per_gpu_month": price},
        ),
        encoding="utf-8",
    )
    code = main(["plan", "--json", str(path)])
    captured = capsys.readouterr()
    if code == 0:

        def refuse(name: str) -> None:
            raise AssertionError(f"{name} in --json output")

        json.loads(captured.out, parse_constant=refuse)
    else:
        assert code == EXIT_BAD_INPUT and len(captured.err.strip().splitlines()) == 1


def test_a_good_scenario_still_plans(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "gut.json"
    path.write_text("\ufeff" + json.dumps(BASE), encoding="utf-8")  # a BOM is fine
    assert main(["plan", "--json", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["gpu_count"] == 8
