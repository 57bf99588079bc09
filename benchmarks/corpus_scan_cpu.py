"""CPU seconds of repeated scans of one folder in one process, for a given source tree.

    python benchmarks/corpus_scan_cpu.py TREE [--mb 20] [--scans 3] [--workers 2]

Writes the same generated text folder as corpus_throughput.py (fixed seed), imports llmplan
from TREE/desktop, and scans the folder `--scans` times (worker processes, duplicate search
on), printing CPU (this process and its finished workers) and wall seconds of each scan. The
first scan pays for loading the tokenizer and starting workers; the later ones show the
per-file cost. Run it for two trees in turn (e.g. a `git worktree` of an older commit) to
compare them; not a test: figures depend on the machine.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def cpu_seconds() -> float:
    times = os.times()
    return times.user + times.system + times.children_user + times.children_system


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("tree", type=Path)
    parser.add_argument("--mb", type=float, default=20.0)
    parser.add_argument("--scans", type=int, default=3)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--tokenizer", default="llama-3.1")
    args = parser.parse_args()
    sys.path.insert(0, str(args.tree.resolve() / "desktop"))
    sys.path.insert(1, str(HERE))
    from corpus_throughput import write_text_folder
    from llmplan.corpus.scan import ScanOptions, scan_corpus

    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        write_text_folder(root, args.mb)
        options = ScanOptions(tokenizers=[args.tokenizer], workers=args.workers,
                              in_process_below_bytes=0, find_duplicates=True)  # fmt: skip
        for number in range(args.scans):
            cpu, wall = cpu_seconds(), time.perf_counter()
            tokens = scan_corpus(root, options).tokens_counted
            cpu, wall = cpu_seconds() - cpu, time.perf_counter() - wall
            print(f"scan {number + 1}: {cpu:.2f} s CPU, {wall:.2f} s wall, {tokens:,} tokens")


if __name__ == "__main__":
    main()
