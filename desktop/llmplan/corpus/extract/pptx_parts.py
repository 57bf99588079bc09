"""The text of a PowerPoint deck outside its slides' own shapes: charts, SmartArt diagrams
and speaker notes (each a part of its own in the package, so a deck of charts is not "no text").

Charts: titles and labels (a:t), the series' names, categories and values as cached in the
chart (c:v), one line per cache. SmartArt: the diagram's data part, one line per paragraph.
Notes: only the notes' body placeholder (the slide number, header, footer and date on a notes
page are page furniture).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from llmplan.corpus.extract import xmlsafe
from llmplan.corpus.extract.ooxml_names import transitional

_A = "{http://schemas.openxmlformats.org/drawingml/2006/main}"
_C = "{http://schemas.openxmlformats.org/drawingml/2006/chart}"
_P = "{http://schemas.openxmlformats.org/presentationml/2006/main}"
_MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"
_CACHES = (_C + "strCache", _C + "numCache", _C + "multiLvlStrCache")


def chart_lines(data: bytes) -> list[str]:
    """Title and label paragraphs, then each cached series name, category list, values."""
    lines: list[str] = []
    runs: list[str] = []
    cache: list[str] = []
    extension = 0  # c:extLst repeats ranges and labels for newer readers
    for event, element in xmlsafe.iter_events(data):
        tag = transitional(element.tag)
        if tag == _C + "extLst":
            extension += 1 if event == "start" else -1
        elif event != "end" or extension:
            continue
        elif tag == _A + "t":
            runs.append(element.text or "")
        elif tag == _A + "p":
            _flush(runs, lines)
            element.clear()
        elif tag == _C + "v":
            cache.append((element.text or "").strip())
        elif tag in _CACHES:
            _flush([("\t".join(value for value in cache if value))], lines)
            cache = []
            element.clear()
    return lines


def paragraph_lines(data: bytes) -> list[str]:
    """One line per a:p of a DrawingML part: a SmartArt diagram's data, the text boxes and
    shapes of a spreadsheet's drawing."""
    lines: list[str] = []
    runs: list[str] = []
    fallback = 0  # mc:Fallback repeats mc:Choice for old readers
    for event, element in xmlsafe.iter_events(data):
        tag = transitional(element.tag)
        if tag == _MC_FALLBACK:
            fallback += 1 if event == "start" else -1
        elif event == "end" and not fallback:
            _collect_run(tag, element, runs, lines)
    return lines


def notes_lines(data: bytes) -> list[str]:
    """The paragraphs of a notes page's body placeholder (what the speaker wrote)."""
    lines: list[str] = []
    runs: list[str] = []
    shapes: list[bool] = []  # for each open p:sp: is it the notes' body?
    for event, element in xmlsafe.iter_events(data):
        tag = transitional(element.tag)
        if tag == _P + "sp":
            if event == "start":
                shapes.append(False)
            else:
                shapes.pop()
                element.clear()
        elif tag == _P + "ph" and event == "start" and shapes:
            shapes[-1] = element.get("type") == "body"
        elif event == "end" and shapes and shapes[-1]:
            _collect_run(tag, element, runs, lines)
    return lines


def _collect_run(tag: str, element: ET.Element, runs: list[str], lines: list[str]) -> None:
    """At its end, a DrawingML text run (a:t) or line break (a:br) joins the paragraph's
    runs; a paragraph (a:p) ends: its runs become a line, the element is let go."""
    if tag == _A + "t":
        runs.append(element.text or "")
    elif tag == _A + "br":
        runs.append("\n")
    elif tag == _A + "p":
        _flush(runs, lines)
        element.clear()


def _flush(runs: list[str], lines: list[str]) -> None:
    text = "".join(runs)
    if text.strip():
        lines.append(text)
    runs.clear()
