"""Numbers typed the way the app shows them: "10 B", "8,03 Mrd.", "125 M", "2 TB", "500 GiB".

The app writes large counts with word suffixes (formatting.compact) and sizes with units;
a field must take back what the app itself displays.
"""

from __future__ import annotations

import math
import re

from llmplan.presentation import i18n
from llmplan.presentation.number_style import locale_float

_t = i18n.translator("formatting")

_COUNT_SCALES = (("k", 1e3), ("M", 1e6), ("B", 1e9), ("T", 1e12))
# sizes in bytes (decimal and binary), as `llmplan corpus --total-bytes` takes them
SIZE_SCALES = {
    "kb": 1e3,
    "mb": 1e6,
    "gb": 1e9,
    "tb": 1e12,
    "pb": 1e15,
    "kib": 1024.0,
    "mib": 1024.0**2,
    "gib": 1024.0**3,
    "tib": 1024.0**4,
}
# what people type beyond the app's own suffixes, in either language
_EXTRA_COUNT_WORDS = {
    "thousand": 1e3,
    "tsd": 1e3,
    "tsd.": 1e3,
    "million": 1e6,
    "mio": 1e6,
    "mio.": 1e6,
    "billion": 1e9,
    "bn": 1e9,
    "mrd": 1e9,
    "mrd.": 1e9,
    "milliarden": 1e9,
    "trillion": 1e12,
    "bio": 1e12,
    "bio.": 1e12,
}
# a number (grouped or not, C or locale decimals, maybe an exponent), then a suffix
_SPLIT = re.compile(
    r"^\s*([-+]?[\d.,'\u202f\xa0 _]*\d[\d.,]*(?:[eE][-+]?\d+)?)\s*([^\d\s].*?)?\s*$"
)


def _suffix_scales() -> dict[str, float]:
    """Suffix (lower case) -> factor: the app's own (translated) ones first."""
    scales: dict[str, float] = {}
    for suffix, factor in _COUNT_SCALES:
        shown = _t(suffix)
        scales[shown.lower()] = factor
        scales[shown.lower().rstrip(".")] = factor
        scales.setdefault(suffix.lower(), factor)
    for word, factor in {**_EXTRA_COUNT_WORDS, **SIZE_SCALES}.items():
        scales.setdefault(word, factor)
    return scales


def _plain_number(text: str) -> float | None:
    value = locale_float(text)
    if value is not None and math.isfinite(value):
        return value
    for candidate in (text.replace("_", ""), text.replace(",", ".")):
        try:
            value = float(candidate)
        except ValueError:
            continue
        return value if math.isfinite(value) else None
    return None


def parse_quantity(text: str) -> float | None:
    """The value of "10 B", "8,03 Mrd.", "2 TB" or a plain number; None if not one."""
    match = _SPLIT.match(text.replace("\u202f", "").replace("\xa0", " "))
    if match is None:
        return None
    number_text, suffix = match.group(1).strip(), (match.group(2) or "").strip()
    number = _plain_number(number_text.replace(" ", ""))
    if number is None:
        return None
    if not suffix:
        return number
    factor = _suffix_scales().get(suffix.lower())
    if factor is None:
        return None
    value = float(f"{number * factor:.15g}")  # 8.03 × 10⁹ is 8,030,000,000, not …999.999
    return value if math.isfinite(value) else None
