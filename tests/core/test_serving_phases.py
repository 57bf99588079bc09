"""Between training and serving on the timeline: "Merge adapters" and "Quantise" follow
evaluation in a plan whose scenario has a serving section, with the merge plan's lengths
worked out by hand (seed 003's 70B QLoRA on the 1x H100 server), and nowhere else."""

from __future__ import annotations

import pytest

from llmplan.catalog.load import Catalog
from llmplan.core.plan import plan
from llmplan.core.scenario import Scenario
from seed_serving import SEED003_SERVED

PARAMETERS = 70.55e9  # Llama 3.1 70B
DISK_BYTES_S = 2.0e9  # the scenario's default checkpoint write bandwidth


def keys(scenario: Scenario, catalog: Catalog) -> list[str]:
    return [p.key for p in plan(scenario, catalog).phases]


def served(precision: str, **fields: object) -> Scenario:
    data = SEED003_SERVED.model_dump(exclude_unset=True)
    return Scenario.model_validate(
        {**data, **fields, "serving": {**data["serving"], "precision": precision}}
    )


def test_merge_and_quantise_follow_evaluation(catalog: Catalog) -> None:
    result = plan(served("int4_gptq"), catalog)
    phases = {p.key: p for p in result.phases}
    assert [p.key for p in result.phases][-3:] == ["evaluation", "merge_adapters", "quantise"]
    # GPTQ's pace: OPT-175B in about four GPU-hours, so 70.55 B parameters in ~5,800 s
    quantise = phases["quantise"]
    assert quantise.seconds_optimistic == pytest.approx(4 * 3600 * PARAMETERS / 175e9, rel=0.01)
    assert quantise.seconds_conservative == quantise.seconds_optimistic
    # merge: read the bf16 base (2 bytes a parameter), write the merged bf16 copy and the
    # ~4.25-bit served copy (GPTQ's 4 bits plus a scale per group, bf16 embeddings aside)
    merge = phases["merge_adapters"].seconds_optimistic
    assert 4 * PARAMETERS / DISK_BYTES_S * 1.1 < merge < 5 * PARAMETERS / DISK_BYTES_S
    explained = result.explanations["phases.quantise"]
    assert "175 B" in explained.formula and "GPTQ" in explained.source
    assert explained.inputs["calibration_tokens"] == 128 * 2048
    assert "disk bandwidth" in result.explanations["phases.merge_adapters"].formula


def test_unquantised_or_unmerged_serving_leaves_its_step_out(catalog: Catalog) -> None:
    assert keys(served("bf16"), catalog)[-2:] == ["evaluation", "merge_adapters"]
    fp8_full = served("fp8", model="llama-3.1-8b", method="full")
    assert keys(fp8_full, catalog)[-2:] == ["evaluation", "quantise"]
    data = SEED003_SERVED.model_dump(exclude_unset=True)
    adapters = {**data, "serving": {**data["serving"], "precision": "bf16", "adapters": 4}}
    assert keys(Scenario.model_validate(adapters), catalog)[-1] == "evaluation"


def test_a_scenario_without_serving_has_the_training_phases_only(catalog: Catalog) -> None:
    data = SEED003_SERVED.model_dump(exclude_unset=True)
    data.pop("serving")
    assert keys(Scenario.model_validate(data), catalog)[-1] == "evaluation"
