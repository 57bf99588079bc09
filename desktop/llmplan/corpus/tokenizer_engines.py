"""Token counters over the tokenizer libraries: HF `tokenizers`, tiktoken (Tekken), SentencePiece.

Every counter counts whole documents with special tokens off (no BOS/EOS), exactly as the
tokenizer itself would encode the text. `llmplan.corpus.tokenizers` (which loads counters
by spec) makes them pickle as their spec; this module does not import it.
"""

from __future__ import annotations

import base64
import json
from pathlib import Path
from typing import Any

import sentencepiece as spm
import tiktoken
import zstandard
from tokenizers import Tokenizer

# A zstd frame can state its size; the bundled files do. Cap what we allocate for one anyway.
_MAX_TOKENIZER_BYTES = 512 * 1024 * 1024


def read_tokenizer_bytes(path: Path) -> bytes:
    """The bytes of a tokenizer file, transparently decompressing ``*.zst``."""
    data = path.read_bytes()
    if path.suffix == ".zst":
        return zstandard.ZstdDecompressor().decompress(data, max_output_size=_MAX_TOKENIZER_BYTES)
    return data


def without_lone_surrogates(text: str) -> str:
    """Lone surrogates (from undecodable bytes) as U+FFFD, as tiktoken itself does.

    HF tokenizers and SentencePiece refuse such strings outright; a document must not fail
    to count because one byte sequence in it was broken.
    """
    return text.encode("utf-16", "surrogatepass").decode("utf-16", "replace")


class TokenCounter:
    """Counts tokens of whole documents. Subclasses implement ``count_batch``."""

    def __init__(self, spec: str, name: str, vocab_size: int) -> None:
        self.id = spec  # registry id, or the path the user gave
        self.name = name
        self.vocab_size = vocab_size

    def count(self, text: str) -> int:
        """Number of tokens of ``text`` (special tokens off)."""
        return self.count_batch([text])[0]

    def count_batch(self, texts: list[str]) -> list[int]:
        """Token count of each text, in order."""
        raise NotImplementedError

    def warm_up(self) -> None:
        """Build now what the engine would build on its first long text (before worker
        processes are forked from this one, so that they find it built)."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}(id={self.id!r}, vocab_size={self.vocab_size})"


class HfCounter(TokenCounter):
    """Hugging Face ``tokenizers`` (tokenizer.json), batch-encoded without offsets."""

    def __init__(self, spec: str, name: str, tokenizer: Tokenizer) -> None:
        super().__init__(spec, name, tokenizer.get_vocab_size(with_added_tokens=True))
        self.tokenizer = tokenizer

    def count_batch(self, texts: list[str]) -> list[int]:
        try:
            encodings = self.tokenizer.encode_batch_fast(texts, add_special_tokens=False)
        except TypeError:  # a text with lone surrogates cannot cross into Rust
            cleaned = [without_lone_surrogates(t) for t in texts]
            encodings = self.tokenizer.encode_batch_fast(cleaned, add_special_tokens=False)
        return [len(e.ids) for e in encodings]


class TiktokenCounter(TokenCounter):
    """A tiktoken ``Encoding`` with no special tokens: text is always ordinary text."""

    def __init__(self, spec: str, name: str, vocab_size: int, encoding: tiktoken.Encoding):
        super().__init__(spec, name, vocab_size)
        self.encoding = encoding

    def count_batch(self, texts: list[str]) -> list[int]:
        return [len(self.encoding.encode_ordinary(t)) for t in texts]


class SentencePieceCounter(TokenCounter):
    """SentencePiece ``tokenizer.model``; ``encode`` adds no BOS/EOS unless asked to."""

    def __init__(self, spec: str, name: str, processor: spm.SentencePieceProcessor) -> None:
        super().__init__(spec, name, processor.get_piece_size())
        self.processor = processor

    def count_batch(self, texts: list[str]) -> list[int]:
        try:
            pieces = self.processor.encode(texts)
        except TypeError:  # a text with lone surrogates is not valid UTF-8
            pieces = self.processor.encode([without_lone_surrogates(t) for t in texts])
        return [len(ids) for ids in pieces]


def tekken_encoding(data: dict[str, Any], name: str) -> tuple[tiktoken.Encoding, int]:
    """tiktoken Encoding of a Mistral ``tekken.json`` and its full vocabulary size.

    As mistral-common's Tekkenizer: the first ``default_vocab_size - num_special`` ranks of
    the BPE vocabulary, Tekken's own split pattern, no special tokens.
    """
    config = data["config"]
    vocab_size = int(config.get("default_vocab_size", len(data["vocab"])))
    num_special = int(config.get("default_num_special_tokens", len(data.get("special_tokens", []))))
    inner = vocab_size - num_special
    ranks = {base64.b64decode(t["token_bytes"]): int(t["rank"]) for t in data["vocab"][:inner]}
    encoding = tiktoken.Encoding(
        name=f"tekken-{name}", pat_str=config["pattern"], mergeable_ranks=ranks, special_tokens={}
    )
    return encoding, vocab_size


def is_tekken_json(data: dict[str, Any]) -> bool:
    return isinstance(data.get("vocab"), list) and "pattern" in data.get("config", {})


def open_engine(fmt: str, path: Path, spec: str | None = None, name: str = "") -> TokenCounter:
    """A counter for one file of a known format: ``hf-json``, ``tekken`` or ``sentencepiece``."""
    spec = spec or str(path)
    name = name or path.name
    raw = read_tokenizer_bytes(path)
    if fmt == "hf-json":
        return HfCounter(spec, name, Tokenizer.from_str(raw.decode("utf-8")))
    if fmt == "tekken":
        encoding, vocab_size = tekken_encoding(json.loads(raw), name)
        return TiktokenCounter(spec, name, vocab_size, encoding)
    if fmt == "sentencepiece":
        return SentencePieceCounter(spec, name, spm.SentencePieceProcessor(model_proto=raw))
    raise ValueError(f"unknown tokenizer format {fmt!r}")
