"""scan_corpus on real documents: totals equal the tokenizer's own counts, several
tokenizers in one pass, worker processes agree with in-process reading, progress, cancel."""

from __future__ import annotations

import random
from pathlib import Path

import fixture_docs as docs
import pytest

from llmplan.corpus import executor
from llmplan.corpus.extract import extract_text
from llmplan.corpus.progress import ScanProgress, ScanState
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import TokenizerNotFound, load_tokenizer
from llmplan.resources import resource_path


def write_mixed_folder(root: Path) -> dict[str, str]:
    """One document per format; returns relative path -> the text that went in (txt only
    where extraction must be exact)."""
    root.mkdir(parents=True, exist_ok=True)
    docs.write_pdf(root / "bericht.pdf", docs.german_pdf_pages(3))
    docs.write_docx(root / "angebot.docx")
    docs.write_odt(root / "notiz.odt")
    docs.write_html(root / "seite.html")
    docs.write_eml(root / "mail.eml")
    docs.write_csv(root / "preise.csv")
    docs.write_json(root / "daten.json")
    (root / "unter").mkdir()
    utf16 = docs.write_text(root / "unter" / "utf16.txt", docs.german_document(), "utf-16")
    latin = docs.write_text(root / "unter" / "latin1.txt", docs.GERMAN_PARAGRAPHS[0] * 5, "latin-1")
    (root / "bild.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(200))
    return {"unter/utf16.txt": utf16, "unter/latin1.txt": latin}


def own_counts(root: Path, tokenizer_id: str) -> dict[str, int]:
    """What the tokenizer itself says for each readable document's extracted text."""
    counter = load_tokenizer(tokenizer_id)
    counts = {}
    for path in sorted(root.rglob("*")):
        if path.is_file() and path.suffix != ".png":
            counts[str(path.relative_to(root))] = counter.count(extract_text(path).text)
    return counts


@pytest.fixture(scope="module")
def mixed_folder(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, str]]:
    root = tmp_path_factory.mktemp("mixed") / "docs"
    return root, write_mixed_folder(root)


def test_total_equals_sum_of_the_tokenizers_own_counts(
    mixed_folder: tuple[Path, dict[str, str]],
) -> None:
    root, plain_texts = mixed_folder
    report = scan_corpus(root, ScanOptions(tokenizers=["llama-3.1"], workers=1))
    counts = own_counts(root, "llama-3.1")
    assert report.tokens_counted == sum(counts.values())
    assert report.tokens_estimated == report.tokens_counted == report.ci95_low == report.ci95_high
    assert report.files_total == len(counts) + 1
    assert report.files_read == len(counts)
    assert [s.reason for s in report.skipped] == ["unsupported type .png"]
    assert not report.sampled and not report.cancelled
    # plain text: the count is the tokenizer's count of exactly the text that went in
    llama = load_tokenizer("llama-3.1")
    assert report.by_type["txt"].tokens == sum(llama.count(t) for t in plain_texts.values())
    assert report.by_type["pdf"].pages == 3
    assert report.by_type["pdf"].tokens == counts["bericht.pdf"]
    assert sum(row.tokens for row in report.by_type.values()) == report.tokens_counted


def test_several_tokenizers_in_one_pass(mixed_folder: tuple[Path, dict[str, str]]) -> None:
    root, _ = mixed_folder
    ids = ["llama-3.1", "gemma-3", "mistral-tekken"]
    report = scan_corpus(root, ScanOptions(tokenizers=ids, workers=1))
    totals = {t: sum(own_counts(root, t).values()) for t in ids}
    assert {t: report.tokenizers[t].tokens_counted for t in ids} == totals
    assert len(set(totals.values())) > 1  # the families really differ on German text
    assert report.primary_tokenizer == "llama-3.1"
    assert report.tokens_counted == totals["llama-3.1"]
    assert report.tokenizers["gemma-3"].vocab_size == load_tokenizer("gemma-3").vocab_size


@pytest.mark.workers
def test_worker_processes_give_the_same_report(mixed_folder: tuple[Path, dict[str, str]]) -> None:
    root, _ = mixed_folder
    ids = ["gpt2", "mistral-tekken"]  # the quickest to load in each worker
    here = scan_corpus(root, ScanOptions(tokenizers=ids, workers=1))
    pooled = scan_corpus(root, ScanOptions(tokenizers=ids, workers=2, in_process_below_bytes=0))
    assert pooled.to_json_dict()["by_type"] == here.to_json_dict()["by_type"]
    for tokenizer in ids:
        assert (
            pooled.tokenizers[tokenizer].tokens_counted == here.tokenizers[tokenizer].tokens_counted
        )


def test_spawned_workers_as_in_the_gui(
    mixed_folder: tuple[Path, dict[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The GUI scans from a thread, where workers are spawned, not forked."""
    root, _ = mixed_folder
    monkeypatch.setattr(executor, "start_method", lambda: "spawn")
    options = ScanOptions(tokenizers=["gpt2"], workers=2, in_process_below_bytes=0)
    spawned = scan_corpus(root, options)
    assert spawned.tokens_counted == sum(own_counts(root, "gpt2").values())


def test_bundled_sample_corpus_reads_completely() -> None:
    folder = resource_path("sample_corpus")
    assert sum(p.stat().st_size for p in folder.iterdir()) < 300_000
    report = scan_corpus(folder, ScanOptions(workers=1))
    assert report.files_skipped == 0 and report.files_read == report.files_total >= 9
    # a Word 97 file among them: the frozen app's self-test reads it with the legacy reader
    assert {"pdf", "docx", "doc", "txt", "md", "html", "eml", "csv", "json"} <= set(report.by_type)
    assert report.tokens_counted > 2_000


def test_unknown_tokenizer_fails_before_walking(tmp_path: Path) -> None:
    with pytest.raises(TokenizerNotFound):
        scan_corpus(tmp_path, ScanOptions(tokenizers=["no-such-tokenizer"]))


def write_many_texts(root: Path, count: int, words: int = 1500, seed: int = 0) -> None:
    rng = random.Random(seed)
    vocabulary = " ".join(docs.GERMAN_PARAGRAPHS).split() + docs.RUSSIAN.split()
    root.mkdir(parents=True, exist_ok=True)
    for index in range(count):
        text = " ".join(rng.choice(vocabulary) for _ in range(words))
        (root / f"dok_{index:04d}.txt").write_text(text, encoding="utf-8")


@pytest.mark.workers
@pytest.mark.parametrize("workers", [1, 2])
def test_progress_increases_and_cancel_keeps_a_partial_report(tmp_path: Path, workers: int) -> None:
    write_many_texts(tmp_path, 120)
    seen: list[ScanProgress] = []
    state: ScanState

    def on_progress(progress: ScanProgress) -> None:
        seen.append(progress)
        if progress.files_done >= 50:
            state.cancel()

    state = ScanState(on_progress=on_progress, max_reports_per_second=0)
    options = ScanOptions(tokenizers=["gpt2"], workers=workers, in_process_below_bytes=0)
    report = scan_corpus(tmp_path, options, state)
    assert report.cancelled
    assert 0 < report.files_read < report.files_total == 120
    assert report.tokens_counted > 0
    reading = [p for p in seen if p.phase == "reading"]
    assert len(reading) >= 2
    done = [p.files_done for p in reading]
    assert done == sorted(done) and done[-1] >= 50
    assert [p.bytes_done for p in reading] == sorted(p.bytes_done for p in reading)
    assert [p.tokens_so_far for p in reading] == sorted(p.tokens_so_far for p in reading)
    # the interval of a cancelled scan still contains what was counted
    assert report.ci95_low >= report.tokens_counted


def test_progress_is_throttled(tmp_path: Path) -> None:
    write_many_texts(tmp_path, 40, words=200)
    seen: list[ScanProgress] = []
    state = ScanState(on_progress=seen.append, max_reports_per_second=10)
    report = scan_corpus(tmp_path, ScanOptions(workers=1), state)
    assert report.files_read == 40
    assert len(seen) <= 2 + 10 * report.elapsed_seconds + 1
    assert seen[-1].phase == "finishing" and seen[-1].files_done == 40
