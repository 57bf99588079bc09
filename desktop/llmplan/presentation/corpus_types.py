"""Names of the corpus engine's file types and skip reasons in the user's language.

The engine speaks in stable keys ("pdf", "code") and reasons as codes ("unsupported_type",
extension=".gz"); this module turns them into what the Corpus tab shows, and groups the skipped
files by their reason's group ("unsupported type" with the extensions .gz, .c, … inside).
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import PurePath

from llmplan.corpus.reasons import entry as reason_entry
from llmplan.corpus.report import NotedFile, SkippedFile
from llmplan.presentation import i18n
from llmplan.presentation.skip_reasons import group_text

_tr = i18n.translator("CorpusTypes")


def type_name(key: str) -> str:
    """'pdf' → 'PDF', 'code' → 'Source code'; an extension key is shown as '.ext'."""
    names = {
        "pdf": "PDF",
        "docx": _tr("Word (DOCX)"),
        "pptx": _tr("PowerPoint (PPTX)"),
        "xlsx": _tr("Excel (XLSX)"),
        "xlsb": _tr("Excel binary workbook (XLSB)"),
        "odt": _tr("OpenDocument text"),
        "ods": _tr("OpenDocument spreadsheet"),
        "odp": _tr("OpenDocument presentation"),
        "odg": _tr("OpenDocument drawing"),
        "doc": _tr("Word 97–2003 (DOC)"),
        "xls": _tr("Excel 97–2003 (XLS)"),
        "ppt": _tr("PowerPoint 97–2003 (PPT)"),
        "wpd": _tr("WordPerfect document (WPD)"),
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


def not_found_text(missing: Iterable[PurePath]) -> str:
    """ "Not found: a, b" for the folders or files to read that are gone ("–" where none was
    given)."""
    return _tr("Not found: %1").replace("%1", ", ".join(map(str, missing)) or "–")


@dataclass
class SkipGroup:
    """One group of reasons with its files, split by extension (largest first). `key`: the
    group's code (or, for a scenario file saved before reasons were codes, the sentence)."""

    key: str
    heading: str
    files: int = 0
    by_extension: dict[str, list[str]] = field(default_factory=lambda: defaultdict(list))

    def extensions(self) -> list[tuple[str, list[str]]]:
        return sorted(self.by_extension.items(), key=lambda kv: (-len(kv[1]), kv[0]))


def _group_of(item: SkippedFile | NotedFile) -> tuple[str, str]:
    why = item.why()
    if why is None:
        return item.english, item.english
    group = reason_entry(why.code).group
    return group, group_text(group)


def group_skipped(
    skipped: Iterable[SkippedFile | NotedFile | Mapping[str, object]],
) -> list[SkipGroup]:
    """Skipped files (or files read with a note) grouped by their reason's group, then
    extension; largest groups first (a mapping, the saved JSON of one, is read as a
    `SkippedFile` first)."""
    groups: dict[str, SkipGroup] = {}
    for listed in skipped:
        item = (
            listed
            if isinstance(listed, SkippedFile | NotedFile)
            else SkippedFile.model_validate(listed)
        )
        key, heading = _group_of(item)
        extension = PurePath(item.path).suffix.lower() or _tr("(no extension)")
        bucket = groups.setdefault(key, SkipGroup(key, heading))
        bucket.files += 1
        bucket.by_extension[extension].append(item.path)
    return sorted(groups.values(), key=lambda g: (-g.files, g.heading))
