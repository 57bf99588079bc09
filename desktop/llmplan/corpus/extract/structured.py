"""JSON, JSON Lines and XML: the text they carry, not their markup.

JSON/JSONL: every string value (keys, numbers and booleans are structure), one per line.
XML: text nodes, one line per element that holds text directly (entities refused).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Any

from llmplan.corpus.extract import xmlsafe
from llmplan.corpus.extract.decoding import decode_text
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile


def _loads(text: str) -> Any:
    """json.loads that reads numbers as nothing: they are structure here, and a
    5,000-digit integer must not make Python refuse the whole document."""
    return json.loads(text, parse_int=_ignored, parse_float=_ignored, parse_constant=_ignored)


def _ignored(_text: str) -> None:
    return None


def _strings(value: Any, out: list[str]) -> None:
    """String values in document order; iterative so deep nesting cannot recurse."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if item.strip():
                out.append(item)
        elif isinstance(item, dict):
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list):
            stack.extend(reversed(item))


def extract_json(data: bytes, limits: Limits) -> ExtractedText:
    text, encoding = decode_text(data)
    try:
        value = _loads(text)
    except (json.JSONDecodeError, RecursionError):
        raise SkipFile("malformed_json") from None
    out: list[str] = []
    _strings(value, out)
    return ExtractedText(text="\n".join(out), kind="json", encoding=encoding)


def extract_jsonl(data: bytes, limits: Limits) -> ExtractedText:
    """One JSON value per line; a few broken lines are skipped, a broken file is not text."""
    text, encoding = decode_text(data)
    out: list[str] = []
    good = bad = 0
    for line in text.splitlines():
        if not line.strip():
            continue
        try:
            value = _loads(line)
        except (json.JSONDecodeError, RecursionError):
            bad += 1
            continue
        good += 1
        _strings(value, out)
    if bad > good:
        raise SkipFile("malformed_jsonl")
    return ExtractedText(text="\n".join(out), kind="jsonl", encoding=encoding)


def extract_xml(data: bytes, limits: Limits) -> ExtractedText:
    """One line per element that holds text directly (mixed content stays one line);
    elements holding only elements are containers and are descended into."""
    root = xmlsafe.parse(data, limits)
    lines: list[str] = []
    stack = [root]
    while stack:
        element = stack.pop()
        if _has_direct_text(element):
            line = " ".join("".join(element.itertext()).split())
            lines.append(line)
        else:
            stack.extend(reversed(list(element)))
    return ExtractedText(text="\n".join(lines), kind="xml")


def _has_direct_text(element: ET.Element) -> bool:
    if element.text and element.text.strip():
        return True
    return any(child.tail and child.tail.strip() for child in element)
