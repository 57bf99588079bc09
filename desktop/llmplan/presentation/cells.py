"""How a table cell becomes text: locale-aware for people, plain for CSV."""

from __future__ import annotations

from llmplan.presentation import formatting
from llmplan.presentation.row_units import energy_unit, in_unit, time_unit
from llmplan.presentation.tables import CellValue, Row, Table, ValueKind


def display_text(kind: ValueKind, value: CellValue, currency: str) -> str:
    """A cell as a person reads it, in the current locale and memory unit."""
    if value is None:
        return "–"
    if isinstance(value, str):
        return value
    if isinstance(value, tuple):
        return _range_text(kind, value, currency)
    number = float(value)
    match kind:
        case "gb":
            return formatting.size_gb(number)
        case "count":
            return formatting.number(number, 0)
        case "seconds":
            return formatting.duration(number)
        case "kw":
            return f"{formatting.number(number, 1)} kW"
        case "kwh":
            return formatting.energy_kwh(number)
        case "money":
            return formatting.money(number, currency)
        case "kg":
            return formatting.mass_kg(number)
        case "hours" | "days" | "months":  # a rent's billing periods
            return formatting.number(number, 1)
        case _:
            return formatting.number(number, 2)


def _range_text(kind: ValueKind, value: tuple[float, float], currency: str) -> str:
    """An optimistic–conservative range of any kind of figure."""
    if kind == "seconds":
        return formatting.duration_range(*value)
    if kind == "kwh":
        return in_unit(value, energy_unit(value))
    if kind == "money":  # the unit once: "€69–126", "105–192 kg"
        return formatting.money_range(*value, currency)
    if kind == "kg":
        return formatting.mass_kg_range(*value)
    low, high = sorted(value)
    return f"{display_text(kind, low, currency)} – {display_text(kind, high, currency)}"


def _row_cells(row: Row, currencies: list[str]) -> list[str]:
    """A row's cells, durations and energies all in the unit of the row's largest value."""
    kind, values = row.kind, row.values
    if kind in ("seconds", "kwh"):
        unit = time_unit(values) if kind == "seconds" else energy_unit(values)
        return [
            in_unit(v, unit) if isinstance(v, (int, float, tuple)) else display_text(kind, v, "")
            for v in values
        ]
    return [display_text(kind, v, c) for v, c in zip(values, currencies, strict=True)]


def cell_currencies(row: Row, table: Table) -> list[str]:
    """Each cell's currency: the row's own (a rent in USD) or else the table's."""
    own = row.currencies or [None] * len(row.values)
    return [currency or table.currency for currency in own]


def display_rows(table: Table) -> list[list[str]]:
    """Label plus one formatted cell per candidate, for GUI tables, Markdown and PDF."""
    return [[row.label, *_row_cells(row, cell_currencies(row, table))] for row in table.rows]


_CSV_UNITS: dict[ValueKind, str] = {
    "text": "",
    "gb": "GB",
    "count": "",
    "seconds": "s",
    "kw": "kW",
    "kwh": "kWh",
    "money": "",
    "kg": "kg",
    "hours": "hours",
    "days": "days",
    "months": "months",
}


def _plain(value: CellValue) -> str:
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, int):
        return str(value)
    if isinstance(value, tuple):
        return f"{value[0]:.10g}–{value[1]:.10g}"
    return f"{value:.10g}"


def plain_rows(table: Table) -> list[list[str]]:
    """Machine-readable rows: key, label, unit, raw values (a range becomes two rows)."""
    lines: list[list[str]] = []
    for row in table.rows:
        unit = _CSV_UNITS[row.kind]
        if row.kind == "money":
            currencies = {
                c
                for c, v in zip(cell_currencies(row, table), row.values, strict=True)
                if v is not None
            }
            if len(currencies) > 1:  # mixed: each amount says its currency
                values = [
                    f"{_plain(v)} {c}" if v is not None else ""
                    for v, c in zip(row.values, cell_currencies(row, table), strict=True)
                ]
                lines.append([row.key, row.label, "", *values])
                continue
            unit = currencies.pop() if currencies else table.currency
        if any(isinstance(v, tuple) for v in row.values):
            for index, bound in enumerate(("optimistic", "conservative")):
                values = [
                    _plain(v[index]) if isinstance(v, tuple) else _plain(v) for v in row.values
                ]
                lines.append([f"{row.key}.{bound}", f"{row.label} ({bound})", unit, *values])
            continue
        lines.append([row.key, row.label, unit, *(_plain(v) for v in row.values)])
    return lines
