"""The scan's first stage: the folder listed by type, and what can never be read.

A `Listing` is what the later stages start from: each type's files (paths, sizes and
identities in walk order), which types the extractor reads, and the files skipped before
anything is read (entries the walk could not list, files of types never read).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from llmplan.corpus.extract.classify import unsupported_reason
from llmplan.corpus.reasons import Reason
from llmplan.corpus.report import SkippedFile
from llmplan.corpus.safe_open import display_path
from llmplan.corpus.walk import Stratum, WalkResult, is_known_unsupported, walk


@dataclass(frozen=True)
class Listing:
    types: dict[str, Stratum]  # type key -> its files
    readable_types: tuple[str, ...]
    skipped: tuple[SkippedFile, ...]  # the walk's, then every file of an unreadable type
    notes: tuple[Reason, ...]
    hidden_ignored: int
    cancelled: bool

    @property
    def files_seen(self) -> int:
        return sum(len(stratum.paths) for stratum in self.types.values())


def list_folder(
    roots: list[Path],
    skip_hidden: bool,
    should_stop: Callable[[], bool],
    on_file: Callable[[WalkResult], None],
) -> Listing:
    """Walk `roots` and sort out the types never read (each file skipped with its reason)."""
    walked = walk(roots, skip_hidden, should_stop, on_file)
    skipped = [SkippedFile.of(display_path(p), r) for p, r in walked.skipped]
    readable: list[str] = []
    for key, stratum in walked.strata.items():
        if not is_known_unsupported(key):
            readable.append(key)
            continue
        skipped.extend(  # each with its own size (a .pst reports it)
            SkippedFile.of(display_path(p), unsupported_reason(Path(p), size))
            for p, size in zip(stratum.paths, stratum.sizes, strict=True)
        )
    return Listing(
        types=walked.strata,
        readable_types=tuple(readable),
        skipped=tuple(skipped),
        notes=tuple(walked.notes),
        hidden_ignored=walked.hidden_ignored,
        cancelled=walked.cancelled,
    )
