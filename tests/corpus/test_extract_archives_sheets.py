"""Formats a company archive holds: zip/tar/gz read inside (with the bomb limits),
spreadsheets' cell text, text files of any extension by content, legacy binaries named."""

from __future__ import annotations

import gzip
import io
import tarfile
import zipfile
from pathlib import Path

import fixture_docs as fd
import pytest

from llmplan.corpus.extract import SkipFile, extract_text
from llmplan.corpus.extract.types import Limits
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.corpus.tokenizers import load_tokenizer

CODE = "def total(rows):\n    # Summe der Rechnungen\n    return sum(r.betrag for r in rows)\n"
CONFIG = "server:\n  host: intranet.example\n  ports: [80, 443]\n"


def test_zip_documents_are_read_inside(tmp_path: Path) -> None:
    docx = tmp_path / "brief.docx"
    docx_text = fd.write_docx(docx)
    archive = tmp_path / "export.zip"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED) as z:
        z.write(docx, "ordner/brief.docx")
        z.writestr("ordner/notiz.txt", fd.RUSSIAN)
        z.writestr("ordner/bild.png", bytes(range(256)))  # not a document: left out
        z.writestr("inner.zip", b"PK\x05\x06" + bytes(18))  # no archive in an archive
    result = extract_text(archive)
    assert result.kind == "zip"
    assert docx_text in result.text and fd.RUSSIAN in result.text


def test_a_zip_bomb_inside_a_zip_is_refused(tmp_path: Path) -> None:
    bomb = tmp_path / "bomb.zip"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("zeros.txt", bytes(40 * 1024**2))
    with pytest.raises(SkipFile, match="zip bomb"):
        extract_text(bomb)


def test_tar_gz_and_tar_are_read_inside(tmp_path: Path) -> None:
    payload = io.BytesIO()
    with tarfile.open(fileobj=payload, mode="w") as tar:
        for name, text in (("src/rechnung.py", CODE), ("docs/notiz.md", fd.GERMAN)):
            data = text.encode("utf-8")
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
    (tmp_path / "a.tar").write_bytes(payload.getvalue())
    (tmp_path / "a.tar.gz").write_bytes(gzip.compress(payload.getvalue()))
    for name in ("a.tar", "a.tar.gz"):
        text = extract_text(tmp_path / name).text
        assert CODE.strip() in text and fd.GERMAN in text, name


def test_a_gz_file_is_read_by_its_inner_name_or_content(tmp_path: Path) -> None:
    log = tmp_path / "server.log.gz"
    with gzip.GzipFile(filename="server.log", mode="wb", fileobj=log.open("wb")) as handle:
        handle.write(fd.german_document().encode("utf-8"))
    assert extract_text(log).text.strip() == fd.german_document().strip()


def test_a_gzip_bomb_stops_at_the_limits(tmp_path: Path) -> None:
    bomb = tmp_path / "zeros.txt.gz"
    bomb.write_bytes(gzip.compress(bytes(64 * 1024**2), compresslevel=9))
    with pytest.raises(SkipFile, match="zip bomb"):
        extract_text(bomb)
    small = Limits(max_uncompressed_bytes=1024**2, zip_ratio_min_bytes=1024**3)
    text = tmp_path / "big.txt.gz"
    text.write_bytes(gzip.compress(("Rechnung " * 300_000).encode()))  # 2.7 MB of text
    with pytest.raises(SkipFile, match="zip bomb"):
        extract_text(text, small)


def test_xlsx_cell_text_in_row_order(tmp_path: Path) -> None:
    from openpyxl import Workbook

    book = Workbook()
    sheet = book.active
    sheet.append(["Kunde", "Betrag", "Bemerkung"])
    sheet.append(["Müller GmbH", 1250.5, fd.GERMAN])
    second = book.create_sheet("Russisch")
    second.append([fd.RUSSIAN])
    path = tmp_path / "umsatz.xlsx"
    book.save(path)
    result = extract_text(path)
    assert result.kind == "xlsx" and result.pages == 2
    assert result.text.splitlines() == [
        "Kunde\tBetrag\tBemerkung",
        f"Müller GmbH\t1250.5\t{fd.GERMAN}",
        fd.RUSSIAN,
    ]


def test_ods_cell_text(tmp_path: Path) -> None:
    from odf.opendocument import OpenDocumentSpreadsheet
    from odf.table import Table, TableCell, TableRow
    from odf.text import P

    document = OpenDocumentSpreadsheet()
    table = Table(name="Umsatz")
    for cells in (["Kunde", "Bemerkung"], ["Müller GmbH", fd.GERMAN]):
        row = TableRow()
        for value in cells:
            cell = TableCell()
            cell.addElement(P(text=value))
            row.addElement(cell)
        table.addElement(row)
    document.spreadsheet.addElement(table)
    path = tmp_path / "umsatz.ods"
    document.save(str(path))
    result = extract_text(path)
    assert result.kind == "ods"
    assert result.text.splitlines() == ["Kunde\tBemerkung", f"Müller GmbH\t{fd.GERMAN}"]


def test_text_of_any_extension_is_read_by_content(tmp_path: Path) -> None:
    guide = tmp_path / "linux.abs-guide"
    guide.write_text(fd.german_document(), encoding="utf-8")
    blob = tmp_path / "firmware.amd64"
    blob.write_bytes(bytes(range(256)) * 16)
    assert extract_text(guide).kind == "text"
    with pytest.raises(SkipFile, match=r"unsupported type \.amd64"):
        extract_text(blob)


@pytest.mark.parametrize("suffix", [".doc", ".xls", ".ppt", ".msg"])
def test_damaged_legacy_binary_office_files_say_why_they_are_skipped(
    tmp_path: Path, suffix: str
) -> None:
    path = tmp_path / f"alt{suffix}"
    path.write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600))
    with pytest.raises(SkipFile, match=r"^corrupt OLE file \(damaged header or directory\)$"):
        extract_text(path)


def test_a_scan_reports_code_config_archives_and_sheets_as_their_own_types(
    tmp_path: Path,
) -> None:
    from openpyxl import Workbook

    (tmp_path / "tool.py").write_text(CODE, encoding="utf-8")
    (tmp_path / "settings.yaml").write_text(CONFIG, encoding="utf-8")
    (tmp_path / "guide.abs-guide").write_text(fd.GERMAN, encoding="utf-8")
    with zipfile.ZipFile(tmp_path / "export.zip", "w") as z:
        z.writestr("a.txt", fd.RUSSIAN)
    book = Workbook()
    book.active.append(["Müller GmbH", fd.GERMAN])
    book.save(tmp_path / "umsatz.xlsx")
    report = scan_corpus(tmp_path, ScanOptions(tokenizers=["gpt2"], workers=1))
    gpt2 = load_tokenizer("gpt2")
    assert report.by_type["code"].tokens == gpt2.count(CODE)
    assert report.by_type["config"].tokens == gpt2.count(CONFIG)
    assert report.by_type["text"].tokens == gpt2.count(fd.GERMAN)
    assert report.by_type["zip"].tokens == gpt2.count(fd.RUSSIAN)
    assert report.by_type["xlsx"].tokens == gpt2.count(f"Müller GmbH\t{fd.GERMAN}")
    assert report.files_skipped == 0
