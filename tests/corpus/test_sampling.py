"""The PPS / Hansen–Hurwitz estimator: unbiased, and its 95 % interval covers the truth ~95 %
of the time on skewed synthetic corpora with known totals (issue 3)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from llmplan.corpus.sampling import (
    DrawStream,
    Estimate,
    allocate_draws,
    combine_strata,
    density_from_files,
    hansen_hurwitz,
    pps_draws,
)

REPETITIONS = 300


def skewed_corpus(rng: np.random.Generator) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Per type: (bytes, tokens) of each file. A few huge files, many small ones; densities
    vary per file and some PDFs (scans) hold no text at all."""
    corpus = {}
    for key, count, density, empty_share in (
        ("pdf", 2_000, 0.08, 0.15),
        ("txt", 5_000, 0.27, 0.0),
        ("docx", 800, 0.05, 0.02),
    ):
        sizes = np.maximum(1, rng.lognormal(mean=9.0, sigma=2.0, size=count)).astype(np.int64)
        per_file_density = density * rng.lognormal(0.0, 0.4, size=count)
        per_file_density[rng.random(count) < empty_share] = 0.0
        corpus[key] = (sizes, np.round(sizes * per_file_density))
    return corpus


def estimate_with_draws(
    corpus: dict[str, tuple[np.ndarray, np.ndarray]], n_total: int, rng: np.random.Generator
) -> Estimate:
    allocation = allocate_draws({k: int(s.sum()) for k, (s, _) in corpus.items()}, n_total)
    estimates = []
    for key, (sizes, tokens) in corpus.items():
        picks = pps_draws(list(sizes), allocation[key], rng)
        estimates.append(hansen_hurwitz(int(sizes.sum()), [(sizes[i], tokens[i]) for i in picks]))
    return combine_strata(estimates)


@pytest.mark.parametrize("n_total", [30, 300])
def test_interval_covers_truth_about_95_percent(n_total: int) -> None:
    corpus = skewed_corpus(np.random.default_rng(1))
    truth = sum(float(t.sum()) for _, t in corpus.values())
    rng = np.random.default_rng(2)
    hits, values = 0, []
    for _ in range(REPETITIONS):
        estimate = estimate_with_draws(corpus, n_total, rng)
        low, high = estimate.ci95()
        hits += low <= truth <= high
        values.append(estimate.value)
    coverage = hits / REPETITIONS
    assert 0.90 <= coverage <= 0.99, coverage
    # unbiased: the mean of the estimates is within 4 standard errors of the truth
    assert abs(np.mean(values) - truth) < 4 * np.std(values) / math.sqrt(REPETITIONS)


def test_draw_stream_prefix_covers_truth() -> None:
    """A time budget cuts the stratified draw stream anywhere; the prefix still covers."""
    corpus = skewed_corpus(np.random.default_rng(3))
    truth = sum(float(t.sum()) for _, t in corpus.values())
    hits = 0
    for repetition in range(REPETITIONS):
        stream = DrawStream(
            {k: list(s) for k, (s, _) in corpus.items()}, np.random.default_rng(repetition)
        )
        draws: dict[str, list[tuple[int, float]]] = {k: [] for k in corpus}
        for (key, index), _ in zip(stream, range(60 + repetition % 50), strict=False):
            sizes, tokens = corpus[key]
            draws[key].append((int(sizes[index]), float(tokens[index])))
        assert all(len(d) >= 2 for d in draws.values())
        estimate = combine_strata(
            [hansen_hurwitz(int(corpus[k][0].sum()), d) for k, d in draws.items()]
        )
        low, high = estimate.ci95()
        hits += low <= truth <= high
    assert 0.90 <= hits / REPETITIONS <= 0.99


def test_stream_interleaves_strata_by_byte_share() -> None:
    sizes = {"big": [1000] * 10, "small": [100] * 10}
    stream = DrawStream(sizes, np.random.default_rng(0))
    for _ in zip(stream, range(222), strict=False):
        pass
    assert stream.draws_made["big"] == pytest.approx(200, abs=3)
    assert stream.draws_made["small"] == pytest.approx(22, abs=3)


def test_hansen_hurwitz_is_exact_when_tokens_are_proportional_to_bytes() -> None:
    draws = [(100, 25.0), (400, 100.0), (50, 12.5)]
    estimate = hansen_hurwitz(10_000, draws)
    assert estimate.value == pytest.approx(2_500.0)
    assert estimate.variance == pytest.approx(0.0)


def test_single_draw_borrows_pooled_relative_variance() -> None:
    sampled = hansen_hurwitz(1_000, [(100, 10.0), (100, 30.0)])  # value 200, var 10,000
    lonely = hansen_hurwitz(500, [(50, 20.0)])  # value 200, variance unknown
    assert math.isnan(lonely.variance)
    combined = combine_strata([sampled, lonely])
    assert combined.value == pytest.approx(400.0)
    assert combined.variance == pytest.approx(10_000.0 + 0.25 * 200.0**2)


def test_density_of_a_fully_read_stratum() -> None:
    estimate = density_from_files([100, 300], [50.0, 90.0])
    assert estimate.value == pytest.approx(140 / 400)
    assert estimate.variance > 0
    uniform = density_from_files([100, 300], [25.0, 75.0])
    assert uniform.value == pytest.approx(0.25) and uniform.variance == pytest.approx(0.0)


def test_allocation_is_proportional_with_two_draws_minimum() -> None:
    assert allocate_draws({"pdf": 900, "txt": 100, "empty": 0}, 100) == {"pdf": 90, "txt": 10}
    assert allocate_draws({"pdf": 999, "txt": 1}, 10) == {"pdf": 10, "txt": 2}
