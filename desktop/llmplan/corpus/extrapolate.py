"""From what a scan read to totals with 95 % intervals: per type, whole folder, archive.

Per stratum (file type), in order of preference:
1. every non-empty file was read (or the type is never readable): the count is exact;
2. a size-proportional draw sequence was read: Hansen–Hurwitz over the drawn files;
3. some files were read but not drawn at random (a cancelled full scan): the ratio of
   what was read, flagged in the notes — the unread files may differ;
4. nothing was read: the pooled tokens-per-byte of the other types, with a 100 % error.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from llmplan.corpus.sampling import Estimate, combine_strata, density_from_files, hansen_hurwitz


@dataclass
class StratumObservations:
    sizes: Sequence[int]  # every file of the type, in walk order
    resolved: dict[int, tuple[int, ...]] = field(default_factory=dict)  # index -> tokens
    draws: list[int] = field(default_factory=list)  # PPS draw sequence, by file index
    unreadable_type: bool = False  # known unsupported: zero tokens without reading

    @property
    def bytes(self) -> int:
        return sum(self.sizes)

    def complete(self) -> bool:
        if self.unreadable_type:
            return True
        return all(i in self.resolved for i, size in enumerate(self.sizes) if size > 0)

    def resolved_draws(self) -> list[int]:
        """The longest prefix of the draw sequence whose files have all been read."""
        for position, index in enumerate(self.draws):
            if index not in self.resolved:
                return self.draws[:position]
        return self.draws


@dataclass
class StratumEstimate:
    estimate: Estimate
    method: str  # "exact", "sample", "ratio" or "pooled"


def _tokens(observations: StratumObservations, index: int, tokenizer: int) -> int:
    counts = observations.resolved[index]
    return counts[tokenizer] if counts else 0


def estimate_strata(
    strata: Mapping[str, StratumObservations], tokenizer: int
) -> dict[str, StratumEstimate]:
    """Each type's total for one tokenizer (by its position in the scan's tokenizer list)."""
    result: dict[str, StratumEstimate] = {}
    pending: list[str] = []
    for key, obs in strata.items():
        if obs.complete():
            exact = sum(_tokens(obs, i, tokenizer) for i in obs.resolved)
            result[key] = StratumEstimate(Estimate(float(exact)), "exact")
        elif draws := obs.resolved_draws():
            sample = [(obs.sizes[i], float(_tokens(obs, i, tokenizer))) for i in draws]
            result[key] = StratumEstimate(hansen_hurwitz(obs.bytes, sample), "sample")
        elif obs.resolved:
            indices = list(obs.resolved)
            density = density_from_files(
                [obs.sizes[i] for i in indices], [_tokens(obs, i, tokenizer) for i in indices]
            )
            result[key] = StratumEstimate(density.scaled(obs.bytes), "ratio")
        else:
            pending.append(key)
    known = [k for k in result if not strata[k].unreadable_type]
    known_bytes = sum(strata[k].bytes for k in known)
    known_tokens = sum(result[k].estimate.value for k in known)
    pooled = known_tokens / known_bytes if known_bytes else 0.0
    for key in pending:
        value = pooled * strata[key].bytes
        result[key] = StratumEstimate(Estimate(value, value * value, 1.0), "pooled")
    return result


def folder_total(per_type: Mapping[str, StratumEstimate]) -> Estimate:
    return combine_strata([e.estimate for e in per_type.values()])


def type_density(obs: StratumObservations, estimate: StratumEstimate, tokenizer: int) -> Estimate:
    """Tokens per byte of a type as a sample of a larger archive of that type."""
    if obs.unreadable_type or obs.bytes == 0:
        return Estimate(0.0)
    if estimate.method == "exact":
        indices = [i for i in obs.resolved if obs.sizes[i] > 0]
        return density_from_files(
            [obs.sizes[i] for i in indices], [_tokens(obs, i, tokenizer) for i in indices]
        )
    return estimate.estimate.scaled(1.0 / obs.bytes)


def archive_total(
    strata: Mapping[str, StratumObservations],
    per_type: Mapping[str, StratumEstimate],
    archive_bytes: Mapping[str, int],
    tokenizer: int,
) -> tuple[Estimate, list[str]]:
    """Tokens of an archive of the given bytes per type, from the folder's densities.

    Types the folder does not hold use the folder's overall density (noted). The interval
    covers the sampling error only: whether the folder is representative of the archive
    is the user's assumption.
    """
    notes: list[str] = []
    readable = [k for k, o in strata.items() if not o.unreadable_type and o.bytes > 0]
    overall_bytes = sum(strata[k].bytes for k in readable)
    overall = (
        combine_strata([per_type[k].estimate for k in readable]).scaled(1.0 / overall_bytes)
        if overall_bytes
        else Estimate(0.0)
    )
    parts: list[Estimate] = []
    for key, size in archive_bytes.items():
        if key in strata:
            density = type_density(strata[key], per_type[key], tokenizer)
        else:
            density = overall
            notes.append(f"no {key} files in the folder: the folder's average tokens per byte used")
        parts.append(density.scaled(float(size)))
    return combine_strata(parts) if parts else Estimate(0.0), notes


def apportion(total_bytes: int, strata: Mapping[str, StratumObservations]) -> dict[str, int]:
    """Split one archive size over types in the folder's byte mix (readable types only)."""
    readable = {k: o.bytes for k, o in strata.items() if not o.unreadable_type and o.bytes > 0}
    folder = sum(readable.values())
    if folder == 0:
        return {}
    return {k: round(total_bytes * b / folder) for k, b in readable.items()}
