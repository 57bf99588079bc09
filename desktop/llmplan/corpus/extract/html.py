"""HTML -> text with selectolax (lexbor): body text, no script/style, block breaks kept."""

from __future__ import annotations

import codecs
import re

from selectolax.lexbor import LexborHTMLParser

from llmplan.corpus.extract.decoding import decode_text
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, too_deep

_DROPPED_TAGS = ["script", "style", "noscript", "template", "svg", "head"]
# Elements a reader sees on lines of their own (block-level and <br>).
_BREAK_TAGS = (
    "p,div,br,li,ul,ol,dl,dt,dd,h1,h2,h3,h4,h5,h6,tr,table,thead,tbody,section,article,"
    "header,footer,nav,aside,main,blockquote,pre,hr,figure,figcaption,form,fieldset,"
    "address,details,summary,caption,title"
)
_CELL_TAGS = "td,th"
# A Unicode noncharacter: never in real text, not whitespace, survives .text().
_BREAK = "\ufdd0"
_TAG = re.compile(r"<(/?)([A-Za-z][A-Za-z0-9]*)")
# Elements that never nest: void ones, and those whose end tag is implied by the next one.
_NOT_NESTING = frozenset((
    "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
    "source", "track", "wbr", "keygen", "basefont", "bgsound", "frame", "image", "isindex",
    "p", "li", "dt", "dd", "tr", "td", "th", "thead", "tbody", "tfoot", "option", "optgroup",
    "rt", "rp", "colgroup", "caption", "html", "head", "body",
))  # fmt: skip
_QUOTED = re.compile(r"\"[^\"]*\"|'[^']*'")
_ATTRIBUTE_NAME = re.compile(r"[^\s\"'>/=]+")
# Only tags this long can hold more attributes than the limit allows.
_LONG_TAG_CHARS = 1024
# A tag closed in itself: <name attributes/>
_SELF_CLOSED = re.compile(r"<([A-Za-z][\w.:-]*)(\s[^<>]*?)?/>")
# HTML's void elements: never have content, so <br/> is read as it stands
_VOID = frozenset(
    "area base br col embed hr img input link meta param source track wbr".split()  # noqa: SIM905
)
_XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml"
_HEAD_CHARS = 2048
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?([A-Za-z0-9_\-]+)""", re.I)


def decode_html(data: bytes) -> tuple[str, str]:
    """Honour a <meta charset> in the first 2 KB; otherwise detect like plain text."""
    declared = _META_CHARSET.search(data[:2048])
    if declared:
        try:
            name = codecs.lookup(declared.group(1).decode("ascii")).name
        except LookupError:
            name = None
        # Browsers (WHATWG) read the latin-1 and ascii labels as windows-1252.
        name = "cp1252" if name in ("iso8859-1", "latin-1", "ascii") else name
        # Only text encodings: codecs also knows 'rot13', 'base64' or 'zlib' (a bomb).
        if name is not None and _is_text_encoding(name) and not name.startswith("utf-16"):
            try:
                return data.decode(name), name
            except (UnicodeDecodeError, LookupError, ValueError, TypeError):
                pass  # declaration lies; fall back to detection
    return decode_text(data)


def _is_text_encoding(name: str) -> bool:
    try:
        return bool(getattr(codecs.lookup(name), "_is_text_encoding", True))
    except LookupError:
        return False


def check_nesting(markup: str, limits: Limits) -> None:
    """SkipFile for elements nested deeper than `limits.max_nesting`, or with more than
    `limits.max_attributes` attributes: the HTML parser's time grows with the square of
    either (200,000 nested divs: minutes)."""
    depth = 0
    tag_end = -1  # the '>' that ends the tag last looked at: each byte is looked at once
    for match in _TAG.finditer(markup):
        if match.start() > tag_end:
            tag_end = markup.find(">", match.end())
            tag_end = len(markup) if tag_end < 0 else tag_end
            if tag_end - match.end() > _LONG_TAG_CHARS:
                _check_attributes(markup[match.end() : tag_end], limits)
        if match.group(2).lower() in _NOT_NESTING:
            continue
        if match.group(1):
            depth = max(depth - 1, 0)
            continue
        depth += 1
        if depth > limits.max_nesting:
            raise too_deep(limits)


def _check_attributes(tag: str, limits: Limits) -> None:
    names = _ATTRIBUTE_NAME.findall(_QUOTED.sub(" ", tag))
    if len(names) > limits.max_attributes:
        raise SkipFile("too_many_attributes", limit=limits.max_attributes)


def html_to_text(markup: str, limits: Limits | None = None, svg_text: bool = False) -> str:
    """Visible text of an HTML document, one line per block; with `svg_text`, also the
    text drawn in its SVG pictures (a book's pages and figures), one line per text."""
    check_nesting(markup, limits or Limits())
    tree = LexborHTMLParser(markup)
    if svg_text:
        _lift_svg_text(tree)
    tree.strip_tags(_DROPPED_TAGS)
    for node in tree.css(_BREAK_TAGS):
        # Both sides: "Zeile<ul><li>Punkt" must not read "ZeilePunkt".
        node.insert_before(_BREAK)
        node.insert_after(_BREAK)
    for node in tree.css(_CELL_TAGS):
        node.insert_after(" ")
    root = tree.body if tree.body is not None else tree.root
    raw = root.text(deep=True) if root is not None else ""
    # Source layout whitespace is one space in HTML; only block ends are line breaks.
    # (str methods, not a regex: this runs over every byte of the page.)
    text = " ".join(raw.split()).replace(" " + _BREAK, _BREAK).replace(_BREAK + " ", _BREAK)
    return "\n".join(line for line in text.split(_BREAK) if line).strip()


def _lift_svg_text(tree: LexborHTMLParser) -> None:
    """Each SVG picture's <text> elements, put before it as lines (the picture itself is
    dropped with its shapes and styles)."""
    for picture in tree.css("svg"):
        lines = (" ".join(text.text(deep=True).split()) for text in picture.css("text"))
        shown = [line for line in lines if line]
        if shown:
            picture.insert_before(_BREAK + _BREAK.join(shown) + _BREAK)


def xhtml_as_html(xhtml: str) -> str:
    """XHTML as an HTML parser reads it: `<mspace/>`, `<a id="p1"/>` written out as
    `<mspace></mspace>`, for HTML knows self-closing only for its void elements and would
    nest each of them in the next (a maths book looked 1,000 levels deep)."""
    return _SELF_CLOSED.sub(_written_out, xhtml)


def _written_out(tag: re.Match[str]) -> str:
    name = tag.group(1)
    if name.lower() in _VOID:
        return tag.group()
    return f"<{name}{tag.group(2) or ''}></{name}>"


def extract_html(data: bytes, limits: Limits) -> ExtractedText:
    markup, encoding = decode_html(data)
    if _XHTML_NAMESPACE in markup[:_HEAD_CHARS]:  # written as XML: its tags close themselves
        markup = xhtml_as_html(markup)
    return ExtractedText(text=html_to_text(markup, limits), kind="html", encoding=encoding)
