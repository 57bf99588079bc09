"""The table-driven normalization equals Python's own NFC, case-folding and whitespace rule."""

from __future__ import annotations

import random

import numpy as np
import pytest

from llmplan.corpus.casefold import (
    SHORT_TEXT_CHARS,
    collapse_spaces,
    folded_units,
    reference_normalized,
)
from llmplan.corpus.dedupe import normalized_text


def test_every_bmp_character_alone_after_a_letter_and_before_a_combining_mark() -> None:
    """Through the tables (`folded_units`, what texts of SHORT_TEXT_CHARS and more take):
    each character in four contexts, apart by spaces (nothing composes across a space)."""
    contexts = []
    for code in range(0x10000):
        if 0xD800 <= code < 0xE000:
            continue
        char = chr(code)
        contexts += [char, "A" + char, char + "\u0301", "\u1100" + char + "\u1161"]
    wrong = []
    for start in range(0, len(contexts), 4000):
        text = " ".join(contexts[start : start + 4000])
        units, words = collapse_spaces(folded_units(text))
        if (units.tobytes(), words) != reference_normalized(text):
            wrong.append(start)
    assert wrong == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Straße  GROSS\tÜBER\r\n", "strasse gross über"),
        ("ﬁnale İstanbul ΐ", "finale i\u0307stanbul \u03b9\u0308\u0301"),
        ("e\u0301te\u0301", "\u00e9t\u00e9"),  # NFC composes, then folds
        ("  Ǆ  ǅ ǆ  ", "ǆ ǆ ǆ"),
        ("emoji 😀 and 𐐀 beyond the BMP", "emoji 😀 and 𐐨 beyond the bmp"),
        ("\udc80 lone surrogate", "\udc80 lone surrogate"),
        ("", ""),
        (" \n\t ", ""),
    ],
)
def test_known_foldings(text: str, expected: str) -> None:
    units, words = collapse_spaces(folded_units(text))
    assert units.tobytes().decode("utf-16-le", "surrogatepass") == expected
    assert words == len(expected.split())
    assert normalized_text(text) == reference_normalized(text)


def test_random_mixed_texts() -> None:
    rng = random.Random(20)
    pool = [chr(c) for c in range(0x20, 0x250)]
    pool += list("ßẞİﬁﬃΐŉǰ\u0301\u0308\u0327\u1100\u1161\u11a8가\t\n\r\x0b\x0c    ΣςσǅǄ😀𐐀Ａ€–„“")
    pool += [chr(rng.randrange(0x250, 0xD800)) for _ in range(2000)]
    for _ in range(3000):
        text = "".join(rng.choice(pool) for _ in range(rng.randrange(0, 60)))
        assert normalized_text(text) == reference_normalized(text), repr(text)  # the short way
        long_text = text * (SHORT_TEXT_CHARS // max(1, len(text)) + 1)
        assert normalized_text(long_text) == reference_normalized(long_text), repr(
            text
        )  # the tables


def test_ascii_folds_by_the_byte_table() -> None:
    """The ASCII shortcut (a byte table) is right only if no ASCII character needs NFC."""
    units = np.frombuffer("".join(map(chr, range(128))).encode("utf-16-le"), np.uint16)
    folded = folded_units("".join(map(chr, range(128))))
    assert folded.tolist() == [
        32 if 9 <= u <= 13 else ord(chr(u).casefold()) for u in units.tolist()
    ]
