"""Banded LSH over MinHash signatures (uint64 arrays), in NumPy and plain Python.

Replaces `datasketch.MinHashLSH`: datasketch imports SciPy (only to integrate the error
curves below), which cost 72 MiB in the installer and more than 1 s of start-up. Same scheme:
the signature is cut into b bands of r values, two documents whose values agree on a whole
band become a candidate pair (probability 1 - (1 - J^r)^b at Jaccard J), and each candidate
is then checked against the threshold with the estimated Jaccard similarity.
"""

from __future__ import annotations

from functools import cache

import numpy as np

# One odd 64-bit multiplier per row: a band's values combine into one integer key (mod 2^64).
_ROW_MULTIPLIERS = np.random.default_rng(0x5EED).integers(
    1, 2**63, size=256, dtype=np.uint64
) * np.uint64(2) + np.uint64(1)


def estimated_jaccard(a: np.ndarray, b: np.ndarray) -> float:
    """Share of MinHash values two signatures agree on (the Jaccard estimate)."""
    return float(np.count_nonzero(a == b)) / float(a.size)


@cache
def optimal_bands(
    threshold: float, num_perm: int, weights: tuple[float, float] = (0.5, 0.5)
) -> tuple[int, int]:
    """(bands, rows) minimizing the weighted false-positive and false-negative areas, as
    datasketch computes them (trapezoid rule instead of SciPy's quad): 0.8, 128 values,
    weights (0.05, 0.95) give 16 bands of 8 rows."""
    below = np.linspace(0.0, threshold, 1001)
    above = np.linspace(threshold, 1.0, 1001)

    def area(values: np.ndarray, points: np.ndarray) -> float:
        return float(np.sum((values[1:] + values[:-1]) * np.diff(points)) / 2)

    best, best_error = (1, num_perm), float("inf")
    for bands in range(1, num_perm + 1):
        for rows in range(1, num_perm // bands + 1):
            false_positive = area(1 - (1 - below**rows) ** bands, below)
            false_negative = area((1 - above**rows) ** bands, above)
            error = weights[0] * false_positive + weights[1] * false_negative
            if error < best_error:
                best, best_error = (bands, rows), error
    return best


class BandedLSH:
    """Near-duplicate search by banded LSH: insert signatures, query candidates above a
    threshold. Keys are the document's position in insertion order."""

    def __init__(
        self, threshold: float, num_perm: int, weights: tuple[float, float] = (0.5, 0.5)
    ) -> None:
        self.threshold = threshold
        self.bands, self.rows = optimal_bands(threshold, num_perm, weights)
        if self.rows > _ROW_MULTIPLIERS.size:
            raise ValueError(f"at most {_ROW_MULTIPLIERS.size} rows per band")
        # Per band: key -> document (int) or documents (list, on a shared key).
        self._buckets: list[dict[int, int | list[int]]] = [{} for _ in range(self.bands)]
        self._signatures: list[np.ndarray] = []

    def __len__(self) -> int:
        return len(self._signatures)

    def _band_keys(self, signature: np.ndarray) -> list[int]:
        rows = signature[: self.bands * self.rows].reshape(self.bands, self.rows)
        keys: list[int] = (rows * _ROW_MULTIPLIERS[: self.rows]).sum(axis=1).tolist()
        return keys

    def query(self, signature: np.ndarray) -> list[int]:
        """Documents sharing a band with the signature and with estimated Jaccard
        similarity >= threshold, in insertion order."""
        return self._query(signature, self._band_keys(signature))

    def query_and_insert(self, signature: np.ndarray) -> tuple[list[int], int]:
        """`query`, then `insert`, with the band keys computed once (the scan's way: a
        folder of small files sends thousands of signatures a second to this process)."""
        keys = self._band_keys(signature)
        return self._query(signature, keys), self._insert(signature, keys)

    def _query(self, signature: np.ndarray, keys: list[int]) -> list[int]:
        candidates: set[int] = set()
        for bucket, key in zip(self._buckets, keys, strict=True):
            found = bucket.get(key)
            if isinstance(found, int):
                candidates.add(found)
            elif found is not None:
                candidates.update(found)
        return [
            document
            for document in sorted(candidates)
            if estimated_jaccard(self._signatures[document], signature) >= self.threshold
        ]

    def insert(self, signature: np.ndarray) -> int:
        """Add a signature (copied); returns its document number."""
        return self._insert(signature, self._band_keys(signature))

    def _insert(self, signature: np.ndarray, keys: list[int]) -> int:
        document = len(self._signatures)
        self._signatures.append(np.array(signature, dtype=np.uint64))
        for bucket, key in zip(self._buckets, keys, strict=True):
            found = bucket.setdefault(key, document)
            if isinstance(found, list):
                found.append(document)
            elif found != document:
                bucket[key] = [found, document]
        return document
