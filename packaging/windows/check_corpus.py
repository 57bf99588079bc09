"""The folder the Wine check scans on Linux and on Windows: `python3 check_corpus.py DEST`.

Writes, under DEST, ``Prüfordner mit Leerzeichen äöü ß`` (spaces, umlauts): the bundled sample
corpus (Word, PDF, legacy .doc, mail, HTML, CSV, JSON, Markdown) under German file names, files
the scan must skip with a reason (empty, a broken PDF, a .docx that is no zip archive), and,
below a chain of folders that makes every path longer than Windows' classic 260 characters,
enough generated text (over 8 MiB) that the command line reads in worker processes rather
than in its own. Prints the two folders to scan: the spaced one, and the long one itself.
Deterministic: the same files, byte for byte, on every run.
"""

from __future__ import annotations

import random
import shutil
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[2]
SAMPLE_CORPUS = REPO_ROOT / "resources" / "sample_corpus"
# Real prose in several languages (sources in that folder's SOURCE.md)
PROSE = REPO_ROOT / "tests" / "data" / "language_id"
SPACED_NAME = "Prüfordner mit Leerzeichen äöü ß"
LONG_SEGMENT = "Ein ziemlich langer Ordnername für Pfade über 260 Zeichen"  # 57 characters
LONG_PATH_CHARS = 300  # the long folder's own absolute path is longer than this
# The command line reads in-process below 8 MiB (ScanOptions.in_process_below_bytes)
GENERATED_FILES = 24
GENERATED_BYTES = 400_000
SEED = 31


def german_names() -> dict[str, str]:
    """Sample file -> the name it gets in the check folder (umlauts, spaces)."""
    return {
        "anfrage_angebot.eml": "Anfrage Angebot März.eml",
        "angebot_kp400_en.docx": "Angebot KP400 (englisch).docx",
        "customer_complaint.eml": "Kundenbeschwerde Übersicht.eml",
        "faq_support.json": "Häufige Fragen.json",
        "meeting_notes_vendor_call.md": "Besprechungsnotizen Lieferant.md",
        "preisliste_ersatzteile.csv": "Preisliste Ersatzteile 2024.csv",
        "produktseite_industriepumpe.html": "Produktseite Industriepumpe.html",
        "protokoll_projektsitzung.txt": "Protokoll Projektsitzung Größe.txt",
        "wartungsprotokoll_kp300_2007.doc": "Wartungsprotokoll KP300 2007.doc",
        "wartungsvertrag_kp400.pdf": "Wartungsvertrag KP400 Ölpumpe.pdf",
    }


# Files that must land on the skip list, with the bytes they hold
SKIPPED_FILES = {
    "leer.txt": b"",
    "kaputt Beschädigt.pdf": b"%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nthis is not a PDF body\n",
    "kein Archiv.docx": b"PK\x03\x04 not really a zip archive, only its first bytes",
}


def sentences() -> list[str]:
    found: list[str] = []
    for path in sorted(PROSE.glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        found += [s.strip() + "." for s in text.replace("\n", " ").split(".") if len(s) > 20]
    if not found:
        raise SystemExit(f"no prose found in {PROSE}")
    return found


def generated_text(pool: list[str], rng: random.Random, size: int) -> str:
    parts: list[str] = []
    length = 0
    while length < size:
        paragraph = " ".join(rng.choice(pool) for _ in range(rng.randint(3, 8)))
        parts.append(paragraph)
        length += len(paragraph.encode("utf-8")) + 2
    return "\n\n".join(parts) + "\n"


def long_folder(root: Path) -> Path:
    folder = root
    depth = 0
    while len(str(folder)) <= LONG_PATH_CHARS:
        depth += 1
        folder = folder / f"{depth:02d} {LONG_SEGMENT}"
    return folder


def write_check_corpus(dest: Path) -> tuple[Path, Path]:
    """Write the folders; returns (the spaced folder, the long folder inside it)."""
    root = dest / SPACED_NAME
    if root.exists():
        shutil.rmtree(root)
    root.mkdir(parents=True)
    for source, name in german_names().items():
        shutil.copyfile(SAMPLE_CORPUS / source, root / name)
    for name, content in SKIPPED_FILES.items():
        (root / name).write_bytes(content)
    deep = long_folder(root)
    deep.mkdir(parents=True)
    rng = random.Random(SEED)
    pool = sentences()
    for number in range(GENERATED_FILES):
        text = generated_text(pool, rng, GENERATED_BYTES)
        (deep / f"Bericht Nr. {number:02d} – Übersicht.txt").write_text(text, encoding="utf-8")
    shutil.copyfile(SAMPLE_CORPUS / "wartungsvertrag_kp400.pdf", deep / "Vertrag (tief).pdf")
    return root, deep


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.splitlines()[0], file=sys.stderr)
        return 2
    spaced, deep = write_check_corpus(Path(argv[0]).resolve())
    print(spaced)
    print(deep)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
