"""`llmplan corpus` in-process: the documented JSON keys, the table, exit code 2 on bad input."""

from __future__ import annotations

import json
from pathlib import Path

import fixture_docs as docs
import pytest

from llmplan.cli import main
from llmplan.commands.corpus import parse_size, parse_total_bytes
from llmplan.corpus.tokenizers import load_tokenizer

DOCUMENTED_KEYS = {
    "files_total", "files_read", "files_skipped", "bytes_total", "bytes_read",
    "tokens_counted", "tokens_estimated", "ci95_low", "ci95_high", "by_type", "skipped",
    "exact_duplicate_fraction", "near_duplicate_fraction", "tokenizers",
    "skipped_by_reason", "primary_tokenizer", "characters", "words", "pages_equivalent",
    "token_id_bytes", "token_storage_gb", "cleaning_loss", "usable_tokens", "sampled",
    "sample_draws", "hidden_ignored", "elapsed_seconds", "cancelled", "archive", "roots", "notes",
    "scanned_at", "document_tokens", "needs_ocr",
    # issue 18 part 2: the measured cleaning steps
    "trainable_tokens", "trainable_ci95_low", "trainable_ci95_high", "steps", "languages",
    "kept_languages", "exact_duplicate_files", "exact_duplicate_bytes", "exact_duplicate_tokens",
    "exact_duplicate_ci95_low", "exact_duplicate_ci95_high",
    # issue 34: files read with a note (text that looks garbled)
    "files_noted", "noted", "noted_by_note",
}  # fmt: skip
STEP_KEYS = {"step", "enabled", "tokens_removed", "share", "ci95_low", "ci95_high", "examples"}
TYPE_KEYS = {"files", "bytes", "tokens", "tokens_per_byte", "characters", "words",
             "tokens_per_word", "files_read"}  # fmt: skip


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("cli")
    docs.write_text(root / "brief.txt", docs.german_document(), "utf-8")
    docs.write_html(root / "seite.html")
    (root / "foto.jpg").write_bytes(b"\xff\xd8\xff" + bytes(100))
    return root


def test_json_has_the_documented_keys(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["corpus", str(folder), "--tokenizer", "llama-3.1,qwen3", "--json",
                 "--total-bytes", "txt=2TB,html=1GB", "--cleaning-loss", "0.5"])  # fmt: skip
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data) == DOCUMENTED_KEYS
    assert set(data["by_type"]) == {"txt", "html", "jpg"}
    assert set(data["by_type"]["txt"]) >= TYPE_KEYS
    assert set(data["tokenizers"]) == {"llama-3.1", "qwen3"}
    expected = load_tokenizer("llama-3.1").count(docs.german_document())
    assert data["by_type"]["txt"]["tokens"] == expected
    assert data["files_total"] == 3 and data["files_read"] == 2 and data["files_skipped"] == 1
    assert data["skipped"] == [
        {"path": str(folder / "foto.jpg"), "reason": "unsupported type .jpg"}
    ]
    # the typed cleaning loss is an extra term on the measured trainable tokens
    assert abs(data["usable_tokens"] - 0.5 * data["trainable_tokens"]) <= 1
    assert [step["step"] for step in data["steps"]] == [
        "exact_duplicates", "near_duplicates", "recurring_lines", "quality", "language"
    ]  # fmt: skip
    assert all(set(step) == STEP_KEYS for step in data["steps"])
    removed = sum(step["tokens_removed"] for step in data["steps"])
    assert abs(data["tokens_estimated"] - removed - data["trainable_tokens"]) <= 5
    # the fixture repeats the same three lines: Gopher's repetition rule takes it out
    quality = data["steps"][3]
    assert quality["examples"][0]["reason"] == "dup_line_frac"
    assert data["archive"]["qwen3"]["bytes_by_type"] == {"txt": 2 * 10**12, "html": 10**9}


def test_table_by_default(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["corpus", str(folder), "--budget-seconds", "60"]) == 0
    out = capsys.readouterr().out
    assert "Tokens (llama-3.1)" in out and "txt" in out and "unsupported type .jpg" in out


@pytest.mark.parametrize(
    "arguments",
    [
        ["corpus", "/no/such/folder/anywhere"],
        ["corpus", ".", "--tokenizer", "no-such-tokenizer"],
        ["corpus", ".", "--total-bytes", "pdf=2XB"],
        ["corpus", ".", "--cleaning-loss", "1.5"],
        ["corpus", ".", "--budget-seconds", "-3"],
        ["corpus", ".", "--target-precision", "2"],
        ["corpus", ".", "--target-precision", "0"],
    ],
)
def test_bad_input_exits_2(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(arguments) == 2
    err = capsys.readouterr().err
    # one line naming the argument: "corpus: …" or the flag ("--cleaning-loss: must be < 1")
    assert err.startswith(("llmplan: error: corpus:", "llmplan: error: --")), err
    assert len(err.strip().splitlines()) == 1, err


def test_target_precision_stops_early(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # 300 letters: a few-draw stratum's spread floor (0.3/sqrt(n)) reaches ±5 % only after
    # about 130 draws; with 60 files the scan stopped early or not by how fast results came
    for index in range(300):
        text = docs.german_document(8 + index % 60) + f"\nBrief {index}"  # no two alike
        docs.write_text(tmp_path / f"brief_{index}.txt", text, "utf-8")
    assert main(["corpus", str(tmp_path), "--tokenizer", "gpt2", "--json",
                 "--target-precision", "0.05"]) == 0  # fmt: skip
    data = json.loads(capsys.readouterr().out)
    assert data["sampled"] and data["files_read"] < 250
    assert data["ci95_high"] - data["ci95_low"] <= 2 * 0.05 * data["tokens_estimated"] + 2


def test_sizes() -> None:
    assert parse_size("2TB") == 2 * 10**12
    assert parse_size("1.5 GiB") == 3 * 2**29
    assert parse_size("123") == 123
    assert parse_total_bytes("500GB") == (500 * 10**9, None)
    assert parse_total_bytes("pdf=2TB, docx=500MB") == (
        None,
        {"pdf": 2 * 10**12, "docx": 5 * 10**8},
    )
    with pytest.raises(ValueError):
        parse_size("zwei TB")


def test_a_bad_language_code_is_one_line_and_exit_2(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["corpus", str(folder), "--keep-languages", "de,deutsch"]) == 2
    error = capsys.readouterr().err.strip()
    assert error.count("\n") == 0 and "--keep-languages" in error and "deutsch" in error
