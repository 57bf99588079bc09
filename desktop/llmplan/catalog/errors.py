"""Errors raised while loading or querying the catalogues."""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Mapping


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
    def for_id(
        cls, kind: str, id: str, known: Iterable[str] | Mapping[str, Iterable[str]]
    ) -> UnknownIdError:
        return cls(kind, id, suggest_ids(id, known))

    def __str__(self) -> str:
        message = f"unknown {self.kind} '{self.id}'"
        if self.suggestions:
            message += " — did you mean: " + ", ".join(self.suggestions) + "?"
        return message


_SIZE = re.compile(r"(\d+)\s*gb\b")  # "80 GB" and "80gb" are one word
_WORD = re.compile(r"[a-z0-9]+")


def _words(text: str) -> list[str]:
    return _WORD.findall(_SIZE.sub(r"\1gb", text.lower()))


def _compact(text: str) -> str:
    return "".join(_words(text))


def _weight(word: str) -> float:
    """A model number (h100, mi300x, b200) says more than a size or a form factor."""
    is_model = any(c.isdigit() for c in word) and any(c.isalpha() for c in word)
    return 2.0 if is_model and not _SIZE.fullmatch(word) else 1.0


def suggest_ids(
    wanted: str, known: Iterable[str] | Mapping[str, Iterable[str]], limit: int = 3
) -> list[str]:
    """The closest known ids, searched by id and, where `known` maps each id to them, by its
    display name and aliases ("NVIDIA H100 SXM", "80 GB"): ids that contain what was typed
    first (``h100`` -> ``h100-sxm``), then those sharing the most words with it, model numbers
    counting double (``h100-80gb`` -> the H100s before the A100 80GB), then difflib."""
    names = {k: [k, *v] for k, v in known.items()} if isinstance(known, Mapping) else None
    terms = names or {k: [k] for k in known}
    needle = wanted.strip().lower()
    if not needle:
        return []
    asked, asked_compact = _words(needle), _compact(needle)
    ranked: list[tuple[bool, float, float, str]] = []
    for id, id_terms in terms.items():
        entry_words = {word for term in id_terms for word in _words(term)}
        contains = bool(asked_compact) and any(asked_compact in _compact(term) for term in id_terms)
        shared = sum(
            _weight(word)
            if word in entry_words
            else 0.5 * _weight(word) * any(w.startswith(word) for w in entry_words)
            for word in set(asked)
        )
        ratio = max(
            difflib.SequenceMatcher(None, needle, term.lower()).ratio() for term in id_terms
        )
        if contains or shared > 0 or ratio >= 0.5:
            ranked.append((contains, shared, ratio, id))
    if any(contains or shared for contains, shared, _, _ in ranked):
        # a word in common beats a look-alike spelling: h200-141gb is no rtx-4090
        ranked = [item for item in ranked if item[0] or item[1]]
    ranked.sort(key=lambda item: (not item[0], -item[1], -item[2], item[3]))
    return [id for *_, id in ranked[:limit]]
