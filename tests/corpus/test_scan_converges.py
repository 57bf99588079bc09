"""Real scans of real folders under the sampling design: the exact scan is a zero-width
interval at the exact count, a target precision stops the scan, cancel keeps a valid
estimate, the progress carries the running estimate, and exact copies are found for the
whole folder by size + hash (also those the sample never read)."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import fixture_docs as docs
import pytest

from llmplan.corpus.progress import ScanProgress, ScanState
from llmplan.corpus.report import CorpusReport
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer
from scanned_folders import written_folder_fixture

VOCABULARY = " ".join(docs.GERMAN_PARAGRAPHS).split() + docs.RUSSIAN.split()


def write_share(root: Path, files: int = 400, seed: int = 5) -> dict[str, str]:
    """Documents of three types and skewed lengths, in subfolders; returns path -> text."""
    rng = random.Random(seed)
    written = {}
    for index in range(files):
        words = int(min(20_000, rng.lognormvariate(5.0, 1.2))) + 5
        text = " ".join(rng.choice(VOCABULARY) for _ in range(words))
        folder = root / f"abteilung_{index % 7}"
        folder.mkdir(parents=True, exist_ok=True)
        if index % 4 == 0:
            path = folder / f"notiz_{index}.md"
            text = "# Notiz\n\n" + text
        else:
            path = folder / f"brief_{index}.txt"
        path.write_text(text, encoding="utf-8")
        written[str(path)] = text
    return written


share = written_folder_fixture("share", write_share)


def test_an_exact_scan_is_the_sample_that_reached_every_file(
    share: tuple[Path, CorpusReport],
) -> None:
    root, full = share
    counter = load_tokenizer("gpt2")
    truth = sum(counter.count(p.read_text(encoding="utf-8")) for p in root.rglob("*.*"))
    assert not full.sampled and full.files_read == full.files_total == 400
    assert full.tokens_counted == truth
    assert full.tokens_estimated == full.ci95_low == full.ci95_high == truth
    assert full.sample_draws == 0  # a complete count rests on no sample


def test_target_precision_stops_the_scan_within_its_interval(
    share: tuple[Path, CorpusReport],
) -> None:
    root, full = share
    covered = 0
    for seed in range(4):
        options = ScanOptions(tokenizers=["gpt2"], workers=1, target_precision=0.05, seed=seed)
        report = scan_corpus(root, options)
        assert report.sampled and report.files_read < 0.8 * full.files_read
        half = (report.ci95_high - report.ci95_low) / 2
        assert half <= 0.05 * report.tokens_estimated * 1.01
        assert report.sample_draws == report.files_read
        covered += report.ci95_low <= full.tokens_counted <= report.ci95_high
        # a tighter target reads more
        tighter = scan_corpus(
            root, options.model_copy(update={"target_precision": 0.02, "seed": seed})
        )
        assert tighter.files_read > report.files_read
        assert tighter.ci95_high - tighter.ci95_low < report.ci95_high - report.ci95_low
    assert covered >= 3


def test_progress_carries_the_running_estimate_and_cancel_keeps_it(
    share: tuple[Path, CorpusReport],
) -> None:
    root, full = share
    seen: list[ScanProgress] = []
    state = ScanState(seen.append, max_reports_per_second=0)

    def on_progress(progress: ScanProgress) -> None:
        seen.append(progress)
        if progress.files_done >= 120:
            state.cancel()

    state = ScanState(on_progress, max_reports_per_second=0)
    report = scan_corpus(root, ScanOptions(tokenizers=["gpt2"], workers=1), state)
    assert report.cancelled and report.sampled
    assert 120 <= report.files_read < full.files_read
    assert report.ci95_low <= full.tokens_counted <= report.ci95_high
    running = [p for p in seen if p.tokens_estimated is not None]
    assert running and all(
        p.ci95_low is not None
        and p.ci95_high is not None
        and p.ci95_low <= p.tokens_estimated <= p.ci95_high
        for p in running
    )
    assert running[-1].tokens_estimated == pytest.approx(report.tokens_estimated, rel=1e-9)


def test_exact_copies_are_found_for_the_whole_folder(tmp_path: Path) -> None:
    """Planted copies (in other folders, under other names), files of equal size but other
    bytes, and large files alike in their first 64 KiB: the copies are found exactly, even
    under a sample that never read most of them, and their tokens are estimated within
    the interval."""
    texts = write_share(tmp_path / "original", files=120, seed=8)
    counter = load_tokenizer("gpt2")
    rng = random.Random(9)
    originals = sorted(texts)
    copies: list[tuple[str, Path]] = []
    for number, source in enumerate(rng.sample(originals, 30)):
        for copy in range(1 + number % 4):
            target = tmp_path / f"kopie_{copy}" / f"{number}_{Path(source).name}"
            target.parent.mkdir(exist_ok=True)
            shutil.copyfile(source, target)
            copies.append((source, target))
    # same size, different bytes: not copies
    same_size = Path(originals[0]).read_text(encoding="utf-8")
    swapped = same_size[::-1] if same_size[::-1] != same_size else same_size + "x"
    (tmp_path / "gleich_gross.md").write_text(swapped, encoding="utf-8")
    # two large files alike in their first 64 KiB, different after it: not copies
    head = " ".join(rng.choice(VOCABULARY) for _ in range(12_000))
    (tmp_path / "lang_a.txt").write_text(head + " Ende eins", encoding="utf-8")
    (tmp_path / "lang_b.txt").write_text(head + " Ende zwei", encoding="utf-8")
    copy_tokens = sum(counter.count(texts[source]) for source, _ in copies)
    copy_bytes = sum(target.stat().st_size for _, target in copies)

    full = scan_corpus(tmp_path, ScanOptions(tokenizers=["gpt2"], workers=1))
    assert full.exact_duplicate_files == len(copies)
    assert full.exact_duplicate_bytes == copy_bytes
    assert full.exact_duplicate_tokens == copy_tokens
    assert full.exact_duplicate_ci95_low == full.exact_duplicate_ci95_high == copy_tokens
    assert full.files_read == full.files_total  # copies count as read: their text is known

    covered = 0
    for seed in range(5):
        options = ScanOptions(tokenizers=["gpt2"], workers=1, sample_files=60, seed=seed)
        sampled = scan_corpus(tmp_path, options)
        assert sampled.sampled and sampled.sample_draws == 60
        # known for the whole folder, not estimated
        assert sampled.exact_duplicate_files == len(copies)
        assert sampled.exact_duplicate_bytes == copy_bytes
        low, high = sampled.exact_duplicate_ci95_low, sampled.exact_duplicate_ci95_high
        assert low <= sampled.exact_duplicate_tokens <= high
        covered += low <= copy_tokens <= high
    assert covered >= 4
