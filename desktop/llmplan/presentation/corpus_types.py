"""Names of the corpus engine's file types and skip reasons in the user's language.

The engine speaks in stable keys ("pdf", "code") and short English reasons ("unsupported type
.gz"); this module turns them into what the Corpus tab shows, and groups the skip reasons
("unsupported type" with the extensions .gz, .c, … inside).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import PurePath

from llmplan.corpus.report import SkippedFile
from llmplan.presentation import i18n
from llmplan.presentation.templates import skip_reason_text

_tr = i18n.translator("CorpusTypes")


def type_name(key: str) -> str:
    """'pdf' → 'PDF', 'code' → 'Source code'; an extension key is shown as '.ext'."""
    names = {
        "pdf": "PDF",
        "docx": _tr("Word (DOCX)"),
        "pptx": _tr("PowerPoint (PPTX)"),
        "xlsx": _tr("Excel (XLSX)"),
        "odt": _tr("OpenDocument text"),
        "ods": _tr("OpenDocument spreadsheet"),
        "odp": _tr("OpenDocument presentation"),
        "odg": _tr("OpenDocument drawing"),
        "doc": _tr("Word 97–2003 (DOC)"),
        "xls": _tr("Excel 97–2003 (XLS)"),
        "ppt": _tr("PowerPoint 97–2003 (PPT)"),
        "msg": _tr("Outlook message (MSG)"),
        "epub": _tr("E-book (EPUB)"),
        "mbox": _tr("Mailbox (MBOX)"),
        "eml": _tr("E-mail"),
        "html": "HTML",
        "rtf": "RTF",
        "txt": _tr("Text"),
        "md": "Markdown",
        "rst": "reStructuredText",
        "log": _tr("Logs"),
        "csv": "CSV",
        "tsv": "TSV",
        "json": "JSON",
        "jsonl": "JSON Lines",
        "xml": "XML",
        "code": _tr("Source code"),
        "config": _tr("Configuration"),
        "text": _tr("Text (other extensions)"),
        "zip": _tr("ZIP archives"),
        "tar": _tr("TAR archives"),
        "gz": _tr("gzip files"),
        "(none)": _tr("(no extension)"),
    }
    return names.get(key, "." + key if key and not key.startswith(".") else key)


_VOCABULARY = re.compile(r"\s*\((\d+)K vocabulary\)$")


def tokenizer_name(name: str) -> str:
    """'Llama 3.1 (128K vocabulary)' (catalogue data, English) in the user's language."""
    match = _VOCABULARY.search(name)
    if match is None:
        return name
    return name[: match.start()] + _tr(" (%1K vocabulary)").replace("%1", match.group(1))


# reason phrases of the engine (English, stable) and the prefix that carries a detail
_REASONS = {
    "unsupported type": lambda: _tr("unsupported type"),
    "symbolic link not followed": lambda: _tr("symbolic link not followed"),
    "broken symlink": lambda: _tr("broken symbolic link"),
    "symlink loop": lambda: _tr("symbolic link loop"),
    "empty file": lambda: _tr("empty file"),
    "no text": lambda: _tr("no text"),
    "binary data": lambda: _tr("binary data"),
    "encrypted document": lambda: _tr("encrypted document"),
    "encrypted Office document": lambda: _tr("encrypted Office document"),
    "encrypted PDF": lambda: _tr("encrypted PDF"),
    "corrupt PDF": lambda: _tr("corrupt PDF"),
    "corrupt zip container": lambda: _tr("corrupt zip container"),
    "no text layer (scanned PDF?)": lambda: _tr("no text layer (scanned PDF?)"),
    "not a regular file (device, pipe, socket)": lambda: _tr(
        "not a regular file (device, pipe, socket)"
    ),
    "unreadable file": lambda: _tr("unreadable file"),
    "unreadable folder": lambda: _tr("unreadable folder"),
    "zip bomb": lambda: _tr("zip bomb"),
    "too large": lambda: _tr("too large"),
    "corrupt OLE file": lambda: _tr("corrupt OLE file"),
    "corrupt Word document": lambda: _tr("corrupt Word document"),
    "corrupt PowerPoint file": lambda: _tr("corrupt PowerPoint file"),
    "not an EPUB book": lambda: _tr("not an EPUB book"),
    "too many messages in the mailbox": lambda: _tr("too many messages in the mailbox"),
    "nested too deeply": lambda: _tr("nested too deeply"),
    "corrupt gzip file": lambda: _tr("corrupt gzip file"),
    "too large to read whole": lambda: _tr("too large to read whole"),
    "too many attributes in one element": lambda: _tr("too many attributes in one element"),
    "too many files in the archive": lambda: _tr("too many files in the archive"),
    "Outlook mailbox archive: export to .msg or .mbox to count it": lambda: _tr(
        "Outlook mailbox archive: export to .msg or .mbox to count it"
    ),
    # reports saved before the legacy readers existed still carry this reason
    "legacy binary format": lambda: _tr(
        "old binary Office/Outlook format: no permissively licensed reader (save as "
        "DOCX/XLSX/EML to count it)"
    ),
}
_DETAIL = re.compile(r"^(?P<head>[^(]+?)\s*(?:\((?P<paren>.*)\))?$")


def reason_group(reason: str) -> tuple[str, str]:
    """(group, detail): 'unsupported type .gz' → ('unsupported type', '.gz'),
    'zip bomb (ratio 900:1)' → ('zip bomb', 'ratio 900:1')."""
    if reason.startswith("unsupported type"):
        return "unsupported type", reason.removeprefix("unsupported type").strip()
    if reason.startswith("legacy binary format"):
        return "legacy binary format", reason.removeprefix("legacy binary format").strip(" :")
    match = _DETAIL.match(reason)
    if match and match.group("paren") and match.group("head").strip() in _REASONS:
        return match.group("head").strip(), match.group("paren")
    head, colon, detail = reason.partition(": ")  # "unreadable file: Permission denied"
    if colon and head in _REASONS:
        return head, detail
    return reason, ""


def not_found_text(missing: Iterable[PurePath]) -> str:
    """ "Not found: a, b" for the folders or files to read that are gone ("–" where none was
    given)."""
    return _tr("Not found: %1").replace("%1", ", ".join(map(str, missing)) or "–")


def reason_text(group: str) -> str:
    """A reason group in the user's language (others through the skip-reason catalogue,
    numbers and all; unknown ones as the engine wrote them)."""
    translate = _REASONS.get(group)
    return translate() if translate is not None else skip_reason_text(group)


@dataclass
class SkipGroup:
    """One reason with its files, split by extension (largest first)."""

    reason: str
    files: int = 0
    by_extension: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))

    def extensions(self) -> list[tuple[str, list[str]]]:
        return sorted(self.by_extension.items(), key=lambda kv: (-len(kv[1]), kv[0]))


def group_skipped(skipped: Iterable[SkippedFile | Mapping[str, object]]) -> list[SkipGroup]:
    """Skipped files grouped by reason, then extension; largest groups first (a mapping,
    the saved JSON of one, is read as a `SkippedFile` first)."""
    groups: dict[str, SkipGroup] = {}
    for entry in skipped:
        item = entry if isinstance(entry, SkippedFile) else SkippedFile.model_validate(entry)
        group, detail = reason_group(item.reason)
        extension = PurePath(item.path).suffix.lower() or detail or _tr("(no extension)")
        bucket = groups.setdefault(group, SkipGroup(group))
        bucket.files += 1
        bucket.by_extension[extension].append(item.path)
    return sorted(groups.values(), key=lambda g: (-g.files, g.reason))
