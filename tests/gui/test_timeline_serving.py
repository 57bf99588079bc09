"""The Timeline tab draws "Merge adapters" and "Quantise" after evaluation from the plan
of a served scenario (seed 003's 70B QLoRA, served as GPTQ), in English and German."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from llmplan.core.scenario import Scenario
from llmplan.gui.tabs.timeline_tab import TimelineTab
from llmplan.presentation import i18n
from seed_serving import SEED003_SERVED

pytestmark = pytest.mark.usefixtures("english_gb")


def gptq_served() -> Scenario:
    data = SEED003_SERVED.model_dump(exclude_unset=True)
    data["candidates"] = []
    data["serving"] = {**data["serving"], "precision": "int4_gptq"}
    return Scenario.model_validate(data)


def copied_labels(qtbot, tab: TimelineTab) -> list[str]:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(tab.table.copy_button, Qt.MouseButton.LeftButton)
    return [line.split("\t")[0] for line in QGuiApplication.clipboard().text().splitlines()]


def test_merge_and_quantise_bars_follow_evaluation(qtbot, store_tab) -> None:  # type: ignore[no-untyped-def]
    tab, store = store_tab(TimelineTab, gptq_served())
    phases = {p.key: p for p in store.results[0].phases}
    start, length = tab.chart.bar(0, "evaluation")
    for key in ("merge_adapters", "quantise"):
        following, bar = tab.chart.bar(0, key)
        assert following == pytest.approx(start + length)
        assert bar * tab.chart.unit_seconds == pytest.approx(phases[key].seconds_optimistic)
        start, length = following, bar
    labels = copied_labels(qtbot, tab)
    assert "Merge adapters" in labels and "Quantise" in labels


def test_the_steps_are_named_in_german(qtbot, store_tab) -> None:  # type: ignore[no-untyped-def]
    i18n.set_language("de")
    try:
        tab, _ = store_tab(TimelineTab, gptq_served())
        labels = copied_labels(qtbot, tab)
    finally:
        i18n.set_language("en")
    assert "Adapter zusammenführen" in labels and "Quantisieren" in labels
