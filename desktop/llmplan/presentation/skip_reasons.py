"""Why the corpus engine skipped a file, and what it notes of a scan, in the user's language.

The engine gives a code and its arguments (`corpus/reasons.py`, which also holds each code's
English wording and its group); this module words them: the English template translated
(context "CorpusReasons", `resources/translations/llmplan_de.ts`), the arguments in the
reader's number format.
"""

from __future__ import annotations

from llmplan.corpus.reasons import (
    ArgKind,
    ArgValue,
    Reason,
    bytes_in_unit,
    entry,
    group_heading,
)
from llmplan.corpus.report import Coded
from llmplan.presentation import formatting, i18n

CONTEXT = "CorpusReasons"


def _argument(value: ArgValue, kind: ArgKind) -> str:
    if kind is ArgKind.COUNT:
        return formatting.number(float(value), 0)
    if kind is ArgKind.BYTES:
        amount, unit = bytes_in_unit(int(value))
        decimals = 0 if amount >= 10 or unit == "B" else 1
        return f"{formatting.number(amount, decimals)} {unit}"
    return str(value)


def reason_text(found: Reason) -> str:
    """'zip bomb (ratio 900:1)' / 'ZIP-Bombe (Verhältnis 900:1)'."""
    known = entry(found.code)
    values = [
        _argument(value, kind) for value, (_, kind) in zip(found.args, known.arg_kinds, strict=True)
    ]
    return i18n.fill(i18n.translate(CONTEXT, known.template), *values)


def coded_text(item: Coded) -> str:
    """A skipped file's reason or a scan's note in the user's language (a sentence saved
    before the codes, as written)."""
    why = item.why()
    return item.english if why is None else reason_text(why)


def group_text(group: str) -> str:
    """The heading of a group of reasons ('zip bomb' / 'ZIP-Bombe')."""
    return i18n.translate(CONTEXT, group_heading(group))
