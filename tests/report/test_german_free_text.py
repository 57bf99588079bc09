"""Issue 22: the German PDF carried English skip reasons and catalogue notes. Every reason the
corpus engine writes, and every note of the GPU catalogue a report cites, reads German."""

from __future__ import annotations

import pytest

from llmplan.catalog.load import load_catalog
from llmplan.corpus.reasons import (
    CATALOGUE,
    ArgKind,
    ArgValue,
    Reason,
    entry,
    group_heading,
    reason,
)
from llmplan.corpus.report import CorpusReport, NotedFile, SkippedFile
from llmplan.presentation import i18n
from llmplan.presentation.labels import source_text
from llmplan.presentation.skip_reasons import group_text
from llmplan.report.provenance import provenance_rows


def sample(code: str) -> Reason:
    """The reason `code` with sample arguments: a number, a size, a name."""
    values: dict[ArgKind, ArgValue] = {
        ArgKind.COUNT: 12_000,
        ArgKind.NUMBER: 12,
        ArgKind.BYTES: 600 * 1024**2,
        ArgKind.TEXT: ".xyz",
    }
    return reason(code, **{name: values[kind] for name, kind in entry(code).arg_kinds})


@pytest.fixture
def in_german():  # type: ignore[no-untyped-def]
    i18n.set_language("de")
    yield
    i18n.set_language("en")


@pytest.mark.usefixtures("in_german")
def test_the_german_report_lists_no_english_skip_reason() -> None:
    """The report's "Skipped" row of a scan that skipped one file, for every reason."""
    english = []
    for code in CATALOGUE:
        found = sample(code)
        corpus = CorpusReport(
            roots=["/akten"],
            primary_tokenizer="llama-3.1",
            files_total=1,
            files_skipped=1,
            skipped=[SkippedFile.of("/akten/datei.bin", found)],
        )
        line = dict((row[0], row[-1]) for row in provenance_rows(corpus))["Übersprungen"]
        heading = group_heading(entry(code).group)
        if heading in line or group_text(entry(code).group) not in line:
            english.append(line)
    assert english == []


@pytest.mark.usefixtures("in_german")
def test_every_gpu_memory_note_the_report_cites_reads_german() -> None:
    """The catalogue's free-text notes on each card's capacity (memory_mib_source) are cited
    as the source of the capacity; each one has its German text."""
    untranslated = [
        (gpu.id, part)
        for gpu in load_catalog().gpus.values()
        for part in (gpu.memory_mib_source or "").split("; ")
        if part and i18n.lookup("Sources", part) is None
    ]
    assert untranslated == []
    h100_pcie = load_catalog().gpu("h100-pcie").memory_mib_source or ""
    assert source_text(h100_pcie).startswith("abgeleitet: die H100 SXM mit 80 GB meldet 81.559 MiB")


@pytest.mark.usefixtures("in_german")
def test_a_file_read_with_a_note_has_its_german_row() -> None:
    corpus = CorpusReport(
        roots=["/akten"],
        primary_tokenizer="llama-3.1",
        files_total=2,
        noted=[NotedFile.of(f"/akten/{n}.pdf", reason("text_garbled")) for n in ("a", "b")],
    )
    rows = dict((row[0], row[-1]) for row in provenance_rows(corpus))
    line = rows["Gelesen und gezählt, mit Hinweis"]
    assert line.startswith("2: gelesen und gezählt, aber der Text wirkt verstümmelt")
    assert line.endswith("(.pdf 2)")
    assert rows["Übersprungen"] == "keine"
