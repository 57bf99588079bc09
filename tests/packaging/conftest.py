"""Makes the build scripts in packaging/ importable by these tests: that folder is not a
package (and its name would clash with the PyPI `packaging` library)."""

import sys
from pathlib import Path

PACKAGING_DIR = Path(__file__).resolve().parents[2] / "packaging"
if str(PACKAGING_DIR) not in sys.path:
    sys.path.insert(0, str(PACKAGING_DIR))
