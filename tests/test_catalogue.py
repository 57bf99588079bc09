"""One translation catalogue per language, read without Qt, consistent with itself."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

from llmplan.presentation import i18n
from llmplan.resources import resource_path


def test_each_language_has_exactly_one_catalogue_and_nothing_compiled() -> None:
    folder = resource_path("translations")
    for language in i18n.LANGUAGES:
        if language != i18n.SOURCE_LANGUAGE:
            assert [p.name for p in i18n.catalogue_files(language)] == [f"llmplan_{language}.ts"]
    assert not list(folder.glob("*.qm"))  # nothing to compile, nothing stale


def test_no_text_appears_twice_in_one_context() -> None:
    root = ET.parse(resource_path("translations", "llmplan_de.ts")).getroot()
    pairs = Counter(
        (context.findtext("name"), message.findtext("source"))
        for context in root.iter("context")
        for message in context.iter("message")
    )
    assert [pair for pair, count in pairs.items() if count > 1] == []


def test_switching_language_changes_the_words_and_back() -> None:
    try:
        i18n.set_language("de")
        assert i18n.translate("Labels", "✓ fits") == "✓ passt"
        assert i18n.fill(i18n.translate("Verdict", "Fits on %1"), "8x H200") == "Passt auf 8x H200"
    finally:
        i18n.set_language("en")
    assert i18n.translate("Labels", "✓ fits") == "✓ fits"
