"""The cleaning steps, their reasons and the languages, in the user's language.

The engine speaks in stable keys (`exact_duplicates`, `gopher_short_doc`, `de`) and plain
numbers; the Corpus tab, the report and the PDF show what this module makes of them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n
from llmplan.resources import resource_path

_CONTEXT = "CleaningWords"
_tr = i18n.translator(_CONTEXT)

# each language by its own name (needs no translation); others by their code
NATIVE_NAMES = {
    "de": "Deutsch", "en": "English", "fr": "Français", "es": "Español", "it": "Italiano",
    "nl": "Nederlands", "pl": "Polski", "ru": "Русский", "tr": "Türkçe", "zh": "中文",
    "ja": "日本語", "ko": "한국어", "pt": "Português", "cs": "Čeština", "da": "Dansk",
    "sv": "Svenska", "no": "Norsk", "nb": "Norsk bokmål", "fi": "Suomi", "hu": "Magyar",
    "el": "Ελληνικά", "uk": "Українська", "ar": "العربية", "he": "עברית", "ro": "Română",
    "sk": "Slovenčina", "sl": "Slovenščina", "hr": "Hrvatski", "bg": "Български",
    "la": "Latina", "ca": "Català",
}  # fmt: skip


def language_name(code: str) -> str:
    """'de' → 'Deutsch (de)'."""
    if not code or code == "und":
        return _tr("undetermined")
    name = NATIVE_NAMES.get(code)
    return code if name is None else f"{name} ({code})"


@dataclass(frozen=True)
class StepWords:
    """A cleaning step's words (English source texts): its title, what it removes and
    why, its name on the chart's axis, its switch in the scan's options and the tip
    there, its command-line flag's help."""

    title: str
    why: str
    short: str
    switch: str
    tip: str
    flag: str


WORDS_FILE = ("corpus", "cleaning_words.json")  # under resources/
_STEP_FIELDS = frozenset(field.name for field in fields(StepWords))


def _number(detail: str) -> float:
    try:
        return float(detail)
    except ValueError:
        return 0.0


# how the measured detail fills a reason's %1
_FILLS: dict[str, Callable[[str], str]] = {
    "as is": lambda detail: detail,
    "count": lambda detail: fmt.number(_number(detail)),
    "1 decimal": lambda detail: fmt.number(_number(detail), 1),
    "2 decimals": lambda detail: fmt.number(_number(detail), 2),
    "share": lambda detail: fmt.percent(_number(detail)),
    "language": language_name,
}


class CleaningWordsError(ValueError):
    """The cleaning words file is not as this module reads it."""


def _step_words(step: str, row: dict[str, Any]) -> StepWords:
    if set(row) != _STEP_FIELDS or not all(isinstance(v, str) and v for v in row.values()):
        raise CleaningWordsError(f"step {step!r}: needs {sorted(_STEP_FIELDS)}, each a text")
    return StepWords(**row)


def _reason(code: str, row: dict[str, Any]) -> tuple[str, str]:
    english, fill = row["english"], row.get("fill", "")
    if fill and fill not in _FILLS:
        raise CleaningWordsError(f"reason {code!r}: no fill {fill!r} (one of {list(_FILLS)})")
    if ("%1" in english) != bool(fill):
        raise CleaningWordsError(f"reason {code!r}: a fill goes with a %1 in its text, and only")
    return english, fill


def load_words(
    path: Path,
) -> tuple[dict[str, StepWords], dict[str, tuple[str, str]], dict[str, tuple[str, str]]]:
    """(step -> its words, option -> (switch, tip), reason -> (source text, fill)) from a
    words file, each entry checked."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        steps = {step: _step_words(step, row) for step, row in data["steps"].items()}
        options = {o: (row["switch"], row["tip"]) for o, row in data["options"].items()}
        reasons = {code: _reason(code, row) for code, row in data["reasons"].items()}
    except CleaningWordsError as error:
        raise CleaningWordsError(f"{path}: {error}") from None
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as error:
        raise CleaningWordsError(f"{path}: {type(error).__name__}: {error}") from None
    return steps, options, reasons


# each registered step's words (tests/corpus/test_cleaning_steps.py checks each has them, in
# German too); a step's further options in the scan's options: the switch and its tip;
# reason -> its source text, and how the detail fills its %1 ("": the text has none)
STEP_WORDS, OPTION_WORDS, _REASONS = load_words(resource_path(*WORDS_FILE))


def _table(field: str, fallback: str | None = None) -> i18n.WordTable:
    words = {step: getattr(entry, field) for step, entry in STEP_WORDS.items()}
    return i18n.WordTable(_CONTEXT, words, fallback=fallback)


step_title = _table("title")
step_why = _table("why", fallback="")  # one line a step: what it removes and why
flag_help = _table("flag", fallback="")  # the command line's --no-<step> or --<step>
# the switches of the scan's options: each step's, and each further option of a step
switch_title = i18n.WordTable(
    _CONTEXT,
    {
        **{s: w.switch for s, w in STEP_WORDS.items()},
        **{o: t for o, (t, _) in OPTION_WORDS.items()},
    },
)
switch_tip = i18n.WordTable(
    _CONTEXT,
    {**{s: w.tip for s, w in STEP_WORDS.items()}, **{o: t for o, (_, t) in OPTION_WORDS.items()}},
    fallback="",
)

# the subtotals of the waterfall
stage_title = i18n.WordTable(
    _CONTEXT,
    {
        "found": "Found (estimate for the folder)",
        "unique": "Unique",
        "cleaned": "Cleaned",
        "trainable": "Trainable",
    },
)

# a step or stage in a word, for the chart's axis
short_title = i18n.WordTable(
    _CONTEXT,
    {
        "found": "Found",
        **{step: entry.short for step, entry in STEP_WORDS.items()},
        "unique": "Unique",
        "cleaned": "Cleaned",
        "trainable": "Trainable",
    },
)


def reason_text(reason: str, detail: str = "") -> str:
    """Why one document or line was removed, with its measured figure."""
    if reason.startswith("top_") and reason.endswith("_gram"):
        source, fill = "one phrase repeated throughout: %1 of the text", "share"
    elif reason.startswith("duplicated_"):
        source, fill = "repeated word sequences: %1 of the text", "share"
    elif reason in _REASONS:
        source, fill = _REASONS[reason]
    else:
        return reason
    text = _tr(source)
    return text.replace("%1", _FILLS[fill](detail)) if fill else text
