"""How much more the desktop app's scan of a large folder costs than the command line's.

    python benchmarks/corpus_app_vs_cli.py [--files 10000] [--rounds 5] [--cold]

Generates a folder of many small documents (text and HTML, a few unreadable files) in a
temporary directory, then runs rounds of fresh child processes, one of each kind, the order
alternating from round to round:
  (a) the command line: `llmplan corpus DIR --json`, measured around `main()` (imports and
      interpreter start excluded, as the app's are),
  (b) the app: the main window, offscreen, scans the folder from its Corpus tab, measured
      from `scan()` until the report is shown (results view built); as `llmplan gui` does,
      the worker processes are started once the window is up, and the scan begins a few
      seconds later (the user picking a folder); the app's own process has its tokenizers
      loaded by then (`prestart_workers`),
  (c) the same with the app's tokenizers dropped before the scan, so that it loads them in
      the scan as the command line does: what the GUI path alone costs;
  and with `--cold` (d) the scan started the moment the window opened, before its workers
      could start.
Each side reports its wall time and the CPU time of its whole process tree during the scan:
the process itself (every thread) plus its worker processes (those still running, from
/proc via psutil, and those that ended, from RUSAGE_CHILDREN). CPU time is what the load of
a shared machine disturbs least: other jobs stretch the wall clock, not the work done. The
ratio app / command line is taken within each round, and the median over the rounds
printed (issue 20: the app takes at most 10 % longer). Both count the same files with the
same tokenizer, checked. Not a test: the figures depend on the machine.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

# What each child measures itself with: its own CPU (all threads), its ended children's,
# and its live descendants' (the app's kept workers outlive the scan).
MEASURE = """
import os, resource, time
import psutil

def _tree_cpu():
    own = resource.getrusage(resource.RUSAGE_SELF)
    ended = resource.getrusage(resource.RUSAGE_CHILDREN)
    live = {}
    for child in psutil.Process().children(recursive=True):
        try:
            times = child.cpu_times()
        except psutil.Error:
            continue
        live[child.pid] = times.user + times.system
    return own.ru_utime + own.ru_stime, ended.ru_utime + ended.ru_stime, live

def tree_cpu_since(before):
    # (this process's CPU, its workers') since `before`
    own0, ended0, live0 = before
    own1, ended1, live1 = _tree_cpu()
    # a worker alive at both looks counts its difference; one started since, all of it
    live = sum(cpu - live0.get(pid, 0.0) for pid, cpu in live1.items())
    return own1 - own0, (ended1 - ended0) + live

def start():
    return time.perf_counter(), _tree_cpu()

def finish(started):
    # (wall seconds, CPU seconds of the tree, of which this process's own)
    wall, cpu = started
    own, workers = tree_cpu_since(cpu)
    return time.perf_counter() - wall, own + workers, own
"""

CLI = (
    MEASURE
    + """
import json, sys, contextlib, io
from llmplan.cli import main
out = io.StringIO()
started = start()
with contextlib.redirect_stdout(out):
    code = main(["corpus", sys.argv[1], "--json"])
seconds, cpu, own = finish(started)
report = json.loads(out.getvalue())
print(json.dumps({"seconds": seconds, "cpu": cpu, "own": own, "tokens": report["tokens_counted"],
                  "files_read": report["files_read"], "code": code}))
"""
)

APP = (
    MEASURE
    + """
import json, sys, tempfile
PICK_FOLDER_SECONDS = 8.0
from pathlib import Path
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
from llmplan.gui.main_window import MainWindow
from llmplan.gui.settings import AppSettings
window = MainWindow(AppSettings(Path(tempfile.mkdtemp()) / "llmplan.ini"), restore_last=False)
window.show()
app.processEvents()
if sys.argv[2] in ("warm", "unloaded"):  # as `llmplan gui` does after the window opened
    window.corpus_tab.prestart_workers()
    settle = QEventLoop()  # the user picks a folder meanwhile; the event loop idles
    QTimer.singleShot(int(PICK_FOLDER_SECONDS * 1000), settle.quit)
    settle.exec()
if sys.argv[2] == "unloaded":  # the tokenizers loaded in the scan, as the command line does
    from llmplan.corpus.tokenizers import clear_tokenizer_cache
    clear_tokenizer_cache()
loop = QEventLoop()  # the app's own event loop, as app.exec() runs it: no polling here
shown = []
def on_shown(report):
    shown.append(report)
    QTimer.singleShot(0, loop.quit)  # after the other slots: the results view is built
window.store.sig_corpus_changed.connect(on_shown)
started = start()
window.corpus_tab.scan([Path(sys.argv[1])])
if not shown:
    loop.exec()
app.processEvents()  # the results view painted
seconds, cpu, own = finish(started)
report = window.store.corpus_report
window.corpus_tab.shutdown()
from llmplan.corpus.executor import release_workers
release_workers()
print(json.dumps({"seconds": seconds, "cpu": cpu, "own": own, "tokens": report.tokens_counted,
                  "files_read": report.files_read, "code": 0}))
"""
)

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


def load_average() -> str:
    try:
        return f"{os.getloadavg()[0]:.1f}"
    except OSError:
        return "?"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--rounds", type=int, default=5, help="rounds of runs")
    parser.add_argument("--cold", action="store_true", help="also the app scanning at once")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="llmplan-app-vs-cli-") as tmp:
        folder = Path(tmp)
        size = write_folder(folder, args.files)
        print(f"{args.files:,} files, {size / 1e6:.1f} MB, {os.cpu_count()} CPUs; {args.rounds} "
              "rounds, command line and app alternating")  # fmt: skip
        runs = {
            "command line": (CLI, "-"),
            "app": (APP, "warm"),
            # the GUI path alone: the app's process loads the tokenizers in the scan too
            "app, tokenizers unloaded": (APP, "unloaded"),
        }
        if args.cold:  # the scan starts the moment the window opened
            runs["app, cold"] = (APP, "cold")
        results: dict[str, list[dict[str, float]]] = {label: [] for label in runs}
        for round_ in range(args.rounds):
            order = list(runs) if round_ % 2 == 0 else list(reversed(runs))
            for label in order:
                script, mode = runs[label]
                result = run_child(script, folder, mode)
                results[label].append(result)
                print(f"  round {round_ + 1} {label:24s} {result['seconds']:6.2f} s wall "
                      f"{result['cpu']:6.2f} s CPU, {result['own']:5.2f} s of it in the main "
                      f"process (load {load_average()})")  # fmt: skip
        counts = {(r["tokens"], r["files_read"]) for rows in results.values() for r in rows}
        if len(counts) != 1:
            print(f"NOTE: the counts differ: {sorted(counts)}")
        cli = results["command line"]
        figures = {}
        for label in runs:
            if label == "command line":
                continue
            rows = results[label]
            pairs = list(zip(rows, cli, strict=True))  # each with the command line of its round
            cpu = statistics.median(a["cpu"] / c["cpu"] - 1 for a, c in pairs)
            wall = statistics.median(a["seconds"] / c["seconds"] - 1 for a, c in pairs)
            print(f"{label}: median over the rounds {100 * cpu:+.1f} % CPU, {100 * wall:+.1f} % "
                  f"wall against the command line (goal <= +10 %); medians: command line "
                  f"{statistics.median(c['cpu'] for c in cli):.2f} s CPU "
                  f"{statistics.median(c['seconds'] for c in cli):.2f} s wall, {label} "
                  f"{statistics.median(a['cpu'] for a in rows):.2f} s CPU "
                  f"{statistics.median(a['seconds'] for a in rows):.2f} s wall")  # fmt: skip
            key = label.replace(", ", "_")
            figures[f"{key}_over_cli_cpu"] = round(cpu, 4)
            figures[f"{key}_over_cli_wall"] = round(wall, 4)
        print("RESULT " + " ".join(f"{key}={value}" for key, value in figures.items()))


if __name__ == "__main__":
    main()
