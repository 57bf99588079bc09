"""Issue 32, finding 7: the default window (1020 × 672) as a buyer first sees it — and at
125 % and 150 % display scaling (issue 31), the default on many laptops. Nothing is cut: no
label, button, choice, tab title, tokenizer or table header, no step of the waterfall ("Fo…",
"U…"), no name in the summary strip ("continued pr…"); the window never widens itself as
models change (1020 → 1070 px), has a minimum size and fits a small screen; the deadline's
label keeps clear of the chart's legend."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from llmplan.catalog.load import load_catalog
from llmplan.core.scenario import Hardware, Scenario
from llmplan.gui.app import DEMO_CANDIDATES, TAB_KEYS, demo_scenario
from llmplan.resources import resource_path
from window_fit import cut_texts

pytestmark = [
    pytest.mark.usefixtures("no_leaked_threads"),
    pytest.mark.qt_log_ignore("propagateSizeHints"),  # the offscreen platform, on show()
]

TESTS = Path(__file__).resolve().parents[1]
DEFAULT_SIZE = (1020, 672)


def _demo() -> Scenario:
    return demo_scenario().model_copy(
        update={"candidates": [Hardware(server=server) for server in DEMO_CANDIDATES]}
    )


def _settle() -> None:
    for _ in range(5):
        QApplication.processEvents()


@pytest.mark.parametrize("language", ["en", "de"])
def test_nothing_is_cut_on_any_tab_at_the_default_size(
    default_window, qtbot, language: str
) -> None:
    window = default_window(language, _demo())
    assert (window.width(), window.height()) == DEFAULT_SIZE
    window.corpus_tab.scan([resource_path("sample_corpus")])
    qtbot.waitUntil(lambda: not window.corpus_tab.is_scanning(), timeout=120_000)
    cuts: dict[str, list[str]] = {}
    for index, key in enumerate(TAB_KEYS):
        window.tabs.setCurrentIndex(index)
        if key == "recommend":
            window.recommend_tab.start_search()
            window.recommend_tab.wait_for_search()
        _settle()
        cuts[key] = cut_texts(window)
    assert cuts == {key: [] for key in TAB_KEYS}
    assert (window.width(), window.height()) == DEFAULT_SIZE


SCALINGS = [
    pytest.param({"QT_SCALE_FACTOR": "1.25"}, 1.25, id="QT_SCALE_FACTOR=1.25"),
    pytest.param({"QT_SCALE_FACTOR": "1.5"}, 1.5, id="QT_SCALE_FACTOR=1.5"),
    pytest.param({"QT_FONT_DPI": "120"}, 1.25, id="QT_FONT_DPI=120"),
    pytest.param({"QT_FONT_DPI": "144"}, 1.5, id="QT_FONT_DPI=144"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("scaling", "ratio"), SCALINGS)
def test_nothing_is_cut_at_125_and_150_percent(scaling: dict[str, str], ratio: float) -> None:
    """A full-HD screen at 125 % and 150 %: the default window in logical pixels, its
    text drawn at the scale — in English and German, every tab."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_SCALE_FACTOR", "QT_FONT_DPI")}
    env |= scaling
    env["QT_QPA_PLATFORM"] = f"offscreen:configfile={TESTS / 'data' / 'offscreen_screen.json'}"
    done = subprocess.run(
        [sys.executable, str(TESTS / "window_fit_run.py"), "en", "de"],
        capture_output=True,
        text=True,
        env=env,
        timeout=280,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["scale"] == ratio
    assert tuple(result["size"]) == DEFAULT_SIZE
    assert {key: cuts for key, cuts in result["cuts"].items() if cuts} == {}


def test_the_window_never_widens_itself_as_models_change(default_window, qtbot) -> None:
    """Long model names made the summary strip ask for more than the window had: 1020 →
    1070 px. Every catalogue model, and the longest hardware name: the window stays, and the
    strip shows each name whole."""
    window = default_window("en")
    strip = window.summary
    catalog = load_catalog()
    longest = max(catalog.servers.values(), key=lambda server: len(server.name))
    window.store.update(hardware=Hardware(server=longest.id))
    for model in catalog.models:
        window.store.update(model=model)
        window.store.recompute_now()
        _settle()
        assert (window.width(), window.height()) == DEFAULT_SIZE, model
        assert window.minimumSizeHint().width() <= DEFAULT_SIZE[0], model
        for key in ("model", "method", "hardware"):
            assert "…" not in strip.values[key].text(), (model, key, strip.text(key))


def test_the_window_has_a_minimum_size(default_window, qtbot) -> None:
    window = default_window("en")
    least = window.minimumSize()
    # the summary strip and a few lines of the page; the pages scroll below that
    assert 600 <= least.width() < DEFAULT_SIZE[0] and 360 <= least.height() < DEFAULT_SIZE[1]
    window.resize(200, 150)
    _settle()
    assert (window.width(), window.height()) == (least.width(), least.height())
    assert window.summary.width() <= window.width()


_SMALL_SCREEN = """
import sys
from pathlib import Path
from llmplan.charts.application import ensure_application
from llmplan.gui.main_window import MainWindow
from llmplan.gui.settings import AppSettings
app = ensure_application()
window = MainWindow(AppSettings(Path(sys.argv[1]) / "llmplan.ini"), restore_last=False)
room = window.screen().availableGeometry()
print(window.width(), window.height(), room.width(), room.height())
window.mark_saved()
"""


def test_the_default_size_fits_a_small_screen(tmp_path: Path) -> None:
    """A 1366 × 768 laptop at 150 % leaves 910 × 512: the window opens within it, not 1020
    × 672 beyond its edges, title bar included."""
    screen = tmp_path / "screen.json"
    screen.write_text(
        json.dumps(
            {
                "screens": [
                    {"name": "laptop", "x": 0, "y": 0, "width": 910, "height": 512}
                    | {"logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1.5}
                ]
            }
        )
    )
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={screen}"}
    done = subprocess.run(
        [sys.executable, "-c", _SMALL_SCREEN, str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    width, height, room_width, room_height = map(int, done.stdout.split()[-4:])
    assert (room_width, room_height) == (910, 512)
    assert width <= room_width and height <= room_height - 20  # the title bar's room


@pytest.mark.parametrize("deadline", [0.25, 1.0, 3.0, 14.0, 60.0])
def test_the_deadline_label_keeps_clear_of_the_legend(default_window, qtbot, deadline) -> None:
    """The "deadline" label sat on the legend's row wherever the deadline fell under it."""
    window = default_window("en", _demo())
    window.tabs.setCurrentIndex(TAB_KEYS.index("recommend"))
    tab = window.recommend_tab
    tab.start_search()
    tab.wait_for_search()
    qtbot.waitUntil(lambda: tab.advice is not None, timeout=60_000)
    tab.deadline.setValue(deadline)
    _settle()
    chart = tab.chart
    label = chart.deadline.label.mapRectToScene(chart.deadline.label.boundingRect())
    legend = chart._legend.mapRectToScene(chart._legend.boundingRect())
    assert chart.deadline.isVisible() and label.isValid()
    assert not label.intersects(legend), (label, legend)
    assert chart.sceneRect().contains(label.center())


def test_use_in_plan_is_in_view_after_a_scan_and_the_skipped_list_has_room(
    default_window, qtbot
) -> None:
    """The "Use in plan" button sat at the bottom of a page four screens long; the skipped-files box
    showed about three rows. After a scan, the button is on the first screen of the page,
    and the skipped list has room for eight rows."""
    window = default_window("en", _demo())
    tab = window.corpus_tab
    tab.scan([resource_path("sample_corpus")])
    qtbot.waitUntil(lambda: not tab.is_scanning(), timeout=120_000)
    _settle()
    page = window.tabs.currentWidget()
    assert page.verticalScrollBar().value() == 0
    button = tab.use_button
    bottom = button.mapTo(tab, button.rect().bottomLeft()).y()
    assert button.isEnabled() and bottom <= page.viewport().height(), bottom
    tree = tab.results.skipped_tree
    rows = (tree.height() - tree.header().height()) // tree.fontMetrics().lineSpacing()
    assert rows >= 8, rows
