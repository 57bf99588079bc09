"""A user's own architecture (an inline model) needs neither `family` nor `source`; the plan
and the report then name it "your own architecture". (A catalogue entry still needs a source:
tests/catalog/test_load.py.)"""

from __future__ import annotations

import json
from pathlib import Path

from llmplan.core.plan import plan
from llmplan.presentation import i18n
from llmplan.report.markdown import report_markdown
from llmplan.scenario_file import load_scenario

# TinyLlama 1.1B's config.json in the planner's terms, typed without family and source
OWN_MODEL = {
    "id": "my-1b",
    "name": "Our 1B model",
    "architecture": "llama",
    "vocab_size": 32000,
    "hidden_size": 2048,
    "intermediate_size": 5632,
    "num_layers": 22,
    "num_heads": 32,
    "num_kv_heads": 4,
    "head_dim": 64,
    "max_position_embeddings": 2048,
}


def _scenario_file(tmp_path: Path) -> Path:
    path = tmp_path / "own.json"
    scenario = {"schema_version": 1, "model": OWN_MODEL, "hardware": {"gpu": "h100-sxm"}}
    path.write_text(json.dumps(scenario), encoding="utf-8")
    return path


def test_an_inline_model_without_family_and_source_is_planned(tmp_path: Path) -> None:
    scenario = load_scenario(_scenario_file(tmp_path))
    result = plan(scenario)
    # TinyLlama 1.1B: 1,100,048,384 parameters (its model card: 1.1B)
    assert result.params_total == 1_100_048_384
    assert result.explanations["params_total"].source == "your own architecture"


def test_the_report_says_your_own_architecture(tmp_path: Path) -> None:
    scenario = load_scenario(_scenario_file(tmp_path))
    result = plan(scenario)
    assert "your own architecture" in report_markdown(scenario, [result])
    try:
        i18n.set_language("de")
        german = report_markdown(scenario, [result])
    finally:
        i18n.set_language("en")
    assert "Ihre eigene Architektur" in german and "your own architecture" not in german
