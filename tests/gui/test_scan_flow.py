"""The Corpus tab's scan as a buyer meets it (issue 32): it says when it loads tokenizers,
a cancelled rescan keeps the earlier complete result, one figure per quantity, counts as
whole numbers and plurals in both languages."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit

from llmplan.corpus import executor
from llmplan.gui.settings import Preferences
from llmplan.presentation import formatting as fmt
from llmplan.resources import resource_path
from office_text import office_text

pytestmark = pytest.mark.usefixtures("no_leaked_threads")


def write_notes(folder: Path, files: int, words: int) -> Path:
    import random

    rng = random.Random(7)
    folder.mkdir(parents=True, exist_ok=True)
    for index in range(files):
        (folder / f"notiz_{index}.txt").write_text(office_text(rng, words), encoding="utf-8")
    return folder


def write_pdf(path: Path, pages: list[str]) -> None:
    """Pages of text (a paragraph) or a scan (a picture, no text layer)."""
    from PIL import Image
    from reportlab.lib.utils import ImageReader
    from reportlab.pdfgen import canvas

    picture = ImageReader(Image.new("RGB", (120, 160), "white"))
    sheet = canvas.Canvas(str(path))
    for page in pages:
        if page == "text":
            for line in range(20):
                sheet.drawString(72, 720 - 16 * line, "Die Prüfung der Maßnahmen ergab nichts.")
        else:
            sheet.drawImage(picture, 72, 72, 300, 400)
        sheet.showPage()
    sheet.save()


def tick(tab, *ids: str) -> None:  # type: ignore[no-untyped-def]
    listing = tab.options.tokenizer_list
    for row in range(listing.count()):
        item = listing.item(row)
        if item.data(Qt.ItemDataRole.UserRole) in ids:
            item.setCheckState(Qt.CheckState.Checked)


def record_progress_lines(tab) -> list[str]:  # type: ignore[no-untyped-def]
    """The progress line after each report (the slot the next scan connects)."""
    lines: list[str] = []
    original = tab.scans._on_progress

    def recorded(progress):  # type: ignore[no-untyped-def]
        original(progress)
        lines.append(tab.progress_label.text())

    tab.scans._on_progress = recorded
    return lines


def scan_to_end(qtbot, tab, folder: Path) -> None:  # type: ignore[no-untyped-def]
    tab.scan([folder])
    qtbot.waitUntil(lambda: not tab.is_scanning(), timeout=120_000)


def test_loading_three_tokenizers_is_said_with_its_progress(qtbot, make_window, tmp_path) -> None:
    folder = write_notes(tmp_path / "docs", 5, 200)
    window = make_window()
    tab = window.corpus_tab
    tick(tab, "gpt2", "qwen3")
    assert tab.options.selected_tokenizers() == ["llama-3.1", "qwen3", "gpt2"]
    lines = record_progress_lines(tab)
    scan_to_end(qtbot, tab, folder)
    assert "Loading tokenizers: 1 of 3 — Llama 3.1 (128K vocabulary) …" in lines
    assert "Loading tokenizers: 3 of 3 — GPT-2 (50K vocabulary) …" in lines
    assert "Tokenizers loaded (3 tokenizers)." in lines
    # never the reading line before a file was read ("0 files · 0 tokens" for minutes)
    assert not any(line.startswith("0 files") for line in lines)
    assert window.store.corpus_report.files_read == 5


def test_a_cancelled_rescan_keeps_the_earlier_complete_result(qtbot, make_window, tmp_path) -> None:
    folder = write_notes(tmp_path / "docs", 6, 200)
    window = make_window()
    tab = window.corpus_tab
    scan_to_end(qtbot, tab, folder)
    earlier = window.store.corpus_report
    shown = tab.results.totals["tokens"].text()
    assert not earlier.cancelled and earlier.files_read == 6
    assert not tab.convergence.plot.isHidden()
    tab.scan([folder])  # the rescan, cancelled at once
    # no point of its own yet: no plot (the earlier scan's band stood under "appears here")
    assert tab.convergence.plot.isHidden()
    tab.cancel_scan()
    qtbot.waitUntil(lambda: not tab.is_scanning(), timeout=120_000)
    assert window.store.corpus_report is earlier  # not "0 of 0 files"
    assert tab.results.totals["tokens"].text() == shown
    assert not tab.earlier_label.isHidden()
    assert tab.earlier_label.text().startswith("Earlier result: the scan of docs from ")
    assert tab.progress_label.text() == "Cancelled — the earlier complete result stays on screen."
    assert tab.use_button.isEnabled()
    scan_to_end(qtbot, tab, folder)  # a scan that ends: its own result, unmarked
    assert window.store.corpus_report is not earlier and tab.earlier_label.isHidden()


def test_a_cancelled_rescan_offers_its_partial_result(qtbot, make_window, tmp_path) -> None:
    window = make_window()
    tab = window.corpus_tab
    tab.options.budget_spin.setValue(0)  # read everything: only the cancel stops the rescan
    scan_to_end(qtbot, tab, write_notes(tmp_path / "small", 3, 100))
    earlier = window.store.corpus_report
    big = write_notes(tmp_path / "big", 300, 3000)
    tab.scan([big])
    with qtbot.waitSignal(
        tab.scans.task.sig_progress, timeout=120_000, check_params_cb=lambda p: p.files_done > 0
    ):
        pass
    tab.cancel_scan()
    qtbot.waitUntil(lambda: not tab.is_scanning(), timeout=120_000)
    assert window.store.corpus_report is earlier and not tab.partial_button.isHidden()
    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=5_000):
        tab.partial_button.click()
    partial = window.store.corpus_report
    assert partial.cancelled and 0 < partial.files_read < 300
    assert tab.earlier_label.isHidden() and tab.partial_button.isHidden()


def test_the_chart_and_the_totals_give_one_figure(qtbot, make_window, tmp_path) -> None:
    """A complete scan whose count includes the scanned pages' estimate: the chart's caption
    showed the counted tokens ("Exact count: 674 k") beside the totals' 675 k."""
    folder = tmp_path / "akten"
    folder.mkdir()
    write_pdf(folder / "bericht.pdf", ["text", "text"])
    write_pdf(folder / "scan.pdf", ["image"] * 3)
    window = make_window()
    tab = window.corpus_tab
    tab.options.ocr_check.setChecked(True)
    scan_to_end(qtbot, tab, folder)
    report = window.store.corpus_report
    assert report.needs_ocr.included and report.tokens_estimated > report.tokens_counted
    figure = tab.results.totals["tokens"].text()
    assert figure.startswith(fmt.tokens(report.tokens_estimated))
    assert tab.convergence.caption.text().endswith(figure)
    assert tab.results.total_captions["tokens"].text() == "Tokens (counted + scanned pages):"


def test_counts_are_whole_and_one_example_is_singular(qtbot, make_window, settings) -> None:  # type: ignore[no-untyped-def]
    """The bundled sample folder: one quality example, "1 Beispiel" in German; pages
    equivalent a whole number; trainable tokens into the plan as a whole number."""
    settings.set_preferences(Preferences(language="de"))
    window = make_window()
    tab = window.corpus_tab
    tab.options.loss_spin.setValue(30)
    scan_to_end(qtbot, tab, resource_path("sample_corpus"))
    examples = tab.results.cleaning.examples
    titles = [examples.topLevelItem(i).text(0) for i in range(examples.topLevelItemCount())]
    assert "Qualitätsregeln (1 Beispiel)" in titles  # was "(1 Beispiele)"
    assert "," not in tab.results.totals["pages"].text()  # was "8,0"
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=10_000):
        tab.use_button.click()
    tokens = window.store.scenario.tokens
    assert tokens == round(tokens) > 0
    field = window.findChild(QLineEdit, "field_tokens")
    assert "," not in field.text()


def test_the_tokens_field_shows_a_whole_number(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    window.store.update(tokens=386_804.51)
    assert window.findChild(QLineEdit, "field_tokens").text() == "386,805"  # not 386,804.51


def test_a_new_tokenizer_choice_starts_its_readers_ahead(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    tab = window.corpus_tab
    try:
        tab.prestart_workers()  # as the app does once its window shows
        tick(tab, "gpt2")
        qtbot.waitUntil(
            lambda: (
                executor._kept is not None
                and executor._kept[0].settings.tokenizer_ids == ("llama-3.1", "gpt2")
            ),
            timeout=10_000,
        )
    finally:
        executor.release_workers()
        # the tokenizers load in this process too, in the background: let them finish
        qtbot.waitUntil(
            lambda: (
                not any(
                    getattr(thread, "_target", None) is executor._load_tokenizers
                    for thread in threading.enumerate()
                )
            ),
            timeout=120_000,
        )
