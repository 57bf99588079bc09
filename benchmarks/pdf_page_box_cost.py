"""What looking for text off the page (issue 34) costs the PDF reader.

    python benchmarks/pdf_page_box_cost.py FILE_OR_FOLDER... [--rounds 7]

For each PDF, the reader is timed as it is (each page's text counted inside the crop box
and anywhere by pdfium; a page with text off the page read character by character) and with
the check switched off (every page's whole text, as before). The best of `--rounds` of each,
alternating, is printed per file with the pages that were read character by character, and
the total. CPU time of this process, which a shared machine's load disturbs least. Not a
test: the figures depend on the machine and the files.
"""

from __future__ import annotations

import argparse
import contextlib
import time
from pathlib import Path

from llmplan.corpus.extract import pdf
from llmplan.corpus.extract.types import Limits, SkipFile


def _timed(data: bytes) -> float:
    start = time.process_time()
    with contextlib.suppress(SkipFile):  # a file without text is timed all the same
        pdf.extract_pdf(data, Limits())
    return time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+", type=Path)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    files = sorted(
        path
        for given in args.paths
        for path in (given.rglob("*.pdf") if given.is_dir() else [given])
    )
    checked = pdf._runs_off_the_page
    clipped_pages = 0

    def counting(textpage: pdf.pdfium.PdfTextPage, box: pdf.Box) -> bool:
        nonlocal clipped_pages
        off = checked(textpage, box)
        clipped_pages += off
        return off

    totals = [0.0, 0.0]
    print(f"{'file':50s} {'checked s':>10s} {'unchecked s':>12s} {'extra':>7s} clipped pages")
    for path in files:
        data = path.read_bytes()
        best = [float("inf"), float("inf")]
        clipped_pages = 0
        for _ in range(args.rounds):
            pdf._runs_off_the_page = counting
            best[0] = min(best[0], _timed(data))
            pdf._runs_off_the_page = lambda _textpage, _box: False  # type: ignore[assignment]
            best[1] = min(best[1], _timed(data))
        pdf._runs_off_the_page = checked
        totals = [totals[0] + best[0], totals[1] + best[1]]
        extra = best[0] / best[1] - 1 if best[1] else 0.0
        pages = clipped_pages // args.rounds
        print(f"{path.name[:50]:50s} {best[0]:10.3f} {best[1]:12.3f} {extra:7.1%} {pages}")
    extra = totals[0] / totals[1] - 1 if totals[1] else 0.0
    print(f"{'total':50s} {totals[0]:10.3f} {totals[1]:12.3f} {extra:7.1%}")


if __name__ == "__main__":
    main()
