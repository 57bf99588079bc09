"""Measured (and simulated) training runs the planner is judged against, and the judgement.

Records live in `resources/validation/*.json` (format: one group per file, each record a
full scenario, its source and what was measured) and are validated on load. `validate()`
plans every record and compares: memory as the card shows it (context + reserved, GiB),
and throughput against the planned tokens/s band.
"""

from __future__ import annotations

import json
import statistics
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from llmplan.catalog.load import Catalog, load_catalog
from llmplan.core.explain import GB
from llmplan.core.objectives import ObjectiveFamily, objective_spec
from llmplan.core.odds import RunError, run_traits
from llmplan.core.odds_plan import with_odds
from llmplan.core.plan import plan
from llmplan.core.result import MeasuredSetup, PlanResult, UnmeasuredAspect, ValidationVerdict
from llmplan.core.scenario import Framework, Method, Objective, Scenario, Sharding
from llmplan.core.stacks.registry import is_idealised
from llmplan.resources import resource_path
from llmplan.units import GIB

# A throughput that implies more than this share of the GPUs' dense peak cannot be the
# setup the record describes (the best published training runs reach about 75 %).
PLAUSIBLE_MFU = 0.85
VALIDATION_DIR = ("validation",)


class ValidationFileError(ValueError):
    """A validation file that does not match the record format; names file and field."""


class _Record(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RunSource(_Record):
    title: str = Field(min_length=3)
    url: str = ""
    date: str = ""
    note: str = ""


class Measured(_Record):
    """What was measured; None where the source does not report it."""

    memory_in_use_gib: float | None = Field(None, gt=0, description="context + reserved")
    peak_allocated_gib: float | None = Field(None, gt=0)
    peak_reserved_gib: float | None = Field(None, gt=0)
    tokens_per_second: float | None = Field(None, gt=0, description="whole run, all GPUs")
    power_w: float | None = Field(None, gt=0, description="average board draw per GPU")


class NotComparable(_Record):
    """Measured figures kept in the record but not compared, each with the reason from the
    source (e.g. a table that names the GPUs a run fits on, not the GPU it was timed on)."""

    memory: str = Field("", description="why the memory figure is not compared")
    tokens_per_second: str = Field("", description="why the tokens/s are not compared")


RecordKind = Literal["measured", "simulated"]


class ValidationRecord(_Record):
    id: str = Field(min_length=3)
    kind: RecordKind
    source: RunSource
    scenario: Scenario
    measured: Measured
    not_comparable: NotComparable = NotComparable()


class ValidationGroup(_Record):
    group: str
    description: str = ""
    records: list[ValidationRecord]


@dataclass(frozen=True)
class RecordResult:
    """One record planned and compared."""

    record: ValidationRecord
    planned_in_use_gib: float
    measured_gib: float | None  # in use, reserved or allocated (see `compared`)
    memory_error: float | None  # (planned − measured) / measured
    capacity_gib: float
    planned_fits: bool
    planned_tps_low: float
    planned_tps_high: float
    tps_inside_band: bool | None
    compared: str = "in use"
    implied_mfu: float | None = None  # the MFU the measured tokens/s implies
    gpu_count: int = 1  # all GPUs of the run (servers × GPUs per server)
    planned_tps: float = 0.0  # the plan's own tokens/s (the middle of the band)

    @property
    def memory_not_compared(self) -> str:
        """The record's reason not to compare its memory figure ('' when compared)."""
        return self.record.not_comparable.memory

    @property
    def tps_not_compared(self) -> str:
        """Why the measured tokens/s are not judged ('' when they are)."""
        reason = self.record.not_comparable.tokens_per_second
        if reason or self.record.measured.tokens_per_second is None:
            return reason
        if self.tps_inside_band is None and self.implied_mfu is not None:
            return f"implies {self.implied_mfu:.0%} MFU"
        return ""

    @property
    def framework(self) -> Framework:
        return self.record.scenario.framework

    @property
    def fit_judged(self) -> bool:
        """Whether the plan's fit can be held against the run: a measured run, planned as it
        ran (a record that says why its memory is not comparable plans another setup)."""
        return self.record.kind == "measured" and not self.record.not_comparable.memory

    @property
    def fits_but_exceeded(self) -> bool:
        """The plan said it fits, and the run needed more than the card has (the plan
        under-estimated where it matters)."""
        return (
            self.fit_judged
            and self.planned_fits
            and self.measured_gib is not None
            and self.measured_gib > self.capacity_gib
        )

    @property
    def ran_but_planned_not_to_fit(self) -> bool:
        """The plan said it does not fit, yet the run ran on that card (the plan
        over-estimated where it matters: it would have ruled the setup out)."""
        return self.fit_judged and not self.planned_fits


@dataclass(frozen=True)
class FrameworkSummary:
    framework: Framework
    runs: int  # measured records with a memory figure
    median_abs_error: float
    worst_abs_error: float
    simulated: int
    simulated_worst_abs_error: float = float("nan")
    # both directions, over the measured runs: signed (planned − measured) / measured
    median_error: float = float("nan")
    most_under: float = float("nan")  # the most negative error: the plan below the run
    most_over: float = float("nan")  # the most positive: the plan above the run
    under: int = 0  # runs the plan put below what they used
    over: int = 0  # runs the plan put above what they used
    fits_but_exceeded: int = 0  # planned to fit, needed more than the card
    ran_but_planned_not_to_fit: int = 0  # planned not to fit, ran on that card


def load_records(directory: Path | None = None) -> list[ValidationRecord]:
    """Every record of every `*.json` in the validation folder, validated."""
    folder = directory if directory is not None else resource_path(*VALIDATION_DIR)
    records: list[ValidationRecord] = []
    for path in sorted(folder.glob("*.json")):
        try:
            group = ValidationGroup.model_validate(json.loads(path.read_text(encoding="utf-8")))
        except ValidationError as error:
            problems = "; ".join(
                ".".join(str(part) for part in e["loc"]) + ": " + e["msg"] for e in error.errors()
            )
            raise ValidationFileError(f"{path.name}: {problems}") from None
        except json.JSONDecodeError as error:
            raise ValidationFileError(f"{path.name}: not JSON ({error})") from None
        records.extend(group.records)
    ids = [record.id for record in records]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise ValidationFileError(f"duplicate record ids: {', '.join(duplicates)}")
    return records


def check_record(record: ValidationRecord, catalog: Catalog) -> RecordResult:
    result = plan(record.scenario, catalog)
    m = result.memory.memory_per_gpu_gb
    planned, measured, compared = _comparable_memory(record, result)
    if record.not_comparable.memory:
        compared = "not compared"
    error = (
        (planned - measured) / measured if measured and not record.not_comparable.memory else None
    )
    tokens = record.scenario.total_tokens
    low = tokens / result.time.train_seconds_conservative
    high = tokens / result.time.train_seconds_optimistic
    tps = record.measured.tokens_per_second
    implied_mfu = None
    planned_mfu = result.time.mfu
    if tps is not None and planned_mfu is not None:
        implied_mfu = planned_mfu * tps * result.time.train_seconds / tokens
    inside = None if tps is None else low * (1 - 1e-9) <= tps <= high * (1 + 1e-9)
    if implied_mfu is not None and implied_mfu > PLAUSIBLE_MFU:
        inside = None  # not comparable: reported, not judged
    if record.not_comparable.tokens_per_second:
        inside = None
    return RecordResult(
        record=record,
        planned_in_use_gib=planned,
        measured_gib=measured,
        memory_error=error,
        capacity_gib=m.capacity * GB / GIB,
        planned_fits=result.memory.fits,
        planned_tps_low=low,
        planned_tps_high=high,
        tps_inside_band=inside,
        compared=compared,
        implied_mfu=implied_mfu,
        gpu_count=result.gpu_count,
        planned_tps=tokens / result.time.train_seconds,
    )


def _comparable_memory(
    record: ValidationRecord, result: PlanResult
) -> tuple[float, float | None, str]:
    """(planned GiB, measured GiB, what is compared): what the card showed where known,
    else the allocator's peak reservation, else its peak allocation (simulated runs and
    most published tables), with the plan's context and reserve taken off to match."""
    m = result.memory.memory_per_gpu_gb
    in_use = m.total * GB / GIB
    # the reference model plans context and reserve as one figure (`overhead_gb`; None
    # here): nothing is taken off for it
    context = (m.context or 0.0) * GB / GIB
    reserve = (m.reserve or 0.0) * GB / GIB
    # paged optimizer states (unified memory) show on the card, not in the allocator's stats
    paged = m.paged_on_card * GB / GIB
    measured = record.measured
    if record.kind == "measured" and measured.memory_in_use_gib is not None:
        return in_use, measured.memory_in_use_gib, "in use"
    if record.kind == "measured" and measured.peak_reserved_gib is not None:
        return in_use - context - paged, measured.peak_reserved_gib, "reserved"
    if measured.peak_allocated_gib is not None:
        return in_use - context - reserve - paged, measured.peak_allocated_gib, "allocated"
    return in_use, None, "none"


def validate(
    records: Iterable[ValidationRecord] | None = None, catalog: Catalog | None = None
) -> list[RecordResult]:
    cat = catalog if catalog is not None else load_catalog()
    chosen = load_records() if records is None else list(records)
    return [check_record(record, cat) for record in chosen]


def summarize(results: Iterable[RecordResult]) -> list[FrameworkSummary]:
    """Per framework, over measured runs only: median and worst |memory error|, and both
    directions — the signed median, the largest under- and over-estimate and how many runs
    each way, the runs planned to fit that needed more than the card and the runs planned
    not to fit that ran."""
    by_framework: dict[Framework, list[RecordResult]] = {}
    for result in results:
        by_framework.setdefault(result.framework, []).append(result)
    out = []
    for framework, rows in sorted(by_framework.items()):
        signed = [
            r.memory_error
            for r in rows
            if r.memory_error is not None and r.record.kind == "measured"
        ]
        errors = [abs(e) for e in signed]
        simulated_errors = [
            abs(r.memory_error)
            for r in rows
            if r.memory_error is not None and r.record.kind == "simulated"
        ]
        simulated = len(simulated_errors)
        out.append(
            FrameworkSummary(
                framework=framework,
                runs=len(errors),
                median_abs_error=statistics.median(errors) if errors else float("nan"),
                worst_abs_error=max(errors) if errors else float("nan"),
                simulated=simulated,
                simulated_worst_abs_error=max(simulated_errors, default=float("nan")),
                median_error=statistics.median(signed) if signed else float("nan"),
                most_under=min(signed, default=float("nan")),
                most_over=max(signed, default=float("nan")),
                under=sum(1 for e in signed if e < 0),
                over=sum(1 for e in signed if e > 0),
                fits_but_exceeded=sum(1 for r in rows if r.fits_but_exceeded),
                ran_but_planned_not_to_fit=sum(1 for r in rows if r.ran_but_planned_not_to_fit),
            )
        )
    return out


@cache
def _shipped_records() -> tuple[ValidationRecord, ...]:
    return tuple(load_records())


@cache
def _shipped_results_of(framework: Framework, kind: RecordKind) -> tuple[RecordResult, ...]:
    """The bundled records of one stack and kind planned and compared (once per process): a
    plan's verdict needs only its own stack's measured runs, a fraction of them all."""
    catalog = load_catalog()
    return tuple(
        check_record(record, catalog)
        for record in _shipped_records()
        if record.scenario.framework == framework and record.kind == kind
    )


@cache
def shipped_results() -> tuple[RecordResult, ...]:
    """Every bundled record planned and compared (once per process), in the files' order."""
    records = _shipped_records()
    planned = {
        result.record.id: result
        for framework, kind in {(r.scenario.framework, r.kind) for r in records}
        for result in _shipped_results_of(framework, kind)
    }
    return tuple(planned[record.id] for record in records)


@cache
def shipped_summary() -> dict[str, FrameworkSummary]:
    """The validation of the bundled records, per framework (computed once per process)."""
    return {s.framework: s for s in summarize(shipped_results())}


# The advisor never keeps more free than the acceptance bound for a stack's worst
# error: one record of a setup the profile does not model would otherwise rule out every card.
MAX_MEMORY_MARGIN = 0.25


def memory_margin(framework: Framework, objective: Objective = "sft") -> float:
    """Share of the planned memory a configuration must keep free on top to count as
    fitting: the worst memory error validated for this training software (on runs of the
    plan's kind of objective where there are any), at most MAX_MEMORY_MARGIN; 0 for the
    reference model and for stacks without measured runs."""
    if is_idealised(framework):
        return 0.0
    errors = [abs(e) for _s, e in _runs_for(framework, objective)[0]]
    return min(max(errors), MAX_MEMORY_MARGIN) if errors else 0.0


# ---- The verdict one plan carries: how far the measured runs back its setup


def setup_of(gpus: int, sharding: Sharding, method: Method) -> MeasuredSetup:
    """The setup as it runs: sharding means nothing on one GPU."""
    return MeasuredSetup(gpus=gpus, sharding="none" if gpus == 1 else sharding, method=method)


# What a run trains on decides which tensors it keeps (a preference step holds two
# sequences and a reference; an RL step a rollout engine): runs back plans of their family.
MeasuredRun = tuple[Framework, MeasuredSetup, ObjectiveFamily, float]


@cache
def _measured_runs(framework: Framework) -> tuple[MeasuredRun, ...]:
    """(stack, setup, kind of objective, signed memory error) of the stack's every measured
    run with a compared memory."""
    return tuple(
        (
            r.framework,
            setup_of(r.gpu_count, r.record.scenario.sharding, r.record.scenario.method),
            objective_spec(r.record.scenario.objective).family,
            e,
        )
        for r in _shipped_results_of(framework, "measured")
        if (e := r.memory_error) is not None
    )


def _runs_for(
    framework: Framework, objective: Objective, runs: Iterable[MeasuredRun] | None = None
) -> tuple[list[tuple[MeasuredSetup, float]], bool]:
    """(setup, error) of the stack's runs of the plan's kind of objective, or of all its runs
    where none is of that kind; and whether they are of that kind."""
    runs = _measured_runs(framework) if runs is None else runs
    mine = [run for run in runs if run[0] == framework]
    kin = [(s, e) for _f, s, k, e in mine if k == objective_spec(objective).family]
    return (kin, True) if kin or not mine else ([(s, e) for _f, s, _k, e in mine], False)


def verdict(
    framework: Framework,
    setup: MeasuredSetup,
    runs: Iterable[MeasuredRun] | None = None,
    objective: Objective = "sft",
) -> ValidationVerdict:
    """The runs of this stack and kind of objective with this plan's setup (GPU count,
    sharding, method), or, where none has it, all runs of the stack's kind of objective (all
    its runs where none is of that kind) and what of the setup they did not measure."""
    mine, kin = _runs_for(framework, objective, runs)
    same = [e for s, e in mine if s == setup] if kin else []
    errors = same or [e for _s, e in mine]
    setups = sorted({s for s, _e in mine}, key=lambda s: (s.gpus, s.sharding, s.method))
    missing: list[UnmeasuredAspect] = [] if kin else ["objective"]
    if mine and not same:
        for aspect, value in (
            ("gpu_count", setup.gpus),
            ("sharding", setup.sharding),
            ("method", setup.method),
        ):
            if all(getattr(s, _ATTRIBUTE[aspect]) != value for s, _e in mine):
                missing.append(aspect)  # type: ignore[arg-type]
        missing = missing or ["combination"]
    return ValidationVerdict(
        stack=framework,
        setup=setup,
        runs=len(errors),
        median_error=statistics.median(abs(e) for e in errors) if errors else None,
        worst_error=max(abs(e) for e in errors) if errors else None,
        runs_below=sum(1 for e in errors if e < 0),
        same_setup=bool(same),
        measured_setups=setups,
        not_measured=missing,
        margin=memory_margin(framework, objective),
    )


_ATTRIBUTE = {"gpu_count": "gpus", "sharding": "sharding", "method": "method"}


def with_validation(result: PlanResult, scenario: Scenario) -> PlanResult:
    """`result` carrying the verdict of the measured runs on its setup, and the odds their
    errors give it (llmplan.core.odds)."""
    setup = setup_of(result.gpu_count, scenario.sharding, scenario.method)
    checked = verdict(result.framework, setup, objective=scenario.objective)
    return with_odds(result.model_copy(update={"validation": checked}), scenario, run_errors())


def run_error(r: RecordResult) -> RunError | None:
    """measured ÷ planned of one compared measured run (None: nothing compared)."""
    if r.record.kind != "measured":
        return None
    memory = (
        r.measured_gib / r.planned_in_use_gib
        if r.memory_error is not None and r.measured_gib and r.planned_in_use_gib > 0
        else None
    )
    tps = r.record.measured.tokens_per_second
    throughput = tps / r.planned_tps if tps and r.tps_inside_band is not None else None
    if memory is None and throughput is None:
        return None
    scenario = r.record.scenario
    traits = run_traits(
        r.framework,
        scenario.method,
        scenario.sharding,
        r.gpu_count,
        scenario.precision,
        scenario.seq_len,
    )
    return RunError(r.record.id, traits, memory, throughput)


@cache
def run_errors() -> tuple[RunError, ...]:
    """The errors of every shipped measured run (computed once per process)."""
    return tuple(e for r in shipped_results() if (e := run_error(r)) is not None)
