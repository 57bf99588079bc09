"""Generated office prose (German and English business words) for the corpus-scanning tests.
Import as `from office_text import office_text` (pytest puts tests/ on sys.path)."""

from __future__ import annotations

import random

WORDS = [
    "Rechnung",
    "Vertrag",
    "Lieferung",
    "Kunde",
    "Angebot",
    "invoice",
    "contract",
    "delivery",
    "customer",
    "offer",
    "Projekt",
    "Besprechung",
    "Protokoll",
    "meeting",
    "minutes",
    "quarterly",
    "report",
    "Umsatz",
    "revenue",
    "Mitarbeiter",
]


def office_text(rng: random.Random, words: int) -> str:
    """`words` words drawn from WORDS, space-separated."""
    return " ".join(rng.choice(WORDS) for _ in range(words))
