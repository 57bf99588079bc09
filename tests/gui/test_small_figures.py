"""A plan of a small scan (a few thousand tokens: the bundled sample folder, used in the
plan) read as a buyer reads it: no "0–0 min", no axis "Time (hours) (x0.001)", no
"7.00 tokens" — in the window's strip, the Timeline tab and the PDF (issue 32)."""

from __future__ import annotations

import re
from pathlib import Path

from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.timeline_tab import TimelineTab
from llmplan.report.pdf import export_pdf
from pdf_pages import pdf_text

ZERO_TO_ZERO = re.compile(r"(?<![\d.,])0(?:[.,]0+)?–0(?:[.,]0+)?\b")
TINY = Scenario(
    framework="reference",
    model="llama-3.1-8b",
    tokens=2944,  # the bundled sample folder's trainable tokens
    hardware=Hardware(server="8x-h200-nvl"),
)


def test_the_strip_and_the_timeline_say_seconds(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window(store=ScenarioStore(TINY), restore_last=False)
    days = window.summary.text("days")
    assert not ZERO_TO_ZERO.search(days) and days.endswith(" s")  # was "0–0 min"
    tab = window.findChild(TimelineTab)
    bottom = tab.chart._gantt.getAxis("bottom").labelString()
    assert "Time (seconds)" in bottom and "(x" not in bottom  # was "Time (hours) (x0.001)"
    left = tab.chart._energy.getAxis("left").labelString()
    assert "Energy (Wh)" in left and "(x" not in left
    cells = tab.table.to_tsv()
    assert not ZERO_TO_ZERO.search(cells), cells  # was "Pilot run 0–0 s"
    assert "< 1 s" in cells or re.search(r"\d+ s\b", cells)
    totals = tab.totals.text()
    assert not ZERO_TO_ZERO.search(totals)
    assert re.search(r"energy 0\.\d{3}–0\.\d{3} Wh", totals)  # not "0.000095–0.000174 kWh"
    assert re.search(r"CO₂ 0\.0\d{3}–0\.0\d{3} g", totals)  # not "0.0000360–0.0000661 kg"


def test_the_pdf_of_a_small_plan_has_no_empty_ranges(tmp_path: Path) -> None:
    tiny = TINY.model_copy(update={"tokens": 7.0})  # the smallest count a plan can take
    pdf = tmp_path / "klein.pdf"
    export_pdf(tiny, plan_candidates(tiny), None, pdf)
    text = pdf_text(pdf)
    assert "7 tokens" in text and "7.00 tokens" not in text
    assert not ZERO_TO_ZERO.search(text), ZERO_TO_ZERO.findall(text)
