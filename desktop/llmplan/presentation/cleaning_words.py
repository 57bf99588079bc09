"""The cleaning steps, their reasons and the languages, in the user's language.

The engine speaks in stable keys (`exact_duplicates`, `gopher_short_doc`, `de`) and plain
numbers; the Corpus tab, the report and the PDF show what this module makes of them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n

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


# one entry a registered step (llmplan.corpus.cleaning.steps; tests/corpus/
# test_cleaning_steps.py checks each has its words, in German too)
STEP_WORDS = {
    "exact_duplicates": StepWords(
        title="Exact duplicates",
        why="copies of a document already counted: one copy is kept",
        short="− exact",
        switch="Exact duplicates",
        tip="Leave out copies of a document already counted (one copy stays)",
        flag="keep exact copies of documents",
    ),
    "near_duplicates": StepWords(
        title="Near duplicates",
        why="documents at least 80 % similar to one already counted (MinHash): one per group",
        short="− near",
        switch="Near duplicates",
        tip="Leave out documents at least 80 % similar to one already counted",
        flag="keep near copies (MinHash similarity ≥ 0.8)",
    ),
    "recurring_lines": StepWords(
        title="Recurring lines",
        why=(
            "lines found in 5 or more documents: signatures, disclaimers, letterheads, page "
            "headers and footers, navigation"
        ),
        short="− lines",
        switch="Recurring lines",
        tip=(
            "Leave out lines found in 5 or more documents: signatures, disclaimers, "
            "letterheads, page headers and footers"
        ),
        flag="keep lines that recur in many documents (signatures, footers …)",
    ),
    "boilerplate": StepWords(
        title="Boilerplate documents",
        why=(
            "documents more than half of whose text is lines found in 5 or more documents: "
            "form letters, automatic replies, notifications"
        ),
        short="− boilerplate",
        switch="Boilerplate documents",
        tip=(
            "Also leave out documents more than half of whose text is such lines: form "
            "letters, automatic replies, notifications (off unless asked for)"
        ),
        flag=(
            "leave out documents more than half of whose text is recurring lines (form "
            "letters, automatic replies)"
        ),
    ),
    "quality": StepWords(
        title="Quality rules",
        why=(
            "documents failing the Gopher quality and repetition rules (too short, too few "
            "words with letters, repeated lines …); C4 line rules when switched on"
        ),
        short="− quality",
        switch="Quality rules",
        tip="Leave out documents failing the Gopher quality and repetition rules",
        flag="skip the Gopher quality and C4 line rules",
    ),
    "language": StepWords(
        title="Other languages",
        why="documents in languages that are not kept",
        short="− languages",
        switch="Language",
        tip="Identify each document's language; choose the languages kept after the scan",
        flag="skip language identification",
    ),
}

# a step's further options in the scan's options: the switch and its tip
OPTION_WORDS = {
    "c4_line_rules": (
        "C4 line rules",
        "Also leave out lines without a full stop, with fewer than 3 words, and documents "
        "with fewer than 5 sentences (C4; meant for web pages, where a line is a paragraph "
        "— PDFs break lines mid-sentence)",
    ),
}


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

# reason -> its source text, and how the detail fills its %1 ("": the text has none)
_REASONS: dict[str, tuple[str, str]] = {
    "exact": ("exact copy of %1", "as is"),
    "near": ("near copy of %1", "as is"),
    "recurring": ("in %1 documents", "count"),
    "boilerplate": ("%1 of the text in recurring lines", "share"),
    "language": ("language: %1", "language"),
    "gopher_short_doc": ("too short: %1 words (fewer than 50)", "count"),
    "gopher_long_doc": ("too long: %1 words (more than 100,000)", "count"),
    "gopher_below_avg_threshold": ("words too short: %1 characters on average", "1 decimal"),
    "gopher_above_avg_threshold": ("words too long: %1 characters on average", "1 decimal"),
    "gopher_too_many_hashes": ("too many # symbols: %1 per word", "2 decimals"),
    "gopher_too_many_ellipsis": ("too many ellipses: %1 per word", "2 decimals"),
    "gopher_too_many_bullets": ("almost only bullet points", ""),
    "gopher_too_many_end_ellipsis": ("too many lines ending in an ellipsis", ""),
    "gopher_below_alpha_threshold": ("only %1 of the words have letters", "share"),
    "dup_para_frac": ("%1 of the paragraphs repeated", "share"),
    "dup_para_char_frac": ("%1 of the text in repeated paragraphs", "share"),
    "dup_line_frac": ("%1 of the lines repeated", "share"),
    "dup_line_char_frac": ("%1 of the text in repeated lines", "share"),
    "c4_lorem_ipsum": ("placeholder text (lorem ipsum)", ""),
    "c4_curly_bracket": ("contains a curly bracket (code)", ""),
    "c4_too_few_sentences": ("fewer than 5 sentences", ""),
}


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
