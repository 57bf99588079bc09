"""Issue 22: the German PDF carried English skip reasons and catalogue notes. Every reason the
corpus engine writes, and every note of the GPU catalogue a report cites, reads German."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import llmplan.corpus
from llmplan.catalog.load import load_catalog
from llmplan.corpus.executor import CRASH_REASON
from llmplan.corpus.extract.classify import mailbox_archive_reason
from llmplan.corpus.extract.reading import OPEN_FAILURE_REASONS
from llmplan.corpus.extract.types import Limits
from llmplan.corpus.ray_scan import LOST_REASON
from llmplan.corpus.report import CorpusReport, SkippedFile
from llmplan.corpus.walk import HARD_LINK_REASON, ONLINE_ONLY_REASON
from llmplan.corpus.workers import memory_limit_reason, time_limit_reason
from llmplan.presentation import i18n
from llmplan.presentation.corpus_types import reason_group, reason_text
from llmplan.presentation.labels import source_text
from llmplan.report.provenance import provenance_rows

CORPUS_SOURCES = Path(llmplan.corpus.__file__).parent
SAMPLE_BYTES = "600 MiB"  # what human_bytes() writes into a reason


def _example(node: ast.expr) -> str | None:
    """A string the expression writes: a literal, or an f-string with sample values."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if not isinstance(node, ast.JoinedStr):
        return None
    parts = []
    for value in node.values:
        if isinstance(value, ast.Constant):
            parts.append(str(value.value))
        elif isinstance(value, ast.FormattedValue):
            call = value.value
            named = isinstance(call, ast.Call) and getattr(call.func, "id", "") == "human_bytes"
            sample = SAMPLE_BYTES if named else "12"
            parts.append(repr(sample) if value.conversion == ord("r") else sample)
    return "".join(parts)


def engine_reasons() -> list[str]:
    """Every skip reason written in the corpus engine's source: SkipFile(...) arguments and
    the reasons its walk gives (paths, links, folders), with sample numbers."""
    reasons: set[str] = set()
    for path in CORPUS_SOURCES.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            if name == "SkipFile":
                example = _example(node.args[0])
            elif name == "append" and isinstance(node.args[0], ast.Tuple):
                example = _example(node.args[0].elts[-1])  # walk: (path, reason)
            else:
                continue
            if example:
                reasons.add(example)
    limits = Limits()
    reasons |= {
        CRASH_REASON,
        LOST_REASON,
        HARD_LINK_REASON,
        ONLINE_ONLY_REASON,
        *OPEN_FAILURE_REASONS,  # what opening a file can meet (permission, a lock, ...)
        time_limit_reason(limits, 1_000_000),
        memory_limit_reason(limits),
        mailbox_archive_reason(600 * 1024**2),
        "symlink loop",
        "broken symlink",
        "symbolic link not followed",
        "unsupported type .png",
        "unsupported type (no extension)",
        "unreadable file: Permission denied",
        "unreadable folder: Permission denied",
    }
    return sorted(reasons)


def german(reason: str) -> str:
    group, _detail = reason_group(reason)
    return reason_text(group)


@pytest.fixture
def in_german():  # type: ignore[no-untyped-def]
    i18n.set_language("de")
    yield
    i18n.set_language("en")


def test_the_engines_reasons_are_found() -> None:
    reasons = engine_reasons()
    assert len(reasons) > 60  # the engine writes about 80 different reasons
    assert "corrupt tar archive" in reasons and "zip bomb (ratio 12:1)" in reasons


@pytest.mark.usefixtures("in_german")
def test_every_skip_reason_reads_german() -> None:
    english = [reason for reason in engine_reasons() if german(reason) == reason_group(reason)[0]]
    assert english == []


@pytest.mark.usefixtures("in_german")
def test_the_german_report_lists_no_english_skip_reason() -> None:
    """The report's "Skipped" row of a scan that skipped one file, for every reason."""
    english = []
    for reason in engine_reasons():
        corpus = CorpusReport(
            roots=["/akten"],
            primary_tokenizer="llama-3.1",
            files_total=1,
            files_skipped=1,
            skipped=[SkippedFile(path="/akten/datei.bin", reason=reason)],
        )
        line = dict((row[0], row[-1]) for row in provenance_rows(corpus))["Übersprungen"]
        if reason_group(reason)[0] in line:
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
