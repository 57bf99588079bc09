"""One place that knows where the bundled resources (catalogues, tokenizers, ...) live."""

from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

_MARKER = "catalog"  # every valid resources folder has this sub-folder


@cache
def resources_dir() -> Path:
    """The folder holding `catalog/`, `tokenizers/`, `translations/`, `icons/`, ...

    Looked up, in order: the LLMPLAN_RESOURCES environment variable, a PyInstaller bundle,
    an installed wheel (``llmplan/_resources``), a source checkout (``<repo>/resources``).
    """
    here = Path(__file__).resolve().parent
    candidates: list[Path] = []
    if env := os.environ.get("LLMPLAN_RESOURCES"):
        candidates.append(Path(env))
    if bundle := getattr(sys, "_MEIPASS", None):
        candidates.append(Path(bundle) / "resources")
    candidates += [here / "_resources", here.parents[1] / "resources"]
    for candidate in candidates:
        if (candidate / _MARKER).is_dir():
            return candidate
    tried = ", ".join(str(c) for c in candidates)
    raise FileNotFoundError(f"llmplan resources not found; looked in: {tried}")


def resource_path(*parts: str) -> Path:
    """Path of a file or folder inside the resources folder."""
    return resources_dir().joinpath(*parts)
