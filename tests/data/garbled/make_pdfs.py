"""Makes the PDFs of `tests/corpus/test_garbled_text.py` (run from the repository root:
`python tests/data/garbled/make_pdfs.py`); the files it writes are committed.

Each PDF draws real sentences (`../language_id/ru.txt`, `ur.txt`, `ko.txt`, `ja.txt`,
`../language_id/zh.txt`: Leipzig Corpora Collection sentences as lingua-py redistributes
them) with a font whose ToUnicode character map says which character each glyph code is:
- `cyrillic_as_hangul.pdf`: Russian text in single-byte codes (Windows-1251), the map
  sending every Cyrillic code to a Hangul syllable, ASCII codes to themselves — what a
  broken map does to a Cyrillic PDF (issue 34, defect 9); a second page of English text
  mapped right.
- `urdu_as_cjk.pdf`: Urdu text (Windows-1256 codes), the Arabic-script codes mapped to CJK
  ideographs.
- `chinese.pdf`, `korean.pdf`, `japanese.pdf`: real CJK text, every character its own
  two-byte code (Identity-H) and the map sending it to that character: right.
The fonts are not embedded (what is drawn does not matter: the text is what pdfium's map
gives).
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).parent
LANGUAGE_ID = HERE.parent / "language_id"
PAGE_CHARS = 1_500


def _sentences(path: Path, chars: int) -> str:
    text = " ".join(path.read_text(encoding="utf-8").split())
    return text[:chars]


def _pdf(objects: list[bytes]) -> bytes:
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


def _stream(data: bytes) -> bytes:
    return b"<< /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


def _cmap(pairs: dict[int, str], code_bytes: int) -> bytes:
    width = 2 * code_bytes
    lines = [
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
        b"/CMapName /Garbled def /CMapType 2 def",
        b"1 begincodespacerange <%s> <%s> endcodespacerange" % (b"0" * width, b"F" * width),
    ]
    items = sorted(pairs.items())
    for start in range(0, len(items), 100):
        chunk = items[start : start + 100]
        lines.append(b"%d beginbfchar" % len(chunk))
        for code, char in chunk:
            unicode_hex = char.encode("utf-16-be").hex().upper().encode()
            lines.append(b"<%0*X> <%s>" % (width, code, unicode_hex))
        lines.append(b"endbfchar")
    lines.append(b"endcmap CMapName currentdict /CMap defineresource pop end end")
    return b"\n".join(lines)


def _lines(codes: list[bytes], per_line: int) -> bytes:
    """The content stream: the codes in lines of `per_line` characters, 12 points apart."""
    out = [b"BT /F1 9 Tf 10 TL 36 800 Td"]
    for start in range(0, len(codes), per_line):
        run = b"".join(codes[start : start + per_line])
        out.append(b"<" + run.hex().encode() + b"> Tj T*")
    out.append(b"ET")
    return b"\n".join(out)


def _simple_page(text: str, encoding: str, mapped: dict[int, str]) -> list[bytes]:
    """A page in a single-byte font whose codes are `text` in `encoding`; its ToUnicode
    map sends the codes of `mapped` elsewhere, the rest to themselves."""
    data = text.encode(encoding, errors="ignore")
    pairs = {code: chr(code) for code in range(0x20, 0x7F)}
    pairs.update(mapped)
    content = _lines([bytes([b]) for b in data], 90)
    font = b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 0 0 R >>"
    return [content, font, _stream(_cmap(pairs, 1))]


def _garbled(text: str, encoding: str, codes: range, base: int, step: int) -> bytes:
    mapped = {code: chr(base + step * (code - codes.start)) for code in codes}
    english = _sentences(LANGUAGE_ID / "en.txt", PAGE_CHARS)
    return _with_cmaps(
        [
            _simple_page(text, encoding, mapped),
            _simple_page(english, "ascii", {}),
        ]
    )


def _with_cmaps(pages: list[list[bytes]]) -> bytes:
    """Pages of [content, font (ToUnicode to be numbered), cmap stream]."""
    count = len(pages)
    cmap_numbers = [3 + 3 * count + i for i in range(count)]
    built = []
    for (content, font, _), number in zip(pages, cmap_numbers, strict=True):
        font = font.replace(b"/ToUnicode 0 0 R", b"/ToUnicode %d 0 R" % number)
        built.append((content, font))
    return _pdf(_objects_of(built) + [cmap for _, _, cmap in pages])


def _objects_of(pages: list[tuple[bytes, bytes]]) -> list[bytes]:
    count = len(pages)
    kids = b" ".join(b"%d 0 R" % (3 + 3 * i) for i in range(count))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [%s] /Count %d >>" % (kids, count),
    ]
    for index, (content, font) in enumerate(pages):
        stream, font_number = 4 + 3 * index, 5 + 3 * index
        objects.append(
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents %d 0 R "
            b"/Resources << /Font << /F1 %d 0 R >> >> >>" % (stream, font_number)
        )
        objects.append(_stream(content))
        objects.append(font)
    return objects


def _cjk(text: str) -> bytes:
    """Real CJK text, one page: each distinct character a two-byte code, mapped right."""
    chars = sorted(set(text))
    code_of = {char: index + 1 for index, char in enumerate(chars)}
    content = _lines([code_of[c].to_bytes(2, "big") for c in text], 40)
    font = (
        b"<< /Type /Font /Subtype /Type0 /BaseFont /CJK /Encoding /Identity-H "
        b"/DescendantFonts [<< /Type /Font /Subtype /CIDFontType2 /BaseFont /CJK "
        b"/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> >>] "
        b"/ToUnicode 0 0 R >>"
    )
    pairs = {code: char for char, code in code_of.items()}
    return _with_cmaps([[content, font, _stream(_cmap(pairs, 2))]])


def main() -> None:
    russian = _sentences(LANGUAGE_ID / "ru.txt", PAGE_CHARS)
    urdu = _sentences(HERE / "ur.txt", PAGE_CHARS)
    # Cyrillic letters (0xC0-0xFF in Windows-1251) to Hangul syllables 37 apart
    (HERE / "cyrillic_as_hangul.pdf").write_bytes(
        _garbled(russian, "cp1251", range(0x80, 0x100), 0xAC00, 37)
    )
    # Arabic-script codes (0x80-0xFF in Windows-1256) to CJK ideographs 53 apart
    (HERE / "urdu_as_cjk.pdf").write_bytes(_garbled(urdu, "cp1256", range(0x80, 0x100), 0x4E00, 53))
    (HERE / "chinese.pdf").write_bytes(_cjk(_sentences(LANGUAGE_ID / "zh.txt", PAGE_CHARS)))
    (HERE / "korean.pdf").write_bytes(_cjk(_sentences(HERE / "ko.txt", PAGE_CHARS)))
    (HERE / "japanese.pdf").write_bytes(_cjk(_sentences(HERE / "ja.txt", PAGE_CHARS)))


if __name__ == "__main__":
    main()
