"""The new readers under attack: broken compound files, lying records, messages and archives
inside each other, mailboxes and books that point where they should not. Each file must end
as text or as a skip with a reason, quickly and in bounded memory; the scan goes on."""

from __future__ import annotations

import io
import struct
import time
import tracemalloc
import zipfile
from pathlib import Path

import ole_docs
import pytest

from llmplan.corpus.extract import SkipFile, extract_bytes, extract_text
from llmplan.corpus.extract.archives import MAX_DEPTH
from llmplan.corpus.extract.outlook_msg import decompress_rtf
from llmplan.corpus.extract.types import Limits
from llmplan.corpus.scan import ScanOptions, scan_corpus

GERMAN = [("Größenänderung der Maßnahmen ", True), ("für Überweisungen – fünf €", False)]
# the deadline a hostile file must be over by (generous for a shared machine)
QUICK_SECONDS = 5.0


def _skip_reason(data: bytes, kind: str, limits: Limits = Limits()) -> str:  # noqa: B008
    started = time.perf_counter()
    with pytest.raises(SkipFile) as skipped:
        extract_bytes(data, kind, limits)
    assert time.perf_counter() - started < QUICK_SECONDS
    return skipped.value.reason.text


def test_a_hand_made_word_file_reads_its_8_bit_and_utf16_pieces() -> None:
    document = ole_docs.compound_file(ole_docs.word_streams(GERMAN))
    assert extract_bytes(document, "doc").text == (
        "Größenänderung der Maßnahmen für Überweisungen – fünf €"
    )


@pytest.mark.parametrize("kind", ["doc", "msg"])
def test_a_sector_chain_that_loops_is_a_skip(kind: str) -> None:
    streams = (
        ole_docs.word_streams(GERMAN)
        if kind == "doc"
        else ole_docs.message_streams("Betreff", "Inhalt " * 2000)
    )
    target = "WordDocument" if kind == "doc" else "__substg1.0_1000001F"
    # the loop is declared far longer than the file, then as long as it (read round again)
    for size in (2**31 - 1, None):
        damage = ole_docs.Damage(loop={target})
        if size is not None:
            damage.declared_size[target] = size
        data = ole_docs.compound_file(streams, damage)
        if size is None:
            damage.declared_size[target] = len(data) - 2048
            data = ole_docs.compound_file(streams, damage)
        assert _skip_reason(data, kind).startswith("corrupt OLE file")


@pytest.mark.parametrize("kind", ["doc", "ppt", "xls", "msg"])
def test_a_chain_that_starts_past_the_end_is_a_skip(kind: str) -> None:
    streams = {
        "doc": ole_docs.word_streams(GERMAN),
        "ppt": {"PowerPoint Document": ole_docs.powerpoint_stream(["Folie"])},
        "xls": {"Workbook": b"\x09\x08" + bytes(100)},
        "msg": ole_docs.message_streams("Betreff", "Inhalt"),
    }[kind]
    first = next(iter(streams))
    data = ole_docs.compound_file(streams, ole_docs.Damage(past_end={first}))
    reason = _skip_reason(data, kind)
    assert reason.startswith("corrupt OLE file") or reason == "no text", reason


@pytest.mark.parametrize("kind", ["doc", "ppt", "xls"])
def test_a_stream_declaring_gigabytes_is_refused_before_it_is_read(kind: str) -> None:
    name = {"doc": "WordDocument", "ppt": "PowerPoint Document", "xls": "Workbook"}[kind]
    streams = {
        "doc": ole_docs.word_streams(GERMAN),
        "ppt": {name: ole_docs.powerpoint_stream(["Folie"])},
        "xls": {name: bytes(100)},
    }[kind]
    data = ole_docs.compound_file(streams, ole_docs.Damage(declared_size={name: 3 * 1024**3}))
    tracemalloc.start()
    try:
        reason = _skip_reason(data, kind)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert reason.startswith("corrupt OLE file"), reason
    assert peak < 64 * 1024**2


def test_a_word_piece_table_that_lies_is_a_skip_with_a_reason() -> None:
    streams = ole_docs.word_streams(GERMAN)
    table = bytearray(streams["1Table"])
    struct.pack_into("<I", table, 1, 0x7FFFFFF0)  # PlcPcd length: far past the stream
    lying = ole_docs.compound_file({**streams, "1Table": bytes(table)})
    # only the bytes the stream holds are read as pieces: the real ones, and nothing more
    assert (
        extract_bytes(lying, "doc").text
        == extract_bytes(ole_docs.compound_file(streams), "doc").text
    )
    word = bytearray(streams["WordDocument"])
    struct.pack_into("<II", word, 34 + 28 + 2 + 88 + 2 + 33 * 8, 0x7FFFFF00, 4096)  # fcClx
    outside = ole_docs.compound_file({**streams, "WordDocument": bytes(word)})
    assert _skip_reason(outside, "doc") == "corrupt Word document (piece table outside its stream)"


def test_a_million_field_marks_are_dropped_in_linear_time() -> None:
    marks = "\x13" * 500_000 + "Ergebnis" + "\x15" * 500_000
    data = ole_docs.compound_file(ole_docs.word_streams([("Vorher ", True), (marks, True)]))
    started = time.perf_counter()
    text = extract_bytes(data, "doc").text
    assert time.perf_counter() - started < QUICK_SECONDS
    assert text == "Vorher "  # all of the rest is one field's code


def test_an_encrypted_word_file_is_skipped_as_encrypted() -> None:
    data = ole_docs.compound_file(ole_docs.word_streams(GERMAN, encrypted=True))
    assert _skip_reason(data, "doc") == "encrypted document"


def test_powerpoint_records_that_lie_or_nest_deeply_end_quickly() -> None:
    deep = ole_docs.text_chars("ganz unten")
    for _ in range(5_000):
        deep = ole_docs.record(0x03EE, deep, container=True)
    past_the_end = struct.pack("<HHI", 0, 0x0FA0, 2**31)  # an atom claiming 2 GiB
    lying = ole_docs.record(0x0FF0, ole_docs.text_chars("Titel") + past_the_end, container=True)
    for body in (deep, ole_docs.record(0x03E8, lying, container=True)):
        data = ole_docs.compound_file({"PowerPoint Document": body})
        started = time.perf_counter()
        try:
            text = extract_bytes(data, "ppt").text
        except SkipFile as skipped:
            text = skipped.reason.text
        assert time.perf_counter() - started < QUICK_SECONDS
        assert text in ("Titel", "no text")  # 64 levels down at most; the lie ends the branch


def test_a_powerpoint_edit_chain_that_loops_ends() -> None:
    stream = ole_docs.powerpoint_stream(["Folie mit Umlauten: äöü"])
    edit_offset = len(stream)
    # a UserEditAtom whose previous edit is itself, and a persist directory pointing nowhere
    # (last slide, version, minor, major, previous edit, directory, document id, id seed)
    edit_fields = (0, 0, 0, 3, edit_offset, edit_offset + 36, 1, 2)
    user_edit = ole_docs.record(0x0FF5, struct.pack("<IHBBIIII", *edit_fields) + bytes(4))
    directory = ole_docs.record(0x1772, struct.pack("<II", (1 << 20) | 1, 0))
    current_user = struct.pack("<HHI", 0, 0x0FF6, 20)
    current_user += struct.pack("<IIIHHI", 20, 0xE391C05F, edit_offset, 0, 0, 0)
    data = ole_docs.compound_file(
        {"PowerPoint Document": stream + user_edit + directory, "Current User": current_user}
    )
    started = time.perf_counter()
    text = extract_bytes(data, "ppt").text
    assert time.perf_counter() - started < QUICK_SECONDS
    assert text == "Folie mit Umlauten: äöü"


def test_messages_inside_messages_are_read_three_levels_deep_only() -> None:
    data = ole_docs.compound_file(ole_docs.nested_messages(12))
    text = extract_bytes(data, "msg").text
    assert [line for line in text.splitlines() if line.startswith("Ebene")] == [
        "Ebene 0", "Ebene 1", "Ebene 2", "Ebene 3",
    ]  # fmt: skip


def test_an_attached_msg_file_holding_itself_ends_at_the_container_depth() -> None:
    inner = ole_docs.compound_file(ole_docs.message_streams("Innen", "Letzte Ebene."))
    data = inner
    for level in range(MAX_DEPTH + 3):
        attachment = {"__substg1.0_3707001F": "anhang.msg".encode("utf-16-le"),
                      "__substg1.0_37010102": data}  # fmt: skip
        data = ole_docs.compound_file(
            ole_docs.message_streams(f"Stufe {level}", "Weiter unten.", [attachment])
        )
    text = extract_bytes(data, "msg").text
    assert "Innen" not in text  # below the depth limit: not read, and no crash
    assert text.count("Stufe") == 4  # the top message (depth 1) and three attachments below


def test_an_attachment_that_fails_leaves_the_message_counted() -> None:
    broken = {"__substg1.0_3707001F": "kaputt.doc".encode("utf-16-le"),
              "__substg1.0_37010102": ole_docs.MAGIC + bytes(600)}  # fmt: skip
    data = ole_docs.compound_file(ole_docs.message_streams("Rechnung", "Siehe Anhang.", [broken]))
    assert extract_bytes(data, "msg").text == "Rechnung\nSiehe Anhang."


def test_compressed_rtf_that_promises_more_than_it_holds_is_bounded() -> None:
    huge = struct.pack("<IIII", 16, 2**31, 0x75465A4C, 0) + b"\xff" + b"\x00\x10" * 8
    with pytest.raises(SkipFile, match="too large"):
        decompress_rtf(huge, 32 * 1024**2)
    # back-references repeating the dictionary: stopped at the declared size
    repeating = struct.pack("<IIII", 0, 1000, 0x75465A4C, 0) + (b"\xff" + b"\x00\x0f" * 8) * 200
    assert len(decompress_rtf(repeating, 32 * 1024**2)) == 1000


def _zip(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def test_zips_inside_zips_are_read_down_to_the_depth_limit() -> None:
    data = _zip({"tiefste.txt": b"Ganz unten im Archiv."})
    for level in range(6):
        data = _zip(
            {f"ebene{level}.txt": f"Ebene {level} des Archivs.".encode(), "innen.zip": data}
        )
    text = extract_bytes(data, "zip").text
    levels = sorted(int(line.split()[1]) for line in text.splitlines() if line.startswith("Ebene"))
    # the outer zip is level 1; its members level 2 ... the members of the fourth zip would
    # be level 5, past MAX_DEPTH: the three outer zips' texts are read, the deeper ones not
    assert MAX_DEPTH == 4 and levels == [3, 4, 5]
    assert "Ganz unten" not in text


def test_a_nest_of_archives_shares_one_inflation_budget() -> None:
    limits = Limits(max_uncompressed_bytes=1024**2)
    page = ("Zeile mit Text über Maßnahmen. " * 40 + "\n").encode()
    part = page * 500  # about 600 KiB: one fits the budget, two do not
    nest = _zip({"a.txt": part, "innen.zip": _zip({"b.txt": part})})
    text = extract_bytes(nest, "zip", limits).text
    assert len(text.encode()) < 1024**2  # the inner zip would pass the budget: left out


def test_a_zip_quine_like_nest_of_messages_and_zips_ends(tmp_path: Path) -> None:
    data = _zip({"notiz.txt": b"Innerste Notiz"})
    for level in range(8):
        attachment = {"__substg1.0_3707001F": "paket.zip".encode("utf-16-le"),
                      "__substg1.0_37010102": data}  # fmt: skip
        message = ole_docs.compound_file(
            ole_docs.message_streams(f"Nachricht {level}", "Paket anbei.", [attachment])
        )
        data = _zip({f"mail{level}.msg": message})
    (tmp_path / "verschachtelt.zip").write_bytes(data)
    (tmp_path / "daneben.txt").write_text("Eine normale Datei.", encoding="utf-8")
    report = scan_corpus(tmp_path, ScanOptions(tokenizers=["gpt2"], workers=1))
    assert report.files_read == 2  # the nest is read down to the limit, the neighbour too


def test_a_mailbox_of_too_many_messages_is_refused_and_a_broken_one_costs_only_itself() -> None:
    from llmplan.corpus.extract.mbox import MAX_MESSAGES

    many = b"From a@b Mon Jan 1 00:00:00 2024\nSubject: x\n\ny\n" * (MAX_MESSAGES + 1)
    assert _skip_reason(many, "mbox").startswith("too many messages in the mailbox")
    mixed = (
        b"From a@b Mon Jan 1 00:00:00 2024\nSubject: Erste\n\nGr\xc3\xbc\xc3\x9fe aus Berlin.\n"
        b"From a@b Mon Jan 1 00:00:01 2024\n\x00\x00\x00\n"
        b"From a@b Mon Jan 1 00:00:02 2024\nSubject: Dritte\n\n>From here on, quoted.\n"
    )
    assert extract_bytes(mixed, "mbox").text == (
        "Erste\nGrüße aus Berlin.\n\nDritte\nFrom here on, quoted."
    )


def test_an_epub_that_points_outside_or_declares_entities_reads_nothing_outside(
    tmp_path: Path,
) -> None:
    secret = tmp_path / "geheim.xhtml"
    secret.write_text("<html><body><p>GEHEIM</p></body></html>", encoding="utf-8")
    container = (
        b'<?xml version="1.0"?><container xmlns="urn:oasis:names:tc:opendocument:xmlns:container">'
        b'<rootfiles><rootfile full-path="OEBPS/book.opf"/></rootfiles></container>'
    )
    opf = (
        b'<package xmlns="http://www.idpf.org/2007/opf"><manifest>'
        b'<item id="a" href="../../geheim.xhtml" media-type="application/xhtml+xml"/>'
        b'<item id="b" href="kapitel.xhtml" media-type="application/xhtml+xml"/>'
        b'</manifest><spine><itemref idref="a"/><itemref idref="b"/></spine></package>'
    )
    chapter = "<html><body><p>Kapitel über Öl</p></body></html>".encode()
    book = _zip({"META-INF/container.xml": container, "OEBPS/book.opf": opf,
                 "OEBPS/kapitel.xhtml": chapter})  # fmt: skip
    (tmp_path / "buch.epub").write_bytes(book)
    assert extract_text(tmp_path / "buch.epub").text == "Kapitel über Öl"
    bomb = b'<?xml version="1.0"?><!DOCTYPE p [<!ENTITY a "aaaaaaaaaa">]><package>&a;</package>'
    entities = _zip({"META-INF/container.xml": container, "OEBPS/book.opf": bomb})
    assert _skip_reason(entities, "epub") == "XML entity declarations (refused)"


def test_an_outlook_archive_is_reported_with_its_size_without_being_read(tmp_path: Path) -> None:
    archive = tmp_path / "Postfach.pst"
    archive.write_bytes(b"!BDN" + bytes(3 * 1024**2))
    with pytest.raises(SkipFile) as skipped:
        extract_text(archive)
    assert skipped.value.reason.text == (
        "Outlook mailbox archive: export to .msg or .mbox to count it (3.0 MiB)"
    )
    report = scan_corpus(tmp_path, ScanOptions(tokenizers=["gpt2"], workers=1))
    assert [s.reason for s in report.skipped] == [skipped.value.reason.text]


def test_a_large_mailbox_is_streamed_one_message_at_a_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import llmplan.corpus.extract as extract
    from llmplan.corpus.extract import StreamedText, extract_document

    # streamed above 8 MiB; lowered here so that a test mailbox of a few MB is streamed
    monkeypatch.setattr(extract, "STREAM_ABOVE_BYTES", 1024**2)

    def message(number: int, body: str) -> bytes:
        return (
            f"From absender@example.de Mon Jan 1 00:00:{number % 60:02d} 2024\n"
            f"Subject: Nachricht {number}\nContent-Type: text/plain; charset=utf-8\n\n"
            f"{body}\n"
        ).encode()

    body = "Grüße aus Köln, die Prüfung ist abgeschlossen. " * 70
    huge = "x" * (2 * 1024**2)  # one message past the parse limit below: left out alone
    parts = [message(n, huge if n == 100 else body) for n in range(300)]
    path = tmp_path / "Posteingang.mbox"
    path.write_bytes(b"".join(parts))
    assert path.stat().st_size > 2 * 1024**2
    limits = Limits(max_parsed_bytes=1024**2)
    document = extract_document(path, limits)
    assert isinstance(document, StreamedText) and document.kind == "mbox"
    tracemalloc.start()
    try:
        pieces = list(document.pieces)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(pieces) == 299
    assert pieces[0].startswith("Nachricht 0\nGrüße aus Köln, die Prüfung")
    assert not any("xxxx" in piece for piece in pieces)
    assert pieces[100].startswith("Nachricht 101\n")
    assert peak < 24 * 1024**2  # a block and a message or two, not the whole mailbox


def _word6(text: bytes, language: int) -> bytes:
    """A Word 6 WordDocument stream (not saved fast): its text in one run from fcMin."""
    word = bytearray(1024)
    struct.pack_into("<HHHHHH", word, 0, 0xA5DC, 0x65, 0, language, 0, 0)
    struct.pack_into("<II", word, 0x18, 1024, 1024 + len(text))  # fcMin, fcMac
    struct.pack_into("<I", word, 0x34, len(text))  # ccpText
    return bytes(word) + text


@pytest.mark.parametrize(
    ("text", "language"),
    [("Größenänderung der Maßnahmen", 0x0407), ("Операция завершена успешно", 0x0419)],
)
def test_word_6_text_is_read_in_the_code_page_of_its_language(text: str, language: int) -> None:
    codepage = "cp1251" if language == 0x0419 else "cp1252"
    stream = _word6(text.encode(codepage) + b"\r", language)
    data = ole_docs.compound_file({"WordDocument": stream})
    assert extract_bytes(data, "doc").text == text + "\n"


def test_powerpoint_95_is_read_from_its_text_stream() -> None:
    data = ole_docs.compound_file(
        {
            "PowerPoint Document": b"\x03\x00\x00\x00\xff\xff\x00\x00" + bytes(64),
            "Text_Content": "Übersicht\r\rQuartalszahlen für Köln\r".encode("cp1252"),
        }
    )
    assert extract_bytes(data, "ppt").text == "Übersicht\nQuartalszahlen für Köln"
