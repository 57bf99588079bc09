"""The shape of the core (issue 9): frozen sub-results, keyword-only stage functions."""

from __future__ import annotations

import inspect

import pydantic
import pytest

from llmplan.core.plan import plan
from llmplan.core.run.comm import communication
from llmplan.core.run.energy import energy
from llmplan.core.run.storage import storage
from llmplan.core.run.timeline import timeline
from llmplan.core.scenario import Scenario
from llmplan.core.stacks.reference_memory import memory_fit
from llmplan.core.stacks.reference_states import model_states
from llmplan.core.stacks.run_time import train_time

STAGES = [train_time, model_states, memory_fit, communication, energy, storage, timeline]


@pytest.mark.parametrize("stage", STAGES, ids=lambda f: f.__name__)
def test_stage_functions_take_keywords_only(stage: object) -> None:
    parameters = inspect.signature(stage).parameters.values()  # type: ignore[arg-type]
    assert parameters and all(p.kind is p.KEYWORD_ONLY for p in parameters)


def test_sub_results_are_frozen_and_their_keys_do_not_collide() -> None:
    result = plan(Scenario())
    with pytest.raises(pydantic.ValidationError):
        result.energy.energy_kwh = 0.0  # type: ignore[misc]
    parts = [result.time, result.memory, result.communication, result.energy, result.storage]
    # the `--json` keys (fields kept out of it, such as explanations, are the views' only)
    keys = [
        name
        for part in parts
        for name, field in type(part).model_fields.items()
        if not field.exclude
    ]
    assert len(keys) == len(set(keys))
    flat = result.to_json_dict()
    assert set(keys) <= set(flat) and not {"time", "memory", "energy"} & set(flat)
    assert "explanations" in flat
