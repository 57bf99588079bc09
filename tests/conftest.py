"""Test-wide configuration: headless Qt, set by the tests themselves; a pinned locale."""

import importlib.util
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

# Without a display pytest-qt would abort; the tests never need a real screen. A full-HD
# one (the offscreen platform's own is 800 × 800): the window opens at its default size,
# which the app fits to the screen.
_SCREEN = Path(__file__).resolve().parent / "data" / "offscreen_screen.json"
os.environ.setdefault("QT_QPA_PLATFORM", f"offscreen:configfile={_SCREEN}")
# Never reach a network: tokenizer libraries must not try a hub.
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def english_gb() -> Iterator[None]:
    """English words and numbers (Qt's widgets: English UK) and decimal GB while a test reads
    text back; the settings are process-wide, so the previous ones come back afterwards."""
    from PySide6.QtCore import QLocale

    from llmplan.presentation import formatting, i18n

    previous_locale, previous_unit = QLocale(), formatting.memory_unit()
    previous_language = i18n.language()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    i18n.set_language("en")
    formatting.set_memory_unit("GB")
    yield
    QLocale.setDefault(previous_locale)
    i18n.set_language(previous_language)
    formatting.set_memory_unit(previous_unit)


@pytest.fixture
def corpus_report():  # type: ignore[no-untyped-def]
    """A sampled scan of an archive, as the Corpus tab hands it to the report."""
    from llmplan.corpus.report import CorpusReport

    return CorpusReport(
        roots=["archive"],
        primary_tokenizer="llama-3.1",
        files_total=1234,
        files_read=200,
        bytes_total=5_500_000_000,
        tokens_estimated=1.25e9,
        ci95_low=1.1e9,
        ci95_high=1.4e9,
        cleaning_loss=0.3,  # usable: 0.875 B
        sampled=True,
    )


@pytest.fixture(scope="session")
def pilot_loo() -> ModuleType:
    """The leave-one-out benchmark (benchmarks/pilot_leave_one_out.py), loaded as a module."""
    path = ROOT / "benchmarks" / "pilot_leave_one_out.py"
    spec = importlib.util.spec_from_file_location("pilot_leave_one_out", path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def pilot_runs(pilot_loo: ModuleType) -> dict:
    """The benchmark's pilot runs by id."""
    return {run.id: run for run in pilot_loo.load_runs()}
