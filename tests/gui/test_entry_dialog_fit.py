"""The Custom GPU and Custom server dialogs fit: at the main window's default size and in
German (the longer labels), no field hides behind a scrollbar or past the dialog's edge."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QPushButton, QScrollArea

from llmplan.core.scenario import Scenario
from llmplan.gui.dialogs.entry_dialog import EntryDialog


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()
@pytest.mark.parametrize("kind", ["gpu", "server"])
@pytest.mark.parametrize("language", ["de", "en"])
def test_custom_hardware_dialog_shows_every_field(
    default_window, qtbot, kind: str, language: str
) -> None:
    window = default_window(language, Scenario())
    form = window.model_tab.hardware
    dialog: EntryDialog = form.gpu_dialog() if kind == "gpu" else form.server_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    if language == "de":  # the German words are in place, Qt's own buttons too
        assert "Abbrechen" in [button.text() for button in dialog.findChildren(QPushButton)]
    assert dialog.width() <= window.width() and dialog.height() <= window.height()
    scroll = dialog.findChild(QScrollArea)
    assert scroll is not None
    assert not scroll.horizontalScrollBar().isVisible()
    assert not scroll.verticalScrollBar().isVisible()  # this form is short: no scrolling
    viewport = scroll.viewport()
    visible = QRect(0, 0, viewport.width(), viewport.height())
    outside = []
    for name, editor in dialog.inputs.items():
        top_left = editor.mapTo(viewport, editor.rect().topLeft())
        area = QRect(top_left, editor.size())
        # inside the viewport, and not squeezed below what its text needs
        if not visible.contains(area) or editor.width() < editor.minimumSizeHint().width():
            outside.append(name)
    assert outside == []
    for name, label in dialog.labels.items():
        assert label.width() >= label.sizeHint().width(), f"label of {name} cut off"
