"""A scan with worker processes forked (Linux) against spawned (Windows, macOS) (issue 31).

    python benchmarks/corpus_start_methods.py [--mb 20] [--rounds 3] [--workers 2]

Scans two folders, each scan in a fresh child process (what a user's first scan does), with
every file read in worker processes started the one way or the other:
  (a) the bundled sample corpus (10 files: the workers' start dominates),
  (b) a generated folder of German/English plain text (`--mb`, as
      `benchmarks/corpus_throughput.py` writes it),
with the duplicate search and every cleaning step on (what a worker loads besides the
tokenizer: the normalization tables, the language model). Prints the median wall time of
the scan (walk to report, the workers' start included; the interpreter's start and the
imports excluded) over `--rounds` rounds, the start methods interleaved, and checks that
both count the same tokens and skip the same files. Not a test: figures depend on the
machine.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

METHODS = ("fork", "spawn")


def child(method: str, folder: str, workers: int) -> None:
    """One scan in this process with workers started by `method`; one JSON line out."""
    from llmplan.corpus import executor
    from llmplan.corpus.scan import ScanOptions, scan_corpus

    executor.start_method = lambda: method  # type: ignore[assignment]
    options = ScanOptions(workers=workers, in_process_below_bytes=0)
    started = time.perf_counter()
    report = scan_corpus(folder, options)
    seconds = time.perf_counter() - started
    skipped = sorted((s.path, s.reason) for s in report.skipped)
    print(
        json.dumps(
            {"seconds": seconds, "tokens": report.tokens_counted, "skipped": skipped},
        )
    )


def run_child(method: str, folder: Path, workers: int) -> dict[str, object]:
    command = [sys.executable, __file__, "--child", method, str(folder), "--workers", str(workers)]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    result: dict[str, object] = json.loads(output.strip().splitlines()[-1])
    return result


def write_text(root: Path, megabytes: float) -> None:
    path = Path(__file__).with_name("corpus_throughput.py")
    spec = importlib.util.spec_from_file_location("corpus_throughput", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.write_text_folder(root, megabytes)


def compare(label: str, folder: Path, workers: int, rounds: int) -> None:
    seconds: dict[str, list[float]] = {method: [] for method in METHODS}
    outcomes: dict[str, set[str]] = {method: set() for method in METHODS}
    for round_ in range(rounds):
        order = METHODS if round_ % 2 == 0 else tuple(reversed(METHODS))
        for method in order:
            result = run_child(method, folder, workers)
            seconds[method].append(float(result["seconds"]))  # type: ignore[arg-type]
            outcomes[method].add(json.dumps([result["tokens"], result["skipped"]]))
    same = len(outcomes["fork"] | outcomes["spawn"]) == 1
    tokens = json.loads(next(iter(outcomes["fork"])))[0]
    for method in METHODS:
        runs = ", ".join(f"{s:.2f}" for s in seconds[method])
        print(
            f"{label}: {method:<5} median {statistics.median(seconds[method]):6.2f} s "
            f"(runs {runs}), {tokens:,} tokens"
        )
    print(f"{label}: same tokens and skip list under fork and spawn: {same}")
    print(
        f"RESULT {label}_fork_s={statistics.median(seconds['fork']):.3f} "
        f"{label}_spawn_s={statistics.median(seconds['spawn']):.3f} {label}_same={same}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=20.0)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--child", nargs=2, metavar=("METHOD", "FOLDER"))
    args = parser.parse_args()
    if args.child:
        child(args.child[0], args.child[1], args.workers)
        return
    from llmplan.resources import resource_path

    compare("sample", Path(resource_path("sample_corpus")), args.workers, args.rounds)
    with tempfile.TemporaryDirectory() as tmp:
        write_text(Path(tmp), args.mb)
        compare("text", Path(tmp), args.workers, args.rounds)


if __name__ == "__main__":
    main()
