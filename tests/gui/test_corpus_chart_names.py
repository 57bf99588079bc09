"""The corpus chart's names never run into each other (issue 22: with many file types the
names under upright bars read "HTMLreStructuredTextMarkdown"): bars lie on their side, one
name per line of the left axis, the smallest types share one bar beyond eight."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.charts.category_bars import MOST_BARS, top_and_rest
from llmplan.corpus.report import CorpusReport
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.gui.tabs.corpus_results import CorpusResultsView

# thirteen kinds the table names apart
KINDS = ("txt", "md", "rst", "html", "py", "log", "csv", "tsv", "json", "jsonl", "xml", "yaml")
KINDS += ("eml",)


def body(kind: str, words: str) -> str:
    if kind == "eml":
        return f"From: a@example.org\nSubject: Bericht\n\n{words}\n"
    if kind in ("json", "jsonl"):
        return '{"text": "' + words + '"}\n'
    return words


@pytest.fixture(scope="module")
def many_types(tmp_path_factory: pytest.TempPathFactory) -> CorpusReport:
    root: Path = tmp_path_factory.mktemp("types")
    for index, kind in enumerate(KINDS):
        words = "Wort " * (200 + 40 * index) + kind
        (root / f"datei_{index}.{kind}").write_text(body(kind, words), encoding="utf-8")
    report = scan_corpus(root, ScanOptions(tokenizers=["gpt2"], workers=1))
    assert len(report.by_type) > MOST_BARS
    return report


def test_the_smallest_share_one_bar_beyond_the_most() -> None:
    names = [f"type {i}" for i in range(11)]
    values = [float(v) for v in (5, 80, 3, 60, 1, 40, 2, 30, 4, 20, 10)]
    shown, heights = top_and_rest(names, values, "%n other types")
    assert shown == [
        "type 1", "type 3", "type 5", "type 7", "type 9", "type 10", "type 0", "4 other types"
    ]  # fmt: skip
    assert heights == [80, 60, 40, 30, 20, 10, 5, 3 + 1 + 2 + 4]
    # as few as fit keep their order (tokenizers: the primary first)
    assert top_and_rest(names[:3], values[:3], "%n") == (names[:3], values[:3])


@pytest.mark.qt_log_ignore("propagateSizeHints")  # the offscreen platform, on show()
def test_every_type_name_has_its_own_line(qtbot, many_types: CorpusReport) -> None:  # type: ignore[no-untyped-def]
    view = CorpusResultsView()
    qtbot.addWidget(view)
    view.resize(1000, 800)
    view.show()
    view.show_report(many_types)
    qtbot.waitExposed(view)
    plot = view.chart.getPlotItem()
    (ticks,) = plot.getAxis("left")._tickLevels
    names = [name for _, name in ticks]
    assert len(names) == MOST_BARS and names[-1].endswith("other types")
    # each name is one line apart at least, and the axis is as wide as the longest name
    metrics = view.fontMetrics()
    qtbot.waitUntil(lambda: plot.getViewBox().height() / len(names) >= metrics.height())
    widest = max(metrics.horizontalAdvance(name) for name in names)
    qtbot.waitUntil(lambda: plot.getAxis("left").width() >= widest, timeout=2000)
    # the bars are the types' tokens, largest on top, the rest last; they add up to the folder
    assert view.bars is not None
    widths = list(view.bars.opts["width"])
    assert widths[:-1] == sorted(widths[:-1], reverse=True)
    assert sum(widths) == pytest.approx(many_types.tokens_estimated)
