"""Text that looks garbled: what a PDF's broken character map makes of its letters.

pdfium gives each glyph the character the font's ToUnicode map (or its encoding) names; a
wrong map turns a Latin, Cyrillic or Urdu text into CJK ideographs or Hangul syllables, or
into Private Use Area code points. The text is still counted (its length is close to the
real one's); the file gets a note so the user knows its tokens are not what a model would
see.

A page is judged by two signs, each rare in real text:
- Private Use Area characters and U+FFFD (unmapped glyphs) make a tenth of its letters.
- Most of its letters are CJK or Hangul, but they behave like an alphabet: the ten most
  frequent make half of them. An alphabet mapped one glyph to one character keeps its
  letter frequencies (in Russian, English, French or Arabic text the ten most frequent
  letters make 55-70 %); real Chinese, Japanese and Korean spread over hundreds of
  characters (the ten most frequent: 13-34 % in the samples measured, the higher figure on
  a 160-syllable Korean paragraph).
"""

from __future__ import annotations

import re
from collections import Counter

from llmplan.corpus.reasons import Reason, reason

MIN_LETTERS = 200  # shorter texts are not judged: a few repeated names would look alphabetic
PRIVATE_SHARE = 0.10
CJK_SHARE = 0.5
TOP_TEN_SHARE = 0.5
_SAMPLE_CHARS = 200_000  # the frequencies settle long before; a whole book is not needed


_CJK_RANGES = "\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3\uf900-\ufaff\U00020000-\U0003ffff"
_PRIVATE_RANGES = "\ue000-\uf8ff\ufffd\U000f0000-\U0010ffff"
# Han ideographs, kana, Hangul syllables; the Private Use Areas and U+FFFD (unmapped glyphs)
_CJK = re.compile(f"[{_CJK_RANGES}]")
_PRIVATE = re.compile(f"[{_PRIVATE_RANGES}]")
_SUSPECT = re.compile(f"[{_CJK_RANGES}{_PRIVATE_RANGES}]")
_LETTER = re.compile(r"[^\W\d_]")  # a letter of any script (combining marks not)


class GarbledPages:
    """Looks at a document's pages in turn (up to `_SAMPLE_CHARS` characters of the
    non-ASCII ones: the frequencies settle long before; a whole book is not needed), and
    notes it if one of them looks garbled: a broken font map may hit one font of many."""

    def __init__(self) -> None:
        self.examined = 0
        self.found = False

    def add(self, page: str) -> None:
        if self.found or self.examined >= _SAMPLE_CHARS or page.isascii():
            return
        self.examined += len(page)
        self.found = looks_garbled(page)

    def note(self) -> Reason | None:
        return reason("text_garbled") if self.found else None


def looks_garbled(text: str) -> bool:
    """Whether a page's text looks garbled (the module's two signs); regular expressions
    count, so a page without a single CJK or private character costs one search."""
    text = text[:_SAMPLE_CHARS]
    if _SUSPECT.search(text) is None:
        return False
    private = len(_PRIVATE.findall(text))
    letters = len(_LETTER.findall(text)) + private
    if letters < MIN_LETTERS:
        return False
    if private >= PRIVATE_SHARE * letters:
        return True
    cjk = Counter(_CJK.findall(text))
    total = sum(cjk.values())
    if total < MIN_LETTERS or total < CJK_SHARE * letters:
        return False
    top = sum(count for _, count in cjk.most_common(10))
    return top >= TOP_TEN_SHARE * total
