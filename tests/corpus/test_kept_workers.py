"""Worker processes started ahead of a scan and kept between scans (the desktop app).

The app cannot fork (it runs threads), so its workers are spawned, which takes seconds;
`prestart_workers` starts them before the first scan, and later scans with the same
settings use the same processes. Scans run from a thread here, as in the app, so the
workers are spawned too.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import fixture_docs as docs
import pytest

from llmplan.corpus import executor
from llmplan.corpus.report import CorpusReport
from llmplan.corpus.scan import ScanOptions, scan_corpus

pytestmark = pytest.mark.workers  # .ci/run runs these again with spawned workers

OPTIONS = ScanOptions(tokenizers=["gpt2"], workers=2, in_process_below_bytes=0)


@pytest.fixture
def released() -> Iterator[None]:
    yield
    executor.release_workers()


def _scan_from_a_thread(folder: Path) -> CorpusReport:
    result: list[CorpusReport] = []
    thread = threading.Thread(target=lambda: result.append(scan_corpus(folder, OPTIONS)))
    thread.start()
    thread.join(timeout=240)
    assert result, "the scan did not finish"
    return result[0]


def _children() -> set[int]:
    return {child.pid for child in multiprocessing.active_children() if child.pid is not None}


def test_scans_use_the_workers_started_ahead_and_keep_them(tmp_path: Path, released: None) -> None:
    for index in range(8):
        docs.write_text(tmp_path / f"brief_{index}.txt", docs.german_document(10 + index), "utf-8")
    expected = scan_corpus(tmp_path, ScanOptions(tokenizers=["gpt2"], in_process=True))
    before = _children()
    executor.prestart_workers(OPTIONS.workers, OPTIONS.read_settings())
    deadline = time.monotonic() + 60
    while len(_children() - before) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    started = _children() - before
    assert len(started) == 2  # both workers are up before any scan
    first = _scan_from_a_thread(tmp_path)
    second = _scan_from_a_thread(tmp_path)
    assert _children() - before == started  # the same two processes read both scans
    for report in (first, second):
        assert report.tokens_counted == expected.tokens_counted > 0
        assert report.files_read == expected.files_read == 8
    executor.release_workers()
    deadline = time.monotonic() + 30
    while _children() - before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _children() - before  # closing the app ends them


def test_without_prestart_a_scan_leaves_no_worker_behind(tmp_path: Path) -> None:
    for index in range(4):
        docs.write_text(tmp_path / f"brief_{index}.txt", docs.german_document(), "utf-8")
    before = _children()
    assert _scan_from_a_thread(tmp_path).files_read == 4
    deadline = time.monotonic() + 30
    while _children() - before and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _children() - before


def test_prestart_loads_the_scans_tokenizers_in_this_process_too(released: None) -> None:
    """The scan needs its tokenizers in the calling process as well (report, recurring
    lines); started ahead, the app's first scan does not wait seconds for them."""
    from llmplan.corpus import tokenizers

    tokenizers.clear_tokenizer_cache()
    executor.prestart_workers(OPTIONS.workers, OPTIONS.read_settings())
    deadline = time.monotonic() + 120
    while "gpt2" not in tokenizers._CACHE and time.monotonic() < deadline:
        time.sleep(0.05)
    assert "gpt2" in tokenizers._CACHE
    assert tokenizers.load_tokenizer("gpt2") is tokenizers._CACHE["gpt2"]  # no second load
