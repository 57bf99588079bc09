"""The file types added for issue 34 have their names in English and German."""

from __future__ import annotations

from llmplan.corpus.extract.classify import SUPPORTED_KINDS
from llmplan.presentation import i18n
from llmplan.presentation.corpus_types import type_name


def test_xlsb_is_named_in_both_languages() -> None:
    assert "xlsb" in SUPPORTED_KINDS
    with i18n.language_in_use("en"):
        assert type_name("xlsb") == "Excel binary workbook (XLSB)"
    with i18n.language_in_use("de"):
        assert type_name("xlsb") == "Excel-Binärarbeitsmappe (XLSB)"


def test_wordperfect_is_named_in_both_languages() -> None:
    assert "wpd" in SUPPORTED_KINDS
    with i18n.language_in_use("en"):
        assert type_name("wpd") == "WordPerfect document (WPD)"
    with i18n.language_in_use("de"):
        assert type_name("wpd") == "WordPerfect-Dokument (WPD)"
