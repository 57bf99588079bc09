"""The bounded search behind `llmplan probe --find-limits` (no GPU needed)."""

from __future__ import annotations

import pytest

pytest.importorskip("pydantic")
from llmplan.probe.run import largest_that_fits


@pytest.mark.parametrize(
    ("limit", "start", "granule", "cap", "expected"),
    [
        (13, 1, 1, 1024, 13),  # doubles to 16, bisects back
        (1024, 1, 1, 1024, 1024),  # reaches the cap
        (3, 8, 1, 1024, 3),  # the start does not fit: halves
        (0, 4, 1, 1024, None),  # nothing fits
        (10_000, 4096, 256, 131_072, 9984),  # sequence lengths in steps of 256
    ],
)
def test_largest_that_fits(
    limit: int, start: int, granule: int, cap: int, expected: int | None
) -> None:
    calls: list[int] = []

    def fits(value: int) -> bool:
        calls.append(value)
        return value <= limit

    assert largest_that_fits(fits, start, granule, cap, max_tries=12) == expected
    assert len(calls) <= 12


def test_tries_are_bounded() -> None:
    calls: list[int] = []
    found = largest_that_fits(lambda v: calls.append(v) or v <= 777, 1, 1, 1024, max_tries=5)
    assert len(calls) == 5
    assert found is not None and found <= 777
