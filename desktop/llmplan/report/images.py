"""The charts as images: for PNG export and for the PDF report (the same widgets as the tabs)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtGui import QImage

from llmplan.charts.application import ensure_application
from llmplan.charts.memory_chart import MemoryFitChart
from llmplan.charts.palette import PAPER_COLOURS
from llmplan.charts.timeline_chart import TimelineChart
from llmplan.core.result import PlanResult

CHART_WIDTH = 820  # pixels; the PDF scales it to the text width
# Exports are for paper and documents: white background whatever the app's palette (dark mode).


def memory_chart_image(results: Sequence[PlanResult], width: int = CHART_WIDTH) -> QImage:
    ensure_application()
    chart = MemoryFitChart(colours=PAPER_COLOURS)
    chart.resize(width, 420)
    chart.set_results(results)
    image = chart.grab().toImage()
    chart.deleteLater()
    return image


def timeline_chart_image(results: Sequence[PlanResult], width: int = CHART_WIDTH) -> QImage:
    ensure_application()
    chart = TimelineChart(colours=PAPER_COLOURS)
    # room for one header and one row per phase of every candidate, plus the energy plot
    rows = sum(len(r.phases) + 1 for r in results)
    chart.resize(width, 230 + 24 * rows)
    chart.set_results(results)
    image = chart.grab().toImage()
    chart.deleteLater()
    return image


def export_chart_pngs(results: Sequence[PlanResult], path: Path) -> list[Path]:
    """Write `<stem>_memory.png` and `<stem>_timeline.png` next to `path`; return both paths."""
    path = Path(path)
    written = []
    for suffix, image in (
        ("memory", memory_chart_image(results)),
        ("timeline", timeline_chart_image(results)),
    ):
        target = path.with_name(f"{path.stem}_{suffix}.png")
        if not image.save(str(target)):
            raise OSError(f"could not write {target}")
        written.append(target)
    return written
