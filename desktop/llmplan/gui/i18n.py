"""The window's language: Qt asks the one catalogue per language in `presentation.i18n`.

`self.tr(...)` and `QCoreApplication.translate(...)` go through a QTranslator that looks the
text up in the same catalogue the report and the command line use, so nothing is compiled
(.qm) and the window and the PDF cannot disagree. The number locale of Qt's own widgets
(spin boxes, chart axes) follows the same language.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QObject, QTranslator

from llmplan.presentation import i18n
from llmplan.presentation.i18n import LANGUAGES

__all__ = ["LANGUAGES", "install_language"]

_LOCALES = {
    "en": QLocale(QLocale.Language.English, QLocale.Country.UnitedStates),
    "de": QLocale(QLocale.Language.German, QLocale.Country.Germany),
}


class CatalogueTranslator(QTranslator):
    """Qt's translation hook, answered from `presentation.i18n` (None: not translated)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)

    def translate(
        self,
        context: str,
        source_text: str,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str | None:
        return i18n.lookup(context, source_text)

    def isEmpty(self) -> bool:
        return False


_translator: CatalogueTranslator | None = None


def install_language(language: str) -> list[Path]:
    """Switch the application's words and number locale; returns the catalogue files read."""
    global _translator
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QCoreApplication")
    loaded = i18n.set_language(language)
    if _translator is None:
        _translator = CatalogueTranslator(app)
        app.installTranslator(_translator)
    else:
        # re-installing sends LanguageChange, which the views use to re-translate
        app.removeTranslator(_translator)
        app.installTranslator(_translator)
    # Numbers in Qt's widgets follow the UI language, not the machine's region, so the
    # screen reads consistently ("8,03 Mrd." only in German).
    QLocale.setDefault(_LOCALES.get(i18n.language(), _LOCALES["en"]))
    return loaded
