"""ODT, ODP, ODG -> text from content.xml, keeping the spacing ODF encodes as elements.

text:s (with text:c = count) is a run of spaces, text:tab a tab, text:line-break a newline;
paragraphs and headings end a line. Without these, words glue together. The XML is
streamed (expat) and the text counted as it grows: a few hundred bytes of
`<text:s text:c="10000"/>` cannot become hundreds of millions of characters.
"""

from __future__ import annotations

from llmplan.corpus.extract import xmlsafe
from llmplan.corpus.extract.reading import OpenedFile
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget
from llmplan.corpus.extract.zipguard import (
    InflateBudget,
    check_members,
    member_chunks,
    member_names,
    open_zip,
)

_TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
_OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
_DRAW_PAGE = "{urn:oasis:names:tc:opendocument:xmlns:drawing:1.0}page"
# a presentation's speaker notes are left out, as for PPTX (slides only)
_NOTES = "{urn:oasis:names:tc:opendocument:xmlns:presentation:1.0}notes"
_LINE_ENDS = frozenset({_TEXT + "p", _TEXT + "h"})
# Text in these is not body text: tracked deletions, index/TOC templates, note numbers.
_IGNORED = frozenset(
    {
        _TEXT + "tracked-changes",
        _TEXT + "note-citation",
        _OFFICE + "annotation",
        _NOTES,
        # an index's template (": , , :" of a bibliography's entry layout), not its entries
        *(
            _TEXT + f"{index}-source"
            for index in (
                "table-of-content", "alphabetical-index", "illustration-index", "table-index",
                "object-index", "user-index", "bibliography",
            )
        ),
    }
)  # fmt: skip
_MAX_SPACES = 10_000  # one text:s element


class _OdtText(xmlsafe.Handlers):
    """Character data counts when its innermost element is a text: element inside
    office:body and outside ignored elements (so tails of inline elements count too)."""

    def __init__(self, limits: Limits) -> None:
        self.out = TextBudget(limits)
        self.open: list[str] = []
        self.body_depth = 0  # > 0 inside office:body
        self.ignored_depth = 0
        self.pages = 0  # slides of a presentation, pages of a drawing

    def start(self, tag: str, attributes: dict[str, str]) -> None:
        self.open.append(tag)
        self.pages += tag == _DRAW_PAGE
        if tag == _OFFICE + "body":
            self.body_depth += 1
        if self.ignored_depth or tag in _IGNORED:
            self.ignored_depth += 1
            return
        if not self.body_depth:
            return
        if tag == _TEXT + "s":
            self.out.add(" " * _space_count(attributes.get(_TEXT + "c", "1")))
        elif tag == _TEXT + "tab":
            self.out.add("\t")
        elif tag in (_TEXT + "line-break", _TEXT + "note-body"):
            self.out.add("\n")  # a footnote's text is its own block, not glued to the word

    def end(self, tag: str) -> None:
        self.open.pop()
        if tag == _OFFICE + "body":
            self.body_depth -= 1
        if self.ignored_depth:
            self.ignored_depth -= 1
            return
        if self.body_depth and tag in _LINE_ENDS:
            self.out.add("\n")

    def text(self, data: str) -> None:
        if self.body_depth and not self.ignored_depth and self.open[-1].startswith(_TEXT):
            self.out.add(data)


def _space_count(value: str) -> int:
    try:
        return max(1, min(int(value), _MAX_SPACES))
    except ValueError:
        return 1


def extract_odt(source: bytes | OpenedFile, limits: Limits) -> ExtractedText:
    return extract_odf(source, limits, "odt")


def extract_odp(source: bytes | OpenedFile, limits: Limits) -> ExtractedText:
    return extract_odf(source, limits, "odp")


def extract_odg(source: bytes | OpenedFile, limits: Limits) -> ExtractedText:
    return extract_odf(source, limits, "odg")


def extract_odf(source: bytes | OpenedFile, limits: Limits, kind: str) -> ExtractedText:
    """The text of an OpenDocument text, presentation or drawing (type key `kind`)."""
    with open_zip(source) as archive:
        if "content.xml" not in member_names(archive):
            raise SkipFile("not_opendocument")
        check_members(archive, ["content.xml"], limits)
        handlers = _OdtText(limits)
        chunks = member_chunks(archive, "content.xml", InflateBudget(limits))
        xmlsafe.stream(chunks, handlers, limits)
    text = handlers.out.text().rstrip("\n")
    return ExtractedText(text=text, kind=kind, pages=handlers.pages or None)
