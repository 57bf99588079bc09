"""The extraction contract: what comes out, what stops it, and the safety limits."""

from __future__ import annotations

from dataclasses import dataclass

from llmplan.corpus.reasons import ArgValue, Reason, reason


@dataclass(frozen=True)
class ExtractedText:
    """Plain text of one document, with the type key it was read as."""

    text: str
    kind: str
    pages: int | None = None  # PDF pages or presentation slides; None where undefined
    encoding: str | None = None  # detected encoding of text-based formats
    # PDF pages that show an image but have no text layer (scans): counted apart, to OCR
    ocr_pages: int = 0
    text_pages: int = 0  # PDF pages with text (the basis of the scanned pages' estimate)
    # of those, pages that read as a table (a printed spreadsheet, a price list: mostly
    # figures) and their characters: not the basis of the scanned pages' estimate
    table_pages: int = 0
    table_characters: int = 0
    # what a reader noticed of a file it read (its text looks garbled): reported per file,
    # its tokens still counted
    notes: tuple[Reason, ...] = ()


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
    # What one file may expand to, counted on the output as it is produced: a few kilobytes
    # of ODT spaces, nested PDF forms or encoded words must not become gigabytes.
    max_text_chars: int = 32 * 1024**2
    # Formats parsed whole (HTML, JSON, XML, RTF, e-mail, office XML parts): the input one
    # parse may hold in memory. Plain text is streamed and has no such limit.
    max_parsed_bytes: int = 32 * 1024**2
    # Element nesting (XML, office XML, HTML): deeper is a hostile file, and HTML parsing
    # time grows with the square of the depth.
    max_nesting: int = 1_000
    # Attributes of one HTML element: the HTML parser's time grows with their square
    # (40,000 attributes, 450 KB: over 100 s); real pages stay far below.
    max_attributes: int = 200
    # CPU time one file may take (the reading process's or thread's own clock, so the
    # same file gets the same verdict on an idle and on a busy machine): this much, plus
    # the second term per MiB of its size (a big file legitimately takes longer). Past it
    # the worker is replaced and the file skipped as "took too long".
    seconds_per_file: float = 30.0
    seconds_per_mib: float = 1.0
    # A file that uses no CPU but never finishes (stuck waiting for a disk or a network
    # share) is given up on after this many times its CPU limit of wall-clock time:
    # generous, so that a busy machine (readers waiting for a core) never reaches it.
    wall_clock_factor: float = 10.0
    # Memory a worker process may grow by while reading one file (checked every quarter
    # second); past it the worker is replaced and the file skipped.
    max_worker_growth_bytes: int = 512 * 1024**2

    def seconds_for(self, size: int) -> float:
        """The CPU seconds a file of `size` bytes may take."""
        return self.seconds_per_file + self.seconds_per_mib * size / 1024**2

    def wall_seconds_for(self, size: int) -> float:
        """The wall-clock seconds after which a file is given up on however little CPU
        it used."""
        return self.wall_clock_factor * self.seconds_for(size)


def too_much_text(limits: Limits) -> SkipFile:
    return SkipFile("too_much_text", characters=limits.max_text_chars)


def too_deep(limits: Limits) -> SkipFile:
    return SkipFile("nested_levels", levels=limits.max_nesting)


class TextBudget:
    """Collects extracted text, refusing the file once it passes `limits.max_text_chars`."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.parts: list[str] = []
        self.chars = 0

    def add(self, text: str) -> None:
        self.chars += len(text)
        if self.chars > self.limits.max_text_chars:
            raise too_much_text(self.limits)
        self.parts.append(text)

    def text(self, separator: str = "") -> str:
        return separator.join(self.parts)


class SkipFile(Exception):
    """The file cannot be extracted: `reason` says why, a catalogue code and its arguments
    (`SkipFile("zip_bomb_ratio", ratio=900)`; the codes are in `corpus/reasons.py`)."""

    def __init__(self, code: str, **args: ArgValue) -> None:
        self.reason = reason(code, **args)
        super().__init__(self.reason.text)

    @classmethod
    def of(cls, found: Reason) -> SkipFile:
        return cls(found.code, **found.named_args())


class ScannedPages(SkipFile):
    """A PDF of scanned pages only: skipped (no text), its `pages` to be counted as needing
    OCR."""

    def __init__(self, pages: int) -> None:
        super().__init__("scanned_pdf")
        self.pages = pages
