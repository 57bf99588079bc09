"""The file types added for issue 34 have their names in English and German."""

from __future__ import annotations

import pytest

from llmplan.corpus.extract.classify import SUPPORTED_KINDS
from llmplan.presentation import i18n
from llmplan.presentation.corpus_types import type_name


@pytest.mark.parametrize(
    ("kind", "english", "german"),
    [
        ("xlsb", "Excel binary workbook (XLSB)", "Excel-Binärarbeitsmappe (XLSB)"),
        ("wpd", "WordPerfect document (WPD)", "WordPerfect-Dokument (WPD)"),
    ],
)
def test_a_new_type_is_named_in_both_languages(kind: str, english: str, german: str) -> None:
    assert kind in SUPPORTED_KINDS
    with i18n.language_in_use("en"):
        assert type_name(kind) == english
    with i18n.language_in_use("de"):
        assert type_name(kind) == german
