"""Issue 31: worker processes started as Windows and macOS start them (spawn) read a folder
as forked ones do; `LLMPLAN_START_METHOD=spawn` makes every pool spawn on Linux, so that
`.ci/run` runs the corpus and GUI tests a second time as those systems would."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from test_scan import write_mixed_folder

from llmplan.corpus import executor
from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.scan import ScanOptions, scan_corpus


def test_the_start_method_variable_spawns_everywhere(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(executor.START_METHOD_VARIABLE, raising=False)
    if sys.platform.startswith("linux"):
        assert executor.start_method() == "fork"  # the test runs in the main thread alone
    monkeypatch.setenv(executor.START_METHOD_VARIABLE, "spawn")
    assert executor.start_method() == "spawn"
    monkeypatch.setenv(executor.START_METHOD_VARIABLE, "forkserver")
    with pytest.raises(ValueError, match="only 'spawn'"):
        executor.start_method()


def test_a_pool_on_windows_has_at_most_61_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    """concurrent.futures refuses more there (a 64-core workstation would fail to scan)."""
    assert executor.worker_count(0) == 1
    assert executor.worker_count(128) == (61 if sys.platform == "win32" else 128)
    monkeypatch.setattr(sys, "platform", "win32")
    assert executor.worker_count(128) == 61 and executor.worker_count(8) == 8


def _comparable(folder: Path, method: str, monkeypatch: pytest.MonkeyPatch) -> dict[str, object]:
    monkeypatch.setattr(executor, "start_method", lambda: method)
    options = ScanOptions(
        tokenizers=["gpt2", "llama-3.1"],
        workers=2,
        in_process_below_bytes=0,  # every file in worker processes, however small the folder
        cleaning=CleaningOptions(),  # every step: the language model, the tables, in workers
    )
    report = scan_corpus(folder, options).to_json_dict()
    return {
        "tokens": {name: t["tokens_counted"] for name, t in report["tokenizers"].items()},
        "by_type": report["by_type"],
        "skipped": sorted((s["path"], s["reason"]) for s in report["skipped"]),
        "steps": report["steps"],  # each cleaning step's tokens removed, with its interval
        "languages": report["languages"],
    }


@pytest.mark.slow
def test_spawned_workers_give_the_report_forked_ones_give(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "docs"
    write_mixed_folder(folder)
    (folder / "leer.txt").write_bytes(b"")
    (folder / "kaputt.pdf").write_bytes(b"%PDF-1.7 truncated")
    forked = _comparable(folder, "fork", monkeypatch)
    spawned = _comparable(folder, "spawn", monkeypatch)
    assert spawned == forked
    assert len(forked["skipped"]) == 3  # type: ignore[arg-type]  # png, empty, corrupt PDF
    assert all(count > 0 for count in forked["tokens"].values())  # type: ignore[attr-defined]


def test_a_spawned_worker_imports_only_what_it_reads_with() -> None:
    """Issue 37: every spawned worker pays its imports again; it loads the readers, the
    cleaning steps and the tokenizers, never the scan's driver, its report, the planner,
    the command line or Qt."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    from llmplan.corpus.workers import init_worker

    settings = ScanOptions(tokenizers=["gpt2"]).read_settings()
    context = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(1, context, initializer=init_worker, initargs=(settings, True))
    with pool:
        loaded = set(pool.submit(eval, "list(__import__('sys').modules)").result(timeout=300))
    assert {"llmplan.corpus.workers", "llmplan.corpus.extract"} <= loaded  # what it runs
    never = ("llmplan.corpus.scan", "llmplan.corpus.report_builder", "llmplan.corpus.report")
    never += ("llmplan.core", "llmplan.cli", "llmplan.commands", "llmplan.gui", "PySide6")
    assert sorted(m for m in loaded if m.startswith(never)) == []
