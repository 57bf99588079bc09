"""Qt translations: every resources/translations/*_<lang>.qm is loaded, plus the locale.

English is the source language, so "en" loads no catalogue. Each engineer ships their own
catalogue (llmplan_de.qm, llmplan_fit_de.qm, ...); all of them are installed together.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from llmplan.resources import resource_path

LANGUAGES = {"en": "English", "de": "Deutsch"}
_LOCALES = {
    "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedStates),
    "de": QLocale(QLocale.Language.German, QLocale.Country.Germany),
}

_installed: list[QTranslator] = []


def translation_files(language: str) -> list[Path]:
    folder = resource_path("translations")
    if not folder.is_dir():
        return []
    return sorted(folder.glob(f"*_{language}.qm"))


def install_language(language: str) -> list[Path]:
    """Switch the application's translations and number locale; returns the files loaded."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QCoreApplication")
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    loaded: list[Path] = []
    for path in translation_files(language) if language != "en" else []:
        translator = QTranslator(app)
        if translator.load(str(path)):
            app.installTranslator(translator)
            _installed.append(translator)
            loaded.append(path)
    locale = _LOCALES.get(language, _LOCALES["en"])
    # Numbers everywhere follow the UI language, not the machine's region, so the
    # screen reads consistently ("8,03 Mrd." only in German).
    QLocale.setDefault(locale)
    return loaded
