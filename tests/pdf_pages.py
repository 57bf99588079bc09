"""Text read back from an exported PDF, for the report tests. Import as `import pdf_pages`
(pytest puts tests/ on sys.path; there are no __init__.py files in tests)."""

from __future__ import annotations

from pathlib import Path

import pypdfium2 as pdfium


def pdf_pages(path: Path) -> list[str]:
    """The text of each page."""
    document = pdfium.PdfDocument(str(path))
    try:
        return [document[i].get_textpage().get_text_range() for i in range(len(document))]
    finally:
        document.close()


def pdf_text(path: Path) -> str:
    """All pages' text, white space folded to single spaces."""
    return " ".join(" ".join(pdf_pages(path)).split())
