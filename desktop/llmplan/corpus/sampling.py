"""The sampling design of a scan: stratified sampling without replacement, a ratio estimator
with finite-population correction, and Neyman allocation updated as draws arrive.

Why this design (issue 18). The earlier design drew files with probability proportional to
size, with replacement (Hansen–Hurwitz). Under a time budget most files read were repeats
or drawn outside the design, so 26,802 files read gave 30 draws; a longer budget could
widen the interval, and the estimator switched between "sample" and "read everything".
Here every file read is a draw and enters the estimate:

* Units and strata. A unit is a file — or a group of byte-identical copies, represented by
  its first file (the copies are found for the whole folder by size + hash, so no draw is
  spent on a second copy). Strata are file type × size class of the bytes a unit carries ×
  (single file | copy group): within a stratum files are alike in size and kind, so tokens
  per byte vary little and the ratio estimator is precise.
* Within a stratum, units are read in a random order (a random permutation): any prefix of
  that order is a simple random sample without replacement, so a time budget may cut the
  scan anywhere. Reading all of a stratum is simply its last prefix.
* Estimator. Per stratum, the ratio estimator with the unit's bytes x as auxiliary variable
  (a gzip file's inflated size, from its trailer: `llmplan.corpus.auxiliary`),
  T̂_h = X_h · Σy/Σx, and variance (1 − n/N) · N² · s_e² / n, s_e² the variance of the
  residuals y − R̂x (Cochran, Sampling Techniques, 3rd ed., §6.3–6.4). The finite-population
  correction makes the variance zero once a stratum is read completely, so an exact scan is
  an interval of zero width at the exact count. Strata add; the degrees of freedom of the
  sum follow Welch–Satterthwaite, and the interval uses Student's t.
* Small strata. A stratum's own residual variance from a handful of draws is unreliable
  (three scanned PDFs without text say "zero spread"); it is pooled with its type's
  relative residual variance as a prior worth `PRIOR_DF` degrees of freedom, which fades as
  the stratum's draws grow. The variance is also scaled by (X̄/x̄)², which widens the
  interval of a sample that missed a stratum's larger units.
* Allocation. The draws go to the strata in rounds; each round sets the Neyman allocation
  with cost, n_h ∝ N_h·S_h/√c_h (Cochran §5.5), S_h from the type's residual spread observed
  so far (by bytes before any is known) and c_h the measured seconds per file of the
  stratum — so cheap, variable text gets many draws and slow, predictable files few.
  Every stratum gets at least `MIN_DRAWS` draws first, and small strata are read
  completely — whatever the budget, so a very short one is overrun by these first draws
  (no honest interval without them). As the budget grows, n_h only grows, so the fpc and
  the 1/n term only shrink the interval; only a newly seen outlier can widen it.
* Limits. The interval is honest for the spread the draws can see. A stratum whose unread
  files include a rare one unlike the rest (a changelog of twice the usual tokens per
  byte) can be missed with a too-narrow interval; doubling size classes above 2 MiB read
  the largest files whole, which is where such a miss costs most.
  `benchmarks/corpus_sampling.py` measures the coverage.
* Reproducibility. The random orders and the first draws depend on the seed only; later
  rounds follow the spreads and reading times measured so far, so two scans with one seed
  agree on their first draws, not necessarily on the rest.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

Z95 = 1.959963984540054
MIN_DRAWS = 3  # a residual variance needs two results; three make its first guess less wild
SMALL_STRATUM = 4  # strata this small are read completely
# Size classes of the bytes a unit carries: upper bounds (the last class is open). Eightfold
# steps up to 2 MiB, then doubling: the few huge units of a folder (a 12 MB changelog can
# hold a tenth of its tokens) land in strata small enough to be read whole, instead of
# hiding among smaller ones where a sample that missed them would not know it.
_MIB = 1024**2
SIZE_CLASS_BOUNDS = (
    4 * 1024, 32 * 1024, 256 * 1024, 2 * _MIB, 4 * _MIB, 8 * _MIB, 16 * _MIB, 32 * _MIB,
    64 * _MIB, 128 * _MIB,
)  # fmt: skip
SIZE_CLASS_NAMES = (
    "<4K", "4K-32K", "32K-256K", "256K-2M", "2M-4M", "4M-8M", "8M-16M", "16M-32M", "32M-64M",
    "64M-128M", ">128M",
)  # fmt: skip
# Each stratum's residual variance is pooled with the design's (per squared mean bytes)
# as if that prior were worth this many degrees of freedom.
PRIOR_DF = 3
PRIOR_POOL_DF = 10
# A residual spread below this share of a stratum's mean tokens is treated as this share:
# three alike draws do not prove that the other files are alike.
MIN_RELATIVE_SPREAD = 0.05
_T95_SMALL_DF = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776}


def t95(degrees_of_freedom: float) -> float:
    """Two-sided 95 % quantile of Student's t: few draws need a wider interval than 1.96 σ.

    Small df from the table, otherwise the Cornish–Fisher expansion (Abramowitz & Stegun
    26.7.5), good to 3 decimals from df 5 on.
    """
    if math.isinf(degrees_of_freedom) or degrees_of_freedom > 1e6:
        return Z95
    df = max(1.0, degrees_of_freedom)
    if df < 5:
        return _T95_SMALL_DF[max(1, math.floor(df))]
    z = Z95
    return (
        z
        + (z**3 + z) / (4 * df)
        + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)
        + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * df**3)
    )


@dataclass(frozen=True)
class Estimate:
    """An estimated total (or ratio), the variance of the estimator and its degrees of
    freedom (infinite when exact or when the variance is taken as known)."""

    value: float
    variance: float = 0.0
    dof: float = math.inf

    @property
    def standard_error(self) -> float:
        return math.sqrt(self.variance) if self.variance > 0 else 0.0

    def ci95(self) -> tuple[float, float]:
        half = t95(self.dof) * self.standard_error
        return max(0.0, self.value - half), self.value + half

    def half_width(self) -> float:
        return t95(self.dof) * self.standard_error

    def __add__(self, other: Estimate) -> Estimate:
        """Sum of independent estimates; degrees of freedom by Welch–Satterthwaite."""
        variance = self.variance + other.variance
        pairs = ((self.variance, self.dof), (other.variance, other.dof))
        parts = sum(v * v / d for v, d in pairs if v > 0)
        dof = variance * variance / parts if parts > 0 else math.inf
        return Estimate(self.value + other.value, variance, dof)

    def scaled(self, factor: float) -> Estimate:
        return Estimate(self.value * factor, self.variance * factor * factor, self.dof)


def combine_strata(estimates: Sequence[Estimate]) -> Estimate:
    """Sum of independent stratum estimates; a stratum whose variance is unknown (one draw)
    borrows the largest relative variance of the others (or 100 % if there is none)."""
    known = [e for e in estimates if not math.isnan(e.variance)]
    pooled_relvar = 1.0
    relvars = [e.variance / e.value**2 for e in known if e.value > 0 and e.variance > 0]
    if relvars:
        pooled_relvar = max(relvars)
    total = Estimate(0.0)
    for estimate in estimates:
        if math.isnan(estimate.variance):
            estimate = Estimate(estimate.value, pooled_relvar * estimate.value**2, 1.0)
        total = total + estimate
    return total


def density_from_files(sizes: Sequence[float], tokens: Sequence[float]) -> Estimate:
    """Tokens per byte of a fully read stratum, with the variance it would have as the mean
    of len(sizes) size-proportional draws — used when the folder stands for a larger archive."""
    b = np.asarray(sizes, dtype=float)
    y = np.asarray(tokens, dtype=float)
    keep = b > 0
    b, y = b[keep], y[keep]
    if b.size == 0 or b.sum() <= 0:
        return Estimate(0.0, 0.0)
    ratio = float(y.sum() / b.sum())
    if b.size < 2:
        return Estimate(ratio, ratio**2)  # one file says little about a whole archive
    weights = b / b.sum()
    spread = float((weights * (y / b - ratio) ** 2).sum()) * b.size / (b.size - 1)
    return Estimate(ratio, spread / b.size, b.size - 1)


def size_class(unit_bytes: int) -> str:
    for bound, name in zip(SIZE_CLASS_BOUNDS, SIZE_CLASS_NAMES, strict=False):
        if unit_bytes < bound:
            return name
    return SIZE_CLASS_NAMES[-1]


def stratum_key(type_key: str, carried_bytes: int, files: int) -> str:
    """The stratum of a unit: its type, the size class of the bytes it carries, and whether
    it is a single file or a group of copies (copies carry more tokens per draw)."""
    kind = "copies" if files > 1 else "files"
    return f"{type_key}|{size_class(carried_bytes)}|{kind}"


@dataclass(frozen=True)
class RatioSums:
    """Sums over a sample of (x, y): what the ratio estimator needs."""

    n: int = 0
    x: float = 0.0
    y: float = 0.0
    xx: float = 0.0
    xy: float = 0.0
    yy: float = 0.0

    @staticmethod
    def of(x: np.ndarray, y: np.ndarray) -> RatioSums:
        return RatioSums(
            len(x),
            float(x.sum()),
            float(y.sum()),
            float((x * x).sum()),
            float((x * y).sum()),
            float((y * y).sum()),
        )

    def residual_variance(self) -> float:
        """s_e² of y − R̂x (n − 1 in the denominator), never negative."""
        if self.n < 2 or self.x <= 0:
            return math.nan
        ratio = self.y / self.x
        sum_squares = self.yy - 2 * ratio * self.xy + ratio * ratio * self.xx
        return max(0.0, sum_squares) / (self.n - 1)


def shrunk_variance(sums: RatioSums, prior_s2: float) -> float:
    """s_e² pooled with a prior spread worth `PRIOR_DF` degrees of freedom: a stratum's
    first few draws (three empty scans, say) do not prove the rest alike; the prior's weight
    vanishes as the stratum's own draws grow. NaN when neither is known."""
    own = sums.residual_variance()
    own_df = 0 if math.isnan(own) else sums.n - 1
    if math.isnan(prior_s2):
        return own
    return ((own * own_df if own_df else 0.0) + PRIOR_DF * prior_s2) / (own_df + PRIOR_DF)


def ratio_estimate(
    population: int, population_x: float, sums: RatioSums, prior_s2: float = math.nan
) -> Estimate | None:
    """Stratum total by the ratio estimator with finite-population correction; None when
    nothing was read; NaN variance when the spread is unknown (one result, no prior)."""
    if sums.n >= population:
        return Estimate(sums.y)  # every unit read: exact
    if sums.n == 0 or sums.x <= 0:
        return None
    value = population_x * sums.y / sums.x
    s2 = shrunk_variance(sums, prior_s2)
    if math.isnan(s2):
        return Estimate(value, math.nan, 1.0)
    s2 = max(s2, (MIN_RELATIVE_SPREAD * sums.y / sums.n) ** 2)
    fpc = 1.0 - sums.n / population
    # (X̄/x̄)² (Cochran §6.4, Wu 1982): a sample that missed the stratum's larger units
    # (as small samples of skewed sizes do) gets a wider interval
    scale = (population_x / population) / (sums.x / sums.n)
    variance = fpc * population * population * s2 / sums.n * scale * scale
    return Estimate(value, variance, max(1, sums.n - 1))


def pooled_relative_variance(sums: Sequence[RatioSums]) -> float:
    """The strata's residual variance per squared mean bytes of a unit, averaged with each
    stratum's degrees of freedom (at most `PRIOR_POOL_DF`, so that no single well-read
    stratum speaks for all); NaN before any stratum has two results."""
    weighted, weights = 0.0, 0.0
    for stratum_sums in sums:
        s2 = stratum_sums.residual_variance()
        if math.isnan(s2) or stratum_sums.x <= 0:
            continue
        mean_x = stratum_sums.x / stratum_sums.n
        weight = min(stratum_sums.n - 1, PRIOR_POOL_DF)
        weighted += weight * s2 / (mean_x * mean_x)
        weights += weight
    return weighted / weights if weights else math.nan


@dataclass(frozen=True)
class StratumFrame:
    """The units of one stratum: bytes each carries (x, copies included), the bytes read to
    resolve it (its first file) and how many files it stands for."""

    x: Sequence[float]
    read_bytes: Sequence[float]
    copies: Sequence[int]


@dataclass
class DesignStratum:
    """One stratum's units (as in `StratumFrame`) and the random order they are read in."""

    key: str
    x: np.ndarray
    read_bytes: np.ndarray
    copies: np.ndarray
    order: np.ndarray
    drawn: int = 0  # units handed out for reading, in `order`
    resolved: dict[int, tuple[float, ...]] = field(default_factory=dict)  # unit -> y per counter
    prefix: int = 0  # length of the resolved prefix of `order`
    sums: RatioSums = field(default_factory=RatioSums)  # primary counter, over the prefix
    seconds: float = 0.0  # reading time of the resolved units
    timed: int = 0
    unit_seconds: dict[int, float] = field(default_factory=dict)  # unit -> its reading time
    bytes_timed: float = 0.0  # bytes read by the timed units

    @property
    def population(self) -> int:
        return len(self.x)

    @property
    def population_x(self) -> float:
        return float(self.x.sum())

    def prefix_units(self) -> np.ndarray:
        return self.order[: self.prefix]

    def sums_for(self, counter: int | None) -> RatioSums:
        """Sums over the resolved prefix for one counter (None: the primary, kept running)."""
        if counter is None:
            return self.sums
        units = self.prefix_units()
        y = np.array([self.resolved[int(u)][counter] for u in units], dtype=float)
        return RatioSums.of(self.x[units], y)

    def prior_s2(self, relative_variance: float) -> float:
        mean_x = self.population_x / self.population
        return relative_variance * mean_x * mean_x

    def estimate(self, sums: RatioSums, relative_variance: float) -> Estimate | None:
        """The stratum's total from the sums of its prefix and the pooled prior."""
        prior = self.prior_s2(relative_variance)
        return ratio_estimate(self.population, self.population_x, sums, prior)

    def duplicate_estimate(self, counter: int, relative_variance: float) -> Estimate | None:
        """Tokens of the copies beyond each unit's first file: the ratio estimator of
        y·(m−1)/m on x·(m−1)/m, m the unit's files (zero for single files); None when
        nothing of the stratum was read."""
        extra = (self.copies - 1.0) / self.copies
        units = self.prefix_units()
        y = np.array([self.resolved[int(u)][counter] for u in units], dtype=float)
        sums = RatioSums.of(self.x[units] * extra[units], y * extra[units])
        population_x = float((self.x * extra).sum())
        if population_x <= 0:
            return Estimate(0.0)
        mean_x = population_x / self.population
        prior = relative_variance * mean_x * mean_x
        return ratio_estimate(self.population, population_x, sums, prior)

    @property
    def type_key(self) -> str:
        return self.key.split("|", 1)[0]


class SampleDesign:
    """The draw sequence and the running estimate of one scan.

    `draws()` yields (stratum key, unit) in reading order; `resolve` takes each result, in
    any order; `estimate()` is the primary counter's folder total from what is resolved.
    """

    def __init__(self, frames: Mapping[str, StratumFrame], seed: int) -> None:
        rng = np.random.default_rng(seed)
        self.strata: dict[str, DesignStratum] = {}
        for key in sorted(frames):
            frame = frames[key]
            if len(frame.x) == 0:
                continue
            self.strata[key] = DesignStratum(
                key,
                np.asarray(frame.x, dtype=float),
                np.asarray(frame.read_bytes, dtype=float),
                np.asarray(frame.copies, dtype=float),
                rng.permutation(len(frame.x)),
            )
        self.draw_count = 0
        self.resolved_count = 0

    # ---- the draw sequence
    def draws(self) -> Iterator[tuple[str, int]]:
        yield from self._first_draws()
        while True:
            round_strata = self._next_round()
            if not round_strata:
                return
            for key in round_strata:  # taken one at a time: a budget may stop mid-round
                yield self._take(self.strata[key])

    def _take(self, stratum: DesignStratum) -> tuple[str, int]:
        unit = int(stratum.order[stratum.drawn])
        stratum.drawn += 1
        self.draw_count += 1
        return stratum.key, unit

    def _first_draws(self) -> Iterator[tuple[str, int]]:
        """Round robin over the strata (largest bytes first) up to each one's minimum."""
        ordered = sorted(self.strata.values(), key=lambda s: -s.population_x)
        for _ in range(max(MIN_DRAWS, SMALL_STRATUM)):
            for stratum in ordered:
                minimum = stratum.population if stratum.population <= SMALL_STRATUM else MIN_DRAWS
                if stratum.drawn < minimum:
                    yield self._take(stratum)

    def _next_round(self) -> list[str]:
        """The strata of the next round's draws, interleaved: the Neyman targets for a
        total an eighth larger than now, from the spreads and costs observed so far."""
        open_strata = [s for s in self.strata.values() if s.drawn < s.population]
        if not open_strata:
            return []
        step = max(16, self.draw_count // 8)
        targets = self.neyman_targets(self.draw_count + step)
        deficits = {s.key: targets[s.key] - s.drawn for s in open_strata}
        positions: list[tuple[float, str]] = []
        for key, deficit in deficits.items():
            positions.extend(((k + 0.5) / deficit, key) for k in range(max(0, deficit)))
        positions.sort()
        if not positions:  # rounding left the targets met: the heaviest open stratum
            weights = self._weights()
            positions = [(0.0, max(open_strata, key=lambda s: weights[s.key]).key)]
        return [key for _, key in positions[:step]]

    # ---- allocation
    def _cost(self, stratum: DesignStratum) -> float:
        """Seconds to read one unit of the stratum: measured, else by bytes at the pooled
        reading speed, else the bytes themselves (only ratios between strata matter)."""
        if stratum.timed:
            return max(stratum.seconds / stratum.timed, 1e-6)
        mean_bytes = float(stratum.read_bytes.mean())
        timed = [s for s in self.strata.values() if s.timed]
        seconds = sum(s.seconds for s in timed)
        read = sum(s.bytes_timed for s in timed)
        if seconds > 0 and read > 0:
            return max(mean_bytes * seconds / read, 1e-6)
        return max(mean_bytes, 1.0)

    def _weights(self) -> dict[str, float]:
        """N_h·S_h/√c_h, with S_h = the mean bytes of a unit times its type's pooled residual
        spread per byte. Not each stratum's own spread: allocating on a few draws' spread
        chases chance outliers and biases the estimate low (a sample that caught a large
        count gets more draws that dilute it, one that missed it does not) — in trials on
        skewed corpora it lost 3 points of coverage for no gain in precision. Before any
        spread is known, S_h ∝ mean bytes (allocation by bytes, modulated by cost)."""
        relatives = self._relative_variances({k: s.sums for k, s in self.strata.items()})
        weights = {}
        for key, stratum in self.strata.items():
            relative = relatives[key]
            spread = float(stratum.x.mean()) * (
                1.0 if math.isnan(relative) else math.sqrt(relative)
            )
            weights[key] = stratum.population * spread / math.sqrt(self._cost(stratum))
        return weights

    def neyman_targets(self, total: int) -> dict[str, int]:
        """Draws per stratum for `total` draws: n_h ∝ N_h·S_h/√c_h, capped at N_h and never
        below what is already drawn."""
        weights = self._weights()
        targets: dict[str, float] = {}
        free = set(weights)
        while free:
            budget = total - sum(targets.values())
            weight_sum = sum(weights[k] for k in free)
            if weight_sum <= 0:
                targets.update({k: float(self.strata[k].drawn) for k in free})
                break
            shares = {k: budget * weights[k] / weight_sum for k in free}
            clipped = {
                k
                for k in free
                if not self.strata[k].drawn <= shares[k] <= self.strata[k].population
            }
            if not clipped:
                targets.update(shares)
                break
            for key in clipped:
                stratum = self.strata[key]
                targets[key] = min(float(stratum.population), max(shares[key], stratum.drawn))
            free -= clipped
        return {key: min(self.strata[key].population, math.ceil(v)) for key, v in targets.items()}

    # ---- results
    def resolve(self, key: str, unit: int, y: Sequence[float], seconds: float = 0.0) -> None:
        """The counts of one unit (copies included), per counter; the first is primary."""
        stratum = self.strata[key]
        if unit in stratum.resolved:
            return
        stratum.resolved[unit] = tuple(float(v) for v in y)
        stratum.seconds += seconds
        if seconds > 0:
            stratum.timed += 1
            stratum.bytes_timed += float(stratum.read_bytes[unit])
        stratum.unit_seconds[unit] = seconds
        self.resolved_count += 1
        sums = stratum.sums
        while stratum.prefix < stratum.population:
            next_unit = int(stratum.order[stratum.prefix])
            if next_unit not in stratum.resolved:
                break
            x, v = float(stratum.x[next_unit]), stratum.resolved[next_unit][0]
            sums = RatioSums(
                sums.n + 1,
                sums.x + x,
                sums.y + v,
                sums.xx + x * x,
                sums.xy + x * v,
                sums.yy + v * v,
            )
            stratum.prefix += 1
        stratum.sums = sums

    def minimum_draws(self) -> int:
        """Draws every scan makes, however short its budget: an estimate needs them."""
        return sum(min(s.population, MIN_DRAWS) for s in self.strata.values())

    def complete(self) -> bool:
        return all(s.prefix >= s.population for s in self.strata.values())

    def _relative_variances(self, sums: Mapping[str, RatioSums]) -> dict[str, float]:
        """Per stratum, the prior for its spread: its type's pooled relative residual
        variance, else the whole design's (NaN while nothing is known)."""
        overall = pooled_relative_variance(list(sums.values()))
        by_type: dict[str, list[RatioSums]] = {}
        for key, stratum in self.strata.items():
            by_type.setdefault(stratum.type_key, []).append(sums[key])
        type_relative = {k: pooled_relative_variance(v) for k, v in by_type.items()}
        result = {}
        for key, stratum in self.strata.items():
            relative = type_relative[stratum.type_key]
            result[key] = overall if math.isnan(relative) else relative
        return result

    def stratum_estimates(self, counter: int | None = None) -> dict[str, Estimate | None]:
        """Each stratum's total for one counter (None: the primary); None where nothing of
        the stratum was read."""
        sums = {k: s.sums_for(counter) for k, s in self.strata.items()}
        relative = self._relative_variances(sums)
        return {k: s.estimate(sums[k], relative[k]) for k, s in self.strata.items()}

    def duplicate_estimates(self, counter: int) -> dict[str, Estimate | None]:
        """Per stratum of copy groups, the tokens of the copies beyond each first file."""
        sums = {k: s.sums_for(counter) for k, s in self.strata.items()}
        relative = self._relative_variances(sums)
        return {
            k: s.duplicate_estimate(counter, relative[k])
            for k, s in self.strata.items()
            if (s.copies > 1).any()
        }

    def estimate(self, counter: int | None = None) -> tuple[Estimate, bool]:
        """Folder total and whether it is a proper design estimate (every stratum has its
        spread known); strata with nothing read take the others' tokens per byte at a
        100 % error."""
        parts, pending = [], []
        proper = True
        for key, estimate in self.stratum_estimates(counter).items():
            stratum = self.strata[key]
            if estimate is None:
                pending.append(stratum)
                proper = False
                continue
            proper = proper and not math.isnan(estimate.variance)
            parts.append((stratum, estimate))
        parts.extend((s, e) for s, e in pooled_estimates(parts, pending))
        return combine_strata([e for _, e in parts]), proper


def pooled_estimates(
    known: Sequence[tuple[DesignStratum, Estimate]], pending: Sequence[DesignStratum]
) -> list[tuple[DesignStratum, Estimate]]:
    """Strata with nothing read: the others' tokens per byte, with a 100 % error."""
    known_x = sum(s.population_x for s, _ in known)
    pooled = sum(e.value for _, e in known) / known_x if known_x else 0.0
    result = []
    for stratum in pending:
        value = pooled * stratum.population_x
        result.append((stratum, Estimate(value, value * value, 1.0)))
    return result
