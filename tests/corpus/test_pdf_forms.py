"""Issue 34, defect 5 (PDF part): the values filled into a PDF form's fields are text of the
document, as pdftotext and a printout show them."""

from __future__ import annotations

import logging
from collections import Counter
from pathlib import Path

import pytest

from llmplan.corpus.extract import extract_text

DATA = Path(__file__).parent.parent / "data" / "readers_a"


def _words(text: str) -> Counter[str]:
    return Counter(text.split())


def _agreement(name: str) -> tuple[Counter[str], Counter[str]]:
    ours = _words(extract_text(DATA / f"{name}.pdf").text)
    reference = _words((DATA / f"{name}.pdftotext.txt").read_text("utf-8"))
    return ours, reference


def test_acroform_field_values_are_read() -> None:
    """Apache Tika's AcroForm sample: a text field, a check box, a combo box and a list
    with two choices selected."""
    ours, reference = _agreement("testPDF_acroform3")
    for value in ("TIKA-1226", "comboItemB", "listItemB", "listItemC"):
        assert ours[value] == 1, value
    assert ours == reference


def test_an_xfa_form_is_read_through_its_acroform_fields(
    caplog: pytest.LogCaptureFixture,
) -> None:
    """A US National Park Service application form (govdocs1), XFA with AcroForm fields:
    the fields' values as pdftotext shows them, and no library warning in the log."""
    with caplog.at_level(logging.WARNING):
        ours, reference = _agreement("testPDF_XFA_govdocs1_258578")
    assert not caplog.records
    for value in ("my_school", "my_teacher_name4", "my_comments"):
        assert ours[value] == 1, value
    total = sum(reference.values())
    assert sum((ours & reference).values()) / total > 0.97
    assert sum(ours.values()) == pytest.approx(total, rel=0.03)
