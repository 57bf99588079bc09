"""Parse untrusted XML with the stdlib, refusing entity declarations (billion laughs, XXE).

A pre-pass with expat reads only the prolog: an entity can be declared nowhere else, so
once the root element starts the document is safe for ElementTree (which never fetches
external DTDs).
"""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from xml.parsers import expat

from llmplan.corpus.extract.types import SkipFile

_CHUNK = 64 * 1024
Event = tuple[str, ET.Element]


class _RootReached(Exception):  # control flow, not an error
    pass


def refuse_entities(data: bytes) -> None:
    """SkipFile if the prolog declares entities or is not XML at all."""
    parser = expat.ParserCreate()

    def on_entity(*_args: object) -> None:
        raise SkipFile("XML entity declarations (refused)")

    def on_root(*_args: object) -> None:
        raise _RootReached

    parser.EntityDeclHandler = on_entity
    parser.StartElementHandler = on_root
    try:
        for start in range(0, len(data), _CHUNK):
            parser.Parse(data[start : start + _CHUNK], False)
        parser.Parse(b"", True)
    except _RootReached:
        return
    except (expat.ExpatError, LookupError, ValueError):  # LookupError: unknown encoding
        raise SkipFile("malformed XML") from None
    raise SkipFile("malformed XML")  # no root element


def iter_events(data: bytes) -> Iterator[Event]:
    """("start"|"end", element) events of a checked document, in document order."""
    refuse_entities(data)
    try:
        yield from ET.iterparse(io.BytesIO(data), events=("start", "end"))
    except (ET.ParseError, LookupError, ValueError):
        raise SkipFile("malformed XML") from None


def parse(data: bytes) -> ET.Element:
    """Whole tree of a checked document (for mixed content, where tails matter)."""
    refuse_entities(data)
    try:
        return ET.fromstring(data)
    except (ET.ParseError, LookupError, ValueError):
        raise SkipFile("malformed XML") from None
