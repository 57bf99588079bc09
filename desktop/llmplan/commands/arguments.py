"""Command-line arguments that several sub-commands take, worded once."""

from __future__ import annotations

import argparse


def add_scenario_argument(parser: argparse.ArgumentParser, about: str) -> None:
    """The scenario file a planning command reads; `about` says what in it matters here."""
    parser.add_argument("scenario", help=f"scenario JSON file ({about})")
