"""EPUB -> the text of its chapters in reading order.

An EPUB is a zip: META-INF/container.xml names the package (OPF) file, whose spine lists the
chapters (XHTML) by manifest id. Each chapter is read as HTML, under the zip guards of the
office formats; a spine entry that is missing or not XHTML is left out.
"""

from __future__ import annotations

import posixpath
from urllib.parse import unquote

from llmplan.corpus.extract import xmlsafe
from llmplan.corpus.extract.html import decode_html, html_to_text
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
    for name in chapters[:_MAX_CHAPTERS]:
        if name not in present:
            continue
        markup, _encoding = decode_html(member(name))
        text = html_to_text(markup, limits)
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


def _spine(package: bytes, folder: str) -> list[str]:
    """Member names of the spine's chapters, in reading order."""
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
    names: list[str] = []
    for idref in order:
        href, media_type = manifest.get(idref, ("", ""))
        if href and media_type in _XHTML_TYPES:
            names.append(posixpath.normpath(posixpath.join(folder, href)))
    return names
