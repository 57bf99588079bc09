"""Makes the scripts in packaging/ importable by the tests (that folder is not a package,
and its name would clash with the PyPI `packaging` library)."""

import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
PACKAGING_DIR = REPO_ROOT / "packaging"
if str(PACKAGING_DIR) not in sys.path:
    sys.path.insert(0, str(PACKAGING_DIR))
