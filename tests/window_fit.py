"""What a window shows cut: every visible label, button, choice, tab title, list item, table
header and (for the tables that promise it) cell whose text is wider than the room it has.
Pages scroll up and down, so only a cut across is a cut (a list's rows also downwards).

`cut_texts(root)` lists them as "where: text (needs N px, has M px)"; a window where nothing
is cut gives []. Texts a widget shortens on purpose with the whole text one hover away — the
summary strip's warning line with its "Show all" — are passed over (`ELIDED_ON_PURPOSE`)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics, QTextDocument
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QRadioButton,
    QStyle,
    QStyleOptionComboBox,
    QTabBar,
    QTableView,
    QWidget,
)

ELIDED_ON_PURPOSE = {"planWarnings"}
# tables whose every cell is promised whole (issue 32: the waterfall's "Fo…", "U…")
WHOLE_CELLS = {"waterfallTable": (0, 1, 2, 3, 4)}
SLACK = 1  # px: rounding of fractional font metrics at 125 % and 150 %


def _shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def _inside_item_view(widget: QWidget) -> bool:
    """A table's cell widget ("Use", "Compare"): part of a row, checked with the table (a
    header is the table's own, and checked)."""
    current: QWidget | None = widget
    while current is not None:
        view = current.parentWidget()
        if isinstance(view, QAbstractItemView) and current is view.viewport():
            return True
        current = view
    return False


def _name(widget: QWidget) -> str:
    parts = []
    current: QWidget | None = widget
    while current is not None and len(parts) < 3:
        parts.append(current.objectName() or type(current).__name__)
        current = current.parentWidget()
    return "/".join(reversed(parts))


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _label_cut(label: QLabel) -> tuple[int, int] | None:
    text = label.text()
    if not text or label.objectName() in ELIDED_ON_PURPOSE or not label.pixmap().isNull():
        return None
    if "…" in text and label.toolTip():  # the summary strip's names: shortened is cut
        return (label.fontMetrics().horizontalAdvance(label.toolTip()), label.width())
    room = label.contentsRect().width() - 2 * label.margin() - 2 * label.indent()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(text)
    )
    if label.wordWrap():
        if label.heightForWidth(label.width()) > label.height() + SLACK:
            return (label.heightForWidth(label.width()), label.height())
        if rich:
            document = QTextDocument()
            document.setDefaultFont(label.font())
            document.setHtml(text)
            document.setTextWidth(room)
            needed = int(document.idealWidth())
            return (needed, room) if needed > room + SLACK else None
        widest = max(label.fontMetrics().horizontalAdvance(w) for w in text.split())
        return (widest, room) if widest > room + SLACK else None
    if rich:
        needed = label.sizeHint().width()
        return (needed, label.width()) if needed > label.width() + SLACK else None
    needed = max(label.fontMetrics().horizontalAdvance(line) for line in _plain(text).split("\n"))
    return (needed, room) if needed > room + SLACK else None


def _button_cut(button: QAbstractButton) -> tuple[int, int] | None:
    if not button.text() or not isinstance(button, QPushButton | QCheckBox | QRadioButton):
        return None
    needed = button.sizeHint().width()
    if isinstance(button, QPushButton):  # the style's 80 px least width is no text
        text = button.fontMetrics().horizontalAdvance(_plain(button.text()))
        needed = min(needed, text + 2 * button.fontMetrics().averageCharWidth())
    return (needed, button.width()) if needed > button.width() + SLACK else None


def _combo_cut(combo: QComboBox) -> tuple[int, int] | None:
    shown = getattr(combo, "shown_text", None)
    if callable(shown):
        if shown() != combo.currentText():
            return (combo.fontMetrics().horizontalAdvance(combo.currentText()), _field(combo))
        return None
    if combo.isEditable():
        return None
    needed = combo.fontMetrics().horizontalAdvance(combo.currentText())
    return (needed, _field(combo)) if needed > _field(combo) + SLACK else None


def _field(combo: QComboBox) -> int:
    """The width a combo box draws its current choice in."""
    option = QStyleOptionComboBox()
    combo.initStyleOption(option)
    field = combo.style().subControlRect(
        QStyle.ComplexControl.CC_ComboBox, option, QStyle.SubControl.SC_ComboBoxEditField, combo
    )
    return field.width()


def _line_edit_cut(edit: QLineEdit) -> tuple[int, int] | None:
    if edit.text() or not edit.placeholderText() or not edit.isEnabled():
        return None
    needed = edit.fontMetrics().horizontalAdvance(edit.placeholderText())
    room = edit.width() - 2 * edit.fontMetrics().averageCharWidth()
    return (needed, room) if needed > room + SLACK else None


def _tab_cuts(bar: QTabBar) -> list[str]:
    cuts = []
    for index in range(bar.count()):
        text = _plain(bar.tabText(index))
        needed = bar.fontMetrics().horizontalAdvance(text)
        if needed > bar.tabRect(index).width():
            cuts.append(
                f"{_name(bar)} tab: {text} (needs {needed} px, has {bar.tabRect(index).width()} px)"
            )
    return cuts


def _header_cuts(header: QHeaderView) -> list[str]:
    cuts = []
    model = header.model()
    if model is None or header.orientation() != Qt.Orientation.Horizontal:
        return cuts
    for section in range(header.count()):
        if header.isSectionHidden(section):
            continue
        text = str(model.headerData(section, Qt.Orientation.Horizontal) or "")
        needed = header.sectionSizeFromContents(section).width()  # with the sort arrow
        has = header.sectionSize(section)
        if text and needed > has + SLACK:
            cuts.append(f"{_name(header)} header: {text} (needs {needed} px, has {has} px)")
    return cuts


def _cell_cuts(table: QTableView, columns: tuple[int, ...]) -> list[str]:
    """A cell is cut where its text is wider than its column (one line) or, in a table that
    wraps, taller than its row."""
    cuts = []
    model = table.model()
    margin = table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1
    for row in range(model.rowCount()):
        for column in columns:
            index = model.index(row, column)
            text = str(index.data() or "")
            font = index.data(Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(font) if font is not None else table.fontMetrics()
            width = table.columnWidth(column)
            if not text:
                continue
            if table.wordWrap():
                box = QRect(0, 0, width - 2 * margin, 10_000)
                flags = int(Qt.TextFlag.TextWordWrap)
                needed = metrics.boundingRect(box, flags, text).height()
                has = table.rowHeight(row)
                widest = max(metrics.horizontalAdvance(word) for word in text.split())
                if widest > width - 2 * margin + SLACK:
                    needed, has = widest + 2 * margin, width
            else:
                needed, has = metrics.horizontalAdvance(text) + 2 * margin, width
            if needed > has + SLACK:
                cuts.append(f"{_name(table)} cell: {text[:60]} (needs {needed} px, has {has} px)")
    return cuts


def _list_cuts(widget: QListWidget) -> list[str]:
    cuts = []
    viewport: QRect = widget.viewport().rect()
    for row in range(widget.count()):
        item = widget.item(row)
        if item.isHidden():
            continue
        rect = widget.visualItemRect(item)
        if not viewport.contains(rect):
            cuts.append(f"{_name(widget)} item: {item.text()} ({rect} outside {viewport})")
    return cuts


def cut_texts(root: QWidget) -> list[str]:
    """Every text under `root` that is shown cut (see the module's docstring)."""
    cuts: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        if not _shown(widget) or _inside_item_view(widget):
            continue
        found: tuple[int, int] | None = None
        text = ""
        if isinstance(widget, QLabel):
            found, text = _label_cut(widget), widget.text()
        elif isinstance(widget, QAbstractButton):
            found, text = _button_cut(widget), widget.text()
        elif isinstance(widget, QComboBox):
            found, text = _combo_cut(widget), widget.currentText()
        elif isinstance(widget, QLineEdit):
            found, text = _line_edit_cut(widget), widget.placeholderText()
        elif isinstance(widget, QGroupBox) and widget.title():
            needed = widget.fontMetrics().horizontalAdvance(_plain(widget.title()))
            found = (needed, widget.width()) if needed > widget.width() else None
            text = widget.title()
        elif isinstance(widget, QTabBar):
            cuts += _tab_cuts(widget)
        elif isinstance(widget, QHeaderView):
            cuts += _header_cuts(widget)
        elif isinstance(widget, QListWidget) and widget.objectName() == "tokenizerList":
            cuts += _list_cuts(widget)
        if isinstance(widget, QTableView) and widget.objectName() in WHOLE_CELLS:
            cuts += _cell_cuts(widget, WHOLE_CELLS[widget.objectName()])
        if found is not None:
            needed, has = found
            cuts.append(f"{_name(widget)}: {text[:60]!r} (needs {needed} px, has {has} px)")
    return cuts
