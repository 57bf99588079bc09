"""Timeline/summary papercuts: a scenario that cannot be planned, the long-run warning in
German, one unit per table row, a strip that keeps its height."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from llmplan.core.scenario import Hardware
from llmplan.presentation.cells import display_rows
from llmplan.presentation.tables import Row, Table


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
    assert rows[1][1:] == ["9.09 MWh", "15.1–30.2 MWh"]  # three significant digits


def test_number_fields_take_what_the_app_displays(qtbot, make_window) -> None:
    from llmplan.gui.i18n import install_language
    from llmplan.presentation import formatting as fmt

    for text, value in (("10 B", 1e10), ("2 TB", 2e12), ("125 M", 1.25e8), ("8.03 B", 8.03e9)):
        assert fmt.parse_number(text) == value, text
    assert fmt.parse_number("10 XB") is None
    install_language("de")
    try:
        assert fmt.parse_number("8,03 Mrd.") == 8.03e9
        assert fmt.parse_number(fmt.compact(2.5e10)) == 2.5e10  # what the app shows, back in
        assert fmt.parse_number("125 Mio.") == 1.25e8
    finally:
        install_language("en")


def test_a_token_field_accepts_10_b(qtbot, make_window) -> None:
    from llmplan.gui.widgets.number_field import NumberField

    window = make_window(restore_last=False)
    field = next(f for f in window.findChildren(NumberField) if f.field == "tokens")
    assert field.set_text("20 B") is None
    assert window.store.scenario.tokens == 2e10


def test_the_custom_server_dialog_fits_its_window(qtbot, make_window) -> None:
    from PySide6.QtWidgets import QScrollArea

    window = make_window(restore_last=False)
    dialog = window.model_tab.hardware.server_dialog()
    qtbot.addWidget(dialog)
    scroll = dialog.findChild(QScrollArea)
    assert scroll.viewport().width() >= scroll.widget().sizeHint().width()
    assert scroll.viewport().height() >= scroll.widget().sizeHint().height()


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()
def test_memory_fit_bars_carry_numbers_server_names_and_a_clear_legend(qtbot, make_window) -> None:
    window = make_window(restore_last=False)
    window.store.update(
        hardware=Hardware(server="8x-h200-nvl"),
        candidates=[Hardware(gpu="rtx-4090", count=1), Hardware(server="hgx-8x-h100")],
    )
    window.store.recompute_now()
    window.resize(1100, 700)  # a short window: the legend covered "✓ fits" here
    window.tabs.setCurrentIndex(2)
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)  # laid out, never mapped
    window.show()
    qtbot.wait(50)
    chart = window.memory_tab.chart
    results = window.store.results
    assert chart.bar_labels()[0] == results[0].hardware_label  # the server picked
    assert chart.bar_labels()[2] == "HGX 8x H100 SXM"
    assert chart.bar_labels()[1] == "1x NVIDIA GeForce RTX 4090 24 GB"  # bare GPUs: the GPUs
    values = chart.value_texts()
    from llmplan.presentation import formatting as fmt

    assert values[(0, "free")] == fmt.size_gb(results[0].memory.memory_per_gpu_gb.free)
    assert values[(1, "optimizer")] == fmt.size_gb(results[1].memory.memory_per_gpu_gb.optimizer)
    # thin segments are numbered beside their bar: every segment of every bar has a figure
    # (a part that is empty at the peak, e.g. gradients set to None before the backward
    # pass in the HF profile, has no segment to number)
    for index, result in enumerate(results):
        parts = result.memory.memory_per_gpu_gb
        for key in ("weights", "gradients", "optimizer", "activations", "logits", "overhead"):
            if getattr(parts, key) > 0:
                assert (index, key) in values, (index, key)
    assert chart.legend_clear_of_bars()
    table = window.memory_tab.table
    view = table.findChild(__import__("PySide6.QtWidgets", fromlist=["QTableView"]).QTableView)
    shown_rows = sum(
        1
        for row in range(view.model().rowCount())
        if view.rowViewportPosition(row) < view.viewport().height() - 10
    )
    assert shown_rows >= 5  # not 2–4 until the splitter is dragged
