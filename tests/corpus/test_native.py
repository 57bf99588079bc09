"""The cleaning steps' C extension (`llmplan.corpus.cleaning._native`) gives the figures of
the Python/NumPy way it stands in for: the Gopher verdicts with their measured figures,
the line fingerprints and sizes, the language scores bit for bit; and the NumPy way
itself, now used only where the extension is missing, still agrees with its definitions."""

from __future__ import annotations

import os
import random
import re
import shutil
import sys
from pathlib import Path

import numpy as np
import pytest

from llmplan.corpus.cleaning import language, lines, quality

DATA = Path(__file__).resolve().parents[1] / "data" / "language_id"
LANGUAGES = ("de", "en", "fr", "es", "it", "nl", "pl", "ru", "tr", "zh")


def _documents() -> list[str]:
    return [line for code in LANGUAGES for line in (DATA / f"{code}.txt").read_text().splitlines()]


@pytest.mark.skipif(
    not (os.environ.get("CI") and sys.platform.startswith("linux") and shutil.which("cc")),
    reason="checked in CI, where .ci/run installs the package afresh on Linux with a compiler",
)
def test_ci_built_the_extension() -> None:
    """`pip install -e .` builds it (pyproject.toml, ext-modules, optional): in CI, on Linux
    with a C compiler, a missing module means the build went wrong and every scan would
    take the slower NumPy ways. (Elsewhere a checkout installed before the module existed
    builds it with `pip install -e .` again.)"""
    assert quality._native is not None
    assert lines._native is not None and language._native is not None


native = pytest.mark.skipif(quality._native is None, reason="C extension not built")


def _mixed_texts(seed: int, count: int) -> list[str]:
    """Texts of words in many scripts and classes, repeated passages and odd whitespace."""
    rng = random.Random(seed)
    pool = ["Straße", "ÜBER", "12", "3,5 %", "--", "#", "…", "x_y", "½", "Ⅻ", "ǅ", "İ", "ﬁ"]
    pool += ["\u00a0", "\u2003", "\n", "\t", " ", "  ", "\u0301", "a\u0308", "日本語", "(1)", "_"]
    pool += ["😀", "𐐀", "\x1c", "\ud800", "ok", "the", "of", "wort", "ЖЁ", "ß", "...", "\n\n"]
    texts = []
    for trial in range(count):
        words = [rng.choice(pool) + rng.choice(["", " ", "\n"]) for _ in range(rng.randrange(120))]
        if trial % 3 == 0:  # a repeated passage: the n-gram rules come into play
            words += words[: rng.randint(5, 60)] * rng.randint(1, 4)
        texts.append("".join(words))
    prose = _documents()
    for trial in range(count):
        picked = rng.sample(prose, rng.randint(1, 6))
        if trial % 2:
            picked += picked[: rng.randint(1, 3)]  # repeated paragraphs and n-grams
        texts.append(rng.choice(["\n", "\n\n", " "]).join(picked))
    return texts


@native
def test_word_figures_equal_the_numpy_words() -> None:
    for text in _mixed_texts(18, 400):
        figures = quality.native_figures(text)
        words = quality.document_words(text)
        if figures is None:  # casefold moved a word boundary: the NumPy way decides
            continue
        assert figures[:3] == (words.count, int(words.lengths.sum()), words.without_letter)


def _symbol_texts() -> list[str]:
    """Lines of bullets, dots, ellipses and blanks in every arrangement the rules look at."""
    rng = random.Random(12)
    pool = ["-", "•", ".", "..", "...", "....", "…", "#", " ", "\t", "\r", "\u2003", "\n"]
    pool += ["\n\n", "\n\n\n", "word", "Wort", "x", "- item", "• Punkt", "etc...", "und …"]
    texts = ["", "\n", "...", "... ", "...\n", ". . .", "…\u2003\r", "\n\n a \n\n a \n\n"]
    for _ in range(1500):
        texts.append("".join(rng.choice(pool) for _ in range(rng.randrange(40))))
    return texts


@native
def test_symbol_and_part_counts_equal_their_definitions() -> None:
    """The counts the symbol rules read (str.count, the bullet and ellipsis line regexes)
    and the repeated paragraphs and lines, against the Python way."""
    for text in _symbol_texts():
        figures = quality.native_figures(text)
        assert figures is not None
        expected = (
            text.count("#"),
            text.count("...") + text.count("…"),
            text.count("\n"),
            text.count("-") + text.count("•"),
            len(quality._BULLET_LINE.findall(text)),
            len(quality._ELLIPSIS_LINE.findall(text)),
        )
        assert figures[12:] == expected, repr(text)
        paragraphs, lines_ = quality._paragraphs(text.strip()), quality._lines(text)
        assert quality._native.part_figures(text) == (
            len(paragraphs),
            *quality._duplicates(paragraphs),
            len(lines_),
            *quality._duplicates(lines_),
        ), repr(text)


@native
def test_ngram_figures_equal_the_numpy_figures() -> None:
    """Top n-grams (where they can fail) and duplicated n-grams (where the verdict looks)."""
    rng = random.Random(7)
    # one word in several spellings that fold alike (a run of ASCII letters takes the word
    # pass's fast loop, other characters the fold table: the same folded word must hash
    # alike either way)
    spellings = ["Straße", "STRASSE", "strasse", "StraSSe", "Grüße", "GRÜSSE", "grüsse"]
    spellings += ["ÜBERstraße", "überSTRASSE", "ﬁnden", "FINDEN", "Anschlussleitungsrohr"]
    spellings += ["ANSCHLUSSLEITUNGSROHR", "anschlußleitungsrohr", "ab", "AB", "abcd", "ABCD"]
    for trial in range(300):
        pool = ["a", "bb", "ccc", "dddd", "ee", "f", "gg", "hhh"][: 3 + trial % 6]
        if trial % 4 == 1:
            pool = [f"wort{i}" for i in range(400)]
        elif trial % 4 == 2:
            pool = spellings[: 4 + trial % len(spellings)]
        words = [rng.choice(pool) for _ in range(rng.randint(1, 300))]
        if trial % 3 == 0:
            words += words[: rng.randint(5, 40)] + [str(i) for i in range(30)]
        text = " ".join(words)
        figures = quality.native_figures(text)
        assert figures is not None
        found = quality.document_words(text)
        top, dup5, shared = quality._one_sort_figures(found.hashes, found.lengths)
        if not quality._top_ngrams_cannot_fail(found.hashes, found.lengths, len(text)):
            assert list(figures[3:6]) == [top.get(n, 0) for n, _ in quality.TOP_N_GRAMS]
        else:
            assert figures[3:6] == (0, 0, 0)
        assert figures[6] == dup5
        for (n, _limit), chars in zip(quality.DUP_N_GRAMS[1:], figures[7:12], strict=True):
            if chars >= 0:
                assert chars == quality._duplicated_ngram_chars(
                    found.hashes, found.lengths, n, shared
                )


@native
def test_gopher_verdicts_equal_without_the_extension(monkeypatch: pytest.MonkeyPatch) -> None:
    texts = _mixed_texts(5, 300) + [text * 20 for text in _symbol_texts()[:300]]
    texts += ["word " * 10, "\n".join(["Zeile eins hier.", "Zeile eins hier."] * 40)]
    texts += [" ".join(["alpha", "beta", "gamma"] * 60), "1 2 3 4 " * 30]
    with_native = [quality.gopher_verdict(text) for text in texts]
    with_native += [quality.gopher_verdict(text, 90) for text in texts]
    monkeypatch.setattr(quality, "_native", None)
    without = [quality.gopher_verdict(text) for text in texts]
    without += [quality.gopher_verdict(text, 90) for text in texts]
    assert with_native == without
    assert len({verdict.reason for verdict in without}) >= 6  # many rules were reached


@native
def test_one_call_gopher_verdicts_equal_the_figures_and_the_numpy_ways(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The verdict from one C call (rules applied in C) against the verdict the Python rules
    draw from the C figures, and against the NumPy way: same reason, same detail, for the
    whole document and for a beginning with the document's word count (short, long)."""
    texts = _mixed_texts(15, 300) + [text * 20 for text in _symbol_texts()[:300]]
    texts += ["word " * 10, "\n".join(["Zeile eins hier.", "Zeile eins hier."] * 40)]
    texts += [" ".join(["alpha", "beta", "gamma"] * 60), "1 2 3 4 " * 30, "", " \n "]
    texts += ["- a b\n" * 40, "• eins zwei\n" * 40, "Satz ...\n" * 40, "Wort … \n" * 40]
    texts += ["### " * 80, "x " * 300, "Donaudampfschifffahrtsgesellschaft " * 60]
    texts += ["eins zwei drei vier fünf sechs sieben acht neun zehn elf ...\n" * 30]
    counts = (None, 10, 90, 200_000)
    native_calls = [quality._native_verdict(text[: quality.ANALYSED_CHARS], words)
                    for words in counts for text in texts]  # fmt: skip
    # (texts beyond the BMP are left to the other ways)
    assert sum(verdict is not None for verdict in native_calls) > 0.6 * len(native_calls)
    one_call = [quality.gopher_verdict(text, words) for words in counts for text in texts]
    monkeypatch.setattr(quality, "_native_verdict", lambda sample, words: None)
    figures = [quality.gopher_verdict(text, words) for words in counts for text in texts]
    assert one_call == figures
    monkeypatch.setattr(quality, "_native", None)
    numpy_way = [quality.gopher_verdict(text, words) for words in counts for text in texts]
    assert one_call == numpy_way
    assert len({verdict.reason for verdict in one_call}) >= 20  # most rules were reached


def _line_texts() -> list[str]:
    rng = random.Random(3)
    pieces = ["Seite 3 von 12", "Mit freundlichen Grüßen", "\t Tel. +49 89 1234 \r", "123"]
    pieces += ["-- ", "...", "x" * 1100, " " * 70 + "y" * 1000, "Ab", "ÄÖÜ äöü", "", "\x0b\x0c"]
    texts = ["", "\n", "\n\n", "123", "12\n34", "a\n12", "abc\n", "\n\nabcdef\n\n"]
    for _ in range(400):
        words = range(rng.randrange(30))
        texts.append("".join(rng.choice(pieces) + rng.choice(["\n", "", " "]) for _ in words))
    return texts + _documents()[:50]


@native
def test_line_fingerprints_equal_the_python_way() -> None:
    for text in _line_texts():
        encoded = text.encode("utf-8", "surrogatepass")
        found = lines.fingerprint_lines(text)
        expected = lines._python_fingerprints(encoded)
        assert found.hashes.tolist() == expected.hashes.tolist(), repr(text)
        assert found.sizes.tolist() == expected.sizes.tolist(), repr(text)
        assert (found.total, found.newlines) == (expected.total, expected.newlines), repr(text)


@native
def test_letters_counted_as_the_regex() -> None:
    letter = re.compile(r"[^\W\d_]")
    rng = random.Random(4)
    for _ in range(2000):
        text = "".join(chr(rng.randrange(0x3000)) for _ in range(rng.randrange(40)))
        needed = rng.randrange(1, 30)
        expected = len(letter.findall(text)) >= needed
        assert language._native.letters_at_least(text, needed) == expected


def _language_samples() -> list[str]:
    rng = random.Random(9)
    documents = _documents()
    samples = [text[at : at + 200] for text in documents for at in range(0, len(text), 150)]
    samples += [bytes(rng.randrange(256) for _ in range(rng.randrange(300))).decode("latin-1")
                for _ in range(200)]  # fmt: skip
    samples += ["".join(chr(rng.randrange(32, 0x3000)) for _ in range(rng.randrange(9)))
                for _ in range(100)]  # fmt: skip
    return [*samples, "", "ABC DEF GHI", "a" * 900]


@native
def test_language_scores_are_py3langid_s_bit_for_bit() -> None:
    model = language._model()
    walk = language._walk_of(model)
    assert walk is not None
    for sample in _language_samples():
        assert walk.scores(sample).tolist() == model._decide(sample).tolist()


@native
def test_language_classes_are_py3langid_s() -> None:
    """The class the C extension sums for itself is the one py3langid's own scores give
    (real text in ten languages, random bytes, odd scripts, empty), and where it cannot be
    sure, it says so: with the rounding bound blown up, every sample with features is
    left to NumPy's scores (-1), which still give py3langid's class."""
    model = language._model()
    walk = language._walk_of(model)
    assert walk is not None and walk._states is not None
    samples = _language_samples()
    try:
        for f16c in (True, False):  # the rows widened by the F16C instruction or portably
            language._native.cpu_path("f16c", f16c)
            for sample in samples:
                assert walk.classify(sample) == model.classify(sample)[0]
    finally:
        language._native.cpu_path("f16c", True)
    undecided = 0
    for sample in samples:
        index = language._native.langid_classify(
            model._encode(sample), walk._next, walk._states, walk._ptc,
            len(model.nb_classes), language.WINDOW, walk._pc, walk._aliases, 1e30, 1e30,
        )  # fmt: skip
        if index < 0:
            undecided += 1
        else:  # no feature at all: every score the floor, the first class
            assert index == 0 and not walk.features(model._encode(sample)).size
    assert undecided > len(samples) * 0.9


@native
def test_language_class_guards_its_tables() -> None:
    """Tables of the wrong size or aliases beyond the classes are refused, not read."""
    model = language._model()
    walk = language._walk_of(model)
    assert walk is not None and walk._states is not None
    classes = len(model.nb_classes)
    data = model._encode("Ein ganz gewöhnlicher Satz auf Deutsch.")
    wrong = [
        (walk._pc[:-1], walk._aliases),  # pc shorter than the classes
        (walk._pc, np.array([[0, classes]], dtype=np.int32)),  # an alias beyond them
    ]
    for pc, aliases in wrong:
        with pytest.raises(ValueError):
            language._native.langid_classify(
                data, walk._next, walk._states, walk._ptc, classes, language.WINDOW, pc,
                aliases, 0.0, 0.0,
            )  # fmt: skip
    with pytest.raises(ValueError):  # no state at all: not even the start is read
        language._native.langid_classify(
            data, walk._next, walk._states[:0], walk._ptc, classes, language.WINDOW,
            walk._pc, walk._aliases, 0.0, 0.0,
        )  # fmt: skip
    with pytest.raises(ValueError):  # a state table that points outside the automaton
        states = walk._states.copy()
        states[:, 0] = walk._next.size
        language._native.langid_classify(
            data, walk._next, states, walk._ptc, classes, language.WINDOW, walk._pc,
            walk._aliases, 0.0, 0.0,
        )  # fmt: skip


def test_the_numpy_ways_still_hold_without_the_extension(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where no compiler built the extension, the NumPy walk and the Python line keys run:
    they still give py3langid's scores and the definitions' fingerprints."""
    for module in (language, lines, quality):
        monkeypatch.setattr(module, "_native", None)
    model = language._model()
    walk = language._walk_of(model)
    assert walk is not None
    for sample in _language_samples()[::5]:
        assert walk.scores(sample).tolist() == model._decide(sample).tolist()
    footer = lines.fingerprint_lines("Text\nSeite 3 von 12\n").hashes[1]
    assert footer == lines._line_key(b"seite  von ")
    assert np.count_nonzero(lines.fingerprint_lines("Seite 14 von 12").hashes == footer) == 1
    assert language.identify(_documents()[0]) == "de"


@native
def test_every_float16_widens_as_numpy_widens_it() -> None:
    """A one-state automaton whose every byte emits feature 0, over a table whose only row
    holds all 65,536 float16 values: the row comes back as NumPy's astype, bit for bit
    (subnormals, infinities and NaNs too, which the model itself does not hold)."""
    nextmove = np.ones(256, dtype=np.uint32)  # from either state, every byte leads to state 1
    states = np.array([[0, -1], [0, 0]], dtype=np.int32)  # rowbase, output: state 1 emits 0
    halves = np.arange(65536, dtype=np.uint16)
    counts = np.zeros(4, dtype=np.float32)
    rows = np.zeros((4, 65536), dtype=np.float32)
    found = language._native.langid_rows(b"abc", nextmove, states, halves, 65536, 6, counts, rows)
    assert found == 1 and counts[0] == 3
    expected = halves.view(np.float16).astype(np.float32).view(np.uint32)
    assert np.array_equal(rows[0].view(np.uint32), expected)


@native
def test_one_piece_line_tables_equal_the_collector_without_the_extension(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A document read in one piece gets its whole line table, examples included, from one
    C call: the same as the Python collector's, on mixed, random and real texts, short and
    long (more lines than the examples' edges, lines over the example length, a text
    ending in digits after its last newline, blank and empty ones)."""
    rng = random.Random(12)
    texts = _mixed_texts(seed=13, count=150)
    texts += ["", "\n", "12\n34", "abc\n123", "  Grüße aus Köln  \n" * 3, "ä" * 2000]
    texts += ["\n".join(f"Zeile {i} " + "x" * rng.randrange(200) for i in range(120))]
    texts += ["\r\n".join(rng.choice(["Mit freundlichen Grüßen", " \u2003Seite 3\u00a0", "ok"])
                           for _ in range(rng.randrange(1, 90))) for _ in range(40)]  # fmt: skip
    texts += [bytes(rng.randrange(256) for _ in range(rng.randrange(400))).decode("latin-1")
              for _ in range(60)]  # fmt: skip
    found = []
    for text in texts:
        result = lines.one_piece_table(text)
        assert result is not None
        table, total = result
        found.append((table.hashes.tolist(), table.sizes.tolist(), total, table.texts,
                      table.c4_dropped.tolist()))  # fmt: skip
    monkeypatch.setattr(lines, "_native", None)
    for text, (hashes, sizes, total, texts_found, dropped) in zip(texts, found, strict=True):
        assert lines.one_piece_table(text) is None
        collector = lines.LineCollector(apply_c4=False)
        collector.add(text)
        table = collector.finish()
        assert (hashes, sizes, total) == (table.hashes.tolist(), table.sizes.tolist(),
                                          collector.total_bytes)  # fmt: skip
        assert texts_found == table.texts and list(texts_found) == list(table.texts)
        assert dropped == table.c4_dropped.tolist()


@native
def test_utf8_lengths_equal_the_encoded_bytes() -> None:
    """Counted without encoding, in every string kind, lone surrogates included."""
    rng = random.Random(21)
    texts = [*_mixed_texts(seed=22, count=40), "", "abc", "\ud800x", "ÿ" * 9, "€😀\udfff"]
    texts += ["".join(chr(rng.choice([rng.randrange(0x80), rng.randrange(0x800),
                                      rng.randrange(0x10000), rng.randrange(0x110000)]))
                      for _ in range(rng.randrange(200))) for _ in range(300)]  # fmt: skip
    for text in texts:
        expected = len(text.encode("utf-8", "surrogatepass"))
        assert lines._native.utf8_length(text) == expected == lines.utf8_length(text)


@native
def test_line_tables_equal_without_the_extension(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the collector hands back (the distinct fingerprints summed in C for a document
    read in one piece) against the Python way, in one piece and in several."""

    def tables(texts: list[str]) -> list[tuple[list[int], list[int], int, dict[int, str]]]:
        found = []
        for text in texts:
            for pieces in ([text], [text[: len(text) // 3], text[len(text) // 3 :]]):
                collector = lines.LineCollector(apply_c4=False)
                for piece in pieces:
                    collector.add(piece)
                table = collector.finish()
                found.append(
                    (
                        table.hashes.tolist(),
                        table.sizes.tolist(),
                        collector.total_bytes,
                        table.texts,
                    )
                )
        return found

    texts = [*_line_texts(), "\n".join(["Mit freundlichen Grüßen", "Text"] * 200)]
    texts.append("\n".join(f"Zeile {i} mit Text {i % 7 * 'x'}" for i in range(700)))  # > 256
    with_native = tables(texts)
    monkeypatch.setattr(lines, "_native", None)
    assert with_native == tables(texts)


@native
def test_line_fingerprints_of_every_utf8_width() -> None:
    """The line steps read the str's own characters, not its UTF-8 copy: characters of
    every UTF-8 width, at the borders between widths, and lone surrogates (as
    "surrogatepass" writes them) give the fingerprints and byte sizes of the UTF-8."""
    chars = ["a", "Z", "7", "\x7f", "\x80", "ß", "\u07ff", "\u0800", "€", "\ud800", "\udfff"]
    chars += ["\uffff", "\U00010000", "😀", "\U0010ffff", " ", "\t", "\n", "\n\n", "Seite 3"]
    rng = random.Random(7)
    for _ in range(400):
        text = "".join(rng.choice(chars) for _ in range(rng.randrange(60)))
        found = lines.fingerprint_lines(text)
        expected = lines._python_fingerprints(text.encode("utf-8", "surrogatepass"))
        assert found.hashes.tolist() == expected.hashes.tolist(), repr(text)
        assert found.sizes.tolist() == expected.sizes.tolist(), repr(text)
        assert (found.total, found.newlines) == (expected.total, expected.newlines), repr(text)


@native
def test_line_fingerprints_of_every_length_both_crc_ways() -> None:
    """A line of 64 bytes or more has its CRC-32 folded by carry-less multiplication where
    the processor can (16 bytes a block, the rest by the tables): lines of every length
    up to beyond the longest fingerprinted one, of one- to three-byte characters, give
    zlib's keys that way and by the tables alone."""
    rng = random.Random(5)
    alphabet = "abcdefghijklmnopqrstuvwxyz ABC,.-äöüß€日本"
    try:
        for length in range(lines.MAX_LINE_BYTES + 80):
            text = "".join(rng.choice(alphabet) for _ in range(length))
            expected = lines._python_fingerprints(text.encode("utf-8")).hashes.tolist()
            for folded in (True, False):
                lines._native.cpu_path("clmul", folded)
                assert lines.fingerprint_lines(text).hashes.tolist() == expected, (folded, text)
    finally:
        lines._native.cpu_path("clmul", True)


@native
def test_one_call_signals_equal_the_steps_own_calls(monkeypatch: pytest.MonkeyPatch) -> None:
    """A document read in one piece gets its line table, Gopher verdict and language from
    one C call (`document_signals`): the same signals as the steps' own calls give, on
    mixed scripts (beyond the BMP: the C verdict declines), symbol junk, capitals, real
    text in ten languages and a text longer than the analysed part, each step on and off.
    Where the class is left to NumPy (-1) or the letters are too few (-2), the codes are
    py3langid's and "und"."""
    from llmplan.corpus.cleaning.document import DocumentAnalysis
    from llmplan.corpus.cleaning.options import CleaningOptions

    texts = [*_mixed_texts(seed=21, count=60), *_symbol_texts()[:60], *_documents()[::5]]
    texts += ["", "ABC DEF GHI " * 30, "Wort " * 3000 + "\n\nEnde", "12 34 56 " * 40]
    settings = [CleaningOptions(), CleaningOptions(quality=False)]
    settings += [CleaningOptions(language=False), CleaningOptions(quality=False, language=False)]
    one_call = DocumentAnalysis._in_one_call
    taken = []

    def counted(analysis: DocumentAnalysis, text: str, words: int) -> object:
        found = one_call(analysis, text, words)
        taken.append(found is not None)
        return found

    def signals(options: CleaningOptions, text: str) -> tuple[object, ...]:
        analysis = DocumentAnalysis(options)
        analysis.add(text)
        found = analysis.finish(len(text.split()))
        table = found.lines
        return (found.text_bytes, found.quality, found.language, table.hashes.tolist(),
                table.sizes.tolist(), table.c4_dropped.tolist(), table.texts)  # fmt: skip

    for options in settings:
        for text in texts:
            monkeypatch.setattr(DocumentAnalysis, "_in_one_call", counted)
            in_one_call = signals(options, text)
            monkeypatch.setattr(DocumentAnalysis, "_in_one_call", lambda *_: None)
            assert in_one_call == signals(options, text), (options, text[:80])
    assert taken and all(taken)
    assert {found[2] for found in [signals(CleaningOptions(), t) for t in texts]} >= {"und"}
    walk = language.native_walk()
    assert walk is not None
    for sample in _language_samples()[::7]:
        assert walk.code_of(-1, sample) == language._model().classify(sample)[0]
        assert walk.code_of(-2, sample) == language.UNDETERMINED


def test_largest_magnitude_from_the_bits_is_numpy_s() -> None:
    """The walk's rounding bound takes the float16 table's largest magnitude from its bits:
    the same number as NumPy's abs and max, on random halves with subnormals, signed
    zeros, infinities and NaN, and on the model's own table."""
    rng = np.random.default_rng(5)
    for extra in ([], [np.inf], [-np.inf], [np.nan], [-0.0, 6.0e-8], [65504.0, -65504.0]):
        halves = np.concatenate([rng.normal(0, 50, 1000), extra]).astype(np.float16)
        found = language._largest_magnitude(halves, halves.view(np.uint16))
        expected = float(np.abs(halves).max(initial=0).astype(np.float64))
        assert found == expected or (np.isnan(found) and np.isnan(expected)), extra
    table = language._model().nb_ptc
    expected = float(np.abs(table).max(initial=0).astype(np.float64))
    assert language._largest_magnitude(table, table.view(np.uint16)) == expected
