"""Simulate the shared H200 runs with the FakeTensorMode simulator and compare the peaks.

Usage: python tools/simulate_shared_runs.py MEASUREMENTS.jsonl [CASE_ID ...] [--out FILE]

MEASUREMENTS.jsonl is the output of shared/measurements/measure.py (one record per run with
its `case` and `peak_alloc_bytes`). Prints measured vs simulated allocated peak (GiB) per run
and writes the rows as JSON lines to --out (default: stdout only). Needs the 'probe' extra.
Each simulation takes seconds (1B) to minutes (8B, 32B) on a CPU.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from llmplan.catalog.load import load_catalog
from llmplan.probe.build import TrainingSetup
from llmplan.probe.simulate import simulate_training_memory
from llmplan.units import GIB

# measure.py's case fields -> the scenario's
PRECISION_TO_OPTIMIZER = {"bf16": "adamw-bf16", "amp": "adamw"}


def setup_of(case: dict[str, object]) -> TrainingSetup:
    return TrainingSetup(
        method=case["method"],  # type: ignore[arg-type]
        optimizer=PRECISION_TO_OPTIMIZER[str(case["prec"])],
        lora_rank=16,
        activation_checkpointing=case["ckpt"],  # type: ignore[arg-type]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("measurements", type=Path)
    parser.add_argument("cases", nargs="*", help="case ids (default: all)")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    catalog = load_catalog()
    runs = [json.loads(line) for line in args.measurements.read_text().splitlines() if line]
    runs = [r for r in runs if "case" in r and "peak_alloc_bytes" in r]
    if args.cases:
        runs = [r for r in runs if r["case"]["id"] in args.cases]
    out = args.out.open("a", encoding="utf-8") if args.out else None
    print(f"{'run':32} {'measured':>9} {'simulated':>9} {'diff':>7}  seconds", flush=True)
    for run in runs:
        case = run["case"]
        result = simulate_training_memory(
            catalog.model(case["model"]),
            setup_of(case),
            seq_len=int(case["seq"]),
            micro_batch=int(case["mb"]),
        )
        measured = run["peak_alloc_bytes"] / GIB
        simulated = result.peak_allocated_gib
        print(
            f"{case['id']:32} {measured:9.2f} {simulated:9.2f} {simulated - measured:+7.2f}"
            f"  {result.seconds:6.0f}",
            flush=True,
        )
        if out:
            row = {
                "case": case["id"],
                "measured_gib": round(measured, 3),
                "simulated_gib": round(simulated, 3),
                "breakdown_gib": {k: round(v / GIB, 3) for k, v in result.breakdown_bytes.items()},
                "seconds": round(result.seconds, 1),
            }
            out.write(json.dumps(row) + "\n")
            out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
