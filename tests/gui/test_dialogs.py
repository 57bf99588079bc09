"""Preferences, About and "How the numbers are computed"."""

from __future__ import annotations

import pytest

from llmplan.corpus.tokenizers import available_tokenizers
from llmplan.gui.dialogs.about_dialog import HtmlDialog, about_html, how_computed_html
from llmplan.gui.dialogs.preferences_dialog import PreferencesDialog
from llmplan.gui.i18n import install_language
from llmplan.gui.settings import Preferences


def test_preferences_dialog_returns_the_edited_values(qtbot) -> None:
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    dialog.unit_combo.setCurrentIndex(dialog.unit_combo.findData("GiB"))
    dialog.currency_combo.setCurrentText("usd")
    dialog.price_spin.setValue(0.31)
    dialog.grid_spin.setValue(120)
    dialog.language_combo.setCurrentIndex(dialog.language_combo.findData("de"))
    assert dialog.preferences() == Preferences(
        memory_unit="GiB",
        currency="USD",
        electricity_price_per_kwh=0.31,
        grid_gco2_per_kwh=120,
        language="de",
    )
    dialog.price_spin.setValue(-1)  # the spin box cannot go below zero
    assert dialog.preferences().electricity_price_per_kwh == 0


def test_about_lists_every_bundled_tokenizer_and_library_licence(qtbot) -> None:
    page = about_html()
    for info in available_tokenizers():
        assert info.name in page
    assert "LGPL-3.0" in page and "pyqtgraph" in page
    dialog = HtmlDialog("About", page)
    qtbot.addWidget(dialog)
    assert "Llama" in dialog.browser.toPlainText()


@pytest.mark.parametrize(
    ("language", "heading"), [("en", "Energy and cost"), ("de", "Energie und Kosten")]
)
def test_how_the_numbers_are_computed_is_translated(qapp, language: str, heading: str) -> None:
    from llmplan.core.plan import plan
    from llmplan.core.scenario import Scenario

    install_language(language)
    try:
        page = how_computed_html(plan(Scenario()))
    finally:
        install_language("en")
    assert heading in page
    assert "6 · N · D" in page
