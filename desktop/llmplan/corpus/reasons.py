"""Why the corpus engine skipped a file, and what it notes of a scan, as a code and its
arguments, never as a sentence.

The engine raises and records a `Reason` ("zip_bomb_ratio", ratio=900); the catalogue,
data in `resources/corpus/reasons.json` read and checked on import, holds for each code the
group it is listed under and its English wording with its arguments as %1, %2 … in order.
The English is what `corpus --json` writes and the source text of the translations
(`presentation/skip_reasons.py` words a reason in the reader's language), so nothing ever
reads a reason back out of its words.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from llmplan.resources import resource_path


class ArgKind(Enum):
    """How an argument is written: the English here, the localized form in presentation."""

    COUNT = "count"  # a whole number with thousands separators: 12,000
    NUMBER = "number"  # a whole number as is: 12000, a ratio, seconds
    BYTES = "bytes"  # a size in binary units: 600 MiB
    TEXT = "text"  # a name, an extension, an OS message: verbatim


ArgValue = str | int


class Reason(NamedTuple):
    """One reason: a catalogue code and its argument values, in the catalogue's order.
    A tuple of plain values, so it pickles flat across worker processes (and is made in
    about a microsecond: a scan may skip a million files)."""

    code: str
    args: tuple[ArgValue, ...] = ()

    @property
    def text(self) -> str:
        """The English sentence (what `corpus --json` shows)."""
        return english(self)

    def named_args(self) -> dict[str, ArgValue]:
        return dict(zip(entry(self.code).arg_names, self.args, strict=True))


@dataclass(frozen=True, slots=True)
class ReasonEntry:
    code: str
    group: str  # the code of the group it is listed under (see GROUPS)
    template: str  # English, arguments as %1, %2 …
    arg_kinds: tuple[tuple[str, ArgKind], ...] = ()
    arg_names: tuple[str, ...] = ()
    arg_set: frozenset[str] = frozenset()  # the names, to check a call's in one step


CATALOGUE_FILE = ("corpus", "reasons.json")  # under resources/
_PLACEHOLDER = re.compile(r"%(\d+)")


class ReasonCatalogueError(ValueError):
    """The reason catalogue file is not as this module reads it."""


def _entry(row: dict[str, Any]) -> ReasonEntry:
    code, group, template = row["code"], row["group"], row["english"]
    kinds = tuple((name, ArgKind(kind)) for name, kind in row.get("args", {}).items())
    names = tuple(name for name, _ in kinds)
    return ReasonEntry(code, group, template, kinds, names, frozenset(names))


def _checked(data: dict[str, Any]) -> tuple[dict[str, str], dict[str, ReasonEntry]]:
    """The groups and the entries of the catalogue file, each checked: codes unique, every
    group known, one placeholder %1 … %n per argument, every argument of a known kind."""
    groups: dict[str, str] = dict(data["groups"])
    entries: dict[str, ReasonEntry] = {}
    for section in data["sections"]:
        for row in section["reasons"]:
            try:
                known = _entry(row)
            except (KeyError, ValueError) as error:
                raise ReasonCatalogueError(f"reason {row.get('code')!r}: {error}") from None
            if known.code in entries:
                raise ReasonCatalogueError(f"reason {known.code!r} listed twice")
            placeholders = sorted(int(n) for n in _PLACEHOLDER.findall(known.template))
            if placeholders != list(range(1, len(known.arg_names) + 1)):
                raise ReasonCatalogueError(
                    f"reason {known.code!r}: its English has placeholders {placeholders} "
                    f"for the arguments {list(known.arg_names)}"
                )
            entries[known.code] = known
    unknown = [k.code for k in entries.values() if k.group not in groups and k.group not in entries]
    if unknown:
        raise ReasonCatalogueError(f"reasons of no known group: {', '.join(unknown)}")
    return groups, entries


def load_catalogue(path: Path) -> tuple[dict[str, str], dict[str, ReasonEntry]]:
    """(group code -> its English heading, code -> entry) from a catalogue file, checked.
    A code alone in its group has no heading of its own: it is headed by its own text."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise ReasonCatalogueError(f"{path}: {error}") from None
    try:
        return _checked(data)
    except ReasonCatalogueError as error:
        raise ReasonCatalogueError(f"{path}: {error}") from None
    except (KeyError, TypeError, AttributeError) as error:
        raise ReasonCatalogueError(f"{path}: malformed ({type(error).__name__}: {error})") from None


GROUPS, CATALOGUE = load_catalogue(resource_path(*CATALOGUE_FILE))


def entry(code: str) -> ReasonEntry:
    return CATALOGUE[code]


def reason(code: str, **args: ArgValue) -> Reason:
    """A `Reason` of the catalogue, its arguments by name (checked against the entry)."""
    known = CATALOGUE[code]
    names = known.arg_names
    if not names and not args:
        return Reason(code)
    if args.keys() != known.arg_set:
        raise TypeError(f"reason {code!r} takes {names}, got {tuple(args)}")
    return Reason(code, tuple(map(args.__getitem__, names)))


def group_heading(group: str) -> str:
    """The English heading of a group (the text of its one code where it has no heading)."""
    return GROUPS.get(group) or entry(group).template


def human_bytes(n: int) -> str:
    """Binary units for reasons ("600 MiB"), whole numbers where that reads cleanly."""
    value, unit = bytes_in_unit(n)
    return f"{value:.0f} {unit}" if value >= 10 or unit == "B" else f"{value:.1f} {unit}"


def bytes_in_unit(n: int) -> tuple[float, str]:
    """(value, binary unit) of a size: 629145600 -> (600.0, "MiB")."""
    value = float(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if value < 1024 or unit == "GiB":
            return value, unit
        value /= 1024
    raise AssertionError("unreachable")


def english_arg(value: ArgValue, kind: ArgKind) -> str:
    if kind is ArgKind.COUNT:
        return f"{int(value):,}"
    if kind is ArgKind.BYTES:
        return human_bytes(int(value))
    return str(value)


def fill(template: str, values: list[str]) -> str:
    """%1, %2 … replaced by `values` (from the highest down, so %1 never eats %10)."""
    for index in range(len(values), 0, -1):
        template = template.replace(f"%{index}", values[index - 1])
    return template


@lru_cache(maxsize=4096)  # a scan repeats few reasons many times ("unsupported type .png")
def english(found: Reason) -> str:
    known = entry(found.code)
    if not known.arg_kinds:
        return known.template
    values = [
        english_arg(value, kind)
        for value, (_, kind) in zip(found.args, known.arg_kinds, strict=True)
    ]
    return fill(known.template, values)
