"""The Corpus tab's result view on real scans: cancelled, sampled, skipped groups, several
tokenizers, sort arrows, the time-left wording and the hint before any scan."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QStyleOptionHeader
from test_corpus_tab import write_documents

from llmplan.corpus.progress import ScanProgress, ScanState
from llmplan.corpus.reasons import reason
from llmplan.corpus.report import (
    CorpusReport,
    NotedFile,
    SkippedFile,
    TokenizerStats,
    TypeStats,
)
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.gui.tabs.corpus_results import CorpusResultsView, arrow_for
from llmplan.presentation import formatting as fmt
from progress_reports import progress_at


def _rows(view: CorpusResultsView) -> dict[str, list[str]]:
    model = view.type_model
    return {
        model.item(r, 0).text(): [model.item(r, c).text() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    }


def _header(view: CorpusResultsView, column: int) -> str:
    return str(view.type_model.headerData(column, Qt.Orientation.Horizontal))


def _tokenizer(key: str, name: str, tokens: int) -> TokenizerStats:
    return TokenizerStats(
        id=key, name=name, vocab_size=50_000, tokens_counted=tokens, tokens_estimated=tokens,
        ci95_low=tokens, ci95_high=tokens, tokens_per_byte=0.25, tokens_per_word=1.3,
    )  # fmt: skip


def _odd_folder(root: Path) -> Path:
    """Documents plus files of odd extensions, as in a real export (abs-guide, amd64, b)."""
    folder = root / "mixed"
    write_documents(folder, files=60, words_per_file=400)
    for name in ("abs-guide.abs-guide", "kernel.amd64", "blob.b"):
        (folder / name).write_bytes(bytes(range(256)) * 40)
    return folder


def test_before_any_scan_a_hint_replaces_the_empty_chart(qtbot) -> None:
    view = CorpusResultsView()
    qtbot.addWidget(view)
    assert view.chart_stack.currentWidget() is view.hint
    assert "Drop a folder" in view.hint.text()


def test_a_cancelled_scan_shows_what_it_counted_per_real_type(qtbot, tmp_path) -> None:
    folder = _odd_folder(tmp_path)

    state: ScanState

    def stop_after_some(progress: ScanProgress) -> None:
        if progress.files_done >= 5:
            state.cancel()

    # every report reaches the callback (unthrottled): the cancel cannot come too late
    state = ScanState(on_progress=stop_after_some, max_reports_per_second=0)
    report = scan_corpus(folder, ScanOptions(tokenizers=["gpt2"], workers=1), state)
    assert report.cancelled and 0 < report.files_read < 60
    view = CorpusResultsView()
    qtbot.addWidget(view)
    view.show_report(report)
    rows = _rows(view)
    assert rows, "the counted types are shown"
    assert not any(key.lstrip(".") in ("abs-guide", "amd64", "b") for key in rows)
    counted = sum(row.tokens for row in report.by_type.values())
    shown = sum(
        float(view.type_model.item(r, 4).data(Qt.ItemDataRole.UserRole + 1))
        for r in range(view.type_model.rowCount())
    )
    assert shown == counted == report.tokens_counted > 0
    assert all(float(v.replace(",", "")) > 0 for v in [r[4].rstrip("kM") for r in rows.values()])
    assert _header(view, 4) == "Tokens counted so far"
    assert fmt.tokens(report.tokens_counted) in view.totals["tokens"].text()
    assert "so far" in view.totals["tokens"].text()


def test_a_sampled_scan_shows_folder_estimates_with_interval_and_what_was_read(
    qtbot, tmp_path
) -> None:
    folder = tmp_path / "docs"
    write_documents(folder, files=150, words_per_file=500)
    report = scan_corpus(folder, ScanOptions(tokenizers=["gpt2"], workers=1, sample_files=20))
    assert report.sampled and report.files_read < 150
    view = CorpusResultsView()
    qtbot.addWidget(view)
    view.show_report(report)
    assert _header(view, 4) == "Tokens (folder estimate)"
    html = report.by_type["html"]
    row = _rows(view)["HTML"]
    assert row[1] == f"{html.files_read} / {html.files}"
    assert row[4] == fmt.compact(html.tokens_estimated)
    assert html.tokens_estimated > html.tokens  # the whole folder, not the sample only
    assert row[5] == f"{fmt.compact(html.ci95_low)} – {fmt.compact(html.ci95_high)}"
    status = view.totals["status"].text()
    assert f"{report.files_read} of {report.files_total} files read" in status
    assert "sampled" in status


def test_skipped_files_are_grouped_by_reason_with_extensions_inside(qtbot) -> None:
    found = [(f"/a/f{i}.gz", reason("unsupported_type", extension=".gz")) for i in range(5)]
    found += [(f"/a/m{i}.c", reason("unsupported_type", extension=".c")) for i in range(3)]
    found += [("/a/x.png", reason("unsupported_type", extension=".png"))]
    found += [(f"/a/l{i}", reason("symlink_not_followed")) for i in range(2)]
    found += [("/a/bomb.docx", reason("zip_bomb_ratio", ratio=900))]
    skipped = [SkippedFile.of(path, why) for path, why in found]
    view = CorpusResultsView()
    qtbot.addWidget(view)
    view.show_report(CorpusReport(roots=[], primary_tokenizer="gpt2", skipped=skipped))
    tree = view.skipped_tree
    assert tree.topLevelItemCount() == 3
    first = tree.topLevelItem(0)
    assert (first.text(0), first.text(1)) == ("unsupported type", "9")
    assert [first.child(i).text(0) for i in range(first.childCount())] == [".gz", ".c", ".png"]
    assert first.child(0).text(1) == "5" and first.child(0).childCount() == 5
    assert tree.topLevelItem(1).text(0) == "symbolic link not followed"
    assert tree.topLevelItem(2).text(0) == "zip bomb"


def test_the_second_tokenizer_number_is_shown_beside_the_first(qtbot, tmp_path) -> None:
    folder = tmp_path / "docs"
    write_documents(folder, files=4, words_per_file=200)
    report = scan_corpus(folder, ScanOptions(tokenizers=["llama-3.1", "gpt2"], workers=1))
    view = CorpusResultsView()
    qtbot.addWidget(view)
    view.show_report(report)
    text = view.totals["tokens"].text()
    for row in report.tokenizers.values():
        assert f"{fmt.compact(row.tokens_estimated)} ({row.name})" in text


def test_the_sort_arrow_points_down_when_largest_first() -> None:
    # QHeaderView passes SortUp for a descending column; the arrow drawn must point down
    assert arrow_for(QStyleOptionHeader.SortIndicator.SortUp) == (
        QStyleOptionHeader.SortIndicator.SortDown
    )
    assert arrow_for(QStyleOptionHeader.SortIndicator.None_) == (
        QStyleOptionHeader.SortIndicator.None_
    )


@pytest.mark.parametrize(
    ("is_budget", "expected"), [(True, "left of the time budget"), (False, "(estimate)")]
)
def test_time_left_says_whether_it_is_the_budget_or_an_estimate(
    qtbot, make_window, is_budget: bool, expected: str
) -> None:
    window = make_window()
    progress = progress_at(3, eta_s=58.0, eta_is_budget=is_budget)
    window.corpus_tab._on_scan_progress(progress)
    assert expected in window.corpus_tab.progress_label.text()


def test_a_budgeted_scan_reports_its_time_left_as_the_budget(tmp_path) -> None:
    folder = tmp_path / "docs"
    write_documents(folder, files=3, words_per_file=50)
    seen: list[ScanProgress] = []
    state = ScanState(on_progress=seen.append)
    scan_corpus(folder, ScanOptions(tokenizers=["gpt2"], workers=1, budget_seconds=600), state)
    early = [p for p in seen if p.eta_s is not None and p.phase != "finishing"]
    assert early and early[0].eta_is_budget  # before a rate is known only the budget is


def test_reasons_types_and_tokenizer_names_are_german_in_german(qtbot) -> None:
    from llmplan.gui.i18n import install_language

    install_language("de")
    try:
        view = CorpusResultsView()
        qtbot.addWidget(view)
        view.show_report(
            CorpusReport(
                roots=[],
                primary_tokenizer="llama-3.1",
                skipped=[
                    SkippedFile.of("/a/x.gz2", reason("unsupported_type", extension=".gz2")),
                    SkippedFile.of("/a/l", reason("symlink_not_followed")),
                ],
                by_type={"(none)": TypeStats(files=1, files_read=1, tokens_estimated=5)},
                tokenizers={
                    "llama-3.1": _tokenizer("llama-3.1", "Llama 3.1 (128K vocabulary)", 5),
                    "gpt2": _tokenizer("gpt2", "GPT-2 (50K vocabulary)", 6),
                },
            )
        )
        reasons = {view.skipped_tree.topLevelItem(i).text(0) for i in range(2)}
        assert reasons == {"nicht unterstützter Typ", "symbolischer Link nicht verfolgt"}
        assert "(128K-Vokabular)" in view.totals["tokens"].text()
        assert "vocabulary" not in view.totals["tokens"].text()
        assert view.type_model.item(0, 0).text() == "(ohne Endung)"
        assert view.chart_stack.currentWidget() is view.chart
    finally:
        install_language("en")


def test_a_reason_saved_before_the_codes_is_shown_as_written(qtbot) -> None:
    view = CorpusResultsView()
    qtbot.addWidget(view)
    # as a scenario file saved before the codes holds it: the sentence alone
    saved = {"roots": [], "primary_tokenizer": "gpt2"}
    saved["skipped"] = [{"path": "/a/alt.doc", "reason": "legacy binary format"}]
    view.show_report(CorpusReport.model_validate(saved))
    assert view.skipped_tree.topLevelItem(0).text(0) == "legacy binary format"


def test_files_read_with_a_note_follow_the_skipped_groups_in_both_languages(qtbot) -> None:
    from llmplan.gui.i18n import install_language

    garbled = reason("text_garbled")
    report = CorpusReport(
        roots=[],
        primary_tokenizer="gpt2",
        skipped=[SkippedFile.of("/a/x.png", reason("unsupported_type", extension=".png"))],
        noted=[NotedFile.of("/a/urdu.pdf", garbled), NotedFile.of("/a/b/ru.pdf", garbled)],
    )
    headings = {}
    for language in ("en", "de"):
        install_language(language)
        try:
            view = CorpusResultsView()
            qtbot.addWidget(view)
            view.show_report(report)
            tree = view.skipped_tree
            assert tree.topLevelItemCount() == 2
            noted = tree.topLevelItem(1)
            assert noted.text(1) == "2"
            assert noted.child(0).text(0) == ".pdf" and noted.child(0).childCount() == 2
            headings[language] = noted.text(0)
        finally:
            install_language("en")
    assert headings["en"].startswith("read and counted, but its text looks garbled")
    assert headings["de"].startswith("gelesen und gezählt, aber der Text wirkt verstümmelt")
