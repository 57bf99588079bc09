"""The PDF report: written by Qt, read back with pypdfium2, carries the key figures."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Hardware, Scenario
from llmplan.report.pdf import export_pdf
from pdf_pages import pdf_pages

# the reference framework: the seed's idealised trainer
SEED_000 = Scenario(  # Llama 3.1 8B, 10 B tokens, 8x H200 NVL, MFU 40 % / 20 %
    framework="reference",
    name="Seed 000 continued pretraining",
    model="llama-3.1-8b",
    tokens=1e10,
    hardware=Hardware(server="8x-h200-nvl"),
    candidates=[Hardware(gpu="rtx-4090", count=1)],
)


def pdf_text(path: Path) -> str:
    return "\n".join(pdf_pages(path))


def normalised(text: str) -> str:
    return " ".join(text.replace("\r", " ").replace("\n", " ").split())


def test_pdf_contains_the_verdict_and_the_key_figures(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    results = plan_candidates(SEED_000)
    main, small = results
    target = tmp_path / "report.pdf"
    export_pdf(SEED_000, results, None, target)
    assert target.read_bytes().startswith(b"%PDF")
    text = normalised(pdf_text(target))
    assert "Seed 000 continued pretraining" in text
    assert main.model_name in text
    # seed 000: ≈ 2.1 days at 40 % and ≈ 4.2 days at 20 % on 8x H200 NVL
    assert "Fits on 8x NVIDIA H200 NVL" in text
    assert "training takes 2.1–4.2 days" in text
    assert f"≈ {main.energy.energy_kwh:,.0f} kWh" in text
    assert f"€{main.energy.electricity_cost:,.2f} electricity" in text
    assert main.energy.energy_kwh == pytest.approx(315, rel=0.15)  # seed 000: 50 h x 6.3 kW
    # the comparison: full fine-tuning 8B needs far more than one 24 GB card
    assert small.memory.fit_status == "does_not_fit"
    assert "Does not fit on 1x NVIDIA" in text
    # both tables, the assumptions and the explanations with their sources
    for heading in ("Memory per card", "Run time, energy and cost", "Assumptions"):
        assert heading in text
    weights = main.explanations["memory_per_gpu_gb.weights"]
    assert weights.label in text
    assert normalised(weights.source)[:30] in text


def test_pdf_includes_a_corpus_summary_when_given(qapp, tmp_path: Path, corpus_report) -> None:  # type: ignore[no-untyped-def]
    results = plan_candidates(Scenario())
    target = tmp_path / "with-corpus.pdf"
    export_pdf(Scenario(), results, corpus_report, target)
    text = normalised(pdf_text(target))
    assert "Where the training tokens come from" in text
    assert "200 of 1,234 (16 %)" in text
    assert "1.25 B tokens" in text and "1.10 B – 1.40 B" in text


def test_a_failed_export_leaves_no_partial_file(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(FileNotFoundError):
        export_pdf(Scenario(), plan_candidates(Scenario()), None, tmp_path / "missing" / "r.pdf")
    assert list(tmp_path.iterdir()) == []
