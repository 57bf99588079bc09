"""Offline language identification with py3langid (BSD-3-Clause; a fork of langid.py by
Lui & Baldwin 2012, naive Bayes over byte n-grams, 97 languages, a 4.6 MB model file).

Chosen against the candidates of issue 18: fastText's lid.176.ftz is CC-BY-SA 3.0 (share-
alike terms on the shipped model); lingua ships ~100 MB of models; langdetect is Apache-2.0
but slower and random unless seeded. py3langid is small, deterministic, needs only NumPy,
and its licence (BSD-3) ships with its dist-info in the bundle.

The model loads once per process, on first use (about 0.8 s). Codes are ISO 639-1 as the
model names them; "und" (undetermined, ISO 639-2) for text without enough letters to judge.
"""

from __future__ import annotations

import threading
from typing import Any

SAMPLE_CHARS = 2_000  # classification costs linear time; the head of a document suffices
MIN_LETTERS = 20
UNDETERMINED = "und"

_identifier: Any = None
_lock = threading.Lock()


def _model() -> Any:
    global _identifier
    if _identifier is None:
        with _lock:
            if _identifier is None:
                from py3langid.langid import MODEL_FILE, LanguageIdentifier

                _identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=False)
    return _identifier


def preload() -> None:
    """Load the model now (before forking workers, so that they inherit it)."""
    _model()


def identify(text: str) -> str:
    """ISO 639-1 code of the text's language, judged on its first `SAMPLE_CHARS`."""
    sample = text[:SAMPLE_CHARS]
    if sum(1 for ch in sample if ch.isalpha()) < MIN_LETTERS:
        return UNDETERMINED
    code, _score = _model().classify(sample)
    return str(code)
