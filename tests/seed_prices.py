"""The rents of seed 003 («Как дообучить модель 70B»: monthly, undated) as a price book.

The shipped price book holds dated on-demand hourly rents (docs/dated-rents.md); the seed
stays the specification of the core's arithmetic, so tests that reproduce its figures plan
against this book (tests/data/prices_seed003.json), loaded by the same validating loader."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from llmplan.catalog.load import PriceBook, load_catalog, load_price_book

SEED003_BOOK_FILE = Path(__file__).resolve().parent / "data" / "prices_seed003.json"

# monthly rents of the guide, USD per server
SEED003_RENTS_USD = {
    "1x-h100": 2190,
    "1x-h200": 3090,
    "1x-b200": 4590,
    "1x-b300": 5190,
    "hgx-8x-h100": 16900,
    "hgx-8x-h200": 23900,
    "hgx-8x-b200": 34900,
    "hgx-8x-b300": 39900,
}


@cache
def seed003_prices() -> PriceBook:
    """The seed's price book, validated against the bundled catalogue (once per process)."""
    book = load_price_book(SEED003_BOOK_FILE, load_catalog())
    assert book, f"{SEED003_BOOK_FILE} is missing"
    return book
