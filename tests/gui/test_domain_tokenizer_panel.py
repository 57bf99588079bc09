"""The Corpus tab's domain-tokenizer button: a real scan, a real training run off the GUI
thread, the result in words, the saved file usable as a scan tokenizer, the too-small
message, cancel; and the scan's document lengths reaching the plan through "Use in plan"."""

from __future__ import annotations

import sysconfig
from pathlib import Path

import pytest

from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.presentation import formatting as fmt

pytestmark = pytest.mark.usefixtures("no_leaked_threads")

PACKAGE = Path(sysconfig.get_paths()["stdlib"]) / "email"  # a real folder of one domain


def _scanned_window(qtbot, make_window, folder: Path):  # type: ignore[no-untyped-def]
    window = make_window()
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=120_000):
        window.corpus_tab.scan([folder])
    return window, window.corpus_tab.domain_tokenizer


def test_train_button_trains_off_the_gui_thread_and_shows_the_comparison(
    qtbot, make_window, tmp_path: Path
) -> None:
    window, panel = _scanned_window(qtbot, make_window, PACKAGE)
    panel.out_dir = tmp_path / "tok"
    panel.vocab_spin.setValue(2000)
    assert panel.train_button.isEnabled() and not panel.cancel_button.isEnabled()
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=120_000):
        panel.train_button.click()
        assert panel.is_training() and panel.cancel_button.isEnabled()  # the GUI is free
    qtbot.waitUntil(lambda: not panel.is_training(), timeout=10_000)
    stats = window.store.corpus_report.domain_tokenizer
    assert stats is not None and stats.vocab_size == 2000
    assert Path(stats.path) == tmp_path / "tok" / "tokenizer.json"
    assert stats.model_tokenizer == window.store.corpus_report.primary_tokenizer
    text = panel.result_label.text()
    assert fmt.number(stats.tokens_per_word, 2) in text and "1.4" in text
    assert stats.path in text
    # the saved tokenizer is a scan tokenizer
    again = scan_corpus(PACKAGE, ScanOptions(tokenizers=[stats.path], workers=1))
    assert again.tokens_counted == stats.tokens


def test_too_small_a_sample_is_one_message_and_the_scan_stays(
    qtbot, make_window, tmp_path: Path
) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "brief.txt").write_text("Vielen Dank für Ihre Anfrage zum Angebot. " * 30, "utf-8")
    window, panel = _scanned_window(qtbot, make_window, folder)
    report = window.store.corpus_report
    panel.out_dir = tmp_path / "tok"
    panel.train_button.click()  # 32,000 by default
    qtbot.waitUntil(lambda: not panel.is_training(), timeout=60_000)
    assert panel.result_label.text() == (
        "The sample holds 7 distinct words; a 32,000-token vocabulary needs more text — scan "
        "more files or ask for a smaller vocabulary."
    )
    assert window.store.corpus_report is report  # nothing lost
    assert not (tmp_path / "tok").exists() and panel.train_button.isEnabled()


def test_cancel_saves_nothing(qtbot, make_window, tmp_path: Path) -> None:
    window, panel = _scanned_window(qtbot, make_window, PACKAGE)
    panel.out_dir = tmp_path / "tok"
    panel.train_button.click()
    panel.cancel_button.click()
    qtbot.waitUntil(lambda: not panel.is_training(), timeout=60_000)
    assert panel.result_label.text() == "Cancelled — no tokenizer was saved."
    assert window.store.corpus_report.domain_tokenizer is None
    assert not (tmp_path / "tok" / "tokenizer.json").exists()


def test_use_in_plan_carries_the_document_lengths_into_the_trained_tokens(
    qtbot, make_window
) -> None:
    window, _panel = _scanned_window(qtbot, make_window, PACKAGE)
    report = window.store.corpus_report
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=10_000):
        window.corpus_tab.use_button.click()
    lengths = window.store.scenario.document_lengths
    assert lengths is not None and lengths.documents == report.files_read
    assert lengths.tokens == report.tokens_counted
    form = window.model_tab.training
    chain = window.store.result.token_chain
    # packed by default: one separator per document, nothing else
    assert chain.separator_share == pytest.approx(report.files_read / report.tokens_counted)
    assert chain.trained_tokens == pytest.approx(
        window.store.scenario.tokens * (1 + chain.separator_share)
    )
    assert fmt.tokens(chain.trained_tokens) in form.trained_tokens.text()
    # the training form's fields move the plan: unpacked, with a fifth general text
    flops = window.store.result.time.flops
    form.packing.setChecked(False)
    assert form.replay_fraction.set_text("20") is None  # percent, as the field shows it
    unpacked = window.store.result.token_chain
    assert unpacked.padding_overhead > 1 and unpacked.replay_fraction == pytest.approx(0.2)
    ratio = unpacked.trained_tokens / chain.trained_tokens
    assert window.store.result.time.flops / flops == pytest.approx(ratio, rel=1e-9)


def test_folders_that_are_gone_are_named_in_german(
    qtbot, make_window, settings, corpus_report, tmp_path: Path
) -> None:
    """A scan of a folder that is gone, and a training on a report whose folder is gone, say
    which one, in the window's language."""
    from llmplan.gui.settings import Preferences

    settings.set_preferences(Preferences(language="de"))
    window = make_window(restore_last=False)
    gone = tmp_path / "weg"
    window.corpus_tab.scan([gone])
    assert window.corpus_tab.progress_label.text() == f"Nicht gefunden: {gone}"
    assert not window.corpus_tab.is_scanning()
    window.store.set_corpus_report(corpus_report)  # scanned from "archive", not here
    panel = window.corpus_tab.domain_tokenizer
    panel.train()
    assert panel.result_label.text() == "Nicht gefunden: archive"
    assert not panel.is_training()
