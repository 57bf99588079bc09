"""Generate simulated reference points (allocated peak memory) for HF Transformers + PEFT.

Usage: python tools/simulate_reference.py [--out resources/validation/simulated-hf-peft.json]
                                          [--budget-minutes N] [--only SUBSTRING]
                                          [--objective dpo]

Runs llmplan.probe.simulate (FakeTensorMode + MemTracker on the CPU, nothing allocated) over
a grid of catalogue models, sequence lengths, micro-batches, methods, checkpointing and
precision, and writes each point as a validation record (kind "simulated", measured
peak_allocated_gib only) in the format of resources/validation (VALIDATION_SCHEMA). Points
already in the output file are kept and skipped, so the run can be resumed; the file is
rewritten after every point. Needs the 'probe' extra (PyTorch, Transformers, PEFT).
`--objective dpo`: TRL's DPO step instead (llmplan.probe.simulate._dpo_step) on its own grid,
written to resources/validation/simulated-trl-dpo.json.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from llmplan.catalog.load import load_catalog
from llmplan.core.scenario import ALL_LORA_TARGETS
from llmplan.probe.build import TrainingSetup
from llmplan.probe.simulate import simulate_training_memory
from llmplan.units import GIB

VALIDATION = Path(__file__).resolve().parents[1] / "resources/validation"
DEFAULT_OUT = VALIDATION / "simulated-hf-peft.json"
DPO_OUT = VALIDATION / "simulated-trl-dpo.json"
LORA_RANK = 16


@dataclass(frozen=True)
class Point:
    model: str
    method: str  # full | lora
    optimizer: str  # adamw (fp32 master + bf16 autocast) | adamw-bf16 (pure bf16)
    seq_len: int
    micro_batch: int
    checkpointing: str  # none | full
    objective: str = "sft"  # sft | dpo (micro_batch counts pairs)
    reference: str = "auto"  # dpo: auto (TRL's default for the method) | model | precomputed

    @property
    def id(self) -> str:
        precision = "amp" if self.optimizer == "adamw" else "bf16"
        method = f"lora-r{LORA_RANK}" if self.method == "lora" else "full"
        stack = "trl-dpo" if self.objective == "dpo" else "hf"
        reference = "" if self.reference == "auto" else f"-ref-{self.reference}"
        return (
            f"sim-{stack}-{self.model}-{method}-{precision}-s{self.seq_len}-b{self.micro_batch}"
            f"-{self.checkpointing}{reference}"
        )


SMALL_MODELS = (
    "qwen2.5-0.5b",
    "qwen3-0.6b",
    "llama-3.2-1b",
    "gemma-3-1b",
    "qwen2.5-1.5b",
    "qwen3-1.7b",
    "llama-3.2-3b",
    "qwen2.5-3b",
)
LARGE_MODELS = ("llama-3.1-8b", "mistral-7b-v0.3")

# One factor at a time around two anchors, so that each mechanism shows in the grid:
# (method, optimizer, seq_len, micro_batch, checkpointing)
VARIANTS = (
    ("full", "adamw", 2048, 1, "none"),
    ("lora", "adamw-bf16", 4096, 2, "none"),
    ("full", "adamw-bf16", 4096, 1, "full"),
    ("lora", "adamw-bf16", 8192, 1, "full"),
    ("full", "adamw", 1024, 4, "full"),
    ("lora", "adamw", 2048, 4, "none"),
)


# DPO (TRL): the reference a frozen fp32 copy (full) or the adapters disabled (LoRA), with and
# without checkpointing, on models with small (Llama) and large (Qwen) vocabularies
DPO_MODELS = ("qwen2.5-0.5b", "llama-3.2-1b", "qwen3-0.6b")
DPO_VARIANTS = (
    ("full", "adamw", 1024, 1, "none"),
    ("lora", "adamw", 1024, 1, "none"),
    ("full", "adamw", 2048, 1, "full"),
    ("lora", "adamw", 2048, 1, "full"),
)


# the reference's other sources: precomputed log-probs (no reference in the step) and a
# separate frozen bf16 copy beside a LoRA policy
DPO_REFERENCE_MODELS = ("qwen2.5-0.5b", "llama-3.2-1b")
DPO_REFERENCE_VARIANTS = (
    ("full", "adamw", 1024, 1, "none", "precomputed"),
    ("lora", "adamw", 1024, 1, "none", "precomputed"),
    ("lora", "adamw", 1024, 1, "none", "model"),
)
# more pairs per micro-batch: one sequence is a smaller share of the logits (the reference's
# and the last sequence's fp32 log-softmax are one sequence's)
DPO_BATCH_MODELS = ("qwen2.5-0.5b",)
DPO_BATCH_VARIANTS = (
    ("lora", "adamw", 512, 2, "none", "auto"),
    ("lora", "adamw", 512, 2, "none", "precomputed"),
    ("lora", "adamw", 256, 4, "none", "auto"),
    ("lora", "adamw", 256, 4, "none", "precomputed"),
    ("full", "adamw", 512, 2, "none", "auto"),
    ("full", "adamw", 512, 2, "none", "precomputed"),
    ("lora", "adamw", 1024, 2, "full", "auto"),
)


def grid(objective: str = "sft") -> list[Point]:
    """Round-robin over models per variant: an interrupted run still covers every model."""
    if objective == "dpo":
        # every variant on the first model first: a short run still shows each mechanism
        points = [
            Point(model, *variant, objective="dpo")  # type: ignore[arg-type]
            for model in DPO_MODELS
            for variant in DPO_VARIANTS
        ]
        points += [
            Point(model, *variant[:5], objective="dpo", reference=variant[5])  # type: ignore[arg-type]
            for model in DPO_REFERENCE_MODELS
            for variant in DPO_REFERENCE_VARIANTS
        ]
        points += [
            Point(model, *variant[:5], objective="dpo", reference=variant[5])  # type: ignore[arg-type]
            for model in DPO_BATCH_MODELS
            for variant in DPO_BATCH_VARIANTS
        ]
        return points
    points = [
        Point(model, *variant)  # type: ignore[arg-type]
        for variant in VARIANTS
        for model in SMALL_MODELS
    ]
    points += [Point(model, *VARIANTS[i]) for i in (1, 3) for model in LARGE_MODELS]  # type: ignore[arg-type]
    return points


_REFERENCE_TEXT = {
    "auto": "the reference's forward under no_grad — a frozen copy loaded as the policy for "
    "full tuning, the adapters disabled for LoRA —",
    "model": "the reference's forward under no_grad — a separate frozen bf16 copy of the "
    "base (reference 'model') —",
    "precomputed": "no reference forward (precompute_ref_log_probs: the log-probs come with "
    "the batch)",
}


def record(point: Point, result: Any, versions: dict[str, str]) -> dict[str, Any]:
    breakdown = ", ".join(
        f"{kind} {value / GIB:.2f}" for kind, value in result.breakdown_bytes.items() if value
    )
    scenario: dict[str, Any] = {
        "framework": "hf-transformers",
        "model": point.model,
        "method": point.method,
        "optimizer": point.optimizer,
        "hardware": {"gpu": "h200-sxm", "count": 1},
        "sharding": "none",
        "seq_len": point.seq_len,
        "micro_batch": point.micro_batch,
        "activation_checkpointing": point.checkpointing,
        "chunked_loss": False,
        "tokens": 1e9,
    }
    if point.objective != "sft":
        scenario["objective"] = point.objective
    if point.reference != "auto":
        scenario["reference"] = point.reference
    if point.method == "lora":
        scenario["lora_rank"] = LORA_RANK
        scenario["lora_targets"] = list(ALL_LORA_TARGETS)
    notes = "; ".join(result.notes)
    step = (
        "model(input_ids=x, labels=x).loss.backward()"
        if point.objective == "sft"
        else "TRL's DPO step (trl/trainer/dpo_trainer.py _compute_loss, commit f2cd577: "
        "chosen and rejected concatenated along the batch through the policy, "
        + _REFERENCE_TEXT[point.reference]
        + ", per-sequence log-probs by selective_log_softmax, sigmoid loss, backward)"
    )
    title = (
        "FakeTensorMode simulation of the HF Transformers + PEFT training step"
        if point.objective == "sft"
        else "FakeTensorMode simulation of TRL's DPO step (HF Transformers + PEFT)"
    )
    return {
        "id": point.id,
        "kind": "simulated",
        "source": {
            "title": title,
            "url": "tools/simulate_reference.py",
            "date": dt.date.today().isoformat(),
            "note": (
                "llmplan.probe.simulate: the model built from the catalogue architecture on the "
                f"meta device, parameters swapped for fake CPU tensors, two steps of {step}, "
                "fused AdamW step, "
                "zero_grad(set_to_none=True) under FakeTensorMode with PyTorch's MemTracker; "
                "allocated peak of the second step (what torch.cuda.max_memory_allocated "
                "reports), without allocator reserve and CUDA context. SDPA attention (flash "
                "kernel), LoRA alpha 2r dropout 0 with fp32 adapters (PEFT default), "
                "non-reentrant checkpointing. "
                f"GiB at the peak: {breakdown}. Versions: "
                + ", ".join(f"{k} {v}" for k, v in versions.items())
                + (f". {notes}" if notes else "")
            ),
        },
        "scenario": scenario,
        "measured": {
            "memory_in_use_gib": None,
            "peak_allocated_gib": round(result.peak_allocated_gib, 3),
            "peak_reserved_gib": None,
            "tokens_per_second": None,
            "power_w": None,
        },
    }


def main(argv: list[str] | None = None) -> int:
    import peft
    import torch
    import transformers

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--budget-minutes", type=float, default=600.0)
    parser.add_argument("--only", default="", help="simulate only points whose id contains this")
    parser.add_argument("--objective", choices=("sft", "dpo"), default="sft")
    args = parser.parse_args(argv)
    if args.objective == "dpo" and args.out == DEFAULT_OUT:
        args.out = DPO_OUT
    versions = {
        "torch": torch.__version__,
        "transformers": transformers.__version__,
        "peft": peft.__version__,
    }
    catalog = load_catalog()
    records: list[dict[str, Any]] = []
    if args.out.exists():
        records = json.loads(args.out.read_text(encoding="utf-8"))["records"]
    done = {r["id"] for r in records}
    deadline = time.monotonic() + 60 * args.budget_minutes
    for point in grid(args.objective):
        if point.id in done or args.only not in point.id:
            continue
        if time.monotonic() > deadline:
            print("budget spent; stopping", flush=True)
            break
        setup = TrainingSetup(
            method=point.method,  # type: ignore[arg-type]
            optimizer=point.optimizer,
            lora_rank=LORA_RANK,
            activation_checkpointing=point.checkpointing,  # type: ignore[arg-type]
        )
        try:
            result = simulate_training_memory(
                catalog.model(point.model),
                setup,
                seq_len=point.seq_len,
                micro_batch=point.micro_batch,
                objective=point.objective,
                reference=None if point.reference == "auto" else point.reference,  # type: ignore[arg-type]
            )
        except Exception as error:  # noqa: BLE001 - one failing point must not stop the grid
            print(f"{point.id}: FAILED {type(error).__name__}: {error}", flush=True)
            continue
        print(
            f"{point.id}: {result.peak_allocated_gib:.2f} GiB ({result.seconds:.0f} s)", flush=True
        )
        records.append(record(point, result, versions))
        _write(args.out, records, args.objective)
    return 0


def _write(path: Path, records: list[dict[str, Any]], objective: str = "sft") -> None:
    what = "TRL DPO step" if objective == "dpo" else "HF Transformers + PEFT stack"
    document = {
        "group": "simulated-trl-dpo" if objective == "dpo" else "simulated-hf-peft",
        "description": (
            f"Reference points for the {what}, simulated on a CPU with "
            "PyTorch's FakeTensorMode and memory tracker (allocated peak only; no allocator "
            "reserve, no CUDA context). Generated by tools/simulate_reference.py. Nominal "
            "target GPU: H200 (the memory of the program does not depend on the card)."
        ),
        "records": sorted(records, key=lambda r: r["id"]),
    }
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
