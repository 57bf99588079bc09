"""Convert the shared H200 measurements (measure.py output, JSON lines) into the validation
record format of resources/validation/ (see VALIDATION_SCHEMA.md).

Usage: python tools/h200_runs_to_validation.py ../shared/measurements/h200-hf-peft.jsonl \
           resources/validation/h200-hf-peft.json
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

GIB = 2**30
MODELS = {  # measure.py architecture id -> catalogue id
    "llama-3.2-1b": "llama-3.2-1b",
    "llama-3.2-3b": "llama-3.2-3b",
    "llama-3.1-8b": "llama-3.1-8b",
    "qwen3-8b": "qwen3-8b",
    "qwen2.5-32b": "qwen2.5-32b",
    "gpt2-124m": "gpt2-124m",
}
POWER_W = 635.0  # sustained 630-640 W under load on these runs (measurement notes)


def record(run: dict, versions: dict) -> dict:
    case = run["case"]
    optimizer = "adamw" if case["prec"] == "amp" else "adamw-bf16"
    scenario = {
        "framework": "hf-transformers",
        "model": MODELS[case["model"]],
        "method": case["method"],
        "optimizer": optimizer,
        "hardware": {"gpu": "h200-sxm", "count": 1},
        "sharding": "none",
        "seq_len": case["seq"],
        "micro_batch": case["mb"],
        "activation_checkpointing": case["ckpt"],
        "chunked_loss": False,
        "tokens": 1e9,
    }
    if case["method"] == "lora":
        scenario["lora_rank"] = 16
    note = (
        f"measure.py case {case['id']}: {case['steps']} steps on random token IDs, "
        "model(input_ids=x, labels=x).loss, torch.optim.AdamW(fused=True); "
        f"prec {case['prec']}; PyTorch {versions.get('torch')}, Transformers "
        f"{versions.get('transformers')}, PEFT {versions.get('peft')}; memory_in_use = "
        "device total − free at the end (context + reserved)"
    )
    return {
        "id": f"h200-hf-{case['id']}",
        "kind": "measured",
        "source": {
            "title": "LLM Training Planner shared H200 measurements (measure.py)",
            "url": "",
            "date": "2026-11-30",
            "note": note,
        },
        "scenario": scenario,
        "measured": {
            "memory_in_use_gib": round(run["device_used_end_bytes"] / GIB, 3),
            "peak_allocated_gib": round(run["peak_alloc_bytes"] / GIB, 3),
            "peak_reserved_gib": round(run["peak_reserved_bytes"] / GIB, 3),
            "tokens_per_second": run["tokens_per_second"],
            "power_w": POWER_W,
        },
    }


def main(src: str, dst: str) -> None:
    lines = [json.loads(line) for line in Path(src).read_text().splitlines() if line.strip()]
    versions = next((line["info"] for line in lines if "info" in line), {})
    runs = [line for line in lines if "case" in line and "error" not in line]
    group = {
        "group": "h200-hf-peft",
        "description": (
            "12 fine-tuning runs of HF Transformers + PEFT on one NVIDIA H200 (driver total "
            "143,771 MiB, 700 W), 2026-11-30, SDPA attention, one GPU, no sharding"
        ),
        "records": [record(run, versions) for run in runs],
    }
    Path(dst).write_text(json.dumps(group, indent=2) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
