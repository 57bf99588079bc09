"""Corpus tab: train a BPE tokenizer on the scanned folder's text (seed 002's what-if for a
model trained from scratch), off the GUI thread with progress and cancel."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from llmplan.corpus.domain_tokenizer_task import (
    MIN_VOCAB_SIZE,
    SampleTooSmall,
    TrainingCancelled,
    TrainingProgress,
    TrainingState,
)
from llmplan.corpus.report import CorpusReport, DomainTokenizerStats
from llmplan.gui.store import ScenarioStore
from llmplan.gui.widgets.action_button import action_button
from llmplan.gui.widgets.store_group import StoreGroup
from llmplan.gui.widgets.text_label import text_label
from llmplan.gui.workers import TaskSlot
from llmplan.presentation.corpus_types import not_found_text
from llmplan.presentation.domain_tokenizer_text import domain_tokenizer_lines, too_small_text

DEFAULT_VOCAB = 32_000  # seed 002: 32,000 to 50,000 for a language
# what the task returns: the figures, or the words of why there are none
Outcome = DomainTokenizerStats | SampleTooSmall | None


def default_out_dir(report: CorpusReport, vocab_size: int) -> Path:
    """<app data>/domain-tokenizers/<folder>-<vocab>: one per folder and vocabulary."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    name = Path(report.roots[0]).name if report.roots else "corpus"
    return Path(base or Path.home()) / "domain-tokenizers" / f"{name or 'corpus'}-{vocab_size}"


class DomainTokenizerPanel(StoreGroup):
    """Vocabulary size, a Train button, progress and cancel, and the result in words."""

    def __init__(self, store: ScenarioStore, parent: QWidget | None = None) -> None:
        title = self.tr("Domain tokenizer (what-if for a model trained from scratch)")
        super().__init__(store, title, parent)
        self.training = TaskSlot[Outcome, TrainingProgress](
            self, self._on_progress, self._on_done, self._on_error, self._on_finished
        )
        self.out_dir: Path | None = None  # None: default_out_dir
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        vocab_label = QLabel(self.tr("Vocabulary si&ze:"))
        self.vocab_spin = QSpinBox()
        self.vocab_spin.setObjectName("vocabSize")
        self.vocab_spin.setRange(MIN_VOCAB_SIZE, 1_000_000)
        self.vocab_spin.setSingleStep(1000)
        self.vocab_spin.setGroupSeparatorShown(True)
        self.vocab_spin.setValue(DEFAULT_VOCAB)
        self.vocab_spin.setToolTip(
            self.tr(
                "Tokens in the trained vocabulary; 32,000 to 50,000 cover a language (seed 002)"
            )
        )
        vocab_label.setBuddy(self.vocab_spin)
        self.train_button = action_button(
            self.tr("Train to&kenizer"),
            self.tr(
                "Train a BPE tokenizer on the scanned folder's text (at most 64 MiB, the "
                "same text the scan counted) and compare its tokens per word"
            ),
            self.train,
            object_name="trainTokenizer",
        )
        self.cancel_button = action_button(
            self.tr("Cancel"),
            self.tr("Stop training; nothing is saved"),
            self.cancel,
            object_name="cancelTokenizer",
        )
        self.cancel_button.setEnabled(False)
        self.progress_bar = QProgressBar()
        self.progress_bar.setRange(0, 1000)
        self.progress_bar.setTextVisible(False)
        row.addWidget(vocab_label)
        row.addWidget(self.vocab_spin)
        row.addWidget(self.train_button)
        row.addWidget(self.progress_bar, 1)
        row.addWidget(self.cancel_button)
        layout.addLayout(row)
        self.result_label = text_label("domainTokenizerResult", selectable=True)
        layout.addWidget(self.result_label)
        store.sig_corpus_changed.connect(self._on_corpus_changed)
        self._on_corpus_changed(store.corpus_report)

    # ---- Public API
    def train(self) -> None:
        report = self.store.corpus_report
        if report is None or self.training.running():
            return
        roots = [Path(root) for root in report.roots]
        missing = [root for root in roots if not root.exists()]
        if missing or not roots:
            self.result_label.setText(not_found_text(missing))
            return
        vocab = self.vocab_spin.value()
        out_dir = self.out_dir or default_out_dir(report, vocab)
        model_tokenizer = report.primary_tokenizer

        def work(state: TrainingState) -> Outcome:
            # the readers and the worker pool load here, not with the window
            from llmplan.corpus.domain_tokenizer import train_domain_tokenizer

            try:
                return train_domain_tokenizer(roots, vocab, out_dir, model_tokenizer, state=state)
            except SampleTooSmall as too_small:
                return too_small
            except TrainingCancelled:
                return None

        self.train_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress_bar.setValue(0)
        self.result_label.setText(self.tr("Reading the folder's text…"))
        self.training.start(work)

    def cancel(self) -> None:
        """Stop training; nothing is saved."""
        if self.training.cancel():
            self.result_label.setText(self.tr("Cancelling…"))

    def is_training(self) -> bool:
        return self.training.running()

    # ---- Internals
    def _on_progress(self, progress: TrainingProgress) -> None:
        # the trainer's merges report nothing: a busy bar while they run
        self.progress_bar.setRange(0, 0 if progress.phase == "training" else 1000)
        self.progress_bar.setValue(int(1000 * progress.fraction))
        phases = {
            "reading": self.tr("Reading the folder's text…"),
            "training": self.tr("Training the tokenizer…"),
            "counting": self.tr("Counting the text with both tokenizers…"),
        }
        self.result_label.setText(phases.get(progress.phase, ""))

    def _on_done(self, outcome: Outcome) -> None:
        self.progress_bar.setRange(0, 1000)
        report = self.store.corpus_report
        if isinstance(outcome, DomainTokenizerStats) and report is not None:
            self.progress_bar.setValue(1000)
            # the scan's report keeps everything else: only the what-if is added
            self.store.set_corpus_report(report.model_copy(update={"domain_tokenizer": outcome}))
        elif isinstance(outcome, SampleTooSmall):
            self.progress_bar.setValue(0)
            self.result_label.setText(too_small_text(outcome.distinct_words, outcome.vocab_size))
        else:
            self.progress_bar.setValue(0)
            self.result_label.setText(self.tr("Cancelled — no tokenizer was saved."))

    def _on_error(self, message: str) -> None:
        self.progress_bar.setRange(0, 1000)
        self.result_label.setText(self.tr("Training failed: %1").replace("%1", message))

    def _on_finished(self) -> None:
        self.cancel_button.setEnabled(False)
        self.train_button.setEnabled(self.store.corpus_report is not None)

    def _on_corpus_changed(self, report: CorpusReport | None) -> None:
        self.train_button.setEnabled(report is not None and not self.training.running())
        if report is None:
            self.result_label.setText(self.tr("Scan a folder first."))
        elif report.domain_tokenizer is not None:
            self.result_label.setText("\n".join(domain_tokenizer_lines(report.domain_tokenizer)))
        elif not self.training.running():
            self.result_label.setText("")
