"""The scan settings of the Corpus tab: tokenizers, archive size, cleaning loss, budget, and
which cleaning steps are measured."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDoubleSpinBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.cleaning.steps import STEPS
from llmplan.gui.widgets.field_state import mark_invalid
from llmplan.presentation import formatting as fmt
from llmplan.presentation.cleaning_words import switch_tip, switch_title
from llmplan.presentation.corpus_types import tokenizer_name

DEFAULT_BUDGET_S = 60  # "within a minute" (DESIGN: consultants on site)


def _described(label_text: str, field: QWidget, object_name: str, tooltip: str) -> QLabel:
    """Name the field (tests, style sheets), explain it, and label it; the label's mnemonic
    moves the focus to the field."""
    field.setObjectName(object_name)
    field.setToolTip(tooltip)
    label = QLabel(label_text)
    label.setBuddy(field)
    return label


class CheckGrid(QListWidget):
    """Check items in aligned columns, as many rows as they need and as tall as those rows:
    never a scroll bar, never a row cut in half (issue 32: the tokenizer list showed three
    and a half of its rows at the default window)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFlow(QListWidget.Flow.LeftToRight)
        self.setWrapping(True)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def cell(self) -> QSize:
        """One column's width (the widest item and a gap) and one row's height."""
        if self.count() == 0:
            return QSize(1, self.fontMetrics().height())
        widths = [
            self.sizeHintForIndex(self.indexFromItem(self.item(i))) for i in range(self.count())
        ]
        gap = 2 * self.fontMetrics().averageCharWidth()
        return QSize(max(w.width() for w in widths) + gap, max(w.height() for w in widths) + 2)

    def rows_for(self, width: int) -> int:
        inner = width - 2 * self.frameWidth()
        per_row = max(1, inner // max(self.cell().width(), 1))
        return -(-self.count() // per_row)

    def fit(self) -> None:
        """Grid and height for the width it has now (call after adding items)."""
        cell = self.cell()
        self.setGridSize(cell)
        height = self.rows_for(self.width()) * cell.height() + 2 * self.frameWidth()
        if height != self.height() or self.minimumHeight() != height:
            self.setFixedHeight(height)

    def minimumSizeHint(self) -> QSize:
        return QSize(self.cell().width() + 2 * self.frameWidth(), self.minimumHeight())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()


class ScanOptionsPanel(QWidget):
    """Inputs only; the Corpus tab reads them when it starts a scan."""

    def __init__(self, default_tokenizer: str | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        options = QGridLayout(self)
        options.setContentsMargins(0, 0, 0, 0)
        self.tokenizer_list = CheckGrid()
        tok_label = _described(
            self.tr("T&okenizers:"),
            self.tokenizer_list,
            "tokenizerList",
            self.tr("Tick one or several tokenizers; several are counted side by side in one pass"),
        )
        options.addWidget(tok_label, 0, 0)
        options.addWidget(self.tokenizer_list, 0, 1, 1, 3)

        self.archive_edit = QLineEdit()
        self.archive_edit.setPlaceholderText(self.tr("e.g. 2 TB (empty: this folder is all)"))
        self.archive_error = QLabel()
        self.archive_error.hide()
        self.loss_spin = QSpinBox()
        self.loss_spin.setRange(0, 95)
        self.loss_spin.setSuffix(" %")
        self.loss_spin.setValue(0)
        self.budget_spin = QSpinBox()
        self.budget_spin.setRange(0, 24 * 3600)
        self.budget_spin.setSingleStep(30)
        self.budget_spin.setValue(DEFAULT_BUDGET_S)
        self.budget_spin.setSuffix(" s")
        self.budget_spin.setSpecialValueText(self.tr("read everything"))
        self.precision_spin = QDoubleSpinBox()
        self.precision_spin.setRange(0.0, 50.0)
        self.precision_spin.setDecimals(1)
        self.precision_spin.setSingleStep(1.0)
        self.precision_spin.setPrefix("± ")
        self.precision_spin.setSuffix(" %")
        self.precision_spin.setValue(0.0)
        self.precision_spin.setSpecialValueText(self.tr("no target"))
        second_row = (
            (
                self.tr("Full &archive size:"),
                self.archive_edit,
                "archiveSize",
                self.tr(
                    "Size of the whole archive the scanned folder is a sample of; the token "
                    "count is extrapolated to it"
                ),
            ),
            (
                self.tr("C&leaning loss:"),
                self.loss_spin,
                "cleaningLoss",
                self.tr(
                    "An extra share of text assumed lost, on top of the measured cleaning "
                    "steps below (default 0) — an assumption, e.g. for cleaning done later by "
                    "hand"
                ),
            ),
            (
                self.tr("Time &budget:"),
                self.budget_spin,
                "timeBudget",
                self.tr(
                    "Folders too big to read in this time are sampled by file type and the "
                    "total is extrapolated with a 95 % interval; 0 reads every file"
                ),
            ),
            (
                self.tr("&Precision:"),
                self.precision_spin,
                "targetPrecision",
                self.tr(
                    "Stop reading as soon as the 95 % interval is within ± this share of the "
                    "estimate (e.g. ± 5 %); together with a time budget, whichever comes "
                    "first; 0: no target"
                ),
            ),
        )
        # two pairs a row: four side by side are wider than the default window in German
        for index, (label_text, field, name, tooltip) in enumerate(second_row):
            row, column = 1 + index // 2, 2 * (index % 2)
            options.addWidget(_described(label_text, field, name, tooltip), row, column)
            options.addWidget(field, row, column + 1)
        options.addWidget(self.archive_error, 3, 1, 1, 3)
        self.ocr_check = QCheckBox(self.tr("Count scanned pages (&OCR estimate)"))
        self.ocr_check.setObjectName("includeOcrEstimate")
        self.ocr_check.setToolTip(
            self.tr(
                "PDF pages that are only an image (scans) have no text to count; ticked, "
                "the tokens OCR would give them (estimated from the text pages of the same "
                "scan) are added to the count"
            )
        )
        options.addWidget(self.ocr_check, 4, 1, 1, 3)
        self.step_boxes = self._step_switches()
        steps_row = QGridLayout()  # three switches a row, for the same reason
        for index, box in enumerate(self.step_boxes.values()):
            steps_row.addWidget(box, index // 3, index % 3)
        steps_row.setColumnStretch(3, 1)
        steps_label = QLabel(self.tr("Cleaning steps:"))
        steps_label.setToolTip(
            self.tr(
                "Measured in the next scan; each step removes tokens the plan would not train on"
            )
        )
        options.addWidget(steps_label, 5, 0, Qt.AlignmentFlag.AlignTop)
        options.addLayout(steps_row, 5, 1, 1, 3)
        options.setColumnStretch(1, 2)
        self._fill_tokenizers(default_tokenizer)

    # ---- Public API
    def cleaning_options(self, keep_languages: tuple[str, ...] | None) -> CleaningOptions:
        """The ticked steps (a step's further options only with the step)."""
        ticked = {key: box.isChecked() for key, box in self.step_boxes.items()}
        for step in STEPS:
            for option in step.options:
                ticked[option] = ticked[option] and ticked[step.id]
        return CleaningOptions(keep_languages=keep_languages, **ticked)

    def target_precision(self) -> float | None:
        """The target half-width as a share of the estimate, None for no target."""
        value = self.precision_spin.value()
        return value / 100.0 if value > 0 else None

    def selected_tokenizers(self) -> list[str]:
        return [
            str(item.data(Qt.ItemDataRole.UserRole))
            for item in (self.tokenizer_list.item(i) for i in range(self.tokenizer_list.count()))
            if item.checkState() == Qt.CheckState.Checked
        ]

    def archive_bytes(self) -> int | bool | None:
        """The archive size in bytes, None if empty, False (and marked) if unreadable."""
        text = self.archive_edit.text().strip()
        if not text:
            mark_invalid(self.archive_edit, self.archive_error, None)
            return None
        size = fmt.parse_size(text)
        if size is None or size <= 0:
            mark_invalid(
                self.archive_edit,
                self.archive_error,
                self.tr("Not a size: write e.g. 500 GB or 2 TB"),
            )
            return False
        mark_invalid(self.archive_edit, self.archive_error, None)
        return int(size)

    # ---- Internals
    def _step_switches(self) -> dict[str, QCheckBox]:
        """A switch per registered step, each followed by its own further options (which
        it enables); an opt-in step's and an option's start unticked."""
        result: dict[str, QCheckBox] = {}
        for step in STEPS:
            result[step.id] = self._switch(step.id, step.default_on)
            for option in step.options:
                result[option] = self._switch(option, False)
                result[step.id].toggled.connect(result[option].setEnabled)
        return result

    @staticmethod
    def _switch(key: str, ticked: bool) -> QCheckBox:
        box = QCheckBox(switch_title(key))
        box.setObjectName("clean_" + key)
        box.setToolTip(switch_tip(key))
        box.setChecked(ticked)
        return box

    def _fill_tokenizers(self, default: str | None) -> None:
        try:
            from llmplan.corpus.tokenizer_registry import available_tokenizers

            infos = available_tokenizers()
        except (OSError, ValueError) as error:
            self.tokenizer_list.setToolTip(
                self.tr("No tokenizers available: %1").replace("%1", str(error))
            )
            return
        ids = [info.id for info in infos]
        if default not in ids and ids:
            default = ids[0]
        for info in infos:
            item = QListWidgetItem(tokenizer_name(info.name))
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            item.setToolTip(
                self.tr("%1 — vocabulary %2")
                .replace("%1", info.id)
                .replace("%2", fmt.number(info.vocab_size))
            )
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(
                Qt.CheckState.Checked if info.id == default else Qt.CheckState.Unchecked
            )
            self.tokenizer_list.addItem(item)
        self.tokenizer_list.fit()
