"""`fastokens` as the exact counting engine of the bundled ``tokenizer.json`` families.

fastokens (Apache-2.0, Rust) reads a Hugging Face ``tokenizer.json`` and encodes it 10-40x
faster than HF ``tokenizers`` here. It is used only for the registry ids in
`EXACT_IDS`, each proven token-for-token equal to HF ``tokenizers`` by
``tests/corpus/test_fastokens_engine.py`` on real and adversarial text. Everything else,
and every id when fastokens is not installed (it has no wheel for Linux on ARM), keeps
the engines of `llmplan.corpus.tokenizer_engines` / `llmplan.corpus.fast_bpe`.

Counting uses ``encode_batch_flat``: one buffer of ids and one of offsets per batch, no
Python object per token. A text with lone surrogates (undecodable bytes) is counted as
if they were U+FFFD, as the other engines do; a batch fastokens refuses for any other
reason (a regex resource limit on adversarial input) is counted by the fall-back engine,
so a count is never lost and never an estimate.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from llmplan.corpus.tokenizer_engines import TokenCounter, without_lone_surrogates

try:  # an optional engine: the app counts exactly without it, only slower
    import fastokens as _fastokens
except ImportError:  # pragma: no cover - depends on the platform's wheels
    _fastokens = None

# Registry ids proven count-identical to HF tokenizers (tests/corpus/test_fastokens_engine.py).
EXACT_IDS = frozenset({"llama-3.1", "qwen3", "gemma-3", "deepseek-v3", "gpt-oss", "gpt2"})


def fastokens_available() -> bool:
    """Whether the fastokens package imports in this process."""
    return _fastokens is not None


class FastokensCounter(TokenCounter):
    """fastokens over a tokenizer.json; `fallback` (built on first need) for refused batches."""

    def __init__(
        self, spec: str, name: str, tokenizer: Any, fallback: Callable[[], TokenCounter]
    ) -> None:
        super().__init__(spec, name, int(tokenizer.vocab_size))
        self.tokenizer = tokenizer
        self._make_fallback = fallback
        self._fallback: TokenCounter | None = None
        self._warm = False

    def count_batch(self, texts: list[str]) -> list[int]:
        if not texts:
            return []
        try:
            return self._flat_counts(texts)
        except UnicodeEncodeError:  # a lone surrogate cannot cross into Rust
            cleaned = [without_lone_surrogates(t) for t in texts]
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException:  # noqa: BLE001 - a Rust panic or a PCRE2 limit: use the other engine
            return self.fallback.count_batch(texts)
        try:
            return self._flat_counts(cleaned)
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException:  # noqa: BLE001 - as above
            return self.fallback.count_batch(cleaned)

    def warm_up(self) -> None:
        """fastokens' first text above 64K characters costs ~20 ms more than the next ones,
        in every process that has not counted one yet."""
        if self._warm:
            return
        self._warm = True
        try:
            self.tokenizer.encode_batch_flat([_WARM_UP * _LONG_REPEATS], add_special_tokens=False)
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException:  # noqa: BLE001 - then the first long text pays, as before
            pass

    def _flat_counts(self, texts: list[str]) -> list[int]:
        _, offsets = self.tokenizer.encode_batch_flat(texts, add_special_tokens=False)
        counts: list[int] = np.diff(np.frombuffer(offsets, dtype="<u8")).tolist()
        return counts

    @property
    def fallback(self) -> TokenCounter:
        """The engine used without fastokens (loaded on first need)."""
        if self._fallback is None:
            self._fallback = self._make_fallback()
        return self._fallback


def fastokens_counter(
    json_text: str, spec: str, name: str, fallback: Callable[[], TokenCounter]
) -> FastokensCounter | None:
    """A fastokens counter for a tokenizer.json, or None where fastokens is missing or
    cannot read the file."""
    if _fastokens is None:
        return None
    try:
        tokenizer = _fastokens.Tokenizer.from_json_str(json_text)
        # Its first call builds what it keeps for every later one (0.02-0.1 s): built here,
        # once, a worker process forked from this one finds it built.
        tokenizer.encode_batch_flat([_WARM_UP], add_special_tokens=False)
    except (KeyboardInterrupt, SystemExit):
        raise
    except BaseException:  # noqa: BLE001 - a file fastokens cannot read stays on HF
        return None
    return FastokensCounter(spec, name, tokenizer, fallback)


_WARM_UP = "Warm-up: Grüße, Привет, 日本語, 123 😀.\n"
_LONG_REPEATS = 2_000  # 70,000 characters
