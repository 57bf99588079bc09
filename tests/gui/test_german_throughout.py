"""With German chosen, the window, the PDF and the Markdown are German throughout.

Each is rendered for real (the main window's tabs under pytest-qt, the PDF through Qt's PDF
writer read back with pypdfium2, the Markdown file) and searched for English phrases that
any untranslated label, heading, status, warning or explanation would bring along. Every
string looked up in the catalogue while rendering must have a German entry.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTableView,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

from llmplan.core.advisor.recommend import recommend
from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Hardware, Scenario
from llmplan.corpus.reasons import reason
from llmplan.corpus.report import CorpusReport, SkippedFile
from llmplan.presentation import i18n
from llmplan.report.markdown import export_markdown
from llmplan.report.pdf import export_pdf
from pdf_pages import pdf_text

# A plan that shows every kind of figure: a fitting server, a card that is too small
# (warnings), bare GPUs without a server (CPU power warning), rented hardware (rent rows),
# servers and GPUs over several nodes; catalogue names with English words in them.
SCENARIO = Scenario(
    name="Plan",
    model="llama-3.1-8b",
    method="lora",
    tokens=1e10,
    hardware=Hardware(server="8x-h200-nvl"),
    candidates=[
        Hardware(gpu="rtx-4090", count=1),
        Hardware(server="hgx-8x-h100"),
        Hardware(server="1x-h100", nodes=2),
        Hardware(gpu="h200-nvl", count=8, nodes=2),
    ],
)

# Words an untranslated English string brings along; none is German.
ENGLISH = [
    "does not fit",
    "Fits on",
    "fits",
    "tight",
    "training takes",
    "electricity",
    "Memory per",
    "per card",
    "per GPU",
    "Run time",
    "Assumptions",
    "How each figure",
    "Formula",
    "Source",
    "Inputs",
    "planning assumption",
    "Weights",
    "Gradients",
    "Optimizer states",
    "Activations",
    "Free",
    "Total",
    "days",
    "hours",
    "Data preparation",
    "Pilot run",
    "Checkpoint writes",
    "Evaluation",
    "Energy",
    "cost",
    "Method",
    "Longest sequence",
    "Largest micro-batch",
    "Disk",
    "Rental",
    "Average power",
    "Training time",
    "Parameters",
    "Trainable",
    "Pages",
    "No server given",
    "upper bound",
    "Full fine-tune",
    "Selective",
    "yes",
    "the",
    "of",
    "and",
    "with",
    "for",
    "is",
    "are",
    "when",
    "Does",
    "not",
    "unsupported",
    "layer",
    # the catalogue's names ("8x H200 NVL training server (two 4-way NVLink bridges)",
    # "1x H100 rental") and the hardware labels built from them ("× 2 nodes")
    "rental",
    "training server",
    # the report's date
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
    "bridges",
    "nodes",
]


def english_phrases_in(text: str) -> list[str]:
    # a formula's inputs are named as in the scenario file and `plan --json` ("hours = 33")
    text = re.sub(r"\b[A-Za-z_]+ = ", " ", text)
    # a source names a library's file as it is ("peft tuners/lora/layer.py")
    text = re.sub(r"[\w./-]+\.(?:py|cpp|md|json)\b", " ", text)
    return [p for p in ENGLISH if re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", text)]


# Qt's and pyqtgraph's own widgets ask for their strings too (and PySide's tr() tries each
# base class as a context before ours); only our contexts must be in our catalogue. Catalogue
# names are looked up too: product names ("HGX 8x H100 SXM") have no entry on purpose; the
# English phrases above catch a name that needed one.
FOREIGN_CONTEXTS = {"Form", "GraphicsScene", "PlotItem", "ViewBox", "Catalog"}


class LookupRecorder:
    """Wraps `i18n.lookup`: which texts were asked for, and which were found."""

    def __init__(self) -> None:
        self.asked: set[tuple[str, str]] = set()
        self.found: set[str] = set()
        self._original = i18n.lookup

    def __call__(self, context: str, text: str) -> str | None:
        translation = self._original(context, text)
        if translation is None:
            self.asked.add((context, text))
        else:
            self.found.add(text)
        return translation

    def untranslated(self) -> list[tuple[str, str]]:
        """Our lookups that found nothing, in any context."""
        return sorted(
            (context, text)
            for context, text in self.asked
            if text not in self.found
            and context not in FOREIGN_CONTEXTS
            and not context.startswith("Q")
        )


@pytest.fixture
def german(monkeypatch: pytest.MonkeyPatch) -> Iterator[LookupRecorder]:
    """German for the test, with every catalogue lookup recorded."""
    recorder = LookupRecorder()
    monkeypatch.setattr(i18n, "lookup", recorder)
    i18n.set_language("de")
    yield recorder
    i18n.set_language("en")


# the reference model, the default stack (HF), and torchtune with every option it adds
# (paged 8-bit AdamW that spills on the 4090, optimizer in the backward pass, offloading)
REPORTS = [
    ("reference", {}),
    ("hf-transformers", {}),
    (
        "torchtune",
        {
            "method": "full",
            "optimizer": "adamw-8bit-paged",
            "optimizer_in_backward": True,
            "activation_offload": True,
            "chunked_loss": True,
        },
    ),
    # preference tuning (issue 23): a reference copy, a precomputed pass, an ignored reference
    ("hf-transformers", {"method": "full", "objective": "dpo"}),
    ("reference", {"objective": "kto", "reference": "precomputed"}),
    ("hf-transformers", {"objective": "orpo", "reference": "model"}),
    # GRPO (issue 23): the rollout engine, its generation phase and explanations
    ("hf-transformers", {"objective": "grpo"}),
    # PPO (issue 23): the reward and value models, their memory and passes
    ("hf-transformers", {"method": "full", "objective": "ppo", "reward_model": "qwen2.5-1.5b"}),
]


def _report_id(framework: str, options: dict[str, object]) -> str:
    return "-".join([framework, *([str(options["objective"])] if "objective" in options else [])])


@pytest.mark.parametrize(
    ("framework", "options"), REPORTS, ids=[_report_id(*report) for report in REPORTS]
)
def test_the_pdf_and_the_markdown_are_german(
    framework: str,
    options: dict[str, object],
    qapp,  # type: ignore[no-untyped-def]
    tmp_path: Path,
    corpus_report: CorpusReport,
    german: LookupRecorder,
) -> None:
    scenario = SCENARIO.model_copy(update={"framework": framework, **options})
    results = plan_candidates(scenario)
    codes = {w.code for r in results for w in r.warning_details}
    if framework == "torchtune":  # the 4090 holds it, its paged 8-bit moments spill to host
        assert "paged_states_spill" in codes
    else:
        assert {r.memory.fit_status for r in results} >= {"fits", "does_not_fit"}
        assert "does_not_fit" in codes
    assert any(r.energy.rental_cost is not None for r in results)
    advice = None
    if framework == "reference" and "objective" not in options:
        # renting for 10 days even if it runs slowly, by the hour: eight B200 for 13 hours
        # begun (12.4 h at 40 %) × $53.52 = $695.76, just below one B200 for 100 hours × $6.99
        advice = recommend(scenario, 10, kinds=frozenset({"rental"}))
        assert advice.pick is not None and advice.pick.evaluated.hardware.server == "hgx-8x-b200"
        assert advice.pick.evaluated.hardware.nodes == 1
    pdf = tmp_path / "plan.pdf"
    export_pdf(scenario, results, corpus_report, pdf, advice)
    text = pdf_text(pdf)
    assert "Passt auf 8x NVIDIA H200 NVL" in text  # the verdict, in German
    assert "Training dauert" in text
    # catalogue names in German, labels built from them too
    assert "8x H200 NVL Trainingsserver (zwei 4-fach-NVLink-Brücken)" in text
    assert "1x H100 (Miete) × 2" in text  # a candidate
    if advice is not None:  # and the advisor's answer
        assert "HGX 8x B200 mieten" in text
    assert "8x NVIDIA H200 NVL 141 GB × 2 Knoten" in text
    markdown = tmp_path / "plan.md"
    export_markdown(scenario, results, markdown, advice)
    md_text = markdown.read_text(encoding="utf-8")
    if advice is not None:
        assert "HGX 8x B200" in md_text
    assert english_phrases_in(text) == []
    assert english_phrases_in(md_text) == []
    for raw in ("None", "bool", " T FLOP", "True", "False"):  # no value as a program keeps it
        assert raw not in text, raw
    assert german.untranslated() == []


def _widget_texts(widget: QWidget) -> list[str]:
    texts = [widget.toolTip()]
    if isinstance(widget, QLabel):
        texts.append(re.sub(r"<[^>]+>", " ", widget.text()))
    if isinstance(widget, QAbstractButton):
        texts.append(widget.text())
    if isinstance(widget, QGroupBox):
        texts.append(widget.title())
    if isinstance(widget, QLineEdit):
        texts.append(widget.placeholderText())
    if isinstance(widget, QComboBox):
        texts += [widget.itemText(i) for i in range(widget.count())]
    if isinstance(widget, QTabWidget):
        texts += [widget.tabText(i) for i in range(widget.count())]
    if isinstance(widget, QTableView) and widget.model() is not None:
        model = widget.model()
        for column in range(model.columnCount()):
            texts.append(str(model.headerData(column, widget.horizontalHeader().orientation())))
            texts += [str(model.index(r, column).data()) for r in range(model.rowCount())]
    if isinstance(widget, QTreeWidget):
        header = widget.headerItem()
        texts += [header.text(c) for c in range(widget.columnCount())]
        for index in range(widget.topLevelItemCount()):
            item = widget.topLevelItem(index)
            texts += [item.text(c) for c in range(widget.columnCount())]
    return [t.replace("&", "") for t in texts if t]


def test_the_window_is_german(
    make_window,  # type: ignore[no-untyped-def]
    settings,  # type: ignore[no-untyped-def]
    corpus_report: CorpusReport,
    german: LookupRecorder,
) -> None:
    from llmplan.gui.settings import Preferences
    from llmplan.gui.store import ScenarioStore

    settings.set_preferences(Preferences(language="de"))
    window = make_window(store=ScenarioStore(SCENARIO), restore_last=False)
    skipped = [
        SkippedFile.of("scan.pdf", reason("scanned_pdf")),
        SkippedFile.of("photo.png", reason("unsupported_type", extension=".png")),
        SkippedFile.of("link", reason("symlink_not_followed")),
    ]
    # the Corpus tab shows a scan's results, files it could not read among them
    window.store.set_corpus_report(corpus_report.model_copy(update={"skipped": skipped}))
    texts: list[str] = []
    for widget in window.findChildren(QWidget):
        texts += _widget_texts(widget)
    reasons = window.corpus_tab.findChild(QTreeWidget)
    assert reasons is not None and reasons.topLevelItemCount() == 3  # the skipped files shown
    texts += window.memory_tab.chart.status_texts()
    texts += window.memory_tab.chart.bar_labels()
    texts += window.timeline_tab.chart.header_texts()
    texts.append(window.summary.text("hardware"))
    # the server picked, in the strip and under its bar, by its German name
    german_server = "8x H200 NVL Trainingsserver (zwei 4-fach-NVLink-Brücken)"
    assert window.summary.text("hardware") == german_server
    assert window.memory_tab.chart.bar_labels()[0] == german_server
    found = {text: english_phrases_in(text) for text in texts}
    assert {text: phrases for text, phrases in found.items() if phrases} == {}
    assert german.untranslated() == []
