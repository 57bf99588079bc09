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

from collections import Counter

from llmplan.corpus.reasons import Reason, reason

MIN_LETTERS = 200  # shorter texts are not judged: a few repeated names would look alphabetic
PRIVATE_SHARE = 0.10
CJK_SHARE = 0.5
TOP_TEN_SHARE = 0.5
_SAMPLE_CHARS = 200_000  # the frequencies settle long before; a whole book is not needed


def _is_private(code: int) -> bool:
    return 0xE000 <= code <= 0xF8FF or code >= 0xF0000 or code == 0xFFFD


def _is_cjk(code: int) -> bool:
    """Han ideographs, kana and Hangul syllables."""
    return (
        0x3040 <= code <= 0x30FF
        or 0x3400 <= code <= 0x9FFF
        or 0xAC00 <= code <= 0xD7A3
        or 0xF900 <= code <= 0xFAFF
        or 0x20000 <= code <= 0x3FFFF
    )


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
    """Whether a page's text looks garbled (the module's two signs)."""
    letters = private = 0
    cjk: Counter[str] = Counter()
    for char in text[:_SAMPLE_CHARS]:
        code = ord(char)
        if _is_private(code):
            private += 1
            letters += 1
        elif char.isalpha():
            letters += 1
            if _is_cjk(code):
                cjk[char] += 1
    if letters < MIN_LETTERS:
        return False
    if private >= PRIVATE_SHARE * letters:
        return True
    total = sum(cjk.values())
    if total < MIN_LETTERS or total < CJK_SHARE * letters:
        return False
    top = sum(count for _, count in cjk.most_common(10))
    return top >= TOP_TEN_SHARE * total
