"""Gopher's document-quality and repetition rules, with the thresholds datatrove cites.

Source: Rae et al. 2021, "Scaling Language Models: Methods, Analysis & Insights from
Training Gopher", appendix A.1.1 and table A1, as implemented in datatrove
(`src/datatrove/pipeline/filters/gopher_quality_filter.py`, `GopherQualityFilter.filter`,
and `gopher_repetition_filter.py`, `GopherRepetitionFilter.filter`). Reimplemented here:
datatrove as a dependency would bring its whole pipeline stack into the installer.

Differences, on purpose:
- Words are whitespace-separated, as the Gopher paper counts them ("80 % of words in a
  document contain at least one alphabetic character"); datatrove uses a language's word
  tokenizer (spaCy/NLTK), which makes every comma and full stop a word without letters and
  rejects ordinary prose with numbers in it (measured: 74–80 % words with letters on news
  sentences of the Leipzig corpora in de, en, fr). "end." is one word of 4 characters, so
  the mean word length reads a little higher than datatrove's.
- The stop-word rule (at least 2 of "the, be, to, of, and, that, have, with") is English
  only; a company archive is multilingual and the language step decides on language, so it
  is left out.
- The n-gram rules are vectorized (word hashes in NumPy): the duplicated n-gram share counts
  the characters of the words covered by any n-gram seen earlier in the document, where
  datatrove walks the words greedily; the two agree to within the overlap of repeats.
- Very long documents are judged on their first `ANALYSED_CHARS` characters (the word-count
  rule uses the whole document's count): the verdict costs a bounded time per document.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from types import NotImplementedType
from typing import TYPE_CHECKING

import numpy as np

from llmplan.corpus import native

# the same results from C where built (tests/corpus/test_native.py)
if TYPE_CHECKING:
    from llmplan.corpus.cleaning import _native
else:
    _native = native.cleaning

ANALYSED_CHARS = 10_000  # ~1,500 words: enough for every ratio, at a bounded cost

# GopherQualityFilter defaults
MIN_DOC_WORDS = 50
MAX_DOC_WORDS = 100_000
MIN_AVG_WORD_LENGTH = 3
MAX_AVG_WORD_LENGTH = 10
MAX_SYMBOL_WORD_RATIO = 0.1
MAX_BULLET_LINES_RATIO = 0.9
MAX_ELLIPSIS_LINES_RATIO = 0.3
MIN_ALPHA_WORDS_RATIO = 0.8
# GopherRepetitionFilter defaults (table A1)
DUP_LINE_FRAC = 0.3
DUP_PARA_FRAC = 0.3
DUP_LINE_CHAR_FRAC = 0.2
DUP_PARA_CHAR_FRAC = 0.2
TOP_N_GRAMS = ((2, 0.20), (3, 0.18), (4, 0.16))
DUP_N_GRAMS = ((5, 0.15), (6, 0.14), (7, 0.13), (8, 0.12), (9, 0.11), (10, 0.10))

# a whitespace-separated word without any letter (digits, underscores, symbols only)
_NO_LETTER_WORD = re.compile(r"(?<!\S)(?:[\d_]|[^\w\s])+(?!\S)")
_BULLET_LINE = re.compile(r"^[^\S\n]*[•-]", re.MULTILINE)
_ELLIPSIS_LINE = re.compile(r"(?:\.\.\.|…)[^\S\n]*$", re.MULTILINE)
_PARAGRAPH_BREAK = re.compile(r"\n{2,}")
_LINE_BREAK = re.compile(r"\n+")
_POWER = np.uint64(0x100000001B3)
_POWER_INVERSE = np.uint64(pow(0x100000001B3, -1, 2**64))


@dataclass(frozen=True)
class Verdict:
    """Why a document is removed ("" when kept), with the measured figure (a plain number:
    words, characters, a ratio or a share) for examples."""

    reason: str = ""
    detail: str = ""

    @property
    def removed(self) -> bool:
        return bool(self.reason)

    def __reduce__(self) -> tuple[type[Verdict], tuple[str, str]]:
        # its fields as arguments: a third of a dataclass's default pickling, once a document
        return Verdict, (self.reason, self.detail)


KEPT = Verdict()


def gopher_verdict(text: str, doc_words: int | None = None) -> Verdict:
    """The first Gopher quality or repetition rule the document fails, else `KEPT`.
    `doc_words`: the whole document's word count when `text` is only its beginning."""
    sample = text[:ANALYSED_CHARS]
    if _native is not None:
        verdict = _native_verdict(sample, doc_words)
        if verdict is not None:
            return verdict
    figures = native_figures(sample) if _native is not None else None
    words: Words | None = None
    if figures is None:
        words = document_words(sample)
        n_words, characters, without_letter = (
            words.count,
            int(words.lengths.sum()),
            words.without_letter,
        )
    else:
        n_words, characters, without_letter = figures[:3]
    whole_words = n_words if doc_words is None else doc_words
    if whole_words < MIN_DOC_WORDS:
        return Verdict("gopher_short_doc", f"{whole_words}")
    if whole_words > MAX_DOC_WORDS:
        return Verdict("gopher_long_doc", f"{whole_words}")
    if not n_words:  # the beginning is blank: nothing to judge the document by
        return KEPT
    mean_length = characters / n_words
    if mean_length < MIN_AVG_WORD_LENGTH:
        return Verdict("gopher_below_avg_threshold", f"{mean_length:.2f}")
    if mean_length > MAX_AVG_WORD_LENGTH:
        return Verdict("gopher_above_avg_threshold", f"{mean_length:.2f}")
    if figures is None:
        hashes, ellipses, newlines, bullets = (
            sample.count("#"),
            sample.count("...") + sample.count("…"),
            sample.count("\n"),
            sample.count("-") + sample.count("•"),
        )
    else:
        hashes, ellipses, newlines, bullets = figures[12:16]
    for symbol_count, reason in (
        (hashes, "gopher_too_many_hashes"),
        (ellipses, "gopher_too_many_ellipsis"),
    ):
        if symbol_count / n_words > MAX_SYMBOL_WORD_RATIO:
            return Verdict(reason, f"{symbol_count / n_words:.3f}")
    lines = max(1, newlines + 1)
    # counting the characters first bounds each share: the regex runs only when it could fail
    if bullets / lines > MAX_BULLET_LINES_RATIO:
        bullet_lines = len(_BULLET_LINE.findall(sample)) if figures is None else figures[16]
        if bullet_lines / lines > MAX_BULLET_LINES_RATIO:
            return Verdict("gopher_too_many_bullets", "")
    if ellipses / lines > MAX_ELLIPSIS_LINES_RATIO:
        ellipsis_lines = len(_ELLIPSIS_LINE.findall(sample)) if figures is None else figures[17]
        if ellipsis_lines / lines > MAX_ELLIPSIS_LINES_RATIO:
            return Verdict("gopher_too_many_end_ellipsis", "")
    alpha_share = 1.0 - without_letter / n_words
    if alpha_share < MIN_ALPHA_WORDS_RATIO:
        return Verdict("gopher_below_alpha_threshold", f"{alpha_share:.3f}")
    if words is not None:
        return repetition_verdict(sample, words)
    assert figures is not None
    parts = _repeated_parts_verdict(sample)
    if parts.removed:
        return parts
    top = dict(zip((n for n, _ in TOP_N_GRAMS), figures[3:6], strict=True))
    duplicated = dict(zip((n for n, _ in DUP_N_GRAMS), figures[6:12], strict=True))
    return _ngram_verdict(len(sample), top, duplicated.__getitem__)


# the reasons of the C extension's verdict (gopher_verdict in _native.c), by its index
_NATIVE_REASONS = (
    *("", "gopher_short_doc", "gopher_long_doc", "gopher_below_avg_threshold"),
    *("gopher_above_avg_threshold", "gopher_too_many_hashes", "gopher_too_many_ellipsis"),
    *("gopher_too_many_bullets", "gopher_too_many_end_ellipsis", "gopher_below_alpha_threshold"),
    *("dup_para_frac", "dup_para_char_frac", "dup_line_frac", "dup_line_char_frac"),
    *(f"top_{n}_gram" for n, _ in TOP_N_GRAMS),
    *(f"duplicated_{n}_n_grams" for n, _ in DUP_N_GRAMS),
)
# every reason a verdict gives (the C4 rules' whole-document ones prefixed "c4_")
REASONS = (*_NATIVE_REASONS[1:], "c4_lorem_ipsum", "c4_curly_bracket", "c4_too_few_sentences")


def _native_verdict(sample: str, doc_words: int | None) -> Verdict | None:
    """`gopher_verdict` from one C call (the same rules in the same order on the C
    extension's figures); None where the extension leaves the text to the other ways."""
    table = native_fold()
    if table is None:
        return None
    found = _native.gopher_verdict(sample, -1 if doc_words is None else doc_words, table)
    if not isinstance(found, tuple):
        return None
    return verdict_of(*found)


def native_fold() -> np.ndarray | None:
    """The fold table the C verdict is handed; None where the extension is missing or the
    table not usable (then the text's own casefold decides, in the other ways)."""
    global _fold
    if _native is None:
        return None
    if _fold is None:
        _fold = _fold_table()
    table, usable = _fold
    return table if usable else None


def verdict_of(index: int, figure: float) -> Verdict:
    """The `Verdict` of the C verdict's reason (an index of `_NATIVE_REASONS`) and figure."""
    if not index:
        return KEPT
    if index <= 2:  # a count of words
        return Verdict(_NATIVE_REASONS[index], f"{int(figure)}")
    if index <= 4:  # the mean word length
        return Verdict(_NATIVE_REASONS[index], f"{figure:.2f}")
    if 7 <= index <= 8:  # bullet and ellipsis lines: no figure
        return Verdict(_NATIVE_REASONS[index], "")
    return Verdict(_NATIVE_REASONS[index], f"{figure:.3f}")


def native_figures(text: str) -> tuple[int, ...] | None:
    """The C extension's figures of the text: (words, their characters case-folded, words
    without a letter, the top 2-, 3- and 4-gram characters (0 where they cannot fail),
    the duplicated 5- to 10-gram characters (-1 where the verdict skips that n), then the
    counts of "#", of "..." and "…", of newlines, of "-" and "•", and the lines that
    `_BULLET_LINE` and `_ELLIPSIS_LINE` find); None where the extension is missing or
    casefolding moved a word boundary."""
    if _native is None:
        return None
    global _fold
    if _fold is None:
        _fold = _fold_table()
    table, usable = _fold
    size = max(1, len(text))
    figures = _native.word_figures(text, None, size, *_LIMITS, table) if usable else NotImplemented
    if isinstance(figures, NotImplementedType):  # beyond the BMP: the text's own casefold
        figures = _native.word_figures(text, text.casefold(), size, *_LIMITS, table)
    return None if isinstance(figures, NotImplementedType) else figures


_LIMITS = (
    (TOP_N_GRAMS[0][1], TOP_N_GRAMS[1][1], TOP_N_GRAMS[2][1]),
    tuple(limit for _, limit in DUP_N_GRAMS),
)
if _native is not None:  # the thresholds the C verdict applies, in its order
    _native.gopher_limits(
        (
            *(MIN_DOC_WORDS, MAX_DOC_WORDS, MIN_AVG_WORD_LENGTH, MAX_AVG_WORD_LENGTH),
            *(MAX_SYMBOL_WORD_RATIO, MAX_BULLET_LINES_RATIO, MAX_ELLIPSIS_LINES_RATIO),
            *(MIN_ALPHA_WORDS_RATIO, DUP_PARA_FRAC, DUP_PARA_CHAR_FRAC, DUP_LINE_FRAC),
            DUP_LINE_CHAR_FRAC,
        ),
        *_LIMITS,
    )


_fold: tuple[np.ndarray, bool] | None = None


def _fold_table() -> tuple[np.ndarray, bool]:
    """`str.casefold` of each BMP character, as up to 3 code points (0 after the last):
    casefold works character by character, so a text's folding is the concatenation.
    Built once per process (~15 ms). Not usable (then the text's own casefold is passed)
    if a folding were longer or held whitespace: none is, in the Unicode of Python 3.11
    to 3.13, but the table does not assume it."""
    table = np.zeros((65536, 3), dtype=np.uint32)
    table[:, 0] = np.arange(65536, dtype=np.uint32)
    usable = True
    for code in range(128, 65536):
        folded = chr(code).casefold()
        if folded != chr(code):
            usable = usable and len(folded) <= 3 and not any(c.isspace() for c in folded)
            table[code, : min(3, len(folded))] = [ord(c) for c in folded[:3]]
    return table, usable


@dataclass(frozen=True)
class Words:
    """The whitespace-separated words of a text: how many, each one's length and a hash
    of it (case-folded; equal words hash alike within one process), and how many hold no
    letter (in the text as written)."""

    count: int
    lengths: np.ndarray
    hashes: np.ndarray
    without_letter: int


def _class_tables() -> tuple[np.ndarray, np.ndarray]:
    """Per BMP code unit: whitespace (`str.split`'s and the regex's `\\s`), a letter
    (`[^\\W\\d_]`, as `_NO_LETTER_WORD` has it)."""
    chars = "".join(chr(c) if not 0xD800 <= c < 0xE000 else "_" for c in range(65536))
    space = np.zeros(65536, dtype=bool)
    letter = np.zeros(65536, dtype=bool)
    space[[m.start() for m in re.finditer(r"\s", chars)]] = True
    letter[[m.start() for m in re.finditer(r"[^\W\d_]", chars)]] = True
    return space, letter


_tables: tuple[np.ndarray, np.ndarray] | None = None


def document_words(text: str) -> Words:
    """`Words` of the text, from arrays of its code units: no Python string per word."""
    global _tables
    folded = text.casefold()
    folded_raw = folded.encode("utf-16-le", "surrogatepass")
    written_raw = text.encode("utf-16-le", "surrogatepass")
    if len(folded_raw) != 2 * len(folded) or len(written_raw) != 2 * len(text):
        return _python_words(text)  # beyond the BMP: surrogate pairs
    if _tables is None:
        _tables = _class_tables()
    space_table, letter_table = _tables
    units = np.frombuffer(folded_raw, dtype=np.uint16)
    written = np.frombuffer(written_raw, dtype=np.uint16)
    if len(folded) == len(text):
        # each character folds to one (casefold never drops one), and no character folds
        # from or to whitespace: the words lie where they lie in the text as written
        space = space_table[written]
        starts, ends = _runs(~space)
        if starts.size == 0:
            return Words(0, np.zeros(0, np.int64), np.zeros(0, np.uint64), 0)
        # a word's span up to the next word's start holds, besides it, only whitespace
        letters = np.logical_or.reduceat(letter_table[written], starts)
        hashes = _polynomial_hashes(units, starts, ends)
        return Words(
            starts.size, ends - starts, hashes, int(starts.size - np.count_nonzero(letters))
        )
    written = written.astype(np.intp)
    starts, ends = _runs(~space_table[units.astype(np.intp)])
    if starts.size == 0:
        return Words(0, np.zeros(0, np.int64), np.zeros(0, np.uint64), 0)
    written_space = space_table[written]
    word_starts = ~written_space
    word_starts[1:] &= written_space[:-1]
    word_of = np.cumsum(word_starts) - 1
    if int(word_of[-1]) + 1 != starts.size:  # not expected: then as Python does it
        return _python_words(text)
    has_letter = np.zeros(starts.size, dtype=bool)
    has_letter[word_of[letter_table[written]]] = True
    hashes = _polynomial_hashes(units, starts, ends)
    return Words(
        starts.size, ends - starts, hashes, int(starts.size - np.count_nonzero(has_letter))
    )


def _python_words(text: str) -> Words:
    """The same with Python's own functions (a text beyond the BMP)."""
    words = text.casefold().split()
    hashes = np.fromiter(map(hash, words), dtype=np.int64, count=len(words)).view(np.uint64)
    lengths = np.fromiter(map(len, words), dtype=np.int64, count=len(words))
    return Words(len(words), lengths, hashes, len(_NO_LETTER_WORD.findall(text)))


def _runs(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Starts and ends of the runs of True."""
    padded = np.zeros(mask.size + 2, dtype=np.int8)
    padded[1:-1] = mask
    edges = padded[1:] - padded[:-1]
    return np.flatnonzero(edges == 1), np.flatnonzero(edges == -1)


def _polynomial_hashes(units: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> np.ndarray:
    """Hash of each units[starts[i]:ends[i]] (mod 2^64): prefix sums of u_k·P^k, the
    difference scaled back by P^-start, mixed with the length."""
    size = units.size
    powers, inverse = _powers(size + 1)
    prefix = np.zeros(size + 1, dtype=np.uint64)
    np.multiply(units, powers[:size], out=prefix[1:], dtype=np.uint64)
    np.cumsum(prefix[1:], out=prefix[1:])
    hashes = prefix[ends] - prefix[starts]
    hashes *= inverse[starts]
    hashes += (ends - starts).astype(np.uint64) * _SALTS[0]
    hashes ^= hashes >> np.uint64(31)
    return hashes


_power_tables: list[np.ndarray] = [np.ones(1, np.uint64), np.ones(1, np.uint64)]


def _powers(length: int) -> tuple[np.ndarray, np.ndarray]:
    """P^k and P^-k mod 2^64 for k < length, computed once per process, grown on demand."""
    if _power_tables[0].size < length:
        # both tables at once: rows of [1, base, base, ...], multiplied along (mod 2^64)
        factors = np.ones((2, max(length, ANALYSED_CHARS * 4)), dtype=np.uint64)
        factors[:, 1:] = np.array([[_POWER], [_POWER_INVERSE]], dtype=np.uint64)
        _power_tables[:] = list(np.cumprod(factors, axis=1))
    return _power_tables[0][:length], _power_tables[1][:length]


def _lines(text: str) -> list[str]:
    """`_LINE_BREAK.split(text)` (runs of newlines), without the regex: the first and last
    piece stay, empty ones between go."""
    parts = text.split("\n")
    if len(parts) <= 2:
        return parts
    return [parts[0], *filter(None, parts[1:-1]), parts[-1]]


def _duplicates(elements: list[str]) -> tuple[int, int]:
    """(repeated elements, their characters): every occurrence after the first."""
    seen: set[str] = set()
    count = chars = 0
    for element in elements:
        if element in seen:
            count += 1
            chars += len(element)
        else:
            seen.add(element)
    return count, chars


def repetition_verdict(text: str, words: Words) -> Verdict:
    """GopherRepetitionFilter: repeated paragraphs, lines and n-grams (`words`: the
    text's case-folded words)."""
    size = len(text)
    if not size:
        return KEPT
    parts = _repeated_parts_verdict(text)
    if parts.removed:
        return parts
    if not words.count:
        return KEPT
    hashes, lengths = words.hashes, words.lengths
    if _top_ngrams_cannot_fail(hashes, lengths, size):
        top: dict[int, int] = {}
        first_duplicated, shared = _five_gram_figures(hashes, lengths)
    else:
        top, first_duplicated, shared = _one_sort_figures(hashes, lengths)

    def duplicated(n: int) -> int:
        if n == DUP_N_GRAMS[0][0]:
            return first_duplicated
        return _duplicated_ngram_chars(hashes, lengths, n, shared)

    return _ngram_verdict(size, top, duplicated)


def _repeated_parts_verdict(text: str) -> Verdict:
    """The repeated-paragraph and repeated-line rules (`text` not empty)."""
    size = len(text)
    for (parts, count, chars), frac_reason, char_reason in zip(
        _part_figures(text),
        ("dup_para_frac", "dup_line_frac"),
        ("dup_para_char_frac", "dup_line_char_frac"),
        strict=True,
    ):
        limit = DUP_PARA_FRAC if frac_reason == "dup_para_frac" else DUP_LINE_FRAC
        char_limit = DUP_PARA_CHAR_FRAC if frac_reason == "dup_para_frac" else DUP_LINE_CHAR_FRAC
        if count / parts > limit:
            return Verdict(frac_reason, f"{count / parts:.3f}")
        if chars / size > char_limit:
            return Verdict(char_reason, f"{chars / size:.3f}")
    return KEPT


def _part_figures(text: str) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """For the paragraphs (of the text stripped) and the lines: how many, how many repeat
    an earlier one, and the characters of those (the C extension tells equal parts by a
    64-bit hash, as it does words)."""
    if _native is not None:
        figures = _native.part_figures(text)
        return figures[:3], figures[3:]
    paragraphs, lines = _paragraphs(text.strip()), _lines(text)
    return (len(paragraphs), *_duplicates(paragraphs)), (len(lines), *_duplicates(lines))


def _ngram_verdict(size: int, top: dict[int, int], duplicated: Callable[[int], int]) -> Verdict:
    """The top and duplicated n-gram rules from their characters (`duplicated(n)` is asked
    only for the n the verdict needs)."""
    for n, limit in TOP_N_GRAMS:
        share = top.get(n, 0) / size
        if share > limit:
            return Verdict(f"top_{n}_gram", f"{share:.3f}")
    bound = 1.0
    for n, limit in DUP_N_GRAMS:
        # the words a repeated n-gram covers are covered by its repeated shorter n-grams
        # too, so the share only falls as n grows: an n whose limit is at least the last
        # share measured passes without being measured
        if limit >= bound:
            continue
        chars = duplicated(n)
        share = chars / size
        if share > limit:
            return Verdict(f"duplicated_{n}_n_grams", f"{share:.3f}")
        bound = share
    return KEPT


def _top_ngrams_cannot_fail(hashes: np.ndarray, lengths: np.ndarray, size: int) -> bool:
    """Whether no top n-gram share can pass its limit, from the words alone: an n-gram
    occurring c times covers c·(|w1| + ... + |wn| + n - 1) characters, and c is at most
    the count f(w) of each of its words, so at most n·M + (n - 1)·F, with M the largest
    f(w)·|w| and F the largest f(w). In ordinary prose that is a few per cent: then the
    n-grams of 2 to 4 words need no sort."""
    if hashes.size < 2:
        return True
    _, counts = _first_and_count(hashes)
    mass = int((counts * lengths).max())
    most = int(counts.max())
    return all((n * mass + (n - 1) * most) / size <= limit for n, limit in TOP_N_GRAMS)


def _five_gram_figures(hashes: np.ndarray, lengths: np.ndarray) -> tuple[int, np.ndarray | None]:
    """`_one_sort_figures`' duplicated 5-gram characters and recurring 5-gram positions,
    without the shorter n-grams."""
    n = DUP_N_GRAMS[0][0]
    if hashes.size < n:
        return 0, None
    grams = _ngram_hashes(hashes, n) ^ _SALTS[n]
    first, counts = _first_and_count(grams)
    repeated = first != np.arange(grams.size)
    return _covered_chars(np.flatnonzero(repeated), lengths, n), np.flatnonzero(counts > 1)


def _paragraphs(text: str) -> list[str]:
    """`_PARAGRAPH_BREAK.split(text)`; without the regex where no run of three newlines
    makes the two differ."""
    if "\n\n" not in text:
        return [text]
    if "\n\n\n" not in text:
        return text.split("\n\n")
    return _PARAGRAPH_BREAK.split(text)


_SALTS = np.random.default_rng(0x6A0).integers(1, 2**63, size=16, dtype=np.uint64)


def _one_sort_figures(
    hashes: np.ndarray, lengths: np.ndarray
) -> tuple[dict[int, int], int, np.ndarray | None]:
    """The top-n-gram characters for n = 2, 3, 4 and the duplicated 5-gram characters,
    from one sort of all their n-grams together (salted per n): a short document pays
    the fixed cost of one `np.unique` instead of four. Also the positions whose 5-gram
    occurs more than once (None: the text has fewer than 5 words): only there can a
    longer n-gram repeat."""
    sizes = [n for n, _ in TOP_N_GRAMS] + [DUP_N_GRAMS[0][0]]
    parts = [(n, _ngram_hashes(hashes, n) ^ _SALTS[n]) for n in sizes if hashes.size >= n]
    if not parts:
        return {}, 0, None
    grams = np.concatenate([gram for _, gram in parts])
    first, counts = _first_and_count(grams)
    top: dict[int, int] = {}
    duplicated = 0
    shared = None
    offset = 0
    for n, gram in parts:
        positions = slice(offset, offset + gram.size)
        if n == DUP_N_GRAMS[0][0]:
            repeated = first[positions] != np.arange(offset, offset + gram.size)
            duplicated = _covered_chars(np.flatnonzero(repeated), lengths, n)
            shared = np.flatnonzero(counts[positions] > 1)
        else:
            per_position = counts[positions]
            start = int(np.argmax(per_position))  # the first occurrence of the most common
            gram_chars = int(lengths[start : start + n].sum()) + n - 1
            top[n] = gram_chars * int(per_position[start])
        offset += gram.size
    return top, duplicated, shared


def _ngram_hashes(hashes: np.ndarray, n: int) -> np.ndarray:
    """One hash per n-gram (mod 2^64 polynomial combination of its word hashes)."""
    count = hashes.size - n + 1
    combined = hashes[:count].copy()
    for offset in range(1, n):
        combined = combined * _POWER + hashes[offset : offset + count]
    return combined


def _duplicated_ngram_chars(
    hashes: np.ndarray, lengths: np.ndarray, n: int, candidates: np.ndarray | None = None
) -> int:
    """Characters of the words covered by an n-gram that occurred earlier in the text.
    `candidates`: the positions (ascending) whose shorter n-gram occurs more than once;
    an n-gram elsewhere begins with a unique shorter one, so it is unique too, and only
    the candidates are compared (in order, so "earlier" stays earlier)."""
    if hashes.size < n:
        return 0
    grams = _ngram_hashes(hashes, n)
    positions = np.arange(grams.size)
    if candidates is not None:
        positions = candidates[candidates < grams.size]
        if positions.size == 0:
            return 0
        grams = grams[positions]
    first, _ = _first_and_count(grams)
    repeated = first != np.arange(grams.size)
    return _covered_chars(positions[repeated], lengths, n)


def _first_and_count(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For each element, the position of the first element equal to it and how many there
    are: `np.unique`'s index, inverse and counts, from one quicksort (SIMD; the stable
    sort `np.unique` needs for its first indices costs five times as much) and a minimum
    per group."""
    order = np.argsort(values)
    ordered = values[order]
    starts_group = np.empty(values.size, dtype=bool)
    starts_group[:1] = True
    np.not_equal(ordered[1:], ordered[:-1], out=starts_group[1:])
    starts = np.flatnonzero(starts_group)
    firsts = np.minimum.reduceat(order, starts)
    counts = np.empty(starts.size, dtype=np.intp)
    counts[:-1] = starts[1:] - starts[:-1]
    counts[-1:] = values.size - starts[-1:]
    group = np.empty(values.size, dtype=np.intp)
    group[order] = np.cumsum(starts_group) - 1
    return firsts[group], counts[group]


def _covered_chars(starts: np.ndarray, lengths: np.ndarray, n: int) -> int:
    """Characters of the words covered by n-grams starting at `starts`."""
    if starts.size == 0:
        return 0
    size = lengths.size
    edges = np.bincount(starts, minlength=size + 1)[: size + 1].astype(np.int64)
    edges -= np.bincount(starts + n, minlength=size + 1)[: size + 1]
    covered = np.cumsum(edges)[:size] > 0
    return int(lengths[covered].sum())
