"""Files without an extension, or with one that lies, read by what their content is: each real
file, renamed, gives the text it gives under its own name."""

from __future__ import annotations

from pathlib import Path

import pytest
from renamed_copy import renamed_copy

from llmplan.corpus.extract import extract_text
from llmplan.corpus.extract.types import SkipFile

DATA = Path(__file__).parent.parent / "data" / "sniffing"


@pytest.mark.parametrize(
    ("source", "kind"),
    [
        ("testMSG.msg", "msg"),
        ("testWORD.doc", "doc"),
        ("testEXCEL.xls", "xls"),
        ("testPPT.ppt", "ppt"),
        ("testWORD.docx", "docx"),
        ("testEXCEL.xlsx", "xlsx"),
        ("testODFwithOOo3.odt", "odt"),
        ("testRTF.rtf", "rtf"),
        ("testHTML.html", "html"),
        ("complex.mbox", "mbox"),
    ],
)
def test_a_file_without_extension_reads_as_its_content(
    tmp_path: Path, source: str, kind: str
) -> None:
    named = extract_text(DATA / source)
    nameless = extract_text(renamed_copy(DATA / source, tmp_path, "document"))
    assert nameless.kind == kind
    assert nameless.text == named.text


def test_a_maildir_mail_is_read_as_mail_not_counted_with_headers_and_base64(
    tmp_path: Path,
) -> None:
    # A Maildir delivery is the message alone: no mbox "From " line, a name without a type
    # (new/1469032509.M1P2.host), headers first.
    message = (DATA / "testEmailWithPNGAtt.eml").read_bytes().partition(b"\n")[2]
    (tmp_path / "as.eml").write_bytes(message)
    maildir = tmp_path / "1469032509.M1P2.host"
    maildir.write_bytes(message)
    as_mail = extract_text(tmp_path / "as.eml")
    found = extract_text(maildir)
    assert found.kind == "eml"
    assert found.text == as_mail.text
    assert "Received:" not in found.text and "iVBORw0KGgo" not in found.text  # PNG in base64
    assert len(found.text) < len(message) / 10


def test_an_outlook_message_named_eml_reads_as_outlook_message(tmp_path: Path) -> None:
    named = extract_text(DATA / "testMSG.msg")
    misnamed = extract_text(renamed_copy(DATA / "testMSG.msg", tmp_path, "message.eml"))
    assert misnamed.kind == "msg"
    assert misnamed.text == named.text


@pytest.mark.parametrize(
    ("source", "name", "kind"),
    [
        ("testHTML.html", "exported.doc", "html"),  # Word's "save as web page", named .doc
        ("testRTF.rtf", "letter.doc", "rtf"),
        ("testWORD.docx", "new.doc", "docx"),
        ("testWORD.doc", "old.docx", "doc"),
        ("testEXCEL.xls", "sheet.xlsx", "xls"),
        ("testEmailWithPNGAtt.eml", "mail.msg", "mbox"),
    ],
)
def test_a_document_with_a_wrong_extension_reads_as_its_content(
    tmp_path: Path, source: str, name: str, kind: str
) -> None:
    found = extract_text(renamed_copy(DATA / source, tmp_path, name))
    assert found.kind == kind
    assert found.text.split() == extract_text(DATA / source).text.split()


def test_an_unknown_container_without_extension_stays_unsupported(tmp_path: Path) -> None:
    blob = tmp_path / "blob"
    blob.write_bytes(b"PK\x03\x04" + bytes(range(256)) * 4)
    with pytest.raises(SkipFile) as caught:
        extract_text(blob)
    assert caught.value.reason.code == "unsupported_no_extension"


@pytest.mark.parametrize("source", ["testEXCEL.xls", "testPPT.ppt", "testMSG.msg"])
def test_another_compound_file_named_doc_is_read_as_what_it_is(tmp_path: Path, source: str) -> None:
    # a compound file without a WordDocument stream under a Word name (issue 34): read by
    # its streams' reader, not refused as "not a Word document"
    named = extract_text(DATA / source)
    renamed = extract_text(renamed_copy(DATA / source, tmp_path, "report.doc"))
    assert renamed.text == named.text
