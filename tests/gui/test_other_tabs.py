"""Timeline/summary papercuts: a scenario that cannot be planned, the long-run warning in
German, one unit per table row, a strip that keeps its height."""

from __future__ import annotations

import json

from llmplan.core.scenario import Hardware
from llmplan.report.cell_text import display_rows
from llmplan.report.tables import Row, Table


def test_an_unknown_gpu_clears_the_views_and_says_why(
    qtbot, make_window, tmp_path, message_boxes
) -> None:
    window = make_window(restore_last=False)
    assert window.timeline_tab.splitter.isVisibleTo(window.timeline_tab)
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"hardware": {"gpu": "h999", "count": 8}}), encoding="utf-8")
    assert window.open_scenario(bad)
    with qtbot.captureExceptions() as exceptions:
        window.store.recompute_now()
    assert not exceptions, exceptions  # no UnboundLocalError from the chart
    tab = window.timeline_tab
    assert "unknown GPU 'h999'" in tab.totals.text()
    assert "Training takes" not in tab.totals.text()  # the previous plan's numbers are gone
    assert not tab.splitter.isVisibleTo(tab)
    assert window.summary.text("days") == "–"


def test_a_run_over_a_year_is_warned_in_german(qtbot, make_window) -> None:
    window = make_window(restore_last=False)
    window.store.update(
        model="llama-3.1-70b", tokens=3e12, hardware=Hardware(gpu="h100-sxm", count=8)
    )
    window.store.recompute_now()
    assert any("years" in line for line in window.summary.warning_lines())
    window.apply_preferences(window.preferences.model_copy(update={"language": "de"}))
    lines = window.summary.warning_lines()
    assert any("Jahre" in line and "LoRA" in line for line in lines), lines


def test_the_summary_strip_keeps_its_height_as_warnings_come_and_go(qtbot, make_window) -> None:
    window = make_window(restore_last=False)
    window.resize(1400, 900)
    strip = window.summary
    window.store.recompute_now()
    assert strip.warning_lines() == []
    calm = strip.sizeHint().height()
    window.store.update(hardware=Hardware(gpu="rtx-4090", count=1))  # three warnings
    window.store.recompute_now()
    assert len(strip.warning_lines()) >= 2
    assert strip.sizeHint().height() == calm
    assert "more" in strip.warnings.text()
    strip.warnings_toggle.setChecked(True)  # the user asks for all of them
    assert strip.all_warnings.isVisibleTo(strip)
    assert strip.all_warnings.text().count("⚠") == len(strip.warning_lines())


def test_one_unit_per_table_row(qtbot) -> None:
    seconds = Row(key="t", label="time", kind="seconds", values=[152_280.0, (7_560_000.0, 1.5e7)])
    energy = Row(key="e", label="energy", kind="kwh", values=[9_094.0, (15_100.0, 30_200.0)])
    rows = display_rows(Table(key="x", title="x", columns=["a", "b"], rows=[seconds, energy]))
    assert rows[0][1:] == ["1.8 days", "87.5–173.6 days"]
    assert rows[1][1:] == ["9.1 MWh", "15.1–30.2 MWh"]
