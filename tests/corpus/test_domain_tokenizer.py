"""The domain-tokenizer what-if on a real folder: Python's own standard library.

Trained on some of its packages, the BPE tokenizer must count fewer tokens per word than
GPT-2's on other packages of the same domain (held out), load as a scan tokenizer from its
saved tokenizer.json, and say in one line when the text is too small for the vocabulary.
"""

from __future__ import annotations

import json
import sysconfig
from pathlib import Path

import pytest

from llmplan.cli import main
from llmplan.corpus.domain_tokenizer import train_domain_tokenizer
from llmplan.corpus.domain_tokenizer_task import (
    SampleTooSmall,
    TrainingCancelled,
    TrainingState,
    too_small_message,
)
from llmplan.corpus.extract import SkipFile, extract_text
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer

pytestmark = pytest.mark.workers  # .ci/run runs these again with spawned workers

STDLIB = Path(sysconfig.get_paths()["stdlib"])
TRAIN = [STDLIB / name for name in ("email", "http", "asyncio", "unittest")]
HELD_OUT = [STDLIB / name for name in ("json", "logging", "concurrent")]
VOCAB = 4000


def _text(path: Path) -> str:
    try:
        return extract_text(path).text
    except SkipFile:
        return ""


@pytest.fixture(scope="module")
def trained(tmp_path_factory: pytest.TempPathFactory):  # type: ignore[no-untyped-def]
    out = tmp_path_factory.mktemp("tok")
    return train_domain_tokenizer(TRAIN, VOCAB, out, "gpt2")


def test_counts_are_the_tokenizers_own_on_the_extracted_text(trained) -> None:  # type: ignore[no-untyped-def]
    domain, gpt2 = load_tokenizer(trained.path), load_tokenizer("gpt2")
    texts = [_text(path) for root in TRAIN for path in sorted(root.rglob("*")) if path.is_file()]
    texts = [text for text in texts if text]
    assert trained.documents == len(texts) and trained.vocab_size == VOCAB
    assert trained.sample_bytes == sum(len(t.encode("utf-8")) for t in texts)
    assert trained.tokens == sum(domain.count(t) for t in texts)
    assert trained.model_tokens == sum(gpt2.count(t) for t in texts)
    assert trained.tokens_per_word == pytest.approx(trained.tokens / trained.words)


def test_fewer_tokens_per_word_than_gpt2_on_held_out_files_of_the_domain(trained) -> None:  # type: ignore[no-untyped-def]
    # the saved file is a scan tokenizer like any other
    report = scan_corpus(HELD_OUT, ScanOptions(tokenizers=[trained.path, "gpt2"], workers=1))
    domain, gpt2 = report.tokenizers[trained.path], report.tokenizers["gpt2"]
    assert domain.vocab_size == VOCAB and domain.tokens_counted > 10_000
    assert domain.tokens_per_word < 0.8 * gpt2.tokens_per_word
    assert trained.tokens_per_word < trained.model_tokens_per_word


def test_the_byte_cap_bounds_the_text(tmp_path: Path) -> None:
    stats = train_domain_tokenizer(TRAIN, 1000, tmp_path, "gpt2", max_bytes=300_000)
    assert stats.sample_bytes == 300_000 == stats.sample_bytes_cap


def test_the_cap_never_cuts_a_character(tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "umlaute.txt").write_text("Größenänderung über Maß " * 2000, "utf-8")
    # 'ö' and 'ü' take two bytes: a cap of 1,001 bytes falls inside one of them
    stats = train_domain_tokenizer([folder], 270, tmp_path / "out", "gpt2", max_bytes=1001)
    assert 999 <= stats.sample_bytes <= 1001 and stats.documents == 1


def test_too_small_a_sample_says_so_and_keeps_the_old_file(tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "brief.txt").write_text("Vielen Dank für Ihre Anfrage zum Angebot. " * 30, "utf-8")
    out = tmp_path / "out"
    out.mkdir()
    (out / "tokenizer.json").write_text("earlier", "utf-8")
    with pytest.raises(SampleTooSmall) as raised:
        train_domain_tokenizer([folder], 32000, out, "gpt2")
    assert str(raised.value) == too_small_message(7, 32000)
    assert str(raised.value) == (
        "the sample holds 7 distinct words; a 32,000-token vocabulary needs more text — "
        "scan more files or ask for a smaller vocabulary"
    )
    assert [p.name for p in out.iterdir()] == ["tokenizer.json"]
    assert (out / "tokenizer.json").read_text("utf-8") == "earlier"


def test_cancel_writes_nothing(tmp_path: Path) -> None:
    state = TrainingState()
    state.cancel()
    with pytest.raises(TrainingCancelled):
        train_domain_tokenizer(TRAIN, 1000, tmp_path / "out", "gpt2", state=state)
    assert not (tmp_path / "out").exists()


def test_cli_json_and_the_one_line_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "tok"
    code = main(["corpus", str(HELD_OUT[0]), "--tokenizer", "gpt2", "--json",
                 "--train-tokenizer", "600", "--tokenizer-out", str(out)])  # fmt: skip
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    domain = data["domain_tokenizer"]
    assert {"vocab_size", "tokens", "tokens_per_word", "path"} <= set(domain)
    assert domain["vocab_size"] == 600 and Path(domain["path"]) == out / "tokenizer.json"
    assert domain["model_tokens"] == data["tokens_counted"]  # the same text, gpt2
    small = tmp_path / "small"
    small.mkdir()
    (small / "a.txt").write_text("eins zwei drei " * 50, "utf-8")
    code = main(["corpus", str(small), "--tokenizer", "gpt2", "--train-tokenizer", "32000",
                 "--tokenizer-out", str(tmp_path / "none")])  # fmt: skip
    captured = capsys.readouterr()
    assert code == 2
    assert captured.err.strip().splitlines() == [
        "llmplan: error: corpus: --train-tokenizer: " + too_small_message(3, 32000)
    ]
    assert "Tokens (gpt2): " in captured.out  # the scan's report is not lost
    assert not (tmp_path / "none").exists()
    assert main(["corpus", str(small), "--train-tokenizer", "100"]) == 2
