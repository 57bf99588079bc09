"""`llmplan catalog gpus|servers|models [--json]`: list the bundled catalogues."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Sequence

from llmplan.catalog.load import Catalog, load_catalog, load_prices
from llmplan.core.model.params import count_parameters
from llmplan.units import GIB

Row = dict[str, str]


DESCRIPTION = "List the bundled GPU, server or model catalogue."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("kind", choices=sorted(_TABLES), help="which catalogue to list")
    parser.add_argument("--json", action="store_true", help="print every entry as JSON")


def run(args: argparse.Namespace) -> int:
    catalog = load_catalog()
    if args.json:
        entries = getattr(catalog, args.kind).values()
        print(json.dumps([entry.model_dump(mode="json") for entry in entries], indent=2))
    else:
        print(format_table(_TABLES[args.kind](catalog)))
    return 0


def format_table(rows: Sequence[Row]) -> str:
    """Rows of equal keys as aligned columns (numbers right-aligned) under a header."""
    if not rows:
        return "(empty)"
    headers = list(rows[0])
    widths = {h: max(len(h), *(len(row[h]) for row in rows)) for h in headers}
    numeric = {h: all(_is_number(row[h]) for row in rows) for h in headers}

    def line(values: Row) -> str:
        cells = [
            values[h].rjust(widths[h]) if numeric[h] else values[h].ljust(widths[h])
            for h in headers
        ]
        return "  ".join(cells).rstrip()

    return "\n".join([line({h: h for h in headers}), *(line(row) for row in rows)])


def _is_number(text: str) -> bool:
    return text.replace(",", "").replace(".", "", 1).replace("-", "", 1).isdigit() or text == "-"


def _number(value: float | None, digits: int = 1) -> str:
    return "-" if value is None else f"{value:,.{digits}f}"


def _gpu_rows(catalog: Catalog) -> list[Row]:
    return [
        {
            "id": g.id,
            "name": g.name + (" (upper bound)" if g.upper_bound else ""),
            "memory GB": _number(g.memory_gb, 0),  # the vendor's, as in the name
            "usable GiB": _number(g.usable_memory_bytes / GIB),  # what every plan counts
            "TB/s": _number(g.memory_bandwidth_tb_s, 2),
            "BF16 TFLOPS": _number(g.bf16_dense_tflops),
            "FP8 TFLOPS": _number(g.fp8_dense_tflops),
            "W": _number(g.board_power_w, 0),
            "form": g.form_factor,
        }
        for g in catalog.gpus.values()
    ]


def _book_rent(server_id: str) -> str:
    """The price book's rent of a server, as the plans use it: "31.92 USD/hour (2026-09-20)"."""
    entry = load_prices().get(("server", server_id))
    rent = entry.rent if entry is not None else None
    if entry is None or rent is None:
        return "-"
    amount = f"{rent.amount:,.0f}" if rent.amount.is_integer() else f"{rent.amount:,.2f}"
    return f"{amount} {rent.currency}/{entry.rent_period} ({rent.date or 'undated'})"


def _server_rows(catalog: Catalog) -> list[Row]:
    return [
        {
            "id": s.id,
            "GPUs": f"{s.gpu_count}x {s.gpu}",
            "NVLink domain": str(s.nvlink_domain_size),
            "slowest GB/s": _number(s.inter_domain_link_gb_s, 0),
            "CPUs": f"{s.cpu.count}x {s.cpu.tdp_w:.0f} W",
            "RAM GB": _number(s.host_ram_gb, 0),
            "rent (price book)": _book_rent(s.id),
        }
        for s in catalog.servers.values()
    ]


def _model_rows(catalog: Catalog) -> list[Row]:
    rows = []
    for m in catalog.models.values():
        count = count_parameters(m)
        rows.append(
            {
                "id": m.id,
                "name": m.name,
                "params B": _number(count.total / 1e9, 2),
                "active B": _number(count.active / 1e9, 2),
                "layers": str(m.num_layers),
                "hidden": str(m.hidden_size),
                "heads/kv": f"{m.num_heads}/{m.num_kv_heads}",
                "vocab": str(m.vocab_size),
                "tokenizer": m.tokenizer or "-",
            }
        )
    return rows


_TABLES: dict[str, Callable[[Catalog], list[Row]]] = {
    "gpus": _gpu_rows,
    "servers": _server_rows,
    "models": _model_rows,
}
