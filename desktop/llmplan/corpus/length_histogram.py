"""The distribution of per-document token counts: a compact histogram with log-spaced bins.

Bin k holds the documents of 2^k to 2^(k+1) − 1 tokens (primary tokenizer) and their tokens
together. Powers of two line up with the usual sequence lengths (2,048, 4,096, 8,192), so
the planner gets the padding of documents shorter than a sequence exactly from it.
"""

from __future__ import annotations

from pydantic import BaseModel


class LengthBinStats(BaseModel):
    """Documents of `low` to `high` − 1 tokens, and their tokens together."""

    low: int
    high: int
    documents: int
    tokens: int


class LengthHistogram:
    """Adds documents one at a time; memory is one pair of counts per power of two."""

    def __init__(self) -> None:
        self._bins: dict[int, list[int]] = {}

    def add(self, tokens: int, documents: int = 1) -> None:
        """`documents` files of `tokens` tokens each (a file and its byte-identical copies)."""
        if tokens <= 0:
            return
        counts = self._bins.setdefault(tokens.bit_length() - 1, [0, 0])
        counts[0] += documents
        counts[1] += documents * tokens

    def bins(self) -> list[LengthBinStats]:
        return [
            LengthBinStats(low=2**k, high=2 ** (k + 1), documents=n, tokens=t)
            for k, (n, t) in sorted(self._bins.items())
        ]
