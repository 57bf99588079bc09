"""Page breaks a reader expects: a heading stays with its chart or table, a table that
fits on a page is not split, a table that does not repeats its header row, and a table row
is never split across pages nor left alone on one (QTextDocument alone breaks wherever a page
ends: a heading alone at the foot of a page and its chart on the next; the second line of a
row's label alone at the top of a page, the rest of the row on the one before).
"""

from __future__ import annotations

from PySide6.QtGui import (
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFrame,
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


def _bottom(document: QTextDocument, block: QTextBlock) -> float:
    """Where a group ending at `block` ends: a table's whole frame (its last cell may be
    shorter than the row's tallest, whose lines would spill onto the next page)."""
    table = _table_of(block)
    if table is not None:
        return float(document.documentLayout().frameBoundingRect(table).bottom())
    return _rect(document, block)[1]


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
                    bottom = _bottom(document, end)
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


def keep_rows_whole(document: QTextDocument) -> int:
    """Every table repeats its header row on each page it continues on; a row that would be
    split across a page boundary starts the next page whole, and a table's last row never
    stands alone at the top of a page (the row before it goes with it). Returns how many
    rows were moved."""
    for table in _tables(document):
        fmt = table.format()
        if fmt.headerRowCount() == 0 and table.rows() > 1:
            fmt.setHeaderRowCount(1)  # every table of the report opens with its headings
            table.setFormat(fmt)
    _relayout(document)
    moved = 0
    for _ in range(_MAX_PASSES):
        row = _first_row_to_move(document)
        if row is None:
            break
        table, index = row
        _break_before_row(table, index)
        _relayout(document)
        moved += 1
    return moved


def _tables(document: QTextDocument) -> list[QTextTable]:
    found: list[QTextTable] = []

    def walk(frame: QTextFrame) -> None:
        for child in frame.childFrames():
            if isinstance(child, QTextTable):
                found.append(child)
            walk(child)

    walk(document.rootFrame())
    return found


def _row_pages(document: QTextDocument, table: QTextTable, row: int) -> tuple[int, int]:
    """The pages a table row's top and bottom fall on (all its cells)."""
    tops, bottoms = [], []
    for column in range(table.columns()):
        cell = table.cellAt(row, column)
        tops.append(_rect(document, cell.firstCursorPosition().block())[0])
        bottoms.append(_rect(document, cell.lastCursorPosition().block())[1])
    return _page(document, min(tops)), _page(document, max(bottoms) - 1)


def _first_row_to_move(document: QTextDocument) -> tuple[QTextTable, int] | None:
    """The first row, in reading order, split across two pages, or a last row alone."""
    for table in _tables(document):
        pages = [_row_pages(document, table, row) for row in range(table.rows())]
        for row, (top, bottom) in enumerate(pages):
            if top != bottom and row > 1:  # (the header row is kept by its heading)
                return table, row
        body = len(pages) - 1
        if body >= 3 and pages[-1][0] != pages[-2][1]:  # the last row alone on its page
            return table, len(pages) - 2
    return None


def _break_before_row(table: QTextTable, row: int) -> None:
    """Start `row` on a new page: a page break after the last block of each cell of the row
    before it, which then reaches down to the foot of its page (a break before the row's own
    cells would move it two pages: Qt drops the row to the next page, then breaks again at
    that page's top). Breaks set further down the table are taken out: they were placed for
    the layout before this one, and the rows after this one are judged again."""
    for index in range(row - 1, table.rows()):
        policy = (
            QTextBlockFormat.PageBreakFlag.PageBreak_AlwaysAfter
            if index == row - 1
            else QTextBlockFormat.PageBreakFlag.PageBreak_Auto
        )
        for column in range(table.columns()):
            cursor = table.cellAt(index, column).lastCursorPosition()
            fmt = cursor.blockFormat()
            if fmt.pageBreakPolicy() != policy:
                fmt.setPageBreakPolicy(policy)
                cursor.setBlockFormat(fmt)


def _relayout(document: QTextDocument) -> None:
    """Lay the whole document out again: after a format change the incremental layout
    leaves later positions (and the page count, where printing stops) stale."""
    document.markContentsDirty(0, document.characterCount())
    document.pageCount()
