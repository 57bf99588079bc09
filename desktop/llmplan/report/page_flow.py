"""Page breaks a reader expects: a heading stays with its chart or table, and a table that
fits on a page is not split (QTextDocument alone breaks wherever a page ends, which left a
heading alone at the foot of a page and its chart on the next).
"""

from __future__ import annotations

from PySide6.QtGui import (
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextOption,
    QTextTable,
)

_OBJECT = "\ufffc"  # an inline image
_MAX_PASSES = 40


def break_lines_at_spaces(document: QTextDocument) -> None:
    """Lines break between words only: a narrow table column widens to its longest word
    instead of splitting it ("reStructuredTe xt"); Qt's default breaks anywhere."""
    option = document.defaultTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)


def _page(document: QTextDocument, y: float) -> int:
    return int(y // document.pageSize().height())


def _rect(document: QTextDocument, block: QTextBlock) -> tuple[float, float]:
    """Top and bottom of a block in document coordinates (table cells included)."""
    rect = document.documentLayout().blockBoundingRect(block)
    return rect.top(), rect.bottom()


def _table_of(block: QTextBlock) -> QTextTable | None:
    return QTextCursor(block).currentTable()


def _group_end(block: QTextBlock) -> QTextBlock | None:
    """The last block that must stay on the heading's page: up to the first image, or the
    whole following table."""
    current = block.next()
    while current.isValid():
        table = _table_of(current)
        if table is not None:
            last = table.cellAt(table.rows() - 1, table.columns() - 1)
            return last.lastCursorPosition().block()
        if _OBJECT in current.text():
            return current
        if current.blockFormat().headingLevel():
            return None  # the next heading came first: nothing to keep with
        if current.text().strip() and _is_body_text(current):
            return current  # a heading followed by text keeps at least its first paragraph
        current = current.next()
    return None


def _is_body_text(block: QTextBlock) -> bool:
    """A paragraph of an explanation or list (not a chart's caption right before a chart)."""
    following = block.next()
    while following.isValid() and not following.text().strip():
        following = following.next()
    return not (following.isValid() and _OBJECT in following.text())


def keep_headings_with_content(document: QTextDocument) -> int:
    """Move each heading whose chart/table would start on the next page to that page, when
    the group fits on one page; returns how many breaks were set."""
    page_height = document.pageSize().height()
    breaks = 0
    _relayout(document)
    for _ in range(_MAX_PASSES):
        moved = False
        block = document.begin()
        while block.isValid():
            fmt = block.blockFormat()
            level = fmt.headingLevel()
            policy = fmt.pageBreakPolicy()
            if level >= 2 and not policy & QTextBlockFormat.PageBreakFlag.PageBreak_AlwaysBefore:
                end = _group_end(block)
                if end is not None:
                    top, _ = _rect(document, block)
                    _, bottom = _rect(document, end)
                    # never leave a near-empty page: a heading in the top 40 % of its page
                    # stays (its table then continues on the next page)
                    on_page = top - _page(document, top) * page_height
                    if (
                        _page(document, top) != _page(document, bottom - 1)
                        and bottom - top < page_height * 0.95
                        and on_page > page_height * 0.4
                    ):
                        cursor = QTextCursor(block)
                        fmt.setPageBreakPolicy(
                            QTextBlockFormat.PageBreakFlag.PageBreak_AlwaysBefore
                        )
                        cursor.setBlockFormat(fmt)
                        _relayout(document)
                        breaks += 1
                        moved = True
                        break
            block = block.next()
        if not moved:
            break
    return breaks


def _relayout(document: QTextDocument) -> None:
    """Lay the whole document out again: after a format change the incremental layout
    leaves later positions (and the page count, where printing stops) stale."""
    document.markContentsDirty(0, document.characterCount())
    document.pageCount()
