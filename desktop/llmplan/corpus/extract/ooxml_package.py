"""Where an OOXML package keeps its parts: by its relationships, not by fixed names.

Word, Excel and PowerPoint write `word/document.xml`, `xl/worksheets/sheet1.xml`,
`ppt/slides/slide1.xml`, but the format names parts only through relationships
(`_rels/.rels` -> the main part -> its own `.rels`), and other writers use other paths
(`word/document2.xml`, `xl/worksheets/Sheet1.xml`). The readers ask here first and fall
back to the usual names where a package has no relationships.
"""

from __future__ import annotations

import posixpath
import zipfile

from llmplan.corpus.extract import xmlsafe
from llmplan.corpus.extract.types import Limits, SkipFile
from llmplan.corpus.extract.zipguard import member_names, read_members

_RELATIONSHIPS = "{http://schemas.openxmlformats.org/package/2006/relationships}Relationship"
# Relationship attributes on elements (r:id), transitional and Strict
_R_IDS = (
    "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id",
    "{http://purl.oclc.org/ooxml/officeDocument/relationships}id",
)


def relationships(
    archive: zipfile.ZipFile, part: str, limits: Limits
) -> list[tuple[str, str, str]]:
    """(type's last word, target part, id) of each internal relationship of `part` ('' for
    the package itself); empty when it has none."""
    folder, name = posixpath.split(part)
    rels = posixpath.join(folder, "_rels", f"{name}.rels")
    if rels not in member_names(archive):
        return []
    (data,) = read_members(archive, [rels], limits)
    found: list[tuple[str, str, str]] = []
    for event, element in xmlsafe.iter_events(data):
        if event != "end" or element.tag != _RELATIONSHIPS:
            continue
        target = element.get("Target") or ""
        if element.get("TargetMode") == "External" or not target:
            continue
        path = target[1:] if target.startswith("/") else posixpath.join(folder, target)
        kind = (element.get("Type") or "").rsplit("/", 1)[-1]
        found.append((kind, posixpath.normpath(path), element.get("Id") or ""))
    return found


def main_part(archive: zipfile.ZipFile, limits: Limits) -> str | None:
    """The package's main part (document, workbook, presentation), if its relationships
    name one that is there."""
    try:
        related = relationships(archive, "", limits)
    except SkipFile:
        return None  # damaged relationships: the usual names are tried
    present = member_names(archive)
    return next((t for kind, t, _ in related if kind == "officeDocument" and t in present), None)


def related_of_kind(archive: zipfile.ZipFile, part: str, kind: str, limits: Limits) -> list[str]:
    """The parts `part` relates to with a relationship of type `kind` that are there."""
    present = member_names(archive)
    return [t for k, t, _ in relationships(archive, part, limits) if k == kind and t in present]


def ordered_parts(
    archive: zipfile.ZipFile, part: str, data: bytes, list_tag: str, kind: str, limits: Limits
) -> list[str]:
    """The parts of type `kind` in the order `part` lists them (its `list_tag` elements'
    r:id: a workbook's sheets, a presentation's slides)."""
    present = member_names(archive)
    by_id = {
        rid: target
        for k, target, rid in relationships(archive, part, limits)
        if k == kind and target in present
    }
    ordered: list[str] = []
    for event, element in xmlsafe.iter_events(data):
        if event == "end" and element.tag.endswith(list_tag):
            rid = next((element.get(a) for a in _R_IDS if element.get(a)), None)
            target = by_id.get(rid or "")
            if target is not None and target not in ordered:
                ordered.append(target)
    return ordered
