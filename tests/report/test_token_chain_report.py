"""The report shows the chain from the folder to the tokens trained, every factor with its
value, in English and in German (Markdown and PDF)."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.core.document_lengths import DocumentLengths, LengthBin
from llmplan.core.plan import plan
from llmplan.core.scenario import Scenario
from llmplan.corpus.report import CorpusReport
from llmplan.presentation import i18n
from llmplan.report.markdown import report_markdown
from llmplan.report.pdf import export_pdf
from pdf_pages import pdf_text

# 100 documents of 100–127 tokens (mean 120) and 20 of 3,000–4,095 (mean 3,500)
LENGTHS = DocumentLengths(
    bins=[
        LengthBin(low=64, high=128, documents=100, tokens=12_000),
        LengthBin(low=2048, high=4096, documents=20, tokens=70_000),
    ]
)
SCENARIO = Scenario(
    name="Chain",
    tokens=4e9,
    epochs=2,
    seq_len=2048,
    packing=False,
    replay_fraction=0.2,
    document_lengths=LENGTHS,
)
CORPUS = CorpusReport(
    roots=["/archiv"],
    primary_tokenizer="llama-3.1",
    tokens_estimated=5e9,
    cleaning_loss=0.2,
)


def _chain_section(text: str, heading: str) -> str:
    start = text.index(heading)
    return text[start : start + 1500]


def test_markdown_names_every_factor_with_its_value() -> None:
    result = plan(SCENARIO)
    chain = result.token_chain
    assert chain is not None
    section = _chain_section(report_markdown(SCENARIO, [result], corpus=CORPUS), "## From the")
    # 120 separators for 82,000 tokens; padding from the lengths; 1/(1 − 0.2); 2 epochs
    assert chain.separator_share == pytest.approx(120 / 82_000)
    assert "| Tokens in the folder (raw estimate) |  | 5.00 B tokens |" in section
    assert "| Trainable tokens per epoch | × 0.800 | 4.00 B tokens |" in section
    # by hand: 100 short documents fill one sequence each, the 20 long ones two each
    assert chain.padding_overhead == pytest.approx((100 + 40) * 2048 / (82_000 + 120))
    assert f"× {1 + 120 / 82_000:.3f}" in section
    assert f"× {chain.padding_overhead:.3f}" in section
    assert "| With replay of general text | × 1.250 |" in section
    assert "| Tokens trained | × 2 |" in section
    assert f"{chain.trained_tokens / 1e9:.1f} B tokens" in section
    assert "after the assumed cleaning loss of 20 %" in section


def test_german_markdown_words_every_step() -> None:
    result = plan(SCENARIO)
    try:
        i18n.set_language("de")
        text = report_markdown(SCENARIO, [result], corpus=CORPUS)
    finally:
        i18n.set_language("en")
    section = _chain_section(text, "## Vom Ordner zu den trainierten Token")
    for words in ("Token im Ordner (Rohschätzung)", "Trainierbare Token je Epoche",
                  "Mit Trenn-Token", "Gepackt oder aufgefüllt", "Mit Replay allgemeiner Texte",
                  "Trainierte Token", "× 1,250", "Warum"):  # fmt: skip
        assert words in section
    for english in ("Tokens trained", "padded", "replay of", "Step"):
        assert english not in section


def test_pdf_shows_the_chain(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    result = plan(SCENARIO)
    path = tmp_path / "plan.pdf"
    export_pdf(SCENARIO, [result], CORPUS, path)
    text = " ".join(pdf_text(path).split())
    assert "From the folder to the tokens trained" in text
    for step in ("Tokens in the folder (raw estimate)", "With separator tokens",
                 "Packed or padded", "With replay of general text", "× 1.250"):  # fmt: skip
        assert step in text
    # the explanations section explains the trained count with its formula
    assert "tokens × (1 + separator share) × padding overhead / (1 − replay) × epochs" in text
