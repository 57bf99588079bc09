"""Text files in the encodings customers' archives really hold: BOMs, UTF-16, legacy
Windows code pages (where charset-normalizer alone mislabels cp1252 German as cp1250 or
mac_iceland), Cyrillic, and binary data that must not pass as text."""

from __future__ import annotations

import codecs
import random
from pathlib import Path

import fixture_docs as fd
import pytest

from llmplan.corpus.extract import SkipFile, extract_text

LATIN1_GERMAN = "Größe, Übermaß, Äpfel"  # latin-1 has no €, „ or “
CZECH = "Příliš žluťoučký kůň úpěl ďábelské ódy. Včera jsem šel do obchodu."


@pytest.mark.parametrize(
    ("text", "encoding", "bom", "reported"),
    [
        (fd.GERMAN, "utf-8", b"", "utf-8"),
        (fd.GERMAN, "utf-8", codecs.BOM_UTF8, "utf-8"),
        (fd.GERMAN, "utf-16-le", codecs.BOM_UTF16_LE, "utf-16-le"),
        (fd.GERMAN, "utf-16-be", codecs.BOM_UTF16_BE, "utf-16-be"),
        (fd.german_document(), "utf-16-le", b"", "utf-16-le"),  # no BOM: NUL parity
        (fd.german_document(), "utf-16-be", b"", "utf-16-be"),
        (fd.GERMAN, "utf-32-le", codecs.BOM_UTF32_LE, "utf-32-le"),
        (fd.GERMAN, "cp1252", b"", "cp1252"),
        (fd.german_document(), "cp1252", b"", "cp1252"),
        (LATIN1_GERMAN, "latin-1", b"", "cp1252"),  # same bytes; cp1252 is the superset
        (fd.RUSSIAN * 3, "cp1251", b"", "cp1251"),
        (fd.RUSSIAN * 3, "koi8-r", b"", "koi8-r"),
        (fd.RUSSIAN, "utf-8", b"", "utf-8"),
        (CZECH, "cp1250", b"", "cp1250"),  # the cp1252 bias must not eat real cp1250
    ],
)
def test_text_round_trips(
    tmp_path: Path, text: str, encoding: str, bom: bytes, reported: str
) -> None:
    path = tmp_path / "datei.txt"
    fd.write_text(path, text, encoding, bom)
    result = extract_text(path)
    assert result.text == text
    assert codecs.lookup(result.encoding or "").name == codecs.lookup(reported).name
    assert result.kind == "txt"


def test_cp1252_german_where_the_detector_alone_is_wrong(tmp_path: Path) -> None:
    """The case the issue measured: charset-normalizer 3.5 labels these bytes mac_iceland
    (and short ones cp1250); the extractor must still read them as cp1252."""
    data = fd.german_document().encode("cp1252")
    path = tmp_path / "brief.md"
    path.write_bytes(data)
    assert extract_text(path).text == fd.german_document()


def test_utf8_with_one_stray_cp1252_byte_stays_utf8(tmp_path: Path) -> None:
    path = tmp_path / "gemischt.txt"
    text = fd.german_document(4)
    path.write_bytes(text.encode("utf-8") + b" Stra" + "ß".encode("cp1252") + b"e")
    result = extract_text(path)
    assert (result.text, result.encoding) == (text + " Stra\ufffde", "utf-8")


def test_crlf_counts_like_lf(tmp_path: Path) -> None:
    path = tmp_path / "dos.log"
    path.write_bytes(b"Zeile eins\r\nZeile zwei\r\n")
    assert extract_text(path).text == "Zeile eins\nZeile zwei\n"


@pytest.mark.parametrize(
    "data",
    [
        bytes(range(256)) * 16,  # NULs everywhere
        b"\x7fELF\x02\x01\x01" + bytes(2000),  # an executable named .txt
        bytes([1, 2, 3, 4, 5, 6, 7, 8, 14, 15, 16]) * 200,  # control bytes, no NUL
        codecs.BOM_UTF16_LE + random.Random(7).randbytes(4000),  # BOM in front of junk
        codecs.BOM_UTF8 + random.Random(8).randbytes(4000),
    ],
)
def test_binary_data_is_skipped(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "daten.txt"
    path.write_bytes(data)
    with pytest.raises(SkipFile) as info:
        extract_text(path)
    assert info.value.reason.code == "binary_data"
