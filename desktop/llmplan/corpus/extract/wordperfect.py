"""WordPerfect documents (4.2, 5.x, 6 and later: .wpd, .wp, often named .doc) -> their text.

A WordPerfect 5.x/6.x file starts with a 16-byte prefix: `\\xffWPC`, the offset of the
document area (32-bit little-endian), the product type (1: WordPerfect), the file type
(10: a document), the major version (0: 5.x, 2: 6.x and later), the minor version and an
encryption key (0: not encrypted). The document area is a stream of one-byte characters
and function codes, in three kinds: single-byte functions (soft and hard returns, hard
spaces and hyphens), fixed-length functions (an extended character: its value and
character set between two copies of the code) and variable-length groups (a code, a
subgroup, a 16-bit length: formatting, headers, styles; skipped whole). WordPerfect 4.2
has no prefix; its multi-byte functions end with a copy of their code.

Only the characters are kept, returns as line breaks; extended characters map to Unicode
for the ASCII, Multinational 1 (accented Latin letters) and typographic sets (quotes,
dashes, bullets: WordPerfect's own character set tables), others read as a space. Text
kept for "undo" (deleted) is left out.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Callable

from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget

MAGIC = b"\xffWPC"
_PREFIX = 16
_PRODUCT_WORDPERFECT = 1
_FILE_DOCUMENT = 10
_ASCII_RUN = re.compile(rb"[\x21-\x7e]+")
_ASCII_RUN5 = re.compile(rb"[\x20-\x7e]+")
_CHUNK = 64 * 1024  # characters collected before they are checked against the budget

# WordPerfect character set 1 (Multinational 1): 23 diacritics (combining, as LibreOffice's
# reader writes them), ß, ĸ, j (dotless), then the accented Latin letters in pairs.
_MULTINATIONAL = (
    "\u0300\u00b7\u0303\u0302\u0335\u0338\u0301\u0308\u0304\u0313\u0315\u02bc"
    "\u0326\u0315\u00b0\u0307\u030b\u0327\u0328\u030c\u0337\u0305\u0306"
    "ßĸjÁáÂâÄäÀàÅåÆæÇçÉéÊêËëÈèÍíÎîÏïÌìÑñÓóÔôÖöÒòÚúÛûÜüÙùŸÿÃãĐđØøÕõÝýÐðÞþĂăĀāĄąĆćČčĈĉĊċĎďĚěĖėĒē"
    "ĘęǴǵĞğǦǧĢģĜĝĠġĤĥĦħİiĪīĮįĨĩĲĳĴĵĶķĹĺĽľĻļĿŀŁłŃń"
)
# Character set 4 (typographic symbols) from its first: bullets, currencies, quotes, dashes
_TYPOGRAPHIC = "●○■•*¶§¡¿«»£¥₧ƒªº½¼¢²ⁿ®©¤¾³‛’‘‟”“–—‹›"
# WordPerfect 6: the bytes 1-32 are the most used accented letters, without a function code
_WP6_LOW = " åÅæÆäÄáàâãÃçÇëéÉèêíñÑøØõÕöÖüÜúùß"
# WordPerfect 5.x fixed-length functions 0xC0-0xCF: their whole length in bytes
_WP5_FIXED = (4, 9, 11, 3, 3, 5, 6, 7, 4, 5, 6, 6, 8, 10, 10, 12)
# WordPerfect 6 fixed-length functions 0xF0-0xFE
_WP6_FIXED = (4, 5, 3, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6, 8, 8)
_WP6_UNDO = 0xF1


def is_wordperfect(head: bytes) -> bool:
    """A WordPerfect document by its first bytes: the 5.x/6.x prefix, or 4.2's opening
    function (0xCB 0x0A 0x01 … 0xCB, as Apache Tika's type detection has it)."""
    return head.startswith(MAGIC) or (head[:3] == b"\xcb\x0a\x01" and head[5:6] == b"\xcb")


def extract_wordperfect(data: bytes, limits: Limits) -> ExtractedText:
    if not data.startswith(MAGIC):
        if not is_wordperfect(data):
            raise SkipFile("not_wordperfect")
        return ExtractedText(text=_wp42_text(data, limits), kind="wpd")
    if len(data) < _PREFIX:
        raise SkipFile("not_wordperfect")
    start, product, file_type, major, minor, key = struct.unpack_from("<IBBBBH", data, 4)
    if product != _PRODUCT_WORDPERFECT or file_type != _FILE_DOCUMENT:
        raise SkipFile("wordperfect_not_document")
    if key:
        raise SkipFile("encrypted_document")
    if not _PREFIX <= start <= len(data):
        raise SkipFile("not_wordperfect")
    if major == 0:
        return ExtractedText(text=_wp5_text(data, start, limits), kind="wpd")
    if major == 2:
        return ExtractedText(text=_wp6_text(data, start, limits), kind="wpd")
    raise SkipFile("wordperfect_version", version=f"{major}.{minor}")


def _extended(charset: int, value: int) -> str:
    if charset == 0 and value < 95:
        return chr(0x20 + value)
    if charset == 1 and value < len(_MULTINATIONAL):
        return _MULTINATIONAL[value]
    if charset == 4 and value < len(_TYPOGRAPHIC):
        return _TYPOGRAPHIC[value]
    return " "


class _Out:
    """The characters found, checked against the text budget a chunk at a time."""

    def __init__(self, limits: Limits) -> None:
        self.budget = TextBudget(limits)
        self.parts: list[str] = []
        self.size = 0

    def add(self, text: str) -> None:
        self.parts.append(text)
        self.size += len(text)
        if self.size >= _CHUNK:
            self.flush()

    def flush(self) -> None:
        self.budget.add("".join(self.parts))
        self.parts, self.size = [], 0

    def text(self) -> str:
        self.flush()
        return self.budget.text()


# a function code's reader: (the code, where the bytes after it start) -> where the next
# character starts (it adds what the code stands for to the text)
_CodeReader = Callable[[int, int], int]


def _printable_and_codes(data: bytes, position: int, out: _Out, read_code: _CodeReader) -> str:
    """A WordPerfect 4.2/5.x body's text: runs of printable ASCII as they stand, every other
    byte a function code that `read_code` reads."""
    end = len(data)
    while position < end:
        run = _ASCII_RUN5.match(data, position)
        if run is not None:
            out.add(run.group().decode("ascii"))
            position = run.end()
        else:
            position = read_code(data[position], position + 1)
    return out.text()


def _wp5_text(data: bytes, position: int, limits: Limits) -> str:
    out = _Out(limits)
    end = len(data)

    def read_code(code: int, position: int) -> int:
        if code in (0x0A, 0x0C, 0x8C, 0x99):  # hard return, hard page, dormant returns
            out.add("\n")
        elif code in (0x0B, 0x0D) or 0x90 <= code <= 0x95:  # soft return or page
            out.add(" ")
        elif code == 0xA0:
            out.add("\u00a0")
        elif 0xA9 <= code <= 0xAB:
            out.add("-")
        elif code == 0xC0 and position + 2 < end:  # extended character: value, set, code
            out.add(_extended(data[position + 1], data[position]))
            return position + 3
        elif 0xC1 <= code <= 0xCF:
            return position + _WP5_FIXED[code - 0xC0] - 1
        elif code >= 0xD0:  # code, subgroup, length, that many bytes (ending with the code)
            if position + 3 > end:
                return end
            (length,) = struct.unpack_from("<H", data, position + 1)
            return position + 3 + length
        return position

    return _printable_and_codes(data, position, out, read_code)


def _wp6_text(data: bytes, position: int, limits: Limits) -> str:
    out = _Out(limits)
    end = len(data)
    deleted = False
    while position < end:
        run = _ASCII_RUN.match(data, position)
        if run is not None:
            if not deleted:
                out.add(run.group().decode("ascii"))
            position = run.end()
            continue
        code = data[position]
        position += 1
        if code == _WP6_UNDO:  # undo: 0 opens text kept for undo (deleted), 1 closes it
            if position < end:
                deleted = data[position] == 0 or (deleted and data[position] != 1)
            position += _WP6_FIXED[1] - 1
            continue
        if 0xD0 <= code <= 0xEF:  # code, subgroup, length of the whole group
            if position + 3 > end:
                break
            subgroup = data[position]
            (length,) = struct.unpack_from("<H", data, position + 1)
            position += max(length, 4) - 1
            if not deleted:
                out.add(_wp6_group_text(code, subgroup))
            continue
        if deleted:
            if 0xF0 <= code <= 0xFE:
                position += _WP6_FIXED[code - 0xF0] - 1
            continue
        if 1 <= code <= 0x20:
            out.add(_WP6_LOW[code])
        elif code == 0x80:  # soft space: the space between words
            out.add(" ")
        elif code == 0x81:
            out.add("\u00a0")
        elif code == 0x84:
            out.add("-")
        elif code in (0x87, 0x89) or 0xB4 <= code <= 0xCF:  # hard returns, page breaks
            out.add("\n")
        elif code == 0xF0 and position + 2 < end:  # extended character: value, set, code
            out.add(_extended(data[position + 1], data[position]))
            position += 3
        elif 0xF1 <= code <= 0xFE:
            position += _WP6_FIXED[code - 0xF0] - 1
    return out.text()


def _wp6_group_text(code: int, subgroup: int) -> str:
    """What a variable-length group stands for in the text: end-of-line groups (0xD0) a
    space or a line break, tab groups (0xE0) a tab."""
    if code == 0xD0:
        if 1 <= subgroup <= 3 or 20 <= subgroup <= 22:
            return " "  # soft returns
        if subgroup == 10:
            return "\t"  # end of a table cell
        if 4 <= subgroup <= 28:
            return "\n"
    if code == 0xE0:
        return "\t"
    return ""


def _wp42_text(data: bytes, limits: Limits) -> str:
    """WordPerfect 4.2: characters, returns (0x0A hard, 0x0D soft), single-byte functions
    0x80-0xBF, and multi-byte functions from 0xC0 that end with a copy of their code."""
    out = _Out(limits)

    def read_code(code: int, position: int) -> int:
        if code == 0x0A:
            out.add("\n")
        elif code == 0x0D:
            out.add(" ")
        elif 0xC0 <= code <= 0xFE:
            closing = data.find(bytes((code,)), position)
            return len(data) if closing < 0 else closing + 1
        return position

    return _printable_and_codes(data, 0, out, read_code)
