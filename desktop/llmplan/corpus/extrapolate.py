"""From what a scan read to totals with 95 % intervals: per type, whole folder, copies, archive.

The folder total is the sampling design's estimate (`llmplan.corpus.sampling`): per stratum
(type × size class × single/copies) the ratio estimator with finite-population correction —
exact where every unit was read. A type's row adds its strata. A stratum with nothing read
(a scan cancelled at once) takes the others' tokens per byte with a 100 % error.

The tokens of exact copies (beyond each group's first file) are known where the group was
read (its first file's count times the further copies) and estimated for the unread groups
by the ratio estimator over the read groups of the same stratum, i.e. their tokens per byte
(a stratum with a single read group: the stratum's own tokens per byte).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from llmplan.corpus.estimators import Estimate, combine_strata, density_from_files
from llmplan.corpus.reasons import Reason, reason
from llmplan.corpus.sampling import DesignStratum, SampleDesign, pooled_estimates


@dataclass
class StratumEstimate:
    estimate: Estimate
    method: str  # "exact", "sample" or "pooled"


def _stratum_estimates(design: SampleDesign, counter: int) -> dict[str, StratumEstimate]:
    result: dict[str, StratumEstimate] = {}
    known: list[tuple[DesignStratum, Estimate]] = []
    pending: list[DesignStratum] = []
    for key, estimate in design.stratum_estimates(counter).items():
        stratum = design.strata[key]
        if estimate is None:
            pending.append(stratum)
            continue
        method = "exact" if stratum.prefix >= stratum.population else "sample"
        result[key] = StratumEstimate(estimate, method)
        known.append((stratum, estimate))
    for stratum, estimate in pooled_estimates(known, pending):
        result[stratum.key] = StratumEstimate(estimate, "pooled")
    return result


def estimate_types(
    design: SampleDesign, type_of: Mapping[str, str], types: Sequence[str], counter: int
) -> dict[str, StratumEstimate]:
    """Each type's total for one counter (by its position in the scan's tokenizer list);
    types without units to read (unreadable, or only empty files) are exactly zero."""
    per_stratum = _stratum_estimates(design, counter)
    result: dict[str, StratumEstimate] = {}
    for type_key in types:
        parts = [e for k, e in per_stratum.items() if type_of[k] == type_key]
        if not parts:
            result[type_key] = StratumEstimate(Estimate(0.0), "exact")
            continue
        methods = {p.method for p in parts}
        method = "pooled" if "pooled" in methods else "sample" if "sample" in methods else "exact"
        result[type_key] = StratumEstimate(combine_strata([p.estimate for p in parts]), method)
    return result


def folder_total(design: SampleDesign, counter: int) -> Estimate:
    return combine_strata([e.estimate for e in _stratum_estimates(design, counter).values()])


def type_density(
    design: SampleDesign,
    strata_of_type: Sequence[str],
    estimate: StratumEstimate,
    type_bytes: int,
    counter: int,
) -> Estimate:
    """Tokens per byte of a type as a sample of a larger archive of that type."""
    if type_bytes == 0 or not strata_of_type:
        return Estimate(0.0)
    if estimate.method == "exact":
        sizes: list[float] = []
        tokens: list[float] = []
        for key in strata_of_type:
            stratum = design.strata[key]
            for unit, counts in stratum.resolved.items():
                # the file's bytes (x may be a gzip file's inflated size)
                sizes.append(float(stratum.read_bytes[unit] * stratum.copies[unit]))
                tokens.append(counts[counter])
        return density_from_files(sizes, tokens)
    return estimate.estimate.scaled(1.0 / type_bytes)


def archive_total(
    design: SampleDesign,
    type_of: Mapping[str, str],
    per_type: Mapping[str, StratumEstimate],
    type_bytes: Mapping[str, int],
    archive_bytes: Mapping[str, int],
    counter: int,
) -> tuple[Estimate, list[Reason]]:
    """Tokens of an archive of the given bytes per type, from the folder's densities.

    Types the folder does not hold use the folder's overall density (noted). The interval
    covers the sampling error only: whether the folder is representative of the archive
    is the user's assumption.
    """
    notes: list[Reason] = []
    readable = sorted({type_of[k] for k in design.strata})
    overall_bytes = sum(type_bytes[k] for k in readable)
    overall = (
        combine_strata([per_type[k].estimate for k in readable]).scaled(1.0 / overall_bytes)
        if overall_bytes
        else Estimate(0.0)
    )
    parts: list[Estimate] = []
    for key, size in archive_bytes.items():
        if key in per_type:
            strata = [k for k in design.strata if type_of[k] == key]
            density = type_density(design, strata, per_type[key], type_bytes[key], counter)
        else:
            density = overall
            notes.append(reason("archive_type_missing", kind=key))
        parts.append(density.scaled(float(size)))
    return combine_strata(parts) if parts else Estimate(0.0), notes


def apportion(total_bytes: int, readable_bytes: Mapping[str, int]) -> dict[str, int]:
    """Split one archive size over types in the folder's byte mix (readable types only)."""
    readable = {k: b for k, b in readable_bytes.items() if b > 0}
    folder = sum(readable.values())
    if folder == 0:
        return {}
    return {k: round(total_bytes * b / folder) for k, b in readable.items()}
