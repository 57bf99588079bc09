"""Issue 31: the per-file memory limit measures a process's own growth through psutil, on
every platform, with the meaning it had on Linux: a forked worker's private pages, not the
pages it shares with its parent; and the cheap resident size first."""

from __future__ import annotations

import multiprocessing
import sys
from typing import Any

import pytest

from llmplan.corpus import process_memory

MIB = 1024**2


def _own() -> int:
    measured = process_memory.own_bytes()
    assert measured is not None  # every system the app runs on says
    return measured


def test_an_allocation_grows_this_process_by_its_size() -> None:
    baseline = _own()
    block = bytearray(b"\x01" * (200 * MIB))  # written: every page is the process's own
    grown = _own() - baseline
    assert 190 * MIB <= grown <= 260 * MIB
    assert process_memory.grown_past(baseline, 100 * MIB)
    assert not process_memory.grown_past(baseline, 400 * MIB)
    del block


def _child_measures(results: Any) -> None:
    """In a forked child of a parent holding 300 MiB: its own bytes before and after it
    writes a copy of 150 MiB, and its resident size."""
    start = _own()
    resident = process_memory.resident_bytes()
    copy = bytearray(b"\x02" * (150 * MIB))
    results.put((start, resident, _own() - start))
    del copy


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="fork is Linux's start method")
def test_a_forked_worker_counts_its_own_pages_not_its_parents() -> None:
    inherited = bytearray(b"\x03" * (300 * MIB))
    context = multiprocessing.get_context("fork")
    results = context.SimpleQueue()
    child = context.Process(target=_child_measures, args=(results,))
    child.start()
    child.join(60)
    own, resident, grown = results.get()
    assert resident is not None and resident >= 300 * MIB  # the parent's pages are resident
    assert own < 100 * MIB  # ... but not the child's own
    assert 140 * MIB <= grown <= 200 * MIB  # what it wrote for itself, exactly
    del inherited


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the walk over pages: Linux")
def test_within_the_resident_bound_the_pages_are_not_walked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Private pages are resident ones: while the resident size is within the limit, the
    private size (milliseconds in a forked worker, four times a second) is not asked."""
    walks: list[int] = []
    real = process_memory.own_bytes
    baseline = _own()

    def counted() -> int | None:
        walks.append(1)
        return real()

    monkeypatch.setattr(process_memory, "own_bytes", counted)
    assert not process_memory.grown_past(baseline, 512 * MIB)
    assert walks == []
    assert process_memory.grown_past(baseline - 1024 * MIB, 512 * MIB)
    assert walks == [1]


def test_an_unknown_measure_never_ends_a_file(monkeypatch: pytest.MonkeyPatch) -> None:
    """A system that does not say (a failed call) must not make every file "too large"."""
    assert not process_memory.grown_past(None, 0)
    monkeypatch.setattr(process_memory, "own_bytes", lambda: None)
    monkeypatch.setattr(process_memory, "resident_bytes", lambda: None)
    assert not process_memory.grown_past(0, 0)
