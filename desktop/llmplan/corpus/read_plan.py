"""The scan's second stage: what to read. Byte-identical copies are found for the whole
folder (each group is read once, by its first file), then every readable file that is not a
copy becomes a unit of the sampling design (`llmplan.corpus.sampling`) in a stratum of
type × size class × single/copies — or, carrying more than `TAKE_ALL_SHARE` of its type's
bytes, in a take-all stratum of its own; empty files hold no text and are not read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from llmplan.corpus.auxiliary import auxiliary_size
from llmplan.corpus.exact_copies import find_copies
from llmplan.corpus.listing import Listing
from llmplan.corpus.reasons import reason
from llmplan.corpus.report import SkippedFile
from llmplan.corpus.safe_open import display_path
from llmplan.corpus.sampling import (
    SampleDesign,
    StratumFrame,
    stratum_key,
    take_all_key,
    takes_all,
)


@dataclass(frozen=True)
class CopySearch:
    """Byte-identical copies beyond the first of each group, for the whole folder."""

    copies_of: dict[str, dict[int, list[int]]]  # type -> first file -> its copies
    files: int = 0
    bytes: int = 0
    complete: bool = True  # False: stopped before every file of equal size was compared


NO_COPY_SEARCH = CopySearch({})


def find_exact_copies(listing: Listing, should_stop: Callable[[], bool]) -> CopySearch:
    """The copies of every readable type; `should_stop` ends the search early (the files
    not compared then count as unique)."""
    copies_of: dict[str, dict[int, list[int]]] = {}
    files = size = 0
    complete = True
    for key in listing.readable_types:
        stratum = listing.types[key]
        groups = find_copies(stratum.paths, stratum.sizes, stratum.identities, should_stop)
        copies_of[key] = groups.copies_of
        complete = complete and groups.complete
        for first, copies in groups.copies_of.items():
            files += len(copies)
            size += len(copies) * stratum.sizes[first]
    return CopySearch(copies_of, files, size, complete)


@dataclass(frozen=True)
class Unit:
    """Where a file that is read sits in the design, and the copies its count stands for."""

    stratum: str  # the design's stratum
    position: int  # the unit's number in it
    copies: tuple[int, ...]  # further files of its type with the same bytes


@dataclass(frozen=True)
class PlanStratum:
    """A stratum of the design: its type, and the file each of its units reads."""

    type_key: str
    files: list[int]  # by unit number


@dataclass(frozen=True)
class ReadPlan:
    design: SampleDesign
    strata: dict[str, PlanStratum]  # by the design's stratum key
    units: dict[tuple[str, int], Unit]  # (type key, file) -> its unit
    empty: tuple[SkippedFile, ...]
    empty_files: dict[str, int]  # type key -> its empty files
    copies: CopySearch

    @property
    def type_of(self) -> dict[str, str]:
        """Design stratum -> type key."""
        return {key: stratum.type_key for key, stratum in self.strata.items()}

    @property
    def planned_bytes(self) -> int:
        """The bytes of every unit: what a complete read reads."""
        return int(sum(s.read_bytes.sum() for s in self.design.strata.values()))


def plan_reads(listing: Listing, copies: CopySearch, seed: int, look_inside: bool) -> ReadPlan:
    """The sampling design of the listing's readable files. With `look_inside`, a
    compressed file is weighed by what it holds (`auxiliary_size`): four bytes per gzip
    file cost a fortieth of reading it, and tokens per compressed byte vary tenfold."""
    frames: dict[str, tuple[list[float], list[float], list[int]]] = {}
    strata: dict[str, PlanStratum] = {}
    units: dict[tuple[str, int], Unit] = {}
    empty: list[SkippedFile] = []
    empty_files: dict[str, int] = {}
    for key in listing.readable_types:
        files_of = listing.types[key]
        copies_of = copies.copies_of.get(key, {})
        is_copy = {i for group in copies_of.values() for i in group}
        carried_by_file: dict[int, float] = {}
        for index, size in enumerate(files_of.sizes):
            if size == 0:
                empty.append(
                    SkippedFile.of(display_path(files_of.paths[index]), reason("empty_file"))
                )
                empty_files[key] = empty_files.get(key, 0) + 1
                continue
            if index in is_copy:
                continue
            # one auxiliary for the whole type: a ratio needs the same x for all its files
            aux = size
            if look_inside:
                path, identity = files_of.paths[index], files_of.identities[index]
                aux = auxiliary_size(key, path, size, identity)
            carried_by_file[index] = (1 + len(copies_of.get(index, ()))) * aux
        type_bytes = sum(carried_by_file.values())
        for index, carried in carried_by_file.items():
            size = files_of.sizes[index]
            group = tuple(copies_of.get(index, ()))
            stratum = (
                take_all_key(key, index)
                if takes_all(carried, type_bytes)
                else stratum_key(key, int(carried), 1 + len(group))
            )
            x, read_bytes, counts = frames.setdefault(stratum, ([], [], []))
            units[(key, index)] = Unit(stratum, len(x), group)
            x.append(float(carried))
            read_bytes.append(float(size))
            counts.append(1 + len(group))
            strata.setdefault(stratum, PlanStratum(key, [])).files.append(index)
    design = SampleDesign({k: StratumFrame(x, b, c) for k, (x, b, c) in frames.items()}, seed)
    return ReadPlan(design, strata, units, tuple(empty), empty_files, copies)
