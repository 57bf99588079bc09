"""The cleaning steps, their reasons and the languages, in the user's language.

The engine speaks in stable keys (`exact_duplicates`, `gopher_short_doc`, `de`) and plain
numbers; the Corpus tab, the report and the PDF show what this module makes of them.
"""

from __future__ import annotations

from llmplan.presentation import formatting as fmt
from llmplan.presentation import i18n

_tr = i18n.translator("CleaningWords")

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


def step_title(step: str) -> str:
    titles = {
        "exact_duplicates": _tr("Exact duplicates"),
        "near_duplicates": _tr("Near duplicates"),
        "recurring_lines": _tr("Recurring lines"),
        "quality": _tr("Quality rules"),
        "language": _tr("Other languages"),
    }
    return titles.get(step, step)


def step_why(step: str) -> str:
    """One line: what the step removes and why."""
    reasons = {
        "exact_duplicates": _tr("copies of a document already counted: one copy is kept"),
        "near_duplicates": _tr(
            "documents at least 80 % similar to one already counted (MinHash): one per group"
        ),
        "recurring_lines": _tr(
            "lines found in 5 or more documents: signatures, disclaimers, letterheads, page "
            "headers and footers, navigation"
        ),
        "quality": _tr(
            "documents failing the Gopher quality and repetition rules (too short, too few "
            "words with letters, repeated lines …); C4 line rules when switched on"
        ),
        "language": _tr("documents in languages that are not kept"),
    }
    return reasons.get(step, "")


def stage_title(stage: str) -> str:
    """The subtotals of the waterfall."""
    titles = {
        "found": _tr("Found (estimate for the folder)"),
        "unique": _tr("Unique"),
        "cleaned": _tr("Cleaned"),
        "trainable": _tr("Trainable"),
    }
    return titles.get(stage, stage)


def short_title(key: str) -> str:
    """A step or stage in a word, for the chart's axis."""
    titles = {
        "found": _tr("Found"),
        "exact_duplicates": _tr("− exact"),
        "near_duplicates": _tr("− near"),
        "unique": _tr("Unique"),
        "recurring_lines": _tr("− lines"),
        "quality": _tr("− quality"),
        "cleaned": _tr("Cleaned"),
        "language": _tr("− languages"),
        "trainable": _tr("Trainable"),
    }
    return titles.get(key, key)


def _number(detail: str) -> float:
    try:
        return float(detail)
    except ValueError:
        return 0.0


def reason_text(reason: str, detail: str = "") -> str:
    """Why one document or line was removed, with its measured figure."""
    value = _number(detail)
    share = fmt.percent(value)
    texts = {
        "exact": _tr("exact copy of %1").replace("%1", detail),
        "near": _tr("near copy of %1").replace("%1", detail),
        "recurring": _tr("in %1 documents").replace("%1", fmt.number(value)),
        "language": _tr("language: %1").replace("%1", language_name(detail)),
        "gopher_short_doc": _tr("too short: %1 words (fewer than 50)").replace(
            "%1", fmt.number(value)
        ),
        "gopher_long_doc": _tr("too long: %1 words (more than 100,000)").replace(
            "%1", fmt.number(value)
        ),
        "gopher_below_avg_threshold": _tr("words too short: %1 characters on average").replace(
            "%1", fmt.number(value, 1)
        ),
        "gopher_above_avg_threshold": _tr("words too long: %1 characters on average").replace(
            "%1", fmt.number(value, 1)
        ),
        "gopher_too_many_hashes": _tr("too many # symbols: %1 per word").replace(
            "%1", fmt.number(value, 2)
        ),
        "gopher_too_many_ellipsis": _tr("too many ellipses: %1 per word").replace(
            "%1", fmt.number(value, 2)
        ),
        "gopher_too_many_bullets": _tr("almost only bullet points"),
        "gopher_too_many_end_ellipsis": _tr("too many lines ending in an ellipsis"),
        "gopher_below_alpha_threshold": _tr("only %1 of the words have letters").replace(
            "%1", share
        ),
        "dup_para_frac": _tr("%1 of the paragraphs repeated").replace("%1", share),
        "dup_para_char_frac": _tr("%1 of the text in repeated paragraphs").replace("%1", share),
        "dup_line_frac": _tr("%1 of the lines repeated").replace("%1", share),
        "dup_line_char_frac": _tr("%1 of the text in repeated lines").replace("%1", share),
        "c4_lorem_ipsum": _tr("placeholder text (lorem ipsum)"),
        "c4_curly_bracket": _tr("contains a curly bracket (code)"),
        "c4_too_few_sentences": _tr("fewer than 5 sentences"),
    }
    if reason.startswith("top_") and reason.endswith("_gram"):
        return _tr("one phrase repeated throughout: %1 of the text").replace("%1", share)
    if reason.startswith("duplicated_"):
        return _tr("repeated word sequences: %1 of the text").replace("%1", share)
    return texts.get(reason, reason)


def language_name(code: str) -> str:
    """'de' → 'Deutsch (de)'."""
    if not code or code == "und":
        return _tr("undetermined")
    name = NATIVE_NAMES.get(code)
    return code if name is None else f"{name} ({code})"
