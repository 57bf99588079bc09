"""`casefold(NFC(text))` with whitespace collapsed, as UTF-16 code units, in NumPy.

What 'the same text' means for duplicate search (`llmplan.corpus.dedupe`). Python's own
`unicodedata.normalize` and `str.casefold` walk the text character by character (about
7 ns a character: as long as the tokenizer itself takes); here one table look-up per UTF-16
code unit does both, exactly:

- Case folding is context-free (one character -> one to three characters), so a table of
  the Basic Multilingual Plane gives it. A character folding to several (ß -> ss, ﬁ -> fi)
  gets its first one in place and the others inserted (`np.insert`, one pass).
- NFC leaves a text alone unless it holds a character that composes with its neighbour,
  reorders, or decomposes (a combining mark, the second half of a canonical pair, a Hangul
  vowel or final, a singleton). Such characters are rare outside some scripts; a text
  holding one, or any character beyond the BMP (a surrogate pair), takes Python's own
  functions, so the result is always the reference's.
- A short text (an e-mail) takes Python's functions too: a dozen NumPy calls cost more
  there than walking its few thousand characters. Every path gives the same result
  (`tests/corpus/test_casefold.py` compares them on every BMP character).
- The ASCII whitespace characters (tab, newline, vertical tab, form feed, carriage return)
  become spaces, and runs of spaces collapse to one, leading and trailing ones dropped.

The tables (about 200 KB) are built once per process, on first use.
"""

from __future__ import annotations

import functools
import unicodedata

import numpy as np

from llmplan.corpus import native

SPACE = 32
SHORT_TEXT_CHARS = 8192  # shorter texts beyond ASCII: Python's own functions are faster
_MARK = 0xFFFF  # table value: look closer (several characters, or NFC may change it)
Tables = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]


def _build() -> Tables:
    """(fold, first, second, third, nfc_suspect) over the 65,536 BMP code units (~30 ms)."""
    codes = np.arange(65536)
    surrogate = (codes >= 0xD800) & (codes < 0xE000)
    chars = [chr(c) if not 0xD800 <= c < 0xE000 else "a" for c in range(65536)]
    suspect = surrogate.copy()  # a character beyond the BMP, or a lone surrogate
    suspect |= np.fromiter(map(unicodedata.combining, chars), np.int64, 65536) != 0
    suspect |= np.fromiter(
        (not unicodedata.is_normalized("NFC", c) for c in chars), np.bool_, 65536
    )
    suspect[0x1161:0x1176] = True  # Hangul vowels and finals compose with what precedes
    suspect[0x11A8:0x11C3] = True
    for decomposition in map(unicodedata.decomposition, chars):
        if decomposition and not decomposition.startswith("<"):
            parts = decomposition.split()
            if len(parts) == 2:  # its second half may compose with what precedes it
                suspect[int(parts[1], 16)] = True
    fold = codes.astype(np.uint16)
    first = np.zeros(65536, np.uint16)
    second = np.zeros(65536, np.uint16)
    third = np.zeros(65536, np.uint16)
    folded = [char.casefold() for char in chars]
    lengths = np.fromiter(map(len, folded), np.int64, 65536)
    for code in np.flatnonzero(_differs(chars, folded)).tolist():
        units = [ord(c) for c in folded[code]]
        if any(0xD800 <= u < 0xE000 or u >= _MARK for u in units):
            suspect[code] = True  # folds beyond the BMP
        elif lengths[code] == 1:
            fold[code] = units[0]
        else:
            fold[code] = _MARK
            first[code], second[code] = units[0], units[1]
            third[code] = units[2] if len(units) > 2 else 0
    suspect[_MARK] = True
    fold[9:14] = SPACE  # tab, newline, vertical tab, form feed, carriage return
    fold[suspect] = _MARK
    return fold, first, second, third, suspect


def _differs(chars: list[str], folded: list[str]) -> np.ndarray:
    return np.fromiter(map(str.__ne__, chars, folded), bool, len(chars))


@functools.cache  # (two threads at once may both build them: the same tables)
def _get_tables() -> Tables:
    """The tables, built once per process on first use; the C module gets a copy."""
    tables = _build()
    if native.loops is not None:
        native.loops.load_tables(*tables)
    return tables


def preload() -> None:
    """Build the tables now (before forking workers, so that they inherit them)."""
    _get_tables()


# ASCII letters to lower case and ASCII whitespace to spaces, byte by byte: right for the
# code units below 128 (their high byte is 0, which maps to itself); the others are then
# taken from the fold table.
_ASCII_BYTES = bytes.maketrans(
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZ\t\n\x0b\x0c\r", b"abcdefghijklmnopqrstuvwxyz     "
)


def folded_units(text: str) -> np.ndarray:
    """UTF-16 code units of `casefold(NFC(text))`, ASCII whitespace as spaces (not collapsed)."""
    raw = text.encode("utf-16-le", "surrogatepass")
    folded = np.frombuffer(raw.translate(_ASCII_BYTES), dtype=np.uint16)
    if text.isascii():  # (a flag of the string: no look at its characters)
        return folded
    units = np.frombuffer(raw, dtype=np.uint16)
    beyond_ascii = np.flatnonzero(units >= 128)
    fold, first, second, third, suspect = _get_tables()
    originals = units[beyond_ascii]
    if suspect[originals].any():
        return _reference_units(text)
    values = fold[originals]
    marked = np.flatnonzero(values == _MARK)
    folded = folded.copy()
    folded[beyond_ascii] = values
    if marked.size == 0:
        return folded
    # characters folding to several: the first in place, the others inserted after it
    multiple = originals[marked]
    positions = beyond_ascii[marked]
    folded[positions] = first[multiple]
    seconds, thirds = second[multiple], third[multiple]
    has_third = thirds != 0
    # np.insert keeps the order of equal positions: a second character before a third
    where = np.concatenate((positions, positions[has_third])) + 1
    return np.insert(folded, where, np.concatenate((seconds, thirds[has_third])))


def _reference_units(text: str) -> np.ndarray:
    folded = unicodedata.normalize("NFC", text).casefold()
    units = np.frombuffer(folded.encode("utf-16-le", "surrogatepass"), dtype=np.uint16).copy()
    units[(units >= 9) & (units <= 13)] = SPACE
    return units


def collapse_spaces(units: np.ndarray) -> tuple[np.ndarray, int]:
    """Runs of spaces as one, leading and trailing ones dropped; and the number of words."""
    if units.size == 0:
        return units, 0
    space = units == SPACE
    previous_space = np.empty_like(space)
    previous_space[0] = True  # text start acts as a space
    previous_space[1:] = space[:-1]
    starts = ~space
    starts &= previous_space
    words = int(np.count_nonzero(starts))
    space &= previous_space  # the second and later spaces of each run, and leading ones
    kept = units[~space]
    if kept.size and kept[-1] == SPACE:
        kept = kept[:-1]
    return kept, words


def normalized(text: str) -> tuple[bytes, int]:
    """UTF-16 of `casefold(NFC(text))` with whitespace collapsed, and its number of words."""
    folded = _short_units(text) if len(text) < SHORT_TEXT_CHARS else folded_units(text)
    units, words = collapse_spaces(folded)
    return units.tobytes(), words


def _short_units(text: str) -> np.ndarray:
    """`folded_units` by Python's own functions: faster on a short text (an e-mail), where
    the tables' dozen NumPy calls cost more than walking its few thousand characters."""
    folded = unicodedata.normalize("NFC", text).casefold()
    for whitespace in "\t\n\x0b\x0c\r":
        if whitespace in folded:
            folded = folded.replace(whitespace, " ")
    return np.frombuffer(folded.encode("utf-16-le", "surrogatepass"), dtype=np.uint16)


def reference_normalized(text: str) -> tuple[bytes, int]:
    """What `normalized` computes, the plain way (for tests)."""
    folded = unicodedata.normalize("NFC", text).casefold()
    for whitespace in "\t\n\x0b\x0c\r":
        folded = folded.replace(whitespace, " ")
    kept = [word for word in folded.split(" ") if word]
    return " ".join(kept).encode("utf-16-le", "surrogatepass"), len(kept)
