"""`llmplan gui --screenshots DIR` renders every tab in both languages; no display -> plan."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from llmplan.cli import main
from llmplan.gui.app import TAB_KEYS


def test_screenshots_of_every_tab_in_english_and_german(qtbot, tmp_path, capsys) -> None:
    out = tmp_path / "shots"
    assert main(["gui", "--screenshots", str(out)]) == 0
    printed = capsys.readouterr().out.split()
    expected = {f"{key}_{language}.png" for key in TAB_KEYS for language in ("en", "de")}
    states = {
        f"corpus_{state}_{language}.png"
        for state in ("cancelled", "sampled")
        for language in ("en", "de")
    }
    written = {p.name for p in out.iterdir()}
    assert expected | states <= written
    report_pages = {name for name in written if name.startswith("report_page")}
    assert {"report_page1_en.png", "report_page2_en.png", "report_page1_de.png"} <= report_pages
    skipped = {"corpus_skipped_en.png", "corpus_skipped_de.png"}
    assert written == expected | states | report_pages | skipped
    assert len(printed) == len(written)
    for name in expected | states:
        image = QImage(str(out / name))
        assert image.width() >= 1000 and image.height() >= 700
    # the two languages render different text, so the images differ
    english = QImage(str(out / "model_en.png"))
    german = QImage(str(out / "model_de.png"))
    assert english != german


def test_bare_llmplan_without_a_display_prints_the_example_plan(monkeypatch, capsys) -> None:
    from llmplan.commands import gui

    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.setattr(gui.sys, "platform", "linux")
    assert main([]) == 0
    captured = capsys.readouterr()
    assert "no display found" in captured.err
    assert "Llama 3.1 8B" in captured.out  # the bundled example scenario's plan


def test_screenshots_into_an_unwritable_place_is_a_user_error(tmp_path, capsys) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert main(["gui", "--screenshots", str(blocker / "shots")]) == 2
    assert "cannot create" in capsys.readouterr().err


@pytest.fixture(autouse=True)
def _english_afterwards(qapp):  # the screenshot run ends in German
    yield
    from llmplan.gui.i18n import install_language

    install_language("en")
