"""The sampling design (stratified, without replacement, ratio estimator with fpc, Neyman
allocation): its 95 % interval covers the truth on skewed synthetic corpora with known totals,
it narrows as the sample grows, and the sample that reaches every unit is the exact count."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import numpy as np
import pytest

from llmplan.corpus.estimators import (
    Estimate,
    RatioSums,
    combine_strata,
    density_from_files,
    ratio_estimate,
)
from llmplan.corpus.sampling import (
    MIN_DRAWS,
    SMALL_STRATUM,
    SampleDesign,
    StratumFrame,
    stratum_key,
)

REPETITIONS = 300

Corpus = dict[str, tuple[np.ndarray, np.ndarray]]  # stratum -> (bytes, tokens) per unit


def skewed_corpus(rng: np.random.Generator) -> Corpus:
    """Three types, a few huge files and many small ones; densities vary per file and some
    PDFs (scans) hold no text at all; some files come as groups of copies."""
    units: dict[str, tuple[list[float], list[float]]] = {}
    for key, count, density, empty_share in (
        ("pdf", 2_000, 0.08, 0.15),
        ("txt", 5_000, 0.27, 0.0),
        ("docx", 800, 0.05, 0.02),
    ):
        sizes = np.maximum(1, rng.lognormal(mean=9.0, sigma=2.0, size=count)).astype(np.int64)
        per_file_density = density * rng.lognormal(0.0, 0.4, size=count)
        per_file_density[rng.random(count) < empty_share] = 0.0
        copies = np.where(rng.random(count) < 0.1, rng.integers(2, 40, size=count), 1)
        for size, rho, files in zip(sizes, per_file_density, copies, strict=True):
            x, y = units.setdefault(stratum_key(key, int(size * files), int(files)), ([], []))
            x.append(float(size * files))
            y.append(float(round(size * rho)) * files)
    return {k: (np.array(x), np.array(y)) for k, (x, y) in units.items()}


def design_of(corpus: Corpus, seed: int) -> SampleDesign:
    frames = {k: StratumFrame(x, x, [1] * len(x)) for k, (x, _) in corpus.items()}
    return SampleDesign(frames, seed)


def read(design: SampleDesign, corpus: Corpus, draws: int) -> None:
    """Take `draws` more draws and resolve each at once with its true count."""
    stream = design.draws()
    for _ in range(draws):
        drawn = next(stream, None)
        if drawn is None:
            return
        key, unit = drawn
        design.resolve(key, unit, [corpus[key][1][unit]], seconds=1e-3)


def truth(corpus: Corpus) -> float:
    return sum(float(y.sum()) for _, y in corpus.values())


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return skewed_corpus(np.random.default_rng(1))


def test_interval_covers_the_truth_and_the_estimate_is_unbiased(corpus: Corpus) -> None:
    """300 samples each of 150 and of 600 draws (of ~12,000 units): the 95 % interval covers
    the true total at least 93 % of the time over both (at most 99.5 %: not needlessly wide),
    and the mean estimate is within 4 standard errors of the truth."""
    total = truth(corpus)
    hits = 0
    for draws in (150, 600):
        values = []
        for repetition in range(REPETITIONS):
            design = design_of(corpus, repetition)
            read(design, corpus, draws)
            estimate, proper = design.estimate()
            assert proper
            low, high = estimate.ci95()
            hits += low <= total <= high
            values.append(estimate.value)
        assert abs(np.mean(values) - total) < 4 * np.std(values) / math.sqrt(REPETITIONS)
    coverage = hits / (2 * REPETITIONS)
    assert 0.93 <= coverage <= 0.995, coverage


def test_interval_narrows_along_a_sample_path_and_ends_exact(corpus: Corpus) -> None:
    """On a fixed sample path, the half-width at each doubling of the draws is no wider than
    before, and the path that reaches every unit is a zero-width interval at the exact count."""
    total = truth(corpus)
    units = sum(len(x) for x, _ in corpus.values())
    for seed in range(10):
        design = design_of(corpus, seed)
        widths = []
        drawn = 0
        for checkpoint in (100, 200, 400, 800, 1600, 3200, 6400, units):
            read(design, corpus, checkpoint - drawn)
            drawn = checkpoint
            widths.append(design.estimate()[0].half_width())
        assert all(b <= a for a, b in itertools.pairwise(widths)), (seed, widths)
        estimate, proper = design.estimate()
        assert proper and design.complete() and design.draw_count == units
        assert estimate.value == pytest.approx(total, rel=1e-12)
        assert estimate.ci95() == pytest.approx((total, total), rel=1e-12)


def test_every_stratum_gets_its_minimum_and_small_strata_are_read_whole() -> None:
    frames = {
        "big": StratumFrame([100.0] * 500, [100.0] * 500, [1] * 500),
        "small": StratumFrame([10.0] * SMALL_STRATUM, [10.0] * SMALL_STRATUM, [1] * SMALL_STRATUM),
        "tiny": StratumFrame([5.0] * 2, [5.0] * 2, [1] * 2),
    }
    design = SampleDesign(frames, 0)
    first = zip(design.draws(), range(design.minimum_draws()), strict=False)
    assert [key for (key, _), _ in first].count("big") == MIN_DRAWS
    stream = design.draws()
    for _ in range(20):
        next(stream)
    assert design.strata["small"].drawn == SMALL_STRATUM
    assert design.strata["tiny"].drawn == 2


def resolve_all(design: SampleDesign, y_of: dict[str, Sequence[float]], draws: int) -> None:
    stream = design.draws()
    for _ in range(draws):
        key, unit = next(stream)
        design.resolve(key, unit, [y_of[key][unit]], seconds=0.01)


def test_neyman_allocation_follows_the_observed_spread() -> None:
    """Two types of equal size and cost, the residual spread of one four times larger:
    four times the draws."""
    rng = np.random.default_rng(5)
    x = [1000.0] * 5000
    y_of = {
        "calm|4K-32K|files": list(250 + rng.normal(0, 20, 5000)),
        "wild|4K-32K|files": list(250 + rng.normal(0, 80, 5000)),
    }
    design = SampleDesign({k: StratumFrame(x, x, [1] * 5000) for k in y_of}, 0)
    resolve_all(design, y_of, 1000)
    calm = design.strata["calm|4K-32K|files"].drawn
    wild = design.strata["wild|4K-32K|files"].drawn
    assert wild / calm == pytest.approx(4.0, rel=0.2)


def test_neyman_allocation_spends_less_on_costly_strata() -> None:
    """Same spread, one stratum nine times slower to read: a third of the draws (1/√c)."""
    rng = np.random.default_rng(6)
    x = [1000.0] * 5000
    y = list(250 + rng.normal(0, 20, 5000))
    design = SampleDesign({k: StratumFrame(x, x, [1] * 5000) for k in ("fast", "slow")}, 0)
    stream = design.draws()
    for _ in range(1200):
        key, unit = next(stream)
        design.resolve(key, unit, [y[unit]], seconds=0.09 if key == "slow" else 0.01)
    fast, slow = design.strata["fast"].drawn, design.strata["slow"].drawn
    assert fast / slow == pytest.approx(3.0, rel=0.2)


def test_results_out_of_order_enter_as_a_prefix() -> None:
    """A unit read early but drawn after one still in flight waits: the estimate uses the
    resolved prefix of the random order, which is a simple random sample."""
    x = [10.0, 20.0, 30.0, 40.0, 50.0, 60.0, 70.0, 80.0]
    design = SampleDesign({"s": StratumFrame(x, x, [1] * 8)}, 3)
    stream = design.draws()
    drawn = [next(stream) for _ in range(4)]
    for key, unit in drawn[1:]:
        design.resolve(key, unit, [x[unit] / 2])
    assert design.strata["s"].prefix == 0 and design.estimate()[0].value == 0.0
    key, unit = drawn[0]
    design.resolve(key, unit, [x[unit] / 2])
    assert design.strata["s"].prefix == 4
    assert design.estimate()[0].value == pytest.approx(sum(x) / 2)


def test_ratio_estimator_is_exact_when_tokens_are_proportional_to_bytes() -> None:
    x = np.array([100.0, 400.0, 50.0])
    sums = RatioSums.of(x, x / 4)
    estimate = ratio_estimate(100, 10_000.0, sums)
    assert estimate is not None
    assert estimate.value == pytest.approx(2_500.0)
    # a spread of zero is not believed: at least 5 % of the mean count per unit
    assert estimate.standard_error > 0
    assert ratio_estimate(3, 550.0, sums) == Estimate(137.5)  # all read: exact


def test_ratio_estimator_with_finite_population_correction() -> None:
    """Cochran (6.13): v = (1 − n/N)·N²·s_e²/n, s_e² over the residuals y − R̂x (a spread
    above the few-draws floor, `minimum_relative_spread`)."""
    x = np.array([10.0, 20.0, 30.0, 40.0])
    y = np.array([2.0, 7.0, 6.0, 14.0])
    estimate = ratio_estimate(10, 250.0, RatioSums.of(x, y))
    assert estimate is not None
    ratio = y.sum() / x.sum()
    residuals = y - ratio * x
    s2 = float((residuals**2).sum()) / 3
    assert estimate.value == pytest.approx(250.0 * ratio)
    assert estimate.variance == pytest.approx((1 - 4 / 10) * 100 * s2 / 4)
    assert estimate.dof == 3


def test_single_result_borrows_the_largest_relative_variance() -> None:
    sampled = Estimate(200.0, 10_000.0, 5)
    lonely = Estimate(200.0, math.nan, 1.0)
    combined = combine_strata([sampled, lonely])
    assert combined.value == pytest.approx(400.0)
    assert combined.variance == pytest.approx(10_000.0 + 0.25 * 200.0**2)


def test_density_of_a_fully_read_stratum() -> None:
    estimate = density_from_files([100, 300], [50.0, 90.0])
    assert estimate.value == pytest.approx(140 / 400)
    assert estimate.variance > 0
    uniform = density_from_files([100, 300], [25.0, 75.0])
    assert uniform.value == pytest.approx(0.25) and uniform.variance == pytest.approx(0.0)
