"""PyInstaller's command line, without pefile's full garbage collection after every file.

`python packaging/pyinstaller_run.py SPEC ARGS...` is `python -m PyInstaller SPEC ARGS...`
(packaging/build.py runs it so). On Windows, PyInstaller reads the imports of every DLL
and extension with pefile, and pefile's ``PE.close()`` ends with a full ``gc.collect()``.
Once PyInstaller's module graph is in memory each collection takes about 0.2 s: profiled
under Wine, 270 of them took 56 of the build's 204 seconds. The collection only hurries
the release of the file's memory map, which ``close()`` has already closed; Python's own
collector frees the rest as usual. Elsewhere pefile is not used and this changes nothing.
"""

from __future__ import annotations

import sys
import types


def skip_pefile_collections() -> bool:
    """Make pefile's ``gc.collect()`` a no-op; False where pefile is not installed."""
    try:
        import pefile  # type: ignore[import-untyped]
    except ImportError:
        return False
    pefile.gc = types.SimpleNamespace(collect=lambda generation=2: 0)
    return True


def main() -> None:
    skip_pefile_collections()
    from PyInstaller.__main__ import run

    sys.argv[0] = "pyinstaller"
    run()


if __name__ == "__main__":
    main()
