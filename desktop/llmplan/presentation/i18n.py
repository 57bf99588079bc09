"""The words of every view in the chosen language: one catalogue per language, no Qt.

English is the source language. The catalogue of a language is
`resources/translations/llmplan_<lang>.ts` (Qt Linguist's XML, so translators keep their
tool); it is read here with the standard library, so the PDF, the Markdown and the command
line translate without a Qt application. The GUI installs a QTranslator that looks its
strings up here (`gui/i18n.py`), so the window, the PDF and the Markdown read from the same
file and cannot disagree.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from functools import partial
from pathlib import Path

from llmplan.resources import resource_path

LANGUAGES = {"en": "English", "de": "Deutsch"}
SOURCE_LANGUAGE = "en"

_language = SOURCE_LANGUAGE
_catalogue: dict[tuple[str, str], str] = {}


def catalogue_files(language: str) -> list[Path]:
    """The catalogue of `language` (one file; empty for the source language)."""
    folder = resource_path("translations")
    if language == SOURCE_LANGUAGE or not folder.is_dir():
        return []
    return sorted(folder.glob(f"*_{language}.ts"))


def read_catalogue(path: Path) -> dict[tuple[str, str], str]:
    """(context, source) -> translation; unfinished and obsolete entries are left out."""
    entries: dict[tuple[str, str], str] = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None or not translation.text:
                continue
            if translation.get("type") in {"unfinished", "obsolete", "vanished"}:
                continue
            entries[(name, source)] = translation.text
    return entries


def set_language(language: str) -> list[Path]:
    """Switch every view's words and number format; returns the catalogue files read."""
    global _language, _catalogue
    files = catalogue_files(language)
    catalogue: dict[tuple[str, str], str] = {}
    for path in files:
        catalogue.update(read_catalogue(path))
    _language = language if language in LANGUAGES else SOURCE_LANGUAGE
    _catalogue = catalogue
    return files


def language() -> str:
    return _language


@contextmanager
def language_in_use(code: str) -> Iterator[None]:
    """Render in `code` for a while (a report in another language), then switch back."""
    previous = _language
    set_language(code)
    try:
        yield
    finally:
        set_language(previous)


def lookup(context: str, text: str) -> str | None:
    """The translation of `text`, or None when the catalogue has none (Qt's fallback rule)."""
    return _catalogue.get((context, text))


def translate(context: str, text: str) -> str:
    """`text` in the current language (the English source when untranslated)."""
    found = lookup(context, text)
    return text if found is None else found


def translator(context: str) -> Callable[[str], str]:
    """A function that translates texts of one context: `_t = translator("Charts")`."""
    return partial(translate, context)


class WordTable:
    """Keys (the codes the engines speak in) to English source texts of one context,
    translated when looked up — not when the table is built — so a language switch
    applies at once. A key without an entry reads as `fallback`, or as itself."""

    def __init__(
        self, context: str, sources: Mapping[str, str], fallback: str | None = None
    ) -> None:
        self.context = context
        self.sources = dict(sources)
        self.fallback = fallback

    def __call__(self, key: str) -> str:
        source = self.sources.get(key)
        if source is None:
            return key if self.fallback is None else self.fallback
        return translate(self.context, source)

    def get(self, key: str) -> str | None:
        """The translated text of `key`, or None when it has no entry."""
        source = self.sources.get(key)
        return None if source is None else translate(self.context, source)


def plural(count: float, one: str, other: str, shown: str | None = None) -> str:
    """The template for `count` things: `one` ("%1 example") where the number reads as 1,
    else `other` ("%1 examples"). English and German share this rule (CLDR: "one" is 1
    written without decimals), so both templates, each translated, are all a language needs:
    "1 Beispiel", "2 Beispiele". `shown`: the number as written, where it is not the
    whole count ("1.0 k" is not one)."""
    reads_one = shown.strip() == "1" if shown is not None else count == 1
    return one if reads_one else other


def fill(template: str, *values: str) -> str:
    """Qt-style placeholders: %1, %2 … replaced by `values` (from the highest down, so %1
    never eats the start of %10)."""
    for index in range(len(values), 0, -1):
        template = template.replace(f"%{index}", values[index - 1])
    return template
