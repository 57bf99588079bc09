"""Corpus tab: drop documents, count tokens off the GUI thread, use them in the plan."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt, QTimer
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from llmplan.core.document_lengths import DocumentLengths, LengthBin
from llmplan.corpus.planned_tokens import archive_estimate, planned_tokens, planned_tokens_ci95
from llmplan.corpus.progress import ScanProgress, ScanState
from llmplan.corpus.report import CorpusReport
from llmplan.gui.store import ScenarioStore
from llmplan.gui.tabs.corpus_results import CorpusResultsView
from llmplan.gui.tabs.domain_tokenizer_panel import DomainTokenizerPanel
from llmplan.gui.tabs.scan_options import ScanOptionsPanel
from llmplan.gui.widgets.convergence_chart import ConvergenceChart
from llmplan.gui.widgets.drop_area import DropArea, accept_without_move, local_paths
from llmplan.gui.widgets.quiet import quietly
from llmplan.gui.widgets.scenario_fields import spin_range
from llmplan.gui.workers import TaskSlot
from llmplan.presentation import formatting as fmt
from llmplan.presentation.corpus_types import not_found_text
from llmplan.presentation.scan_progress import progress_line

# After the tokenizers or the cleaning steps change, the app waits this long (the user may
# tick several) and then starts readers for the new choice ahead of the scan
PRESTART_AGAIN_MS = 1500


def document_lengths(report: CorpusReport) -> DocumentLengths | None:
    """The scan's per-document token counts as the plan reads them (separators, padding)."""
    if not report.document_tokens:
        return None
    return DocumentLengths(bins=[LengthBin(**row.model_dump()) for row in report.document_tokens])


def scan_date_text(scanned_at: str | None) -> str:
    """When a (saved) scan ran, in the user's local time and locale; "" if unknown."""
    if not scanned_at:
        return ""
    moment = QDateTime.fromString(scanned_at, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return ""
    return QLocale().toString(moment.toLocalTime(), QLocale.FormatType.ShortFormat)


def model_tokenizer_id(store: ScenarioStore) -> str | None:
    """The tokenizer the selected model uses, from the catalogue entry or inline architecture."""
    model = store.scenario.model
    if not isinstance(model, str):
        return model.tokenizer
    try:
        from llmplan.catalog.load import load_catalog

        return load_catalog().model(model).tokenizer
    except (ValueError, KeyError):  # CatalogError, UnknownIdError
        return None


class CorpusTab(QWidget):
    """Scans dropped folders/files with one or several tokenizers."""

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.scans = TaskSlot[CorpusReport, ScanProgress](
            self,
            self._on_scan_progress,
            self._on_scan_done,
            self._on_scan_error,
            self._on_scan_finished,
        )
        self.report: CorpusReport | None = None
        # the complete result shown when a rescan started: a cancelled rescan keeps it
        self._earlier: CorpusReport | None = None
        self._partial: CorpusReport | None = None  # a cancelled rescan's, kept aside
        self._marked: CorpusReport | None = None  # the earlier result, while marked so
        self._scan_paths: list[Path] = []
        self._scanned_archive_bytes: int | None = None
        self._charted_report: CorpusReport | None = None  # the scan the chart shows
        self.setAcceptDrops(True)
        layout = QVBoxLayout(self)

        self.drop_area = DropArea(
            self.tr(
                "Drop a folder or files anywhere on this tab to count their tokens.\n"
                "Accepted: %1. Other files are listed as skipped."
            ).replace(
                "%1",
                self.tr(
                    "PDF, Word (DOC, DOCX), WordPerfect (WPD), PowerPoint (PPT, PPTX), "
                    "Excel (XLS, XLSX, XLSB), "
                    "OpenDocument (ODT, ODS, ODP, ODG), Outlook (MSG), e-mail (EML, MBOX), "
                    "EPUB, HTML, RTF, text, Markdown, CSV, JSON, XML, source code, "
                    "configuration, logs, any text file, and ZIP/TAR/GZ archives of them"
                ),
            )
        )
        self.choose_folder_button = QPushButton(self.tr("Choose folde&r…"))
        self.choose_folder_button.setToolTip(self.tr("Pick a folder of documents to scan"))
        self.choose_folder_button.clicked.connect(self._on_choose_folder)
        self.choose_files_button = QPushButton(self.tr("Choose f&iles…"))
        self.choose_files_button.setToolTip(self.tr("Pick single documents to scan"))
        self.choose_files_button.clicked.connect(self._on_choose_files)
        self.drop_area.add_button(self.choose_folder_button)
        self.drop_area.add_button(self.choose_files_button)
        layout.addWidget(self.drop_area)

        self.options = ScanOptionsPanel(default_tokenizer=model_tokenizer_id(store))
        self.options.archive_edit.editingFinished.connect(self._on_archive_edited)
        self.options.loss_spin.valueChanged.connect(self._on_loss_changed)
        layout.addWidget(self.options)
        # readers for a new choice of tokenizers or steps start ahead of the scan, once the
        # app has started them at all (it does after its window shows)
        self._prestarting = False
        self._prestart_timer = QTimer(self)
        self._prestart_timer.setSingleShot(True)
        self._prestart_timer.setInterval(PRESTART_AGAIN_MS)
        self._prestart_timer.timeout.connect(self._on_prestart_due)
        self.options.tokenizer_list.itemChanged.connect(self._on_read_settings_changed)
        for box in self.options.step_boxes.values():
            box.toggled.connect(self._on_read_settings_changed)

        progress_row = QHBoxLayout()
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 1000)
        self.progress_bar.setValue(0)
        self.progress_bar.setTextVisible(False)
        self.progress_label = QLabel(self.tr("No scan yet."))
        self.progress_label.setObjectName("progressLabel")
        self.cancel_button = QPushButton(self.tr("Cancel sca&n"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.setToolTip(self.tr("Stop the scan; what was counted so far stays"))
        self.cancel_button.clicked.connect(self.cancel_scan)
        progress_row.addWidget(self.progress_bar, 1)
        progress_row.addWidget(self.cancel_button)
        layout.addLayout(progress_row)
        layout.addWidget(self.progress_label)
        # after a cancelled rescan: the earlier complete result is shown, and says so
        earlier_row = QHBoxLayout()
        self.earlier_label = QLabel()
        self.earlier_label.setObjectName("earlierResult")
        self.earlier_label.setWordWrap(True)
        self.earlier_label.setStyleSheet("font-weight: bold")
        self.partial_button = QPushButton(self.tr("Sho&w the partial result"))
        self.partial_button.setObjectName("showPartial")
        self.partial_button.setToolTip(
            self.tr("Replace the earlier result with what the cancelled scan counted")
        )
        self.partial_button.clicked.connect(self.show_partial_result)
        earlier_row.addWidget(self.earlier_label, 1)
        earlier_row.addWidget(self.partial_button)
        layout.addLayout(earlier_row)
        self._mark_earlier(None)
        # the running estimate and its band, while a scan reads its growing sample
        self.convergence = ConvergenceChart()
        self.convergence.hide()
        layout.addWidget(self.convergence)

        self.results = CorpusResultsView()
        self.results.cleaning.sig_kept_languages_changed.connect(self._on_kept_languages_changed)
        layout.addWidget(self.results, 1)
        self.domain_tokenizer = DomainTokenizerPanel(store)  # seed 002's what-if
        layout.addWidget(self.domain_tokenizer)

        use_row = QHBoxLayout()
        epochs_label = QLabel(self.tr("E&pochs:"))
        self.epochs_spin = QDoubleSpinBox()
        self.epochs_spin.setObjectName("epochs")
        self.epochs_spin.setDecimals(1)
        self.epochs_spin.setRange(*spin_range("epochs", decimals=1))
        self.epochs_spin.setValue(store.scenario.epochs)
        self.epochs_spin.setToolTip(self.tr("How many times training passes over the tokens"))
        epochs_label.setBuddy(self.epochs_spin)
        self.use_button = QPushButton(self.tr("&Use in plan"))
        self.use_button.setObjectName("useInPlan")
        self.use_button.setEnabled(False)
        self.use_button.setToolTip(
            self.tr(
                "Put the trainable tokens (after the cleaning steps) into the plan, with the epochs"
            )
        )
        self.use_button.clicked.connect(self.use_in_plan)
        use_row.addStretch(1)
        use_row.addWidget(epochs_label)
        use_row.addWidget(self.epochs_spin)
        use_row.addWidget(self.use_button)
        self.planned_label = QLabel()
        self.planned_label.setObjectName("plannedTokens")
        use_row.insertWidget(0, self.planned_label)
        # under the scan's progress, above its long results: the step after a scan in view
        # (issue 32: it sat at the bottom of a page four screens long)
        layout.insertLayout(layout.indexOf(self.convergence), use_row)

        store.sig_scenario_changed.connect(self._on_scenario_changed)
        store.sig_corpus_changed.connect(self._on_corpus_changed)
        if store.corpus_report is not None:
            self._on_corpus_changed(store.corpus_report)

    # ---- Public API
    def scan(self, paths: list[Path]) -> None:
        """Start counting tokens in `paths` (folders and/or files) in the background."""
        if self.scans.running():
            self.progress_label.setText(self.tr("A scan is running; cancel it first."))
            return
        tokenizers = self.options.selected_tokenizers()
        if not tokenizers:
            self.progress_label.setText(self.tr("Tick at least one tokenizer."))
            return
        missing = [p for p in paths if not p.exists()]
        if missing or not paths:
            self.progress_label.setText(not_found_text(missing))
            return
        archive_bytes = self.options.archive_bytes()
        if archive_bytes is False:
            return
        from llmplan.corpus.scan import ScanOptions, scan_corpus

        options = ScanOptions(
            tokenizers=tokenizers,
            cleaning_loss=self.options.loss_spin.value() / 100.0,
            total_bytes=archive_bytes,
            budget_seconds=self.options.budget_spin.value() or None,
            include_ocr_estimate=self.options.ocr_check.isChecked(),
            cleaning=self.options.cleaning_options(self._kept_languages()),
            target_precision=self.options.target_precision(),
        )
        roots: Path | list[Path] = paths[0] if len(paths) == 1 else list(paths)

        def work(state: ScanState) -> CorpusReport:
            # the task's state is the scan's: its cancel flag stops the worker processes
            return scan_corpus(roots, options, state)

        self._scan_paths = list(paths)
        self._scanned_archive_bytes = archive_bytes
        # a complete result on screen stays if this scan is cancelled
        shown = self.report
        self._earlier = shown if shown is not None and not shown.cancelled else None
        self._partial = None
        self._prestart_timer.stop()  # the scan starts its own readers now
        self.progress_bar.setValue(0)
        self.convergence.clear()
        self.convergence.show()
        self.progress_label.setText(
            self.tr("Scanning %1 …").replace("%1", ", ".join(p.name for p in paths))
        )
        self.cancel_button.setEnabled(True)
        self.use_button.setEnabled(False)
        self.scans.start(work)

    def prestart_workers(self) -> None:
        """Start the scan's worker processes now, for the selected tokenizers: spawned from
        the app they take seconds to start (Python, readers, tokenizers), which the first
        scan would otherwise wait for. They stay for later scans until the app closes."""
        from llmplan.corpus import executor
        from llmplan.corpus.scan import ScanOptions

        options = ScanOptions(
            tokenizers=self.options.selected_tokenizers() or ["llama-3.1"],
            cleaning=self.options.cleaning_options(self._kept_languages()),
        )
        self._prestarting = True
        executor.prestart_workers(options.workers, options.read_settings())

    def cancel_scan(self) -> None:
        if self.scans.cancel():
            self.progress_label.setText(self.tr("Cancelling…"))

    def show_partial_result(self) -> None:
        """After a cancelled rescan: show what it counted instead of the earlier result."""
        partial = self._partial
        if partial is None:
            return
        self._partial = None
        self._earlier = None
        self._mark_earlier(None)
        self._charted_report = partial
        self.progress_label.setText(self.tr("Cancelled — the partial result is shown."))
        self.store.set_corpus_report(partial)

    def is_scanning(self) -> bool:
        return self.scans.running()

    def shutdown(self) -> None:
        """Cancel a running scan and a running training, and wait for their threads (closing,
        language switch)."""
        self._prestart_timer.stop()
        self.domain_tokenizer.training.stop()
        self.scans.stop()

    def use_in_plan(self) -> None:
        """Estimated tokens after cleaning, and the epochs, into the scenario."""
        report = self.report
        if report is None:
            return
        # data preparation on the timeline reads the whole archive when its size was given
        estimate = archive_estimate(report)
        corpus_bytes = (
            float(sum(estimate.bytes_by_type.values()))
            if estimate is not None
            else float(report.bytes_total)
        )
        timeline = self.store.scenario.timeline.model_copy(
            update={"corpus_bytes": corpus_bytes or None}
        )
        self.store.update(
            tokens=float(round(planned_tokens(report))),  # tokens are counted: a whole number
            tokens_ci95=planned_tokens_ci95(report),  # the odds carry the sample's interval
            epochs=self.epochs_spin.value(),
            timeline=timeline,
            # separators and padding come from the measured document lengths
            document_lengths=document_lengths(report),
        )

    # ---- Drag and drop (Qt overrides)
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if local_paths(event.mimeData()) and accept_without_move(event):
            self.drop_area.set_active(True)

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        # every move over the tab renegotiates the action: keep it a copy
        if local_paths(event.mimeData()):
            accept_without_move(event)

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self.drop_area.set_active(False)

    def dropEvent(self, event: QDropEvent) -> None:
        self.drop_area.set_active(False)
        paths = local_paths(event.mimeData())
        if paths and accept_without_move(event):
            self.scan(paths)

    # ---- Internals
    def _kept_languages(self) -> tuple[str, ...] | None:
        """The languages chosen after the last scan carry over to the next one."""
        cleaning = self.report.cleaning if self.report is not None else None
        return cleaning.keep_languages if cleaning is not None else None

    def _on_kept_languages_changed(self, codes: tuple[str, ...] | None) -> None:
        report = self.report
        if report is None or report.cleaning is None:
            return
        # the report holds the per-language sums: the waterfall follows without a new scan
        cleaning = report.cleaning.model_copy(update={"keep_languages": codes})
        self.store.set_corpus_report(report.model_copy(update={"cleaning": cleaning}))

    def _on_archive_edited(self) -> None:
        size = self.options.archive_bytes()
        if size is False or self.report is None or self.scans.running():
            return
        if size != self._scanned_archive_bytes and self._scan_paths:
            self.scan(self._scan_paths)  # the archive estimate comes from the scan itself

    def _on_loss_changed(self, value: int) -> None:
        if self.report is not None:
            # cleaning loss is an assumption on the report: no rescan needed
            updated = self.report.model_copy(update={"cleaning_loss": value / 100})
            if self.report is self._charted_report:
                self._charted_report = updated  # the same scan: its chart stays
            self.store.set_corpus_report(updated)

    def _on_choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Choose a folder of documents"))
        if folder:
            self.scan([Path(folder)])

    def _on_choose_files(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(self, self.tr("Choose documents"))
        if names:
            self.scan([Path(n) for n in names])

    def _on_scan_progress(self, progress: ScanProgress) -> None:
        self.progress_bar.setValue(int(1000 * progress.fraction))
        self.convergence.add_progress(progress)
        self.progress_label.setText(progress_line(progress))

    def _on_scan_done(self, report: CorpusReport) -> None:
        self.convergence.flush()
        earlier = self._earlier
        if report.cancelled and earlier is not None:
            # a cancelled rescan never replaces a complete result: the earlier one stays,
            # marked as such; what the rescan counted is a click away
            self._partial = report if report.files_read > 0 else None
            self.convergence.setVisible(False)  # its points are the cancelled scan's
            self.progress_bar.setValue(1000)
            self.progress_label.setText(
                self.tr("Cancelled — the earlier complete result stays on screen.")
            )
            self._mark_earlier(earlier)
            self.use_button.setEnabled(True)  # the earlier result can still be used
            return
        self._earlier = None
        self._mark_earlier(None)  # the result shown now is this scan's
        self._charted_report = report
        self.convergence.show_result(report)
        if report.cancelled:
            self.progress_label.setText(self.tr("Cancelled — the partial result is shown."))
        else:
            self.progress_bar.setValue(1000)
            self.progress_label.setText(self.tr("Done."))
        self.store.set_corpus_report(report)

    def _on_scan_error(self, message: str) -> None:
        self.progress_label.setText(self.tr("The scan failed: %1").replace("%1", message))

    def _on_scan_finished(self) -> None:
        self.cancel_button.setEnabled(False)

    def _mark_earlier(self, earlier: CorpusReport | None) -> None:
        """Say that the result shown is the earlier one (None: it is the latest)."""
        self._marked = earlier
        if earlier is None:
            self.earlier_label.hide()
            self.partial_button.hide()
            return
        roots = ", ".join(Path(root).name for root in earlier.roots)
        scanned = scan_date_text(earlier.scanned_at)
        text = (
            self.tr("Earlier result: the scan of %1 from %2. The rescan was cancelled.")
            .replace("%1", roots)
            .replace("%2", scanned)
            if scanned
            else self.tr("Earlier result: the scan of %1. The rescan was cancelled.").replace(
                "%1", roots
            )
        )
        self.earlier_label.setText(text)
        self.earlier_label.show()
        self.partial_button.setVisible(self._partial is not None)

    def _on_read_settings_changed(self, *_args: object) -> None:
        """Tokenizers or cleaning steps changed: readers for them start shortly, so the
        next scan does not wait for each of them to load the tokenizers."""
        if self._prestarting and not self.scans.running():
            self._prestart_timer.start()

    def _on_prestart_due(self) -> None:
        if not self.scans.running() and self.options.selected_tokenizers():
            self.prestart_workers()

    def _on_corpus_changed(self, report: CorpusReport | None) -> None:
        marked = self._marked
        if marked is not None and (
            report is None or (report.scanned_at, report.roots) != (marked.scanned_at, marked.roots)
        ):
            self._mark_earlier(None)  # another result (a new scan, a file opened)
        self.report = report
        self.results.show_report(report)
        # the chart belongs to the scan just run, not to a report opened from a file
        self.convergence.setVisible(report is not None and report is self._charted_report)
        self.use_button.setEnabled(report is not None)
        if report is None:
            self.planned_label.setText("")
            return
        if not self.scans.running():  # e.g. rebuilt after a language switch: say what is shown
            roots = ", ".join(Path(root).name for root in report.roots)
            self.progress_bar.setValue(0 if report.cancelled else 1000)
            scanned = scan_date_text(getattr(report, "scanned_at", None))
            if scanned:
                self.progress_label.setText(
                    self.tr("Result of the scan of %1, scanned %2.")
                    .replace("%1", roots)
                    .replace("%2", scanned)
                )
            else:
                self.progress_label.setText(
                    self.tr("Result of the scan of %1.").replace("%1", roots)
                )
        if abs(self.options.loss_spin.value() - round(report.cleaning_loss * 100)) >= 1:
            with quietly(self.options.loss_spin):
                self.options.loss_spin.setValue(round(report.cleaning_loss * 100))
        self.planned_label.setText(
            self.tr("“Use in plan” sets the trainable tokens, %1 per epoch (after cleaning%2).")
            .replace("%1", fmt.tokens(planned_tokens(report)))
            .replace("%2", self.tr(", whole archive") if archive_estimate(report) else "")
        )

    def _on_scenario_changed(self, _scenario: object) -> None:
        if abs(self.epochs_spin.value() - self.store.scenario.epochs) > 1e-9:
            self.epochs_spin.setValue(self.store.scenario.epochs)
