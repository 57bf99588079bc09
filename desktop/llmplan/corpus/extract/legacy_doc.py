"""Word 97–2003 (.doc) -> text through the piece table of [MS-DOC] (no permissive library
reads it; antiword and wvWare are GPL).

FIB (WordDocument stream) -> fcClx/lcbClx -> the Clx in the table stream (0Table or 1Table)
-> PlcPcd: for each piece its character positions and where its text lies in WordDocument,
either 8-bit (compressed, Windows-1252) or UTF-16. The document's text stream is the main
text, then footnotes, headers, comments, endnotes and text boxes; like the DOCX reader we
keep the main text, footnotes, endnotes and text boxes. Field codes (between 0x13 and 0x14)
are dropped, their shown result kept.

A file called .doc that is really RTF, Word 2003 XML or a DOCX (Word saves all three under
that name) is read by the reader of what it is.
"""

from __future__ import annotations

import struct
from collections.abc import Callable

from llmplan.corpus.extract.decoding import decode_text
from llmplan.corpus.extract.ole import OLE_MAGIC, OleDocument, refuse_encrypted
from llmplan.corpus.extract.sniff import ole_kind
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, too_much_text

ExtractBytes = Callable[[bytes, str, Limits], ExtractedText]

_WORD_IDENT = 0xA5EC
_WORD6_IDENT = 0xA5DC  # Word 6.0 and Word 95
_NFIB_WORD97 = 0x00C1
_F_COMPLEX = 0x0004
_F_ENCRYPTED = 0x0100
_F_WHICH_TABLE = 0x0200
_FC_CLX_INDEX = 33  # fcClx is the 34th fc/lcb pair of FibRgFcLcb97
_MAX_PIECES = 1_000_000
# Word's control characters: paragraph, cell and line marks become layout; anchors of
# pictures, footnote references and annotation marks are not text.
_CONTROLS = str.maketrans(
    {
        "\r": "\n",
        "\x07": "\t",
        "\x0b": "\n",
        "\x0c": "\n",
        "\x0e": "\n",
        "\x1e": "-",
        "\x1f": None,
        "\x01": None,
        "\x02": None,
        "\x03": None,
        "\x04": None,
        "\x05": None,
        "\x08": None,
    }
)
_FIELD_BEGIN, _FIELD_SEPARATOR, _FIELD_END = "\x13", "\x14", "\x15"

_OTHER_COMPOUNDS = ("xls", "ppt", "msg")


def extract_doc(data: bytes, limits: Limits, extract: ExtractBytes) -> ExtractedText:
    if data.startswith(b"{\\rtf"):
        return _as("rtf", data, limits, extract)
    if data.startswith(b"PK\x03\x04"):
        return _as("docx", data, limits, extract)
    if data.lstrip(b"\xef\xbb\xbf \r\n\t").startswith(b"<"):
        return _as("xml", data, limits, extract)  # Word 2003 XML saved as .doc
    if not data.startswith(OLE_MAGIC):
        raise SkipFile("not_doc")
    refuse_encrypted(data)
    other = None
    with OleDocument(data, limits) as ole:
        if not ole.exists("WordDocument"):
            other = ole_kind(ole)
            if other not in _OTHER_COMPOUNDS:
                raise SkipFile("not_doc")
        else:
            word = ole.read("WordDocument")
            flags = _fib_flags(word)
            if flags is None:
                return ExtractedText(text=_word6_text(word), kind="doc")
            table_name = "1Table" if flags & _F_WHICH_TABLE else "0Table"
            table = ole.read(table_name) if ole.exists(table_name) else b""
    if other is not None:
        # a workbook, a presentation or an Outlook message under a Word name: read as what
        # it is (a PowerPoint 4 file says it is too old to read)
        return _as(other, data, limits, extract)
    return ExtractedText(text=document_text(word, table, limits), kind="doc")


def _as(kind: str, data: bytes, limits: Limits, extract: ExtractBytes) -> ExtractedText:
    result = extract(data, kind, limits)
    return ExtractedText(text=result.text, kind="doc", pages=result.pages)


def _fib_flags(word: bytes) -> int | None:
    """The FIB's flags of a Word 97+ file; None for Word 6/95 (read by `_word6_text`)."""
    if len(word) < 64:
        raise SkipFile("corrupt_word_short_header")
    ident, nfib, _unused, _lid, _next, flags = struct.unpack_from("<HHHHHH", word, 0)
    if ident not in (_WORD_IDENT, _WORD6_IDENT):
        raise SkipFile("corrupt_word_no_header")
    if flags & _F_ENCRYPTED:
        raise SkipFile("encrypted_document")
    if ident == _WORD6_IDENT or nfib < _NFIB_WORD97:
        return None
    return int(flags)


def _word6_text(word: bytes) -> str:
    """Word 6/95: 8-bit text in the code page of the document's language; one run from
    fcMin, or (saved fast) the pieces of a piece table kept in WordDocument itself."""
    (flags,) = struct.unpack_from("<H", word, 10)
    (language,) = struct.unpack_from("<H", word, 6)
    (count,) = struct.unpack_from("<I", word, 0x34)  # ccpText
    codepage = _codepage_of_language(language)
    if not flags & _F_COMPLEX:
        (fc_min,) = struct.unpack_from("<I", word, 0x18)
        if fc_min + count > len(word):
            raise SkipFile("corrupt_word_text_outside")
        raw = word[fc_min : fc_min + count]
        return _clean(raw.decode(_detected(raw, codepage), errors="replace"))
    if len(word) < 0x168:
        raise SkipFile("corrupt_word_short_header")
    fc_clx, lcb_clx = struct.unpack_from("<II", word, 0x160)
    if fc_clx + lcb_clx > len(word) or lcb_clx == 0:
        raise SkipFile("corrupt_word_pieces_outside")
    # in Word 6/95 every piece is 8-bit, its fc a plain byte offset
    pieces = _word6_pieces(word[fc_clx : fc_clx + lcb_clx])
    raw = b"".join(
        word[fc : fc + max(0, min(last, count) - first)]
        for first, last, fc in pieces
        if first < count
    )
    return _clean(raw.decode(_detected(raw, codepage), errors="replace"))


_CONTROL_BYTES = bytes(b for b in range(32) if b not in (9, 10))
_WINDOWS_CODEPAGES = frozenset(f"cp{n}" for n in range(1250, 1259))


def _detected(raw: bytes, codepage: str) -> str:
    """The language's code page; for the default (Western) one, the Windows code page the
    bytes read as, when detection finds another (a Russian text marked English)."""
    if codepage != "cp1252":
        return codepage
    try:
        found = decode_text(raw.translate(None, _CONTROL_BYTES))[1]
    except SkipFile:
        return codepage
    return found if found in _WINDOWS_CODEPAGES else codepage


def _word6_pieces(clx: bytes) -> list[tuple[int, int, int]]:
    """(first cp, last cp, byte offset) per piece of a Word 6/95 piece table."""
    return [
        (first, last, offset * 2 if compressed else offset)
        for first, last, offset, compressed in _piece_table(clx)
    ]


# the Windows code page of a Word 6/95 document, by the primary language of its language id
_CODEPAGES = {
    0x19: "cp1251", 0x22: "cp1251", 0x02: "cp1251", 0x23: "cp1251", 0x2F: "cp1251",
    0x15: "cp1250", 0x05: "cp1250", 0x1B: "cp1250", 0x0E: "cp1250", 0x18: "cp1250",
    0x24: "cp1250", 0x1C: "cp1250", 0x1A: "cp1250", 0x08: "cp1253", 0x1F: "cp1254", 0x0D: "cp1255",
    0x01: "cp1256", 0x25: "cp1257", 0x26: "cp1257", 0x27: "cp1257", 0x11: "cp932",
    0x12: "cp949", 0x1E: "cp874", 0x2A: "cp1258",
}  # fmt: skip


def _codepage_of_language(language: int) -> str:
    if language & 0x3FF == 0x04:  # Chinese: Taiwan and Hong Kong write Big5
        return "cp950" if language in (0x0404, 0x0C04) else "cp936"
    if language == 0x0C1A:  # Serbian in Cyrillic letters
        return "cp1251"
    return _CODEPAGES.get(language & 0x3FF, "cp1252")


def document_text(word: bytes, table: bytes, limits: Limits) -> str:
    """The kept text of a Word 97+ WordDocument stream with its table stream."""
    counts, fc_clx, lcb_clx = _fib_counts(word)
    if fc_clx + lcb_clx > len(table) or lcb_clx == 0:
        raise SkipFile("corrupt_word_pieces_outside")
    pieces = _piece_table(table[fc_clx : fc_clx + lcb_clx])
    main, footnotes, headers, comments, endnotes, boxes = counts
    wanted = [(0, main), (main, footnotes)]
    start_endnotes = main + footnotes + headers + comments
    wanted += [(start_endnotes, endnotes), (start_endnotes + endnotes, boxes)]
    total = sum(count for _, count in wanted)
    if total > limits.max_text_chars:
        raise too_much_text(limits)
    raw = _characters(word, pieces, start_endnotes + endnotes + boxes)
    parts = [raw[start : start + count] for start, count in wanted if count > 0]
    return "\n".join(_clean(part) for part in parts if part.strip())


def _fib_counts(word: bytes) -> tuple[tuple[int, int, int, int, int, int], int, int]:
    """(ccpText, ccpFtn, ccpHdd, ccpAtn, ccpEdn, ccpTxbx) and the Clx's place."""
    try:
        offset = 32
        (csw,) = struct.unpack_from("<H", word, offset)
        offset += 2 + csw * 2
        (cslw,) = struct.unpack_from("<H", word, offset)
        lw = struct.unpack_from(f"<{cslw}i", word, offset + 2)
        offset += 2 + cslw * 4
        (cb_fc_lcb,) = struct.unpack_from("<H", word, offset)
        if cb_fc_lcb <= _FC_CLX_INDEX or len(lw) < 10:
            raise SkipFile("corrupt_word_short_header")
        fc_clx, lcb_clx = struct.unpack_from("<II", word, offset + 2 + _FC_CLX_INDEX * 8)
    except struct.error:
        raise SkipFile("corrupt_word_short_header") from None
    text, footnotes, headers, _macro, comments, endnotes, boxes = (max(0, v) for v in lw[3:10])
    return (text, footnotes, headers, comments, endnotes, boxes), fc_clx, lcb_clx


def _piece_table(clx: bytes) -> list[tuple[int, int, int, bool]]:
    """(first cp, last cp, byte offset, compressed) per piece, from a Clx."""
    position = 0
    while position < len(clx) and clx[position] == 0x01:  # Prc: formatting, skipped
        if position + 3 > len(clx):
            break
        (size,) = struct.unpack_from("<h", clx, position + 1)
        position += 3 + max(size, 0)
    if position + 5 > len(clx) or clx[position] != 0x02:
        raise SkipFile("corrupt_word_no_pieces")
    (lcb,) = struct.unpack_from("<I", clx, position + 1)
    plc = clx[position + 5 : position + 5 + lcb]
    count = (len(plc) - 4) // 12
    if count <= 0 or count > _MAX_PIECES:
        raise SkipFile("corrupt_word_no_pieces")
    cps = struct.unpack_from(f"<{count + 1}I", plc, 0)
    pieces = []
    for index in range(count):
        (fc,) = struct.unpack_from("<I", plc, 4 * (count + 1) + 8 * index + 2)
        compressed = bool(fc & 0x40000000)
        offset = (fc & 0x3FFFFFFF) // 2 if compressed else fc & 0x3FFFFFFF
        pieces.append((cps[index], cps[index + 1], offset, compressed))
    return pieces


def _characters(word: bytes, pieces: list[tuple[int, int, int, bool]], wanted: int) -> str:
    """The text stream up to character position `wanted`, piece by piece."""
    out: list[str] = []
    for first, last, offset, compressed in pieces:
        if first >= wanted:
            break
        count = max(0, min(last, wanted) - first)
        if compressed:
            out.append(word[offset : offset + count].decode("cp1252", errors="replace"))
        else:
            out.append(word[offset : offset + 2 * count].decode("utf-16-le", errors="replace"))
    return "".join(out)


def _clean(text: str) -> str:
    """Field codes out (nested fields counted), control characters to layout."""
    if _FIELD_BEGIN in text:
        kept: list[str] = []
        # per open field: True while in its code part (before its separator); `in_code`
        # counts the Trues so a hostile run of field marks stays linear
        fields: list[bool] = []
        in_code = 0
        for char in text:
            if char == _FIELD_BEGIN:
                fields.append(True)
                in_code += 1
            elif char == _FIELD_SEPARATOR and fields:
                in_code -= fields[-1]
                fields[-1] = False
            elif char == _FIELD_END and fields:
                in_code -= fields.pop()
            elif not in_code:
                kept.append(char)
        text = "".join(kept)
    return text.translate(_CONTROLS)
