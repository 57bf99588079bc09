"""Issue 22, finding 5 (tokens): the report reconciles the folder's tokens with the tokens
the plan trains, and plans data preparation for the archive, not for the scanned sample.

Main printed "tokens in the folder 2.69 M" beside "training tokens 10.0 B" with nothing
between them, and "Data preparation 0 s" from the 5 MB sample.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from llmplan.cli import main
from llmplan.core.run.timeline import archive_bytes
from llmplan.corpus.report import ArchiveEstimate, CorpusReport
from llmplan.resources import resource_path

SAMPLE_BYTES = 5_000_000
SAMPLE_TOKENS = 2.69e6
PLAN_TOKENS = 1e10


def _sample(archive: ArchiveEstimate | None = None) -> CorpusReport:
    return CorpusReport(
        roots=["/Kunde/Stichprobe"],
        primary_tokenizer="llama-3.1",
        bytes_total=SAMPLE_BYTES,
        bytes_read=SAMPLE_BYTES,
        files_total=40,
        files_read=40,
        tokens_counted=int(SAMPLE_TOKENS),
        tokens_estimated=SAMPLE_TOKENS,
        archive={"llama-3.1": archive} if archive else None,
    )


def test_archive_bytes_scale_the_sample_to_the_planned_tokens() -> None:
    # 5 MB hold 2.69 M trainable tokens: 10 B tokens come from 5 MB × 10 B / 2.69 M
    scaled = archive_bytes(
        sample_bytes=SAMPLE_BYTES, sample_tokens=SAMPLE_TOKENS, trainable_tokens=PLAN_TOKENS
    )
    assert scaled == pytest.approx(SAMPLE_BYTES * PLAN_TOKENS / SAMPLE_TOKENS)
    # a plan on the folder's own tokens reads the folder; a stated archive size wins
    assert archive_bytes(
        sample_bytes=SAMPLE_BYTES, sample_tokens=SAMPLE_TOKENS, trainable_tokens=SAMPLE_TOKENS
    ) == pytest.approx(SAMPLE_BYTES)
    assert archive_bytes(
        sample_bytes=SAMPLE_BYTES,
        sample_tokens=SAMPLE_TOKENS,
        trainable_tokens=PLAN_TOKENS,
        stated_archive_bytes=2e12,
    ) == pytest.approx(2e12)


def _report_markdown(tmp_path: Path, corpus: CorpusReport) -> str:
    scenario = tmp_path / "scenario.json"
    data = json.loads(
        resource_path("examples", "llama-3.1-8b-8x-h200-nvl.json").read_text(encoding="utf-8")
    )
    data["tokens"] = PLAN_TOKENS
    data["corpus"] = json.loads(corpus.model_dump_json())
    scenario.write_text(json.dumps(data), encoding="utf-8")
    out = tmp_path / "report.md"
    assert main(["report", str(scenario), "--out", str(out)]) == 0
    return out.read_text(encoding="utf-8")


def _row(text: str, label: str) -> list[str]:
    line = next(line for line in text.splitlines() if line.startswith(f"| {label} |"))
    return [cell.strip() for cell in line.strip("|").split("|")]


def test_the_report_reconciles_the_sample_with_the_tokens_trained(tmp_path: Path) -> None:
    text = _report_markdown(tmp_path, _sample())
    folder = _row(text, "Tokens in the folder (raw estimate)")
    assert folder[2] == "2.69 M tokens"
    trainable = _row(text, "Trainable tokens per epoch")
    ratio = PLAN_TOKENS / SAMPLE_TOKENS
    assert trainable[1] == f"× {ratio:,.0f}" and trainable[2] == "10.0 B tokens"
    assert "taken as a sample of the archive" in trainable[3]
    # data preparation: 5 MB × 3,717 = 18.6 GB at 20 MB/s, not the sample's 0 s
    prep_hours = SAMPLE_BYTES * ratio / 20e6 / 3600
    assert prep_hours == pytest.approx(0.258, rel=1e-2)
    prep = _row(text, "Data preparation")
    assert prep[1] == f"{prep_hours * 60:.0f} min"


def test_a_stated_archive_size_is_its_own_row_and_sets_the_preparation(tmp_path: Path) -> None:
    archive = ArchiveEstimate(
        bytes_by_type={".pdf": 400_000_000_000},
        tokens_estimated=2.15e10,
        ci95_low=2.0e10,
        ci95_high=2.3e10,
        note="from its size",
    )
    text = _report_markdown(tmp_path, _sample(archive))
    row = _row(text, "Tokens in the whole archive (from its size)")
    assert row[2] == "21.5 B tokens"
    assert _row(text, "Data preparation")[1] == "5.6 h"  # 400 GB at 20 MB/s
