"""Locale-aware formatting of numbers, sizes, durations and money for every view.

Formatting only: values arrive computed by the core; here they only become text
(the GB/GiB switch is a change of display unit, not a calculation of the plan).
German output reads "8,03 Mrd.", English "8.03 B". No Qt: the number format follows the
language chosen in `presentation.i18n`, so the GUI, the PDF and the CLI write numbers alike.
"""

from __future__ import annotations

import math
from contextlib import ExitStack
from decimal import ROUND_HALF_UP, Decimal
from typing import Literal

from llmplan.presentation import i18n
from llmplan.presentation.number_style import locale_float, number_format
from llmplan.presentation.quantity_input import SIZE_SCALES, parse_quantity
from llmplan.units import GB, GIB

MemoryUnit = Literal["GB", "GiB"]

_memory_unit: MemoryUnit = "GiB"


_t = i18n.translator("formatting")


def set_memory_unit(unit: MemoryUnit) -> None:
    """Choose how memory and storage sizes are shown (Preferences → units)."""
    global _memory_unit
    _memory_unit = unit


def memory_unit() -> MemoryUnit:
    return _memory_unit


def memory_unit_in_use(unit: MemoryUnit) -> ExitStack:
    """`with memory_unit_in_use("GB"):` sizes in `unit` for the block (the JSON and the CLI
    write decimal GB), the previous unit after it."""
    restore = ExitStack()
    restore.callback(set_memory_unit, _memory_unit)
    set_memory_unit(unit)
    return restore


def number(value: float, decimals: int = 0) -> str:
    """A plain number with the locale's grouping and decimal separator: 12,345.6 / 12.345,6."""
    if not math.isfinite(value):
        return "–"
    # exact binary value, ties away from zero (7.25 -> 7.3), as Qt and spreadsheets round
    exact = Decimal(float(value)).quantize(Decimal(1).scaleb(-max(0, decimals)), ROUND_HALF_UP)
    text = f"{exact:,.{max(0, decimals)}f}"
    style = number_format()
    return text.replace(",", "\x00").replace(".", style.decimal).replace("\x00", style.group)


def significant_decimals(value: float, digits: int = 3) -> int:
    """Decimals so that `value` shows about `digits` significant digits (2.13, 21.3, 213)."""
    if value == 0:
        return 0
    magnitude = math.floor(math.log10(abs(value)))
    return max(0, digits - 1 - magnitude)


def significant(value: float, digits: int = 3) -> str:
    """A measured figure to `digits` significant digits, its whole part never cut:
    0.0421, 4.21, 42.1, 421, 4,210 (never "157.925 kg" nor "0 kWh" for 0.42)."""
    if not math.isfinite(value):
        return "–"
    return number(value, significant_decimals(value, digits))


def _range_ends(low: float, high: float, digits: int) -> tuple[str, str]:
    """Both ends of a band with the decimals its larger end needs, so they read alike."""
    low, high = sorted((low, high))
    decimals = significant_decimals(max(abs(low), abs(high)), digits)
    return number(low, decimals), number(high, decimals)


def number_range(low: float, high: float, unit: str = "", digits: int = 3) -> str:
    """An optimistic–conservative band with its unit once: "105–192 kg", "0.12–0.25 kWh";
    one figure where both ends read the same."""
    if not (math.isfinite(low) and math.isfinite(high)):
        return "–"
    first, second = _range_ends(low, high, digits)
    text = first if first == second else f"{first}–{second}"
    return f"{text} {unit}".strip()


def money_range(low: float, high: float, currency: str) -> str:
    """A cost band with the currency once, placed the locale's way: "€69–126" / "69–126 €";
    cents only while the larger end is under 100."""
    if not (math.isfinite(low) and math.isfinite(high)):
        return "–"
    low, high = sorted((low, high))
    decimals = 0 if max(abs(low), abs(high)) >= 100 else 2
    first, second = number(low, decimals), number(high, decimals)
    if first == second:
        return money(high, currency)
    symbol = _CURRENCY_SYMBOLS.get(currency, currency)
    if number_format().currency_after:
        return f"{first}–{second}\xa0{symbol}"
    return f"{symbol}{first}–{second}"


def compact(value: float, digits: int = 3) -> str:
    """A count with a word suffix: 8.03 B / 8,03 Mrd., 125 M / 125 Mio.; below a thousand
    the whole number ("7", never "7.00": tokens, files and pages are counted, not measured)."""
    if not math.isfinite(value):
        return "–"
    if value != 0:
        value = float(f"{value:.{digits}g}")  # 999.96 M rounds to 1.00 B, not "1,000 M"
    suffixes = (
        (1e12, _t("T")),
        (1e9, _t("B")),
        (1e6, _t("M")),
        (1e3, _t("k")),
    )
    for scale, suffix in suffixes:
        if abs(value) >= scale:
            scaled = value / scale
            return f"{number(scaled, significant_decimals(scaled, digits))} {suffix}"
    return number(value, 0)


def tokens(value: float) -> str:
    """Token counts: "10.0 B tokens", "1 token", "7 tokens"."""
    return counted(value, _t("%1 token"), _t("%1 tokens"), compact(value))


def counted(value: float, one: str, other: str, shown: str | None = None) -> str:
    """A count in words, in the form its number takes: `one` ("%1 page") for exactly 1,
    `other` ("%1 pages") otherwise; `shown` is the number as written (default: whole, with
    grouping). Both templates come translated: German counts "1 Seite", "2 Seiten" alike."""
    text = number(value, 0) if shown is None else shown
    return i18n.fill(i18n.plural(value, one, other, text), text)


def size_gb(gigabytes: float, decimals: int = 1) -> str:
    """A memory or storage size given in decimal GB, shown in the chosen unit."""
    if not math.isfinite(gigabytes):
        return "–"
    if _memory_unit == "GiB":
        return f"{number(gigabytes * GB / GIB, decimals)} GiB"
    return f"{number(gigabytes, decimals)} GB"


def size_bytes(num_bytes: float) -> str:
    """A byte count with a fitting unit (kB … TB, or KiB … TiB)."""
    if _memory_unit == "GiB":
        units, base = ("B", "KiB", "MiB", "GiB", "TiB", "PiB"), 1024.0
    else:
        units, base = ("B", "kB", "MB", "GB", "TB", "PB"), 1000.0
    value = float(num_bytes)
    index = 0
    while abs(value) >= base and index < len(units) - 1:
        value /= base
        index += 1
    decimals = 0 if index == 0 else significant_decimals(value, 3)
    return f"{number(value, decimals)} {units[index]}"


# (seconds per unit, one value, a range, decimals), from the smallest unit up; a duration
# is written in the unit `duration_unit` picks for it
TIME_UNITS = (
    (1.0, "%1 s", "%1–%2 s", 0),
    (60.0, "%1 min", "%1–%2 min", 0),
    (3600.0, "%1 h", "%1–%2 h", 1),
    (86400.0, "%1 days", "%1–%2 days", 1),
)
UNDER_A_SECOND = "< 1 s"


def duration_unit(seconds: float) -> tuple[float, str, str, int]:
    """The unit a person would write `seconds` in: s below 90 s, min below 90 min, h below
    two days, then days."""
    if seconds < 90:
        return TIME_UNITS[0]
    if seconds < 90 * 60:
        return TIME_UNITS[1]
    if seconds < 48 * 3600:
        return TIME_UNITS[2]
    return TIME_UNITS[3]


def duration(seconds: float) -> str:
    """A duration in the unit a person would use: 45 s, 12 min, 8.3 h, 2.1 days; "< 1 s"
    for a moment (never "0 s" for something that takes time)."""
    if not math.isfinite(seconds):
        return "–"
    if 0 < seconds < 0.5:
        return UNDER_A_SECOND
    return in_time_unit(seconds, duration_unit(seconds))


def in_time_unit(seconds: float, unit: tuple[float, str, str, int]) -> str:
    """One duration written in `unit` (a row of durations shares the unit of its largest)."""
    scale, single, _, decimals = unit
    return _t(single).replace("%1", number(seconds / scale, decimals))


def reads_as_zero(value: float, decimals: int) -> bool:
    """Whether `value`, written with `decimals`, would read as 0 (or −0)."""
    return abs(value) < 0.5 * 10.0**-decimals


def duration_range(
    low_seconds: float, high_seconds: float, unit: tuple[float, str, str, int] | None = None
) -> str:
    """An optimistic–conservative band in one unit, the larger end's: "2.1–4.2 days",
    "20–45 s"; one figure where both ends read the same ("56 s", never "56–56 s"), "< 1 s"
    for a band under a second (never "0–0 min"), and each end in its own unit where the
    shorter one would read 0 in the longer one's ("20 s – 3.0 h"). `unit`: the unit a
    row of durations shares, where it suits this band."""
    if not (math.isfinite(low_seconds) and math.isfinite(high_seconds)):
        return "–"
    low, high = sorted((low_seconds, high_seconds))
    if high < 0.5:
        return UNDER_A_SECOND if high > 0 else duration(0.0)
    scale, single, double, decimals = unit or duration_unit(high)
    if reads_as_zero(high / scale, decimals):  # the row's unit is too large for this band
        scale, single, double, decimals = duration_unit(high)
    if low > 0 and reads_as_zero(low / scale, decimals):
        return f"{duration(low)} – {duration(high)}"
    first, second = number(low / scale, decimals), number(high / scale, decimals)
    if first == second:
        return _t(single).replace("%1", second)
    return _t(double).replace("%1", first).replace("%2", second)


def energy_kwh(kwh: float) -> str:
    """Energy to three significant digits: "95.2 Wh", "0.42 kWh", "379 kWh", "12.3 MWh"
    (never "0.000095 kWh")."""
    if kwh >= 10_000:
        return f"{significant(kwh / 1000)} MWh"
    if 0 < abs(kwh) < 0.1:
        return f"{significant(kwh * 1000)} Wh"
    return f"{significant(kwh)} kWh"


def mass_kg(kg: float) -> str:
    """A mass (CO₂) to three significant digits: "36.0 g", "0.42 kg", "1,230 kg"."""
    if not math.isfinite(kg):
        return "–"
    if 0 < abs(kg) < 0.1:
        return f"{significant(kg * 1000)} g"
    return f"{significant(kg)} kg"


def mass_kg_range(low: float, high: float) -> str:
    """A CO₂ band in one unit, the larger end's: "105–192 kg", "36.0–66.1 g"."""
    top = max(abs(low), abs(high))
    if 0 < top < 0.1:
        return number_range(low * 1000, high * 1000, unit="g")
    return number_range(low, high, unit="kg")


def money(amount: float, currency: str) -> str:
    """An amount with its currency symbol, placed the locale's way: €79 / 79 €."""
    if not math.isfinite(amount):
        return "–"
    decimals = 0 if abs(amount) >= 100 else 2
    symbol = _CURRENCY_SYMBOLS.get(currency, currency)
    sign = "-" if amount < 0 else ""
    digits = number(abs(amount), decimals)
    if number_format().currency_after:
        return f"{sign}{digits}\xa0{symbol}"
    return f"{sign}{symbol}{digits}"


_CURRENCY_SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£", "CHF": "CHF", "JPY": "¥"}


def short_number(value: float) -> str:
    """A setting as typed, in the locale's decimal sign: 0.25 / 0,25, 2, 1e+10."""
    if not math.isfinite(value):
        return "–"
    return f"{value:g}".replace(".", number_format().decimal)


def percent(fraction: float, decimals: int = 0) -> str:
    return f"{number(fraction * 100, decimals)} %"


def parse_number(text: str) -> float | None:
    """A number typed the locale's way, in C notation (1e10, 0.4) or as the app shows it
    ("10 B", "8,03 Mrd.", "2 TB"); None if not one."""
    cleaned = text.strip().replace("\u202f", "").replace("\xa0", "")
    if not cleaned:
        return None
    value = locale_float(cleaned)
    if value is not None and math.isfinite(value):
        return value
    try:
        value = float(cleaned.replace("_", ""))
    except ValueError:
        # what the app itself displays: "10 B", "8,03 Mrd.", "2 TB"
        return parse_quantity(cleaned)
    return value if math.isfinite(value) else None


_SIZE_SUFFIXES = {"": 1.0, "b": 1.0, **SIZE_SCALES}


def parse_size(text: str) -> float | None:
    """Read a size like "2 TB", "500GB", "1,5 TiB" into bytes; None if it is not one."""
    cleaned = text.strip().lower().replace(" ", "")
    digits = cleaned.rstrip("abcdefghijklmnopqrstuvwxyz")
    suffix = cleaned[len(digits) :]
    if suffix not in _SIZE_SUFFIXES:
        return None
    value = parse_number(digits)
    if value is None or value < 0:
        return None
    return value * _SIZE_SUFFIXES[suffix]
