"""Errors raised while loading or querying the catalogues."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


class CatalogError(ValueError):
    """A catalogue file is missing, unreadable or holds an invalid entry."""


class UnknownIdError(KeyError, ValueError):
    """An id that is not in the catalogue; carries the closest known ids."""

    def __init__(self, kind: str, id: str, suggestions: list[str]) -> None:
        super().__init__(kind, id, suggestions)
        self.kind = kind
        self.id = id
        self.suggestions = suggestions

    @classmethod
    def for_id(cls, kind: str, id: str, known: Iterable[str]) -> UnknownIdError:
        return cls(kind, id, suggest_ids(id, known))

    def __str__(self) -> str:
        message = f"unknown {self.kind} '{self.id}'"
        if self.suggestions:
            message += " — did you mean: " + ", ".join(self.suggestions) + "?"
        return message


def suggest_ids(wanted: str, known: Iterable[str], limit: int = 3) -> list[str]:
    """The closest known ids: prefix matches first (``h100`` -> ``h100-sxm``), then difflib."""
    known_ids = sorted(known)
    needle = wanted.strip().lower()
    prefixed = [k for k in known_ids if k.startswith(needle) or needle in k] if needle else []
    close = difflib.get_close_matches(needle, known_ids, n=limit, cutoff=0.5)
    ordered = list(dict.fromkeys(prefixed + close))
    return ordered[:limit]
