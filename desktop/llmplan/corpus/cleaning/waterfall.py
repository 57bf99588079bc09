"""Tokens removed per cleaning step, and the trainable tokens, with 95 % intervals.

Per file type h the scan knows the type's estimated tokens T_h (with its interval) and, for
the n_h documents read, each document's tokens t_i and the tokens each step removed from it
s_i (a document's tokens go to the first step that removes them, so the steps add up). The
removed share of the type is the ratio estimate r_h = Σ s_i / Σ t_i; the step removes
Σ_h T_h · r_h. Its variance, with the documents read as a sample of the type's N_h files
(the ratio estimator's variance, Cochran 1977, "Sampling Techniques", ch. 6, with the
finite-population correction), is

    Var(r_h) = (1 − n_h/N_h) / (n_h (n_h − 1)) · Σ (s_i − r_h t_i)² / t̄_h²

plus the uncertainty of T_h itself (r_h² · Var T_h). When every file was read the
correction is 0 and the interval is the point. Only sums travel: Σ t, Σ t², Σ s, Σ s²,
Σ s·t per type and language (`StepMoments`), so the kept languages can change after the
scan without reading again.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from pydantic import BaseModel, Field

from llmplan.corpus.cleaning.steps import STEPS

Z95 = 1.959964
# what each document's tokens are split into: the tokens each step takes as the scan
# records it (the language step's are known only once the kept languages are), and the rest
QUANTITIES = (*(step.id for step in STEPS if step.phase != "languages"), "remaining")


class Sums(BaseModel):
    """Σ q, Σ q², Σ q·t of one quantity over documents."""

    total: float = 0.0
    squares: float = 0.0
    cross: float = 0.0

    def merged(self, other: Sums) -> Sums:
        return Sums(
            total=self.total + other.total,
            squares=self.squares + other.squares,
            cross=self.cross + other.cross,
        )


class StepMoments(BaseModel):
    """The sums of one file type and language."""

    documents: int = 0
    tokens: Sums = Field(default_factory=Sums)
    removed: dict[str, Sums] = Field(default_factory=lambda: {q: Sums() for q in QUANTITIES})


class MomentSums:
    """A `StepMoments` summed one document at a time, in plain floats (a pydantic
    assignment per sum cost the parent ~6 µs a document, after the last file was read);
    `moments` makes the model once, at the end."""

    __slots__ = ("documents", "sums")

    def __init__(self) -> None:
        self.documents = 0
        # total, squares, cross of the tokens, then of each quantity in QUANTITIES' order
        self.sums = [0.0] * (3 * (1 + len(QUANTITIES)))

    def add(self, tokens: float, removed: Mapping[str, float]) -> None:
        self.documents += 1
        sums = self.sums
        sums[0] += tokens
        sums[1] += tokens * tokens
        sums[2] += tokens * tokens
        at = 3
        for quantity in QUANTITIES:
            value = removed.get(quantity, 0.0)
            sums[at] += value
            sums[at + 1] += value * value
            sums[at + 2] += value * tokens
            at += 3

    def moments(self) -> StepMoments:
        sums = self.sums
        triples = [
            Sums(total=sums[k], squares=sums[k + 1], cross=sums[k + 2])
            for k in range(0, len(sums), 3)
        ]
        return StepMoments(
            documents=self.documents,
            tokens=triples[0],
            removed=dict(zip(QUANTITIES, triples[1:], strict=True)),
        )


@dataclass(frozen=True)
class TypeTotal:
    """A file type's estimated tokens, their standard error, files found and read."""

    tokens: float
    standard_error: float
    files: int
    sampled: bool


@dataclass(frozen=True)
class Figure:
    value: float
    low: float
    high: float


def _ratio_figure(
    quantity: Iterable[Sums], documents: int, tokens: Sums, total: TypeTotal
) -> tuple[float, float]:
    """(estimate, variance) of T_h · r_h for one type."""
    merged = Sums()
    for part in quantity:
        merged = merged.merged(part)
    if tokens.total <= 0 or documents == 0:
        return 0.0, 0.0
    ratio = merged.total / tokens.total
    estimate = total.tokens * ratio
    variance = (ratio * total.standard_error) ** 2
    if total.sampled and documents > 1:
        correction = max(0.0, 1.0 - documents / max(total.files, documents))
        mean_tokens = tokens.total / documents
        residual = max(
            0.0, merged.squares - 2 * ratio * merged.cross + ratio * ratio * tokens.squares
        )
        ratio_variance = correction * residual / (documents * (documents - 1) * mean_tokens**2)
        variance += total.tokens**2 * ratio_variance
    return estimate, variance


def estimate_quantity(
    moments: Mapping[str, Mapping[str, StepMoments]],
    totals: Mapping[str, TypeTotal],
    quantity: str,
    languages: Iterable[str] | None = None,
) -> Figure:
    """Σ_h T_h r_h of a quantity (over the given languages; None: all), with 95 % interval."""
    wanted = None if languages is None else set(languages)
    value = variance = 0.0
    for key, total in totals.items():
        per_language = moments.get(key, {})
        chosen = [m for code, m in per_language.items() if wanted is None or code in wanted]
        documents = sum(m.documents for m in per_language.values())
        tokens = Sums()
        for m in per_language.values():
            tokens = tokens.merged(m.tokens)
        # (sums saved before a step was registered have none of its quantity: nothing)
        estimate, var = _ratio_figure(
            (m.removed.get(quantity, Sums()) for m in chosen), documents, tokens, total
        )
        value += estimate
        variance += var
    spread = Z95 * math.sqrt(variance)
    return Figure(value, max(0.0, value - spread), value + spread)


def language_codes(moments: Mapping[str, Mapping[str, StepMoments]]) -> list[str]:
    return sorted({code for per_language in moments.values() for code in per_language})


def step_figures(
    moments: Mapping[str, Mapping[str, StepMoments]],
    totals: Mapping[str, TypeTotal],
    keep_languages: Iterable[str] | None,
) -> dict[str, Figure]:
    """Tokens removed by each step (in `STEPS` order) and 'trainable' (what is left)."""
    codes = language_codes(moments)
    kept = codes if keep_languages is None else [c for c in codes if c in set(keep_languages)]
    dropped = [c for c in codes if c not in kept]
    figures = {
        step.id: (
            estimate_quantity(moments, totals, "remaining", dropped)
            if step.phase == "languages"
            else estimate_quantity(moments, totals, step.id)
        )
        for step in STEPS
    }
    figures["trainable"] = estimate_quantity(moments, totals, "remaining", kept)
    return figures
