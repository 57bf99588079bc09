"""The report of a GRPO plan with the advisor's answer (issue 23): it names the placement
and the split of the GPUs, says why (the engine's reserve, KV cache, generation time), and
explains the rollout figures with their formulas and sources."""

from __future__ import annotations

from pathlib import Path

import pytest

from llmplan.core.advisor.recommend import Recommendation, recommend
from llmplan.core.plan import plan_candidates
from llmplan.core.scenario import Scenario
from llmplan.report.markdown import report_markdown
from llmplan.report.pdf import export_pdf
from llmplan.resources import resource_path
from pdf_pages import pdf_text

SCENARIO = Scenario.model_validate_json(
    (resource_path("examples") / "grpo-qwen2.5-7b.json").read_text(encoding="utf-8")
)


@pytest.fixture(scope="module")
def advice() -> Recommendation:
    return recommend(SCENARIO, 3.0)


def test_markdown_names_placement_split_and_why(advice: Recommendation) -> None:
    text = report_markdown(SCENARIO, plan_candidates(SCENARIO), advice)
    section = text[text.index("## Options considered") :]
    assert advice.pick is not None and advice.pick.evaluated.result.rollout is not None
    rollout = advice.pick.evaluated.result.rollout
    assert "Placement: rollouts" in section
    assert f"{rollout.train_gpus} GPU(s)" in section and "training" in section
    assert "vLLM reserves" in section and "KV cache per engine" in section
    # the inputs name the rollouts and the tokens the step trains on (not the scenario's 10 B)
    assert "5,000 prompts × 8 completions of 1,024 tokens" in text
    assert "61.4 M tokens" in text


def test_pdf_explains_the_placement(qapp, advice: Recommendation, tmp_path: Path) -> None:
    target = tmp_path / "grpo.pdf"
    export_pdf(SCENARIO, plan_candidates(SCENARIO), None, target, advice)
    text = pdf_text(target)
    assert "Placement: rollouts" in text
    assert "vLLM reserves" in text
    assert "Generation (rollouts)" in text  # the timeline's phase
    # every rollout figure is explained in the appendix, with its formula and source
    assert "Memory the rollout engine reserves per GPU" in text
    assert "Generation time (rollouts)" in text
    assert "gpu_memory_utilization × card capacity" in text
    assert "trl/trainer/grpo_config.py" in text


def test_the_overhead_names_the_rollout_engines_reserve() -> None:
    from llmplan.core.plan import plan
    from llmplan.presentation import formatting
    from llmplan.presentation.model_words import overhead_text

    result = plan(SCENARIO)
    m = result.memory.memory_per_gpu_gb
    assert m.rollout_engine > 0
    text = overhead_text(result)
    assert f"the rollout engine's reserve {formatting.size_gb(m.rollout_engine)}" in text
    # the parts named add up to the overhead: context + allocator reserve + engine (+ gathered)
    assert m.context is not None and m.reserve is not None
    parts = m.context + m.reserve + m.rollout_engine + result.memory.gathered_layers_gb
    assert parts == pytest.approx(m.overhead)
