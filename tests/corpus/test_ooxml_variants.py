"""OOXML variants read as their family (templates, macro-enabled, slide shows), and a deck's
text beside its slides: charts, SmartArt, speaker notes. Real files from Tika and POI."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from llmplan.corpus.extract import extract_text

DATA = Path(__file__).parent.parent / "data"


@pytest.mark.parametrize(
    ("name", "family"),
    [
        ("testDOTM.dotm", "docx"),
        ("testWORD_template.dotx", "docx"),
        ("testEXCEL_macro_enabled_template.xltm", "xlsx"),
        ("testPPT.ppsm", "pptx"),
    ],
)
def test_templates_and_slide_shows_read_as_their_family(
    tmp_path: Path, name: str, family: str
) -> None:
    path = DATA / "templates" / name
    result = extract_text(path)
    assert result.kind == family
    # the same package under its family's usual extension gives the same text
    as_family = tmp_path / f"same.{family}"
    shutil.copyfile(path, as_family)
    assert result.text == extract_text(as_family).text
    assert len(result.text.split()) >= 3


def test_a_chart_deck_gives_the_charts_text() -> None:
    # Tika's testPPT_charts.pptx: one slide holding only a chart (Tika asserts "peach" and
    # "March\tApril" in its text)
    text = extract_text(DATA / "pptx_parts" / "testPPT_charts.pptx").text
    assert "wants a peach" in text.splitlines()
    assert "January\tFebruary\tMarch\tApril\tMay\tJune\tJuly\tAugust" in text.splitlines()
    assert "chartSpace" not in text


def test_smartart_text_is_read() -> None:
    # Tika's testPPT_diagramData.pptx: an organisation chart drawn as SmartArt
    lines = extract_text(DATA / "pptx_parts" / "testPPT_diagramData.pptx").text.splitlines()
    for box in ("President", "VP – HR", "Manager 1", "VP - Marketing"):
        assert box in lines


def test_speaker_notes_are_read_without_the_notes_page_furniture() -> None:
    # POI's SampleShow.pptx: notes on both slides; notes pages also carry the slide number
    lines = extract_text(DATA / "pptx_parts" / "SampleShow.pptx").text.splitlines()
    assert "I am the notes of the first slide" in lines
    assert "These are the notes of the 2nd slide" in lines
    assert "THIS LINE IS BOLD" in lines
    assert not any(line.strip().isdigit() for line in lines)  # no slide numbers
