"""Scans under a byte, file or time budget: sample, extrapolate, cover the full count;
the archive extrapolation and the derived figures (pages, storage, usable tokens)."""

from __future__ import annotations

import random
from pathlib import Path

import fixture_docs as docs
import pytest

from llmplan.corpus.report import CorpusReport
from llmplan.corpus.scan import ScanOptions, scan_corpus
from scanned_folders import written_folder_fixture

VOCABULARY = " ".join(docs.GERMAN_PARAGRAPHS).split() + docs.RUSSIAN.split()


def write_skewed_folder(root: Path, seed: int = 11) -> None:
    """~150 documents, a few large and many small, of three types with different densities."""
    rng = random.Random(seed)
    root.mkdir(parents=True, exist_ok=True)
    for index in range(150):
        words = int(min(30_000, rng.lognormvariate(5.5, 1.3)))
        text = " ".join(rng.choice(VOCABULARY) for _ in range(words))
        if index % 5 == 0:
            (root / f"seite_{index}.html").write_text(f"<html><body><p>{text}</p></body></html>")
        elif index % 5 == 1:
            (root / f"notiz_{index}.md").write_text("# Notiz\n\n" + text.replace(" ", "  "))
        else:
            (root / f"text_{index}.txt").write_text(text, encoding="utf-8")


skewed = written_folder_fixture("skewed", write_skewed_folder)


def test_byte_budget_samples_and_the_interval_covers_the_full_count(
    skewed: tuple[Path, CorpusReport],
) -> None:
    root, full = skewed
    assert not full.sampled and full.tokens_estimated == full.tokens_counted
    budget = full.bytes_total // 4
    largest = max(p.stat().st_size for p in root.iterdir())
    covered = 0
    for seed in range(5):
        options = ScanOptions(tokenizers=["gpt2"], workers=1, budget_bytes=budget, seed=seed)
        report = scan_corpus(root, options)
        assert report.sampled and report.sample_draws > 0
        assert report.bytes_read <= budget + largest
        assert report.files_read < full.files_read
        assert report.ci95_low >= report.tokens_counted  # what was counted is certain
        assert report.ci95_low <= report.tokens_estimated <= report.ci95_high
        assert report.bytes_total == full.bytes_total and report.files_total == full.files_total
        covered += report.ci95_low <= full.tokens_counted <= report.ci95_high
        assert abs(report.tokens_estimated - full.tokens_counted) < 0.25 * full.tokens_counted
    assert covered >= 4


def test_file_count_budget(skewed: tuple[Path, CorpusReport]) -> None:
    root, full = skewed
    covered = 0
    for seed in range(5):
        options = ScanOptions(tokenizers=["gpt2"], workers=1, sample_files=40, seed=seed)
        report = scan_corpus(root, options)
        assert report.sampled and report.sample_draws == 40
        assert report.files_read <= 40
        covered += report.ci95_low <= full.tokens_counted <= report.ci95_high
    assert covered >= 4


@pytest.mark.parametrize("budget_bytes", [None, 10**9])
def test_ample_time_budget_reads_everything(
    skewed: tuple[Path, CorpusReport], budget_bytes: int | None
) -> None:
    root, full = skewed
    options = ScanOptions(
        tokenizers=["gpt2"], workers=1, budget_seconds=120, budget_bytes=budget_bytes
    )
    report = scan_corpus(root, options)
    assert not report.sampled
    assert report.tokens_estimated == report.tokens_counted == full.tokens_counted


def test_tiny_time_budget_still_estimates(skewed: tuple[Path, CorpusReport]) -> None:
    root = skewed[0]
    report = scan_corpus(root, ScanOptions(tokenizers=["gpt2"], workers=1, budget_seconds=0.01))
    assert report.files_read >= 1
    assert report.ci95_low <= report.tokens_estimated <= report.ci95_high
    assert report.tokens_estimated > 0


def test_archive_extrapolation(skewed: tuple[Path, CorpusReport]) -> None:
    root, full = skewed
    txt = full.by_type["txt"]
    options = ScanOptions(
        tokenizers=["gpt2"], workers=1, total_bytes_by_type={"TXT": 10 * txt.bytes, ".htm": 0}
    )
    report = scan_corpus(root, options)
    assert report.archive is not None
    archive = report.archive["gpt2"]
    assert archive.bytes_by_type == {"txt": 10 * txt.bytes, "html": 0}
    assert archive.tokens_estimated == pytest.approx(10 * txt.tokens, rel=1e-9)
    assert archive.ci95_low < archive.tokens_estimated < archive.ci95_high

    whole = scan_corpus(
        root, ScanOptions(tokenizers=["gpt2"], workers=1, total_bytes=3 * full.bytes_total)
    )
    assert whole.archive is not None
    assert whole.archive["gpt2"].tokens_estimated == pytest.approx(
        3 * full.tokens_counted, rel=1e-3
    )


def test_derived_figures(skewed: tuple[Path, CorpusReport]) -> None:
    root = skewed[0]
    report = scan_corpus(
        root, ScanOptions(tokenizers=["gpt2", "llama-3.1"], workers=1, cleaning_loss=0.4)
    )
    data = report.to_json_dict()
    # seed: 200,000 tokens ≈ 500 pages
    assert data["pages_equivalent"] == pytest.approx(
        report.tokens_estimated * 500 / 200_000, abs=0.1
    )
    assert data["token_id_bytes"] == 2  # gpt2: 50,257 ids fit two bytes
    # the typed loss is an extra on the tokens left after the measured cleaning steps
    assert data["usable_tokens"] == round(0.6 * report.trainable_tokens)
    assert data["token_storage_gb"] == pytest.approx(0.6 * report.trainable_tokens * 2 / 1e9)
    llama_first = scan_corpus(root, ScanOptions(tokenizers=["llama-3.1"], workers=1))
    assert llama_first.to_json_dict()["token_id_bytes"] == 4  # 128,256 ids need four


@pytest.mark.workers
def test_same_seed_same_estimate_in_worker_processes(skewed: tuple[Path, CorpusReport]) -> None:
    """The first draws (a few per stratum) depend on the seed only, not on which process
    read which file when; later draws follow the measured spreads and reading times."""
    root = skewed[0]
    here = scan_corpus(root, ScanOptions(tokenizers=["gpt2"], workers=1, sample_files=1, seed=4))
    options = ScanOptions(
        tokenizers=["gpt2"], workers=2, sample_files=1, seed=4, in_process_below_bytes=0
    )
    pooled = scan_corpus(root, options)
    assert pooled.sampled and pooled.sample_draws == here.sample_draws > 1
    assert pooled.tokens_estimated == pytest.approx(here.tokens_estimated, rel=1e-12)
    assert (pooled.ci95_low, pooled.ci95_high) == pytest.approx((here.ci95_low, here.ci95_high))
