"""The bundled real tokenizers: provenance, offline loading, exact counts, fast path equality.

The fastokens engine has its own proof in test_fastokens_engine.py."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import multiprocessing
import operator
import pickle
import random
import socket
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import sentencepiece as spm
from tokenizers import Tokenizer

from llmplan.corpus.fast_bpe import FastBpeCounter, fast_bpe_counter, split_pattern
from llmplan.corpus.tokenizer_engines import HfCounter, TokenCounter, read_tokenizer_bytes
from llmplan.corpus.tokenizers import (
    TokenizerInfo,
    TokenizerNotFound,
    available_tokenizers,
    clear_tokenizer_cache,
    load_tokenizer,
    tokenizer_file,
)
from llmplan.resources import resource_path

VARIED_TEXTS: list[str] = [
    "",
    "Hello, world!",
    "Die Größe der Straße übertrifft alle Erwartungen: Äpfel, Öl, Übermaß, ß.",
    "Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichenherstellungsgenehmigung",
    "Привет! Как дела? Съешь же ещё этих мягких французских булок, да выпей чаю.",
    "大型语言模型的训练需要大量的数据和计算资源。今天天气很好。",
    "日本語のテキストとカタカナ、ひらがな。한국어 문장도 있습니다.",
    "def tokens(x: int) -> int:\r\n    return x ** 2  # quadratisch\r\n\r\n\tpass\n",
    "for (int i = 0; i < n; ++i) { sum += a[i] * b[i]; }  // C++",
    "Zahlen: 1234567890, 3.14159, 1e-10, 10.000.000,00 €, 0x1F, 2024-11-29T13:10:00Z",
    "Leerzeichen:" + " " * 40 + "Ende\n\n\n\n\t\t\t   \n",
    "Emoji: 😀👍🏽👨‍👩‍👧‍👦🇩🇪 ✓ → ∑ ≤ ∞",
    "Combining: e\u0301 a\u0308 o\u0308 (decomposed) vs é ä ö (composed); ﬁ ligature; Ⅻ ²",
    "Whitespace zoo: a\u00a0b\u2009c\u3000d\u2028e\u2029f\x0bg\x0ch\x85i\u200bj\ufeffk",
    "Supercalifragilistic" * 50,
    "x" * 3000,
    "CRLF line\r\nnext line\r\n\r\nparagraph\rmac\n",
    "I'm sure they'll say it's 'quoted' — and THEY'RE right; WE'VE seen it.",
    "العربية עברית हिन्दी ภาษาไทย Ελληνικά",
    "<|eot_id|> literal special token text <|im_end|> and <think>maybe</think>",
    "URL https://example.com/path?a=1&b=2#frag and mail max.mustermann@example.de",
    '{"key": [1, 2, 3], "nested": {"ä": null, "b": true}}',
]


def random_mixed_texts(count: int, seed: int) -> list[str]:
    """Random documents mixing the pieces above character by character and word by word."""
    rng = random.Random(seed)
    pool = "".join(VARIED_TEXTS)
    words = pool.split(" ")
    texts = []
    for _ in range(count):
        if rng.random() < 0.5:
            texts.append("".join(rng.choice(pool) for _ in range(rng.randint(1, 200))))
        else:
            texts.append(" ".join(rng.choice(words) for _ in range(rng.randint(1, 60))))
    return texts


REQUIRED_IDS = {"llama-3.1", "qwen3", "gemma-3", "deepseek-v3", "gpt-oss", "mistral-tekken"}

# Vocabulary sizes as published by the model makers (added/special tokens included).
PUBLISHED_VOCAB = {
    "llama-3.1": 128_256,  # Llama 3 model card / config: 128,000 BPE + 256 reserved specials
    "gpt2": 50_257,  # GPT-2 paper: 50,257 tokens
    "mistral-tekken": 131_072,  # Mistral Nemo: Tekken, 2^17 tokens
    "mistral-v3": 32_768,  # Mistral 7B v0.3: "extended vocabulary to 32768"
    "mistral-v1": 32_000,  # Mistral 7B v0.1 / Mixtral 8x7B: 32,000
}

# Reference counts from mistral-common 1.13.1, installed only in a throwaway venv (never a
# dependency of llmplan), on its own package data files, for each of VARIED_TEXTS in order:
#   Tekkenizer.from_file(data / "tekken_240718.json").encode(text, bos=False, eos=False)
#   SentencePieceTokenizer(data / "mistral_instruct_tokenizer_240323.model.v3"), same call
#   SentencePieceTokenizer(data / "tokenizer.model.v1"), same call
# where data = Path(mistral_common.__file__).parent / "data". Obtained 2026-11-29.
# fmt: off
MISTRAL_COMMON_COUNTS: dict[str, list[int]] = {
    "mistral-tekken": [
        0, 4, 25, 24, 26, 27, 25, 28, 30, 74, 9,
        49, 34, 30, 300, 750, 16, 26, 13, 25, 25, 26,
    ],
    "mistral-v3": [
        0, 4, 30, 27, 35, 29, 33, 29, 32, 75, 18,
        43, 33, 33, 300, 1500, 16, 29, 36, 27, 29, 25,
    ],
    "mistral-v1": [
        0, 4, 30, 27, 35, 29, 33, 29, 32, 75, 18,
        43, 33, 33, 300, 1500, 16, 29, 36, 27, 29, 25,
    ],
}
# fmt: on

ALL_IDS = [info.id for info in available_tokenizers()]
FAST_IDS = [info.id for info in available_tokenizers() if info.fast_path]
HF_JSON_IDS = [info.id for info in available_tokenizers() if info.format == "hf-json"]


def _info(tokenizer_id: str) -> TokenizerInfo:
    return next(i for i in available_tokenizers() if i.id == tokenizer_id)


def _fast_bpe(tokenizer_id: str) -> TokenCounter:
    """The tiktoken fast path of a bundled id, whichever engine load_tokenizer picks."""
    return fast_bpe_counter(tokenizer_file(tokenizer_id), spec=tokenizer_id, name=tokenizer_id)


@pytest.fixture
def no_network(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Any attempt to open a connection fails the test."""

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("tokenizer loading tried to use the network")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    yield


@pytest.fixture(scope="module")
def hf_reference() -> dict[str, Tokenizer]:
    """Plain HF tokenizers of the bundled tokenizer.json files, built without llmplan."""
    return {
        tid: Tokenizer.from_str(read_tokenizer_bytes(tokenizer_file(tid)).decode("utf-8"))
        for tid in HF_JSON_IDS
    }


def test_registry_has_the_required_families() -> None:
    assert set(ALL_IDS) >= REQUIRED_IDS
    assert all(tid == tid.lower() and " " not in tid for tid in ALL_IDS)


@pytest.mark.parametrize("tokenizer_id", ALL_IDS)
def test_bundled_file_matches_readme_checksum(tokenizer_id: str) -> None:
    info = _info(tokenizer_id)
    data = read_tokenizer_bytes(tokenizer_file(tokenizer_id))
    digest = hashlib.sha256(data).hexdigest()
    assert digest == info.sha256
    readme = resource_path("tokenizers", "README.md").read_text("utf-8")
    section = readme.split(f"## `{tokenizer_id}`", 1)[1].split("\n## ", 1)[0]
    assert f"SHA-256: `{digest}`" in section
    assert info.licence_path.is_file() and info.licence_path.stat().st_size > 500
    if info.model_licence.startswith("Apache"):  # the full text ships with the tokenizer
        text = (info.model_licence_path or info.licence_path).read_text("utf-8")
        assert "Apache License" in text and "Version 2.0" in text


@pytest.mark.parametrize("tokenizer_id", ALL_IDS)
def test_loads_offline_with_registry_vocab_size(tokenizer_id: str, no_network: None) -> None:
    clear_tokenizer_cache()
    counter = load_tokenizer(tokenizer_id)
    info = _info(tokenizer_id)
    assert counter.id == tokenizer_id and counter.name == info.name
    assert counter.vocab_size == info.vocab_size
    if tokenizer_id in PUBLISHED_VOCAB:
        assert counter.vocab_size == PUBLISHED_VOCAB[tokenizer_id]
    assert counter.count("Hello, world!") > 0
    assert counter.count("") == 0


@pytest.mark.parametrize("tokenizer_id", HF_JSON_IDS)
def test_counts_equal_hf_encode_length(
    tokenizer_id: str, hf_reference: dict[str, Tokenizer]
) -> None:
    """count, count_batch and HF's own encode agree on every varied text (fast path or not)."""
    counter = load_tokenizer(tokenizer_id)
    reference = hf_reference[tokenizer_id]
    expected = [len(reference.encode(t, add_special_tokens=False).ids) for t in VARIED_TEXTS]
    assert counter.count_batch(VARIED_TEXTS) == expected
    assert [counter.count(t) for t in VARIED_TEXTS] == expected
    assert reference.get_vocab_size(with_added_tokens=True) == counter.vocab_size


@pytest.mark.parametrize("tokenizer_id", FAST_IDS)
def test_fast_path_identical_to_hf_on_random_mixed_corpus(
    tokenizer_id: str, hf_reference: dict[str, Tokenizer]
) -> None:
    counter = _fast_bpe(tokenizer_id)
    assert isinstance(counter, FastBpeCounter)  # the registry flag really selects tiktoken
    texts = random_mixed_texts(600, seed=7)
    expected = [
        len(e.ids) for e in hf_reference[tokenizer_id].encode_batch(texts, add_special_tokens=False)
    ]
    assert counter.count_batch(texts) == expected


@pytest.mark.parametrize("tokenizer_id", FAST_IDS)
def test_fast_path_sends_added_token_text_to_hf(
    tokenizer_id: str, hf_reference: dict[str, Tokenizer]
) -> None:
    """HF matches added-token strings even with special tokens off; so must our count."""
    counter = _fast_bpe(tokenizer_id)
    assert isinstance(counter, FastBpeCounter)
    special = counter.added_tokens[0]
    text = f"before {special} after"
    expected = len(hf_reference[tokenizer_id].encode(text, add_special_tokens=False).ids)
    assert counter.count(text) == expected
    assert counter.count(text) < len(counter.encoding.encode_ordinary(text))


@pytest.mark.parametrize("tokenizer_id", ALL_IDS)
def test_lone_surrogates_count_as_replacement_characters(tokenizer_id: str) -> None:
    """Text decoded with errors="surrogateescape" must count, as if the bad byte were U+FFFD."""
    counter = load_tokenizer(tokenizer_id)
    broken = b"Gr\xf6\xdfe und Stra\xdfe".decode("utf-8", "surrogateescape")
    replaced = "Gr\ufffd\ufffde und Stra\ufffde"
    assert counter.count_batch([broken, "ok"]) == counter.count_batch([replaced, "ok"])
    assert counter.count(broken) > 0


@pytest.mark.parametrize("tokenizer_id", ["gemma-3", "deepseek-v3"])
def test_fast_path_refuses_pipelines_it_cannot_reproduce(tokenizer_id: str) -> None:
    """Gemma (SentencePiece-style BPE) and DeepSeek-V3 (three chained splits) stay on HF."""
    path = tokenizer_file(tokenizer_id)
    assert split_pattern(json.loads(read_tokenizer_bytes(path))) is None
    counter = fast_bpe_counter(path, spec=tokenizer_id, name=tokenizer_id)
    assert isinstance(counter, HfCounter)


def test_qwen_fast_path_applies_the_nfc_normalizer() -> None:
    counter = _fast_bpe("qwen3")
    assert isinstance(counter, FastBpeCounter) and counter.nfc
    decomposed = "Gro\u0308\u00dfe Sta\u0308dte, cafe\u0301"  # "Größe Städte, café"
    assert counter.count(decomposed) == counter.count("Größe Städte, café")
    assert len(counter.encoding.encode_ordinary(decomposed)) != counter.count(decomposed)


def test_known_counts_of_simple_strings() -> None:
    # "Hello" "," " world" "!" in every byte-level BPE of this size; GPT-2 splits alike.
    for tid in ("llama-3.1", "qwen3", "gpt-oss", "gpt2", "deepseek-v3"):
        assert load_tokenizer(tid).count("Hello, world!") == 4, tid
    # SentencePiece adds no BOS/EOS: "▁Hello" "," "▁world" "!".
    assert load_tokenizer("mistral-v3").count("Hello, world!") == 4


@pytest.mark.parametrize("tokenizer_id", sorted(MISTRAL_COMMON_COUNTS))
def test_mistral_counts_equal_mistral_common(tokenizer_id: str) -> None:
    assert (
        load_tokenizer(tokenizer_id).count_batch(VARIED_TEXTS)
        == (MISTRAL_COMMON_COUNTS[tokenizer_id])
    )


@pytest.mark.parametrize("tokenizer_id", ["mistral-v3", "mistral-v1"])
def test_sentencepiece_counts_equal_its_own_encode(tokenizer_id: str) -> None:
    processor = spm.SentencePieceProcessor(
        model_proto=read_tokenizer_bytes(tokenizer_file(tokenizer_id))
    )
    expected = [len(processor.encode(t, add_bos=False, add_eos=False)) for t in VARIED_TEXTS]
    assert load_tokenizer(tokenizer_id).count_batch(VARIED_TEXTS) == expected


def _decompressed(tokenizer_id: str, target: Path) -> Path:
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(read_tokenizer_bytes(tokenizer_file(tokenizer_id)))
    return target


def test_user_tokenizer_json_path_and_model_folder(tmp_path: Path) -> None:
    texts = VARIED_TEXTS[:12]
    expected = load_tokenizer("llama-3.1").count_batch(texts)
    file = _decompressed("llama-3.1", tmp_path / "my-model" / "tokenizer.json")
    (tmp_path / "my-model" / "config.json").write_text('{"vocab_size": 128256}')
    by_file = load_tokenizer(file)
    by_folder = load_tokenizer(str(tmp_path / "my-model"))
    assert by_file.count_batch(texts) == expected
    assert by_folder.count_batch(texts) == expected
    assert by_folder.vocab_size == 128_256 and by_folder.id == str(tmp_path / "my-model")


def test_user_sentencepiece_and_tekken_files(tmp_path: Path) -> None:
    texts = VARIED_TEXTS[:12]
    model = _decompressed("mistral-v3", tmp_path / "mistral" / "tokenizer.model.v3")
    assert load_tokenizer(tmp_path / "mistral").count_batch(texts) == (
        load_tokenizer("mistral-v3").count_batch(texts)
    )
    assert load_tokenizer(model).vocab_size == 32_768
    tekken = _decompressed("mistral-tekken", tmp_path / "nemo" / "tekken.json")
    assert load_tokenizer(tekken).count_batch(texts) == (
        load_tokenizer("mistral-tekken").count_batch(texts)
    )
    assert load_tokenizer(tmp_path / "nemo").vocab_size == 131_072


def test_unknown_id_lists_ids_and_suggests_closest() -> None:
    with pytest.raises(TokenizerNotFound) as err:
        load_tokenizer("llama3.1")
    message = str(err.value)
    assert "Did you mean 'llama-3.1'?" in message
    assert all(tid in message for tid in ALL_IDS)


def test_folder_without_tokenizer_and_broken_file_fail_clearly(tmp_path: Path) -> None:
    (tmp_path / "empty-model").mkdir()
    with pytest.raises(TokenizerNotFound, match="No tokenizer in folder"):
        load_tokenizer(tmp_path / "empty-model")
    broken = tmp_path / "tokenizer.json"
    broken.write_text('{"model": {"type": "BPE", "vocab": ')
    with pytest.raises(ValueError, match="not a readable tokenizer"):
        load_tokenizer(broken)
    not_a_tokenizer = tmp_path / "other" / "tokenizer.json"
    not_a_tokenizer.parent.mkdir()
    not_a_tokenizer.write_text('{"a": 1}')
    with pytest.raises(ValueError, match="not a readable tokenizer"):
        load_tokenizer(not_a_tokenizer.parent)
    not_sp = tmp_path / "tokenizer.model"
    not_sp.write_bytes(b"\x00\x01 not a sentencepiece model")
    with pytest.raises(ValueError, match="not a readable tokenizer"):
        load_tokenizer(not_sp)


def test_loading_is_cached_per_spec() -> None:
    assert load_tokenizer("qwen3") is load_tokenizer("qwen3")


def test_counter_pickles_as_its_spec() -> None:
    counter = load_tokenizer("llama-3.1")
    blob = pickle.dumps(counter)
    assert len(blob) < 1_000  # the id travels, not the vocabulary
    assert pickle.loads(blob) is counter  # same process: the cached counter


def test_counter_reloads_by_id_in_a_spawned_worker() -> None:
    texts = VARIED_TEXTS[:8]
    counter = load_tokenizer("gpt2")
    with multiprocessing.get_context("spawn").Pool(1) as pool:
        # The counter travels pickled (as its id) and the worker re-loads it.
        counts = pool.map(operator.methodcaller("count_batch", texts), [counter])[0]
    assert counts == counter.count_batch(texts)


def test_registry_matches_the_pinned_sources_of_the_fetch_script(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    script = Path(__file__).resolve().parents[2] / "packaging" / "fetch_tokenizers.py"
    spec = importlib.util.spec_from_file_location("fetch_tokenizers", script)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, "fetch_tokenizers", module)  # dataclasses look it up
    spec.loader.exec_module(module)
    pinned = {s.id: f"{s.registry}:{s.package}@{s.version}/{s.member}" for s in module.SOURCES}
    registry = json.loads(resource_path("tokenizers", "tokenizers.json").read_text("utf-8"))
    assert {e["id"]: e["source"] for e in registry["tokenizers"]} == pinned
    for entry in registry["tokenizers"]:
        assert resource_path("tokenizers", entry["file"]).is_file()


# ---- loading ahead on a thread (issue 37: `llmplan corpus` loads while it imports)


def test_a_background_load_is_the_counter_later_asked_for() -> None:
    from llmplan.corpus import tokenizers

    tokenizers.clear_tokenizer_cache()
    before = threading.active_count()
    tokenizers.load_in_background("gpt2")
    tokenizers.load_in_background("gpt2")  # a second call starts no second load
    counter = tokenizers.load_tokenizer("gpt2")
    # joined: a scan that forks next finds this process single-threaded again
    assert threading.active_count() == before
    assert counter is tokenizers.load_tokenizer("gpt2")
    # GPT-2's own split of this text: "Hello", " world", "!"
    assert counter.count_batch(["Hello world!"]) == [3]


def test_a_background_load_that_fails_raises_when_asked_for() -> None:
    from llmplan.corpus import tokenizers

    tokenizers.load_in_background("no-such-tokenizer")
    with pytest.raises(tokenizers.TokenizerNotFound):
        tokenizers.load_tokenizer("no-such-tokenizer")
