"""Corpus tab: real drops, real scans, cancel, and "Use in plan" reaching the summary strip."""

from __future__ import annotations

import math
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.presentation import formatting as fmt
from office_text import office_text

pytestmark = pytest.mark.usefixtures("no_leaked_threads")


def write_documents(folder: Path, files: int, words_per_file: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    folder.mkdir(parents=True, exist_ok=True)
    for index in range(files):
        text = office_text(rng, words_per_file)
        if index % 3 == 0:
            (folder / f"page_{index}.html").write_text(
                f"<html><body><h1>Bericht {index}</h1><p>{text}</p></body></html>", encoding="utf-8"
            )
        else:
            (folder / f"note_{index}.txt").write_text(text, encoding="utf-8")
    (folder / "image.bin").write_bytes(bytes(range(256)) * 8)  # not a document: skipped


def window_with_documents(make_window, tmp_path: Path, files: int, words_per_file: int):  # type: ignore[no-untyped-def]
    """A folder of generated documents, and a main window with its Corpus tab."""
    folder = tmp_path / "docs"
    write_documents(folder, files=files, words_per_file=words_per_file)
    window = make_window()
    return folder, window, window.corpus_tab


def scan_and_wait(qtbot, window, folder: Path):  # type: ignore[no-untyped-def]
    """Scan the folder from the Corpus tab; the report once the store has it."""
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=120_000):
        window.corpus_tab.scan([folder])
    return window.store.corpus_report


def test_dropping_a_folder_counts_the_same_tokens_as_the_engine(
    qtbot, make_window, tmp_path, drag
) -> None:
    folder, window, tab = window_with_documents(make_window, tmp_path, 12, 300)
    assert tab.options.selected_tokenizers() == ["llama-3.1"]  # the selected model's tokenizer
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=120_000):
        drag([folder]).drop(tab)
    report = window.store.corpus_report
    direct = scan_corpus(folder, ScanOptions(tokenizers=["llama-3.1"], workers=1))
    assert report.tokens_counted == direct.tokens_counted > 0
    assert report.tokens_estimated == pytest.approx(direct.tokens_estimated)
    assert report.files_skipped == direct.files_skipped == 1
    assert tab.results.totals["tokens"].text() == fmt.tokens(direct.tokens_estimated)
    # one row per type read; the unreadable .bin is only in the skipped list
    read_types = [key for key, row in direct.by_type.items() if row.files_read]
    assert tab.results.type_model.rowCount() == len(read_types) == 2
    reasons = tab.results.skipped_tree.topLevelItem(0)
    assert reasons is not None and reasons.text(0) == "unsupported type"
    assert reasons.childCount() == 1 and reasons.child(0).text(0) == ".bin"
    assert reasons.child(0).child(0).text(0).endswith("image.bin")


def test_use_in_plan_updates_the_scenario_and_summary(qtbot, make_window, tmp_path) -> None:
    folder, window, tab = window_with_documents(make_window, tmp_path, 6, 200)
    tab.options.loss_spin.setValue(30)
    report = scan_and_wait(qtbot, window, folder)
    assert report.cleaning_loss == pytest.approx(0.30)
    days_before = window.summary.text("days")
    tab.epochs_spin.setValue(3.0)
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=10_000):
        tab.use_button.click()
    scenario = window.store.scenario
    assert scenario.tokens == pytest.approx(report.tokens_estimated * 0.7, rel=1e-9)
    assert scenario.epochs == 3.0
    assert scenario.timeline.corpus_bytes == report.bytes_total
    assert window.summary.text("tokens") != "10.0 B tokens"
    assert window.summary.text("days") != days_before


def test_use_in_plan_takes_the_whole_archive_when_its_size_is_given(
    qtbot, make_window, tmp_path
) -> None:
    folder, window, tab = window_with_documents(make_window, tmp_path, 4, 200)
    tab.options.archive_edit.setText("2 GB")
    report = scan_and_wait(qtbot, window, folder)
    estimate = report.archive[report.primary_tokenizer]
    assert sum(estimate.bytes_by_type.values()) == pytest.approx(2e9, rel=1e-6)
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=10_000):
        tab.use_button.click()
    scenario = window.store.scenario
    # tokens and data preparation both scale to the 2 GB archive, not the scanned sample
    assert scenario.tokens == pytest.approx(estimate.tokens_estimated, rel=1e-9)
    assert scenario.timeline.corpus_bytes == pytest.approx(2e9, rel=1e-6)
    assert scenario.tokens > 100 * report.tokens_estimated
    # the archive's 95 % interval travels with the count into the plan's odds
    share = report.trainable_share * (1 - report.cleaning_loss)
    assert estimate.ci95_high > estimate.ci95_low
    assert scenario.tokens_ci95 == (
        math.floor(estimate.ci95_low * share),
        math.ceil(estimate.ci95_high * share),
    )
    low, high = scenario.tokens_ci95
    assert low <= scenario.tokens <= high
    result = window.store.result
    assert result is not None and result.probabilities is not None
    assert result.probabilities.tokens_ci95 == scenario.tokens_ci95


def test_changing_cleaning_loss_after_a_scan_updates_usable_tokens(
    qtbot, make_window, tmp_path
) -> None:
    folder, window, tab = window_with_documents(make_window, tmp_path, 4, 200)
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=120_000):
        tab.scan([folder])
    tokens = window.store.corpus_report.tokens_estimated
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=5_000):
        tab.options.loss_spin.setValue(50)
    assert window.store.corpus_report.usable_tokens == pytest.approx(tokens * 0.5)
    assert "50 %" in tab.results.totals["usable"].text()


def test_cancel_keeps_the_partial_result_on_screen(qtbot, make_window, tmp_path) -> None:
    folder = tmp_path / "big"
    write_documents(folder, files=400, words_per_file=6000)  # ~20 MB: far longer than the cancel
    window = make_window()
    tab = window.corpus_tab
    tab.options.budget_spin.setValue(0)  # read everything, so only the cancel can stop it
    tab.scan([folder])
    assert tab.is_scanning() and tab.cancel_button.isEnabled()
    with qtbot.waitSignal(
        tab.scans.task.sig_progress, timeout=120_000, check_params_cb=lambda p: p.files_done > 0
    ):
        pass
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=120_000):
        tab.cancel_button.click()
    qtbot.waitUntil(lambda: not tab.is_scanning(), timeout=60_000)
    report = window.store.corpus_report
    assert report.cancelled
    assert 0 < report.files_read < 400
    assert "cancelled" in tab.results.totals["status"].text()
    assert "Cancelled" in tab.progress_label.text()
    assert not tab.cancel_button.isEnabled()
    assert tab.use_button.isEnabled()  # the partial count may still be used


def test_a_bad_archive_size_is_marked_and_not_scanned(qtbot, make_window, tmp_path) -> None:
    folder, _window, tab = window_with_documents(make_window, tmp_path, 2, 50)
    tab.options.archive_edit.setText("two terabytes")
    tab.scan([folder])
    assert not tab.is_scanning()
    assert tab.options.archive_edit.property("invalid") is True
    assert "Not a size" in tab.options.archive_error.text()


def test_several_tokenizers_are_compared_side_by_side(qtbot, make_window, tmp_path) -> None:
    folder, window, tab = window_with_documents(make_window, tmp_path, 5, 300)
    for row in range(tab.options.tokenizer_list.count()):
        item = tab.options.tokenizer_list.item(row)
        if item.data(Qt.ItemDataRole.UserRole) == "gpt2":
            item.setCheckState(Qt.CheckState.Checked)
    assert tab.options.selected_tokenizers() == ["llama-3.1", "gpt2"]
    report = scan_and_wait(qtbot, window, folder)
    direct = scan_corpus(folder, ScanOptions(tokenizers=["gpt2"], workers=1))
    assert report.tokenizers["gpt2"].tokens_counted == direct.tokens_counted
    assert report.tokenizers["llama-3.1"].tokens_counted == report.tokens_counted
    bars = tab.results.bars
    assert bars is not None
    lengths = list(bars.opts["width"])  # bars on their side: a bar's length is its tokens
    assert lengths == [
        report.tokenizers["llama-3.1"].tokens_estimated,
        report.tokenizers["gpt2"].tokens_estimated,
    ]
    assert tab.results.chart.getPlotItem().titleLabel.text == "Tokens per tokenizer"


def test_progress_is_shown_while_scanning(qtbot, make_window, tmp_path) -> None:
    # ~3 MB: several progress reports
    folder, window, tab = window_with_documents(make_window, tmp_path, 120, 3000)
    tab.options.budget_spin.setValue(0)
    tab.scan([folder])
    shown: list[str] = []
    # connected after the tab's own slot, so it sees the label the tab just wrote
    tab.scans.task.sig_progress.connect(lambda _p: shown.append(tab.progress_label.text()))
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=120_000):
        pass
    assert any(" files · " in text and "tokens so far" in text for text in shown), shown
    assert tab.progress_bar.value() == 1000
    assert tab.progress_label.text() == "Done."
