"""fastokens is the counting engine only where it is token-for-token HF `tokenizers`.

The proof: for every id in `EXACT_IDS`, fastokens' ids equal HF's own ids (special tokens
off) on the varied texts, a random mix of them, adversarial text (long runs of one
character, whitespace runs, emoji, mixed scripts, invalid UTF-8 replaced, added-token
text) and every document of the bundled sample corpus. Without fastokens (monkeypatched
away, or not installed) the same ids load the previous engines and count the same.
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
from collections.abc import Iterator

import pytest
from test_tokenizers import VARIED_TEXTS, random_mixed_texts
from tokenizers import Tokenizer

from llmplan.corpus import fastokens_engine
from llmplan.corpus.extract import extract_text
from llmplan.corpus.fast_bpe import FastBpeCounter
from llmplan.corpus.fastokens_engine import EXACT_IDS, FastokensCounter, fastokens_available
from llmplan.corpus.tokenizer_engines import HfCounter, read_tokenizer_bytes
from llmplan.corpus.tokenizers import (
    available_tokenizers,
    clear_tokenizer_cache,
    load_tokenizer,
    tokenizer_file,
)
from llmplan.resources import resource_path

needs_fastokens = pytest.mark.skipif(not fastokens_available(), reason="fastokens not installed")

INVALID_UTF8 = b"Gr\xf6\xdfe \xff\xfe Stra\xdfe \xc3\x28 \xe2\x82 ende \xf0\x9f\x98".decode(
    "utf-8", "replace"
)

ADVERSARIAL: list[str] = [
    "a" * 20_000,
    "=" * 12_000,
    "1" * 5_000 + "." + "0" * 5_000,
    " " * 20_000,
    "\n" * 8_000,
    "\t \n\r\n  \u3000\u00a0" * 2_000,
    "word" + " " * 3_000 + "word" + "\n" * 3_000 + "end",
    "😀" * 3_000,
    "👨‍👩‍👧‍👦🇩🇪👍🏽" * 500,
    "Größe 大型语言模型 Привет مرحبا שלום हिन्दी ภาษาไทย 日本語 한국어 Ελληνικά " * 200,
    "".join(chr(c) for c in range(0x20, 0x2FFF) if not 0xD800 <= c <= 0xDFFF),
    INVALID_UTF8 * 300,
    "\ufffd" * 4_000,
    "e\u0301a\u0308o\u0308" * 2_000,  # decomposed: the NFC normalizers must agree
    "<|eot_id|><|begin_of_text|><|im_end|><|endoftext|><start_of_turn>" * 100,
    "<｜begin▁of▁sentence｜>user<｜end▁of▁sentence｜><|return|><|channel|>" * 100,
    "'s'S'll'LL've'RE'd" * 1_000,
]


def sample_corpus_texts() -> list[str]:
    texts = [extract_text(path).text for path in sorted(resource_path("sample_corpus").iterdir())]
    assert len(texts) >= 5 and all(texts)
    return texts


@pytest.fixture(scope="module")
def proof_texts() -> list[str]:
    return [*VARIED_TEXTS, *random_mixed_texts(300, seed=11), *ADVERSARIAL, *sample_corpus_texts()]


@pytest.fixture
def without_fastokens(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """This process as if fastokens were not installed."""
    monkeypatch.setattr(fastokens_engine, "_fastokens", None)
    clear_tokenizer_cache()
    yield
    clear_tokenizer_cache()


def _hf(tokenizer_id: str) -> Tokenizer:
    raw = read_tokenizer_bytes(tokenizer_file(tokenizer_id)).decode("utf-8")
    return Tokenizer.from_str(raw)


def test_exact_ids_are_bundled_hf_json_tokenizers() -> None:
    formats = {info.id: info.format for info in available_tokenizers()}
    assert {formats[tid] for tid in EXACT_IDS} == {"hf-json"}
    # every bundled tokenizer.json family is proven; tekken and SentencePiece stay as they are
    assert {tid for tid, fmt in formats.items() if fmt == "hf-json"} == EXACT_IDS


@needs_fastokens
@pytest.mark.parametrize("tokenizer_id", sorted(EXACT_IDS))
def test_fastokens_ids_equal_hf_ids_token_for_token(
    tokenizer_id: str, proof_texts: list[str]
) -> None:
    clear_tokenizer_cache()
    counter = load_tokenizer(tokenizer_id)
    assert isinstance(counter, FastokensCounter)
    hf = _hf(tokenizer_id)
    expected = hf.encode_batch(proof_texts, add_special_tokens=False)
    for text, encoding in zip(proof_texts, expected, strict=True):
        got = counter.tokenizer.encode(text, add_special_tokens=False).ids
        assert list(got) == encoding.ids, text[:80]
    assert counter.count_batch(proof_texts) == [len(e.ids) for e in expected]
    assert counter.vocab_size == hf.get_vocab_size(with_added_tokens=True)


@needs_fastokens
@pytest.mark.parametrize("tokenizer_id", ["llama-3.1", "gemma-3"])
def test_lone_surrogates_count_as_replacement_characters(tokenizer_id: str) -> None:
    counter = load_tokenizer(tokenizer_id)
    assert isinstance(counter, FastokensCounter)
    broken = b"Gr\xf6\xdfe und Stra\xdfe".decode("utf-8", "surrogateescape")
    replaced = "Gr\ufffd\ufffde und Stra\ufffde"
    hf = _hf(tokenizer_id)
    expected = len(hf.encode(replaced, add_special_tokens=False).ids)
    assert counter.count_batch([broken, replaced, ""]) == [expected, expected, 0]


@needs_fastokens
def test_a_batch_fastokens_refuses_is_counted_by_the_fall_back_engine() -> None:
    counter = load_tokenizer("qwen3")
    assert isinstance(counter, FastokensCounter)

    class Refusing:
        vocab_size = counter.vocab_size

        def encode_batch_flat(self, texts: list[str], **_: object) -> tuple[bytes, bytes]:
            raise RuntimeError("pcre2 match limit exceeded")

    refusing = FastokensCounter("qwen3", "qwen3", Refusing(), lambda: counter.fallback)
    texts = VARIED_TEXTS[:10]
    assert refusing.count_batch(texts) == counter.count_batch(texts)
    assert isinstance(refusing.fallback, FastBpeCounter)  # qwen3's tiktoken fast path


@needs_fastokens
def test_counter_pickles_as_its_spec_and_counts_in_a_forked_worker() -> None:
    counter = load_tokenizer("llama-3.1")
    assert counter.count_batch(VARIED_TEXTS) == counter.count_batch(VARIED_TEXTS)  # used here
    assert len(pickle.dumps(counter)) < 1_000
    if not hasattr(os, "fork"):
        pytest.skip("no fork here")
    # fork after the parent counted: a Rust thread pool must not deadlock the child
    with multiprocessing.get_context("fork").Pool(1) as pool:
        counts = pool.apply_async(counter.count_batch, (VARIED_TEXTS,)).get(timeout=60)
    assert counts == counter.count_batch(VARIED_TEXTS)


@pytest.mark.parametrize("tokenizer_id", ["llama-3.1", "gemma-3", "gpt2"])
def test_without_fastokens_the_previous_engines_count_the_same(
    tokenizer_id: str, without_fastokens: None
) -> None:
    counter = load_tokenizer(tokenizer_id)
    assert not isinstance(counter, FastokensCounter)
    assert isinstance(counter, FastBpeCounter if tokenizer_id != "gemma-3" else HfCounter)
    hf = _hf(tokenizer_id)
    texts = [*VARIED_TEXTS, *ADVERSARIAL[:4], INVALID_UTF8]
    assert counter.count_batch(texts) == [
        len(e.ids) for e in hf.encode_batch(texts, add_special_tokens=False)
    ]
