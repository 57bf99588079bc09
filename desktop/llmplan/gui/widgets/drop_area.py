"""Drag and drop of local files and folders: the shared parts of the Corpus and Model tabs."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, Qt
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget


def local_paths(mime: QMimeData | None) -> list[Path]:
    """The local files/folders in a drag; remote URLs and plain text are ignored."""
    if mime is None or not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]


class DropArea(QFrame):
    """A dashed frame that says what may be dropped; the tab around it accepts the drop."""

    def __init__(self, message: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dropArea")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        # palette(mid) keeps the dashed border visible in light and dark palettes
        self.setStyleSheet(
            "#dropArea { border: 2px dashed palette(mid); border-radius: 6px; }"
            '#dropArea[active="true"] { border-color: palette(highlight); }'
        )
        outer = QVBoxLayout(self)
        self.label = QLabel(message)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.label)
        self.buttons = QHBoxLayout()
        self.buttons.addStretch(1)
        self.buttons.addStretch(1)  # buttons go between the two stretches: centred
        outer.addLayout(self.buttons)

    def add_button(self, button: QWidget) -> None:
        self.buttons.insertWidget(self.buttons.count() - 1, button)

    def set_active(self, active: bool) -> None:
        """Highlight while something droppable hovers over the tab."""
        self.setProperty("active", "true" if active else "false")
        self.style().unpolish(self)
        self.style().polish(self)
