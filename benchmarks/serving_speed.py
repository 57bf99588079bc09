"""How long one serving plan takes (what the Serve tab recomputes on every edit): varied
models, formats and hardware, mean / median / p95 in milliseconds.

Run: python benchmarks/serving_speed.py  (target: well under 50 ms, a slider's pace)
"""

from __future__ import annotations

import itertools
import random
import statistics
import time

from llmplan.catalog.load import load_catalog, load_prices
from llmplan.core.scenario import Scenario
from llmplan.core.serving.plan import plan_serving

MODELS = ["llama-3.1-8b", "llama-3.1-70b", "qwen2.5-32b", "mixtral-8x7b", "scratch-125m"]
PRECISIONS = ["bf16", "fp8", "int4_awq", "gguf_q4_k_m", "gguf_q8_0"]
HARDWARE = [
    {"server": "8x-h200-nvl"},
    {"server": "8x-rtx-pro-6000-server"},
    {"server": "1x-h100"},
    {"gpu": "rtx-4090", "count": 2},
]
CANDIDATES = [[], [{"server": "1x-h200"}, {"server": "hgx-8x-b200"}]]


def main() -> None:
    catalog, prices = load_catalog(), load_prices()
    scenarios = [
        Scenario.model_validate(
            {
                "model": model,
                "hardware": hardware,
                "candidates": candidates,
                "serving": {"precision": precision, "context": context},
            }
        )
        for model, precision, hardware, candidates, context in itertools.product(
            MODELS, PRECISIONS, HARDWARE, CANDIDATES, (2048, 32768)
        )
    ]
    random.Random(0).shuffle(scenarios)
    for scenario in scenarios[:20]:  # warm caches (catalogue, price book, rates)
        plan_serving(scenario, catalog, prices)
    times = []
    for scenario in scenarios:
        start = time.perf_counter()
        plan_serving(scenario, catalog, prices)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    print(
        f"{len(times)} serving plans: mean {statistics.mean(times):.2f} ms, median "
        f"{statistics.median(times):.2f} ms, p95 {times[int(0.95 * len(times))]:.2f} ms"
    )


if __name__ == "__main__":
    main()
