"""A fresh folder written by a test and counted completely: the setup the sampling tests
compare their samples against."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from llmplan.corpus.report import CorpusReport
from llmplan.corpus.scan import ScanOptions, scan_corpus


def scan_written_folder(
    factory: pytest.TempPathFactory, name: str, write: Callable[[Path], object]
) -> tuple[Path, CorpusReport]:
    """The folder `write` filled, and its complete count with GPT-2 on one worker."""
    root = factory.mktemp(name)
    write(root)
    return root, scan_corpus(root, ScanOptions(tokenizers=["gpt2"], workers=1))


def written_folder_fixture(name: str, write: Callable[[Path], object]) -> Any:
    """A module-scoped fixture called `name`: the folder `write` filled, and its complete
    count (`scan_written_folder`), made once for all the module's tests."""

    @pytest.fixture(scope="module", name=name)
    def written_folder(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, CorpusReport]:
        return scan_written_folder(tmp_path_factory, name, write)

    return written_folder
