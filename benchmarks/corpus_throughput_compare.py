"""Throughput of two source trees compared fairly: corpus_throughput.py run for each in turn.

    python benchmarks/corpus_throughput_compare.py OLD_TREE [NEW_TREE] [--rounds 5] [--mb 20]

A tree is a checkout of this repository (e.g. `git worktree add /tmp/oldmain <rev>`); NEW_TREE
defaults to this one. Both run this checkout's corpus_throughput.py with PYTHONPATH at the
tree's `desktop/`, alternating old, new, old, new ... so that load from other jobs on a
shared machine falls on both alike. Prints, per tree, the median and the range of the scan /
tiktoken ratio, of the scan's CPU seconds (parent and workers) and of the PDF ratio, then
new / old of the medians. Not a test: figures depend on the machine.
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
METRICS = ("text_ratio", "scan_cpu_s", "scan_wall_s", "pdf_ratio")


def run_once(tree: Path, megabytes: float, pdf_pages: int) -> dict[str, float]:
    env = {**os.environ, "PYTHONPATH": str(tree / "desktop")}
    command = [sys.executable, str(HERE / "corpus_throughput.py"), "--rounds", "1",
               "--mb", str(megabytes), "--pdf-pages", str(pdf_pages)]  # fmt: skip
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    found = dict(re.findall(r"(\w+)=([0-9.]+)", " ".join(
        line for line in done.stdout.splitlines() if line.startswith("RESULT")
    )))  # fmt: skip
    return {name: float(found[name]) for name in METRICS}


def summary(values: list[float]) -> str:
    return f"{statistics.median(values):7.3f}  ({min(values):.3f} – {max(values):.3f})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path, nargs="?", default=HERE.parent)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--mb", type=float, default=20.0)
    parser.add_argument("--pdf-pages", type=int, default=200)
    args = parser.parse_args()
    trees = {"old": args.old.resolve(), "new": args.new.resolve()}
    results: dict[str, list[dict[str, float]]] = {name: [] for name in trees}
    for round_number in range(args.rounds):
        for name, tree in trees.items():
            results[name].append(run_once(tree, args.mb, args.pdf_pages))
            latest = results[name][-1]
            print(f"round {round_number + 1} {name}: "
                  + " ".join(f"{m}={latest[m]:.3f}" for m in METRICS), flush=True)  # fmt: skip
    print(f"\n{'':12}{'old: median (range)':>28}{'new: median (range)':>30}   new/old")
    for metric in METRICS:
        old = [r[metric] for r in results["old"]]
        new = [r[metric] for r in results["new"]]
        change = statistics.median(new) / statistics.median(old)
        print(f"{metric:12}{summary(old):>28}{summary(new):>30}   {change:.3f}")


if __name__ == "__main__":
    main()
