"""The Gopher rules' words from code-unit arrays equal Python's split, len and the regex."""

from __future__ import annotations

import random

import numpy as np

from llmplan.corpus.cleaning import quality


def python_words(text: str) -> tuple[list[str], int]:
    return text.casefold().split(), len(quality._NO_LETTER_WORD.findall(text))


def test_words_match_python_on_mixed_text() -> None:
    rng = random.Random(18)
    pool = ["Straße", "ÜBER", "12", "3,5 %", "--", "#", "…", "x_y", "½", "Ⅻ", "ǅ", "İ", "ﬁ"]
    pool += ["\u00a0", "\u2003", "\n", "\t", " ", "  ", "\u0301", "a\u0308", "日本語", "(1)", "_"]
    for _ in range(2000):
        text = "".join(rng.choice(pool) + rng.choice(["", " "]) for _ in range(rng.randrange(60)))
        words, without_letter = python_words(text)
        found = quality.document_words(text)
        assert found.count == len(words), repr(text)
        assert found.lengths.tolist() == [len(w) for w in words], repr(text)
        assert found.without_letter == without_letter, repr(text)
        # equal words hash alike, different ones apart
        for i in range(len(words)):
            for j in range(i + 1, min(len(words), i + 6)):
                same = bool(found.hashes[i] == found.hashes[j])
                assert same == (words[i] == words[j]), (repr(text), words[i], words[j])


def test_text_beyond_the_bmp_takes_pythons_way() -> None:
    text = "emoji 😀 und 𐐀 wörter 12 ½"
    words, without_letter = python_words(text)
    found = quality.document_words(text)
    assert (found.count, found.without_letter) == (len(words), without_letter)
    assert found.lengths.tolist() == [len(w) for w in words]
    assert np.unique(found.hashes).size == len(set(words))


def test_lines_split_as_the_regex() -> None:
    for text in ["", "\n", "\n\n", "a", "a\nb", "a\n\n\nb\n", "\na\n\nb", "a\n\n"]:
        assert quality._lines(text) == quality._LINE_BREAK.split(text)
