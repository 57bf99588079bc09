"""The sampling design under a time budget, on a real folder: a few large files (two of
them far denser in tokens per byte), many small ones, gzip files, copies. The folder is
counted once in full (the scan's own strata, GPT-2 counts); then the scan's draws are
replayed on a virtual clock of 1 µs per byte of text, so that budgets are exact and the
tests do not depend on the machine's load. The scan itself draws the same way
(`ReadSchedule` passes its own clock to `SampleDesign.draws`).

Each statistical fix has its test: the budget holds with the first draws, strata left
unread get a finite size-based interval, an unread large file widens its stratum (the
ratio model's prediction variance), few alike draws are not believed, the error never
grows with a longer budget and the interval covers the full count."""

from __future__ import annotations

import gzip
import itertools
import math
import random
import shutil
from dataclasses import dataclass
from pathlib import Path

import fixture_docs as docs
import numpy as np
import pytest

from llmplan.corpus.estimators import (
    FEW_DRAWS_SPREAD,
    RatioSums,
    minimum_relative_spread,
    ratio_estimate,
)
from llmplan.corpus.exact_copies import find_copies
from llmplan.corpus.progress import ScanState
from llmplan.corpus.sampling import (
    MIN_PENDING_RELATIVE_SPREAD,
    SampleDesign,
    StratumFrame,
    pooled_estimates,
)
from llmplan.corpus.scan import ScanOptions, _Scan, copy_search_deadline

SECONDS_PER_BYTE = 1e-6
VOCABULARY = " ".join(docs.GERMAN_PARAGRAPHS).split() + docs.RUSSIAN.split()
SEEDS = 20


def words(rng: random.Random, count: int) -> str:
    return " ".join(rng.choice(VOCABULARY) for _ in range(count))


def numbers(rng: random.Random, count: int) -> str:
    """Figures and codes: many more tokens per byte than prose."""
    return " ".join(f"{rng.randrange(10**6)}/{rng.randrange(100)}" for _ in range(count))


def write_share(root: Path) -> None:
    rng = random.Random(18)
    for index in range(400):
        folder = root / f"abteilung_{index % 6}"
        folder.mkdir(parents=True, exist_ok=True)
        suffix = "md" if index % 4 == 0 else "txt"
        text = words(rng, int(min(4000, rng.lognormvariate(5.5, 1.0))) + 20)
        (folder / f"brief_{index}.{suffix}").write_text(text, encoding="utf-8")
    for index in range(40):
        text = words(rng, rng.randrange(2000, 20_000)).encode("utf-8")
        (root / f"abteilung_{index % 6}" / f"archiv_{index}.txt.gz").write_bytes(
            gzip.compress(text)
        )
    large = root / "handbuecher"
    large.mkdir()
    for index in range(8):  # the two dense ones hold a large share of the tokens
        text = numbers(rng, 120_000) if index < 2 else words(rng, rng.randrange(60_000, 140_000))
        (large / f"handbuch_{index}.txt").write_text(text, encoding="utf-8")
    originals = sorted(root.glob("abteilung_*/brief_*"))
    for number, source in enumerate(rng.sample(originals, 40)):
        for copy in range(1 + number % 3):
            target = root / f"kopie_{copy}" / source.name
            target.parent.mkdir(exist_ok=True)
            shutil.copyfile(source, target)


@dataclass
class Folder:
    frames: dict[str, StratumFrame]
    tokens: dict[str, list[float]]  # per stratum, each unit's tokens (copies included)
    seconds: dict[str, list[float]]  # per stratum, each unit's time on the virtual clock
    truth: float

    @property
    def full_seconds(self) -> float:
        return sum(sum(s) for s in self.seconds.values())


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Folder:
    root = tmp_path_factory.mktemp("share")
    write_share(root)
    scan = _Scan([root], ScanOptions(tokenizers=["gpt2"], workers=1, in_process=True), ScanState())
    report = scan.run()
    assert not report.sampled
    assert scan.plan is not None
    frames, tokens, seconds = {}, {}, {}
    for key, stratum in scan.plan.design.strata.items():
        frames[key] = StratumFrame(list(stratum.x), list(stratum.read_bytes), list(stratum.copies))
        tokens[key] = [stratum.resolved[u][0] for u in range(stratum.population)]
        text_bytes = stratum.x / stratum.copies  # one read per group; gzip: inflated
        seconds[key] = [float(b) * SECONDS_PER_BYTE for b in text_bytes]
    return Folder(frames, tokens, seconds, float(report.tokens_counted))


@dataclass
class Replay:
    design: SampleDesign
    used: float  # virtual seconds spent reading
    low: float
    high: float
    value: float

    @property
    def half_width(self) -> float:
        return (self.high - self.low) / 2


def replay(folder: Folder, seed: int, budget: float) -> Replay:
    """The scan's loop under a time budget: one draw is certain, the rest must fit."""
    design = SampleDesign(folder.frames, seed)
    clock = 0.0

    def seconds_left() -> float:  # read as the clock advances
        return budget - clock

    for key, unit in design.draws_until(lambda: seconds_left() <= 0, 1, seconds_left):
        clock += folder.seconds[key][unit]
        design.resolve(key, unit, [folder.tokens[key][unit]], folder.seconds[key][unit])
    estimate, _ = design.estimate()
    low, high = estimate.ci95()
    return Replay(design, clock, low, high, estimate.value)


def test_the_folder_has_what_the_tests_need(folder: Folder) -> None:
    """Large files whose reading time alone exceeds a 10 % budget several times over."""
    large = [
        k
        for k in folder.frames
        if k.startswith("txt|") and ("M" in k.split("|")[1] or "|take-all|" in k)
    ]
    large_seconds = sum(sum(folder.seconds[k]) for k in large)
    assert large_seconds > 3 * 0.10 * folder.full_seconds
    assert any(max(folder.frames[k].copies) > 1 for k in folder.frames)


@pytest.mark.parametrize("share", [0.05, 0.10, 0.30])
def test_a_time_budget_holds_with_its_first_draws(folder: Folder, share: float) -> None:
    """Draws are made only where the stratum's expected reading time still fits, first
    draws included: the time used stays within the budget plus one file's deviation from
    its stratum's expected time (here, on a clock that is exact per byte, a few percent),
    where reading every stratum's first draws would take several budgets."""
    budget = share * folder.full_seconds
    design = SampleDesign(folder.frames, 0)
    pilot = sum(
        sorted(folder.seconds[k])[-1] * min(len(folder.seconds[k]), 3) for k in folder.frames
    )
    assert pilot > 1.5 * 0.10 * folder.full_seconds  # what the old first draws cost at least
    assert design.minimum_draws() > 0
    for seed in range(5):
        result = replay(folder, seed, budget)
        largest = max(max(s) for s in folder.seconds.values())
        assert result.used <= budget + 0.5 * largest, (seed, result.used, budget)
        assert result.used >= 0.8 * budget  # and the budget is used


def test_unread_strata_get_a_finite_size_based_interval(folder: Folder) -> None:
    """A budget too short for the large files: their strata are estimated from their
    type's tokens per byte with at least `MIN_PENDING_RELATIVE_SPREAD`, not a 100 % error
    on one degree of freedom (a half-width of 12.7 times the value)."""
    hits = 0
    for seed in range(SEEDS):
        result = replay(folder, seed, 0.05 * folder.full_seconds)
        design = result.design
        estimates = design.stratum_estimates()
        known = [(design.strata[k], e) for k, e in estimates.items() if e is not None]
        pending = [design.strata[k] for k, e in estimates.items() if e is None]
        assert pending, seed
        for stratum, estimate in pooled_estimates(known, pending):
            assert estimate.value > 0
            relative = estimate.standard_error / estimate.value
            assert relative >= MIN_PENDING_RELATIVE_SPREAD - 1e-12
            assert estimate.dof >= 1 and relative < 2, (stratum.key, relative)
        assert result.half_width < result.value
        hits += result.low <= folder.truth <= result.high
    assert hits >= 0.9 * SEEDS


def test_prediction_variance_knows_which_units_are_unread(folder: Folder) -> None:
    """The ratio model's variance (Royall & Cumberland): for equal sizes it is Cochran's
    (1 − f)·N²·s²/n; in a stratum of the folder's large files, leaving the largest file
    unread gives a wider interval than leaving the smallest, from the same read count."""
    x = np.array([100.0, 100.0, 100.0, 100.0])
    y = np.array([20.0, 35.0, 26.0, 31.0])
    sums = RatioSums.of(x, y)
    cochran = ratio_estimate(10, 1000.0, sums)
    model = ratio_estimate(10, 1000.0, sums, population_xx=10 * 100.0**2)
    assert cochran is not None and model is not None
    assert model.variance == pytest.approx(cochran.variance)

    # the large files: each carries more than 5 % of its type's bytes, a take-all stratum
    large = [k for k in folder.frames if k.startswith("txt|") and "|take-all|" in k]
    sizes = np.array([x for k in large for x in folder.frames[k].x])
    tokens = np.array([y for k in large for y in folder.tokens[k]])
    order = np.argsort(sizes)
    assert len(order) >= 3
    widths = []
    for unread in (order[0], order[-1]):
        read = np.array([i for i in range(len(sizes)) if i != unread])
        part = RatioSums.of(sizes[read], tokens[read])
        estimate = ratio_estimate(
            len(sizes), float(sizes.sum()), part, population_xx=float((sizes**2).sum())
        )
        assert estimate is not None
        widths.append(estimate.half_width())
    assert widths[1] > 1.2 * widths[0]


def test_few_alike_draws_are_not_believed() -> None:
    """Three draws of exactly 0.25 tokens per byte: the stratum's spread is taken as at
    least `FEW_DRAWS_SPREAD`/√3 of its density; the floor fades to `MIN_RELATIVE_SPREAD`."""
    assert minimum_relative_spread(3) == pytest.approx(FEW_DRAWS_SPREAD / math.sqrt(3))
    assert minimum_relative_spread(1000) == pytest.approx(0.05)
    spreads = [minimum_relative_spread(n) for n in range(1, 200)]
    assert all(b <= a for a, b in itertools.pairwise(spreads))
    x = np.array([1000.0, 2000.0, 4000.0])
    estimate = ratio_estimate(100, 200_000.0, RatioSums.of(x, x / 4), population_xx=1e9)
    assert estimate is not None
    unread_x = 200_000.0 - 7000.0
    floor = (minimum_relative_spread(3) * 0.25) ** 2 * (1e9 - (x**2).sum())
    assert estimate.variance >= floor
    assert estimate.half_width() > 0.05 * estimate.value * unread_x / 200_000.0


def test_a_longer_budget_mostly_narrows_the_error_and_it_covers(folder: Folder) -> None:
    """Budgets of 10 %, 30 % and 60 % of the full reading time, 20 seeds: the intervals
    cover the full count, and the longer budget's standard error is mostly the smaller
    (it reads what the shorter one read and more; its fpc and 1/n only shrink). Not
    always: the large files are take-all strata (issue 34), and where the longer budget
    reads one of the two dense ones, the spread of densities it reveals is what the other,
    unread, is estimated with — a newly seen outlier rightly widens the interval. The
    half-width follows, but for the t quantile as well (Welch–Satterthwaite)."""
    hits = 0
    narrower = 0
    for seed in range(SEEDS):
        results = [replay(folder, seed, s * folder.full_seconds) for s in (0.10, 0.30, 0.60)]
        errors = [r.design.estimate()[0].standard_error for r in results]
        narrower += errors[-1] < errors[0]
        hits += sum(r.low <= folder.truth <= r.high for r in results)
    assert narrower >= 0.8 * SEEDS
    assert hits >= 0.93 * 3 * SEEDS


def test_the_copy_search_compares_the_largest_files_first(tmp_path: Path) -> None:
    """Cut short after its first size group, the search has found the copies of the
    largest file; and under a budget it starts its share after the walk."""
    rng = random.Random(3)
    sizes_written = {}
    for index, count in enumerate((2_000, 50_000, 400)):
        text = words(rng, count)
        for copy in range(3):
            path = tmp_path / f"kopie_{copy}" / f"datei_{index}.txt"
            path.parent.mkdir(exist_ok=True)
            path.write_text(text, encoding="utf-8")
        sizes_written[index] = len(text.encode("utf-8"))
    paths = sorted(str(p) for p in tmp_path.rglob("*.txt"))
    sizes = [Path(p).stat().st_size for p in paths]
    calls = []

    def stop_after_one() -> bool:
        calls.append(1)
        return len(calls) > 1

    groups = find_copies(paths, sizes, [None] * len(paths), stop_after_one)
    assert not groups.complete
    grouped_sizes = {sizes[first] for first in groups.copies_of}
    assert grouped_sizes == {sizes_written[1]}  # the 50,000-word file
    assert copy_search_deadline(8.0, 10.0) == pytest.approx(8.5)
    assert copy_search_deadline(12.0, 10.0) == pytest.approx(12.0)
