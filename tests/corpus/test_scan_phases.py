"""What a scan does before it reads, said as it happens, and a time budget that counts
reading only (issue 32: with three tokenizers the 60 s budget ended after ~3 min with 93 of
436 files read and ±175 %, the minutes before spent loading tokenizers)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from llmplan.cli import main
from llmplan.corpus.progress import ScanProgress, ScanState
from llmplan.corpus.scan import ScanOptions, scan_corpus


def write_notes(folder: Path, files: int) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    for index in range(files):
        text = f"Notiz {index}: Die Wartung der Pumpe KP{index} ist für Mai geplant. " * 20
        (folder / f"notiz_{index}.txt").write_text(text, encoding="utf-8")
    return folder


def test_the_tokenizers_load_one_by_one_each_said(tmp_path: Path) -> None:
    """Read here (forked readers inherit what this process loaded): the primary tokenizer
    before the walk, the others before reading, each numbered among the chosen ones."""
    reports: list[ScanProgress] = []
    state = ScanState(on_progress=reports.append, max_reports_per_second=0)
    options = ScanOptions(tokenizers=["gpt2", "mistral-v3", "mistral-tekken"], workers=1)
    report = scan_corpus(write_notes(tmp_path / "docs", 4), options, state)
    loading = [(r.tokenizers_loaded, r.tokenizer) for r in reports if r.phase == "loading"]
    assert loading == [
        (0, "GPT-2 (50K vocabulary)"),
        (1, "Mistral v3 SentencePiece (32K vocabulary)"),
        (2, "Mistral Tekken (131K vocabulary)"),
        (3, ""),
    ]
    phases = [r.phase for r in reports]
    assert phases.index("loading") < phases.index("walking")
    # nothing reads as "reading 0 files" before the first file's result
    first_read = next(r for r in reports if r.phase == "reading")
    assert first_read.files_done > 0 and first_read.reading_s is not None
    assert report.files_read == 4


def test_the_time_budget_counts_from_the_first_file_read(tmp_path: Path) -> None:
    """Two seconds go before reading (here a slow listing: the state's progress callback
    holds the walk, as loading tokenizers or starting readers would); a 1.5 s budget then
    still reads this small folder whole."""
    folder = write_notes(tmp_path / "docs", 30)
    held: list[str] = []

    def slow_preparation(progress: ScanProgress) -> None:
        if progress.phase == "walking" and not held:
            held.append(progress.phase)
            time.sleep(2.0)

    state = ScanState(on_progress=slow_preparation, max_reports_per_second=0)
    options = ScanOptions(tokenizers=["gpt2"], workers=1, budget_seconds=1.5, in_process=True)
    report = scan_corpus(folder, options, state)
    assert held == ["walking"]
    assert report.elapsed_seconds > 2.0  # the preparation took its time ...
    assert report.files_read == 30 and not report.sampled  # ... and reading got its budget
    assert report.ci95_low == report.ci95_high == report.tokens_estimated


def test_the_help_says_where_the_budget_starts(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["corpus", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "counted from the first file read" in text


def test_spawned_readers_load_the_tokenizers_this_process_loads_only_the_primary(
    tmp_path: Path,
) -> None:
    """The app scans from a thread: its readers are spawned and load every tokenizer; the
    app's own process loads only the primary one (the others cost a reader's CPU again
    while the readers start) and names the others from the registry."""
    import threading

    from llmplan.corpus.tokenizers import load_tokenizer

    folder = write_notes(tmp_path / "docs", 6)
    reports: list[ScanProgress] = []
    state = ScanState(on_progress=reports.append, max_reports_per_second=0)
    options = ScanOptions(tokenizers=["gpt2", "mistral-v3"], workers=1, in_process_below_bytes=0)
    done = []
    thread = threading.Thread(target=lambda: done.append(scan_corpus(folder, options, state)))
    thread.start()
    thread.join()
    report = done[0]
    loading = [(r.tokenizers_loaded, r.tokenizer) for r in reports if r.phase == "loading"]
    assert loading == [(0, "GPT-2 (50K vocabulary)")]
    assert any(r.phase == "starting" and r.readers == 1 for r in reports)
    second = report.tokenizers["mistral-v3"]
    assert (second.name, second.vocab_size) == ("Mistral v3 SentencePiece (32K vocabulary)", 32768)
    counter = load_tokenizer("mistral-v3")
    expected = sum(counter.count(p.read_text(encoding="utf-8")) for p in folder.iterdir())
    assert second.tokens_counted == expected  # the readers counted it all the same
