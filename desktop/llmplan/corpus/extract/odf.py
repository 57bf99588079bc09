"""ODT -> text from content.xml, keeping the spacing ODF encodes as elements.

text:s (with text:c = count) is a run of spaces, text:tab a tab, text:line-break a newline;
paragraphs and headings end a line. Without these, words glue together.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from llmplan.corpus.extract import xmlsafe
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile
from llmplan.corpus.extract.zipguard import member_names, open_zip, read_members

_TEXT = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
_OFFICE = "{urn:oasis:names:tc:opendocument:xmlns:office:1.0}"
_LINE_ENDS = frozenset({_TEXT + "p", _TEXT + "h"})
# Text in these is not body text: tracked deletions, index/TOC templates, note numbers.
_IGNORED = frozenset({_TEXT + "tracked-changes", _TEXT + "note-citation", _OFFICE + "annotation"})


def _walk(element: ET.Element, out: list[str]) -> None:
    """Depth-first with an explicit stack: a hostile file cannot exhaust Python recursion.

    Stack entries: (node, closing, inside a text element); tails are content only inside
    text elements, elsewhere they are indentation.
    """
    stack: list[tuple[ET.Element, bool, bool]] = [(element, False, False)]
    while stack:
        node, closing, in_text = stack.pop()
        tag = node.tag
        if closing or tag in _IGNORED:
            if closing and tag in _LINE_ENDS:
                out.append("\n")
            if in_text and node.tail:
                out.append(node.tail)
            continue
        if tag == _TEXT + "s":
            out.append(" " * _space_count(node))
        elif tag == _TEXT + "tab":
            out.append("\t")
        elif tag == _TEXT + "line-break":
            out.append("\n")
        is_text = tag.startswith(_TEXT)
        if is_text and node.text:
            out.append(node.text)
        stack.append((node, True, in_text))
        stack.extend((child, False, is_text) for child in reversed(node))


def _space_count(node: ET.Element) -> int:
    try:
        return max(1, min(int(node.get(_TEXT + "c", "1")), 10_000))
    except ValueError:
        return 1


def extract_odt(data: bytes, limits: Limits) -> ExtractedText:
    archive = open_zip(data)
    if "content.xml" not in member_names(archive):
        raise SkipFile("not an OpenDocument file")
    (content,) = read_members(archive, ["content.xml"], limits)
    root = xmlsafe.parse(content)
    body = root.find(_OFFICE + "body")
    out: list[str] = []
    _walk(body if body is not None else root, out)
    return ExtractedText(text="".join(out).rstrip("\n"), kind="odt")
