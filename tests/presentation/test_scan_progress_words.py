"""The Corpus tab's progress line says what the scan does before it reads (issue 32: three
tokenizers loading stood at "0 files · 0 tokens" for minutes)."""

from __future__ import annotations

import pytest

from llmplan.corpus.progress import ScanProgress
from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n
from llmplan.presentation.scan_progress import progress_line


def progress(**fields: object) -> ScanProgress:
    values: dict[str, object] = dict(
        files_done=0, files_total_seen=0, bytes_done=0, bytes_total=0, tokens_so_far=0,
        elapsed_s=4.2, eta_s=None, current_path="",
    )  # fmt: skip
    values.update(fields)
    return ScanProgress.model_validate(values)


@pytest.mark.parametrize(
    ("language", "loading", "starting", "reading"),
    [
        (
            "en",
            "Loading tokenizers: 2 of 3 — Qwen3 (151K vocabulary) …",
            "Starting the readers: 8 processes, each loading 3 tokenizers … 4 s since the start",
            "1 file · 2.00 KiB of 10.0 KiB · 7 tokens so far · 58 s left of the time budget",
        ),
        (
            "de",
            "Tokenizer werden geladen: 2 von 3 — Qwen3 (151K-Vokabular) …",
            "Leseprozesse starten: 8 Prozesse, jeder lädt 3 Tokenizer … 4 s seit dem Start",
            "1 Datei · 2,00 KiB von 10,0 KiB · bisher 7 Token · noch 58 s vom Zeitbudget",
        ),
    ],
)
def test_each_phase_says_what_it_does(
    language: str, loading: str, starting: str, reading: str
) -> None:
    with i18n.language_in_use(language), fmt.memory_unit_in_use("GiB"):
        line = progress(
            phase="loading",
            tokenizers_loaded=1,
            tokenizers_total=3,
            tokenizer="Qwen3 (151K vocabulary)",
        )
        assert progress_line(line) == loading
        line = progress(phase="starting", readers=8, tokenizers_total=3)
        assert progress_line(line) == starting
        line = progress(
            files_done=1, bytes_done=2048, bytes_total=10240, tokens_so_far=7, eta_s=58.0,
            eta_is_budget=True,
        )  # fmt: skip
        assert progress_line(line) == reading


def test_the_bar_follows_the_tokenizers_while_they_load() -> None:
    line = progress(phase="loading", tokenizers_loaded=2, tokenizers_total=3)
    assert line.fraction == pytest.approx(2 / 3)
