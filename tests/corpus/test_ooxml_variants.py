"""OOXML variants read as their family (templates, macro-enabled, slide shows), and a deck's
text beside its slides: charts, SmartArt, speaker notes. Real files from Tika and POI."""

from __future__ import annotations

import re
import shutil
import zipfile
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


def _moved_parts(source: Path, target: Path, moves: dict[str, str]) -> None:
    """The package at `source` with parts moved within their folder (`moves`: old -> new
    file name), its relationships and content types saying so, as other writers name them."""
    names = {re.compile(rf'(?<=[/"]){re.escape(old)}(?=")'): new for old, new in moves.items()}
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(target, "w") as new:
        for info in old.infolist():
            data = old.read(info.filename)
            folder, _, name = info.filename.rpartition("/")
            base = name.removesuffix(".rels")
            if base in moves:
                name = moves[base] + name[len(base) :]
            if info.filename.endswith(".rels") or info.filename == "[Content_Types].xml":
                text = data.decode("utf-8")
                for pattern, replacement in names.items():
                    text = pattern.sub(replacement, text)
                data = text.encode("utf-8")
            new.writestr(f"{folder}/{name}" if folder else name, data)


@pytest.mark.parametrize(
    ("source", "moves"),
    [
        ("sniffing/testWORD.docx", {"document.xml": "document2.xml"}),
        ("sniffing/testEXCEL.xlsx", {"sheet1.xml": "Tabelle1.xml", "workbook.xml": "book.xml"}),
        ("pptx_parts/SampleShow.pptx", {"slide1.xml": "intro.xml", "slide2.xml": "second.xml"}),
    ],
)
def test_parts_at_other_paths_are_found_by_the_relationships(
    tmp_path: Path, source: str, moves: dict[str, str]
) -> None:
    path = DATA / source
    moved = tmp_path / f"moved{path.suffix}"
    _moved_parts(path, moved, moves)
    with zipfile.ZipFile(moved) as archive:
        assert not set(moves) & {n.rpartition("/")[2] for n in archive.namelist()}
    assert extract_text(moved).text == extract_text(path).text
