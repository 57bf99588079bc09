"""Exact and near duplicates, reported as fractions of tokens.

Per document (in the worker process) the text is normalized once: NFC, case-folded,
whitespace collapsed (`llmplan.corpus.casefold`, UTF-16 code units). Its 128-bit digest
(xxHash's XXH3, BSD-2-Clause, a declared dependency) finds exact copies; a
128-value MinHash signature of word 5-shingles finds near copies. Only the digest and the
signature (1 KB) travel back to the parent, where `DuplicateIndex` keeps a banded LSH index
(`llmplan.corpus.lsh`, 16 bands of 8 values) and reports a document whose estimated Jaccard
similarity to an earlier one is at least 0.8.

The signature is one-permutation MinHash with densification (Shrivastava & Li 2014): each
shingle is hashed once and falls into one of 128 bins — the classic 128-permutations-per-
shingle loop in Python would slow the scan far below the tokenizer's own speed. Its
collision probability per bin is the Jaccard similarity, as banded LSH expects. A
shingle's hash is a polynomial of its code units, from one prefix sum over the text. We
do not use `datasketch` for the LSH:
it imports SciPy, which added 72 MiB to the installer and more than 1 s to the import.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Protocol

import numpy as np
import xxhash

from llmplan.corpus import casefold, native
from llmplan.corpus.casefold import SPACE
from llmplan.corpus.lsh import BandedLSH

NUM_PERM = 128
SHINGLE_WORDS = 5
NEAR_THRESHOLD = 0.8
LSH_WEIGHTS = (0.05, 0.95)  # (false positive, false negative) weights: b=16 bands of r=8
# Above this many documents near-duplicate search stops taking new ones (memory ~2 KB each).
MAX_INDEXED_DOCUMENTS = 200_000

_MIX1 = np.uint64(0xBF58476D1CE4E5B9)
_MIX2 = np.uint64(0x94D049BB133111EB)
_GOLDEN = np.uint64(0x9E3779B97F4A7C15)
_SHINGLE_BASE = np.uint64(0x100000001B3)
_SHINGLE_BASE_INVERSE = np.uint64(pow(0x100000001B3, -1, 2**64))
_SHINGLES_PER_CHUNK = 1 << 16  # arrays stay in cache
_EMPTY = np.uint64(np.iinfo(np.uint64).max)


class Digest(Protocol):
    def update(self, data: bytes, /) -> None: ...
    def digest(self) -> bytes: ...


def new_digest() -> Digest:
    """An incremental 16-byte digest of normalized text."""
    digest: Digest = xxhash.xxh3_128()
    return digest


def normalized_text(text: str) -> tuple[bytes, int]:
    """UTF-16 (little-endian) of the text after NFC, case-folding and collapsing whitespace
    runs to single spaces (what 'the same text' means here), and its number of words.

    NFC rather than NFKC: NFKC would need Python's own (slow) pass on every text holding a
    single compatibility character (m³, ½); such characters rarely tell two copies apart.
    """
    return casefold.normalized(text)


def fingerprint(text: str, signature: np.ndarray) -> tuple[bytes, int]:
    """`normalized_text(text)`, its shingles added to the signature (`minhash_update`):
    in one C pass where the extension is built (`llmplan.corpus._read_native`; Python's
    own functions still normalize a text NFC could change or one beyond the BMP)."""
    loops = native.loops
    if loops is None:
        normalized, words = normalized_text(text)
        minhash_update(signature, normalized)
        return normalized, words
    casefold.preload()  # the tables, in the C module too
    done = loops.normalize_into(text, signature)
    if done is not None:
        return done
    normalized, words = normalized_text(text)
    loops.shingle_into(normalized, signature)
    return normalized, words


def count_words(text: str) -> int:
    """Whitespace-separated words, as `normalized_text` counts them, without building it."""
    if native.loops is not None:
        return native.loops.count_words(text)
    data = np.frombuffer(text.encode("utf-8", "surrogatepass"), dtype=np.uint8)
    if data.size == 0:
        return 0
    space = (data == 32) | ((data >= 9) & (data <= 13))
    return int(np.count_nonzero(~space & np.concatenate(([True], space[:-1]))))


def exact_digest(normalized: bytes) -> bytes:
    digest = new_digest()
    digest.update(normalized)
    return digest.digest()


def _mix64(values: np.ndarray) -> np.ndarray:
    """splitmix64 finalizer, vectorized and in place: spreads hashes over all 64 bits."""
    z = values
    z += _GOLDEN
    z ^= z >> np.uint64(30)
    z *= _MIX1
    z ^= z >> np.uint64(27)
    z *= _MIX2
    z ^= z >> np.uint64(31)
    return z


_power_cache: list[np.ndarray] = [np.ones(1, np.uint64), np.ones(1, np.uint64)]


def _powers(length: int) -> tuple[np.ndarray, np.ndarray]:
    """P^k and P^-k mod 2^64 for k < length, computed once per process and grown on demand."""
    if _power_cache[0].size < length:
        size = max(length, 2 * _power_cache[0].size)
        for index, base in enumerate((_SHINGLE_BASE, _SHINGLE_BASE_INVERSE)):
            table = np.empty(size, dtype=np.uint64)
            table[0] = 1
            np.cumprod(np.full(size - 1, base, dtype=np.uint64), out=table[1:])
            _power_cache[index] = table
    return _power_cache[0][:length], _power_cache[1][:length]


_scratches = threading.local()


def _scratch(size: int) -> np.ndarray:
    """A uint64 work array of `size`, reused by this thread (a fresh one of megabytes costs
    page faults on every document)."""
    buffer: np.ndarray | None = getattr(_scratches, "buffer", None)
    if buffer is None or buffer.size < size:
        buffer = np.empty(max(size, 1 << 16), dtype=np.uint64)
        _scratches.buffer = buffer
    return buffer[:size]


def _range_hashes(prefix: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """Polynomial hash (mod 2^64) of each range units[starts[i]:ends[i]] from the prefix
    sums of u_k·P^k: the difference scaled back by P^-start (P is odd, so it has an inverse
    mod 2^64), plus the range's length (a code unit 0 adds nothing to the sum)."""
    _, inverse_powers = _powers(int(starts[-1]) + 1)
    hashes = prefix[ends]
    hashes -= prefix[starts]
    hashes *= inverse_powers[starts]
    lengths = (ends - starts).astype(np.uint64)
    lengths *= _GOLDEN
    hashes += lengths
    return hashes


def minhash_signature(normalized: bytes, num_perm: int = NUM_PERM) -> np.ndarray:
    """One-permutation MinHash of the word 5-shingles (uint64 array of num_perm values).

    Shingles are hashed in chunks so memory stays small for huge documents; per-bin
    minima of chunks combine by taking the minimum again.
    """
    signature = new_signature(num_perm)
    minhash_update(signature, normalized)
    return minhash_finish(signature)


def new_signature(num_perm: int = NUM_PERM) -> np.ndarray:
    """An empty signature, to fill with `minhash_update` and close with `minhash_finish`."""
    return np.full(num_perm, _EMPTY, dtype=np.uint64)


def minhash_update(signature: np.ndarray, normalized: bytes) -> None:
    """Add the shingles of one piece of normalized text (a long text comes in pieces)."""
    if not normalized:
        return
    units = np.frombuffer(normalized, dtype=np.uint16)
    spaces = np.flatnonzero(units == SPACE)
    word_starts = np.concatenate(([0], spaces + 1))
    word_ends = np.concatenate((spaces, [units.size]))
    powers, _ = _powers(units.size)
    prefix = _scratch(units.size + 1)
    prefix[0] = 0
    # widened first, then multiplied in place: a third faster than a mixed-type multiply
    np.copyto(prefix[1:], units)
    np.multiply(prefix[1:], powers, out=prefix[1:])
    np.cumsum(prefix[1:], out=prefix[1:])
    width = min(SHINGLE_WORDS, word_starts.size)
    count = word_starts.size - width + 1
    for first in range(0, count, _SHINGLES_PER_CHUNK):
        last = min(count, first + _SHINGLES_PER_CHUNK)
        ends = word_ends[first + width - 1 : last + width - 1]
        hashed = _mix64(_range_hashes(prefix, word_starts[first:last], ends))
        _fold_into(signature, hashed)


def _fold_into(signature: np.ndarray, hashed: np.ndarray) -> None:
    """Each hash into its bin (low bits), the bin keeping its smallest value (the rest)."""
    num_perm = signature.size
    if num_perm & (num_perm - 1) == 0:  # a power of two: mask and shift, not divide
        bins = (hashed & np.uint64(num_perm - 1)).astype(np.intp)
        hashed >>= np.uint64(num_perm.bit_length() - 1)
    else:
        bins = (hashed % np.uint64(num_perm)).astype(np.intp)
        hashed //= np.uint64(num_perm)
    np.minimum.at(signature, bins, hashed)


def minhash_finish(signature: np.ndarray) -> np.ndarray:
    return _densify(signature)


def _densify(signature: np.ndarray) -> np.ndarray:
    """Fill empty bins from the next filled bin to the right (circular), offset by distance,
    so two similar short documents still agree bin by bin."""
    filled = np.flatnonzero(signature != _EMPTY)
    if filled.size == 0 or filled.size == signature.size:
        return signature
    size = signature.size
    result = signature.copy()
    empty = np.flatnonzero(signature == _EMPTY)
    source = filled[np.searchsorted(filled, empty) % filled.size]
    # (distance · golden + the source's value) mod 2^64: uint64 arithmetic wraps so
    offset = ((source - empty) % size).astype(np.uint64)
    offset *= _GOLDEN
    offset += signature[source]
    result[empty] = offset
    return result


@dataclass
class DuplicateStats:
    tokens_total: int = 0
    tokens_exact: int = 0
    tokens_near: int = 0  # near but not exact copies, so exact + near = removable

    @property
    def exact_fraction(self) -> float:
        return self.tokens_exact / self.tokens_total if self.tokens_total else 0.0

    @property
    def near_fraction(self) -> float:
        return self.tokens_near / self.tokens_total if self.tokens_total else 0.0


class DuplicateIndex:
    """Documents in the order they were read; a copy counts, its first occurrence does not."""

    def __init__(self, threshold: float = NEAR_THRESHOLD) -> None:
        self._digests: set[bytes] = set()
        # LSH only proposes candidates, each is then checked against the threshold; weigh
        # recall over precision (equal weights miss ~30 % of pairs at Jaccard 0.85).
        self._lsh = BandedLSH(threshold, NUM_PERM, LSH_WEIGHTS)
        self.stats = DuplicateStats()
        # the last document's number in the near-duplicate index, and the earlier document
        # it resembles (None: not indexed / none): examples of near-duplicate pairs
        self.last_indexed: int | None = None
        self.last_near_of: int | None = None

    def add(self, digest: bytes, signature: np.ndarray, tokens: int) -> str:
        """Record one document; returns 'exact', 'near' or 'unique'."""
        self.stats.tokens_total += tokens
        self.last_indexed = self.last_near_of = None
        if digest in self._digests:
            self.stats.tokens_exact += tokens
            return "exact"
        self._digests.add(digest)
        if len(self._lsh) >= MAX_INDEXED_DOCUMENTS or int(signature[0]) == int(_EMPTY):
            return "unique"
        matches, self.last_indexed = self._lsh.query_and_insert(signature)
        if matches:
            self.last_near_of = matches[0]
            self.stats.tokens_near += tokens
            return "near"
        return "unique"
