"""Where Qt's text layout broke a line: tests that no word is split ("Measu red",
"reStructuredTe xt") read the laid-out lines of a QTextDocument back."""

from __future__ import annotations

from PySide6.QtGui import QTextCursor, QTextDocument


def broken_words(document: QTextDocument, tables_only: bool = False) -> list[str]:
    """Every line break that falls between two letters or digits, as "Measu|red"; the
    document must be laid out (its width set)."""
    document.documentLayout()  # lays the document out if it was not yet
    found: list[str] = []
    block = document.begin()
    while block.isValid():
        if not tables_only or QTextCursor(block).currentTable() is not None:
            text, layout = block.text(), block.layout()
            for index in range(1, layout.lineCount()):
                start = layout.lineAt(index).textStart()
                if 0 < start < len(text) and text[start - 1].isalnum() and text[start].isalnum():
                    found.append(f"{text[:start].split()[-1]}|{text[start:].split()[0]}")
        block = block.next()
    return found
