"""The Memory fit tab drives the real store and renders the real plan (issue 5)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication

from llmplan.charts.palette import MEMORY_SEGMENTS
from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.tabs.memory_tab import MemoryFitTab

pytestmark = pytest.mark.usefixtures("english_gb")

CANDIDATES = [Hardware(server="hgx-8x-b200"), Hardware(server="8x-rtx-pro-6000-server")]


def llama_8b_on_h200(**more: object) -> Scenario:
    """Llama 3.1 8B on an 8x H200 NVL server, the reference framework, and `more`."""
    return Scenario.model_validate(
        {
            "framework": "reference",
            "model": "llama-3.1-8b",
            "hardware": Hardware(server="8x-h200-nvl"),
            **more,
        }
    )


def test_bars_show_the_plan_of_every_candidate(store_tab) -> None:  # type: ignore[no-untyped-def]
    scenario = llama_8b_on_h200(candidates=CANDIDATES)
    tab, _store = store_tab(MemoryFitTab, scenario)
    expected = plan_candidates(scenario)
    assert len(expected) == 3
    for key in MEMORY_SEGMENTS:
        heights = tab.chart.segment_heights(key)
        assert heights == pytest.approx(
            [getattr(r.memory.memory_per_gpu_gb, key) for r in expected]
        )
    # seed 000: 8B, ZeRO-3 over 8 cards at 16 bytes/param leaves ≈ 125 GB free on 141 GB
    # (activations, logits and overhead come on top, so less is free here, but well over 100 GB)
    assert tab.chart.segment_heights("free")[0] > 100
    assert all("fits" in text for text in tab.chart.status_texts())


def test_changing_sequence_length_updates_every_bar(qtbot, store_tab) -> None:  # type: ignore[no-untyped-def]
    scenario = llama_8b_on_h200(candidates=CANDIDATES, seq_len=4096)
    tab, store = store_tab(MemoryFitTab, scenario)
    before = {key: tab.chart.segment_heights(key) for key in ("activations", "logits")}
    with qtbot.waitSignal(store.sig_result_changed, timeout=5000):
        assert tab.seq_len.set_text("16384") is None
    assert store.scenario.seq_len == 16384
    after = {key: tab.chart.segment_heights(key) for key in ("activations", "logits")}
    for key in before:
        assert len(after[key]) == 3
        # 4x the tokens per card: both token-proportional parts grow on every bar
        assert all(a > 3 * b for a, b in zip(after[key], before[key], strict=True)), key
    expected = plan_candidates(store.scenario)
    assert after["activations"] == pytest.approx(
        [r.memory.memory_per_gpu_gb.activations for r in expected]
    )


def test_method_and_sharding_toggles_edit_the_scenario(qtbot, store_tab) -> None:  # type: ignore[no-untyped-def]
    scenario = llama_8b_on_h200()
    tab, store = store_tab(MemoryFitTab, scenario)
    optimizer_full = tab.chart.segment_heights("optimizer")[0]
    with qtbot.waitSignal(store.sig_result_changed, timeout=5000):
        tab.method.setCurrentIndex(tab.method.findData("lora"))
    assert store.scenario.method == "lora"
    # LoRA trains only adapters: the optimizer states shrink by orders of magnitude
    assert tab.chart.segment_heights("optimizer")[0] < optimizer_full / 20
    with qtbot.waitSignal(store.sig_result_changed, timeout=5000):
        tab.offload.setChecked(True)
    assert store.scenario.offload_optimizer is True
    with qtbot.waitSignal(store.sig_result_changed, timeout=5000):
        tab.sharding.setCurrentIndex(tab.sharding.findData("none"))
    assert store.scenario.sharding == "none"


def test_seventy_b_full_on_one_rtx_4090_is_marked_as_not_fitting(store_tab) -> None:  # type: ignore[no-untyped-def]
    scenario = Scenario(
        framework="reference",
        model="llama-3.1-70b",
        method="full",
        sharding="none",
        hardware=Hardware(gpu="rtx-4090", count=1),
    )
    tab, store = store_tab(MemoryFitTab, scenario)
    assert store.results[0].memory.fit_status == "does_not_fit"
    assert tab.chart.status_texts() == ["✗ does not fit"]
    memory = store.results[0].memory.memory_per_gpu_gb
    stacked = sum(tab.chart.segment_heights(key)[0] for key in MEMORY_SEGMENTS)
    assert stacked == pytest.approx(memory.total)
    assert stacked > 10 * memory.capacity  # 70.55 B x 16 bytes on one 24 GB card
    assert tab.chart.segment_heights("free")[0] == 0
    verdicts = tab.table.to_tsv().splitlines()[1].split("\t")
    assert verdicts[0] == "Verdict" and "does not fit" in verdicts[1]


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()
def test_clicking_a_segment_shows_its_explanation(qtbot, store_tab) -> None:  # type: ignore[no-untyped-def]
    scenario = llama_8b_on_h200()
    tab, store = store_tab(MemoryFitTab, scenario)
    tab.show()
    qtbot.waitExposed(tab)
    explanation = store.results[0].explanations["memory_per_gpu_gb.optimizer"]
    assert explanation.formula not in tab.explanation_text()
    box = tab.chart.getPlotItem().getViewBox()
    scene_point = box.mapViewToScene(tab.chart.segment_center(0, "optimizer"))
    widget_point = tab.chart.mapFromScene(scene_point)
    qtbot.mouseClick(
        tab.chart.viewport(),
        Qt.MouseButton.LeftButton,
        pos=QPoint(round(widget_point.x()), round(widget_point.y())),
    )
    text = tab.explanation_text()
    assert "Optimizer states" in text
    assert explanation.formula in text
    assert explanation.source.split(";")[0] in text


def test_hover_text_names_the_figures(store_tab) -> None:  # type: ignore[no-untyped-def]
    scenario = llama_8b_on_h200()
    tab, store = store_tab(MemoryFitTab, scenario)
    weights = store.results[0].memory.memory_per_gpu_gb.weights
    text = tab.chart.tooltip_for(0, "weights")
    assert f"Weights: {weights:.1f} GB" in text
    assert "of 141.0 GB per card" in text


def test_table_copies_as_tab_separated_text(qtbot, store_tab) -> None:  # type: ignore[no-untyped-def]
    scenario = llama_8b_on_h200(candidates=CANDIDATES)
    tab, store = store_tab(MemoryFitTab, scenario)
    qtbot.mouseClick(tab.table.copy_button, Qt.MouseButton.LeftButton)
    lines = QGuiApplication.clipboard().text().splitlines()
    assert lines[0].split("\t")[0] == "Figure"
    assert len(lines[0].split("\t")) == 4  # figure + three candidates
    longest = next(line for line in lines if line.startswith("Longest sequence"))
    expected = [f"{r.memory.max_seq_len_that_fits:,}" for r in store.results]
    assert longest.split("\t")[1:] == expected
    # Ctrl+C copies the selected cells only
    tab.table.view.setFocus()
    tab.table.view.selectRow(2)
    qtbot.keyClick(tab.table.view, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    assert QGuiApplication.clipboard().text().split("\t")[0] == "Capacity per card"


def test_german_translation_and_number_format(store_tab) -> None:  # type: ignore[no-untyped-def]
    from llmplan.gui.i18n import install_language

    loaded = install_language("de")
    try:
        # every German catalogue (one per branch that added words), the main one among them
        names = [path.name for path in loaded]
        assert "llmplan_de.ts" in names and all(name.endswith("_de.ts") for name in names)
        scenario = Scenario(
            framework="reference",
            model="llama-3.1-70b",
            sharding="none",
            hardware=Hardware(gpu="rtx-4090", count=1),
        )
        tab, _store = store_tab(MemoryFitTab, scenario)
        assert tab.chart.status_texts() == ["✗ passt nicht"]
        lines = tab.table.to_tsv().splitlines()
        assert lines[0].startswith("Kennzahl\t")
        capacity = next(line for line in lines if line.startswith("Kapazität pro Karte"))
        assert capacity.endswith("24,0 GB")  # German decimal comma
    finally:
        install_language("en")


def test_the_table_shows_the_parallel_layout_only_where_one_is_planned(store_tab) -> None:  # type: ignore[no-untyped-def]
    """Issue 24: a tensor × pipeline layout and its global batch are a row of the table; the
    plain data-parallel plan keeps the table as it was."""
    scenario = Scenario.model_validate(
        {
            "framework": "megatron",
            "model": "llama-3.1-70b",
            "hardware": Hardware(server="hgx-8x-h200", nodes=2),
            "parallelism": {"tensor": 8, "pipeline": 2},
            "global_batch": 16,
        }
    )
    tab, _store = store_tab(MemoryFitTab, scenario)
    rows = [line.split("\t") for line in tab.table.to_tsv().splitlines()]
    layout = next(row for row in rows if row[0] == "Parallel layout")
    assert layout[1] == "TP 8 × PP 2 × DP 1; global batch 16"
    plain, _ = store_tab(MemoryFitTab, llama_8b_on_h200())
    assert not any(line.startswith("Parallel layout") for line in plain.table.to_tsv().splitlines())
