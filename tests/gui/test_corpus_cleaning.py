"""The waterfall in the Corpus tab: drop a folder, see each step remove what was planted,
choose the languages kept, and "Use in plan" hands the trainable count to the plan."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.corpus.report import CorpusReport
from llmplan.corpus.tokenizers import load_tokenizer
from llmplan.presentation import formatting as fmt

pytestmark = pytest.mark.usefixtures("no_leaked_threads")

DATA = Path(__file__).resolve().parents[1] / "data" / "language_id"
SIGNATURE = (
    "\n\nBest regards\nJohn Smith\nHead of Purchasing, Example Engineering Ltd\n"
    "12 Industrial Road, Manchester M1 2AB\nPhone +44 161 555 0123\n"
)


def planted_folder(root: Path) -> dict[str, int]:
    """Mails in German and English with one signature; three copies; two junk files."""
    count = load_tokenizer("llama-3.1").count
    planted = {"exact": 0, "recurring": 0, "quality": 0, "de": 0}
    for code in ("de", "en"):
        lines = (DATA / f"{code}.txt").read_text("utf-8").splitlines()
        for number in range(8):
            body = "\n".join(lines[4 * number : 4 * number + 4])
            text = body + SIGNATURE
            (root / f"{code}_{number}.txt").write_text(text, "utf-8")
            planted["recurring"] += count(text) - count(body)
            if code == "de":
                planted["de"] += count(body)
            if number < 3:
                (root / f"copy_{code}_{number}.txt").write_text(text, "utf-8")
                planted["exact"] += count(text)
    for number, junk in enumerate(("0 1 2 3 4 5 6 7 8 9\n" * 80, "#### //// **** ----\n" * 80)):
        (root / f"junk_{number}.txt").write_text(junk, "utf-8")
        planted["quality"] += count(junk)
    return planted


def test_drop_a_folder_see_the_waterfall_and_plan_the_trainable_tokens(
    qtbot, make_window, tmp_path, drag
) -> None:
    folder = tmp_path / "mails"
    folder.mkdir()
    planted = planted_folder(folder)
    window = make_window()
    tab = window.corpus_tab
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=120_000):
        drag([folder]).drop(tab)
    report: CorpusReport = window.store.corpus_report
    view = tab.results.cleaning
    assert view.isVisibleTo(tab)
    rows = view.waterfall_texts()
    titles = [row[0] for row in rows]
    assert titles == [
        "Found (estimate for the folder)",
        "− Exact duplicates",
        "− Near duplicates",
        "Unique",
        "− Recurring lines",
        "− Quality rules",
        "Cleaned",
        "− Other languages",
        "Trainable",
    ]
    removed = {row["step"]: row["tokens_removed"] for row in report.steps()}
    assert removed["exact_duplicates"] == pytest.approx(planted["exact"], rel=0.10)
    assert removed["recurring_lines"] == pytest.approx(planted["recurring"], rel=0.10)
    assert removed["quality"] == pytest.approx(planted["quality"], rel=0.10)
    # the table shows the report's figures, the chart one bar per row
    assert rows[1][1] == fmt.compact(removed["exact_duplicates"])
    assert rows[-1][1] == fmt.compact(round(report.trainable_tokens))
    assert len(view.bars) == 2 and len(view.bars[0].opts["y"]) + len(view.bars[1].opts["y"]) == 9
    # the examples a person can inspect: the signature lines, the junk files
    examples = {
        view.examples.topLevelItem(i).child(j).text(0)
        for i in range(view.examples.topLevelItemCount())
        for j in range(view.examples.topLevelItem(i).childCount())
    }
    assert "John Smith" in examples
    assert any(text.endswith("junk_0.txt") for text in examples)

    # untick German: the waterfall follows without a new scan
    german = next(
        view.languages.item(i)
        for i in range(view.languages.count())
        if view.languages.item(i).text().startswith("Deutsch (de)")
    )
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=5_000):
        german.setCheckState(german.checkState().Unchecked)
    report = window.store.corpus_report
    assert report.cleaning is not None and report.cleaning.keep_languages == ("en",)
    language = next(row for row in report.steps() if row["step"] == "language")
    assert language["tokens_removed"] == pytest.approx(planted["de"], rel=0.10)

    with qtbot.waitSignal(window.store.sig_result_changed, timeout=10_000):
        tab.use_button.click()
    assert window.store.scenario.tokens == pytest.approx(report.trainable_tokens, rel=1e-9)
    assert "trainable tokens" in tab.planned_label.text()
    assert window.summary.text("tokens") == fmt.tokens(window.store.scenario.total_tokens)


def test_the_waterfall_and_the_report_word_every_step_in_german(
    qtbot, make_window, settings, tmp_path, monkeypatch
) -> None:
    from PySide6.QtWidgets import QWidget
    from test_german_throughout import LookupRecorder, _widget_texts, english_phrases_in

    from llmplan.gui.settings import Preferences
    from llmplan.presentation import i18n
    from llmplan.report.provenance import provenance_rows

    folder = tmp_path / "mails"
    folder.mkdir()
    planted_folder(folder)
    (folder / "fast_kopie.txt").write_text(  # a near copy: every step has an example
        (folder / "en_5.txt").read_text("utf-8").replace(" ", " new ", 1), "utf-8"
    )
    recorder = LookupRecorder()
    monkeypatch.setattr(i18n, "lookup", recorder)
    settings.set_preferences(Preferences(language="de"))
    window = make_window(restore_last=False)
    tab = window.corpus_tab
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=120_000):
        tab.scan([folder])
    report = window.store.corpus_report
    assert all(row["tokens_removed"] > 0 for row in report.steps()[:4])
    view = tab.results.cleaning
    view.examples.expandAll()
    texts = [text for widget in tab.findChildren(QWidget) for text in _widget_texts(widget)]
    texts += [
        view.examples.topLevelItem(i).child(j).text(1)
        for i in range(view.examples.topLevelItemCount())
        for j in range(view.examples.topLevelItem(i).childCount())
    ]
    texts += [" ".join(row) for row in provenance_rows(report)]
    joined = "\n".join(texts)
    words = (
        "Exakte Duplikate", "Ähnliche Duplikate", "Wiederkehrende Zeilen", "Qualitätsregeln",
        "Andere Sprachen", "Trainierbar", "Bereinigungsschritte", "Trainierbare Token (gemessen)",
        "in 16 Dokumenten", "Deutsch (de)",
    )  # fmt: skip
    for german in words:
        assert german in joined, german
    found = {text: english_phrases_in(text) for text in texts}
    assert {text: phrases for text, phrases in found.items() if phrases} == {}
    assert recorder.untranslated() == []
