"""Every input explains itself (tooltip) and every mnemonic label leads to its input."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableView,
    QWidget,
)

INPUT_TYPES = (QLineEdit, QComboBox, QAbstractSpinBox, QAbstractButton, QListWidget, QTableView)


def _inputs(tab: QWidget) -> list[QWidget]:
    found = []
    for kind in INPUT_TYPES:
        for widget in tab.findChildren(kind):
            # the line edit inside a spin box or combo box belongs to its owner
            if isinstance(widget, QLineEdit) and isinstance(
                widget.parent(), QAbstractSpinBox | QComboBox
            ):
                continue
            if isinstance(widget.parent(), QLineEdit):
                continue  # a line edit's own clear button
            if widget.objectName().startswith("qt_"):
                continue  # Qt's own helpers (table corner button, scroll arrows)
            found.append(widget)
    return found


@pytest.mark.parametrize("tab_name", ["corpus_tab", "model_tab"])
def test_every_input_has_a_tooltip(qtbot, make_window, tab_name: str) -> None:
    tab = getattr(make_window(), tab_name)
    inputs = _inputs(tab)
    assert len(inputs) >= 8
    missing = [
        f"{type(w).__name__} {w.objectName()!r} {getattr(w, 'text', lambda: '')()!r}"
        for w in inputs
        if not w.toolTip()
    ]
    assert not missing


@pytest.mark.parametrize("tab_name", ["corpus_tab", "model_tab"])
def test_mnemonic_labels_have_a_buddy(qtbot, make_window, tab_name: str) -> None:
    tab = getattr(make_window(), tab_name)
    labels = [label for label in tab.findChildren(QLabel) if "&" in label.text().replace("&&", "")]
    assert labels
    assert all(label.buddy() is not None for label in labels), [
        label.text() for label in labels if label.buddy() is None
    ]
