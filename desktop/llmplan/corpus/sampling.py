"""Sample files in proportion to their size and extrapolate token totals with a 95 % interval.

Why this method: on a skewed corpus (a few huge files, many small ones) a simple random
sample of files with a ratio estimator and a bootstrap interval covered the truth only
72–80 % of the time in a trial (issue 3); drawing files with probability proportional to
size, with replacement, and the Hansen–Hurwitz estimator reached 92–95 %.

Per stratum h (one file type) with B_h bytes, a draw picks file i with p_i = b_i / B_h and
observes y_i tokens; T_h = (1/n) Σ y_i / p_i, Var(T_h) = s²(y/p) / n. Strata are independent,
so totals and variances add. A file that fails to extract counts y = 0 (it would also give
no tokens in a full scan). Any prefix of a with-replacement draw sequence is itself a valid
sample, which is what lets a time budget cut the sequence anywhere.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

Z95 = 1.959963984540054
MIN_DRAWS_PER_STRATUM = 2  # a variance needs two draws
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

    def __add__(self, other: Estimate) -> Estimate:
        """Sum of independent estimates; degrees of freedom by Welch–Satterthwaite."""
        variance = self.variance + other.variance
        pairs = ((self.variance, self.dof), (other.variance, other.dof))
        parts = sum(v * v / d for v, d in pairs if v > 0)
        dof = variance * variance / parts if parts > 0 else math.inf
        return Estimate(self.value + other.value, variance, dof)

    def scaled(self, factor: float) -> Estimate:
        return Estimate(self.value * factor, self.variance * factor * factor, self.dof)


def hansen_hurwitz(stratum_bytes: int, draws: Sequence[tuple[int, float]]) -> Estimate:
    """Total of one stratum from PPS draws given as (file bytes, file tokens).

    With a single draw the variance is unknown: returned as NaN for `combine_strata` to fill.
    """
    if not draws:
        raise ValueError("a sampled stratum needs at least one draw")
    expanded = np.array([tokens * stratum_bytes / size for size, tokens in draws], dtype=float)
    mean = float(expanded.mean())
    if len(expanded) < 2:
        return Estimate(mean, math.nan)
    return Estimate(mean, float(expanded.var(ddof=1)) / len(expanded), len(expanded) - 1)


def combine_strata(estimates: Sequence[Estimate]) -> Estimate:
    """Sum of independent stratum estimates; a stratum whose variance is unknown (one draw)
    borrows the pooled relative variance of the others (or 100 % if there is none)."""
    known = [e for e in estimates if not math.isnan(e.variance)]
    pooled_relvar = 1.0
    if any(e.value > 0 for e in known):
        relvars = [e.variance / e.value**2 for e in known if e.value > 0]
        pooled_relvar = max(relvars) if relvars else 1.0
    total = Estimate(0.0)
    for estimate in estimates:
        if math.isnan(estimate.variance):
            estimate = Estimate(estimate.value, pooled_relvar * estimate.value**2, 1.0)
        total = total + estimate
    return total


def density_from_files(sizes: Sequence[int], tokens: Sequence[float]) -> Estimate:
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


def allocate_draws(stratum_bytes: Mapping[str, int], n_total: int) -> dict[str, int]:
    """Split n draws over strata in proportion to bytes, at least two per non-empty stratum."""
    nonempty = {key: b for key, b in stratum_bytes.items() if b > 0}
    total = sum(nonempty.values())
    if total == 0:
        return {}
    return {
        key: max(MIN_DRAWS_PER_STRATUM, round(n_total * b / total)) for key, b in nonempty.items()
    }


def pps_draws(sizes: Sequence[int], n: int, rng: np.random.Generator) -> list[int]:
    """n indices drawn with replacement, file i with probability sizes[i] / sum(sizes)."""
    weights = np.asarray(sizes, dtype=float)
    return [int(i) for i in rng.choice(len(weights), size=n, p=weights / weights.sum())]


class DrawStream:
    """An endless stratified PPS draw sequence: yields (stratum key, file index).

    Strata are interleaved so that after any number of draws each has about its byte share
    (and two draws first), so the sequence can be cut at any point by a time or byte budget.
    """

    def __init__(
        self, strata_sizes: Mapping[str, Sequence[int]], rng: np.random.Generator, block: int = 256
    ) -> None:
        self._sizes = {k: v for k, v in strata_sizes.items() if sum(v) > 0}
        total = sum(sum(v) for v in self._sizes.values())
        self._share = {k: sum(v) / total for k, v in self._sizes.items()} if total else {}
        self._rng = rng
        self._block = block
        self._pending: dict[str, list[int]] = {k: [] for k in self._sizes}
        self.draws_made: dict[str, int] = dict.fromkeys(self._sizes, 0)

    def _next_stratum(self) -> str:
        fresh = [k for k, n in self.draws_made.items() if n < MIN_DRAWS_PER_STRATUM]
        if fresh:
            return fresh[0]
        return min(self._share, key=lambda k: (self.draws_made[k] + 1) / self._share[k])

    def __iter__(self) -> Iterator[tuple[str, int]]:
        while self._sizes:
            key = self._next_stratum()
            if not self._pending[key]:
                self._pending[key] = pps_draws(self._sizes[key], self._block, self._rng)[::-1]
            self.draws_made[key] += 1
            yield key, self._pending[key].pop()
