"""Between training and serving on the timeline (issue 36): merging the LoRA adapter into
its base, then quantising the merged model to the served format, after evaluation. Their
lengths are the merge plan's (core/serving/merge.py), so the timeline and the Serve tab read
one figure; neither depends on the training time, so both bounds are the same."""

from __future__ import annotations

from llmplan.catalog.schema import ModelArch
from llmplan.core.result import Explanation, Phase
from llmplan.core.scenario import Scenario
from llmplan.core.serving.merge import plan_merge


def serving_phases(
    scenario: Scenario, arch: ModelArch
) -> tuple[list[Phase], dict[str, Explanation]]:
    """ "Merge adapters" where a LoRA/QLoRA adapter is served merged, "Quantise" where the
    served weights are not bf16; nothing for a scenario without a serving section."""
    serving = scenario.serving
    if serving is None:
        return [], {}
    merge = plan_merge(scenario, serving, arch, None)
    steps = [
        ("merge_adapters", "Merge adapters", merge.seconds, "seconds", merge.needed),
        (
            "quantise",
            "Quantise",
            merge.quantise_seconds,
            "quantise_seconds",
            merge.quantise_seconds > 0,
        ),
    ]
    phases = [
        Phase(key=key, label=label, seconds_optimistic=seconds, seconds_conservative=seconds)
        for key, label, seconds, _, wanted in steps
        if wanted
    ]
    shown = {p.key for p in phases}
    explanations = {
        f"phases.{key}": merge.explanations[figure]
        for key, _, _, figure, _ in steps
        if key in shown
    }
    return phases, explanations
