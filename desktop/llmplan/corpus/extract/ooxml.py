"""DOCX and PPTX -> text by reading their XML straight from the zip.

4-14x faster than python-docx here. Word: w:t runs, w:tab -> tab, w:br/w:cr -> newline,
one line per paragraph (deleted revisions, field codes are other elements and skipped).
PowerPoint: a:t runs, a:br -> newline, one line per paragraph, slides in their order; then
the text of charts, SmartArt and speaker notes (`pptx_parts`).
Strict Open XML files read the same (`ooxml_names`); parts are found by the package's
relationships where they are not at the usual paths (`ooxml_package`).
"""

from __future__ import annotations

import re
import zipfile

from llmplan.corpus.extract import ooxml_package, pptx_parts, xmlsafe
from llmplan.corpus.extract.ooxml_names import transitional
from llmplan.corpus.extract.reading import OpenedFile
from llmplan.corpus.extract.types import ExtractedText, Limits, SkipFile, TextBudget
from llmplan.corpus.extract.zipguard import (
    InflateBudget,
    check_members,
    member_chunks,
    member_names,
    open_zip,
    read_members,
)

_W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
# Body first, then notes; headers/footers repeat page furniture and are left out.
_WORD_PARTS = ("word/document.xml", "word/footnotes.xml", "word/endnotes.xml")
_WORD_BREAKS = {
    _W + "tab": "\t",
    _W + "ptab": "\t",
    _W + "br": "\n",
    _W + "cr": "\n",
    _W + "noBreakHyphen": "-",
}
_W_TEXTBOX = _W + "txbxContent"
_MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
_SLIDE = re.compile(r"ppt/slides/slide(\d+)\.xml")
_PRESENTATION = "ppt/presentation.xml"  # the main part every PowerPoint package has


class _Runs(xmlsafe.Handlers):
    """Concatenate runs, one line per paragraph.

    With `run_tag`, break elements count only as direct children of a run: Word's
    paragraph properties hold tab-stop definitions also named w:tab. Everything inside
    mc:Fallback is skipped: it repeats the mc:Choice content (text boxes) for old readers.
    """

    def __init__(
        self,
        out: TextBudget,
        text_tag: str,
        breaks: dict[str, str],
        para_tag: str,
        run_tag: str | None,
    ) -> None:
        self.out = out
        self.text_tag = text_tag
        self.breaks = breaks
        self.para_tag = para_tag
        self.run_tag = run_tag
        self.parents: list[str] = []
        self.fallback_depth = 0
        self.run_text: list[str] = []

    def start(self, tag: str, attributes: dict[str, str]) -> None:
        tag = transitional(tag)
        if tag == _MC_FALLBACK:
            self.fallback_depth += 1
        elif tag == _W_TEXTBOX and not self.fallback_depth:
            self.out.add("\n")  # a text box is its own block, not part of the line
        elif tag in self.breaks and not self.fallback_depth and self._in_run():
            self.out.add(self.breaks[tag])
        self.parents.append(tag)

    def text(self, data: str) -> None:
        if self.parents and self.parents[-1] == self.text_tag and not self.fallback_depth:
            self.run_text.append(data)
            if len(self.run_text) > 64:  # a hostile run of many pieces: keep it counted
                self.out.add("".join(self.run_text))
                self.run_text.clear()

    def end(self, tag: str) -> None:
        tag = transitional(tag)
        self.parents.pop()
        if tag == _MC_FALLBACK:
            self.fallback_depth -= 1
        elif self.fallback_depth:
            return
        elif tag == self.text_tag:
            self.out.add("".join(self.run_text))
            self.run_text.clear()
        elif tag == self.para_tag:
            self.out.add("\n")

    def _in_run(self) -> bool:
        return self.run_tag is None or (bool(self.parents) and self.parents[-1] == self.run_tag)


def _part_text(
    archive: zipfile.ZipFile,
    name: str,
    budget: InflateBudget,
    out: TextBudget,
    tags: tuple[str, dict[str, str], str, str | None],
) -> str:
    """The text of one XML part, streamed; `out` counts the text of all parts."""
    part = TextBudget(out.limits)
    part.chars = out.chars
    xmlsafe.stream(member_chunks(archive, name, budget), _Runs(part, *tags), out.limits)
    out.chars = part.chars
    return part.text().rstrip("\n")


def extract_docx(source: bytes | OpenedFile, limits: Limits) -> ExtractedText:
    with open_zip(source) as archive:
        names = _word_parts(archive, limits)
        check_members(archive, names, limits)
        budget, out = InflateBudget(limits), TextBudget(limits)
        tags = (_W + "t", _WORD_BREAKS, _W + "p", _W + "r")
        texts = [_part_text(archive, name, budget, out, tags) for name in names]
    return ExtractedText(text="\n".join(t for t in texts if t), kind="docx")


def _word_parts(archive: zipfile.ZipFile, limits: Limits) -> list[str]:
    """The body, then footnotes and endnotes: by the package's relationships, else by the
    usual names."""
    main = ooxml_package.main_part(archive, limits)
    if main is None or main == _WORD_PARTS[0]:
        present = member_names(archive)
        if _WORD_PARTS[0] not in present:
            raise SkipFile("not_docx")
        return [p for p in _WORD_PARTS if p in present]
    notes = [
        part
        for kind in ("footnotes", "endnotes")
        for part in ooxml_package.related_of_kind(archive, main, kind, limits)
    ]
    return [main, *notes]


def _slide_parts(archive: zipfile.ZipFile, limits: Limits) -> tuple[str | None, list[str]]:
    """(presentation part, its slides in the deck's order): by the package's relationships,
    else by the usual names in number order."""
    present = member_names(archive)
    main = ooxml_package.main_part(archive, limits) or _PRESENTATION
    if main in present:
        (data,) = read_members(archive, [main], limits)
        slides = ooxml_package.ordered_parts(archive, main, data, "}sldId", "slide", limits)
        if slides:
            return main, slides
    numbered = sorted((int(m.group(1)), n) for n in present if (m := _SLIDE.fullmatch(n)))
    return (main if main in present else None), [name for _, name in numbered]


def extract_pptx(source: bytes | OpenedFile, limits: Limits) -> ExtractedText:
    with open_zip(source) as archive:
        presentation, names = _slide_parts(archive, limits)
        if not names:
            if presentation is not None:
                # PowerPoint saves a deck with every slide deleted like this: a presentation
                # with nothing to read, not some other zip
                return ExtractedText(text="", kind="pptx", pages=0)
            raise SkipFile("not_pptx")
        check_members(archive, names, limits)
        budget, out = InflateBudget(limits), TextBudget(limits)
        tags = (_A + "t", {_A + "br": "\n"}, _A + "p", None)
        texts = [_part_text(archive, name, budget, out, tags) for name in names]
        texts.extend(_beside_slides(archive, out))
    return ExtractedText(text="\n".join(texts), kind="pptx", pages=len(names))


# Parts with text beside the slides' shapes, each by its reader, after the slides
_BESIDE_SLIDES = (
    (re.compile(r"ppt/diagrams/data(\d+)\.xml"), pptx_parts.paragraph_lines),  # SmartArt
    (re.compile(r"ppt/charts/chart(\d+)\.xml"), pptx_parts.chart_lines),
    (re.compile(r"ppt/notesSlides/notesSlide(\d+)\.xml"), pptx_parts.notes_lines),
)


def _beside_slides(archive: zipfile.ZipFile, out: TextBudget) -> list[str]:
    """The text of a deck's charts, SmartArt and speaker notes, counted in `out`."""
    present = member_names(archive)
    texts: list[str] = []
    for pattern, lines_of in _BESIDE_SLIDES:
        found = sorted(
            (int(m.group(1)), name) for name in present if (m := pattern.fullmatch(name))
        )
        names = [name for _, name in found]
        for part in read_members(archive, names, out.limits):
            lines = lines_of(part)
            for line in lines:
                out.add(line)
            texts.extend(lines)
    return texts
