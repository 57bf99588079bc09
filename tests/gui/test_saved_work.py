"""Saved work: the corpus scan saved with the scenario, the quit prompt, file modes, drops."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_corpus_tab import write_documents

from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.scenario_file import load_scenario_file, save_scenario

pytestmark = pytest.mark.usefixtures("no_leaked_threads")


@pytest.fixture
def corpus_report(tmp_path: Path):
    folder = tmp_path / "docs"
    write_documents(folder, files=6, words_per_file=300)
    return scan_corpus(folder, ScanOptions(tokenizers=["gpt2"], workers=1))


@pytest.fixture
def umask_022():
    previous = os.umask(0o022)
    yield
    os.umask(previous)


def test_the_corpus_summary_is_saved_and_reopens_marked_with_its_date(
    qtbot, make_window, tmp_path, corpus_report
) -> None:
    window = make_window()
    window.store.set_corpus_report(corpus_report)
    target = tmp_path / "plan.json"
    assert window.save_scenario(target)
    data = json.loads(target.read_text(encoding="utf-8"))
    saved = data["corpus"]
    assert saved["tokens_counted"] == corpus_report.tokens_counted
    assert saved["scanned_at"]  # when the scan ran
    assert "Rechnung" not in target.read_text(encoding="utf-8")  # never the documents' text

    reopened = make_window(restore_last=False)
    assert reopened.open_scenario(target)
    assert reopened.store.corpus_report == corpus_report
    label = reopened.corpus_tab.progress_label.text()
    assert "scanned" in label and "No scan yet" not in label
    assert reopened.corpus_tab.use_button.isEnabled()
    assert not reopened.has_unsaved_changes()


def test_a_scenario_file_without_corpus_still_loads_and_plan_ignores_the_corpus(
    tmp_path, corpus_report
) -> None:
    from llmplan.commands.plan import compute_plan

    target = tmp_path / "plan.json"
    from llmplan.core.scenario import Scenario

    save_scenario(Scenario(), target, corpus_report)
    assert compute_plan(str(target)).time.flops > 0
    save_scenario(Scenario(), target)
    assert load_scenario_file(target).corpus is None


def test_saved_scenarios_and_reports_respect_the_umask(tmp_path, umask_022, corpus_report) -> None:
    from llmplan.charts.application import ensure_application as ensure_app
    from llmplan.core.plan import plan_candidates
    from llmplan.core.scenario import Scenario
    from llmplan.report.export import export_report

    scenario = Scenario()
    save_scenario(scenario, tmp_path / "plan.json", corpus_report)
    assert stat.S_IMODE((tmp_path / "plan.json").stat().st_mode) == 0o644
    ensure_app()
    export_report(scenario, plan_candidates(scenario), corpus_report, tmp_path / "r.pdf", "pdf")
    assert stat.S_IMODE((tmp_path / "r.pdf").stat().st_mode) == 0o644


def test_quitting_with_unsaved_changes_asks_and_cancel_keeps_the_window(
    qtbot, make_window, save_prompts, tmp_path
) -> None:
    window = make_window(restore_last=False)
    assert window.close()  # nothing changed: no question
    assert save_prompts.asked == []
    window.store.update(micro_batch=2)
    save_prompts.answer = QMessageBox.StandardButton.Cancel
    assert not window.close()  # Cancel: the window stays
    assert len(save_prompts.asked) == 1
    save_prompts.answer = QMessageBox.StandardButton.Discard
    assert window.close()


def test_save_in_the_quit_question_saves_to_the_open_file(
    qtbot, make_window, save_prompts, tmp_path
) -> None:
    window = make_window(restore_last=False)
    target = tmp_path / "plan.json"
    assert window.save_scenario(target)
    window.store.update(micro_batch=3)
    save_prompts.answer = QMessageBox.StandardButton.Save
    assert window.close()
    assert load_scenario_file(target).scenario.micro_batch == 3
    # the autosave is still written on every close
    assert json.loads(window._autosave_path().read_text(encoding="utf-8"))["micro_batch"] == 3


def test_discard_in_the_quit_question_discards(qtbot, make_window, save_prompts, tmp_path) -> None:
    """Issue 32, finding 5: "Discard" on quit did not discard — the autosave brought the
    changes back at the next start. After Discard the next start opens the saved file as it
    is on disk, and an untitled scenario starts afresh."""
    window = make_window()
    target = tmp_path / "plan.json"
    window.store.update(micro_batch=2)
    assert window.save_scenario(target)
    window.store.update(micro_batch=5, epochs=3.0)
    save_prompts.answer = QMessageBox.StandardButton.Discard
    assert window.close()
    assert not window._autosave_path().exists()
    reopened = make_window()
    assert reopened.path == target.resolve() or reopened.path == target
    assert reopened.store.scenario.micro_batch == 2 and reopened.store.scenario.epochs == 1.0
    assert not reopened.has_unsaved_changes()

    reopened.store.update(micro_batch=7)  # Save keeps what is on screen, as before
    save_prompts.answer = QMessageBox.StandardButton.Save
    assert reopened.close()
    assert make_window().store.scenario.micro_batch == 7

    fresh = make_window(restore_last=False)
    fresh._on_new()
    fresh.store.update(micro_batch=9)
    save_prompts.answer = QMessageBox.StandardButton.Discard
    assert fresh.close()
    assert make_window().store.scenario.micro_batch != 9


def test_drops_are_accepted_as_copy_never_move_and_the_area_lights_up(
    qtbot, make_window, tmp_path, drag
) -> None:
    folder = tmp_path / "docs"
    write_documents(folder, files=2, words_per_file=20)
    window = make_window(restore_last=False)
    tab = window.corpus_tab
    # a file manager proposing Move (its default for a plain drag) is answered with Copy
    offered = drag([folder], Qt.DropAction.MoveAction | Qt.DropAction.CopyAction)
    event = offered.enter(tab)
    assert event.isAccepted()
    assert event.dropAction() == Qt.DropAction.CopyAction
    assert tab.drop_area.property("active") == "true"
    tab.dragLeaveEvent(None)  # type: ignore[arg-type]
    assert tab.drop_area.property("active") == "false"
    # a source that offers only Move is refused: nothing may be moved away
    only_move = drag([folder], Qt.DropAction.MoveAction).enter(tab)
    assert not only_move.isAccepted()

    with qtbot.waitSignal(window.store.sig_corpus_changed, timeout=120_000):
        drop = offered.drop(tab, proposed=Qt.DropAction.MoveAction)
    assert drop.dropAction() == Qt.DropAction.CopyAction
    qtbot.waitUntil(lambda: not tab.is_scanning(), timeout=60_000)
    assert (folder / "note_1.txt").exists()


def test_model_tab_drop_is_a_copy_too(qtbot, make_window, tmp_path, drag) -> None:
    config = tmp_path / "config.json"
    config.write_text("{}", encoding="utf-8")
    window = make_window(restore_last=False)
    event = drag([config], Qt.DropAction.MoveAction | Qt.DropAction.CopyAction).enter(
        window.model_tab
    )
    assert event.isAccepted() and event.dropAction() == Qt.DropAction.CopyAction
