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
* Take-all units. A unit that carries more than `TAKE_ALL_SHARE` of its type's bytes is a
  stratum of its own (`take_all_key`), read in full — after the cheap first draws, before
  every draw made by its gain: one file with a third of a folder's tokens and a density
  unlike its neighbours' would otherwise sit in a stratum whose sample may miss it, and the
  interval, built from the draws' spread, would not know (issue 34: 1 of 3 intervals
  covered). Read, it is exact; left unread by a time budget, it is estimated as any stratum
  with nothing read.
* Within a stratum, units are read in a random order (a random permutation): any prefix of
  that order is a simple random sample without replacement, so a time budget may cut the
  scan anywhere. Reading all of a stratum is simply its last prefix.
* Estimator and variance: per stratum the ratio estimator on bytes, with the floors on its
  spread (`llmplan.corpus.estimators`).
* Strata with nothing read (a budget too short for their files): their bytes at their
  type's tokens per byte, with the measured spread of that density between strata, at
  least 25 % (`pooled_estimates`) — a finite interval, not a 100 % error on one degree of
  freedom.
* Allocation. Draws are made one at a time, each where it removes the most variance per
  second of reading, N²S²(1/n − 1/(n+1))/c (greedy; this is Neyman's allocation with cost,
  n_h ∝ N_h·S_h/√c_h, Cochran §5.5), S_h = rms bytes × the type's pooled spread of tokens
  per byte, c_h the stratum's measured seconds per unit (before any, its bytes at the
  type's measured reading speed, else `PRIOR_SECONDS_PER_BYTE`), both updated every round
  (an eighth more draws). Every stratum's first draws (`MIN_DRAWS`, a small stratum whole)
  come first — under a time budget only where together they cost at most `PILOT_SHARE` of
  it; the rest compete by their gain, so three 9 MB HTML manuals at 3 s each do not eat a
  short budget.
* Time budget. `draws(seconds_left)` makes a draw only where the stratum's expected reading
  time still fits (first draws included; the scan subtracts the files in flight), so a
  budget is kept to within about one file. As the budget grows, the draws of the shorter
  one come first, so n_h grows and the standard error only shrinks; the half-width follows
  but for the t quantile, which can rise a little when a stratum is read whole (its degrees
  of freedom leave the Welch–Satterthwaite sum) — and a newly seen outlier widens it.
* Limits. The interval is honest for the spread the draws and the floors can see; a
  stratum whose unread files include a rare one far unlike the rest can still be missed.
  `benchmarks/corpus_sampling.py` measures the coverage.
* Reproducibility. The random orders and the first draws depend on the seed only; later
  rounds follow the spreads and reading times measured so far, so two scans with one seed
  agree on their first draws, not necessarily on the rest.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property

import numpy as np

from llmplan.corpus.estimators import (
    Estimate,
    RatioSums,
    combine_strata,
    pooled_density_variance,
    pooled_relative_variance,
    ratio_estimate,
)

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
# Under a time budget, a stratum's first draws come before all others only where they
# cost at most this share of the budget (together).
PILOT_SHARE = 0.01
# Reading speed assumed before any file of the folder is timed: 1 MB of text per second,
# the slow end of extraction + tokenization measured here (PDF, DOCX); text reads faster.
PRIOR_SECONDS_PER_BYTE = 1e-6
# A stratum with nothing read takes its type's tokens per byte; its own may differ by at
# least this share (one standard deviation), however alike the read strata are.
MIN_PENDING_RELATIVE_SPREAD = 0.25


# A unit carrying more than this share of its type's bytes is read in full (take-all)
TAKE_ALL_SHARE = 0.05
_TAKE_ALL = "take-all"


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


def takes_all(carried_bytes: float, type_bytes: float) -> bool:
    """Whether a unit carries so much of its type's bytes that it is read in full."""
    return carried_bytes > TAKE_ALL_SHARE * type_bytes


def take_all_key(type_key: str, file_index: int) -> str:
    """The stratum of one take-all unit: its type and its file's number in the type."""
    return f"{type_key}|{_TAKE_ALL}|{file_index}"


@dataclass(frozen=True)
class StratumPriors:
    """What a stratum's estimate borrows from the design: its type's pooled relative spread
    (`pooled_relative_variance`), the pooled spread of the densities
    (`pooled_density_variance`) and its type's tokens per byte (`ratio_estimate`)."""

    relative_variance: float
    density_variance: float
    type_density: float


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
    sums: RatioSums = field(default_factory=RatioSums.empty)  # primary counter, over the prefix
    seconds: float = 0.0  # reading time of the resolved units
    timed: int = 0
    unit_seconds: dict[int, float] = field(default_factory=dict)  # unit -> its reading time
    bytes_timed: float = 0.0  # bytes of text (the auxiliary size) of the timed units

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

    @cached_property
    def population_xx(self) -> float:
        return float((self.x * self.x).sum())

    def estimate(self, sums: RatioSums, priors: StratumPriors) -> Estimate | None:
        """The stratum's total from the sums of its prefix and the pooled priors."""
        prior = self.prior_s2(priors.relative_variance)
        return ratio_estimate(
            self.population, self.population_x, sums, prior, self.population_xx,
            priors.density_variance, priors.type_density,
        )  # fmt: skip

    @property
    def type_key(self) -> str:
        return self.key.split("|", 1)[0]

    @property
    def take_all(self) -> bool:
        return f"|{_TAKE_ALL}|" in self.key


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
        self.in_flight: dict[tuple[str, int], float] = {}  # drawn, not resolved: its cost

    # ---- the draw sequence
    def draws(self, seconds_left: Callable[[], float] | None = None) -> Iterator[tuple[str, int]]:
        """(stratum, unit) in reading order: the draw that removes the most variance per
        second of reading next (`_gain`), the first draws of every stratum (`_in_pilot`)
        before all others. Greedy in the marginal gain N²S²/(n(n+1))/c, this is Neyman's
        allocation with cost, n_h ∝ N_h·S_h/√c_h (Cochran §5.5), made one draw at a time;
        S_h and c_h are updated from the results every round (an eighth more draws).

        With `seconds_left` (a time budget) a draw is made only where the stratum's
        expected reading time still fits — first draws too, so a short budget is not
        overrun by a few slow files; strata left without draws are estimated from the
        others (`pooled_estimates`)."""
        fits = self._affordable_check(seconds_left)
        # under a budget, first draws come first only where they cost a sliver of it
        pilot_seconds = math.inf if seconds_left is None else PILOT_SHARE * seconds_left()
        while True:
            open_strata = self._open_strata()
            if not open_strata:
                return
            spreads = self._spreads()
            costs = {s.key: self._cost(s) for s in open_strata}
            heap = [(*self._priority(s, spreads, costs, pilot_seconds), s.key) for s in open_strata]
            heapq.heapify(heap)
            step = max(16, self.draw_count // 8)
            taken = 0
            while heap and taken < step:
                _, _, key = heapq.heappop(heap)
                stratum = self.strata[key]
                if not fits(stratum):
                    continue  # too slow for what is left of the budget: not this round
                taken += 1
                yield self._take(stratum)
                if stratum.drawn < stratum.population:
                    priority = self._priority(stratum, spreads, costs, pilot_seconds)
                    heapq.heappush(heap, (*priority, key))
            if not taken:
                return  # nothing left fits the budget

    def draws_until(
        self,
        enough: Callable[[], bool],
        minimum: int,
        seconds_left: Callable[[], float] | None = None,
    ) -> Iterator[tuple[str, int]]:
        """`draws()` until `enough()` says so, but never fewer than `minimum` (the scan's
        loop, `read_schedule.ReadSchedule`; under a time budget only its first draw is certain)."""
        draws = self.draws(seconds_left)
        while self.draw_count < minimum or not enough():
            drawn = next(draws, None)
            if drawn is None:
                return
            yield drawn

    def _priority(
        self,
        stratum: DesignStratum,
        spreads: Mapping[str, float],
        costs: Mapping[str, float],
        pilot_seconds: float,
    ) -> tuple[int, float]:
        """Heap order: first draws first, then take-all units, then the largest gain."""
        cost = costs[stratum.key]
        gain = self._gain(stratum, spreads[stratum.key], cost)
        if self._in_pilot(stratum, cost, pilot_seconds):
            return (0, -gain)
        return (1 if stratum.take_all else 2, -gain)

    @staticmethod
    def _pilot_size(stratum: DesignStratum) -> int:
        """The first draws: `MIN_DRAWS` of a stratum, all of a small one; none of a take-all
        unit (it comes right after them, and a byte budget need not hold it)."""
        if stratum.take_all:
            return 0
        return stratum.population if stratum.population <= SMALL_STRATUM else MIN_DRAWS

    def _in_pilot(self, stratum: DesignStratum, cost: float, pilot_seconds: float) -> bool:
        """Whether the stratum's next draw is one of its first draws, which come before all
        others — unless they would cost more than `pilot_seconds` together: a stratum of
        a few slow files (HTML manuals of 9 MB, 3 s each) then gets its draws by their
        gain, not three of them before everything else."""
        size = self._pilot_size(stratum)
        return stratum.drawn < size and size * cost <= pilot_seconds

    @staticmethod
    def _gain(stratum: DesignStratum, spread: float, cost: float) -> float:
        """Variance one more draw removes, per second: N²S²(1/n − 1/(n + 1)) / c, the
        first draw counted as from n = ½."""
        n = max(stratum.drawn, 0.5)
        return (stratum.population * spread) ** 2 / (n * (stratum.drawn + 1)) / cost

    def _affordable_check(
        self, seconds_left: Callable[[], float] | None
    ) -> Callable[[DesignStratum], bool]:
        if seconds_left is None:
            return lambda stratum: True
        return lambda stratum: self.draw_count == 0 or self._cost(stratum) <= seconds_left()

    def _open_strata(self) -> list[DesignStratum]:
        return [s for s in self.strata.values() if s.drawn < s.population]

    def _take(self, stratum: DesignStratum) -> tuple[str, int]:
        unit = int(stratum.order[stratum.drawn])
        stratum.drawn += 1
        self.draw_count += 1
        self.in_flight[(stratum.key, unit)] = self._cost(stratum)
        return stratum.key, unit

    def in_flight_seconds(self) -> float:
        """Expected reading time of the units drawn but not yet resolved."""
        return sum(self.in_flight.values())

    # ---- allocation
    def _cost(self, stratum: DesignStratum) -> float:
        """Expected seconds to read one unit of the stratum: its own mean once timed, else
        its mean bytes of text (a gzip file's inflated size) at the reading speed measured
        for its type, else for the whole folder, else `PRIOR_SECONDS_PER_BYTE`."""
        if stratum.timed:
            return max(stratum.seconds / stratum.timed, 1e-6)
        mean_bytes = float((stratum.x / stratum.copies).mean())
        return max(mean_bytes * self._seconds_per_byte(stratum.type_key), 1e-6)

    def _seconds_per_byte(self, type_key: str) -> float:
        timed = [s for s in self.strata.values() if s.timed]
        for group in ([s for s in timed if s.type_key == type_key], timed):
            seconds = sum(s.seconds for s in group)
            read = sum(s.bytes_timed for s in group)
            if seconds > 0 and read > 0:
                return seconds / read
        return PRIOR_SECONDS_PER_BYTE

    def _spreads(self) -> dict[str, float]:
        """S_h, the spread of a unit's tokens: the root mean square of its bytes times its
        type's pooled spread of tokens per byte (`pooled_density_variance`; Var(y) = σ²x²).
        Not each stratum's own spread: allocating on a few draws' spread chases chance
        outliers and biases the estimate low (a sample that caught a large count gets more
        draws that dilute it, one that missed it does not) — in trials on skewed corpora it
        lost 3 points of coverage for no gain in precision. Before any spread is known,
        S_h ∝ bytes (allocation by bytes, modulated by cost)."""
        sums = {k: s.sums for k, s in self.strata.items()}
        density = self._relative_variances(sums, pooled_density_variance)
        spreads = {}
        for key, stratum in self.strata.items():
            rms_x = math.sqrt(stratum.population_xx / stratum.population)
            sigma = 1.0 if math.isnan(density[key]) else math.sqrt(density[key])
            spreads[key] = rms_x * sigma
        return spreads

    # ---- results
    def resolve(self, key: str, unit: int, y: Sequence[float], seconds: float = 0.0) -> None:
        """The counts of one unit (copies included), per counter; the first is primary."""
        stratum = self.strata[key]
        if unit in stratum.resolved:
            return
        stratum.resolved[unit] = tuple(float(v) for v in y)
        stratum.seconds += seconds
        self.in_flight.pop((key, unit), None)
        if seconds > 0:
            stratum.timed += 1
            stratum.bytes_timed += float(stratum.x[unit] / stratum.copies[unit])
        stratum.unit_seconds[unit] = seconds
        self.resolved_count += 1
        sums = stratum.sums
        while stratum.prefix < stratum.population:
            next_unit = int(stratum.order[stratum.prefix])
            if next_unit not in stratum.resolved:
                break
            x, v = float(stratum.x[next_unit]), stratum.resolved[next_unit][0]
            sums = sums.plus(x, v)
            stratum.prefix += 1
        stratum.sums = sums

    def minimum_draws(self) -> int:
        """The first draws of every stratum (without a time budget, every scan makes them:
        an estimate needs them)."""
        return sum(self._pilot_size(s) for s in self.strata.values())

    def complete(self) -> bool:
        return all(s.prefix >= s.population for s in self.strata.values())

    def _relative_variances(
        self,
        sums: Mapping[str, RatioSums],
        pooled: Callable[[Sequence[RatioSums]], float] = pooled_relative_variance,
    ) -> dict[str, float]:
        """Per stratum, the prior for its spread: its type's pooled spread, else the whole
        design's (NaN while nothing is known)."""
        overall = pooled(list(sums.values()))
        by_type: dict[str, list[RatioSums]] = {}
        for key, stratum in self.strata.items():
            by_type.setdefault(stratum.type_key, []).append(sums[key])
        type_relative = {k: pooled(v) for k, v in by_type.items()}
        result = {}
        for key, stratum in self.strata.items():
            relative = type_relative[stratum.type_key]
            result[key] = overall if math.isnan(relative) else relative
        return result

    def _type_densities(self, sums: Mapping[str, RatioSums]) -> dict[str, float]:
        """Tokens per byte of each type: its strata's, weighted by their draws (not by
        bytes: one huge file would speak for the type); 0 where none was read."""
        draws: dict[str, float] = {}
        weighted: dict[str, float] = {}
        for key, stratum in self.strata.items():
            t, part = stratum.type_key, sums[key]
            draws[t] = draws.get(t, 0.0) + part.n
            density = part.y / part.x if part.x > 0 else 0.0
            weighted[t] = weighted.get(t, 0.0) + part.n * density
        return {t: weighted[t] / draws[t] if draws[t] else 0.0 for t in draws}

    def _priors(self, sums: Mapping[str, RatioSums]) -> dict[str, StratumPriors]:
        """Each stratum's priors, pooled from every stratum's sums for one counter."""
        relative = self._relative_variances(sums)
        density = self._relative_variances(sums, pooled_density_variance)
        tokens_per_byte = self._type_densities(sums)
        return {
            k: StratumPriors(relative[k], density[k], tokens_per_byte[s.type_key])
            for k, s in self.strata.items()
        }

    def stratum_estimates(self, counter: int | None = None) -> dict[str, Estimate | None]:
        """Each stratum's total for one counter (None: the primary); None where nothing of
        the stratum was read."""
        sums = {k: s.sums_for(counter) for k, s in self.strata.items()}
        priors = self._priors(sums)
        return {k: s.estimate(sums[k], priors[k]) for k, s in self.strata.items()}

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
    """Strata with nothing read (a budget too short for their files, a scan cancelled at
    once): their bytes at the tokens per byte of their type's read strata (of all read
    strata where none of the type was read), with the spread of that density between strata
    as measured — how far one stratum's density strays from its type's (from the whole
    folder's) — but at least `MIN_PENDING_RELATIVE_SPREAD`, with its degrees of freedom."""
    if not pending:
        return []
    by_type: dict[str, list[tuple[DesignStratum, Estimate]]] = {}
    for stratum, estimate in known:
        by_type.setdefault(stratum.type_key, []).append((stratum, estimate))
    density = {t: _density(parts) for t, parts in by_type.items()}
    overall = _density(known)
    within = _relative_spread(
        [[(_density([p]), density[t]) for p in parts] for t, parts in by_type.items()]
    )
    between = _relative_spread([[(d, overall) for d in density.values()]])
    result = []
    for stratum in pending:
        if stratum.type_key in density:
            value, (relvar, dof) = density[stratum.type_key], within
        else:
            value, (relvar, dof) = overall, between
        value *= stratum.population_x
        relvar = max(relvar, MIN_PENDING_RELATIVE_SPREAD**2)
        result.append((stratum, Estimate(value, relvar * value * value, dof)))
    return result


def _density(parts: Sequence[tuple[DesignStratum, Estimate]]) -> float:
    x = sum(s.population_x for s, _ in parts)
    return sum(e.value for _, e in parts) / x if x > 0 else 0.0


def _relative_spread(groups: Sequence[Sequence[tuple[float, float]]]) -> tuple[float, float]:
    """Mean squared relative deviation of densities from their group's, and its degrees of
    freedom (each group of k loses one); (NaN-free) 0 with 1 df when nothing deviates."""
    squares, dof = 0.0, 0
    for group in groups:
        members = [(d, mean) for d, mean in group if mean > 0]
        if len(members) < 2:
            continue
        squares += sum((d / mean - 1.0) ** 2 for d, mean in members)
        dof += len(members) - 1
    return (squares / dof, float(dof)) if dof else (0.0, 1.0)
