"""One unit per table row: a row of durations or energies is written in the unit its largest
value needs ("42.3 h" and "2.1 days" side by side read as different magnitudes at a glance,
and wrongly so), ranges included.
"""

from __future__ import annotations

from collections.abc import Sequence

from llmplan.presentation import formatting, i18n

_t = i18n.translator("formatting")

# (kWh per unit, template for one value, template for a range, decimals)
_ENERGY_UNITS = (
    (0.001, "%1 Wh", "%1–%2 Wh", 0),
    (1.0, "%1 kWh", "%1–%2 kWh", 0),
    (1000.0, "%1 MWh", "%1–%2 MWh", 1),
)


def _largest(values: Sequence[object]) -> float:
    numbers: list[float] = []
    for value in values:
        if isinstance(value, tuple):
            numbers.extend(float(v) for v in value)
        elif isinstance(value, (int, float)):
            numbers.append(float(value))
    return max(numbers, default=0.0)


def time_unit(values: Sequence[object]) -> tuple[float, str, str, int]:
    """The unit the row's largest duration is written in (as `formatting.duration`)."""
    return formatting.duration_unit(_largest(values))


def energy_unit(values: Sequence[object]) -> tuple[float, str, str, int]:
    """The unit the row's largest energy is written in (as `formatting.energy_kwh`)."""
    top = _largest(values)
    if top >= 10_000:
        return _ENERGY_UNITS[2]
    return _ENERGY_UNITS[0] if 0 < top < 0.1 else _ENERGY_UNITS[1]


def in_unit(value: float | tuple[float, float], unit: tuple[float, str, str, int]) -> str:
    """A value or an optimistic–conservative range written in the row's unit; a duration
    too short for it in its own ("< 1 s", never "0–0 s"), one figure where both ends read
    the same."""
    if unit in formatting.TIME_UNITS:
        if isinstance(value, tuple):
            return formatting.duration_range(*value, unit=unit)
        if value == 0 or not formatting.reads_as_zero(value / unit[0], unit[3]):
            return formatting.in_time_unit(value, unit)
        return formatting.duration(value)
    scale, single, double, decimals = unit
    if unit in _ENERGY_UNITS:  # a measured figure: significant digits, as energy_kwh writes it
        top = max(value) if isinstance(value, tuple) else value
        decimals = formatting.significant_decimals(top / scale)
    if isinstance(value, tuple):
        low, high = sorted(value)
        first = formatting.number(low / scale, decimals)
        second = formatting.number(high / scale, decimals)
        if first != second:
            return _t(double).replace("%1", first).replace("%2", second)
        value = high
    return _t(single).replace("%1", formatting.number(value / scale, decimals))


def energy_range(band: tuple[float, float]) -> str:
    """An optimistic–conservative energy band in one unit ("321–589 kWh")."""
    return in_unit(band, energy_unit(band))


def short_energy_range(band: tuple[float, float]) -> str:
    """The band where space is short (the summary strip): from 1,000 kWh on in MWh
    ("4.4–7.1 MWh", not "4,414–7,092 kWh")."""
    if _largest([band]) < 1000:
        return energy_range(band)
    low, high = (formatting.number(value / 1000, 1) for value in sorted(band))
    if low == high:
        return _t(_ENERGY_UNITS[2][1]).replace("%1", high)
    return _t(_ENERGY_UNITS[2][2]).replace("%1", low).replace("%2", high)


def money_range(band: tuple[float, float], currency: str) -> str:
    """An optimistic–conservative cost band, the currency once ("€80–147"); one figure where
    they agree."""
    return formatting.money_range(*band, currency)


def number_range(band: tuple[float, float]) -> str:
    """An optimistic–conservative band of plain figures ("168–310"); one where they agree."""
    return formatting.number_range(*band)
