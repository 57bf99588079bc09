"""Help → About (version, licences) and Help → How the numbers are computed."""

from __future__ import annotations

import html
import math
import platform
from html import escape
from importlib import metadata

import PySide6
from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QTextOption
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from llmplan import __version__
from llmplan.core.result import PlanResult
from llmplan.presentation import model_words
from llmplan.presentation.corpus_types import tokenizer_name

# (distribution, licence) of the libraries the app ships with
LIBRARIES = (
    ("PySide6-Essentials", "LGPL-3.0 (Qt for Python)"),
    ("pyqtgraph", "MIT"),
    ("pydantic", "MIT"),
    ("numpy", "BSD-3-Clause"),
    ("tokenizers", "Apache-2.0"),
    ("fastokens", "Apache-2.0"),
    ("tiktoken", "MIT"),
    ("sentencepiece", "Apache-2.0"),
    ("pypdfium2", "Apache-2.0 / BSD-3-Clause (PDFium)"),
    ("charset-normalizer", "MIT"),
    ("selectolax", "MIT"),
    ("striprtf", "BSD-3-Clause"),
    ("zstandard", "BSD-3-Clause"),
    ("platformdirs", "MIT"),
    ("olefile", "BSD-2-Clause"),
    ("xlrd", "BSD-3-Clause"),
    ("python-calamine", "MIT"),
    ("msoffcrypto-tool", "MIT"),
    ("cryptography", "Apache-2.0 / BSD-3-Clause"),
    ("py3langid", "BSD-3-Clause"),
    ("xxhash", "BSD-2-Clause"),
    ("psutil", "BSD-3-Clause"),
)

# what a licence line adds in words (translated; the licence names stay as they are)
LIBRARY_NOTES = {"py3langid": "language identification model by Lui & Baldwin"}

# Not installed on every platform (no wheel for Linux on ARM); the app counts without it.
OPTIONAL_LIBRARIES = frozenset({"fastokens"})


def _version_of(distribution: str) -> str:
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return "?"


def tokenizer_rows() -> list[tuple[str, str, str]]:
    """(name, licence file, source) of each bundled tokenizer; empty if none are bundled."""
    try:
        from llmplan.corpus.tokenizer_registry import available_tokenizers

        infos = available_tokenizers()
    except (OSError, ValueError):  # a broken bundle must not stop the About box
        return []
    rows = []
    for info in infos:
        licence = getattr(info, "licence_path", None)
        rows.append((str(info.name), str(licence.name if licence else "–"), str(info.source)))
    return rows


def about_html() -> str:
    parts = [
        f"<h2>LLM Training Planner {html.escape(__version__)}</h2>",
        "<p>"
        + QCoreApplication.translate(
            "AboutDialog",
            "Tokens, memory fit, run time, energy and cost of training a language "
            "model on your own documents — offline.",
        )
        + "</p>",
        f"<p>Python {platform.python_version()}, Qt for Python {PySide6.__version__}</p>",
        "<h3>" + QCoreApplication.translate("AboutDialog", "Bundled tokenizers") + "</h3>",
    ]
    rows = tokenizer_rows()
    if rows:
        parts.append(
            "<table cellpadding='3'><tr><th align='left'>"
            + QCoreApplication.translate("AboutDialog", "Tokenizer")
            + "</th><th align='left'>"
            + QCoreApplication.translate("AboutDialog", "Licence file")
            + "</th><th align='left'>"
            + QCoreApplication.translate("AboutDialog", "Source")
            + "</th></tr>"
        )
        for name, licence, source in rows:
            name = tokenizer_name(name)  # "(128K-Vokabular)" in German
            parts.append(
                f"<tr><td>{html.escape(name)}</td><td>{html.escape(licence)}</td>"
                f"<td>{html.escape(source)}</td></tr>"
            )
        parts.append("</table>")
        parts.append(
            "<p>"
            + QCoreApplication.translate(
                "AboutDialog", "The licence texts ship in resources/tokenizers/."
            )
            + "</p>"
        )
    else:
        parts.append(
            "<p>"
            + QCoreApplication.translate("AboutDialog", "No tokenizers found in this installation.")
            + "</p>"
        )
    parts.append(
        "<h3>"
        + QCoreApplication.translate("AboutDialog", "Libraries")
        + "</h3><table cellpadding='3'>"
    )
    for distribution, licence in LIBRARIES:
        if distribution in LIBRARY_NOTES:
            note = QCoreApplication.translate("AboutDialog", LIBRARY_NOTES[distribution])
            licence = f"{licence} ({note})"
        parts.append(
            f"<tr><td>{distribution} {html.escape(_version_of(distribution))}</td>"
            f"<td>{html.escape(licence)}</td></tr>"
        )
    parts.append("</table>")
    return "\n".join(parts)


def how_computed_html(result: PlanResult | None = None) -> str:
    """How the numbers are computed, for the plan in use: its stack's MFU band, memory
    formulas, overheads and power draw (presentation/model_words.py), never a fixed
    description of the reference model."""
    sections = [
        (
            QCoreApplication.translate("AboutDialog", "Parameters"),
            escape(
                QCoreApplication.translate(
                    "AboutDialog",
                    "Counted from the architecture: embeddings, attention with grouped-query "
                    "key/value heads, the (gated) MLP, norms and the output head. For "
                    "mixture-of-experts models the total and the active parameters per token "
                    "are both shown.",
                )
            ),
        ),
    ]
    if result is not None:
        memory = "".join(
            f"<li>{escape(part)}: <i>{escape(formula)}</i></li>"
            for part, formula in model_words.memory_lines(result)
        )
        sections += [
            (
                QCoreApplication.translate("AboutDialog", "Compute and time"),
                escape(
                    QCoreApplication.translate(
                        "AboutDialog",
                        "Training compute C = 6 · N · D floating-point operations (N "
                        "parameters, D tokens); about 4 · N · D with a frozen base (LoRA, "
                        "QLoRA). Time t = C / (GPUs × dense BF16 peak × MFU), plus the "
                        "optimizer steps on the CPU when the optimizer is offloaded.",
                    )
                    + " "
                    + model_words.band_text(result)
                ),
            ),
            (
                QCoreApplication.translate("AboutDialog", "Memory per GPU"),
                escape(
                    QCoreApplication.translate("AboutDialog", "As %1 holds it:").replace(
                        "%1", model_words.stack_name(result)
                    )
                )
                + f"<ul>{memory}</ul>"
                + escape(model_words.overhead_text(result) + " " + model_words.tight_text()),
            ),
            (
                QCoreApplication.translate("AboutDialog", "Energy and cost"),
                escape(
                    model_words.power_text(result)
                    + " "
                    + QCoreApplication.translate(
                        "AboutDialog",
                        "kWh = power × hours; cost = kWh × price; CO₂ = kWh × grid intensity.",
                    )
                ),
            ),
        ]
    sections += [
        (
            QCoreApplication.translate("AboutDialog", "Corpus"),
            QCoreApplication.translate(
                "AboutDialog",
                "Tokens are counted with the model's real tokenizer. Large folders are sampled by "
                "file type; the total is extrapolated with a 95 % interval. 200,000 tokens are "
                "about 500 pages. Cleaning loss is an assumption you set, not a measurement.",
            ),
        ),
        (
            QCoreApplication.translate("AboutDialog", "Sources"),
            QCoreApplication.translate(
                "AboutDialog",
                "Every figure in the Memory fit and Timeline tabs can show its formula, inputs "
                "and source. Spec-sheet figures come from the catalogue entries, each with its "
                "source.",
            ),
        ),
    ]
    body = "".join(f"<h3>{title}</h3><p>{text}</p>" for title, text in sections)
    return (
        "<h2>"
        + QCoreApplication.translate("AboutDialog", "How the numbers are computed")
        + "</h2>"
        + body
    )


class HtmlDialog(QDialog):
    """A read-only page with a Close button."""

    def __init__(self, title: str, page_html: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = self.page_layout = QVBoxLayout(self)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        # lines break between words only: a narrow column widens ("Measu red" otherwise)
        self.browser.setWordWrapMode(QTextOption.WrapMode.WordWrap)
        self.browser.setHtml(page_html)
        layout.addWidget(self.browser)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.resize(self.sizeHint())

    def sizeHint(self) -> QSize:
        """The page's own size: as wide as its tables want, prose at a readable width (never
        narrower than its longest words, never wider than the screen), as tall as it is."""
        page = self.browser.document().clone(self)
        screen = self.screen().availableGeometry()
        margins = self.page_layout.contentsMargins()
        scroll_bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        chrome = margins.left() + margins.right() + 2 * self.browser.frameWidth() + scroll_bar
        page.setTextWidth(-1)  # nothing wrapped: the width each table's columns would like
        layout = page.documentLayout()
        tables = [layout.frameBoundingRect(f).width() for f in page.rootFrame().childFrames()]
        page.setTextWidth(1)  # everything wrapped: the longest words side by side
        narrowest = page.idealWidth()
        readable = self.fontMetrics().averageCharWidth() * 100  # prose: lines one can read
        wanted = max([readable, *tables])
        width = max(min(wanted, 0.9 * screen.width() - chrome), narrowest)
        width = min(width, screen.width() - chrome)
        page.setTextWidth(width)
        spacing = max(0, self.page_layout.spacing())
        height = page.size().height() + self.buttons.sizeHint().height() + spacing
        height += margins.top() + margins.bottom() + 2 * self.browser.frameWidth()
        full_width = min(math.ceil(width + chrome), screen.width())
        return QSize(full_width, math.ceil(min(height, 0.85 * screen.height())))
