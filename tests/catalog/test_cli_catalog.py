"""`llmplan catalog gpus|servers|models [--json]` through the real command line."""

from __future__ import annotations

import json

import pytest

from llmplan.catalog import load_catalog
from llmplan.cli import main


@pytest.mark.parametrize("kind", ["gpus", "servers", "models"])
def test_json_lists_every_entry(kind: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["catalog", kind, "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [entry["id"] for entry in listed] == list(getattr(load_catalog(), kind))
    assert all(entry["source"] for entry in listed)


def test_gpu_table_is_aligned_with_dense_figures(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["catalog", "gpus"]) == 0
    lines = capsys.readouterr().out.splitlines()
    header, rows = lines[0], lines[1:]
    assert header.split()[:2] == ["id", "name"]
    assert len(rows) == len(load_catalog().gpus)
    h200 = next(row for row in rows if row.startswith("h200-nvl "))
    assert "835.5" in h200 and "141" in h200
    assert "(upper bound)" in next(row for row in rows if row.startswith("rtx-pro-6000-server "))
    # right-aligned number column: every row ends the BF16 column at the same offset
    column_end = header.index("BF16 TFLOPS") + len("BF16 TFLOPS")
    assert all(row[column_end - 1].isdigit() for row in rows)


def test_server_and_model_tables(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["catalog", "servers"]) == 0
    servers = capsys.readouterr().out
    assert "8x-h200-nvl" in servers
    # the price book's dated rent, as plans use it (Hyperstack's $3.99 per GPU-hour × 8)
    hgx = next(line for line in servers.splitlines() if line.startswith("hgx-8x-h200 "))
    assert "31.92 USD/hour (2026-08-26)" in hgx
    assert main(["catalog", "models"]) == 0
    models = capsys.readouterr().out
    llama = next(line for line in models.splitlines() if line.startswith("llama-3.1-70b "))
    assert "70.55" in llama


def test_unknown_kind_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["catalog", "tpus"])
    assert caught.value.code == 2
    assert "invalid choice" in capsys.readouterr().err
