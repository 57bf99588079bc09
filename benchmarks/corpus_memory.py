"""Peak memory of a corpus scan against the stated bound (issue 14).

    python benchmarks/corpus_memory.py [--csv-mib 200] [--workers 2] [--bound-gib 1.5]

Builds, in a temporary folder, (a) one CSV file of --csv-mib MiB and (b) a folder of the
formats that expand: an ODT of `text:s` spaces, a PDF of nested form XObjects, a PDF with
a huge content stream, a docx whose zip member under-declares its size, an e-mail with
a huge encoded-word Subject, deeply nested HTML, JSON with a huge integer, a text of a
million spaces and a text with a binary tail. Each folder is scanned by `llmplan corpus
--json` in a child process; the memory of the whole process tree (the scan and its
worker processes) is sampled every 50 ms from /proc. Printed: the peak of the summed
resident set (RSS, counts pages shared by forked workers once per process: an upper
bound) and of the summed proportional set (PSS, shares them out: what the machine
really spent), wall time, exit code and the reasons files were skipped. Linux only.
Not a test: the figures depend on the machine.
"""

from __future__ import annotations

import argparse
import email.header
import json
import os
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "corpus"))
from hostile_docs import nested_forms_pdf, one_page_pdf, write_odt_content

ROW = "2024-01-05;Rechnung 4711;Größe;Übermaß;12,50 €;Kunde Müller GmbH;Zahlung offen\n"


def write_csv(path: Path, mib: int) -> None:
    block = ROW * (1024**2 // len(ROW.encode()))
    with path.open("w", encoding="utf-8") as handle:
        for _ in range(mib):
            handle.write(block)


def under_declared_docx(path: Path, inflated: int = 512 * 1024**2) -> None:
    chunk = b"<w:t>" + b"x" * (1024**2 - 11) + b"</w:t>"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("[Content_Types].xml", "<Types/>")
        with archive.open("word/document.xml", "w", force_zip64=False) as member:
            for _ in range(inflated // len(chunk)):
                member.write(chunk)
    data = path.read_bytes()
    declared = (inflated // len(chunk) * len(chunk)).to_bytes(4, "little")
    path.write_bytes(data.replace(declared, (2048).to_bytes(4, "little")))


def write_amplifiers(root: Path) -> None:
    write_odt_content(
        root / "leerzeichen.odt", "<text:p>x" + '<text:s text:c="10000"/>' * 20_000 + "</text:p>"
    )
    (root / "formen.pdf").write_bytes(nested_forms_pdf(depth=12, fanout=10, bbox=b""))
    (root / "inhalt.pdf").write_bytes(one_page_pdf(b"BT /F1 1 Tf " + b"(ab) Tj " * 500_000 + b"ET"))
    under_declared_docx(root / "luege.docx")
    words = " ".join(email.header.Header("Größe " * 4, "utf-8").encode() for _ in range(12_000))
    (root / "betreff.eml").write_text(
        f"From: a@b.de\nSubject: {words}\nContent-Type: text/plain\n\nText\n", "utf-8"
    )
    depth = 200_000
    (root / "tief.html").write_text(
        "<html><body>" + "<div>x" * depth + "</div>" * depth + "</body></html>", "utf-8"
    )
    (root / "zahl.json").write_text('{"n": ' + "7" * 100_000 + ', "t": "Text"}', "utf-8")
    (root / "leer.txt").write_text("a" + " " * 5_000_000 + "b", "utf-8")
    (root / "schwanz.txt").write_bytes(ROW.encode() * 1000 + os.urandom(20 * 1024**2))
    (root / "viel.md").write_text(("# Titel\n\n" + ROW * 40) * 40_000, "utf-8")


def tree_memory(root_pid: int) -> tuple[int, int]:
    """(summed RSS, summed PSS) in bytes of a process and all its descendants."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as stat:
                parent = int(stat.read().rsplit(b")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(parent, []).append(int(entry))
    rss = pss = 0
    pending = [root_pid]
    while pending:
        pid = pending.pop()
        pending.extend(children.get(pid, []))
        try:
            with open(f"/proc/{pid}/smaps_rollup", "rb") as rollup:
                for line in rollup:
                    key, _, value = line.partition(b":")
                    if key in (b"Rss", b"Pss"):
                        kib = int(value.split()[0]) * 1024
                        rss += kib if key == b"Rss" else 0
                        pss += kib if key == b"Pss" else 0
        except (OSError, ValueError):
            continue
    return rss, pss


def measure(label: str, folder: Path, workers: int, bound: float) -> bool:
    command = [sys.executable, "-m", "llmplan", "corpus", str(folder), "--json"]
    command += ["--workers", str(workers), "--tokenizer", "llama-3.1"]
    started = time.monotonic()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    peak_rss = peak_pss = 0
    while child.poll() is None:
        rss, pss = tree_memory(child.pid)
        peak_rss, peak_pss = max(peak_rss, rss), max(peak_pss, pss)
        time.sleep(0.05)
    out, err = child.communicate()
    elapsed = time.monotonic() - started
    verdict = "within" if peak_pss <= bound else "OVER"
    print(
        f"{label}: peak RSS (sum) {peak_rss / 2**30:.2f} GiB, peak PSS (sum) "
        f"{peak_pss / 2**30:.2f} GiB -> {verdict} the bound of {bound / 2**30:.2f} GiB; "
        f"{elapsed:.0f} s, exit {child.returncode}"
    )
    if child.returncode != 0:
        print("  " + err.decode("utf-8", "replace")[-2000:])
        return False
    report = json.loads(out)
    print(
        f"  {report['files_read']} read, {report['files_skipped']} skipped, "
        f"{report['tokens_counted']:,} tokens"
    )
    for item in report["skipped"]:
        print(f"  skipped {Path(item['path']).name}: {item['reason']}")
    return verdict == "within"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--csv-mib", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--bound-gib", type=float, default=1.5)
    args = parser.parse_args()
    bound = args.bound_gib * 2**30
    with tempfile.TemporaryDirectory(prefix="llmplan-memory-") as temp:
        csv_folder = Path(temp) / "csv"
        csv_folder.mkdir()
        write_csv(csv_folder / "gross.csv", args.csv_mib)
        ok = measure(f"(a) {args.csv_mib} MiB CSV", csv_folder, args.workers, bound)
        (csv_folder / "gross.csv").unlink()
        mixed = Path(temp) / "mixed"
        mixed.mkdir()
        write_amplifiers(mixed)
        ok = measure("(b) amplifying formats", mixed, args.workers, bound) and ok
    print("all within the bound" if ok else "BOUND EXCEEDED")


if __name__ == "__main__":
    main()
