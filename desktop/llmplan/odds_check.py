"""How well the odds held on the shipped runs, each left out of its own evidence (issue 35).

For every measured run: the belief of memory and throughput from all other runs
(llmplan.core.odds), and where the measurement fell in it. Three checks: the P10-P90
throughput interval's coverage and median width, the runs planned at P(fits) >= 95 % on
their own card that measured above it, and stated vs observed frequency per decile.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass
from functools import cache

from llmplan.core.odds import belief
from llmplan.core.odds_plan import FITS_FROM
from llmplan.validation import RecordResult, run_error, shipped_results

# the acceptance of issue 35
COVERAGE_RANGE = (0.70, 0.90)
MAX_MEDIAN_WIDTH = 1.6
MAX_DECILE_GAP = 0.10
MIN_DECILE_RUNS = 10
DECILES = tuple(i / 10 for i in range(1, 10))


@dataclass(frozen=True)
class DecileCheck:
    """Stated P(measured ÷ planned <= the q-quantile) = q against how often it was."""

    stated: float
    observed: float
    runs: int

    @property
    def held(self) -> bool:
        return (
            self.runs < MIN_DECILE_RUNS or abs(self.observed - self.stated) <= MAX_DECILE_GAP + 1e-9
        )


@dataclass(frozen=True)
class OddsCheck:
    throughput_runs: int
    inside_p10_p90: int
    median_width: float  # P90 ÷ P10 of the throughput
    missed: tuple[str, ...]  # runs outside their P10-P90
    memory_runs: int
    confident_fits: int  # runs with P(fits) >= 95 % on their own card
    confident_but_exceeded: tuple[str, ...]
    throughput_deciles: tuple[DecileCheck, ...]
    memory_deciles: tuple[DecileCheck, ...]

    @property
    def coverage(self) -> float:
        return self.inside_p10_p90 / self.throughput_runs

    @property
    def coverage_held(self) -> bool:
        return COVERAGE_RANGE[0] <= self.coverage <= COVERAGE_RANGE[1]

    @property
    def width_held(self) -> bool:
        return self.median_width <= MAX_MEDIAN_WIDTH

    @property
    def deciles_held(self) -> bool:
        return all(d.held for d in (*self.throughput_deciles, *self.memory_deciles))


def check_odds(results: tuple[RecordResult, ...]) -> OddsCheck:
    """Leave-one-out over `results`' measured runs."""
    pairs = [(r, e) for r in results if (e := run_error(r)) is not None]
    errors = tuple(e for _r, e in pairs)
    speed_at: list[float] = []  # where each measurement fell: P(ratio <= measured)
    widths: list[float] = []
    missed: list[str] = []
    memory_at: list[float] = []
    confident = 0
    exceeded: list[str] = []
    for record, error in pairs:
        if error.throughput_ratio is not None:
            b = belief(error.traits, errors, "throughput", exclude=error.run_id)
            low, high = b.quantile(0.1), b.quantile(0.9)
            widths.append(high / low)
            if not low <= error.throughput_ratio <= high:
                missed.append(error.run_id)
            speed_at.append(b.probability_below(error.throughput_ratio))
        if error.memory_ratio is not None:
            b = belief(error.traits, errors, "memory", exclude=error.run_id)
            memory_at.append(b.probability_below(error.memory_ratio))
            if b.probability_below(record.capacity_gib / record.planned_in_use_gib) >= FITS_FROM:
                confident += 1
                if record.measured_gib is not None and record.measured_gib > record.capacity_gib:
                    exceeded.append(error.run_id)
    return OddsCheck(
        throughput_runs=len(speed_at),
        inside_p10_p90=len(speed_at) - len(missed),
        median_width=statistics.median(widths),
        missed=tuple(missed),
        memory_runs=len(memory_at),
        confident_fits=confident,
        confident_but_exceeded=tuple(exceeded),
        throughput_deciles=_deciles(speed_at),
        memory_deciles=_deciles(memory_at),
    )


def _deciles(positions: list[float]) -> tuple[DecileCheck, ...]:
    n = len(positions)
    return tuple(
        DecileCheck(stated=q, observed=sum(1 for p in positions if p <= q) / n, runs=n)
        for q in DECILES
    )


@cache
def shipped_odds_check() -> OddsCheck:
    """The check on the bundled runs (once per process)."""
    return check_odds(shipped_results())


def format_odds_check(check: OddsCheck) -> str:
    """The check as `llmplan validate` prints it (English, like the rest of its report)."""

    def mark(held: bool) -> str:
        return "holds" if held else "MISSED"

    low, high = COVERAGE_RANGE
    lines = [
        "Odds, each run left out of its own evidence:",
        f"  P10-P90 run time holds {check.inside_p10_p90} of {check.throughput_runs} measured "
        f"runs ({check.coverage:.0%}; target {low:.0%}-{high:.0%}: {mark(check.coverage_held)}), "
        f"median width {check.median_width:.2f}x (target <= {MAX_MEDIAN_WIDTH}x: "
        f"{mark(check.width_held)})",
        f"  outside P10-P90: {', '.join(check.missed) or 'none'}",
        f"  P(fits) >= {FITS_FROM:.0%} on their own card: {check.confident_fits} of "
        f"{check.memory_runs} runs; measured above the card: "
        f"{', '.join(check.confident_but_exceeded) or 'none'}",
    ]
    for name, deciles in (
        ("throughput", check.throughput_deciles),
        ("memory", check.memory_deciles),
    ):
        cells = ", ".join(f"{d.stated:.0%}->{d.observed:.0%}" for d in deciles)
        runs = deciles[0].runs if deciles else 0
        held = all(d.held for d in deciles)
        lines.append(f"  stated -> observed ({name}, {runs} runs): {cells}: {mark(held)}")
    return "\n".join(lines)
