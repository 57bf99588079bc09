"""The C extensions behind one door: which are built, and what their results are named.

`loops` is the read path's per-document loops (`_read_native.c`), `cleaning` the cleaning
steps' kernels (`cleaning/_native.c`): each the module, or None where the package was
installed without a C compiler or the build is stale (built from other sources than these:
its `VERSION` differs). Then every caller takes its Python/NumPy twin, which gives the same
result (tests/corpus/test_read_native.py and test_native.py hold the two to each other).
Callers look the module up at each call, so a test can take the twins by setting it to None.

`document_signals` answers with negative integers where the Python side must take over;
they are named here (and exported by the extension under the same names: test_native.py
checks).
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import TYPE_CHECKING, Any

# the VERSION each extension's sources define: raised with any change to a function's
# arguments or results, in the C file and here together
_VERSIONS = {"llmplan.corpus._read_native": 1, "llmplan.corpus.cleaning._native": 7}


def _built(name: str) -> Any:
    """The extension `name`, or None where it is missing or stale (the one check)."""
    try:
        module: ModuleType = importlib.import_module(name)
    except ImportError:
        return None
    return module if getattr(module, "VERSION", None) == _VERSIONS[name] else None


if TYPE_CHECKING:  # typed by its stub (`_read_native.pyi`)
    from llmplan.corpus import _read_native as loops
else:
    loops = _built("llmplan.corpus._read_native")
# the cleaning modules type it by its stub (`cleaning/_native.pyi`) where they take it
cleaning: Any = _built("llmplan.corpus.cleaning._native")

# `document_signals`' verdict index where the Gopher verdict is left to Python (or not asked)
QUALITY_IN_PYTHON = -1
# `document_signals`' language class where the extension gives no class of its own:
LANGUAGE_UNSURE = -1  # its two best classes too close: NumPy's scores decide
LANGUAGE_FEW_LETTERS = -2  # too few letters to judge: undetermined
LANGUAGE_NOT_JUDGED = -3  # not asked, or the quality rules removed the document
LANGUAGE_IN_PYTHON = -4  # a sample the extension leaves to Python's own encoding
