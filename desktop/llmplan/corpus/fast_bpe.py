"""tiktoken fast path for byte-level BPE ``tokenizer.json`` files (Llama 3, Qwen, o200k, GPT-2).

HF ``tokenizers`` manages a few MB/s per core on byte-level BPE; tiktoken with the same ranks
is about twice as fast. The conversion: the byte-level vocabulary (GPT-2 ``bytes_to_unicode``
alphabet) becomes tiktoken's mergeable ranks (token bytes -> id) and the pre-tokenizer's Split
regex becomes the pattern. It is used only for registry entries marked ``fast_path``, which
``tests/corpus/test_tokenizers.py`` proves count-identical to HF on a varied corpus. A
document containing an added token's text (``<|eot_id|>``...) goes to HF, which matches
those strings even with special tokens off, so counts stay the tokenizer's own.
"""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path
from typing import Any

import tiktoken
from tokenizers import Tokenizer

from llmplan.corpus.tokenizer_engines import (
    HfCounter,
    TokenCounter,
    read_tokenizer_bytes,
)

# The split pattern HF's ByteLevel(use_regex=True) applies: GPT-2's, tiktoken's r50k.
GPT2_PATTERN = r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+"""


def bytes_to_unicode() -> dict[int, str]:
    """GPT-2's reversible map from bytes to printable unicode characters."""
    printable = (
        list(range(ord("!"), ord("~") + 1))
        + list(range(ord("¡"), ord("¬") + 1))
        + list(range(ord("®"), ord("ÿ") + 1))
    )
    chars = printable[:]
    extra = 0
    for byte in range(256):
        if byte not in printable:
            printable.append(byte)
            chars.append(256 + extra)
            extra += 1
    return dict(zip(printable, map(chr, chars), strict=True))


def split_pattern(data: dict[str, Any]) -> str | None:
    """The single regex a tiktoken Encoding needs, or None if the pipeline is not that shape.

    Accepted: ``Sequence[Split(Regex, Isolated), ByteLevel(use_regex=False)]`` or a lone
    ``ByteLevel(use_regex=True)`` (GPT-2), with no prefix space, over a byte-level BPE model.
    """
    model = data.get("model") or {}
    if model.get("type") != "BPE" or model.get("byte_fallback"):
        return None
    if model.get("continuing_subword_prefix") or model.get("end_of_word_suffix"):
        return None
    pre = data.get("pre_tokenizer") or {}
    if pre.get("type") == "ByteLevel":
        ok = pre.get("use_regex", True) and not pre.get("add_prefix_space")
        return GPT2_PATTERN if ok else None
    steps = pre.get("pretokenizers", []) if pre.get("type") == "Sequence" else []
    if len(steps) != 2:
        return None
    split, byte_level = steps
    regex = (split.get("pattern") or {}).get("Regex")
    if (
        split.get("type") != "Split"
        or regex is None
        or split.get("behavior") != "Isolated"
        or split.get("invert")
        or byte_level.get("type") != "ByteLevel"
        or byte_level.get("use_regex", True)
        or byte_level.get("add_prefix_space")
    ):
        return None
    return str(regex)


def normalizer_kind(data: dict[str, Any]) -> str | None:
    """``"none"`` or ``"nfc"`` for normalizers the fast path reproduces; None otherwise."""
    norm = data.get("normalizer")
    if norm is None or (norm.get("type") == "Sequence" and not norm.get("normalizers")):
        return "none"
    return "nfc" if norm.get("type") == "NFC" else None


def mergeable_ranks(vocab: dict[str, int]) -> dict[bytes, int]:
    """Byte-level vocabulary (token string -> id) as tiktoken ranks (token bytes -> id)."""
    alphabet = bytes_to_unicode()
    stray = set("".join(vocab)) - set(alphabet.values())
    if stray:
        raise ValueError(f"not a byte-level vocabulary: {sorted(stray)[:5]}")
    # str.translate to latin-1 code points, then one encode: faster than per-char bytes().
    table = {ord(char): byte for byte, char in alphabet.items()}
    return {token.translate(table).encode("latin-1"): rank for token, rank in vocab.items()}


class FastBpeCounter(TokenCounter):
    """tiktoken with a tokenizer.json's ranks and pattern; HF for texts with added tokens."""

    def __init__(
        self, spec: str, name: str, data: dict[str, Any], pattern: str, path: Path
    ) -> None:
        added = [str(t["content"]) for t in data.get("added_tokens", [])]
        super().__init__(spec, name, _vocab_size(data))
        self.nfc = normalizer_kind(data) == "nfc"
        self.added_tokens = added
        self._added_prefixes = sorted({t[:2] for t in added if t})
        self._path = path
        self._hf: HfCounter | None = None
        self.encoding = tiktoken.Encoding(
            name=f"fast-{spec}",
            pat_str=pattern,
            mergeable_ranks=mergeable_ranks(data["model"]["vocab"]),
            special_tokens={},
        )

    def count_batch(self, texts: list[str]) -> list[int]:
        counts: list[int] = []
        for text in texts:
            if self._has_added_token(text):
                counts.append(self.hf.count(text))
                continue
            if self.nfc and not text.isascii():
                text = unicodedata.normalize("NFC", text)
            counts.append(len(self.encoding.encode_ordinary(text)))
        return counts

    def _has_added_token(self, text: str) -> bool:
        # Two-character prefixes first: one cheap scan per prefix, usually just "<|".
        if not any(p in text for p in self._added_prefixes):
            return False
        return any(t in text for t in self.added_tokens)

    @property
    def hf(self) -> HfCounter:
        """The HF tokenizer of the same file (loaded on first need)."""
        if self._hf is None:
            raw = read_tokenizer_bytes(self._path).decode("utf-8")
            self._hf = HfCounter(self.id, self.name, Tokenizer.from_str(raw))
        return self._hf


def _vocab_size(data: dict[str, Any]) -> int:
    ids = set(data["model"]["vocab"].values()) | {int(t["id"]) for t in data["added_tokens"]}
    return len(ids)


def fast_bpe_counter(path: Path, spec: str, name: str) -> TokenCounter:
    """The fast counter for a byte-level BPE tokenizer.json, or HF where it does not apply."""
    raw = read_tokenizer_bytes(path)
    data = json.loads(raw)
    pattern = split_pattern(data)
    if pattern is not None and normalizer_kind(data) is not None:
        try:
            return FastBpeCounter(spec, name, data, pattern, path)
        except ValueError:  # vocabulary is not byte-level after all
            pass
    return HfCounter(spec, name, Tokenizer.from_str(raw.decode("utf-8")))
