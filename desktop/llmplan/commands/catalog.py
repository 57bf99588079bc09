"""`llmplan catalog` (placeholder until its issue lands)."""

from __future__ import annotations

import argparse


def add_parser(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("catalog", help="(not yet available)")
    parser.set_defaults(func=lambda args: 1)
