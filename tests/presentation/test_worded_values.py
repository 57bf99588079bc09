"""Every figure's explanation and every report line of the bundled examples is worded:
no input shows a value the way a program keeps it (`None`, `True`, `False`, a raw id) in
English or German (issue 33: the GRPO report printed "reference log-probabilities from =
None")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from llmplan.core.plan import plan_candidates
from llmplan.core.result import PlanResult
from llmplan.presentation import i18n
from llmplan.presentation.explanations import explanation_text
from llmplan.report.html_report import report_html
from llmplan.report.markdown import report_markdown
from llmplan.resources import resource_path
from llmplan.scenario_file import load_scenario

EXAMPLES = sorted(resource_path("examples").glob("*.json"))
# a value as a program keeps it: Python's constants, or an id such as "adapters-disabled"
RAW = re.compile(r"^(?:None|True|False|[a-z0-9.]+(?:[-_][a-z0-9.]+)+)$")


def _raw_inputs(results: list[PlanResult]) -> list[str]:
    found = []
    for result in results:
        for key, explanation in result.explanations.items():
            text = explanation_text(key, explanation)
            for name, value in [("value", text.value), *text.inputs]:
                if RAW.match(value.strip()):
                    found.append(f"{key}: {name} = {value}")
    return found


def _raw_report_values(markdown: str, html: str) -> list[str]:
    rows = [line.partition(": ")[2] for line in markdown.splitlines() if line.startswith("- ")]
    # the HTML report's explanation tables: each input's value in a cell of its own
    cells = re.findall(r"<td[^>]*>([^<]*)</td>", html)
    return [value for value in rows + cells if RAW.match(value.strip())]


def test_the_detector_knows_a_raw_value() -> None:
    for raw in ("None", "True", "False", "adapters-disabled", "fp32_full"):
        assert RAW.match(raw), raw
    for worded in ("No reference model", "None / DDP (full copy per GPU)", "yes", "8.03 B"):
        assert not RAW.match(worded), worded


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("example", EXAMPLES, ids=lambda path: path.stem)
def test_explanations_and_report_show_worded_values(example: Path, language: str) -> None:
    scenario = load_scenario(example)
    results = plan_candidates(scenario)
    with i18n.language_in_use(language):
        assert _raw_inputs(results) == []
        markdown = report_markdown(scenario, results)
        html = report_html(scenario, results, None, "memory.png", "timeline.png", 600)
        assert _raw_report_values(markdown, html) == []
