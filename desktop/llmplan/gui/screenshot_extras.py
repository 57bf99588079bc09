"""More screenshots for `llmplan gui --screenshots DIR`: the Corpus tab after a cancelled and
after a sampled scan, the skipped list, and the report's pages — the states a reviewer
otherwise only sees by hand.

The scans run on a demo folder written to a temporary directory (the bundled sample
documents, several hundred generated ones, and files that are skipped), so the pictures
show sampling and skipping as a real archive would.
"""

from __future__ import annotations

import random
import shutil
import tempfile
import zipfile
from pathlib import Path
from typing import Any

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from llmplan.corpus.progress import ScanProgress, ScanState
from llmplan.corpus.report import CorpusReport
from llmplan.corpus.scan import ScanOptions, scan_corpus
from llmplan.resources import resource_path

_WORDS = [
    "Angebot",
    "Lieferung",
    "Wartung",
    "Pumpe",
    "Vertrag",
    "Rechnung",
    "Kunde",
    "Ersatzteil",
    "Protokoll",
    "Projekt",
    "offer",
    "delivery",
    "maintenance",
    "pump",
    "contract",
    "invoice",
    "customer",
    "spare",
    "part",
    "minutes",
    "project",
]
CANCEL_AFTER_FILES = 40
SAMPLE_FILES = 60


def write_demo_archive(root: Path, files: int = 480, seed: int = 13) -> Path:
    """A folder like a company export: documents of several kinds plus skipped files."""
    rng = random.Random(seed)
    root.mkdir(parents=True, exist_ok=True)
    sample = resource_path("sample_corpus")
    if sample.is_dir():
        for path in sample.iterdir():
            if path.is_file():
                shutil.copy2(path, root / path.name)
    for index in range(files):
        text = " ".join(rng.choice(_WORDS) for _ in range(rng.randint(150, 2500)))
        kind = index % 6
        if kind == 0:
            (root / f"seite_{index}.html").write_text(
                f"<html><body><p>{text}</p></body></html>", encoding="utf-8"
            )
        elif kind == 1:
            (root / f"notiz_{index}.txt").write_text(text, encoding="utf-8")
        elif kind == 2:
            (root / f"tool_{index}.py").write_text(f'"""{text}"""\n', encoding="utf-8")
        elif kind == 3:
            (root / f"server_{index}.log").write_text(text, encoding="utf-8")
        elif kind == 4:
            with zipfile.ZipFile(root / f"export_{index}.zip", "w", zipfile.ZIP_DEFLATED) as z:
                z.writestr("bericht.txt", text)
        else:
            (root / f"einstellungen_{index}.yaml").write_text(
                f"beschreibung: {text}\n", encoding="utf-8"
            )
    for index in range(24):
        (root / f"foto_{index}.jpg").write_bytes(bytes(range(256)) * 16)
    for index in range(6):
        (root / f"alt_{index}.doc").write_bytes(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(800))
    return root


def demo_reports(folder: Path, tokenizers: list[str]) -> dict[str, CorpusReport]:
    """A cancelled and a sampled scan of the demo folder (run here, synchronously)."""
    state: ScanState

    def stop_early(progress: ScanProgress) -> None:
        if progress.files_done >= CANCEL_AFTER_FILES:
            state.cancel()

    state = ScanState(on_progress=stop_early)
    options = ScanOptions(tokenizers=tokenizers, workers=1, total_bytes=2 * 10**12)
    cancelled = scan_corpus(folder, options, state)
    sampled = scan_corpus(
        folder, options.model_copy(update={"sample_files": SAMPLE_FILES, "cleaning_loss": 0.3})
    )
    return {"cancelled": cancelled, "sampled": sampled}


def grab_corpus_states(
    window: Any, app: QApplication, reports: dict[str, CorpusReport], out_dir: Path, language: str
) -> list[Path]:
    """The Corpus tab for each demo report, and the skipped list opened."""
    written: list[Path] = []
    previous = window.store.corpus_report
    window.tabs.setCurrentIndex(0)
    tab = window.corpus_tab
    for name, report in reports.items():
        window.store.set_corpus_report(report)
        app.processEvents()
        path = out_dir / f"corpus_{name}_{language}.png"
        window.grab().save(str(path))
        written.append(path)
    tree = tab.results.skipped_tree
    for index in range(tree.topLevelItemCount()):
        tree.topLevelItem(index).setExpanded(True)
    # as tall as its rows (an opened list, not a box that is mostly empty)
    rows = sum(1 + tree.topLevelItem(i).childCount() for i in range(tree.topLevelItemCount()))
    row_height = max(tree.sizeHintForRow(0), tree.fontMetrics().lineSpacing())
    header = tree.header().sizeHint().height()
    tree.resize(900, min(header + (rows + 1) * row_height + 2 * tree.frameWidth(), 720))
    app.processEvents()
    path = out_dir / f"corpus_skipped_{language}.png"
    tree.grab().save(str(path))
    written.append(path)
    window.store.set_corpus_report(previous)
    return written


def grab_report_pages(window: Any, out_dir: Path, language: str, scale: float = 1.5) -> list[Path]:
    """Each page of the PDF report as PNG: the PDF the app exports (with the Recommend tab's
    answer), rasterised as a reader's viewer shows it, margins and page breaks included."""
    import pypdfium2

    from llmplan.report.pdf import export_pdf

    store = window.store
    advice = getattr(getattr(window, "recommend_tab", None), "advice", None)
    written: list[Path] = []
    with tempfile.TemporaryDirectory() as folder:
        pdf_path = Path(folder) / "report.pdf"
        export_pdf(store.scenario, store.results, store.corpus_report, pdf_path, advice)
        document = pypdfium2.PdfDocument(pdf_path)
        try:
            for index in range(len(document)):
                bitmap = document[index].render(scale=scale, rev_byteorder=True)
                image = QImage(
                    bitmap.buffer,
                    bitmap.width,
                    bitmap.height,
                    bitmap.stride,
                    QImage.Format.Format_RGB888,
                ).copy()  # the bitmap's memory goes with the document
                path = out_dir / f"report_page{index + 1}_{language}.png"
                image.save(str(path))
                written.append(path)
        finally:
            document.close()
    return written
