"""File → Export in the window writes the files the actions promise."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PySide6.QtWidgets import QFileDialog, QMainWindow

from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.export_actions import install_export_actions
from llmplan.gui.store import ScenarioStore


class Window(QMainWindow):
    def __init__(self, store: ScenarioStore) -> None:
        super().__init__()
        self.store = store
        self.export_menu = self.menuBar().addMenu("Export")


@pytest.fixture
def window(qtbot):  # type: ignore[no-untyped-def]
    scenario = Scenario(
        name="Export test",
        hardware=Hardware(server="8x-h200-nvl"),
        candidates=[Hardware(server="hgx-8x-b200")],
    )
    window = Window(ScenarioStore(scenario))
    qtbot.addWidget(window)
    install_export_actions(window)
    return window


def actions(window: Window) -> dict[str, object]:
    return {a.objectName(): a for a in window.export_menu.actions()}


def test_every_format_has_an_action(window) -> None:  # type: ignore[no-untyped-def]
    named = {name for name in actions(window) if name.startswith("export_")}
    assert named == {"export_pdf", "export_md", "export_csv", "export_png"}
    assert "reportDetails" in actions(window)  # the report's title and author


def test_pdf_action_writes_the_report(window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    target = tmp_path / "chosen"  # no suffix typed: the format's suffix is added
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: (str(target), ""))
    )
    actions(window)["export_pdf"].trigger()  # type: ignore[attr-defined]
    written = tmp_path / "chosen.pdf"
    document = pdfium.PdfDocument(str(written))
    try:
        text = " ".join(document[0].get_textpage().get_text_range().split())
    finally:
        document.close()
    assert "Export test" in text and "8x NVIDIA B200" in text


def test_cancelled_dialog_writes_nothing(window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *args, **kwargs: ("", ""))
    )
    actions(window)["export_csv"].trigger()  # type: ignore[attr-defined]
    assert list(tmp_path.iterdir()) == []
