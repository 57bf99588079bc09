"""Builders that WRITE real documents with known text into a folder (tmp_path).

Each `write_*` function creates the file with its format's own library and returns the
text that went in, so a test can compare extraction against it. `make_hostile_folder`
builds the folder of broken and nasty files; scanner tests use it too.
Import from tests in this folder as `import fixture_docs` (pytest puts the folder on
sys.path; there are no __init__.py files in tests).
"""

from __future__ import annotations

import json
import os
import zipfile
from email.message import EmailMessage
from pathlib import Path

# German with every letter that trips encoders: umlauts, ß, typographic quotes, dash, euro.
GERMAN = "Größe, Übermaß, Äpfel – „Zitat“ €"
GERMAN_PARAGRAPHS = [
    "Die Größe des Modells bestimmt den Speicherbedarf pro Grafikkarte.",
    "Übermäßig lange Sequenzen erhöhen den Aktivierungsspeicher erheblich.",
    "Äpfel, Birnen und Pflaumen – „Zitat“ kostet 12 € pro Kilogramm.",
]
RUSSIAN = "Обучение больших языковых моделей требует много памяти и времени."


# ---- Plain text in several encodings


def write_text(path: Path, text: str, encoding: str, bom: bytes = b"") -> str:
    """Text file in `encoding`, optionally preceded by a byte-order mark."""
    path.write_bytes(bom + text.encode(encoding))
    return text


def german_document(lines: int = 12) -> str:
    """A few hundred bytes of German prose: enough for encoding detection to see patterns."""
    return "\n".join(GERMAN_PARAGRAPHS[i % 3] + " " + GERMAN for i in range(lines))


# ---- PDF (reportlab)


def write_pdf(path: Path, pages: list[list[str]], encrypt: object = None) -> str:
    """PDF with one list of lines per page (Helvetica covers German via WinAnsi).

    `encrypt`: a user password (str) or a reportlab StandardEncryption.
    """
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    pdf = canvas.Canvas(str(path), pagesize=A4, encrypt=encrypt)
    for lines in pages:
        pdf.setFont("Helvetica", 11)
        y = 800
        for line in lines:
            pdf.drawString(56, y, line)
            y -= 16
        pdf.showPage()
    pdf.save()
    return "\n".join("\n".join(lines) for lines in pages)


def german_pdf_pages(n_pages: int = 3) -> list[list[str]]:
    return [[f"Seite {page + 1}", *GERMAN_PARAGRAPHS, GERMAN] for page in range(n_pages)]


# ---- Office documents


def write_docx(path: Path) -> str:
    """DOCX with paragraphs, a tab and a line break inside runs (python-docx)."""
    import docx

    paragraphs = [
        GERMAN_PARAGRAPHS[0],
        "Wort\tNächstes",
        "Zeile eins\nZeile zwei",
        GERMAN_PARAGRAPHS[1],
        GERMAN,
    ]
    document = docx.Document()
    document.add_heading("Überschrift", level=1)
    for text in paragraphs:
        document.add_paragraph(text)
    # Tab stops in paragraph properties are also <w:tab>: they must not become text.
    tabbed = document.add_paragraph("Mit Tabstopp")
    tabbed.paragraph_format.tab_stops.add_tab_stop(914400)
    document.save(str(path))
    return "\n".join(["Überschrift", *paragraphs, "Mit Tabstopp"])


def write_docx_with_textbox(path: Path) -> str:
    """DOCX with a text box the way Word stores it: mc:Choice and an mc:Fallback copy."""
    import docx
    from docx.oxml import parse_xml

    document = docx.Document()
    paragraph = document.add_paragraph("Vor dem Feld")
    box = "<w:p><w:r><w:t>Textfeld</w:t><w:tab/><w:t>Inhalt</w:t></w:r></w:p>"
    paragraph._p.append(
        parse_xml(
            '<w:r xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
            ' xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006">'
            '<mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><w:txbxContent>'
            f"{box}</w:txbxContent></w:drawing></mc:Choice><mc:Fallback><w:pict>"
            f"<w:txbxContent>{box}</w:txbxContent></w:pict></mc:Fallback>"
            "</mc:AlternateContent></w:r>"
        )
    )
    document.add_paragraph("Nachher")
    document.save(str(path))
    return "Vor dem Feld\nTextfeld\tInhalt\nNachher"


def write_odt(path: Path) -> str:
    """ODT with text:s (3 spaces), text:tab and text:line-break (odfpy)."""
    from odf.opendocument import OpenDocumentText
    from odf.text import H, LineBreak, P, S, Span, Tab

    document = OpenDocumentText()
    heading = H(outlinelevel=1)
    heading.addText("Überschrift")
    document.text.addElement(heading)
    spaced = P()
    spaced.addText("Drei")
    spaced.addElement(S(c=3))
    spaced.addText("Leerzeichen")
    document.text.addElement(spaced)
    tabbed = P()
    tabbed.addText("Wort")
    tabbed.addElement(Tab())
    tabbed.addText("Nächstes")
    document.text.addElement(tabbed)
    broken = P()
    broken.addText("Zeile eins")
    broken.addElement(LineBreak())
    span = Span()
    span.addText("Zeile zwei")
    broken.addElement(span)
    document.text.addElement(broken)
    last = P()
    last.addText(GERMAN)
    document.text.addElement(last)
    document.save(str(path))
    return "\n".join(
        ["Überschrift", "Drei   Leerzeichen", "Wort\tNächstes", "Zeile eins\nZeile zwei", GERMAN]
    )


def write_pptx(path: Path) -> tuple[str, int]:
    """PPTX with two slides; a vertical tab in python-pptx text becomes <a:br/>."""
    from pptx import Presentation

    presentation = Presentation()
    layout = presentation.slide_layouts[1]  # title and content
    slides = [
        ("Erste Folie", "Größe des Modells\vzweite Zeile"),
        ("Zweite Folie", GERMAN),
    ]
    for title, body in slides:
        slide = presentation.slides.add_slide(layout)
        slide.shapes.title.text = title
        slide.placeholders[1].text = body
    presentation.save(str(path))
    expected = "\n".join(f"{title}\n{body.replace(chr(11), chr(10))}" for title, body in slides)
    return expected, len(slides)


# ---- E-mail, HTML, structured text


HTML_BODY_TEXT = ["Überschrift", "Erster Absatz mit fettem Wort.", "Zweiter Absatz", GERMAN]


def html_document() -> str:
    """HTML whose visible text is HTML_BODY_TEXT, with script/style that must not count."""
    return (
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>Titel</title>"
        "<style>body { color: red; }</style></head><body>\n"
        "<h1>Überschrift</h1>\n"
        "<p>Erster Absatz mit\n    <b>fettem</b> Wort.</p>"
        "<script>var geheim = 'SCRIPTTEXT';</script>"
        f"<div>Zweiter Absatz</div><p>{GERMAN}</p>\n"
        "<noscript>NOSCRIPTTEXT</noscript></body></html>"
    )


def write_html(path: Path) -> str:
    path.write_text(html_document(), encoding="utf-8")
    return "\n".join(HTML_BODY_TEXT)


def write_eml(path: Path) -> dict[str, str]:
    """E-mail: subject, plain + HTML alternative, a .txt attachment and a .png attachment."""
    message = EmailMessage()
    message["Subject"] = "Angebot für das Training"
    message["From"] = "a@example.com"
    message["To"] = "b@example.com"
    plain = f"Guten Tag,\n{GERMAN_PARAGRAPHS[0]}\n{GERMAN}"
    message.set_content(plain)
    message.add_alternative(f"<p>HTMLVERSION {GERMAN}</p>", subtype="html")
    attachment = "Anhang mit Text: Übermaß an Daten."
    message.add_attachment(
        attachment.encode("utf-8"), maintype="text", subtype="plain", filename="notiz.txt"
    )
    message.add_attachment(
        b"\x89PNG\r\n\x1a\n" + bytes(64), maintype="image", subtype="png", filename="bild.png"
    )
    path.write_bytes(bytes(message))
    return {"subject": "Angebot für das Training", "plain": plain, "attachment": attachment}


def write_json(path: Path) -> list[str]:
    """Nested JSON; its string values (not keys, not numbers) are the text."""
    strings = [GERMAN_PARAGRAPHS[0], "zweiter Text", GERMAN]
    data = {"title": strings[0], "n": 3, "items": [{"text": strings[1], "ok": True}, strings[2]]}
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return strings


def write_jsonl(path: Path) -> list[str]:
    strings = [f"Zeile {i}: {GERMAN_PARAGRAPHS[i]}" for i in range(3)]
    lines = [
        json.dumps({"id": i, "text": text}, ensure_ascii=False) for i, text in enumerate(strings)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return strings


def write_csv(path: Path) -> str:
    text = 'name;beschreibung\nÄpfel;"rot, süß"\nGröße;12 €\n'
    path.write_text(text, encoding="utf-8")
    return text


def write_rtf(path: Path) -> str:
    """RTF in cp1252 with \\'xx escapes for umlauts and a \\tab."""
    rtf = (
        r"{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0 Arial;}}"
        r"\f0 Gr\'f6\'dfe und \'dcberma\'df\par "
        r"Wort\tab N\'e4chstes\par "
        r"Preis 12 \'80\par}"
    )
    path.write_bytes(rtf.encode("ascii"))
    return "Größe und Übermaß\nWort\tNächstes\nPreis 12 €"


def write_xml(path: Path) -> str:
    xml = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<artikel><titel>Größe</titel>'
        "<absatz>Erster <b>fetter</b> Satz.</absatz><absatz>Zweiter Satz.</absatz></artikel>"
    )
    path.write_text(xml, encoding="utf-8")
    return "Größe\nErster fetter Satz.\nZweiter Satz."


# ---- Hostile folder


def write_zip_bomb(path: Path, inflated_bytes: int = 50 * 1024**2) -> None:
    """A .docx-named zip whose document.xml inflates ~1000:1 from zeros."""
    chunk = bytes(1024**2)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        with archive.open("word/document.xml", "w", force_zip64=False) as member:
            for _ in range(inflated_bytes // len(chunk)):
                member.write(chunk)


def write_undecodable_name(root: Path) -> Path:
    """A text file whose name is not valid UTF-8 (old Windows zips unpacked on Linux).

    Python represents it with surrogate escapes; anything that serialises paths (JSON,
    pydantic) must cope. Kept out of make_hostile_folder so scanner tests opt in.
    """
    name = os.fsdecode(b"Gr\xf6\xdfe_cp1252_name.txt")
    path = root / name
    path.write_text("Dateiname in cp1252 " + GERMAN, encoding="utf-8")
    return path


def make_hostile_folder(root: Path) -> dict[str, str]:
    """Broken, nasty and odd files; maps relative path -> keyword expected in the skip reason.

    An empty keyword means the file is fine and must yield text. Symlinks are included
    (a loop, a dangling one, and sub/up -> .. which a walker must not follow; it is a
    directory, so not listed), a FIFO, a chmod-000 file (readable as root, so expected to
    give text there), a 255-byte file name and a file 60 folders deep.
    """
    root.mkdir(parents=True, exist_ok=True)
    expected: dict[str, str] = {}

    good = root / "good.pdf"
    write_pdf(good, german_pdf_pages(2))
    expected["good.pdf"] = ""
    data = good.read_bytes()
    (root / "truncated.pdf").write_bytes(data[: len(data) // 3])
    expected["truncated.pdf"] = "corrupt PDF"
    write_pdf(root / "encrypted.pdf", german_pdf_pages(1), encrypt="geheim")
    expected["encrypted.pdf"] = "encrypted PDF"
    (root / "not_a_zip.docx").write_text("Ich bin kein Word-Dokument.", encoding="utf-8")
    expected["not_a_zip.docx"] = "not a zip container"
    write_zip_bomb(root / "bomb.docx")
    expected["bomb.docx"] = "zip bomb"
    (root / "binary.txt").write_bytes(bytes(range(256)) * 64)
    expected["binary.txt"] = "binary data"
    (root / "empty.txt").write_bytes(b"")
    expected["empty.txt"] = "empty file"
    (root / "empty.pdf").write_bytes(b"")
    expected["empty.pdf"] = "empty file"
    (root / "image.png").write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(100))
    expected["image.png"] = "unsupported type .png"
    (root / "archive.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    expected["archive.zip"] = "no readable documents inside the archive"  # empty zip

    locked = root / "locked.txt"
    locked.write_text("geheimer Text", encoding="utf-8")
    locked.chmod(0)
    # root reads through chmod 000, so there the file is simply readable.
    expected["locked.txt"] = "" if os.geteuid() == 0 else "permission denied"

    (root / "loop_a").symlink_to("loop_b")
    (root / "loop_b").symlink_to("loop_a")
    expected["loop_a"] = "symlink loop"
    expected["loop_b"] = "symlink loop"
    (root / "dangling.txt").symlink_to("does_not_exist.txt")
    expected["dangling.txt"] = "broken symlink"
    # A directory link back up: a walker that follows it never ends.
    (root / "sub").mkdir()
    (root / "sub" / "up").symlink_to("..", target_is_directory=True)

    os.mkfifo(root / "pipe.txt")
    expected["pipe.txt"] = "not a regular file"

    long_name = "l" * 251 + ".txt"  # 255 bytes: the usual file-name limit
    (root / long_name).write_text("Langer Dateiname " + GERMAN, encoding="utf-8")
    expected[long_name] = ""
    deep = root.joinpath(*[f"d{i}" for i in range(60)])
    deep.mkdir(parents=True)
    (deep / "tief.txt").write_text("Tief verschachtelt " + GERMAN, encoding="utf-8")
    expected[str((deep / "tief.txt").relative_to(root))] = ""
    return expected
