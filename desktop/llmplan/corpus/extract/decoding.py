"""Bytes of a text file -> str: BOMs, UTF-16 without BOM, UTF-8, then legacy code pages.

Order: BOM, NUL-byte check (UTF-16 or binary), strict UTF-8, then charset-normalizer with
two corrections measured on real files: it labels Latin-1/cp1252 German as cp1250 (and
sometimes gives up on cp1252; here it even said mac_iceland), so a clean cp1252 reading
wins against another Latin code page unless that one produces letters cp1252 lacks
(Czech, Polish, Turkish) or the cp1252 reading breaks more words.
"""

from __future__ import annotations

import codecs
import re
import string
import unicodedata

import charset_normalizer

from llmplan.corpus import native
from llmplan.corpus.extract.types import SkipFile

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: it starts with the same bytes
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
_SNIFF_BYTES = 64 * 1024
_DETECT_BYTES = 256 * 1024  # charset-normalizer is slow on big inputs; a sample decides
_MAX_CONTROL_RATIO = 0.05
_WINDOWS = 16  # windows checked for binary data beyond the head, spread over the file
_WINDOW = 16 * 1024
# C0/C1 controls other than whitespace and ESC, U+FFFD, private use, lone surrogates.
_JUNK_CHARS = re.compile("[\x00-\x08\x0e-\x1a\x1c-\x1f\x7f-\x9f\ufffd\ue000-\uf8ff\ud800-\udfff]")
_CONTROL_BYTES = bytes(b for b in range(0x20) if b not in (9, 10, 11, 12, 13, 27))
_NON_ASCII = re.compile(r"[^\x00-\x7f]")
_BROKEN_WORD = re.compile(r"(?<=[^\W\d_])[^\x00-\x7f\w](?=[^\W\d_])")
_CP1252_LIKE = frozenset({"cp1252", "latin_1", "iso8859_15", "ascii"})


def decode_text(data: bytes) -> tuple[str, str]:
    """(text, encoding name) of a text file; SkipFile("binary_data") if it is not text.

    Binary data anywhere counts, not only at the start: windows spread over the whole
    file are checked, so 64 KiB of text followed by megabytes of noise is not text.
    """
    encoding, bom_length = sniff_encoding(data[: _SNIFF_BYTES + 4])
    if bom_length or encoding.startswith("utf-16"):
        text = _checked(data[bom_length:].decode(encoding, errors="replace"))
        check_text_windows(text)
        return text, encoding
    check_binary_windows(data)
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        lenient = data.decode("utf-8", errors="replace")
        if _mostly_utf8(lenient):
            return lenient, "utf-8"
    encoding = _legacy_encoding(data)
    return _checked(data.decode(encoding, errors="replace")), encoding


def sniff_encoding(head: bytes) -> tuple[str, int]:
    """(encoding, BOM length) from the start of a file: a BOM, UTF-16 without one, else
    'utf-8' as a first guess (callers decide UTF-8 against legacy code pages on more
    data). SkipFile("binary_data") when the start is not text."""
    for bom, encoding in _BOMS:
        if head.startswith(bom):
            return encoding, len(bom)
    head = head[:_SNIFF_BYTES]
    if b"\x00" in head:
        utf16 = _utf16_without_bom(head)
        if utf16 is None:
            raise SkipFile("binary_data")
        return utf16, 0
    if _control_ratio_bytes(head) > _MAX_CONTROL_RATIO:
        raise SkipFile("binary_data")
    return "utf-8", 0


def stream_encoding(head: bytes) -> tuple[str, int]:
    """Encoding of a file streamed block by block, decided on its first block."""
    encoding, bom_length = sniff_encoding(head)
    if bom_length or encoding != "utf-8":
        return encoding, bom_length
    check_binary_bytes(head)
    try:
        head.decode("utf-8")
        return "utf-8", 0
    except UnicodeDecodeError as exc:
        if exc.start >= len(head) - 3:  # the block ends inside a character
            return "utf-8", 0
        if _mostly_utf8(head.decode("utf-8", errors="replace")):
            return "utf-8", 0
    return _legacy_encoding(head), 0


def window_offsets(length: int, count: int = _WINDOWS, width: int = _WINDOW) -> list[int]:
    """Starts of `count` windows of `width` spread evenly over `length` (after the head)."""
    if length <= _SNIFF_BYTES:
        return []
    span = max(length - _SNIFF_BYTES - width, 0)
    return sorted({_SNIFF_BYTES + span * i // max(count - 1, 1) for i in range(count)})


def check_binary_bytes(block: bytes) -> None:
    """SkipFile("binary_data") for bytes with NULs or many control bytes."""
    if _binary(block, 0, len(block)):
        raise SkipFile("binary_data")


def check_binary_windows(data: bytes) -> None:
    for start in window_offsets(len(data)):
        if _binary(data, start, min(start + _WINDOW, len(data))):
            raise SkipFile("binary_data")


def _binary(data: bytes, start: int, stop: int) -> bool:
    """Whether data[start:stop] holds a NUL or many control bytes; in C where built, without
    a copy of the range (every file's windows are looked at)."""
    if native.loops is not None:
        controls, nul = native.loops.control_bytes(data, start, stop)
        return nul or controls / max(stop - start, 1) > _MAX_CONTROL_RATIO
    block = data[start:stop]
    return b"\x00" in block or _control_ratio_bytes(block) > _MAX_CONTROL_RATIO


def check_text_windows(text: str) -> None:
    """As check_binary_windows, on decoded text (UTF-16 and BOM files)."""
    for start in window_offsets(len(text)):
        _checked(text[start : start + _WINDOW])


def _mostly_utf8(lenient: str) -> bool:
    """UTF-8 with a few damaged bytes (a stray cp1252 letter, a cut last character):
    legacy code pages practically never form valid multi-byte sequences, so many valid
    ones against few errors means UTF-8."""
    errors = lenient.count("\ufffd")
    valid = len(lenient) - len(lenient.encode("ascii", "ignore")) - errors  # C speed
    return valid >= 4 * errors or (errors == 1 and lenient.endswith("\ufffd"))


def _checked(text: str) -> str:
    """Reject a decoding full of controls, private-use, surrogate or replaced characters:
    binary data that happened to start with a BOM or to pass as UTF-16."""
    sample = text[:_SNIFF_BYTES]
    if sample and len(_JUNK_CHARS.findall(sample)) / len(sample) > _MAX_CONTROL_RATIO:
        raise SkipFile("binary_data")
    return text


def _control_ratio_bytes(head: bytes) -> float:
    if native.loops is not None:
        return native.loops.control_bytes(head, 0, len(head))[0] / max(len(head), 1)
    return (len(head) - len(head.translate(None, _CONTROL_BYTES))) / max(len(head), 1)


def _utf16_without_bom(head: bytes) -> str | None:
    """'utf-16-le'/'-be' when NULs sit on one byte parity only (ASCII-heavy UTF-16)."""
    even = head[0::2].count(0) / max(len(head[0::2]), 1)
    odd = head[1::2].count(0) / max(len(head[1::2]), 1)
    if odd > 0.3 and even < 0.02:
        candidate = "utf-16-le"
    elif even > 0.3 and odd < 0.02:
        candidate = "utf-16-be"
    else:
        return None
    try:
        _checked(head[: len(head) // 2 * 2].decode(candidate))
    except (UnicodeDecodeError, SkipFile):
        return None
    return candidate


def _legacy_encoding(data: bytes) -> str:
    """Code page of non-UTF-8 text, biased toward cp1252 where the detector is known to slip
    (cp1252 German labelled cp1250 or even mac_iceland; cp1252 files it gives up on)."""
    sample = data[:_DETECT_BYTES]
    best = charset_normalizer.from_bytes(sample).best()
    detected = codecs.lookup(best.encoding).name.replace("-", "_") if best else None
    western = _try_decode(sample, "cp1252")
    if detected is None:
        if western is not None and _mostly_ascii_letters(western):
            return "cp1252"
        return "cp1251"  # detector gave up and cp1252 does not fit: Cyrillic is likely
    if western is None or detected in _CP1252_LIKE:
        return "cp1252" if western is not None else detected
    alternative = sample.decode(detected, errors="replace")
    if (
        _latin_script(alternative)
        and _few_letters_beyond_cp1252(alternative)
        and _broken_words(western) <= _broken_words(alternative)
    ):
        return "cp1252"
    return detected


def _try_decode(data: bytes, encoding: str) -> str | None:
    try:
        return data.decode(encoding)
    except UnicodeDecodeError as exc:
        if exc.start >= len(data) - 1:  # sample cut mid-character is not evidence
            return data[: exc.start].decode(encoding, errors="replace")
        return None


def _few_letters_beyond_cp1252(text: str) -> bool:
    """True when under a third of the non-ASCII characters of `text` are missing in cp1252.

    German umlauts, ß and the quotes are the same bytes in cp1250 and cp1252, so a cp1250
    label changes nothing there; Czech or Polish text is full of ě ř ů ł ą that only
    cp1250 has, Turkish of ğ ş ı that only cp1254 has.
    """
    non_ascii = "".join(_NON_ASCII.findall(text))
    beyond = len(non_ascii) - len(non_ascii.encode("cp1252", errors="ignore").decode("cp1252"))
    return beyond * 3 < len(non_ascii) or not non_ascii


def _latin_script(text: str) -> bool:
    """Most non-ASCII letters are Latin ones (so cp1252 is a rival reading, not Cyrillic)."""
    letters = [ch for ch in _NON_ASCII.findall(text) if ch.isalpha()]
    latin = sum(1 for ch in letters if unicodedata.name(ch, "").startswith("LATIN"))
    return latin >= 0.8 * len(letters)


def _broken_words(text: str) -> int:
    """Non-ASCII non-letters between two letters ("Gr‰fle"): the mark of a wrong code page."""
    return len(_BROKEN_WORD.findall(text))


def _mostly_ascii_letters(text: str) -> bool:
    """Western languages are mostly ASCII letters; cp1251 Russian read as cp1252 is not."""
    ascii_letters = sum(map(text.count, string.ascii_letters))
    other_letters = sum(1 for ch in _NON_ASCII.findall(text) if ch.isalpha())
    total = ascii_letters + other_letters
    return total == 0 or other_letters / total < 0.4
