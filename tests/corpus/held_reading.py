"""A reader held on one file, as a read from a share that never answers or a lock wait in
native code holds it: for the tests of the limits that give such a file up."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import pytest

from llmplan.corpus import workers
from llmplan.corpus.extract import ExtractedText, Limits, StreamedText


def hold_reading(
    monkeypatch: pytest.MonkeyPatch, name: str, hold: Callable[[threading.Event], object]
) -> threading.Event:
    """Reading the file called `name` first runs `hold(release)`; every other file is read
    as before (forked workers inherit it). Set the returned `release` to let it go."""
    real_extract = workers.extract_document
    release = threading.Event()

    def held(
        path: Path, limits: Limits, identity: tuple[int, int] | None
    ) -> ExtractedText | StreamedText:
        if path.name == name:
            hold(release)
        return real_extract(path, limits, identity)

    monkeypatch.setattr(workers, "extract_document", held)
    return release
