"""A small input's tokenizer is the one that loads fastest (issue 37: "a small folder counts
in a second"): the size check stops early, and the engine it picks counts exactly what
fastokens counts."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.corpus import input_size
from llmplan.corpus.extract import Limits, extract_text
from llmplan.corpus.fastokens_engine import FastokensCounter
from llmplan.corpus.input_size import total_size_below
from llmplan.corpus.tokenizers import clear_tokenizer_cache, load_in_background, load_tokenizer
from llmplan.resources import resource_path


def test_a_folder_is_small_below_the_limit_only(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "one.txt").write_bytes(b"x" * 600)
    (tmp_path / "two.txt").write_bytes(b"y" * 400)
    assert total_size_below([tmp_path], 1_001)
    assert not total_size_below([tmp_path], 1_000)
    assert total_size_below([tmp_path / "two.txt"], 401)  # a file given by name
    assert not total_size_below([tmp_path / "missing"], 10**9)  # unknown is not small


def test_a_folder_of_many_entries_is_not_small(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(input_size, "MAX_ENTRIES", 5)
    for n in range(6):
        (tmp_path / f"{n}.txt").write_bytes(b"z")
    assert not total_size_below([tmp_path], 10**9)


def test_the_quick_engine_counts_what_fastokens_counts() -> None:
    folder = resource_path("sample_corpus")
    texts = []
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            try:
                texts.append(extract_text(path, Limits()).text)
            except Exception:  # noqa: BLE001 - a file the sample holds for its skip list
                continue
    assert len(texts) >= 5
    try:
        clear_tokenizer_cache()
        load_in_background("llama-3.1", quick_load=True)
        quick = load_tokenizer("llama-3.1")
        clear_tokenizer_cache()
        fast = load_tokenizer("llama-3.1")
    finally:
        clear_tokenizer_cache()
    assert isinstance(fast, FastokensCounter)
    assert not isinstance(quick, FastokensCounter)
    assert quick.count_batch(texts) == fast.count_batch(texts)
    assert sum(fast.count_batch(texts)) > 1_000
