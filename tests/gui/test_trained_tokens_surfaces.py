"""Issue 33: the GRPO example trains on its rollouts — 5,000 prompts × 8 completions of
1,024 tokens after prompts of 512, once: 61.44 M tokens — not on the scenario's `tokens`
(10 B). Every surface shows what the plan trains on: the summary strip, the Timeline tab,
the report, the command line and `plan --json`."""

from __future__ import annotations

import json

import pytest

from llmplan.cli import main
from llmplan.core.plan import plan
from llmplan.presentation import formatting as fmt
from llmplan.report.markdown import report_markdown
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario

pytestmark = pytest.mark.usefixtures("no_leaked_threads")

GRPO = resource_path("examples", "grpo-qwen2.5-7b.json")


def _rollout_tokens() -> float:
    r = load_scenario(GRPO).rollout
    return float(r.prompts * r.num_generations * (r.prompt_len + r.completion_len))


def test_the_grpo_example_trains_on_its_rollouts() -> None:
    scenario = load_scenario(GRPO)
    assert _rollout_tokens() == pytest.approx(61.44e6)
    assert scenario.total_tokens == pytest.approx(10e9)  # the field RL does not train on
    trained = plan(scenario).trained_tokens
    assert trained.total == pytest.approx(_rollout_tokens())
    assert trained.rollout is not None
    assert (trained.rollout.prompts, trained.rollout.completions_per_prompt) == (5000, 8)
    assert trained.rollout.sequence_tokens == 1536 and trained.rollout.passes == 1


def test_the_command_line_and_json_show_the_trained_tokens(capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["plan", str(GRPO)]) == 0
    summary = capsys.readouterr().out
    assert "Tokens     61.4 M tokens (5,000 prompts × 8 completions × 1,536 tokens" in summary
    assert main(["plan", "--json", str(GRPO)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["trained_tokens"]["total"] == pytest.approx(_rollout_tokens())


def test_the_report_shows_the_trained_tokens() -> None:
    scenario = load_scenario(GRPO)
    text = report_markdown(scenario, [plan(scenario)])
    assert "- Tokens trained: 61.4 M tokens (5,000 prompts × 8 completions" in text
    assert "10.0 B" not in text


def test_strip_and_timeline_show_the_trained_tokens(qtbot, make_window) -> None:  # type: ignore[no-untyped-def]
    window = make_window()
    with qtbot.waitSignal(window.store.sig_result_changed, timeout=10000):
        window.store.replace(load_scenario(GRPO))
    assert window.summary.text("tokens") == fmt.tokens(_rollout_tokens()) == "61.4 M tokens"
    assert "5,000 prompts × 8 completions" in window.summary.values["tokens"].toolTip()
    assert "Tokens trained: 61.4 M tokens" in window.timeline_tab.totals.text()
