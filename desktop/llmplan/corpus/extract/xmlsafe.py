"""Parse untrusted XML with the stdlib, refusing entity declarations (billion laughs, XXE).

A pre-pass with expat reads only the prolog: an entity can be declared nowhere else, so
once the root element starts the document is safe for ElementTree (which never fetches
external DTDs).
"""

from __future__ import annotations

import io
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Iterator
from xml.parsers import expat

from llmplan.corpus.extract.types import Limits, SkipFile, too_deep

_CHUNK = 64 * 1024
Event = tuple[str, ET.Element]
TextSink = Callable[[str], None]


class _RootReached(Exception):  # control flow, not an error
    pass


def refuse_entities(data: bytes) -> None:
    """SkipFile if the prolog declares entities or is not XML at all."""
    parser = expat.ParserCreate()

    def on_entity(*_args: object) -> None:
        raise SkipFile("xml_entities")

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
        raise SkipFile("malformed_xml") from None
    raise SkipFile("malformed_xml")  # no root element


class Handlers:
    """Callbacks of a streaming parse; element and attribute names as '{uri}local'."""

    def start(self, tag: str, attributes: dict[str, str]) -> None:
        pass

    def end(self, tag: str) -> None:
        pass

    def text(self, data: str) -> None:
        pass


def _clark(name: str) -> str:
    return "{" + name if "}" in name else name


def stream(chunks: Iterable[bytes], handlers: Handlers, limits: Limits) -> None:
    """Parse untrusted XML block by block (memory stays flat), refusing entity
    declarations and elements nested deeper than `limits.max_nesting`."""
    parser = expat.ParserCreate(namespace_separator="}")
    parser.buffer_text = True
    depth = 0

    def on_entity(*_args: object) -> None:
        raise SkipFile("xml_entities")

    def on_start(name: str, attributes: dict[str, str]) -> None:
        nonlocal depth
        depth += 1
        if depth > limits.max_nesting:
            raise too_deep(limits)
        handlers.start(_clark(name), {_clark(k): v for k, v in attributes.items()})

    def on_end(name: str) -> None:
        nonlocal depth
        depth -= 1
        handlers.end(_clark(name))

    parser.EntityDeclHandler = on_entity
    parser.StartElementHandler = on_start
    parser.EndElementHandler = on_end
    parser.CharacterDataHandler = handlers.text
    try:
        for chunk in chunks:
            parser.Parse(chunk, False)
        parser.Parse(b"", True)
    except (expat.ExpatError, LookupError, ValueError):
        raise SkipFile("malformed_xml") from None


def check_depth(data: bytes, limits: Limits) -> None:
    """Entities refused and nesting bounded, on the whole document (before a tree parse)."""
    stream((data[i : i + _CHUNK] for i in range(0, len(data), _CHUNK)), Handlers(), limits)


def iter_events(data: bytes) -> Iterator[Event]:
    """("start"|"end", element) events of a checked document, in document order."""
    refuse_entities(data)
    try:
        yield from ET.iterparse(io.BytesIO(data), events=("start", "end"))
    except (ET.ParseError, LookupError, ValueError):
        raise SkipFile("malformed_xml") from None


def parse(data: bytes, limits: Limits | None = None) -> ET.Element:
    """Whole tree of a checked document (for mixed content, where tails matter)."""
    check_depth(data, limits or Limits())
    try:
        return ET.fromstring(data)
    except (ET.ParseError, LookupError, ValueError):
        raise SkipFile("malformed_xml") from None
