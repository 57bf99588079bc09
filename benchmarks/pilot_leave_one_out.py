"""Leave-one-out on the measured H200 runs: does one pilot of a model improve its other plans?

Each of the 12 HF Transformers + PEFT runs on one H200 (tests/data/h200-hf-peft.jsonl, made
by shared/measurements/measure.py) becomes a pilot in turn; every other run of the same model
is planned without and with that pilot and compared with what it measured (memory in use,
tokens/s). Prints each pair and the mean and median |error| before and after.

    python benchmarks/pilot_leave_one_out.py [--markdown]
"""

from __future__ import annotations

import json
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path

from llmplan.core.pilot import Pilot, PilotSetup
from llmplan.core.plan import plan
from llmplan.core.scenario import Hardware, Scenario
from llmplan.units import GIB

RUNS = Path(__file__).resolve().parent.parent / "tests" / "data" / "h200-hf-peft.jsonl"
GB = 1e9


@dataclass(frozen=True)
class Run:
    id: str
    scenario: Scenario
    pilot: Pilot


def load_runs(path: Path = RUNS) -> list[Run]:
    """The measured runs as scenarios (what ran) and pilots (what it measured)."""
    lines = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    info = lines[0]["info"]
    runs = []
    for record in lines[1:]:
        case = record["case"]
        setup = PilotSetup(
            model=case["model"],
            method=case["method"],
            optimizer="adamw-bf16" if case["prec"] == "bf16" else "adamw",
            seq_len=case["seq"],
            micro_batch=case["mb"],
            activation_checkpointing=case["ckpt"],
            lora_rank=16 if case["method"] == "lora" else None,
        )
        pilot = Pilot(
            gpu="h200-sxm",
            gpu_name=info["gpu"],
            device_total_mib=record["device_total_bytes"] / 2**20,
            setup=setup,
            context_gib=record["context_used_bytes"] / GIB,
            peak_allocated_gib=record["peak_alloc_bytes"] / GIB,
            peak_reserved_gib=record["peak_reserved_bytes"] / GIB,
            peak_memory_in_use_gib=record["device_used_end_bytes"] / GIB,
            tokens_per_second=record["tokens_per_second"],
            steps=len(record["step_seconds"]),
            step_seconds=record["step_seconds"],
            measured_at="2026-11-30",
            versions={k: v for k, v in info.items() if k != "gpu"},
        )
        scenario = Scenario(
            model=case["model"],
            method=case["method"],
            optimizer=setup.optimizer,
            hardware=Hardware(gpu="h200-sxm", count=1),
            sharding="none",
            seq_len=case["seq"],
            micro_batch=case["mb"],
            activation_checkpointing=case["ckpt"],
            tokens=1e9,
        )
        runs.append(Run(case["id"], scenario, pilot))
    return runs


@dataclass(frozen=True)
class Pair:
    pilot: str
    target: str
    measured_gib: float
    before_gib: float
    after_gib: float
    measured_tps: float
    before_tps: float
    after_tps: float

    @staticmethod
    def error(planned: float, measured: float) -> float:
        return abs(planned - measured) / measured


def leave_one_out(runs: list[Run]) -> list[Pair]:
    pairs = []
    for source in runs:
        for target in runs:
            if target is source or target.scenario.model != source.scenario.model:
                continue
            before = plan(target.scenario)
            after = plan(target.scenario.model_copy(update={"pilots": [source.pilot]}))
            tokens = target.scenario.total_tokens
            pairs.append(
                Pair(
                    source.id,
                    target.id,
                    target.pilot.peak_memory_in_use_gib or 0.0,
                    before.memory.memory_per_gpu_gb.total * GB / GIB,
                    after.memory.memory_per_gpu_gb.total * GB / GIB,
                    target.pilot.tokens_per_second or 0.0,
                    tokens / before.time.train_seconds,
                    tokens / after.time.train_seconds,
                )
            )
    return pairs


def summary(pairs: list[Pair]) -> dict[str, float]:
    errors = {
        "memory": (
            [Pair.error(p.before_gib, p.measured_gib) for p in pairs],
            [Pair.error(p.after_gib, p.measured_gib) for p in pairs],
        ),
        "speed": (
            [Pair.error(p.before_tps, p.measured_tps) for p in pairs],
            [Pair.error(p.after_tps, p.measured_tps) for p in pairs],
        ),
    }
    result: dict[str, float] = {"pairs": len(pairs)}
    for figure, (before, after) in errors.items():
        changes = list(zip(after, before, strict=True))
        result |= {
            f"{figure}_mean_before": statistics.mean(before),
            f"{figure}_mean_after": statistics.mean(after),
            f"{figure}_median_before": statistics.median(before),
            f"{figure}_median_after": statistics.median(after),
            f"{figure}_improved": sum(a < b - 1e-9 for a, b in changes),
            f"{figure}_worse": sum(a > b + 1e-9 for a, b in changes),
        }
    return result


def markdown(pairs: list[Pair]) -> str:
    """The README's table."""
    s = summary(pairs)
    n = s["pairs"]
    return "\n".join(
        [
            "| 20 pairs, \\|planned − measured\\| / measured | memory in use: mean | median "
            "| tokens/s: mean | median |",
            "|---|---|---|---|---|",
            f"| planned (no pilot) | {s['memory_mean_before']:.1%} | "
            f"{s['memory_median_before']:.1%} | {s['speed_mean_before']:.1%} | "
            f"{s['speed_median_before']:.1%} |",
            f"| calibrated by one other run of the model | {s['memory_mean_after']:.1%} | "
            f"{s['memory_median_after']:.1%} | {s['speed_mean_after']:.1%} | "
            f"{s['speed_median_after']:.1%} |",
            "",
            f"Memory came closer in {s['memory_improved']} of {n} pairs, moved away in "
            f"{s['memory_worse']} and stayed as planned in "
            f"{n - s['memory_improved'] - s['memory_worse']} (no correction transfers between "
            f"those setups); tokens/s came closer in {s['speed_improved']} of {n} and moved "
            f"away in {s['speed_worse']}.",
        ]
    ).replace("%", " %")


def main() -> None:
    pairs = leave_one_out(load_runs())
    if "--markdown" in sys.argv:
        print(markdown(pairs))
        return
    print(
        f"{'pilot':28} {'planned run':28} {'in use GiB':>10} {'before':>7} {'after':>7}"
        f" {'tokens/s':>9} {'before':>7} {'after':>7}"
    )
    for p in pairs:
        print(
            f"{p.pilot:28} {p.target:28} {p.measured_gib:10.1f} {p.before_gib:7.1f} "
            f"{p.after_gib:7.1f} {p.measured_tps:9,.0f} {p.before_tps:7,.0f} {p.after_tps:7,.0f}"
        )
    s = summary(pairs)
    print(
        f"\n{s['pairs']} pairs. Memory |error|: mean {s['memory_mean_before']:.1%} -> "
        f"{s['memory_mean_after']:.1%}, median {s['memory_median_before']:.1%} -> "
        f"{s['memory_median_after']:.1%} ({s['memory_improved']} closer, "
        f"{s['memory_worse']} further). Tokens/s |error|: mean {s['speed_mean_before']:.1%} -> "
        f"{s['speed_mean_after']:.1%}, median {s['speed_median_before']:.1%} -> "
        f"{s['speed_median_after']:.1%} ({s['speed_improved']} closer, {s['speed_worse']} further)."
    )


if __name__ == "__main__":
    main()
