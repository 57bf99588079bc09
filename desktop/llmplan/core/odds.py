"""The planner's own errors as distributions, and the odds a buyer decides on.

Every shipped run the planner was checked against (resources/validation/) gives a ratio
measured ÷ planned for memory and for throughput (`RunError`). A plan's belief about its own
error is a log-normal fitted to the ratios of the runs most like it (`similar_runs`), read
with Student's t so that few runs give wide odds, never narrow ones (`belief`; throughput
pools the spread within every setup where the plan's own setup has two runs). From it:
P(fits) per card, train-time quantiles, P(done by the deadline) with the time lost to
interruptions, and P(within budget). Pure arithmetic: no Monte Carlo, no randomness.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Literal

from llmplan.core.scenario import Framework, Method, Precision, Sharding

ErrorKind = Literal["memory", "throughput"]

# ---- what makes runs alike (the similarity rule) ----------------------------------------
# GPU-count classes: one GPU (no collectives), one server (NVLink), a few servers, a cluster.
_GPU_CLASSES = ((1, "1"), (8, "2-8"), (64, "9-64"))
# Context classes: the torchtitan context-parallel runs train inside the band to 32K tokens
# and 5-47 % below it from 64K (attention's efficiency at long context is not modelled).
_CONTEXT_CLASSES = ((16_384, "short"), (49_152, "32k"))


@dataclass(frozen=True)
class RunTraits:
    """What decides how far one run's error speaks for another plan."""

    framework: Framework
    method: Method
    sharding: Sharding
    gpu_class: str
    precision: str  # "bf16" or "8-bit" (FP8 and MXFP8 run through the same kernels' path)
    context: str


def run_traits(
    framework: Framework,
    method: Method,
    sharding: Sharding,
    gpus: int,
    precision: Precision,
    seq_len: int,
) -> RunTraits:
    gpu_class = next((name for top, name in _GPU_CLASSES if gpus <= top), "65+")
    context = next((name for top, name in _CONTEXT_CLASSES if seq_len <= top), "64k+")
    return RunTraits(
        framework=framework,
        method=method,
        sharding="none" if gpus == 1 else sharding,  # sharding means nothing on one GPU
        gpu_class=gpu_class,
        precision="bf16" if precision == "bf16" else "8-bit",
        context=context,
    )


@dataclass(frozen=True)
class RunError:
    """One shipped run: its traits and measured ÷ planned (None where not compared)."""

    run_id: str
    traits: RunTraits
    memory_ratio: float | None
    throughput_ratio: float | None

    def ratio(self, kind: ErrorKind) -> float | None:
        return self.memory_ratio if kind == "memory" else self.throughput_ratio


# The tiers of likeness, closest first. Throughput turns on what the kernels do (precision,
# context); memory on what is held (method, sharding). The first tier with MIN_SIMILAR runs
# is the evidence; a plan that needs a later tier reaches past it and its belief widens.
_TIERS: dict[ErrorKind, tuple[tuple[str, ...], ...]] = {
    "throughput": (
        ("framework", "precision", "context", "gpu_class", "method"),
        ("framework", "precision", "context"),
        ("framework", "context"),
        ("context",),
    ),
    "memory": (
        ("framework", "method", "sharding", "gpu_class"),
        ("framework", "method", "sharding"),
        ("framework", "method"),
        ("method",),
    ),
}
MIN_SIMILAR = 4  # df >= 3: a t with a finite variance
# Past the closest two tiers the runs share less with the plan than they do with each other:
# the spread is multiplied by this (stated in `why`). 1.5 keeps a stack's worst measured
# miss (torchtitan's 64K-256K runs, up to a factor 2.9 below the plan) inside P1-P99.
WIDENING = 1.5
# No belief from the shipped runs is narrower than 2 %, and a measurement of the plan's own
# setup without repeats of its own (tokens/s typed in, a pilot without steps or sizes) takes
# it as its repeat spread; a tier of identical ratios would otherwise claim certainty. A
# pilot with repeats states its own (`pilot_throughput`, `pilot_memory`).
MIN_SPREAD = 0.02
# Throughput: a setup's own runs set the centre from two runs on (a mean of two is a mean; one
# run alone is its own noise), the spread is pooled over every setup (`_pooled_belief`).
# Memory keeps the tier rule: on the shipped runs, left out one by one, the pooled memory
# spread stated 80 % where 92 % of the runs fell (too wide at the top: memory's scatter differs
# between setups, what each holds is its own), and the tier rule's deciles hold.
MIN_SETUP_RUNS = 2
POOLED_KINDS: frozenset[ErrorKind] = frozenset({"throughput"})


@dataclass(frozen=True)
class Belief:
    """ln(measured ÷ planned) ~ centre + spread · t(df)."""

    centre: float
    spread: float
    df: int
    run_ids: tuple[str, ...]
    runs: int  # all runs with a ratio of this kind
    widened: bool
    why: str

    def quantile(self, p: float) -> float:
        """The ratio measured ÷ planned that the run stays below with probability p."""
        return math.exp(self.centre + self.spread * student_t_quantile(p, self.df))

    def probability_below(self, ratio: float) -> float:
        """P(measured ÷ planned <= ratio)."""
        if ratio <= 0:
            return 0.0
        return student_t_cdf((math.log(ratio) - self.centre) / self.spread, self.df)


def belief(
    traits: RunTraits,
    errors: Iterable[RunError],
    kind: ErrorKind,
    exclude: str | None = None,
) -> Belief:
    """The plan's error of `kind` as the runs most like it saw it (leaving out `exclude`).

    Throughput, where at least MIN_SETUP_RUNS runs share the plan's whole setup (the first
    tier): the centre is those runs' mean and the spread the *pooled within-setup* spread of
    every setup with two or more runs (one-way analysis of variance: the setups differ in
    their mean, a run's scatter about its setup's mean is the same kind of scatter
    everywhere), read with Student's t at the pooled degrees of freedom (`_pooled_belief`).
    Otherwise, and for memory always: the first tier with MIN_SIMILAR runs, its own mean and
    spread, widened past the closest two tiers (`_tier_belief`)."""
    pool = [
        (e.run_id, e.traits, math.log(r))
        for e in errors
        if e.run_id != exclude and (r := e.ratio(kind)) is not None and r > 0
    ]
    if len(pool) < 2:
        raise ValueError(f"fewer than two runs with a {kind} ratio")
    if kind in POOLED_KINDS:
        pooled = _pooled_belief(traits, pool, kind)
        if pooled is not None:
            return pooled
    return _tier_belief(traits, pool, kind)


_Pool = Sequence[tuple[str, RunTraits, float]]


def _tier_belief(traits: RunTraits, pool: _Pool, kind: ErrorKind) -> Belief:
    """The first tier with MIN_SIMILAR runs: its mean, its own spread (widened past the
    closest two tiers)."""
    tiers = _TIERS[kind]
    level = next(
        (
            i
            for i, keys in enumerate(tiers)
            if sum(1 for _id, t, _r in pool if _alike(t, traits, keys)) >= MIN_SIMILAR
        ),
        len(tiers),  # no tier has enough: every run counts
    )
    chosen = [
        i
        for i, (_id, t, _r) in enumerate(pool)
        if level == len(tiers) or _alike(t, traits, tiers[level])
    ]
    logs = [pool[i][2] for i in chosen]
    n = len(logs)
    # predictive spread of one new run: the sample's, times sqrt(1 + 1/n)
    spread = max(statistics.stdev(logs), MIN_SPREAD) * math.sqrt(1 + 1 / n)
    widened = level >= 2
    if widened:
        spread *= WIDENING
    return Belief(
        centre=statistics.fmean(logs),
        spread=spread,
        df=n - 1,
        run_ids=tuple(pool[i][0] for i in chosen),
        runs=len(pool),
        widened=widened,
        why=_why(kind, traits, tiers, level, n),
    )


def _pooled_belief(traits: RunTraits, pool: _Pool, kind: ErrorKind) -> Belief | None:
    """The plan's setup (the first tier's traits) with its own mean and the spread pooled
    within every setup: the prediction interval of one-way analysis of variance, spread
    s_w · sqrt(1 + 1/n) with s_w² = Σ_setups Σ_runs (x − setup mean)² / Σ_setups (n_s − 1)
    and t's degrees of freedom Σ (n_s − 1). None where fewer than MIN_SETUP_RUNS runs share
    the plan's setup, or no setup has two runs."""
    keys = _TIERS[kind][0]
    setups: dict[tuple[object, ...], list[tuple[str, float]]] = {}
    for run_id, t, x in pool:
        setups.setdefault(tuple(getattr(t, k) for k in keys), []).append((run_id, x))
    mine = setups.get(tuple(getattr(traits, k) for k in keys), [])
    if len(mine) < MIN_SETUP_RUNS:
        return None
    squares = 0.0
    df = 0
    for runs in setups.values():
        if len(runs) > 1:
            mean = statistics.fmean(x for _id, x in runs)
            squares += sum((x - mean) ** 2 for _id, x in runs)
            df += len(runs) - 1
    if df == 0:
        return None
    n = len(mine)
    spread = max(math.sqrt(squares / df), MIN_SPREAD) * math.sqrt(1 + 1 / n)
    shared = ", ".join(f"{k.replace('_', ' ')} {getattr(traits, k)}" for k in keys)
    setups_pooled = sum(1 for runs in setups.values() if len(runs) > 1)
    return Belief(
        centre=statistics.fmean(x for _id, x in mine),
        spread=spread,
        df=df,
        run_ids=tuple(run_id for run_id, _x in mine),
        runs=len(pool),
        widened=False,
        why=f"{kind}: {n} runs sharing {shared}; spread pooled within {setups_pooled} setups "
        f"({df + setups_pooled} runs)",
    )


# A measurement of the plan's own setup without repeats (tokens/s the user measured) leaves
# only the spread of repeating it, MIN_SPREAD; read as normal (t with many degrees of freedom).
_OWN_DF = 1000


def own_measurement(
    kind: ErrorKind,
    runs: int,
    what: str,
    *,
    spread: float = MIN_SPREAD,
    df: int = _OWN_DF,
    detail: str = "",
) -> Belief:
    """The belief where the plan rests on a measurement of its own setup (`what` names it):
    centred on it, with the spread of repeating it (`spread` at `df` degrees of freedom
    where the measurement has its own residuals, `detail` says which)."""
    return Belief(
        centre=0.0,
        spread=spread,
        df=df,
        run_ids=(),
        runs=runs,
        widened=False,
        why=f"{kind}: measured on this setup ({what}){detail}",
    )


# ---- the token count's own interval ---------------------------------------------------------

# the standard normal's 97.5 % point: a 95 % interval spans ±Z95 standard deviations
Z95 = 1.959963984540054


def token_spread(tokens: float, interval: tuple[float, float] | None) -> float:
    """σ of ln(tokens trained ÷ tokens planned): a log-normal with its median at the plan's
    count whose 95 % interval is as wide (in log) as `interval`, ln(high ÷ low) / (2 · Z95).
    0 without an interval, or where the interval does not contain the count (the count was
    changed after the interval was taken: it is no longer the count's interval)."""
    if interval is None:
        return 0.0
    low, high = interval
    if not 0 < low <= tokens <= high:
        return 0.0
    return math.log(high / low) / (2 * Z95)


def with_token_spread(speed: Belief, sigma: float) -> Belief:
    """The run time's belief with the token count's spread on top. The run time is
    planned time × (tokens factor) ÷ (throughput ratio); the two are independent, so in log
    their scales add in quadrature, √(spread² + σ²). The t's degrees of freedom are kept:
    the token part gets the t's heavier tails, wider than its own normal, never narrower."""
    if sigma <= 0:
        return speed
    return Belief(
        centre=speed.centre,
        spread=math.hypot(speed.spread, sigma),
        df=speed.df,
        run_ids=speed.run_ids,
        runs=speed.runs,
        widened=speed.widened,
        why=speed.why,
    )


def pilot_memory(runs: int, residuals: Sequence[float], what: str) -> Belief:
    """P(fits)'s belief where a pilot calibrated the memory, from the pilot's own residuals:
    ln(measured ÷ calibrated plan) at the other sizes its limit search measured
    (core/pilots/calibration.py). They are out-of-sample errors about a known centre (the
    calibration reproduces the pilot's own size): spread = their root mean square, t with one
    degree of freedom per residual. A pilot without such sizes has no residuals of its own:
    MIN_SPREAD with many degrees of freedom stands in."""
    if not residuals:
        return own_measurement("memory", runs, what)
    spread = max(math.sqrt(statistics.fmean(r * r for r in residuals)), 1e-6)
    n = len(residuals)
    detail = f"; {n} other sizes measured, residual spread {spread:.1%}"
    return own_measurement("memory", runs, what, spread=spread, df=n, detail=detail)


# the standard normal's 90 % point: a P10-P90 interval spans ±Z90 standard deviations
Z90 = 1.2815515655446004


def pilot_throughput(runs: int, step_seconds: Sequence[float], band: float, what: str) -> Belief:
    """The run time's belief where a pilot calibrated it (the plan is already the pilot's
    measured ÷ planned tokens/s × the plan: the centre is 0), from the pilot's own residuals:

    - its repeat spread: the steady steps (all but the first, which builds kernels and
      allocator pools; the probe's tokens/s leaves it out too): a whole run's throughput
      differs from the pilot's mean as much as one more step would, s · √(1 + 1/n) with s the
      steps' log spread, read with t at n − 1 degrees of freedom. A pilot without two steady
      steps (typed in by hand) has no repeat spread of its own: MIN_SPREAD with many degrees
      of freedom stands in;
    - its transfer to other hardware: the calibrated time's band (`band`: its slow end ÷ its
      fast end, from the larger and smaller of the compute and memory-bandwidth ratios,
      core/pilots/calibration.py) read as P10-P90, σ = ln(band) / (2 · Z90), added in
      quadrature (1 on the pilot's own GPU: nothing added)."""
    steady = [math.log(t) for t in step_seconds[1:] if t > 0]
    if len(steady) >= 2:
        n = len(steady)
        repeat = statistics.stdev(steady) * math.sqrt(1 + 1 / n)
        df = n - 1
        own = f"{n} steady steps, repeat spread {repeat:.1%}"
    else:
        repeat, df, own = MIN_SPREAD, _OWN_DF, f"no repeats: spread {MIN_SPREAD:.0%}"
    transfer = math.log(band) / (2 * Z90) if band > 1 else 0.0
    spread = max(math.hypot(repeat, transfer), 1e-6)  # identical steps on one GPU: near-certain
    detail = f"; {own}"
    if transfer > 0:
        detail += f"; scaled to this hardware, spread {transfer:.1%}"
    return own_measurement("throughput", runs, what, spread=spread, df=df, detail=detail)


def _alike(run: RunTraits, plan: RunTraits, keys: Sequence[str]) -> bool:
    return all(getattr(run, key) == getattr(plan, key) for key in keys)


def _why(
    kind: ErrorKind, traits: RunTraits, tiers: Sequence[Sequence[str]], level: int, n: int
) -> str:
    if level >= len(tiers):
        shared = "nothing"
    else:
        shared = ", ".join(f"{k.replace('_', ' ')} {getattr(traits, k)}" for k in tiers[level])
    text = f"{kind}: {n} runs sharing {shared}"
    if level >= 2:
        text += f"; no closer runs, spread x{WIDENING}"
    return text


# ---- Student's t, small and exact enough (no SciPy in the app) ---------------------------


def student_t_cdf(x: float, df: int) -> float:
    """P(T <= x) for Student's t with `df` degrees of freedom (df >= 1), by the regularized
    incomplete beta function."""
    if df <= 0:
        raise ValueError("df must be at least 1")
    tail = 0.5 * _incomplete_beta(df / 2, 0.5, df / (df + x * x))
    return 1 - tail if x > 0 else tail


def student_t_quantile(p: float, df: int) -> float:
    """The x with P(T <= x) = p (bisection on the CDF: 60 steps, far below any tolerance)."""
    if not 0 < p < 1:
        raise ValueError("p must lie strictly between 0 and 1")
    low, high = -1e3, 1e3
    for _ in range(80):
        middle = (low + high) / 2
        if student_t_cdf(middle, df) < p:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def _incomplete_beta(a: float, b: float, x: float) -> float:
    """I_x(a, b) by Lentz's continued fraction (Numerical Recipes 6.4)."""
    if x <= 0:
        return 0.0
    if x >= 1:
        return 1.0
    front = math.exp(
        math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)
    )
    if x < (a + 1) / (a + b + 2):
        return front * _beta_fraction(a, b, x) / a
    return 1 - front * _beta_fraction(b, a, 1 - x) / b


def _beta_fraction(a: float, b: float, x: float) -> float:
    tiny = 1e-300
    c, d = 1.0, 1 - (a + b) * x / (a + 1)
    d = 1 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        for numerator in (
            m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
            -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1)),
        ):
            d = 1 + numerator * d
            d = 1 / (d if abs(d) > tiny else tiny)
            c = 1 + numerator / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1) < 1e-12:
            break
    return h


# ---- interruptions ------------------------------------------------------------------------

# Meta, "The Llama 3 Herd of Models" (arXiv 2407.21783), section 3.3.4: 419 unexpected
# interruptions in 54 days of pre-training on 16,384 H100 GPUs.
INTERRUPTIONS_PER_GPU_HOUR = 419 / (54 * 24 * 16_384)
# A restart re-launches the job and reads the last checkpoint back; the launch is taken as
# ten minutes (scheduler, container, NCCL set-up), the read as long as the write.
RESTART_LAUNCH_SECONDS = 600.0


@dataclass(frozen=True)
class Interruptions:
    expected: float  # interruptions expected over the run
    seconds_each: float  # the work lost since the last checkpoint (half an interval) + restart


def interruptions(
    gpus: int, train_seconds: float, checkpoint_every_hours: float, checkpoint_write_seconds: float
) -> Interruptions:
    """Interruptions of a run as a Poisson count at the published rate per GPU-hour."""
    expected = INTERRUPTIONS_PER_GPU_HOUR * gpus * train_seconds / 3600
    each = checkpoint_every_hours * 3600 / 2 + RESTART_LAUNCH_SECONDS + checkpoint_write_seconds
    return Interruptions(expected=expected, seconds_each=each)


def probability_done(
    deadline_seconds: float,
    train_seconds: float,
    other_seconds: float,
    throughput: Belief,
    lost: Interruptions,
) -> float:
    """P(training at the believed throughput, the other phases and the interruptions' lost
    time all end by the deadline): a Poisson mixture over the count of interruptions."""
    total = 0.0
    weight = math.exp(-lost.expected)
    k = 0
    mass = 0.0
    while mass < 1 - 1e-6 and k < 10_000:
        left = deadline_seconds - other_seconds - k * lost.seconds_each
        if left > 0:
            # done if train_seconds / ratio <= left, i.e. ratio >= train_seconds / left
            total += weight * (1 - throughput.probability_below(train_seconds / left))
        mass += weight
        k += 1
        weight *= lost.expected / k
    return min(max(total, 0.0), 1.0)


def train_seconds_quantile(p: float, train_seconds: float, throughput: Belief) -> float:
    """The train time not exceeded with probability p (slow throughput: long time)."""
    return train_seconds / throughput.quantile(1 - p)
