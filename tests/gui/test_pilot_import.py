"""Importing a pilot in the app: the plan is calibrated, both figures are shown side by side,
and each calibrated figure's explanation names the pilot (issue 11)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from llmplan.gui import pilot_panel
from llmplan.gui.store import ScenarioStore
from llmplan.units import GIB

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def qwen_run(pilot_runs: dict) -> object:
    return pilot_runs["q3-8b-lora-s4096-b1-none"]


def _pilot_file(tmp_path: Path, run: object) -> Path:
    path = tmp_path / "pilot.json"
    path.write_text(run.pilot.model_dump_json(exclude_none=True))  # type: ignore[attr-defined]
    return path


def test_dropping_a_pilot_calibrates_memory_and_time(
    qtbot, make_window: Callable[..., object], tmp_path: Path, qwen_run: object, drag
) -> None:  # type: ignore[no-untyped-def]
    store = ScenarioStore(qwen_run.scenario)  # type: ignore[attr-defined]
    window = make_window(store=store, restore_last=False)
    before = store.result
    assert before is not None and before.calibration is None
    memory_note = window.memory_tab.findChild(pilot_panel.CalibrationNote, "memory_calibration")
    timeline_note = window.timeline_tab.findChild(
        pilot_panel.CalibrationNote, "timeline_calibration"
    )
    assert memory_note.isHidden() and timeline_note.isHidden()

    drag([_pilot_file(tmp_path, qwen_run)]).send(window)

    result = store.result
    assert result is not None and result.calibration is not None
    assert len(store.scenario.pilots) == 1
    measured = qwen_run.pilot.peak_memory_in_use_gib  # type: ignore[attr-defined]
    assert result.memory.memory_per_gpu_gb.total * 1e9 / GIB == pytest.approx(measured, rel=0.01)
    # side by side: calibrated and planned-before totals, as the app formats them
    qtbot.waitUntil(lambda: not memory_note.isHidden())
    text = memory_note.text()
    assert "calibrated" in text and "planned before" in text
    assert pilot_panel.fmt.size_gb(result.memory.memory_per_gpu_gb.total) in text
    assert pilot_panel.fmt.size_gb(before.memory.memory_per_gpu_gb.total) in text
    assert "65.9 GiB measured" in text
    assert not timeline_note.isHidden()
    assert "7,835 tokens/s measured" in timeline_note.text()
    # the explanation of the clicked segment names the pilot
    window.memory_tab._on_segment_clicked(0, "activations")
    explanation = window.memory_tab.explanation_text()
    assert "calibrated by a pilot on 1x NVIDIA H200, 2026-11-30" in explanation
    assert "planned before" in explanation
    assert "added" in window.statusBar().currentMessage()


def test_import_action_adds_the_pilot_and_the_panel_lists_it(
    qtbot,
    make_window: Callable[..., object],
    tmp_path: Path,
    qwen_run: object,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # type: ignore[no-untyped-def]
    path = _pilot_file(tmp_path, qwen_run)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *args, **kwargs: ([str(path)], ""))
    shown: list[pilot_panel.PilotPanel] = []
    monkeypatch.setattr(pilot_panel.PilotPanel, "exec", lambda self: shown.append(self) or 0)
    store = ScenarioStore(qwen_run.scenario)  # type: ignore[attr-defined]
    window = make_window(store=store, restore_last=False)
    action = window.findChild(pilot_panel.QAction, "import_pilot_action")
    assert action is not None and action.text() == "Import &pilot…"
    action.trigger()
    assert len(store.scenario.pilots) == 1
    assert len(shown) == 1
    panel = shown[0]
    assert panel.table.rowCount() == 1
    cells = [panel.table.item(0, c).text() for c in range(panel.table.columnCount())]
    assert cells[0] == "1x NVIDIA H200" and cells[1] == "2026-11-30"
    assert cells[3] == "65.9 GiB" and cells[5] == "7,835" and cells[7] == "measured"
    assert "65.9 GiB measured" in panel.usage.text()
    # the same file again adds nothing; removing it restores the planned figures
    action.trigger()
    assert len(store.scenario.pilots) == 1
    panel.table.selectRow(0)
    panel._on_remove()
    assert store.scenario.pilots == []
    assert store.result is not None and store.result.calibration is None


def test_a_file_that_is_not_a_pilot_says_so(
    qtbot,
    make_window: Callable[..., object],
    tmp_path: Path,
    message_boxes: list[tuple[str, str]],
    drag,
) -> None:  # type: ignore[no-untyped-def]
    window = make_window(restore_last=False)
    bad = tmp_path / "notes.json"
    bad.write_text(json.dumps({"hello": 1}))
    drag([bad]).send(window)
    assert window.store.scenario.pilots == []
    assert message_boxes and "notes.json: not a pilot" in message_boxes[0][1]


def test_a_pilot_file_is_read_as_strictly_as_a_scenario(tmp_path: Path, qwen_run: object) -> None:
    """Duplicate keys and NaN are refused (plain json.loads took both), each in one line."""
    good = _pilot_file(tmp_path, qwen_run)
    assert pilot_panel.load_pilot(good) == qwen_run.pilot  # type: ignore[attr-defined]
    text = good.read_text(encoding="utf-8")
    doubled = tmp_path / "doubled.json"
    doubled.write_text(text[:-1] + ', "source": "again"}', encoding="utf-8")
    nan = tmp_path / "nan.json"
    nan.write_text(text[:-1] + ', "tokens_per_second": NaN}', encoding="utf-8")
    for path in (doubled, nan):
        with pytest.raises(pilot_panel.PilotFileError, match=path.name):
            pilot_panel.load_pilot(path)
