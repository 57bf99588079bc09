"""The estimators of the sampling design (`llmplan.corpus.sampling`): a stratum's total by
the ratio estimator on bytes, its variance with the floors that keep a few alike draws from
looking certain, and strata added with Student's t.

* Estimator. Per stratum, the ratio estimator with the unit's bytes x as auxiliary variable
  (a gzip file's inflated size, from its trailer: `llmplan.corpus.auxiliary`),
  T̂_h = X_h · Σy/Σx, and variance (1 − n/N) · N² · s_e² / n · (X̄/x̄)², s_e² the variance of
  the residuals y − R̂x (Cochran, Sampling Techniques, 3rd ed., §6.3–6.4). The finite-population
  correction makes the variance zero once a stratum is read completely, so an exact scan is
  an interval of zero width at the exact count. Strata add; the degrees of freedom of the
  sum follow Welch–Satterthwaite, and the interval uses Student's t.
* Variance. The stratum's variance is at least the ratio model's prediction variance of
  the unread units' total, σ²·(Σ_unread x² + X_unread²·Σ_read x²/(Σ_read x)²) (Royall &
  Cumberland 1981; Var(y_i) = σ²x_i²), which equals Cochran's for equal sizes but knows
  which units are unread: a budget that left a stratum's largest file unread gives the
  width that file deserves. σ² (and s_e²) are pooled with the type's as a prior worth
  `PRIOR_DF` degrees of freedom where that widens them (three scanned PDFs without text do
  not prove "zero spread"; a stratum's own wide spread is never narrowed), and never
  below `minimum_relative_spread(n)` of the larger of the stratum's and its type's tokens
  per byte — 0.3/√n, fading to 5 %: a few alike draws do not prove the rest alike.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

Z95 = 1.959963984540054
_T95_SMALL_DF = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776}
# Each stratum's residual variance is pooled with the design's (per squared mean bytes)
# as if that prior were worth this many degrees of freedom.
PRIOR_DF = 3
PRIOR_POOL_DF = 10
# A residual spread below this share of a stratum's mean tokens is treated as this share:
# three alike draws do not prove that the other files are alike.
MIN_RELATIVE_SPREAD = 0.05
FEW_DRAWS_SPREAD = 0.3


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


@dataclass(frozen=True)
class RatioSums:
    """Sums over a sample of (x, y): what the ratio estimator needs."""

    n: int
    x: float
    y: float
    xx: float
    xy: float
    yy: float

    @staticmethod
    def empty() -> RatioSums:
        """The sums of no draws."""
        return RatioSums(0, 0.0, 0.0, 0.0, 0.0, 0.0)

    def plus(self, x: float, y: float) -> RatioSums:
        """The sums with one more draw."""
        return RatioSums(
            self.n + 1,
            self.x + x,
            self.y + y,
            self.xx + x * x,
            self.xy + x * y,
            self.yy + y * y,
        )

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

    def density_variance(self) -> float:
        """σ̂² of each unit's tokens per byte around R̂, weighted by x² (the ratio model
        with Var(y_i) = σ²·x_i²): Σ(y − R̂x)² / Σx² · n/(n − 1); NaN below two results."""
        if self.n < 2 or self.xx <= 0:
            return math.nan
        return self.residual_variance() * self.n / self.xx


def minimum_relative_spread(draws: int) -> float:
    """The least spread of tokens per byte a stratum's n draws are taken to have, as a share
    of their mean: `FEW_DRAWS_SPREAD`/√n, at least `MIN_RELATIVE_SPREAD`. A few alike draws
    do not prove the other files alike: densities are skewed (a changelog of twice the usual
    tokens per byte), and a sample that missed the dense files underestimates both the
    total and its spread — in replays of package documentation a tenth of the intervals
    then fell short by a fraction of a percent. The floor fades as the draws grow."""
    return max(MIN_RELATIVE_SPREAD, FEW_DRAWS_SPREAD / math.sqrt(max(1, draws)))


def shrunk_variance(sums: RatioSums, prior_s2: float) -> float:
    """s_e² pooled with a prior spread worth `PRIOR_DF` degrees of freedom: a stratum's
    first few draws (three empty scans, say) do not prove the rest alike; the prior's weight
    vanishes as the stratum's own draws grow. NaN when neither is known."""
    return _shrunk(sums.residual_variance(), sums.n, prior_s2)


def ratio_estimate(
    population: int,
    population_x: float,
    sums: RatioSums,
    prior_s2: float = math.nan,
    population_xx: float | None = None,
    prior_density_variance: float = math.nan,
    type_density: float = 0.0,
) -> Estimate | None:
    """Stratum total by the ratio estimator with finite-population correction; None when
    nothing was read; NaN variance when the spread is unknown (one result, no prior).

    With `population_xx` (Σx² over the stratum's units) the variance is at least the ratio
    model's prediction variance of the unread units' total, σ²·(Σ_unread x² + X_unread²·
    Σ_read x²/(Σ_read x)²) (Royall & Cumberland 1981; σ² by `density_variance`, pooled
    with its prior): it knows which units are unread, so a sample that left the stratum's
    largest unit unread (a budget too short for it) has the width that unit deserves."""
    if sums.n >= population:
        return Estimate(sums.y)  # every unit read: exact
    if sums.n == 0 or sums.x <= 0:
        return None
    value = population_x * sums.y / sums.x
    s2 = shrunk_variance(sums, prior_s2)
    if math.isnan(s2):
        return Estimate(value, math.nan, 1.0)
    s2 = max(s2, (minimum_relative_spread(sums.n) * sums.y / sums.n) ** 2)
    fpc = 1.0 - sums.n / population
    # (X̄/x̄)² (Cochran §6.4, Wu 1982): a sample that missed the stratum's larger units
    # (as small samples of skewed sizes do) gets a wider interval
    scale = (population_x / population) / (sums.x / sums.n)
    variance = fpc * population * population * s2 / sums.n * scale * scale
    if population_xx is not None:
        prediction = _prediction_variance(
            population_x, population_xx, sums, prior_density_variance, type_density
        )
        variance = max(variance, prediction)
    # A spread the prior widened has its PRIOR_DF degrees of freedom more (so a stratum
    # of three alike draws does not dominate the total's with t₂ = 4.3 and make the
    # interval wider when another stratum is read whole); a stratum's own wide spread
    # keeps its own; one draw has no spread of its own, only the prior's guess: one.
    own = sums.density_variance()
    prior_sets_it = not math.isnan(prior_density_variance) and own < prior_density_variance
    dof = sums.n - 1 + PRIOR_DF if prior_sets_it and sums.n >= 2 else max(1, sums.n - 1)
    return Estimate(value, variance, dof)


def _shrunk(own: float, n: int, prior: float) -> float:
    """A stratum's own spread (n − 1 degrees of freedom) pooled with a prior worth
    `PRIOR_DF`, where that widens it: the prior may say a few alike draws are not the
    whole story, never that a stratum's wide spread is narrow. Either alone where the
    other is unknown (NaN: neither)."""
    own_df = 0 if math.isnan(own) else n - 1
    if math.isnan(prior):
        return own
    pooled = ((own * own_df if own_df else 0.0) + PRIOR_DF * prior) / (own_df + PRIOR_DF)
    return pooled if math.isnan(own) else max(own, pooled)


def _prediction_variance(
    population_x: float,
    population_xx: float,
    sums: RatioSums,
    prior: float,
    type_density: float,
) -> float:
    """The floor on σ is a share of the larger of the stratum's tokens per byte and its
    type's: one draw of a sparse file (a changelog of a third of the usual density) does not
    make the stratum's other files sparse."""
    sigma2 = _shrunk(sums.density_variance(), sums.n, prior)
    if math.isnan(sigma2):
        sigma2 = 0.0
    density = max(sums.y / sums.x, type_density)
    sigma2 = max(sigma2, (minimum_relative_spread(sums.n) * density) ** 2)
    unread_x = max(0.0, population_x - sums.x)
    unread_xx = max(0.0, population_xx - sums.xx)
    return sigma2 * (unread_xx + unread_x * unread_x * sums.xx / (sums.x * sums.x))


def pooled_relative_variance(sums: Sequence[RatioSums]) -> float:
    """The strata's residual variance per squared mean bytes of a unit, averaged with each
    stratum's degrees of freedom (at most `PRIOR_POOL_DF`, so that no single well-read
    stratum speaks for all); NaN before any stratum has two results."""
    return _pooled(sums, lambda s: s.residual_variance() / (s.x / s.n) ** 2)


def pooled_density_variance(sums: Sequence[RatioSums]) -> float:
    """The strata's `density_variance`, pooled as `pooled_relative_variance`."""
    return _pooled(sums, RatioSums.density_variance)


def _pooled(sums: Sequence[RatioSums], of: Callable[[RatioSums], float]) -> float:
    weighted, weights = 0.0, 0.0
    for stratum_sums in sums:
        if stratum_sums.n < 2 or stratum_sums.x <= 0:
            continue
        value = of(stratum_sums)
        if math.isnan(value):
            continue
        weight = min(stratum_sums.n - 1, PRIOR_POOL_DF)
        weighted += weight * value
        weights += weight
    return weighted / weights if weights else math.nan
