"""The choice of least figure among those that have one: the cheapest of the priced
lifecycle choices, the model size of least compute among those that reach the loss."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TypeVar

Item = TypeVar("Item")


def lowest(items: Iterable[Item], figure: Callable[[Item], float | None]) -> Item | None:
    """The first item of least `figure`; an item without one (None: no price, out of reach)
    is never the lowest, and where none has one there is none."""
    best: Item | None = None
    least: float | None = None
    for item in items:
        value = figure(item)
        if value is not None and (least is None or value < least):
            best, least = item, value
    return best
