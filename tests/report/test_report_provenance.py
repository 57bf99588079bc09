"""The report exported from the window after a sampled scan of a large folder: where the
tokens come from, every figure in a human unit, no raw program values; title, author, date;
candidates explained; headings kept with their charts."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMainWindow

from llmplan.core.scenario import Hardware, Scenario
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.gui.export_actions import export_with_dialog, install_export_actions
from llmplan.gui.store import ScenarioStore
from office_text import office_text
from pdf_pages import pdf_pages


class Window(QMainWindow):
    def __init__(self, store: ScenarioStore) -> None:
        super().__init__()
        self.store = store
        self.export_menu = self.menuBar().addMenu("Export")


@pytest.fixture(scope="module")
def large_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """1,250 documents of four kinds plus files the scan must skip."""
    root = tmp_path_factory.mktemp("archive")
    rng = random.Random(7)
    for index in range(1200):
        text = office_text(rng, rng.randint(100, 1200))
        name, body = [
            (f"seite_{index}.html", f"<html><body><p>{text}</p></body></html>"),
            (f"notiz_{index}.txt", text),
            (f"skript_{index}.py", "# " + text),
            (f"server_{index}.log", text),
        ][index % 4]
        (root / name).write_text(body, encoding="utf-8")
    for index in range(40):
        (root / f"bild_{index}.png").write_bytes(bytes(range(256)) * 8)
    for index in range(10):
        (root / f"alt_{index}.doc").write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(600))
    return root


def test_exported_report_holds_the_provenance_and_no_raw_values(
    qtbot, large_folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = scan_corpus(
        large_folder,
        ScanOptions(
            tokenizers=["llama-3.1", "gpt2"],
            sample_files=120,
            workers=1,
            total_bytes=2 * 10**12,
            cleaning_loss=0.4,
        ),
    )
    assert report.sampled and report.files_read < report.files_total
    scenario = Scenario(
        name="Archiv-Pilot Müller GmbH",
        author="A. Berater",
        tokens=report.archive["llama-3.1"].tokens_estimated * 0.6,
        hardware=Hardware(server="8x-h200-nvl"),
        candidates=[Hardware(gpu="rtx-4090", count=1), Hardware(server="hgx-8x-h100")],
    )
    store = ScenarioStore(scenario)
    store.set_corpus_report(report)  # what the Corpus tab does when its scan finishes
    window = Window(store)
    qtbot.addWidget(window)
    install_export_actions(window)
    target = tmp_path / "plan.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    assert export_with_dialog(window, "pdf", "PDF (*.pdf)") == [target]

    pages = pdf_pages(target)
    text = "\n".join(pages)
    flat = " ".join(text.split())
    # title, author and date
    assert pages[0].lstrip().startswith("Archiv-Pilot Müller GmbH")
    assert "Prepared by A. Berater" in flat
    # where the tokens come from
    assert "Where the training tokens come from" in flat
    assert f"{report.files_read:,} of {report.files_total:,}" in flat
    assert "random sample of" in flat and "by file type and size" in flat
    assert "95 % interval" in flat
    assert "Whole archive" in flat and "2.00 TB" in flat
    assert "Cleaning loss (assumed) 40 %" in flat
    # the measured cleaning steps, each with its share, then the trainable tokens
    assert "Exact duplicates −" in flat and "Quality rules −" in flat
    assert "Trainable tokens (measured)" in flat
    assert "Duplicates" in flat
    assert "unsupported type: 40 (.png 40)" in flat
    assert "corrupt OLE file" in flat  # the damaged .doc files, read and skipped with why
    assert "Source code" in flat and "Logs" in flat  # per real type, not raw extensions
    # nothing printed the way a program stores it
    for raw in ("None", "bool", " T FLOP", "True", "False"):
        assert raw not in text, raw
    assert not re.search(r"\b[a-z]+_[a-z_]+ =", text), re.findall(r"\b[a-z]+_[a-z_]+ =", text)
    assert not re.search(r"\d\.\d{3} s\b", text)  # raw seconds such as "48.216 s"
    assert "× 10" in flat and "FLOP" in flat  # compute in scientific notation
    # candidates' figures are explained too
    assert "How the figures of 1x NVIDIA GeForce RTX 4090 24 GB are computed" in flat


def test_each_chart_heading_shares_its_page_with_the_chart(qtbot, large_folder: Path) -> None:
    from llmplan.core.plan import plan_candidates
    from llmplan.report.pdf import build_document

    report = scan_corpus(large_folder, ScanOptions(tokenizers=["gpt2"], sample_files=60, workers=1))
    scenario = Scenario(
        hardware=Hardware(server="8x-h200-nvl"),
        candidates=[Hardware(gpu="rtx-4090", count=1), Hardware(server="hgx-8x-h100")],
    )
    document = build_document(scenario, plan_candidates(scenario), report)
    layout, page = document.documentLayout(), document.pageSize().height()
    block = document.begin()
    checked = 0
    while block.isValid():
        if block.blockFormat().headingLevel() == 2:
            following = block.next()
            while following.isValid() and "\ufffc" not in following.text():
                if following.blockFormat().headingLevel():
                    break
                following = following.next()
            if following.isValid() and "\ufffc" in following.text():
                top = layout.blockBoundingRect(block).top()
                bottom = layout.blockBoundingRect(following).bottom()
                assert int(top // page) == int((bottom - 1) // page), block.text()
                checked += 1
        block = block.next()
    assert checked == 2  # memory fit and timeline
    # no page is left almost empty by a moved heading: each page ended early is 40 % full
    from PySide6.QtGui import QTextBlockFormat

    block = document.begin()
    while block.isValid():
        policy = block.blockFormat().pageBreakPolicy()
        if policy & QTextBlockFormat.PageBreakFlag.PageBreak_AlwaysBefore:
            previous = block.previous()
            filled = layout.blockBoundingRect(previous).bottom() % page / page
            assert filled >= 0.4, (block.text(), filled)
        block = block.next()


def test_report_title_and_author_are_edited_in_a_dialog(qtbot) -> None:
    from llmplan.gui.report_details import ReportDetailsDialog

    store = ScenarioStore(Scenario())
    dialog = ReportDetailsDialog(store)
    qtbot.addWidget(dialog)
    dialog.name_edit.setText("Pilot Rechtsabteilung")
    dialog.author_edit.setText("J. Schmidt")
    dialog.accept()
    assert (store.scenario.name, store.scenario.author) == ("Pilot Rechtsabteilung", "J. Schmidt")
