"""Why the corpus engine skipped a file, and what it notes of a scan, as a code and its
arguments, never as a sentence.

The engine raises and records a `Reason` ("zip_bomb_ratio", ratio=900); this catalogue holds,
for each code, the group it is listed under and its English wording with its arguments as
%1, %2 … in order. The English is what `corpus --json` writes and the source text of the
translations (`presentation/skip_reasons.py` words a reason in the reader's language), so
nothing ever reads a reason back out of its words.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import NamedTuple


class ArgKind(Enum):
    """How an argument is written: the English here, the localized form in presentation."""

    COUNT = "count"  # a whole number with thousands separators: 12,000
    NUMBER = "number"  # a whole number as is: 12000, a ratio, seconds
    BYTES = "bytes"  # a size in binary units: 600 MiB
    TEXT = "text"  # a name, an extension, an OS message: verbatim


ArgValue = str | int


class Reason(NamedTuple):
    """One reason: a catalogue code and its argument values, in the catalogue's order.
    A tuple of plain values, so it pickles flat across worker processes (and is made in
    about a microsecond: a scan may skip a million files)."""

    code: str
    args: tuple[ArgValue, ...] = ()

    @property
    def text(self) -> str:
        """The English sentence (what `corpus --json` shows)."""
        return english(self)

    def named_args(self) -> dict[str, ArgValue]:
        return dict(zip(entry(self.code).arg_names, self.args, strict=True))


@dataclass(frozen=True, slots=True)
class ReasonEntry:
    code: str
    group: str  # the code of the group it is listed under (see GROUPS)
    template: str  # English, arguments as %1, %2 …
    arg_kinds: tuple[tuple[str, ArgKind], ...] = ()
    arg_names: tuple[str, ...] = ()
    arg_set: frozenset[str] = frozenset()  # the names, to check a call's in one step


COUNT, NUMBER, BYTES, TEXT = ArgKind.COUNT, ArgKind.NUMBER, ArgKind.BYTES, ArgKind.TEXT
CATALOGUE: dict[str, ReasonEntry] = {}


def _add(code: str, group: str, template: str, **kinds: ArgKind) -> None:
    names = tuple(kinds)
    CATALOGUE[code] = ReasonEntry(
        code, group, template, tuple(kinds.items()), names, frozenset(names)
    )


# group code -> its English heading (a code alone in its group is headed by its own text)
GROUPS = {
    "unsupported_type": "unsupported type",
    "outlook_archive": "Outlook mailbox archive: export to .msg or .mbox to count it",
    "nested_too_deeply": "nested too deeply",
    "extraction_failed": "extraction failed",
    "too_much_text": "too much text",
    "too_large": "too large",
    "too_large_to_read": "too large to read whole",
    "took_too_long": "took too long",
    "too_much_memory": "needed too much memory",
    "reading_failed": "reading failed",
    "unreadable_symlink": "unreadable symbolic link",
    "unreadable": "unreadable",
    "unreadable_folder": "unreadable folder",
    "unreadable_file": "unreadable file",
    "zip_bomb": "zip bomb",
    "too_many_members": "too many files in the archive",
    "corrupt_gzip": "corrupt gzip file",
    "corrupt_word": "corrupt Word document",
    "corrupt_ppt": "corrupt PowerPoint file",
    "corrupt_ole": "corrupt OLE file",
    "not_epub": "not an EPUB book",
    "too_many_messages": "too many messages in the mailbox",
    "too_many_attributes": "too many attributes in one element",
    "too_many_pages": "too many pages",
    "header_too_long": "e-mail header too long",
}

# what any reader meets
_add("binary_data", "binary_data", "binary data")
_add("no_text", "no_text", "no text")
_add("empty_file", "empty_file", "empty file")
_add("out_of_memory", "out_of_memory", "out of memory")
_add("skipped", "skipped", "skipped")
_add("unsupported_type", "unsupported_type", "unsupported type %1", extension=TEXT)
_add("unsupported_no_extension", "unsupported_type", "unsupported type (no extension)")
_add(
    "outlook_archive",
    "outlook_archive",
    "Outlook mailbox archive: export to .msg or .mbox to count it (%1)",
    size=BYTES,
)
_add("nested_too_deeply", "nested_too_deeply", "nested too deeply")
_add("nested_levels", "nested_too_deeply", "nested too deeply (more than %1 levels)", levels=COUNT)
_add(
    "nested_containers",
    "nested_too_deeply",
    "nested too deeply (containers more than %1 levels deep)",
    levels=NUMBER,
)
_add("extraction_failed", "extraction_failed", "%1 extraction failed (%2)", kind=TEXT, error=TEXT)
_add(
    "too_much_text",
    "too_much_text",
    "too much text (expands past %1 characters)",
    characters=COUNT,
)
_add("too_large", "too_large", "too large (%1 > %2)", size=BYTES, limit=BYTES)
_add(
    "too_large_for_type",
    "too_large",
    "too large for a %1 file (%2 > %3)",
    kind=TEXT,
    size=BYTES,
    limit=BYTES,
)
_add(
    "too_large_to_read",
    "too_large_to_read",
    "too large to read whole (%1 > %2)",
    size=BYTES,
    limit=BYTES,
)
_add("grew_too_large_to_read", "too_large_to_read", "too large to read whole (> %1)", limit=BYTES)
_add("took_too_long", "took_too_long", "took too long (more than %1 s)", seconds=NUMBER)
_add(
    "too_much_memory",
    "too_much_memory",
    "needed too much memory (more than %1 MiB)",
    mebibytes=COUNT,
)
_add("reading_failed", "reading_failed", "reading failed (%1)", error=TEXT)
_add("reader_crashed", "reader_crashed", "the reader process crashed on this file")
_add("ray_worker_lost", "ray_worker_lost", "its Ray worker was lost twice while reading it")

# opening a file, listing a folder
_add(
    "changed_since_listed", "changed_since_listed", "changed since the folder was listed (not read)"
)
_add("not_regular_file", "not_regular_file", "not a regular file")
_add("locked", "locked", "locked by another program (not read)")
_add("permission_denied", "unreadable", "unreadable: permission denied")
_add("name_too_long", "unreadable", "unreadable: name too long")
_add("file_not_found", "unreadable", "unreadable: file not found")
_add("io_error", "unreadable", "unreadable: I/O error")
_add("unreadable", "unreadable", "unreadable: %1", error=TEXT)
_add("symlink_not_followed", "symlink_not_followed", "symbolic link not followed")
_add("broken_symlink", "broken_symlink", "broken symlink")
_add("symlink_loop", "symlink_loop", "symlink loop")
_add("unreadable_symlink", "unreadable_symlink", "unreadable symlink: %1", error=TEXT)
_add("not_found", "not_found", "not found or not a regular file")
_add("hard_link", "hard_link", "hard link to a file already counted (counted once)")
_add("online_only", "online_only", "online-only file (not downloaded)")
_add("folder_loop", "folder_loop", "folder already scanned (loop)")
_add(
    "folder_changed",
    "folder_changed",
    "folder changed while scanning (replaced by a link or a file): not read",
)
_add("unreadable_folder", "unreadable_folder", "unreadable folder: %1", error=TEXT)
_add("unreadable_file", "unreadable_file", "unreadable file: %1", error=TEXT)
_add("device_file", "device_file", "not a regular file (device, pipe, socket)")

# archives and zip containers
_add("zip_bomb_nested", "zip_bomb", "zip bomb (nested documents inflate past %1)", limit=BYTES)
_add("zip_bomb_inflates", "zip_bomb", "zip bomb (inflates past %1)", limit=BYTES)
_add("zip_bomb_size", "zip_bomb", "zip bomb (%1 uncompressed > %2)", size=BYTES, limit=BYTES)
_add("zip_bomb_ceiling", "zip_bomb", "zip bomb (> %1 uncompressed)", limit=BYTES)
_add("zip_bomb_ratio", "zip_bomb", "zip bomb (ratio %1:1)", ratio=NUMBER)
_add("zip_bomb_ratio_over", "zip_bomb", "zip bomb (ratio over %1:1)", ratio=NUMBER)
_add(
    "too_many_members",
    "too_many_members",
    "too many files in the archive (%1 > %2)",
    files=COUNT,
    limit=COUNT,
)
_add(
    "no_documents_in_archive", "no_documents_in_archive", "no readable documents inside the archive"
)
_add("corrupt_gzip", "corrupt_gzip", "corrupt gzip file")
_add("truncated_gzip", "corrupt_gzip", "corrupt gzip file (truncated)")
_add("no_document_in_gzip", "no_document_in_gzip", "no readable document inside the gzip file")
_add("corrupt_tar", "corrupt_tar", "corrupt tar archive")
_add("encrypted_office", "encrypted_office", "encrypted Office document")
_add("renamed_legacy_office", "renamed_legacy_office", "legacy Office format (renamed .doc/.ppt?)")
_add("not_zip", "not_zip", "not a zip container")
_add("corrupt_zip", "corrupt_zip", "corrupt zip container")
_add("encrypted_document", "encrypted_document", "encrypted document")

# document formats
_add("not_doc", "not_doc", "not a Word document (.doc)")
_add("corrupt_word_short_header", "corrupt_word", "corrupt Word document (short header)")
_add("corrupt_word_no_header", "corrupt_word", "corrupt Word document (no Word header)")
_add("corrupt_word_text_outside", "corrupt_word", "corrupt Word document (text outside its stream)")
_add(
    "corrupt_word_pieces_outside",
    "corrupt_word",
    "corrupt Word document (piece table outside its stream)",
)
_add("corrupt_word_no_pieces", "corrupt_word", "corrupt Word document (no piece table)")
_add("not_ppt", "not_ppt", "not a PowerPoint presentation (.ppt)")
_add("corrupt_ppt_records", "corrupt_ppt", "corrupt PowerPoint file (too many records)")
_add(
    "old_powerpoint",
    "old_powerpoint",
    "PowerPoint %1 presentation (1992-1994 format): too old to read",
    version=NUMBER,
)
_add("not_xls", "not_xls", "not an Excel workbook (.xls)")
_add("corrupt_xls", "corrupt_xls", "corrupt Excel workbook")
_add("not_ole", "not_ole", "not an OLE compound file")
_add("corrupt_ole_header", "corrupt_ole", "corrupt OLE file (damaged header or directory)")
_add("corrupt_ole_entries", "corrupt_ole", "corrupt OLE file (more than %1 entries)", entries=COUNT)
_add("corrupt_ole_directory", "corrupt_ole", "corrupt OLE file (directory)")
_add(
    "corrupt_ole_stream_size",
    "corrupt_ole",
    "corrupt OLE file (a stream declares more bytes than the file holds)",
)
_add("corrupt_ole_chain", "corrupt_ole", "corrupt OLE file (broken sector chain)")
_add("corrupt_ole_chain_loop", "corrupt_ole", "corrupt OLE file (a sector chain loops)")
_add("not_outlook_msg", "not_outlook_msg", "not an Outlook message")
_add("corrupt_compressed_rtf", "corrupt_compressed_rtf", "corrupt compressed RTF")
_add("compressed_rtf_too_large", "compressed_rtf_too_large", "compressed RTF too large")
_add("corrupt_rtf", "corrupt_rtf", "corrupt RTF")
_add("not_docx", "not_docx", "not a Word document")
_add("not_pptx", "not_pptx", "not a PowerPoint presentation")
_add("not_xlsx", "not_xlsx", "not an Excel workbook")
_add("not_opendocument", "not_opendocument", "not an OpenDocument file")
_add("not_epub", "not_epub", "not an EPUB book")
_add("epub_package_missing", "not_epub", "not an EPUB book (package file missing)")
_add("epub_no_package", "not_epub", "not an EPUB book (no package file)")
_add("not_wordperfect", "not_wordperfect", "not a WordPerfect document")
_add(
    "wordperfect_not_document",
    "wordperfect_not_document",
    "a WordPerfect Office file that is not a text document (not read)",
)
_add(
    "wordperfect_version",
    "wordperfect_version",
    "WordPerfect document of an unknown version (%1): not read",
    version=TEXT,
)
_add("not_mailbox", "not_mailbox", "not a mailbox (no 'From ' line)")
_add(
    "too_many_messages",
    "too_many_messages",
    "too many messages in the mailbox (%1 > %2)",
    messages=COUNT,
    limit=COUNT,
)
_add(
    "too_many_messages_streamed",
    "too_many_messages",
    "too many messages in the mailbox (> %1)",
    limit=COUNT,
)
_add("no_messages", "no_messages", "no readable messages in the mailbox")
_add("not_email", "not_email", "not an e-mail")
_add("header_too_long", "header_too_long", "e-mail header %1 too long", header=TEXT)
_add("xml_entities", "xml_entities", "XML entity declarations (refused)")
_add("malformed_xml", "malformed_xml", "malformed XML")
_add("malformed_json", "malformed_json", "malformed JSON")
_add("malformed_jsonl", "malformed_jsonl", "malformed JSON Lines")
_add(
    "too_many_attributes",
    "too_many_attributes",
    "too many attributes in one element (more than %1)",
    limit=COUNT,
)
_add("encrypted_pdf", "encrypted_pdf", "encrypted PDF")
_add("corrupt_pdf", "corrupt_pdf", "corrupt PDF")
_add("too_many_pages", "too_many_pages", "too many pages (%1 > %2)", pages=NUMBER, limit=NUMBER)
_add("scanned_pdf", "scanned_pdf", "no text layer (scanned PDF?)")
# a note on a file read and counted (not a skip)
_add(
    "text_garbled",
    "text_garbled",
    "read and counted, but its text looks garbled (a font maps its letters to other "
    "characters: CJK, Hangul or private codes)",
)

# notes on the whole scan and on the archive's estimate (each its own group; not a skip)
_add(
    "root_link",
    "root_link",
    "%1 is a symbolic link; its target %2 was scanned.",
    link=TEXT,
    target=TEXT,
)
_add(
    "hard_links",
    "hard_links",
    "%1 hard link(s) to files already listed were counted once, under their first name.",
    links=COUNT,
)
_add(
    "types_assumed",
    "types_assumed",
    "Some file types were not read at all; their tokens per byte is assumed.",
)
_add(
    "sampled",
    "sampled",
    "Files were sampled by type and size, without replacement, in a random order; totals by "
    "the ratio estimator on bytes (Neyman allocation); sampled files that could not be read "
    "count as 0 tokens.",
)
_add(
    "copies_incomplete",
    "copies_incomplete",
    "The search for exact copies stopped before every file of equal size was compared: the "
    "files not compared count as unique.",
)
_add(
    "lines_untracked",
    "lines_untracked",
    "%1 documents read after the first %2 distinct lines were not examined for recurring lines.",
    documents=COUNT,
    lines=COUNT,
)
_add(
    "archive_extrapolated",
    "archive_extrapolated",
    "Extrapolated from the folder's tokens per byte of each type; the interval covers the "
    "sampling error only — that the folder is representative of the archive is an assumption.",
)
_add(
    "archive_type_missing",
    "archive_type_missing",
    "no %1 files in the folder: the folder's average tokens per byte used",
    kind=TEXT,
)

# issue 34 (rdC)
_add(
    "sizes_assumed",
    "sizes_assumed",
    "Some files were in size classes of which nothing was read; their tokens per byte is "
    "their type's.",
)
_add(
    "stalled",
    "took_too_long",
    "took too long (more than %1 s without finishing while using little CPU time: stuck "
    "waiting, e.g. for a disk or network share)",
    seconds=NUMBER,
)


def entry(code: str) -> ReasonEntry:
    return CATALOGUE[code]


def reason(code: str, **args: ArgValue) -> Reason:
    """A `Reason` of the catalogue, its arguments by name (checked against the entry)."""
    known = CATALOGUE[code]
    names = known.arg_names
    if not names and not args:
        return Reason(code)
    if args.keys() != known.arg_set:
        raise TypeError(f"reason {code!r} takes {names}, got {tuple(args)}")
    return Reason(code, tuple(map(args.__getitem__, names)))


def group_heading(group: str) -> str:
    """The English heading of a group (the text of its one code where it has no heading)."""
    return GROUPS.get(group) or entry(group).template


def human_bytes(n: int) -> str:
    """Binary units for reasons ("600 MiB"), whole numbers where that reads cleanly."""
    value, unit = bytes_in_unit(n)
    return f"{value:.0f} {unit}" if value >= 10 or unit == "B" else f"{value:.1f} {unit}"


def bytes_in_unit(n: int) -> tuple[float, str]:
    """(value, binary unit) of a size: 629145600 -> (600.0, "MiB")."""
    value = float(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if value < 1024 or unit == "GiB":
            return value, unit
        value /= 1024
    raise AssertionError("unreachable")


def english_arg(value: ArgValue, kind: ArgKind) -> str:
    if kind is ArgKind.COUNT:
        return f"{int(value):,}"
    if kind is ArgKind.BYTES:
        return human_bytes(int(value))
    return str(value)


def fill(template: str, values: list[str]) -> str:
    """%1, %2 … replaced by `values` (from the highest down, so %1 never eats %10)."""
    for index in range(len(values), 0, -1):
        template = template.replace(f"%{index}", values[index - 1])
    return template


@lru_cache(maxsize=4096)  # a scan repeats few reasons many times ("unsupported type .png")
def english(found: Reason) -> str:
    known = entry(found.code)
    if not known.arg_kinds:
        return known.template
    values = [
        english_arg(value, kind)
        for value, (_, kind) in zip(found.args, known.arg_kinds, strict=True)
    ]
    return fill(known.template, values)
