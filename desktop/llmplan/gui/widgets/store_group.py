"""A titled group of inputs on the scenario store (the Model & hardware tab's columns, the
Corpus tab's domain tokenizer), and the form layout such a group fills."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QGroupBox, QWidget

from llmplan.gui.store import ScenarioStore


class StoreGroup(QGroupBox):
    """A group box titled `title` whose inputs read and edit `store`."""

    def __init__(self, store: ScenarioStore, title: str, parent: QWidget | None = None) -> None:
        super().__init__(title, parent)
        self.store = store


def wrapping_form(parent: QWidget) -> QFormLayout:
    """A form on `parent` that puts a field under its label where the two do not fit side by
    side (German, the default window), instead of the page scrolling sideways."""
    form = QFormLayout(parent)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
    return form
