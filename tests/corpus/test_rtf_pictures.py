"""Issue 34, defect 3: an RTF's pictures and embedded objects are skipped whole and the rest
of the document is read (striprtf alone emitted a picture's hex and stopped there)."""

from __future__ import annotations

from pathlib import Path

from llmplan.corpus.extract import extract_text

DATA = Path(__file__).parent.parent / "data" / "readers_a"


def _normalised(text: str) -> str:
    return " ".join(text.lstrip("\ufeff").split())


def test_a_word_rtf_with_pictures_reads_as_libreoffice_reads_it() -> None:
    """Word's layout: a PNG picture with its property groups in `{\\*\\shppict}`, its
    metafile twin in `{\\nonshppict}`, an OLE `{\\object}`, and `\\binfsxn` (a paper bin)
    in the section, text before and after each."""
    text = extract_text(DATA / "word_pictures.rtf").text
    reference = (DATA / "word_pictures.libreoffice.txt").read_text("utf-8")
    assert _normalised(text) == _normalised(reference)
    assert "89504e47" not in text  # the PNG's hex


def test_binary_picture_data_is_skipped_by_its_length(tmp_path: Path) -> None:
    """`\\binN` is followed by N raw bytes that may hold braces (RTF 1.9.1, "\\bin")."""
    rtf = (
        b"{\\rtf1\\ansi\\deff0{\\fonttbl{\\f0 Arial;}}\\pard Vorher.\\par\n"
        b"{\\pict\\wmetafile8\\picw600\\pich600 \\bin6 }{\x00\xff\\{}\\par\n"
        b"Nachher \\{ bleibt \\}.\\par\n}"
    )
    (tmp_path / "bin.rtf").write_bytes(rtf)
    assert _normalised(extract_text(tmp_path / "bin.rtf").text) == "Vorher. Nachher { bleibt }."


def test_a_truncated_picture_ends_the_text_without_its_data(tmp_path: Path) -> None:
    rtf = b"{\\rtf1\\ansi\\pard Anfang.\\par {\\*\\shppict{\\pict\\pngblip 89504e470d0a1a0a"
    (tmp_path / "cut.rtf").write_bytes(rtf)
    assert _normalised(extract_text(tmp_path / "cut.rtf").text) == "Anfang."
