"""The window's language: Qt asks the one catalogue per language in `presentation.i18n`.

`self.tr(...)` and `QCoreApplication.translate(...)` go through a QTranslator that looks the
text up in the same catalogue the report and the command line use, so nothing is compiled
(.qm) and the window and the PDF cannot disagree. The number locale of Qt's own widgets
(spin boxes, chart axes) follows the same language. Qt's own words (file dialogs, the
buttons of message boxes: "Abbrechen", "Datei&name:") come from Qt's compiled qtbase_<lang>.qm,
which PySide6 ships and the bundle keeps (packaging/bundle_filter.py).
"""

from __future__ import annotations

from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QObject, QTranslator

from llmplan.presentation import i18n
from llmplan.presentation.i18n import LANGUAGES

__all__ = ["LANGUAGES", "install_language", "qt_translation_file"]

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
_qt_translator: QTranslator | None = None
_qt_file: Path | None = None
QT_CATALOGUE = "qtbase"  # Qt's widgets and dialogs; qt_<lang>.qm only includes it


def qt_translation_dirs() -> list[Path]:
    """Where Qt's own .qm files may be: what Qt itself says, then PySide6's folders (a frozen
    app may carry no qt.conf; the Windows wheel has no Qt/ level)."""
    package = Path(PySide6.__file__).parent
    said = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    candidates = [Path(said)] if said else []
    candidates += [package / "Qt" / "translations", package / "translations"]
    return [folder for folder in dict.fromkeys(candidates) if folder.is_dir()]


def qt_translation_file() -> Path | None:
    """The Qt catalogue in use (None: English, Qt's own words)."""
    return _qt_file


def _install_qt_translation(app: QCoreApplication, language: str) -> Path | None:
    """Qt's own words in `language`; None for English or where Qt ships none."""
    global _qt_translator, _qt_file
    if _qt_translator is not None:
        app.removeTranslator(_qt_translator)
        _qt_translator.deleteLater()
        _qt_translator, _qt_file = None, None
    if language == "en":
        return None
    for folder in qt_translation_dirs():
        translator = QTranslator(app)
        if translator.load(f"{QT_CATALOGUE}_{language}", str(folder)):
            app.installTranslator(translator)  # before ours: ours is asked first
            _qt_translator, _qt_file = translator, folder / f"{QT_CATALOGUE}_{language}.qm"
            return _qt_file
    return None


def install_language(language: str) -> list[Path]:
    """Switch the application's words and number locale; returns the catalogue files read."""
    global _translator
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install_language needs a QCoreApplication")
    loaded = i18n.set_language(language)
    _install_qt_translation(app, i18n.language())
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
