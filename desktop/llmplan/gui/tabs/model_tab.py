"""Model & hardware tab: the model (left), training setup and hardware (right)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QHBoxLayout, QScrollArea, QSplitter, QVBoxLayout, QWidget

from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.hardware_form import HardwareForm
from llmplan.gui.tabs.model_picker import ModelPicker
from llmplan.gui.tabs.training_form import TrainingForm
from llmplan.gui.widgets.drop_area import local_paths


class ModelHardwareTab(QWidget):
    """Drop a config.json or model folder anywhere on the tab to import it."""

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.setAcceptDrops(True)
        layout = QHBoxLayout(self)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        self.picker = ModelPicker(store)
        splitter.addWidget(self.picker)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        self.training = TrainingForm(store)
        self.hardware = HardwareForm(store)
        right_layout.addWidget(self.training)
        right_layout.addWidget(self.hardware)
        right_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(right)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        splitter.addWidget(scroll)
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 1)
        layout.addWidget(splitter)

    # ---- Drag and drop (Qt overrides)
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        paths = local_paths(event.mimeData())
        if len(paths) == 1 and (paths[0].is_dir() or paths[0].suffix.lower() == ".json"):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = local_paths(event.mimeData())
        if paths:
            event.acceptProposedAction()
            self.picker.import_config(paths[0])
