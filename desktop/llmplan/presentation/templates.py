"""Texts of the core and the corpus engine that carry numbers, looked up as templates.

"2 B × params ÷ 16", "network between servers (50 GB/s)": the catalogue holds each with its
numbers as %1, %2 … ("%1 B × params ÷ %2"), so one entry serves every plan, and the numbers
come back in the reader's locale. (The corpus engine's skip reasons are codes with arguments,
worded by `skip_reasons.py`.)
"""

from __future__ import annotations

import re

from llmplan.presentation import formatting, i18n

_NUMBER = re.compile(r"(?<![\w.-])\d+(?:,\d{3})*(?:\.\d+)?(?![\w-])")


def _local_number(text: str) -> str:
    """An English-written number of the core ("86,400", "1.3") in the current locale."""
    plain = text.replace(",", "")
    decimals = len(plain.split(".")[1]) if "." in plain else 0
    return formatting.number(float(plain), decimals)


def templated(context: str, text: str) -> str:
    """`text` translated; numbers in it are placeholders of the catalogue entry."""
    numbers = _NUMBER.findall(text)
    if not numbers:
        return i18n.translate(context, text)
    counter = iter(range(1, len(numbers) + 1))
    template = _NUMBER.sub(lambda _m: f"%{next(counter)}", text)
    translated = i18n.lookup(context, template)
    if translated is None:
        return text
    return i18n.fill(translated, *(_local_number(n) for n in numbers))
