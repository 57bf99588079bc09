"""How the chosen language writes numbers (decimal and group separators, where the
currency goes), and reading a number written that way. The floor of the presentation's
number handling: formatting.py writes, quantity_input.py reads the app's own suffixes."""

from __future__ import annotations

import re
from dataclasses import dataclass

from llmplan.presentation import i18n


@dataclass(frozen=True)
class NumberFormat:
    """How a language writes numbers and money (as CLDR: en_US and de_DE)."""

    decimal: str
    group: str
    currency_after: bool  # "79 €" rather than "€79"


_FORMATS = {
    "en": NumberFormat(decimal=".", group=",", currency_after=False),
    "de": NumberFormat(decimal=",", group=".", currency_after=True),
}


def number_format() -> NumberFormat:
    return _FORMATS.get(i18n.language(), _FORMATS["en"])


def locale_float(text: str) -> float | None:
    """A number written the current language's way ("1.234,5" in German), grouping only in
    threes; None when it is not written that way."""
    style = number_format()
    decimal, group = re.escape(style.decimal), re.escape(style.group)
    pattern = rf"[+-]?(?:\d+|\d{{1,3}}(?:{group}\d{{3}})+)(?:{decimal}\d*)?(?:[eE][+-]?\d+)?"
    if not re.fullmatch(pattern, text):
        return None
    return float(text.replace(style.group, "").replace(style.decimal, "."))
