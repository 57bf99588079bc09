"""Issue 34, defect 4: an EPUB's chapters are XHTML, where `<mspace/>` closes itself (it is
not 1,500 levels of nesting), and text drawn in SVG (a fixed-layout page, a figure's
labels, a spine item that is an SVG page) is part of the book."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

import pytest

from llmplan.corpus.extract import SkipFile, extract_text

CONTAINER = (
    b'<?xml version="1.0"?><container version="1.0" '
    b'xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
    b'<rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
    b"</rootfiles></container>"
)
XHTML = (
    '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n'
    '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">'
    "<head><title>{title}</title></head><body>{body}</body></html>"
)
SVG_NS = 'xmlns="http://www.w3.org/2000/svg"'


def _epub(path: Path, chapters: dict[str, tuple[str, str]]) -> Path:
    """An EPUB 3 whose spine is `chapters` (member name -> (media type, content))."""
    items = "".join(
        f'<item id="c{i}" href="{name}" media-type="{media}"/>'
        for i, (name, (media, _)) in enumerate(chapters.items())
    )
    refs = "".join(f'<itemref idref="c{i}"/>' for i in range(len(chapters)))
    opf = (
        '<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0">'
        f"<metadata/><manifest>{items}</manifest><spine>{refs}</spine></package>"
    )
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as book:
        book.writestr("mimetype", "application/epub+zip")
        book.writestr("META-INF/container.xml", CONTAINER)
        book.writestr("OEBPS/content.opf", opf)
        for name, (_, content) in chapters.items():
            book.writestr(f"OEBPS/{name}", content)
    path.write_bytes(buffer.getvalue())
    return path


def _chapter(body: str) -> tuple[str, str]:
    return "application/xhtml+xml", XHTML.format(title="Kapitel", body=body)


def test_self_closing_tags_are_not_counted_as_nesting(tmp_path: Path) -> None:
    """A maths book: MathML spacing and empty anchors, each closed in its own tag."""
    formula = (
        '<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi>'
        '<mspace width="0.2em"/><mo>=</mo><mspace width="0.2em"/><mn>1</mn></math>'
    )
    paragraphs = "".join(
        f'<p><a id="p{n}"/><span class="page" epub:type="pagebreak"/>Satz {n}: {formula}</p>'
        for n in range(400)
    )
    book = _epub(tmp_path / "mathe.epub", {"ch1.xhtml": _chapter(paragraphs)})
    text = extract_text(book).text
    lines = text.split("\n")
    assert len(lines) == 400
    assert lines[0] == "Satz 0: x=1"  # a MathML space is layout, not text
    assert lines[-1].startswith("Satz 399:")


def test_real_nesting_in_a_chapter_is_still_refused(tmp_path: Path) -> None:
    deep = "<div>" * 1_500 + "Text" + "</div>" * 1_500
    book = _epub(tmp_path / "tief.epub", {"ch1.xhtml": _chapter(deep)})
    with pytest.raises(SkipFile, match="nested too deeply"):
        extract_text(book)


def test_svg_text_in_an_epub_is_read(tmp_path: Path) -> None:
    cover = _chapter(
        f'<div><svg {SVG_NS} viewBox="0 0 600 800"><image width="600" height="800"/>'
        '<text x="50" y="100">Die Reise</text><text x="50" y="140">'
        "<tspan>nach</tspan> <tspan>Norden</tspan></text></svg></div>"
    )
    page = (
        "image/svg+xml",
        f'<?xml version="1.0" encoding="utf-8"?><svg {SVG_NS} version="1.1">'
        '<title>Seite 2</title><g><text x="10" y="20">Es war einmal</text>'
        '<text x="10" y="40">ein Schiff.</text></g></svg>',
    )
    book = _epub(tmp_path / "bilder.epub", {"cover.xhtml": cover, "page2.svg": page})
    text = extract_text(book).text
    assert text.split("\n") == ["Die Reise", "nach Norden", "Es war einmal", "ein Schiff."]


def test_an_xhtml_file_closes_its_own_tags_too(tmp_path: Path) -> None:
    """The same rule for an .xhtml file on its own (declared in the XHTML namespace); an
    HTML page's `<div/>` still nests, as a browser reads it."""
    body = "".join(f'<p><a id="p{n}"/><span class="pb"/>Zeile {n}</p>' for n in range(800))
    page = tmp_path / "buch.xhtml"
    page.write_text(XHTML.format(title="Buch", body=body), encoding="utf-8")
    lines = extract_text(page).text.split("\n")
    assert len(lines) == 800 and lines[0] == "Zeile 0" and lines[-1] == "Zeile 799"
    html = tmp_path / "seite.html"
    html.write_text("<html><body>" + "<div/>" * 1_500 + "Text</body></html>", "utf-8")
    with pytest.raises(SkipFile, match="nested too deeply"):
        extract_text(html)
