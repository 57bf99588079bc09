"""A comparison candidate that cannot run the scenario's setup leaves the comparison with
its reason; the main hardware and the other candidates are still planned."""

from __future__ import annotations

import pytest

from llmplan.core.plan import PlanError, plan_candidates
from llmplan.core.scenario import Hardware, Parallelism, Scenario
from llmplan.presentation import i18n
from llmplan.presentation.refusal_text import refusal_text
from llmplan.presentation.warning_text import warning_templates


def megatron_70b(**fields: object) -> Scenario:
    values: dict[str, object] = {
        "framework": "megatron",
        "model": "llama-3.1-70b",
        "hardware": Hardware(server="8x-h200-nvl"),
        **fields,
    }
    return Scenario.model_validate(values)


def refusals(scenario: Scenario) -> dict[str, str]:
    """Each candidate left out, with why in English (the words every view shows)."""
    (first, *_rest) = plan_candidates(scenario)
    with i18n.language_in_use("en"):
        return {
            str(w.args["hardware"]): refusal_text(w.refusal)
            for w in first.warning_details
            if w.code == "candidate_not_planned" and w.refusal is not None
        }


def test_a_layout_the_candidate_cannot_divide_leaves_it_out_with_the_reason() -> None:
    scenario = megatron_70b(
        parallelism=Parallelism(tensor=4),
        candidates=[Hardware(gpu="b200", count=1), Hardware(gpu="b200", count=8)],
    )
    results = plan_candidates(scenario)
    assert [r.gpu_count for r in results] == [8, 8]  # the 8x B200 candidate stays
    (reason,) = refusals(scenario).values()
    assert reason.startswith("parallelism:") and "1 GPU" in reason


def test_a_format_the_candidates_card_lacks_leaves_it_out() -> None:
    scenario = megatron_70b(precision="fp8", candidates=[Hardware(gpu="a100-80gb-sxm", count=8)])
    assert len(plan_candidates(scenario)) == 1
    ((hardware, reason),) = refusals(scenario).items()
    assert "A100" in hardware and reason.startswith("precision:")
    text, args = warning_templates()["candidate_not_planned"]
    assert "left out of the comparison" in text
    assert args({"hardware": hardware, "reason": reason}) == [hardware, reason]


def test_the_main_hardware_refusing_is_still_an_error() -> None:
    scenario = megatron_70b(hardware=Hardware(gpu="a100-80gb-sxm", count=8), precision="fp8")
    with pytest.raises(PlanError, match="precision"):
        plan_candidates(scenario)
