"""A combo box that ends a choice too long for its width with "…" instead of cutting it.

Qt draws the current choice clipped at the box's edge ("Volles Fine-Tuning / fortgesetztes P"),
which reads like a defect; an ellipsis says there is more, and the drop-down list shows
every choice in full.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter, QWidget

# characters a combo box asks room for: a form narrower than its longest choice (German, the
# default window) elides the choice instead of scrolling the page sideways
COMPACT_CHARACTERS = 16


class ElidingComboBox(QComboBox):
    """Asks for the room its current choice needs (its minimum), so that a form puts a long
    choice under its label rather than cut it (issue 32: "ZeRO-3 / FSDP (everyt…" at the
    default window); where even that is too narrow it ends the text in "…"."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(COMPACT_CHARACTERS)
        # the drop-down list shows every choice whole
        self.view().setTextElideMode(Qt.TextElideMode.ElideNone)
        self.currentTextChanged.connect(self.updateGeometry)  # another choice, another width

    def minimumSizeHint(self) -> QSize:
        """Wide enough for the current choice whole (at least `COMPACT_CHARACTERS`)."""
        compact = super().minimumSizeHint()
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        text = QSize(self.fontMetrics().horizontalAdvance(self.currentText()) + 2, compact.height())
        whole = self.style().sizeFromContents(QStyle.ContentsType.CT_ComboBox, option, text, self)
        return QSize(max(compact.width(), whole.width()), compact.height())

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), self.minimumSizeHint().width()), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            self,
        )
        option.currentText = self.fontMetrics().elidedText(
            option.currentText, Qt.TextElideMode.ElideRight, field.width()
        )
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, option)

    def shown_text(self) -> str:
        """The current choice as drawn (elided where the box is too narrow)."""
        option = QStyleOptionComboBox()
        self.initStyleOption(option)
        field = self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox,
            option,
            QStyle.SubControl.SC_ComboBoxEditField,
            self,
        )
        return self.fontMetrics().elidedText(
            self.currentText(), Qt.TextElideMode.ElideRight, field.width()
        )
