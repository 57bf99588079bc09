"""The read path's C extension (`llmplan.corpus._read_native`) gives what the Python/NumPy
ways it stands in for give: the same normalized bytes, word counts and MinHash signatures
(so the same exact and near duplicates), the same cuts of long texts, word counts and
binary-data checks; a scan reads the same report with it and without it."""

from __future__ import annotations

import os
import random
import shutil
import sys
import unicodedata
from pathlib import Path

import fixture_docs as docs
import numpy as np
import pytest

from llmplan.corpus import casefold, dedupe, native, pieces
from llmplan.corpus.extract import decoding, extract_text
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.resources import resource_path

DATA = Path(__file__).resolve().parents[1] / "data" / "language_id"

built = pytest.mark.skipif(native.loops is None, reason="C extension not built")


@pytest.mark.skipif(
    not (os.environ.get("CI") and sys.platform.startswith("linux") and shutil.which("cc")),
    reason="checked in CI, where .ci/run installs the package afresh on Linux with a compiler",
)
def test_ci_built_the_extension() -> None:
    """`pip install -e .` builds it (pyproject.toml, ext-modules, optional): in CI a missing
    module means the build went wrong and every scan would take the slower NumPy ways."""
    assert native.loops is not None


def _python_fingerprint(text: str, num_perm: int = dedupe.NUM_PERM) -> tuple[bytes, int, list[int]]:
    normalized, words = casefold.normalized(text)
    signature = dedupe.new_signature(num_perm)
    dedupe.minhash_update(signature, normalized)
    return normalized, words, signature.tolist()


def _native_fingerprint(text: str, num_perm: int = dedupe.NUM_PERM) -> tuple[bytes, int, list[int]]:
    signature = dedupe.new_signature(num_perm)
    normalized, words = dedupe.fingerprint(text, signature)
    return normalized, words, signature.tolist()


def _plain_signature(normalized: bytes, num_perm: int) -> list[int]:
    """`minhash_update` by its definition, in Python integers: each word 5-shingle's
    polynomial of UTF-16 units (base P, mod 2^64) plus its length x golden, splitmix64,
    its least value per bin (hash mod bins, value hash div bins); no shingle in no text."""
    mask = 2**64 - 1
    units = np.frombuffer(normalized, dtype=np.uint16).tolist()
    signature = [2**64 - 1] * num_perm
    if not units:
        return signature
    starts, ends = [0], []
    for index, unit in enumerate(units):
        if unit == casefold.SPACE:
            ends.append(index)
            starts.append(index + 1)
    ends.append(len(units))
    width = min(dedupe.SHINGLE_WORDS, len(starts))
    for first in range(len(starts) - width + 1):
        start, end = starts[first], ends[first + width - 1]
        value = sum(u * pow(0x100000001B3, k, 2**64) for k, u in enumerate(units[start:end]))
        z = (value + (end - start) * 0x9E3779B97F4A7C15 + 0x9E3779B97F4A7C15) & mask
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        z ^= z >> 31
        signature[z % num_perm] = min(signature[z % num_perm], z // num_perm)
    return signature


def _mixed_texts(seed: int, count: int) -> list[str]:
    """Words of many scripts and classes: case foldings to several characters, NFC
    composition, marks, Hangul, emoji and characters beyond the BMP, lone surrogates,
    CRLF and every ASCII whitespace, runs of spaces."""
    rng = random.Random(seed)
    pool = [chr(c) for c in range(0x20, 0x250)]
    pool += [chr(rng.randrange(0x250, 0xD800)) for _ in range(500)]
    pool += ["Straße", "ẞ", "İ", "ﬁ", "ﬃ", "ΐ", "ŉ", "ǰ", "ǅ", "Ǆ", "Σ", "ς", "Ａ", "€", "„", "–"]
    pool += ["e\u0301", "\u0301", "\u0308", "\u1100\u1161\u11a8", "가", "😀", "𐐀"]
    pool += ["\ud800", "\udc80", "\r\n", "\r", "\n", "\t", "\x0b", "\x0c", " ", "   "]
    pool += ["\u00a0", "\u2003", "\x1c", "\x85"]
    pool += ["the", "und", "Wort", "ЖЁ", "日本語", "ok", "12", "--"]
    texts = []
    for trial in range(count):
        size = rng.choice((0, 1, 3, 7, 40, 300))
        plain_ascii = trial % 4 == 0  # the SSE2 way takes eight ASCII characters at a time
        source = [" ", "  ", "\n", "Ab", "cd", "EF", "x", "\t"] if plain_ascii else pool
        texts.append("".join(rng.choice(source) for _ in range(size)))
    return texts


def _real_texts() -> list[str]:
    """Prose in ten languages, the fixture documents and the bundled sample corpus."""
    texts = [(DATA / f"{code}.txt").read_text() for code in ("de", "en", "fr", "ru", "tr", "zh")]
    texts += [*docs.GERMAN_PARAGRAPHS, docs.RUSSIAN]
    for path in sorted(resource_path("sample_corpus").iterdir()):
        texts.append(extract_text(path).text)
    return texts


@built
def test_fingerprints_of_mixed_texts_equal_the_numpy_way() -> None:
    fell_back = 0
    for text in _mixed_texts(20, 3000):
        assert _native_fingerprint(text) == _python_fingerprint(text), repr(text)
        signature = dedupe.new_signature()
        fell_back += native.loops.normalize_into(text, signature) is None
    assert 0 < fell_back < 3000  # both ways inside the C call were taken


@built
def test_fingerprints_of_real_texts_and_their_pieces() -> None:
    """Whole documents (some beyond the BMP or needing NFC: Python normalizes them, C
    signs them), the same in Windows line ends, upper case, and long ones cut as a scan
    cuts them (many blocks of 4,096 units, shingles across the blocks' edges)."""
    texts = _real_texts()
    long_text = "\n".join(texts) * 3
    texts += [t.replace("\n", "\r\n") for t in texts] + [t.upper() for t in texts]
    texts += [*pieces.split_text(long_text * 4), long_text]
    for text in texts:
        assert _native_fingerprint(text) == _python_fingerprint(text)


@built
@pytest.mark.parametrize(
    "text",
    [
        "",
        " \t\r\n ",
        "a",
        "one two three four",  # fewer words than a shingle: the whole text
        "one two three four five",
        "x" * 70_000,  # one word over many blocks
        ("abcdefg " * 600)[:4095] + " " + "tail " * 10,  # a space at a block's last unit
        ("wort " * 819) + "w" + " end" * 9,  # words astride the block edge
        " ".join(["ß"] * 5000),  # every character folds to two
        "ﬃ " * 3000 + "ΐ" * 2000,  # to three; then one that NFC leaves to Python
        "A" * 8 + "  " + "B" * 7 + "\n\n\n" + "c" * 9,  # repeated spaces at eight's edges
        "\udc80" * 10 + " lone surrogates",
        "😀 emoji beyond the BMP " * 50,
    ],
)
def test_fingerprints_of_adversarial_texts(text: str) -> None:
    assert _native_fingerprint(text) == _python_fingerprint(text)


@built
def test_signatures_equal_the_definition_for_any_number_of_bins() -> None:
    """Against Python integers, with a power of two of bins (mask and shift) and another
    number (modulo and division)."""
    rng = random.Random(5)
    for text in _mixed_texts(7, 300) + _real_texts()[:3]:
        normalized, _ = casefold.normalized(text[:3000])
        for bins in (128, 100, 1):
            signature = dedupe.new_signature(bins)
            native.loops.shingle_into(normalized, signature)
            assert signature.tolist() == _plain_signature(normalized, bins)
            python = dedupe.new_signature(bins)
            dedupe.minhash_update(python, normalized)
            assert python.tolist() == signature.tolist()
    units = rng.choices([32, 97, 98, 0x0436, 0xFFFE, 0], k=9000)
    collapsed = casefold.collapse_spaces(np.array(units, dtype=np.uint16))[0].tobytes()
    signature = dedupe.new_signature()
    native.loops.shingle_into(collapsed, signature)
    assert signature.tolist() == _plain_signature(collapsed, dedupe.NUM_PERM)


@built
def test_every_bmp_character_in_context() -> None:
    """Each BMP character after a letter and before a combining mark, as test_casefold's
    table test, through the C normalization."""
    contexts = []
    for code in range(0x10000):
        if not 0xD800 <= code < 0xE000:
            contexts += [chr(code), "A" + chr(code), chr(code) + "\u0301"]
    for start in range(0, len(contexts), 3000):
        text = " ".join(contexts[start : start + 3000])
        assert _native_fingerprint(text) == _python_fingerprint(text)


@built
def test_word_counts() -> None:
    for text in [*_mixed_texts(9, 1000), *_real_texts(), "\x1c a \x85 b\u3000c"]:
        data = np.frombuffer(text.encode("utf-8", "surrogatepass"), dtype=np.uint8)
        space = (data == 32) | ((data >= 9) & (data <= 13))
        starts = ~space & np.concatenate(([True], space[:-1])) if data.size else space
        assert dedupe.count_words(text) == int(np.count_nonzero(starts))


@built
def test_cuts_of_long_texts() -> None:
    """The same cut as the Python way: texts of paragraphs apart by blank lines (no clean
    newline near the end), of single lines, of one long word, with non-space whitespace,
    in each of Python's three string widths."""
    rng = random.Random(11)
    bodies = [
        "\n\n".join(docs.GERMAN_PARAGRAPHS) * 60,
        "\n".join(docs.GERMAN_PARAGRAPHS) * 60,
        "x" * 300_000,
        ("wort\u2003" * 3 + "\n \n") * 30_000,
        "".join(rng.choice(["a", " ", "\n", "\t", "ж", "\u3000"]) for _ in range(300_000)),
        "".join(rng.choice(["ab", " ", "\n", "\n\n", "😀"]) for _ in range(300_000)),
    ]
    for body in bodies:
        for start in (0, 1, 777, 40_000):
            end = start + pieces.PIECE_CHARS
            if end >= len(body):
                continue
            assert pieces.cut_position(body, start, end) == pieces.python_cut_position(
                body, start, end
            )


@built
def test_control_bytes_of_ranges() -> None:
    """The binary check's counts, of whole blocks and of windows in them (C reads sixteen
    bytes at a time: the ranges start and end anywhere)."""
    rng = random.Random(2)
    for size in (0, 1, 17, 4096, 70_000):
        choices = [1, 8, 9, 10, 13, 14, 26, 27, 28, 31, 32, 65, 127, 128, 200, 255]
        data = bytes(rng.choice(choices + [0] * (size % 3 == 0)) for _ in range(size))
        expected = (len(data) - len(data.translate(None, decoding._CONTROL_BYTES))) / max(
            len(data), 1
        )
        assert decoding._control_ratio_bytes(data) == expected
        for _ in range(50):
            start = rng.randrange(size + 1)
            stop = rng.randrange(start, size + 1)
            block = data[start:stop]
            controls = len(block) - len(block.translate(None, decoding._CONTROL_BYTES))
            assert native.loops.control_bytes(data, start, stop) == (controls, b"\x00" in block)


def test_binary_checks_without_the_extension(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Python way decides alike: a NUL, or more than 5 % control bytes, in any window."""
    text = ("Grüße aus Köln. " * 20_000).encode("utf-8")
    spoiled = text[:200_000] + b"\x01" * 900 + text[200_900:]  # 5.5 % of one window
    for loops in (native.loops, None):
        monkeypatch.setattr(native, "loops", loops)
        decoding.check_binary_windows(text)
        decoding.check_binary_bytes(text[:70_000] + b"\x1b" * 5_000)  # ESC is no control
        for binary in (spoiled, text[:100_000] + b"\x00" + text[100_000:]):
            with pytest.raises(decoding.SkipFile):
                decoding.check_binary_windows(binary)


@built
def test_a_scan_reads_the_same_report_without_the_extension(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Counts, words, skip list, duplicate fractions: the same with the C loops and with
    their Python twins, on texts that take each of the C module's ways."""
    rng = random.Random(4)
    texts = _real_texts()
    for index, text in enumerate(texts):
        (tmp_path / f"doc_{index}.txt").write_text(text, encoding="utf-8")
    (tmp_path / "copy_upper.txt").write_text(texts[0].upper(), encoding="utf-8")
    (tmp_path / "near.txt").write_text(texts[1].replace(" ", "  ") + " extra", encoding="utf-8")
    long_text = "\n\n".join(rng.choice(docs.GERMAN_PARAGRAPHS) for _ in range(900))
    (tmp_path / "long.txt").write_text(long_text, encoding="utf-8")
    (tmp_path / "windows.txt").write_bytes(long_text.replace("\n", "\r\n").encode("utf-8"))
    (tmp_path / "binary.txt").write_bytes(b"\x01\x02\x03text" * 5000)
    (tmp_path / "nfd.txt").write_text(unicodedata.normalize("NFD", texts[0]), encoding="utf-8")
    options = ScanOptions(in_process=True, workers=1)
    with_c = scan_corpus(tmp_path, options)
    monkeypatch.setattr(native, "loops", None)
    without = scan_corpus(tmp_path, options)
    when = {"elapsed_seconds", "scanned_at"}
    assert with_c.model_dump(exclude=when) == without.model_dump(exclude=when)
    assert with_c.exact_duplicate_files >= 2  # the upper-case copy and the NFD copy
    assert with_c.near_duplicate_fraction > 0
