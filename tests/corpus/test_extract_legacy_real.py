"""Real legacy files (Apache Tika's test documents, Apache-2.0; see tests/data/legacy_office/)
read by the legacy readers and compared with the text an independent reader found in them
(LibreOffice's binary filters, extract-msg for .msg: `make_expected.py` beside the files).
Counted with a real tokenizer: at least 95 % of the files read, tokens within 5 % per type."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

from llmplan.corpus.extract import SkipFile, extract_text
from llmplan.corpus.tokenizers import load_tokenizer

DATA = Path(__file__).parents[1] / "data" / "legacy_office"
FILES = DATA / "files"
EXPECTED = DATA / "expected"
LEGACY = (".doc", ".xls", ".ppt", ".msg")


def _legacy_files() -> list[Path]:
    return sorted(p for p in FILES.iterdir() if p.suffix in LEGACY)


def _text(path: Path) -> str | None:
    try:
        return extract_text(path).text
    except SkipFile:
        return None


def test_the_data_carries_its_licence_and_every_readable_file_its_reference() -> None:
    assert "Apache License" in (DATA / "LICENSE.txt").read_text(encoding="utf-8")
    assert "Apache Tika" in (DATA / "NOTICE.txt").read_text(encoding="utf-8")
    files = _legacy_files()
    assert {p.suffix for p in files} == set(LEGACY) and len(files) >= 30
    missing = [p.name for p in files if not (EXPECTED / f"{p.name}.txt").exists()]
    assert missing == [p.name for p in files if "protected" in p.name]  # the encrypted ones


def test_at_least_95_percent_of_the_legacy_files_are_read() -> None:
    files = [p for p in _legacy_files() if "protected" not in p.name]
    read = [p.name for p in files if _text(p)]
    assert len(read) / len(files) >= 0.95, sorted({p.name for p in files} - set(read))


@pytest.mark.parametrize("suffix", LEGACY)
def test_token_counts_match_the_independent_reader_within_5_percent(suffix: str) -> None:
    counter = load_tokenizer("llama-3.1")
    ours: dict[str, int] = defaultdict(int)
    reference: dict[str, int] = defaultdict(int)
    for path in _legacy_files():
        expected = EXPECTED / f"{path.name}.txt"
        if path.suffix != suffix or not expected.exists():
            continue
        ours[path.name] = counter.count(_text(path) or "")
        reference[path.name] = counter.count(expected.read_text(encoding="utf-8"))
    total_ours, total_reference = sum(ours.values()), sum(reference.values())
    assert total_reference > 0 and len(reference) >= 7
    assert abs(total_ours - total_reference) / total_reference <= 0.05, (ours, reference)
    # and no single file far off (a lost slide or a doubled body would show here)
    for name, tokens in reference.items():
        assert abs(ours[name] - tokens) <= max(3, 0.2 * tokens), (name, ours[name], tokens)


@pytest.mark.parametrize(
    "name", ["testWORD_protected_passtika.doc", "testEXCEL_protected_passtika.xls",
             "testPPT_protected_passtika.ppt"],
)  # fmt: skip
def test_password_protected_legacy_files_are_skipped_as_encrypted(name: str) -> None:
    with pytest.raises(SkipFile, match=r"^encrypted document$"):
        extract_text(FILES / name)


def test_german_cells_of_a_real_workbook_are_read() -> None:
    text = _text(FILES / "testEXCEL_WORKBOOK_in_capitals.xls") or ""
    assert "Inventarliste für GALIPLAN Aktien Global" in text
    assert "Deutsche Börse AG\tDE0005810055\tEUR\t150\t125.59" in text


def test_a_message_with_an_attached_message_and_pdf_reads_all_three() -> None:
    text = _text(FILES / "testMSG_att_msg.msg") or ""
    lines = text.splitlines()
    assert lines[0] == "test email"  # the subject first: no headers, no recipients
    assert "Test Attachment" in text  # the attached message's subject
    expected = (EXPECTED / "testMSG_att_msg.msg.txt").read_text(encoding="utf-8")
    assert text.split() == expected.split()


def test_8_bit_strings_of_a_message_are_read_in_its_declared_code_page() -> None:
    text = _text(FILES / "testMSG_chinese.msg") or ""
    assert text.startswith("Alfresco MSG format testing ( MSG 格式測試 )")


def test_real_epub_books_are_read_in_spine_order() -> None:
    text = _text(FILES / "testEPUB_xml_ext.epub") or ""
    assert "It was a bright cold day in April" in text
    book = _text(FILES / "testEPUB.epub") or ""
    assert book.index("Chapter 1") < book.index("Chapter 2")
    assert "<p" not in book and "xmlns" not in book


def test_a_real_impress_presentation_is_read() -> None:
    assert _text(FILES / "LibreOfficeImpress_odp_1.3.odp") == "This is\nAn example Impress file"


def test_a_real_mailbox_is_read_as_messages_without_headers() -> None:
    text = _text(FILES / "complex.mbox") or ""
    raw = (FILES / "complex.mbox").read_text(encoding="utf-8", errors="replace")
    messages = raw.count("\nFrom ") + raw.startswith("From ")
    assert messages >= 3
    assert "Re: question about when shuffle/sort start working" in text
    for header in ("Message-ID:", "Received:", "Return-Path:", "Content-Type:", "From "):
        assert header in raw and header not in text


def test_a_real_outlook_archive_is_reported_with_its_size() -> None:
    with pytest.raises(SkipFile) as skipped:
        extract_text(FILES / "testPST_variousBodyTypes.pst")
    assert skipped.value.reason.text == (
        "Outlook mailbox archive: export to .msg or .mbox to count it (265 KiB)"
    )


def test_text_boxes_of_a_real_workbook_are_read_and_its_comments_are_not() -> None:
    assert _text(FILES / "testEXCEL_textbox.xls") == "this is some autoshape text"
    # the XLSX LibreOffice made of it keeps the box in a drawing part: read there too
    assert _text(FILES / "testEXCEL_textbox.xlsx") == "this is some autoshape text"


def test_a_word_file_renamed_docx_is_read_as_what_it_is(tmp_path: Path) -> None:
    renamed = tmp_path / "Angebot.docx"
    renamed.write_bytes((FILES / "testWORD.doc").read_bytes())
    assert extract_text(renamed).text == _text(FILES / "testWORD.doc")


def test_an_xlsx_named_xls_is_read_as_a_workbook(tmp_path: Path) -> None:
    renamed = tmp_path / "Umsatz.xls"
    renamed.write_bytes((FILES / "testEXCEL_textbox.xlsx").read_bytes())
    assert extract_text(renamed).text == "this is some autoshape text"


def test_word_95_files_saved_fast_are_read_in_their_code_page() -> None:
    novel = _text(FILES / "Bug50955.doc") or ""
    assert novel.startswith('ОПЕРАЦИЯ "ХАОС"\n\nПол АНДЕРСОН')
    offer = _text(FILES / "word95err.doc") or ""  # marked English, written in Russian
    assert offer.startswith("Компания Аскат М\nпредлагает со склада в Москве")


def test_a_german_powerpoint_95_97_dual_file_reads_its_97_slides() -> None:
    text = _text(FILES / "bug56240.ppt") or ""
    assert "Abgrenzung der betriebsbedingten Kündigung" in text


def test_a_workbook_encrypted_with_excels_default_password_is_read() -> None:
    # write-protected only: Excel encrypts with "VelvetSweatshop" and opens it unasked
    assert _text(FILES / "50833.xls") == "test cell value"
