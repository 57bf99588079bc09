"""A combo box of fixed choices, each a text the user reads and the value the code uses."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtWidgets import QComboBox


def choice_combo(
    choices: Iterable[tuple[str, object]],
    tooltip: str,
    *,
    selected: object = None,
    object_name: str = "",
) -> QComboBox:
    """The (text, value) `choices` in order, with `tooltip`; showing the choice whose value is
    `selected` (the first where None); named for tests and style sheets."""
    combo = QComboBox()
    combo.setObjectName(object_name)
    for text, value in choices:
        combo.addItem(text, value)
    combo.setToolTip(tooltip)
    if selected is not None:
        combo.setCurrentIndex(combo.findData(selected))
    return combo
