"""RTF -> text with striprtf (BSD), decoding \\'xx escapes in the file's \\ansicpg code page.

Pictures and embedded objects (`{\\pict …}`, `{\\object …}`, `{\\*\\shppict …}`,
`{\\nonshppict …}`) are dropped whole before striprtf reads the rest: striprtf's own picture
removal (whenever `\\bin` occurs anywhere, as in Word's `\\binfsxn`) ends a picture at its
first `}`, which closes a nested property group, so the picture's hex came out as text and
the unbalanced braces ended the document there.
"""

from __future__ import annotations

import codecs
import contextlib
import re

from striprtf.striprtf import rtf_to_text

from llmplan.corpus.extract.types import ExtractedText, SkipFile

_CODEPAGE = re.compile(rb"\\ansicpg(\d+)")
# A group that opens with a picture or object destination (optionally marked ignorable)
_PICTURE_GROUP = re.compile(r"\{\s*(?:\\\*\s*)?\\(?:pict|object|shppict|nonshppict)(?![A-Za-z])")
# Within a group: raw binary data (\binN: N bytes follow, braces among them), an escaped
# character, or a brace
_GROUP_TOKEN = re.compile(r"\\bin(\d+) ?|\\[^A-Za-z0-9]|[{}]")


def extract_rtf(data: bytes) -> ExtractedText:
    if not data.lstrip().startswith(b"{\\rtf"):
        raise SkipFile("corrupt_rtf")
    encoding = "cp1252"  # RTF's default ANSI code page
    declared = _CODEPAGE.search(data[:4096])
    if declared:
        with contextlib.suppress(LookupError):
            encoding = codecs.lookup(f"cp{int(declared.group(1))}").name
    # RTF itself is 7-bit; latin-1 maps any stray 8-bit byte one-to-one for the parser.
    rtf = drop_pictures(data.decode("latin-1"))
    text = rtf_to_text(rtf, encoding=encoding, errors="replace")
    text = text.replace("\r\n", "\n").strip("\n")
    return ExtractedText(text=text, kind="rtf", encoding=encoding)


def drop_pictures(rtf: str) -> str:
    """`rtf` without its picture and object groups (each from its `{` to its own `}`)."""
    kept: list[str] = []
    position = 0
    while (found := _PICTURE_GROUP.search(rtf, position)) is not None:
        start = found.start()
        if _escaped(rtf, start):  # a literal "\{" in the text
            kept.append(rtf[position : found.end()])
            position = found.end()
            continue
        kept.append(rtf[position:start])
        position = _group_end(rtf, start)
    kept.append(rtf[position:])
    return "".join(kept)


def _escaped(rtf: str, index: int) -> bool:
    """Whether the character at `index` follows an odd number of backslashes."""
    slashes = 0
    while index - slashes - 1 >= 0 and rtf[index - slashes - 1] == "\\":
        slashes += 1
    return slashes % 2 == 1


def _group_end(rtf: str, start: int) -> int:
    """The index after the `}` that closes the group opened at `start` (the end of the
    text where a truncated file never closes it)."""
    depth = 0
    position = start
    while (token := _GROUP_TOKEN.search(rtf, position)) is not None:
        position = token.end()
        if token.group(1) is not None:
            position += int(token.group(1))  # binary data: skipped unread
        elif token.group() == "{":
            depth += 1
        elif token.group() == "}":
            depth -= 1
            if depth == 0:
                return position
    return len(rtf)
