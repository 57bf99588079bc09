"""The read path's per-document loops in C (`_read_native.c`), where a compiler built them.

`loops` is the module, or None where the package was installed without a C compiler (or
the build is stale): then every caller takes its Python/NumPy twin, which gives the same
result (tests/corpus/test_read_native.py holds the two to each other). Callers look it up
here at each call, so a test can take the twins by setting it to None.
"""

from __future__ import annotations

try:
    from llmplan.corpus import _read_native as loops

    if loops.VERSION != 1:  # a module built from other sources (a stale build)
        raise ImportError(loops.__file__)
except ImportError:
    loops = None  # type: ignore[assignment]
