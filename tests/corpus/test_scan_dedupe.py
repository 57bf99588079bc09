"""Exact and near duplicates found by a scan, as fractions of tokens."""

from __future__ import annotations

import random
from pathlib import Path

import fixture_docs as docs
import numpy as np
import pytest

from llmplan.corpus.dedupe import (
    LSH_WEIGHTS,
    NEAR_THRESHOLD,
    NUM_PERM,
    DuplicateIndex,
    exact_digest,
    minhash_signature,
    normalized_text,
)
from llmplan.corpus.lsh import BandedLSH, estimated_jaccard, optimal_bands
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer

VOCABULARY = sorted(set(" ".join(docs.GERMAN_PARAGRAPHS).split() + docs.RUSSIAN.split()))


def random_text(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(VOCABULARY) for _ in range(words))


def near_copy(text: str, rng: random.Random, share: float) -> str:
    """Replace a share of the words (every changed word breaks five 5-shingles)."""
    words = text.split()
    for index in rng.sample(range(len(words)), int(len(words) * share)):
        words[index] = "VERÄNDERT"
    return " ".join(words)


def shingle_jaccard(a: str, b: str) -> float:
    def shingles(text: str) -> set[tuple[str, ...]]:
        words = text.lower().split()
        return {tuple(words[i : i + 5]) for i in range(len(words) - 4)}

    sa, sb = shingles(a), shingles(b)
    return len(sa & sb) / len(sa | sb)


def test_signature_estimates_jaccard() -> None:
    rng = random.Random(7)
    for _ in range(20):
        original = random_text(rng, 800)
        changed = near_copy(original, rng, rng.uniform(0.0, 0.08))
        signatures = [minhash_signature(normalized_text(t)[0]) for t in (original, changed)]
        # 128 bins: standard error of the estimate at most 0.045
        assert estimated_jaccard(*signatures) == pytest.approx(
            shingle_jaccard(original, changed), abs=0.15
        )
    unrelated = [minhash_signature(normalized_text(random_text(rng, 800))[0]) for _ in range(2)]
    assert estimated_jaccard(*unrelated) < 0.1


def signature_of(text: str) -> np.ndarray:
    return minhash_signature(normalized_text(text)[0])


def test_lsh_bands_match_datasketch_choice() -> None:
    assert optimal_bands(NEAR_THRESHOLD, NUM_PERM, LSH_WEIGHTS) == (16, 8)
    assert optimal_bands(0.8, 128) == (9, 13)  # datasketch: MinHashLSH(0.8), default weights


def test_lsh_finds_near_copies_and_not_unrelated_documents() -> None:
    rng = random.Random(11)
    originals = [random_text(rng, 600) for _ in range(30)]
    lsh = BandedLSH(NEAR_THRESHOLD, NUM_PERM, LSH_WEIGHTS)
    for text in originals:
        assert lsh.query(signature_of(text)) == []  # unrelated to everything before
        lsh.insert(signature_of(text))
    assert len(lsh) == 30
    for index in (0, 7, 29):
        assert lsh.query(signature_of(near_copy(originals[index], rng, 0.01))) == [index]
    assert lsh.query(signature_of(random_text(rng, 600))) == []


def test_lsh_reports_only_pairs_at_or_above_the_threshold() -> None:
    rng = random.Random(5)
    base = rng.getrandbits(63)
    signature = np.array([base + i for i in range(NUM_PERM)], dtype=np.uint64)
    lsh = BandedLSH(NEAR_THRESHOLD, NUM_PERM, LSH_WEIGHTS)
    lsh.insert(signature)
    # 26 of 128 values differ (Jaccard 0.797), all in the last bands: the first bands
    # still collide, so the pair is a candidate that the Jaccard check rejects
    under = signature.copy()
    under[-26:] += np.uint64(1)
    assert estimated_jaccard(signature, under) < NEAR_THRESHOLD
    assert lsh.query(under) == []
    at = signature.copy()
    at[-25:] += np.uint64(1)  # 103/128 = 0.805
    assert lsh.query(at) == [0]


def test_duplicate_index_kinds() -> None:
    rng = random.Random(2)
    text = random_text(rng, 500)
    index = DuplicateIndex()
    for candidate, kind in [
        (text, "unique"),
        (text.upper(), "exact"),
        (near_copy(text, rng, 0.01), "near"),
        (random_text(rng, 500), "unique"),
    ]:
        normalized = normalized_text(candidate)[0]
        assert index.add(exact_digest(normalized), minhash_signature(normalized), 10) == kind
    assert (index.stats.tokens_total, index.stats.tokens_exact, index.stats.tokens_near) == (
        40,
        10,
        10,
    )


def test_normalization_makes_case_and_whitespace_copies_exact() -> None:
    text = "Größe  des\tModells\nÜBERMASS"
    assert normalized_text(text) == normalized_text("größe des modells übermass")
    assert normalized_text("ﬁ") == normalized_text("fi")  # NFKC ligature
    empty = minhash_signature(b"")
    assert np.all(empty == empty[0])


def test_duplicate_fractions_of_a_folder(tmp_path: Path) -> None:
    rng = random.Random(3)
    counter = load_tokenizer("llama-3.1")
    originals = [random_text(rng, 600) for _ in range(10)]
    files = {f"original_{i}.txt": text for i, text in enumerate(originals)}
    # exact copies (one differs only in case and spacing), near copies (1 % of words changed)
    files["z_copy_0.txt"] = originals[0]
    files["z_copy_1.txt"] = originals[1].upper().replace(" ", "   ")
    files["z_near_2.txt"] = near_copy(originals[2], rng, 0.01)
    files["z_near_3.txt"] = near_copy(originals[3], rng, 0.01)
    for name, text in files.items():
        (tmp_path / name).write_text(text, encoding="utf-8")

    report = scan_corpus(tmp_path, ScanOptions(workers=1))

    tokens = {name: counter.count(text) for name, text in files.items()}
    total = sum(tokens.values())
    assert report.tokens_counted == total
    # the copy read second counts; files are read in the sampling design's random order, so
    # of a pair whose two texts differ in tokens either one may be the copy
    exact = {
        (tokens["z_copy_0.txt"] + tokens[one]) / total for one in ("original_1.txt", "z_copy_1.txt")
    }
    near = {
        (tokens[two] + tokens[three]) / total
        for two in ("original_2.txt", "z_near_2.txt")
        for three in ("original_3.txt", "z_near_3.txt")
    }
    assert any(report.exact_duplicate_fraction == pytest.approx(e, rel=1e-9) for e in exact)
    assert any(report.near_duplicate_fraction == pytest.approx(n, rel=1e-9) for n in near)
    # the byte-identical copy is found by size + hash, without reading it; the copy that
    # differs in case and spacing by its normalized text among the documents read: the
    # exact-duplicate step removes both
    assert report.exact_duplicate_files == 2
    second = {name: (tmp_path / name).stat().st_size for name in ("original_1.txt", "z_copy_1.txt")}
    assert report.exact_duplicate_bytes - (tmp_path / "z_copy_0.txt").stat().st_size in set(
        second.values()
    )
    removed = {tokens["z_copy_0.txt"] + tokens[name] for name in second}
    assert report.exact_duplicate_tokens in removed
    assert report.exact_duplicate_ci95_low == report.exact_duplicate_ci95_high  # all read


def test_densified_bins_as_the_plain_definition() -> None:
    """Empty bins take the next filled bin's value to the right (circular) plus distance ·
    golden ratio, mod 2^64: the array arithmetic against that definition in Python ints,
    on signatures with 0 to all 128 bins empty, values near 2^64 included (wrap-around)."""
    from llmplan.corpus.dedupe import _EMPTY, _GOLDEN, minhash_finish

    def plain(signature: np.ndarray) -> list[int]:
        values = [int(v) for v in signature]
        filled = [i for i, v in enumerate(values) if v != int(_EMPTY)]
        if not filled:
            return values
        result = list(values)
        for empty in (i for i, v in enumerate(values) if v == int(_EMPTY)):
            source = next((f for f in filled if f > empty), filled[0])
            offset = ((source - empty) % NUM_PERM) * int(_GOLDEN)
            result[empty] = (values[source] + offset) % 2**64
        return result

    rng = np.random.default_rng(3)
    for trial in range(400):
        signature = rng.integers(0, 2**64 - 1, size=NUM_PERM, dtype=np.uint64)
        if trial % 2:
            signature |= np.uint64(0xFFFF_FFFF_0000_0000)  # high values: the sum wraps
        empties = rng.choice(NUM_PERM, size=trial % (NUM_PERM + 1), replace=False)
        signature[empties] = _EMPTY
        expected = plain(signature)
        assert minhash_finish(signature.copy()).tolist() == expected
