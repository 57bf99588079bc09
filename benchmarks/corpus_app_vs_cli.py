"""How much longer the desktop app's scan of a large folder takes than the command line's.

    python benchmarks/corpus_app_vs_cli.py [--files 20000] [--rounds 3]

Generates a folder of many small documents (text and HTML, a few unreadable files) in a
temporary directory, then, in fresh child processes, alternately
  (a) the command line: `llmplan corpus DIR --json`, timed around `main()` (imports and
      interpreter start excluded, as the app's are),
  (b) the app: the main window, offscreen, scans the folder from its Corpus tab, timed from
      `scan()` until the report is shown (results view built); as `llmplan gui` does, the
      worker processes are started once the window is up, and the scan begins a few
      seconds later (the user picking a folder); also (c) the scan started the moment the
      window opened, before its workers could start,
and prints the best time of each and how much longer the app took (issue 20: at most
10 %). Both count the same files with the same tokenizer, checked. Not a test: the figures
depend on the machine; on a shared one the ratio of interleaved runs still holds.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

CLI = """
import json, sys, time
from llmplan.cli import main
import contextlib, io
out = io.StringIO()
start = time.perf_counter()
with contextlib.redirect_stdout(out):
    code = main(["corpus", sys.argv[1], "--json"])
seconds = time.perf_counter() - start
report = json.loads(out.getvalue())
print(json.dumps({"seconds": seconds, "tokens": report["tokens_counted"],
                  "files_read": report["files_read"], "code": code}))
"""

APP = """
import json, os, sys, tempfile, time
PICK_FOLDER_SECONDS = 8.0
from pathlib import Path
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtWidgets import QApplication
app = QApplication([])
from llmplan.gui.main_window import MainWindow
from llmplan.gui.settings import AppSettings
window = MainWindow(AppSettings(Path(tempfile.mkdtemp()) / "llmplan.ini"), restore_last=False)
window.show()
app.processEvents()
if sys.argv[2] == "warm":  # as `llmplan gui` does a second after the window opened
    window.corpus_tab.prestart_workers()
    settle = time.perf_counter() + PICK_FOLDER_SECONDS  # the user picks a folder meanwhile
    while time.perf_counter() < settle:
        app.processEvents()
        time.sleep(0.01)
shown = []
window.store.sig_corpus_changed.connect(lambda report: shown.append(time.perf_counter()))
start = time.perf_counter()
window.corpus_tab.scan([Path(sys.argv[1])])
while not shown:
    app.processEvents()
    time.sleep(0.002)
app.processEvents()  # the results view painted
seconds = time.perf_counter() - start
report = window.store.corpus_report
window.corpus_tab.shutdown()
from llmplan.corpus.executor import release_workers
release_workers()
print(json.dumps({"seconds": seconds, "tokens": report.tokens_counted,
                  "files_read": report.files_read, "code": 0}))
"""

WORDS = [
    "Angebot",
    "Rechnung",
    "Lieferung",
    "Wartung",
    "Pumpe",
    "Vertrag",
    "Kunde",
    "Termin",
    "Bericht",
    "Prüfung",
    "offer",
    "invoice",
    "delivery",
    "maintenance",
    "contract",
    "customer",
    "report",
    "inspection",
    "schedule",
]


def write_folder(root: Path, files: int, seed: int = 0) -> int:
    rng = random.Random(seed)
    total = 0
    for index in range(files):
        folder = root / f"ordner_{index // 1000:03d}"
        folder.mkdir(exist_ok=True)
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(50, 600)))
        if index % 50 == 0:
            path = folder / f"bild_{index}.png"
            path.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(64))
        elif index % 4 == 0:
            path = folder / f"seite_{index}.html"
            path.write_text(f"<html><body><p>{text}</p></body></html>", encoding="utf-8")
        else:
            path = folder / f"notiz_{index}.txt"
            path.write_text(text, encoding="utf-8")
        total += path.stat().st_size
    return total


def run_child(script: str, folder: Path, *arguments: str) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, "-c", script, str(folder), *arguments],
        capture_output=True, text=True, timeout=1800, env={**os.environ},
    )  # fmt: skip
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=20_000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="llmplan-app-vs-cli-") as tmp:
        folder = Path(tmp)
        size = write_folder(folder, args.files)
        print(f"{args.files:,} files, {size / 1e6:.1f} MB, {os.cpu_count()} CPUs; best of "
              f"{args.rounds} rounds, command line and app alternating")  # fmt: skip
        runs = {
            "command line": (CLI, "-"),
            "app": (APP, "warm"),  # as the app runs: workers started once the window is up
            "app, cold": (APP, "cold"),  # the scan starts the moment the window opened
        }
        best = dict.fromkeys(runs, float("inf"))
        seen: dict[str, dict[str, float]] = {}
        for _ in range(args.rounds):
            for label, (script, mode) in runs.items():
                result = run_child(script, folder, mode)
                seen[label] = result
                best[label] = min(best[label], result["seconds"])
                print(f"  {label:12s} {result['seconds']:6.2f} s")
        if len({result["tokens"] for result in seen.values()}) != 1:
            print(f"NOTE: the counts differ: {seen}")
        cli = best["command line"]
        longer = best["app"] / cli - 1
        cold = best["app, cold"] / cli - 1
        print(f"command line {cli:.2f} s, app {best['app']:.2f} s: the app takes "
              f"{100 * longer:+.1f} % longer (goal <= +10 %); scanning the moment its window "
              f"opened (workers still starting) {best['app, cold']:.2f} s, "
              f"{100 * cold:+.1f} %")  # fmt: skip
        print(f"RESULT app_over_cli={longer:.4f} app_cold_over_cli={cold:.4f}")


if __name__ == "__main__":
    main()
