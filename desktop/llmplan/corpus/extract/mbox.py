"""Mailbox (.mbox) -> its messages, each read like an .eml (subject, body and text
attachments in; headers out). A message begins at a line starting "From " (the mbox
separator); one that cannot be read is left out, the others still count."""

from __future__ import annotations

import re
from collections.abc import Callable

from llmplan.corpus.extract.email_msg import extract_eml
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget

ExtractBytes = Callable[[bytes, str, Limits], ExtractedText]

_SEPARATOR = re.compile(rb"^From [^\r\n]*\r?\n", re.MULTILINE)
_QUOTED_FROM = re.compile(rb"^>(>*From )", re.MULTILINE)
MAX_MESSAGES = 100_000


def extract_mbox(data: bytes, limits: Limits, extract: ExtractBytes) -> ExtractedText:
    starts = [match.end() for match in _SEPARATOR.finditer(data)]
    if not starts or data[: starts[0]].lstrip()[:5] != b"From ":
        raise SkipFile("not a mailbox (no 'From ' line)")
    if len(starts) > MAX_MESSAGES:
        raise SkipFile(f"too many messages in the mailbox ({len(starts):,} > {MAX_MESSAGES:,})")
    ends = [*(match.start() for match in _SEPARATOR.finditer(data))][1:]
    ends.append(len(data))
    out = TextBudget(limits)
    for start, end in zip(starts, ends, strict=True):
        message = _QUOTED_FROM.sub(rb"\1", data[start:end])
        try:
            text = extract_eml(message, limits, extract).text
        except (SkipFile, ValueError, LookupError, TypeError, IndexError, AttributeError):
            continue  # the e-mail parser's errors on one damaged message
        if text.strip():
            out.add(text)
    if not out.parts:
        raise SkipFile("no readable messages in the mailbox")
    return ExtractedText(text="\n\n".join(out.parts), kind="mbox")
