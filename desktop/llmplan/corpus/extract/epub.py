"""EPUB -> the text of its chapters in reading order.

An EPUB is a zip: META-INF/container.xml names the package (OPF) file, whose spine lists the
chapters (XHTML) by manifest id. Each chapter is read as HTML, under the zip guards of the
office formats; a spine entry that is missing or neither XHTML nor SVG is left out.
"""

from __future__ import annotations

import posixpath
from urllib.parse import unquote

from llmplan.corpus.extract import xmlsafe
from llmplan.corpus.extract.html import decode_html, html_to_text, xhtml_as_html
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget
from llmplan.corpus.extract.zipguard import (
    InflateBudget,
    check_members,
    member_chunks,
    member_names,
    open_zip,
)

_CONTAINER = "{urn:oasis:names:tc:opendocument:xmlns:container}"
_OPF = "{http://www.idpf.org/2007/opf}"
_XHTML_TYPES = frozenset({"application/xhtml+xml", "text/html", "application/xml"})
_SVG_TYPE = "image/svg+xml"  # a fixed-layout book's page may be an SVG picture
_SVG = "{http://www.w3.org/2000/svg}"
_MAX_CHAPTERS = 10_000


def extract_epub(data: bytes, limits: Limits) -> ExtractedText:
    archive = open_zip(data)
    present = member_names(archive)
    if "META-INF/container.xml" not in present:
        raise SkipFile("not_epub")
    budget = InflateBudget(limits)

    def member(name: str) -> bytes:
        check_members(archive, [name], limits)
        return b"".join(member_chunks(archive, name, budget))

    package = _package_path(member("META-INF/container.xml"))
    if package not in present:
        raise SkipFile("epub_package_missing")
    chapters = _spine(member(package), posixpath.dirname(package))
    out = TextBudget(limits)
    for name, media_type in chapters[:_MAX_CHAPTERS]:
        if name not in present:
            continue
        if media_type == _SVG_TYPE:
            text = svg_text(member(name), limits)
        else:
            markup, _encoding = decode_html(member(name))
            text = html_to_text(xhtml_as_html(markup), limits, svg_text=True)
        if text.strip():
            out.add(text)
    if not out.parts:
        raise SkipFile("no_text")
    return ExtractedText(text="\n".join(out.parts), kind="epub", pages=len(out.parts))


def _package_path(container: bytes) -> str:
    for event, element in xmlsafe.iter_events(container):
        if event == "end" and element.tag == _CONTAINER + "rootfile":
            path = element.get("full-path", "")
            if path:
                return path
    raise SkipFile("epub_no_package")


class _SvgText(xmlsafe.Handlers):
    """The text of an SVG document's <text> elements, one line each."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.depth = 0  # inside how many <text> elements

    def start(self, tag: str, attributes: dict[str, str]) -> None:
        if tag == _SVG + "text":
            self.depth += 1
            if self.depth == 1:
                self.lines.append("")

    def end(self, tag: str) -> None:
        if tag == _SVG + "text":
            self.depth -= 1

    def text(self, data: str) -> None:
        if self.depth:
            self.lines[-1] += data


def svg_text(data: bytes, limits: Limits) -> str:
    """The text an SVG page draws (its <text> and <tspan> elements), one line per text."""
    handlers = _SvgText()
    xmlsafe.stream([data], handlers, limits)  # entities refused, nesting bounded
    lines = (" ".join(line.split()) for line in handlers.lines)
    return "\n".join(line for line in lines if line)


def _spine(package: bytes, folder: str) -> list[tuple[str, str]]:
    """Member names and media types of the spine's chapters, in reading order."""
    manifest: dict[str, tuple[str, str]] = {}
    order: list[str] = []
    for event, element in xmlsafe.iter_events(package):
        if event != "end":
            continue
        if element.tag == _OPF + "item":
            href = unquote(element.get("href", "").split("#")[0])
            manifest[element.get("id", "")] = (href, element.get("media-type", ""))
        elif element.tag == _OPF + "itemref":
            order.append(element.get("idref", ""))
    names: list[tuple[str, str]] = []
    for idref in order:
        href, media_type = manifest.get(idref, ("", ""))
        if href and (media_type in _XHTML_TYPES or media_type == _SVG_TYPE):
            names.append((posixpath.normpath(posixpath.join(folder, href)), media_type))
    return names
