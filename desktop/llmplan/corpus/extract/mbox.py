"""Mailbox (.mbox) -> its messages, each read like an .eml (subject, body and text
attachments in; headers out). A message begins at a line starting "From " (the mbox
separator); one that cannot be read is left out, the others still count.

A large mailbox (a Thunderbird folder is often gigabytes) is streamed: read block by block,
each message handed on as soon as its end is seen, so memory holds one message at a time;
one message larger than `limits.max_parsed_bytes` is left out.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Iterator

from llmplan.corpus.extract.email_msg import extract_eml
from llmplan.corpus.extract.reading import OpenedFile
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget

ExtractBytes = Callable[[bytes, str, Limits], ExtractedText]

_SEPARATOR = re.compile(rb"^From [^\r\n]*\r?\n", re.MULTILINE)
_QUOTED_FROM = re.compile(rb"^>(>*From )", re.MULTILINE)
MAX_MESSAGES = 100_000
_BLOCK = 4 * 1024**2
_PARSE_ERRORS = (SkipFile, ValueError, LookupError, TypeError, IndexError, AttributeError)


def extract_mbox(data: bytes, limits: Limits, extract: ExtractBytes) -> ExtractedText:
    starts = [match.end() for match in _SEPARATOR.finditer(data)]
    if not starts or data[: starts[0]].lstrip()[:5] != b"From ":
        raise SkipFile("not_mailbox")
    if len(starts) > MAX_MESSAGES:
        raise SkipFile("too_many_messages", messages=len(starts), limit=MAX_MESSAGES)
    ends = [*(match.start() for match in _SEPARATOR.finditer(data))][1:]
    ends.append(len(data))
    out = TextBudget(limits)
    for start, end in zip(starts, ends, strict=True):
        text = _message_text(data[start:end], limits, extract)
        if text:
            out.add(text)
    if not out.parts:
        raise SkipFile("no_messages")
    return ExtractedText(text="\n\n".join(out.parts), kind="mbox")


def _message_text(raw: bytes, limits: Limits, extract: ExtractBytes) -> str:
    """One message's text; '' for one that cannot be read (the parser's errors on a
    damaged message cost that message only)."""
    try:
        text = extract_eml(_QUOTED_FROM.sub(rb"\1", raw), limits, extract).text
    except _PARSE_ERRORS:
        return ""
    return text if text.strip() else ""


def stream_mbox(opened: OpenedFile, limits: Limits, extract: ExtractBytes) -> Iterator[str]:
    """The messages of a large mailbox, one text piece each, reading one block at a time."""
    if not opened.read_at(0, 4096).lstrip()[:5] == b"From ":
        raise SkipFile("not_mailbox")
    pending = b""
    messages = 0
    too_long = False  # the message being collected passed the parse limit: skip to its end
    for offset, length in opened.blocks(0, _BLOCK):
        pending += opened.read_at(offset, length)
        separators = [m.start() for m in _SEPARATOR.finditer(pending)]
        if too_long and separators:  # the long message ends at the first separator
            pending, too_long = pending[separators[0] :], False
            separators = [at - separators[0] for at in separators]
        complete, pending = _split_complete(pending, separators)
        for raw in complete:
            messages += 1
            if messages > MAX_MESSAGES:
                raise SkipFile("too_many_messages_streamed", limit=MAX_MESSAGES)
            if len(raw) > limits.max_parsed_bytes:
                continue  # one message too large to parse: left out, the others read
            if text := _message_text(_body(raw), limits, extract):
                yield text + "\n\n"
        if len(pending) > limits.max_parsed_bytes:  # keep only the tail, to find the end
            too_long, pending = True, pending[-64 * 1024 :]
    if pending and not too_long and (text := _message_text(_body(pending), limits, extract)):
        yield text


def _split_complete(data: bytes, separators: list[int]) -> tuple[list[bytes], bytes]:
    """The messages that end before the last separator seen, and the rest (still growing)."""
    if len(separators) < 2:
        return [], data
    complete = [data[a:b] for a, b in itertools.pairwise(separators)]
    return complete, data[separators[-1] :]


def _body(raw: bytes) -> bytes:
    """A message without its "From " separator line."""
    match = _SEPARATOR.match(raw)
    return raw[match.end() :] if match else raw
