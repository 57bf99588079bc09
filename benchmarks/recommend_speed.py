"""How long `llmplan recommend` takes to search every configuration for a scenario.

Run: python benchmarks/recommend_speed.py  (target: ≥ 5,000 configurations in under 1 s)

Prints, per example scenario, the configurations searched, the wall and CPU time of the
whole recommendation (search, ranking, Pareto front), and the time per configuration
against one plan() (the ratio says what the shared memory table saves).
"""

from __future__ import annotations

import statistics
import time

from llmplan.catalog.load import load_catalog, load_prices
from llmplan.core.advisor.recommend import recommend
from llmplan.core.plan import plan
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario

REPEATS = 3


def main() -> None:
    load_catalog()
    load_prices()
    examples = sorted(resource_path("examples").glob("*.json"))
    for path in examples:
        scenario = load_scenario(path)
        plan(scenario)  # warm the caches a session would have warm too
        walls, cpus = [], []
        advice = None
        for _ in range(REPEATS):
            wall, cpu = time.perf_counter(), time.process_time()
            advice = recommend(scenario, deadline_days=14)
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
        assert advice is not None
        one_plan = _plan_seconds(scenario)
        per_config = min(cpus) / advice.searched
        print(
            f"{path.stem:<36} searched {advice.searched:>6,} configurations "
            f"(+{advice.pruned:,} pruned), {len(advice.options)} options: "
            f"wall median {statistics.median(walls):.3f} s (min {min(walls):.3f}), "
            f"cpu min {min(cpus):.3f} s; {per_config * 1e6:.1f} µs per configuration "
            f"vs {one_plan * 1e3:.2f} ms per plan() ({one_plan / per_config:.0f}x)"
        )


def _plan_seconds(scenario: object, count: int = 200) -> float:
    start = time.process_time()
    for _ in range(count):
        plan(scenario)  # type: ignore[arg-type]
    return (time.process_time() - start) / count


if __name__ == "__main__":
    main()
