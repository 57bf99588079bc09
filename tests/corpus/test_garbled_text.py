"""A PDF whose font maps its letters to CJK or Hangul is read, counted and noted "text looks
garbled"; real Chinese, Japanese and Korean are not (issue 34, defect 9).

The PDFs are made by `tests/data/garbled/make_pdfs.py` from real sentences (its docstring
says how): no public PDF with a broken map of this kind was at hand."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from llmplan.cli import main
from llmplan.corpus.extract import extract_text
from llmplan.corpus.extract.garbled import looks_garbled
from llmplan.corpus.reasons import english, reason
from llmplan.corpus.tokenizers import load_tokenizer

DATA = Path(__file__).parent.parent / "data"
GARBLED = DATA / "garbled"
NOTE = reason("text_garbled")


@pytest.mark.parametrize("name", ["cyrillic_as_hangul.pdf", "urdu_as_cjk.pdf"])
def test_a_pdf_whose_font_maps_letters_to_cjk_is_read_with_a_note(name: str) -> None:
    found = extract_text(GARBLED / name)
    assert found.notes == (NOTE,)
    # read whole: both pages, the garbled one and the English one
    assert found.pages == 2
    assert "the" in found.text.split()
    assert sum(1 for ch in found.text if ord(ch) >= 0x3400) > 500


@pytest.mark.parametrize("name", ["chinese.pdf", "japanese.pdf", "korean.pdf"])
def test_a_real_cjk_pdf_gets_no_note(name: str) -> None:
    found = extract_text(GARBLED / name)
    assert sum(1 for ch in found.text if ord(ch) >= 0x3040) > 500  # it is CJK text
    assert found.notes == ()


@pytest.mark.parametrize(
    "path",
    [DATA / "language_id" / "zh.txt", GARBLED / "ja.txt", GARBLED / "ko.txt", GARBLED / "ur.txt"],
)
@pytest.mark.parametrize("width", [300, 600, 1_500])
def test_no_window_of_real_text_looks_garbled(path: Path, width: int) -> None:
    # every stretch of real Chinese, Japanese, Korean or Urdu sentences, at page-like lengths
    text = " ".join(path.read_text(encoding="utf-8").split())
    windows = [text[start : start + width] for start in range(0, len(text) - width, width // 2)]
    assert len(windows) > 5
    assert not any(looks_garbled(window) for window in windows)


def test_private_use_characters_look_garbled() -> None:
    # glyphs a font maps to its Private Use Area (symbol fonts, unmapped subsets)
    words = ["".join(chr(0xE000 + (i * 7 + j) % 60) for j in range(5)) for i in range(80)]
    assert looks_garbled(" ".join(words))
    assert not looks_garbled("A real sentence with one private sign \ue000 in it. " * 20)


def test_the_note_is_in_the_json_and_the_tokens_are_counted(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("cyrillic_as_hangul.pdf", "chinese.pdf"):
        shutil.copyfile(GARBLED / name, tmp_path / name)
    assert main(["corpus", str(tmp_path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["files_read"] == 2 and data["files_skipped"] == 0
    assert data["files_noted"] == 1
    assert data["noted"] == [
        {"path": str(tmp_path / "cyrillic_as_hangul.pdf"), "note": english(NOTE)}
    ]
    assert data["noted_by_note"] == {english(NOTE): 1}
    counted = load_tokenizer("llama-3.1").count(
        extract_text(tmp_path / "cyrillic_as_hangul.pdf").text
    )
    chinese = load_tokenizer("llama-3.1").count(extract_text(tmp_path / "chinese.pdf").text)
    assert data["tokens_counted"] == counted + chinese


def test_the_table_lists_the_note(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shutil.copyfile(GARBLED / "urdu_as_cjk.pdf", tmp_path / "urdu_as_cjk.pdf")
    assert main(["corpus", str(tmp_path), "--budget-seconds", "60"]) == 0
    out = capsys.readouterr().out
    assert "Read and counted, with a note" in out and english(NOTE) in out
