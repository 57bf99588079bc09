"""Cut long texts into pieces a tokenizer counts safely, without changing the count.

tiktoken panics (a `BaseException`) on a run of about a million whitespace characters, and
byte-pair encoding of one long run (a million "=" or "a") costs time quadratic in its
length. So texts above `WHOLE_CHARS` are counted piece by piece, each at most
`PIECE_CHARS` long. A cut falls, where one exists, between a newline that follows a
non-space and the non-space after it ("...end.\\nNext..."): every pre-tokenizer regex
of the byte-level BPE tokenizers (GPT-2, Llama 3, Qwen, o200k, Tekken) ends a pre-token
there, so the sum of the pieces' counts is the count of the whole text. Failing that, the
cut falls before a space that starts a word (also a pre-token boundary); a run with
neither (pathological input) is cut at `HARD_CUT_CHARS`. SentencePiece tokenizers may
count one more token per cut (a dummy prefix): at most one per 128,000 characters.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from llmplan.corpus import native

WHOLE_CHARS = 256 * 1024  # texts up to this are counted whole, exactly as before
PIECE_CHARS = 256 * 1024
MIN_PIECE_CHARS = PIECE_CHARS // 2
HARD_CUT_CHARS = 16 * 1024  # no boundary at all: a pathological run, cut small and fast


_TRIES = 256  # candidates looked at per separator before giving up on a clean cut


def cut_position(text: str, start: int, end: int) -> int:
    """Where to cut text[start:] so that the first piece ends at most at `end` (before the
    text's end). In C where built: a text without a clean cut near its end (paragraphs
    apart by blank lines) costs hundreds of look-ups here."""
    if native.loops is not None:
        return native.loops.cut_position(text, start, end, MIN_PIECE_CHARS, HARD_CUT_CHARS, _TRIES)
    return python_cut_position(text, start, end)


def python_cut_position(text: str, start: int, end: int) -> int:
    """`cut_position` without the C module."""
    low = start + MIN_PIECE_CHARS
    for separator, after in (("\n", 1), (" ", 0)):
        position = text.rfind(separator, low, end - 1)
        for _ in range(_TRIES):
            if position <= low:
                break
            if not text[position - 1].isspace() and not text[position + 1].isspace():
                return position + after
            position = text.rfind(separator, low, position)
    return min(start + HARD_CUT_CHARS, end)


def split_text(text: str) -> Iterator[str]:
    """`text` in pieces of at most PIECE_CHARS (whole if it is short)."""
    if len(text) <= WHOLE_CHARS:
        yield text
        return
    start = 0
    while len(text) - start > PIECE_CHARS:
        cut = cut_position(text, start, start + PIECE_CHARS)
        yield text[start:cut]
        start = cut
    yield text[start:]


def split_stream(chunks: Iterable[str]) -> Iterator[str]:
    """Pieces of a text that arrives in chunks (a streamed file), cut as `split_text`."""
    pending = ""
    for chunk in chunks:
        pending += chunk
        start = 0
        while len(pending) - start > PIECE_CHARS:
            cut = cut_position(pending, start, start + PIECE_CHARS)
            yield pending[start:cut]
            start = cut
        pending = pending[start:]
    if pending:
        yield pending
