"""The extraction contract: what comes out, what stops it, and the safety limits."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ExtractedText:
    """Plain text of one document, with the type key it was read as."""

    text: str
    kind: str
    pages: int | None = None  # PDF pages or presentation slides; None where undefined
    encoding: str | None = None  # detected encoding of text-based formats


@dataclass(frozen=True)
class Limits:
    """Bounds that keep a hostile or huge file from exhausting memory or time."""

    max_file_bytes: int = 512 * 1024**2
    # Zip containers (docx/odt/pptx): declared uncompressed size of the members read.
    max_uncompressed_bytes: int = 1024**3
    max_pdf_pages: int = 20_000
    # Members above zip_ratio_min_bytes that inflate more than this are treated as bombs:
    # office XML compresses 5-50:1, a document of one paragraph repeated 20,000 times
    # 217:1; zeros reach deflate's ceiling of about 1030:1.
    max_zip_ratio: int = 500
    zip_ratio_min_bytes: int = 8 * 1024**2


class SkipFile(Exception):
    """The file cannot be extracted; `reason` is a short, human, stable phrase."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def human_bytes(n: int) -> str:
    """Binary units for reasons ("600 MiB"), whole numbers where that reads cleanly."""
    value = float(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if value < 1024 or unit == "GiB":
            return f"{value:.0f} {unit}" if value >= 10 or unit == "B" else f"{value:.1f} {unit}"
        value /= 1024
    raise AssertionError("unreachable")
