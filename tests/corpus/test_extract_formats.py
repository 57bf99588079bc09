"""Each supported format: a real file written by its own library, extracted by ours, must
give back the text that went in, with words kept apart by the spaces, tabs and breaks."""

from __future__ import annotations

import zipfile
from pathlib import Path

import fixture_docs as fd
import pytest

from llmplan.corpus.extract import ExtractedText, classify, extract_text
from llmplan.corpus.extract.types import SkipFile


def words(text: str) -> list[str]:
    return text.split()


def assert_no_glue(text: str, *pairs: tuple[str, str]) -> None:
    """Each (left, right) word pair is separated by whitespace, never glued."""
    tokens = words(text)
    for left, right in pairs:
        assert left + right not in text, f"{left!r} glued to {right!r}"
        assert left in tokens and right in tokens


def test_pdf_pages_and_german_text(tmp_path: Path) -> None:
    path = tmp_path / "bericht.pdf"
    expected = fd.write_pdf(path, fd.german_pdf_pages(3))
    result = extract_text(path)
    assert result.kind == "pdf"
    assert result.pages == 3
    # Layout whitespace is pdfium's to choose; the words and their order are not.
    assert words(result.text) == words(expected)
    assert "„Zitat“" in result.text and "€" in result.text


def test_docx_keeps_tabs_breaks_and_paragraphs(tmp_path: Path) -> None:
    path = tmp_path / "brief.docx"
    expected = fd.write_docx(path)
    result = extract_text(path)
    assert result == ExtractedText(text=expected, kind="docx")
    assert "Wort\tNächstes" in result.text
    assert "Zeile eins\nZeile zwei" in result.text
    assert_no_glue(result.text, ("Wort", "Nächstes"), ("eins", "Zeile"))


def test_docx_text_box_counted_once_and_kept_apart(tmp_path: Path) -> None:
    path = tmp_path / "textfeld.docx"
    expected = fd.write_docx_with_textbox(path)
    text = extract_text(path).text
    assert text.count("Textfeld") == 1  # the mc:Fallback copy is not counted again
    assert words(text) == words(expected)
    assert_no_glue(text, ("Feld", "Textfeld"), ("Textfeld", "Inhalt"))


def test_odt_expands_spaces_tabs_and_line_breaks(tmp_path: Path) -> None:
    path = tmp_path / "notiz.odt"
    expected = fd.write_odt(path)
    result = extract_text(path)
    assert result == ExtractedText(text=expected, kind="odt")
    assert "Drei   Leerzeichen" in result.text  # text:s c=3
    assert_no_glue(result.text, ("Wort", "Nächstes"), ("eins", "Zeile"), ("Drei", "Leerzeichen"))


def test_pptx_slides_in_order_with_line_breaks(tmp_path: Path) -> None:
    path = tmp_path / "folien.pptx"
    expected, n_slides = fd.write_pptx(path)
    result = extract_text(path)
    assert result == ExtractedText(text=expected, kind="pptx", pages=n_slides)
    assert_no_glue(result.text, ("Modells", "zweite"))


def test_a_pptx_without_slides_is_a_presentation_with_nothing_to_read(tmp_path: Path) -> None:
    """Issue 22: a valid deck whose slides were all deleted was skipped as "not a PowerPoint
    presentation"; it is one, with no text (no tokens). A zip without PowerPoint's main part
    still is not."""
    from pptx import Presentation

    from llmplan.corpus.scan import ScanOptions, scan_corpus

    folder = tmp_path / "decks"
    folder.mkdir()
    Presentation().save(str(folder / "leer.pptx"))
    with pytest.raises(SkipFile, match=r"^no text$"):  # as an empty Word document
        extract_text(folder / "leer.pptx")
    report = scan_corpus(folder, ScanOptions(tokenizers=["llama-3.1"], workers=1))
    assert [s.reason for s in report.skipped] == ["no text"]
    assert report.by_type["pptx"].files == 1 and report.tokens_counted == 0
    other = tmp_path / "other.pptx"
    with zipfile.ZipFile(other, "w") as archive:
        archive.writestr("word/document.xml", "<w:document/>")
    with pytest.raises(SkipFile, match="not a PowerPoint presentation"):
        extract_text(other)


def test_html_visible_text_without_script_or_style(tmp_path: Path) -> None:
    path = tmp_path / "seite.html"
    expected = fd.write_html(path)
    result = extract_text(path)
    assert result.text == expected
    assert result.encoding == "utf-8"
    for hidden in ("SCRIPTTEXT", "NOSCRIPTTEXT", "color", "Titel"):
        assert hidden not in result.text


@pytest.mark.parametrize("label", ["windows-1252", "ISO-8859-1"])
def test_html_meta_charset_is_honoured(tmp_path: Path, label: str) -> None:
    path = tmp_path / "alt.htm"
    markup = f"<html><head><meta charset='{label}'></head><body><p>{fd.GERMAN}</p></body>"
    path.write_bytes(markup.encode("cp1252"))  # € „ “ exist in cp1252 only, as browsers read it
    result = extract_text(path)
    assert result.text == fd.GERMAN
    assert result.encoding == "cp1252"


def test_eml_subject_plain_body_and_text_attachment(tmp_path: Path) -> None:
    path = tmp_path / "angebot.eml"
    parts = fd.write_eml(path)
    result = extract_text(path)
    assert result.kind == "eml"
    assert result.text == "\n".join([parts["subject"], parts["plain"], parts["attachment"]])
    # The HTML alternative repeats the plain body: counting both would double the tokens.
    assert "HTMLVERSION" not in result.text


def test_eml_html_only_body_goes_through_the_html_extractor(tmp_path: Path) -> None:
    from email.message import EmailMessage

    message = EmailMessage()
    message["Subject"] = "Nur HTML"
    message.set_content(f"<p>{fd.GERMAN}</p><script>SCRIPTTEXT</script>", subtype="html")
    path = tmp_path / "html.eml"
    path.write_bytes(bytes(message))
    assert extract_text(path).text == f"Nur HTML\n{fd.GERMAN}"


def test_json_string_values_in_order(tmp_path: Path) -> None:
    path = tmp_path / "daten.json"
    strings = fd.write_json(path)
    result = extract_text(path)
    assert result.text == "\n".join(strings)
    assert "title" not in result.text  # keys are structure, not text


def test_jsonl_text_fields(tmp_path: Path) -> None:
    path = tmp_path / "daten.jsonl"
    strings = fd.write_jsonl(path)
    assert extract_text(path).text == "\n".join(strings)


def test_csv_is_kept_as_is(tmp_path: Path) -> None:
    path = tmp_path / "tabelle.csv"
    expected = fd.write_csv(path)
    result = extract_text(path)
    assert (result.text, result.kind) == (expected, "csv")


def test_rtf_decodes_code_page_escapes_and_tabs(tmp_path: Path) -> None:
    path = tmp_path / "alt.rtf"
    expected = fd.write_rtf(path)
    result = extract_text(path)
    assert result.text == expected
    assert_no_glue(result.text, ("Wort", "Nächstes"))


def test_xml_text_nodes_one_line_per_text_element(tmp_path: Path) -> None:
    path = tmp_path / "artikel.xml"
    expected = fd.write_xml(path)
    assert extract_text(path).text == expected


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("a.TXT", "txt"),
        ("b.markdown", "md"),
        ("c.htm", "html"),
        ("d.ndjson", "jsonl"),
        ("e.tsv", "tsv"),
        ("f.Docx", "docx"),
        ("g.png", "unsupported"),
        ("h.tar.gz", "gz"),
        ("i.exe", "unsupported"),
    ],
)
def test_classify_by_extension(tmp_path: Path, name: str, kind: str) -> None:
    assert classify(tmp_path / name) == kind


def test_classify_sniffs_files_without_extension(tmp_path: Path) -> None:
    readme = tmp_path / "README"
    readme.write_text(fd.GERMAN, encoding="utf-8")
    pdf = tmp_path / "scan"
    fd.write_pdf(pdf, [["Hallo"]])
    blob = tmp_path / "blob"
    blob.write_bytes(bytes(range(256)))
    assert [classify(p) for p in (readme, pdf, blob)] == ["txt", "pdf", "unsupported"]
    assert extract_text(pdf).text == "Hallo"


def test_html_line_breaks_lists_and_table_cells(tmp_path: Path) -> None:
    path = tmp_path / "liste.html"
    path.write_text(
        "<body>Erste<br>Zeile<ul><li>Punkt eins<li>Punkt zwei</ul>"
        "<table><tr><td>Zelle</td><td>Nachbar</td></tr><tr><td>unten</td></tr></table>"
        "<p>Gr<b>ö</b>ße &amp; Maß&nbsp;Zahl</p></body>",
        encoding="utf-8",
    )
    assert extract_text(path).text == (
        "Erste\nZeile\nPunkt eins\nPunkt zwei\nZelle Nachbar\nunten\nGröße & Maß Zahl"
    )


@pytest.mark.parametrize("charset", ["iso-8859-1", "cp1252", "utf-8"])
def test_eml_body_in_legacy_charsets(tmp_path: Path, charset: str) -> None:
    from email.message import EmailMessage

    text = "Größe und Übermaß an Äpfeln"
    message = EmailMessage()
    message["Subject"] = "Zeichensatz"
    message.set_content(text, charset=charset)
    path = tmp_path / "alt.eml"
    path.write_bytes(bytes(message))
    assert extract_text(path).text == f"Zeichensatz\n{text}"


def test_eml_with_unknown_charset_falls_back_to_detection(tmp_path: Path) -> None:
    text = "Größe und Übermaß an Äpfeln"
    raw = (
        "Subject: Unbekannt\nMIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="x-erfunden"\nContent-Transfer-Encoding: 8bit\n\n'
    ).encode("ascii") + text.encode("utf-8")
    path = tmp_path / "unbekannt.eml"
    path.write_bytes(raw)
    assert extract_text(path).text == f"Unbekannt\n{text}"
