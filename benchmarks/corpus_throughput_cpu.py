"""CPU per MB of what a worker does to each file, step by step (issues 18 and 20).

    python benchmarks/corpus_throughput_cpu.py [--mb 10] [--small] [--rounds 3]

The same generated text as `corpus_throughput.py` (`--small`: cut into 3 KB e-mails), read in
this process by the worker's own `read_one` under each setting, timed in CPU seconds
(`time.process_time`; every setting on each file in turn, best of `--rounds`), so that other
jobs on a shared machine weigh far less than on wall-clock figures. Prints milliseconds of
CPU per MB for: the tokenizer alone (fastokens' or the engine's own call on the text in
memory), the read without and with duplicate search, each cleaning step alone and all of
them; then the cleaning cost (all steps against duplicate search alone; goal <= 30 %), the
same added CPU against the read without duplicate search (a figure that issue 20's work on
duplicate search does not move) and the tokenizer's share of a read with duplicate search
(the per-core bound of issue 20's ratio against the batch call: goal >= 0.5).
Run it with PYTHONPATH at another checkout's `desktop/` to compare two trees.
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("RAYON_NUM_THREADS", "1")  # one core, as in a worker process
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

from corpus_throughput import write_text_folder
from llmplan.corpus import workers
from llmplan.corpus.cleaning import language
from llmplan.corpus.cleaning.options import CleaningOptions
from llmplan.corpus.extract import Limits

OFF = {"recurring_lines": False, "quality": False, "language": False}


def settings() -> dict[str, tuple[bool, CleaningOptions]]:
    """Label -> (duplicate search, cleaning options)."""
    plain = CleaningOptions(**OFF)
    return {
        "read without duplicate search": (False, plain),
        "read with duplicate search": (True, plain),
        "+ recurring lines": (True, CleaningOptions(**{**OFF, "recurring_lines": True})),
        "+ quality": (True, CleaningOptions(**{**OFF, "quality": True})),
        "+ language": (True, CleaningOptions(**{**OFF, "language": True})),
        "+ every cleaning step": (True, CleaningOptions()),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mb", type=float, default=10.0)
    parser.add_argument("--small", action="store_true", help="as 3 KB files")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--tokenizer", default="llama-3.1")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        texts = write_text_folder(root, args.mb)
        if args.small:
            for index, text in enumerate(texts):
                (root / f"dokument_{index:05d}.txt").unlink()
                for start in range(0, len(text), 3000):
                    (root / f"mail_{index:05d}_{start:07d}.txt").write_text(
                        text[start : start + 3000], encoding="utf-8"
                    )
        files = sorted(root.iterdir())
        megabytes = sum(f.stat().st_size for f in files) / 1e6
        items = [workers.WorkItem("txt", i, str(f), f.stat().st_size) for i, f in enumerate(files)]
        language.preload()
        try:  # the normalization tables, where this tree has them
            from llmplan.corpus import casefold

            casefold.preload()
        except ImportError:
            pass
        setups = {
            label: workers.new_setup(
                workers.ReadSettings((args.tokenizer,), Limits(), dedupe, cleaning)
            )
            for label, (dedupe, cleaning) in settings().items()
        }
        counter = next(iter(setups.values())).counters[0]
        in_memory = [f.read_text(encoding="utf-8") for f in files]
        runs: dict[str, Callable[[int], object]] = {
            "tokenizer alone": lambda index: counter.count_batch([in_memory[index]])
        }
        for label, setup in setups.items():
            runs[label] = lambda index, setup=setup: workers.read_one(items[index], setup)
        best = dict.fromkeys(runs, float("inf"))
        for round_ in range(args.rounds + 1):  # the first round warms caches and is dropped
            spent = dict.fromkeys(runs, 0.0)
            # every setting on each file in turn: a busy machine's changing load falls on all
            for index in range(len(files)):
                for label, run in runs.items():
                    started = time.process_time()
                    run(index)
                    spent[label] += time.process_time() - started
            if round_:
                best = {label: min(best[label], spent[label]) for label in runs}
        per_mb = {label: seconds * 1e3 / megabytes for label, seconds in best.items()}
        print(f"{len(files):,} files, {megabytes:.1f} MB, {args.tokenizer}; CPU ms per MB, "
              f"best of {args.rounds}")  # fmt: skip
        for label, value in per_mb.items():
            print(f"  {label:32s} {value:7.2f}")
        dedupe = per_mb["read with duplicate search"]
        cost = per_mb["+ every cleaning step"] / dedupe - 1
        share = per_mb["tokenizer alone"] / dedupe
        print(f"  cleaning cost {cost:+.0%} (goal <= 30 %); tokenizer's share of a read "
              f"with duplicate search {share:.2f} (the per-core bound of the ratio to the "
              "batch call, goal >= 0.5)")  # fmt: skip
        # the same added CPU against the read without duplicate search: a figure that does
        # not move when duplicate search alone gets faster or slower
        cost_plain = (per_mb["+ every cleaning step"] - dedupe) / per_mb[
            "read without duplicate search"
        ]
        print(f"  cleaning cost against a read without duplicate search {cost_plain:+.0%}")
        figures = {"cleaning_cost": round(cost, 4), "tokenizer_share": round(share, 4)}
        figures["cleaning_cost_vs_read_without_duplicate_search"] = round(cost_plain, 4)
        figures |= {label: round(value, 3) for label, value in per_mb.items()}
        print("RESULT " + json.dumps(figures))


if __name__ == "__main__":
    main()
