"""Issue 22: Qt's own dialogs (file dialogs, the buttons of message boxes) were English in the
German UI. The German UI loads Qt's qtbase_de.qm; English goes back to Qt's own words."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel, QMessageBox, QPushButton

from llmplan.gui.i18n import install_language, qt_translation_file

Button = QDialogButtonBox.StandardButton
BUTTONS = (Button.Ok, Button.Save, Button.Cancel, Button.Discard)


def _button_texts() -> list[str]:
    box = QDialogButtonBox()
    texts = [box.addButton(button).text() for button in BUTTONS]
    box.deleteLater()
    return texts


def _file_dialog_words(qtbot) -> set[str]:  # type: ignore[no-untyped-def]
    # Qt's own dialog, as on a desktop without a native one (the bundle has no GTK theme)
    dialog = QFileDialog(None, "", "", "")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    words = {label.text() for label in dialog.findChildren(QLabel) if label.text()}
    return words | {button.text() for button in dialog.findChildren(QPushButton)}


def test_qt_dialogs_speak_german_in_the_german_ui(qtbot) -> None:  # type: ignore[no-untyped-def]
    assert _button_texts() == ["OK", "Save", "Cancel", "Discard"]
    try:
        install_language("de")
        assert qt_translation_file() is not None
        assert qt_translation_file().name == "qtbase_de.qm"  # type: ignore[union-attr]
        assert _button_texts() == ["OK", "Speichern", "Abbrechen", "Verwerfen"]
        words = _file_dialog_words(qtbot)
        assert {"Datei&name:", "Abbrechen"} <= words
        assert "File &name:" not in words and "Cancel" not in words
        box = QMessageBox(QMessageBox.Icon.Question, "", "", QMessageBox.StandardButton.No)
        qtbot.addWidget(box)
        assert box.button(QMessageBox.StandardButton.No).text() == "&Nein"
    finally:
        install_language("en")
    assert qt_translation_file() is None
    assert _button_texts() == ["OK", "Save", "Cancel", "Discard"]
    assert "File &name:" in _file_dialog_words(qtbot)
