"""Where the first minutes of a scan go in the desktop app (issue 32: with three tokenizers
ticked the Corpus tab stood at "0 files · 0 tokens" for over two minutes).

    python benchmarks/scan_start.py [--tokenizers llama-3.1,qwen3,gemma-3] [--workers N]
                                    [--files 436] [--think 20]

Part 1, each tokenizer in a fresh process: its load time and the memory it adds (resident
set, /proc on Linux). Every reader process of a scan loads every ticked tokenizer again.

Part 2, the app's scan: run from a thread, as the Corpus tab does, so the readers are
spawned (not forked) and each loads the tokenizers itself. The phases of the scan's own
progress reports are timed: loading the tokenizers here, listing the folder, starting the
readers (until the first file's result), reading. Two ways:
  before: the app started its readers at launch for the model's tokenizer only; the user
          ticks three and scans: the scan starts new readers, each loading all three;
  after:  the app starts readers for the new choice as soon as it is made (the Corpus tab's
          tick handler, after `PRESTART_AGAIN_MS`); the user drops the folder `--think`
          seconds later.
The folder is `--files` generated notes (the issue's folder had 436 files). `--part before`
alone with PYTHONPATH on an older checkout measures that code (its scan has no phase
reports before the walk: loading is the time to the first report). Not a test: the
figures depend on the machine's cores, memory and load.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

PART1 = """
import time, sys
def resident():
    with open('/proc/self/statm') as f:
        return int(f.read().split()[1]) * 4096
import llmplan.corpus.tokenizers as tokenizers
before = resident()
start = time.perf_counter()
counter = tokenizers.load_tokenizer(sys.argv[1])
counter.warm_up()
print(f"{time.perf_counter() - start:.2f} {(resident() - before) / 2**20:.0f}")
"""

WORDS = [
    "Wartung",
    "Pumpe",
    "Vertrag",
    "Angebot",
    "Lieferung",
    "Ersatzteil",
    "Dichtung",
    "Prüfung",
    "Maßnahme",
    "Kunde",
    "Rechnung",
    "Termin",
    "Auftrag",
    "Anlage",
    "Bericht",
    "maintenance",
    "contract",
    "delivery",
    "invoice",
    "customer",
]


def write_folder(root: Path, files: int) -> None:
    rng = random.Random(0)
    for index in range(files):
        words = rng.randint(2000, 6000)  # ~14 MB in all: read by reader processes
        text = " ".join(rng.choice(WORDS) for _ in range(words))
        (root / f"note_{index:04d}.txt").write_text(text, encoding="utf-8")


def tokenizer_costs(ids: list[str]) -> None:
    print("tokenizer        load s   adds MiB  (fresh process each)")
    for tokenizer_id in ids:
        out = subprocess.run(
            [sys.executable, "-c", PART1, tokenizer_id], capture_output=True, text=True, check=True
        ).stdout.split()
        print(f"{tokenizer_id:<16}{float(out[0]):>7.2f}{int(out[1]):>11,}")


def timed_scan(
    folder: Path, ids: list[str], workers: int, budget: float | None
) -> dict[str, float]:
    """The scan from a thread (spawned readers), each phase's first report timed."""
    from llmplan.corpus.progress import ScanProgress, ScanState
    from llmplan.corpus.scan import ScanOptions, scan_corpus

    started = time.monotonic()
    first: dict[str, float] = {}
    result: dict[str, float] = {}

    def on_progress(progress: ScanProgress) -> None:
        phase = progress.phase
        if phase == "reading" and progress.files_done == 0:
            phase = "starting"
        first.setdefault(phase, time.monotonic() - started)

    def work() -> None:
        options = ScanOptions(tokenizers=ids, workers=workers, budget_seconds=budget)
        report = scan_corpus(folder, options, ScanState(on_progress, max_reports_per_second=0))
        result.update(
            files=report.files_read,
            total=report.files_total,
            half_width=(report.ci95_high - report.ci95_low) / 2 / max(report.tokens_estimated, 1),
        )

    thread = threading.Thread(target=work)
    thread.start()
    thread.join()
    result["end"] = time.monotonic() - started
    return {**first, **result}


def app_scan(folder: Path, ids: list[str], workers: int, think: float, ahead: bool) -> None:
    from llmplan.corpus import executor
    from llmplan.corpus.scan import ScanOptions

    def settings(chosen: list[str]):  # type: ignore[no-untyped-def]
        return ScanOptions(tokenizers=chosen, workers=workers).read_settings()

    executor.prestart_workers(workers, settings(ids[:1]))  # the app's launch
    time.sleep(think)  # the user looks around, then ticks the tokenizers
    if ahead:  # the tick handler: readers for the new choice
        executor.prestart_workers(workers, settings(ids))
    time.sleep(think)  # ... and drops the folder
    phases = timed_scan(folder, ids, workers, None)
    executor.release_workers()
    name = "after " if ahead else "before"
    marks = ", ".join(
        f"{phase} {phases[phase]:.1f}"
        for phase in ("loading", "walking", "starting", "reading", "finishing")
        if phase in phases
    )
    print(f"{name}: first report of each phase at [s]: {marks}; done at {phases['end']:.1f} s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tokenizers", default="llama-3.1,qwen3,gemma-3")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--files", type=int, default=436)
    parser.add_argument("--think", type=float, default=20.0, help="seconds before the drop")
    parser.add_argument("--part", choices=("1", "2", "before", "after"))
    args = parser.parse_args()
    ids = [t.strip() for t in args.tokenizers.split(",") if t.strip()]
    if args.part in (None, "1"):
        tokenizer_costs(ids)
    if args.part in (None, "2"):
        for way in ("before", "after"):  # each in a fresh process: no tokenizer cached
            subprocess.run(
                [sys.executable, __file__, "--part", way, "--tokenizers", args.tokenizers,
                 "--workers", str(args.workers), "--files", str(args.files),
                 "--think", str(args.think)],
                check=True,
            )  # fmt: skip
    if args.part in ("before", "after"):
        with tempfile.TemporaryDirectory() as temp:
            folder = Path(temp)
            write_folder(folder, args.files)
            app_scan(folder, ids, args.workers, args.think, ahead=args.part == "after")


if __name__ == "__main__":
    main()
