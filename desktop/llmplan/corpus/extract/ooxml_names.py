"""Strict Open XML read like the usual (transitional) files.

Excel, Word and PowerPoint can save "Strict Open XML" (ISO/IEC 29500 Strict): the same
parts and elements, in other namespaces — `http://purl.oclc.org/ooxml/spreadsheetml/main`
where a transitional file has `http://schemas.openxmlformats.org/spreadsheetml/2006/main`
(the year dropped, the host changed). The readers compare element names against the
transitional ones; `transitional(tag)` gives a Strict element that name.
"""

from __future__ import annotations

_STRICT = "{http://purl.oclc.org/ooxml/"
# Strict namespace -> its transitional twin (ECMA-376 Part 1, 5th ed., Annex A; the
# markup-compatibility namespace is the same in both)
TRANSITIONAL_OF = {
    "http://purl.oclc.org/ooxml/spreadsheetml/main": (
        "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    ),
    "http://purl.oclc.org/ooxml/wordprocessingml/main": (
        "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    ),
    "http://purl.oclc.org/ooxml/presentationml/main": (
        "http://schemas.openxmlformats.org/presentationml/2006/main"
    ),
    "http://purl.oclc.org/ooxml/drawingml/main": (
        "http://schemas.openxmlformats.org/drawingml/2006/main"
    ),
    "http://purl.oclc.org/ooxml/officeDocument/relationships": (
        "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    ),
}
_MAX_REMEMBERED = 4096  # element names seen: a hostile file cannot grow this without bound
_seen: dict[str, str] = {}


def transitional(tag: str) -> str:
    """`{namespace}local` with a Strict namespace replaced by its transitional twin; any
    other name as it is. Looked up once per distinct name (a sheet repeats a few names
    millions of times)."""
    found = _seen.get(tag)
    if found is not None:
        return found
    found = tag
    if tag.startswith(_STRICT):
        namespace, _, local = tag[1:].partition("}")
        twin = TRANSITIONAL_OF.get(namespace)
        if twin is not None:
            found = "{" + twin + "}" + local
    if len(_seen) < _MAX_REMEMBERED:
        _seen[tag] = found
    return found
